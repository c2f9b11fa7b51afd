"""The reader a page is written for, asked of Django once a page (languages.reader)."""
from django.urls import set_script_prefix
from django.utils import translation

from languages.reader import reader_language, reader_script_prefix, writing_a_page


def test_outside_a_page_the_reader_language_is_the_active_one():
    with translation.override("ja"):
        assert reader_language() == "ja"
    with translation.override("zh-hans"):
        assert reader_language() == "zh-hans"


def test_a_page_is_written_in_the_language_it_began_in():
    with translation.override("ja"), writing_a_page():
        with translation.override("en"):
            assert reader_language() == "ja"


def test_a_page_within_a_page_keeps_the_pages_reader():
    with translation.override("zh-hans"), writing_a_page():
        with translation.override("en"), writing_a_page():
            assert reader_language() == "zh-hans"


def test_a_page_is_written_under_the_script_prefix_it_began_under():
    try:
        set_script_prefix("/liuren/")
        with writing_a_page():
            set_script_prefix("/")
            assert reader_script_prefix() == "/liuren/"
        assert reader_script_prefix() == "/"
    finally:
        set_script_prefix("/")

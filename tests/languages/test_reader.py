"""The reader a page is written for, asked of Django once a page, and the page's messages (languages.reader)."""
from django.test import override_settings
from django.urls import set_script_prefix
from django.utils import translation
from django.utils.safestring import SafeString, mark_safe

from languages.reader import gettext, gettext_lazy, reader_language, reader_script_prefix, writing_a_page


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


# A message of the 課體 step (divination/builder/patterns_found.py) as locale/ translates it.
SKIP = "Skip the list of patterns"


def test_in_a_page_a_message_is_said_in_the_pages_language():
    for language, words in (("ja", "課体の一覧を飛ばす"), ("zh-hant", "跳過課體列表"), ("en", SKIP)):
        with translation.override(language), writing_a_page():
            assert gettext(SKIP) == words


def test_a_message_said_in_one_language_is_said_anew_in_another():
    with translation.override("zh-hant"), writing_a_page():
        assert gettext(SKIP) == "跳過課體列表"
    with translation.override("zh-hans"), writing_a_page():
        assert gettext(SKIP) == "跳过课体列表"


def test_outside_a_page_a_message_is_said_in_the_active_language():
    with translation.override("ja"):
        assert gettext(SKIP) == "課体の一覧を飛ばす"
    with translation.override("en"):
        assert gettext(SKIP) == SKIP


def test_a_safe_message_stays_safe_in_a_page():
    with translation.override("ja"), writing_a_page():
        said = gettext(mark_safe(SKIP))
    assert said == "課体の一覧を飛ばす" and isinstance(said, SafeString)


def test_a_lazy_message_is_said_in_the_page_it_is_written_in():
    lazy_message = gettext_lazy(SKIP)
    with translation.override("ja"), writing_a_page():
        assert str(lazy_message) == "課体の一覧を飛ばす"


def test_a_change_of_the_catalogues_settings_forgets_the_messages_said():
    with translation.override("ja"), writing_a_page():
        assert gettext(SKIP) == "課体の一覧を飛ばす"
    with override_settings(LOCALE_PATHS=[]), translation.override("ja"), writing_a_page():
        assert gettext(SKIP) == SKIP

"""What never changes while the process runs, written once ({% once %}, languages.kept.written_once): the frame
of every page is written once per language and script prefix, and kept marked."""
import pytest
from django.template import Context, Template, TemplateSyntaxError
from django.test import override_settings
from django.urls import set_script_prefix
from django.utils import translation

from languages.kept import marked_page, written_once


class Counted:
    """A value that counts how often the template asks for it."""

    def __init__(self):
        self.times = 0

    def __str__(self):
        self.times += 1
        return "甲子"


ONCE = Template('{% load languages %}{% once sample_part %}<p>{{ counted }}</p>{% endonce %}')
VARYING = Template('{% load languages %}{% once sample_varying flavour %}<p>{{ flavour }}</p>{% endonce %}')


@pytest.fixture(autouse=True)
def _root_prefix():
    set_script_prefix("/")
    yield
    set_script_prefix("/")


def test_a_part_is_written_once_for_every_page_in_a_language():
    counted = Counted()
    with translation.override("zh-hant"):
        first = ONCE.render(Context({"counted": counted}))
        again = ONCE.render(Context({"counted": counted}))
    assert (first, again, counted.times) == ("<p>甲子</p>", "<p>甲子</p>", 1)


def test_a_part_is_written_again_in_another_language_and_marked_on_an_english_page():
    counted = Counted()
    with translation.override("zh-hant"):
        ONCE.render(Context({"counted": counted}))
    with translation.override("en"):
        english = ONCE.render(Context({"counted": counted}))
    assert (english, counted.times) == ('<p><span lang="zh-Hant">甲子</span></p>', 2)


def test_a_part_is_written_again_under_another_script_prefix():
    calls = []
    with translation.override("ja"):
        written_once("prefixed", lambda: calls.append("/") or "<p>/</p>")
        set_script_prefix("/liuren/")
        written_once("prefixed", lambda: calls.append("/liuren/") or "<p>/liuren/</p>")
        written_once("prefixed", lambda: calls.append("again") or "")
    assert calls == ["/", "/liuren/"]


def test_a_part_is_written_once_for_each_value_it_names():
    with translation.override("zh-hant"):
        pages = [VARYING.render(Context({"flavour": flavour})) for flavour in ("一", "二", "一")]
    assert pages == ["<p>一</p>", "<p>二</p>", "<p>一</p>"]


def test_a_change_of_settings_forgets_what_was_written():
    counted = Counted()
    with translation.override("zh-hant"):
        ONCE.render(Context({"counted": counted}))
        with override_settings(STATIC_URL="/elsewhere/"):
            ONCE.render(Context({"counted": counted}))
    assert counted.times == 2


def test_inside_a_marked_page_a_part_is_kept_back_from_the_marking_and_put_back():
    page = Template('{% load languages %}{% marked %}<p>乙丑</p>{% once sample_kept %}<b>丙寅</b>{% endonce %}'
                    '{% endmarked %}')
    with translation.override("en"):
        html = page.render(Context())
    assert html == '<p><span lang="zh-Hant">乙丑</span></p><b><span lang="zh-Hant">丙寅</span></b>'


def test_a_block_cannot_be_written_once():
    with pytest.raises(TemplateSyntaxError, match="block"):
        Template('{% load languages %}{% once sample_block %}{% block title %}{% endblock %}{% endonce %}')


def test_the_marking_of_a_part_is_that_of_the_page_around_it():
    with translation.override("en"):
        assert written_once("sample_marked", lambda: "<p>丁卯</p>") == marked_page(lambda: "<p>丁卯</p>")


def test_the_switcher_of_a_page_comes_back_to_the_address_asked_for_escaped(client, corpus_db):
    html = client.get('/classics/search/?q=a"b&x=<b>', HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert '<input type="hidden" name="next" value="/classics/search/?q=a%22b&amp;x=%3Cb%3E">' in html


def test_the_frame_of_a_site_under_a_script_prefix_links_under_it(client, corpus_db):
    client.get("/classics/about/", HTTP_ACCEPT_LANGUAGE="en")  # the frame under "/" written first
    set_script_prefix("/liuren/")   # as a WSGI server mounting the site there sets it (the test client does not)
    html = client.get("/classics/about/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert ('<a href="/liuren/classics/">' in html and 'action="/liuren/i18n/setlang/"' in html
            and 'href="/classics/"' not in html)

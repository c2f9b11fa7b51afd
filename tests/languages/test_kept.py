"""Fragments written already marked (languages.kept): the page's marking passes them by and puts them back."""
from django.template import Context, Template
from django.utils import translation

from languages.kept import already_marked, marked_page
from languages.marking import mark_foreign_runs

PAGE = Template('{% load languages %}{% marked %}<p>甲子</p>{{ kept }}<p>乙丑</p>{% endmarked %}')


class Kept:
    """A fragment asked for while the page is written, as a table's rows or a widget are."""

    def __init__(self, html: str):
        self.html = html

    def __str__(self) -> str:
        return already_marked(self.html)


def test_a_kept_fragment_takes_its_place_in_the_marked_page():
    with translation.override("en"):
        html = PAGE.render(Context({"kept": Kept('<p><span lang="zh-Hant">丙寅</span></p>')}))
    assert html == ('<p><span lang="zh-Hant">甲子</span></p><p><span lang="zh-Hant">丙寅</span></p>'
                    '<p><span lang="zh-Hant">乙丑</span></p>')


def test_the_marking_leaves_a_kept_fragment_as_it_was_written():
    # Written unmarked on purpose: the page's marking does not walk what it was told is marked already.
    with translation.override("en"):
        html = PAGE.render(Context({"kept": Kept("<p>丙寅</p>")}))
    assert "<p>丙寅</p>" in html


def test_outside_a_marked_page_a_kept_fragment_is_itself():
    assert already_marked("<p>丙寅</p>") == "<p>丙寅</p>"


def test_several_kept_fragments_each_take_their_own_place():
    def render():
        return f"<p>甲子</p>{already_marked('<i>一</i>')}{already_marked('<i>二</i>')}"

    with translation.override("en"):
        assert marked_page(render) == '<p><span lang="zh-Hant">甲子</span></p><i>一</i><i>二</i>'


def test_a_page_in_chinese_is_not_marked_and_keeps_its_fragments():
    with translation.override("zh-hant"):
        assert PAGE.render(Context({"kept": Kept("<p>丙寅</p>")})) == "<p>甲子</p><p>丙寅</p><p>乙丑</p>"


def test_marking_a_marked_fragment_again_changes_nothing():
    # An htmx region is marked whole, its kept fragments with it: that must not mark them twice.
    marked = mark_foreign_runs("<p>甲子 and <b>乙丑</b></p>")
    assert mark_foreign_runs(marked) == marked


def test_a_kept_fragment_takes_each_pages_own_value_where_it_stands_in_and_keeps_none(settings):
    """kept_marked's `spliced`: a fragment kept for many pages with an address of each page's in an attribute."""
    from django.core.cache import cache
    from django.core.cache.utils import make_template_fragment_key

    from languages.kept import kept_marked

    cache.clear()
    written = []

    def write():
        written.append(1)
        return '<p><a href="\0here\0">甲子</a></p>'

    with translation.override("en"):
        first = kept_marked("test_spliced", ["k"], 60, write, {"\0here\0": "/chart/?a=1&amp;b=2"})
        second = kept_marked("test_spliced", ["k"], 60, write, {"\0here\0": "/chart/?a=3"})
        kept = cache.get(make_template_fragment_key("test_spliced", ["k", "en", "/"]))
    assert first == '<p><a href="/chart/?a=1&amp;b=2"><span lang="zh-Hant">甲子</span></a></p>'
    assert second == '<p><a href="/chart/?a=3"><span lang="zh-Hant">甲子</span></a></p>'
    assert written == [1] and "\0here\0" in kept
    cache.clear()


def test_a_fragment_takes_the_first_place_its_placeholder_stands_and_only_that_one():
    # A placeholder written twice (a value shown twice) keeps its second copy, as a replace of its first one did.
    def render():
        kept = already_marked("<i>一</i>")
        return f"<p>{kept}</p><p>{kept}</p>{already_marked('<i>二</i>')}"

    with translation.override("zh-hant"):
        assert marked_page(render) == "<p><i>一</i></p><p><!--premarked 0--></p><i>二</i>"


def test_a_fragment_holding_an_earlier_fragments_placeholder_keeps_it_as_written():
    def render():
        first = already_marked("<i>一</i>")
        return f"{first}{already_marked(f'<b>{first}</b>')}"

    with translation.override("zh-hant"):
        assert marked_page(render) == "<i>一</i><b><!--premarked 0--></b>"


def test_a_kept_fragment_is_kept_apart_for_each_script_prefix_its_links_are_under():
    """Two sites of one release under different prefixes (/ and /liuren/), sharing one cache, each get their own
    fragment: its links are reversed under the prefix of the server that wrote it."""
    from django.core.cache import cache
    from django.urls import get_script_prefix, set_script_prefix

    from languages.kept import kept_marked

    cache.clear()
    before = get_script_prefix()

    def write():
        return f'<a href="{get_script_prefix()}patterns/">課體</a>'

    try:
        with translation.override("en"):
            set_script_prefix("/")
            at_root = kept_marked("test_prefixed", ["k"], 60, write)
            set_script_prefix("/liuren/")
            under_prefix = kept_marked("test_prefixed", ["k"], 60, write)
    finally:
        set_script_prefix(before)
        cache.clear()
    assert 'href="/patterns/"' in at_root
    assert 'href="/liuren/patterns/"' in under_prefix

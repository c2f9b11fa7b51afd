"""Markup written in Python (liuren_site.markup) as the templates would write it."""
from django.utils import translation
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import mark_safe

from liuren_site.markup import escaped, terms_written


def test_terms_written_for_a_table_are_in_the_script_of_the_language_it_was_asked_in():
    with translation.override("zh-hans"):
        simplified = terms_written()
    with translation.override("en"):
        assert [simplified("長生"), simplified(None), terms_written()("長生")] == ["长生", "", "長生"]


def test_a_value_is_escaped_as_a_template_escapes_it():
    assert escaped('<a href="x">甲 & 乙</a>') == "&lt;a href=&quot;x&quot;&gt;甲 &amp; 乙&lt;/a&gt;"
    assert escaped("'") == conditional_escape("'") == "&#x27;"
    assert escaped(12) == "12"


def test_markup_already_safe_is_written_as_it_is():
    assert escaped(mark_safe("<b>丁卯</b>")) == "<b>丁卯</b>"
    assert escaped(format_html("<i>{}</i>", "<")) == "<i>&lt;</i>"

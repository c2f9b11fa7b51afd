"""Markup written in Python (liuren_site.markup) as the templates would write it."""
from django.utils import translation

from liuren_site.markup import terms_written


def test_terms_written_for_a_table_are_in_the_script_of_the_language_it_was_asked_in():
    with translation.override("zh-hans"):
        simplified = terms_written()
    with translation.override("en"):
        assert [simplified("長生"), simplified(None), terms_written()("長生")] == ["长生", "", "長生"]

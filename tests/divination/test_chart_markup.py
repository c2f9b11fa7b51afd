"""The chart page's repeated parts as their templates write them (a pattern found, a step's link): in the reader's
language, every value escaped.

庚辰日 午將 寅時 (元首, 辰申子: the initial is 辰); 天獄 (心鏡) made a partial match of one condition in four, as
match_view shows it.
"""
import pytest
from django.template.loader import render_to_string
from django.utils import translation

from divination.builder.patterns_step import match_view
from divination.engine.params import chart_from_params
from divination.patterns.registry import Match, Outcome, entry

GENGCHEN = {"day": "庚辰", "general": "午", "hour": "寅"}


def partial_tianyu() -> dict:
    chart = chart_from_params(GENGCHEN)
    outcome = Outcome(components=("initial",), partial=(1, 4))
    view = match_view(chart, Match(entry("xinjing.tianyu"), "partial", outcome))
    return dict(view, clause=False, held=[], children=[])


def pattern_list(nodes) -> str:
    return "".join(render_to_string("divination/_pattern_node.html", {"node": node}) for node in nodes)


@pytest.mark.parametrize(("language", "words"), [("en", "1 of 4 conditions hold"), ("zh-hant", "4 條件中 1 條成立"),
                                                  ("ja", "4 条件のうち 1 が成り立つ")])
def test_a_partial_match_says_how_many_of_its_conditions_hold_in_the_readers_language(language, words):
    with translation.override(language):
        html = pattern_list([partial_tianyu()])
    assert f'<span class="partial">{words}</span>' in html


def test_a_partial_match_is_marked_with_its_status_and_the_parts_that_make_it():
    html = pattern_list([partial_tianyu()])
    assert ('<li class="pattern-match partial" data-pattern="xinjing.tianyu" data-branches="辰" data-parts="initial">\n'
            '  <a href="/patterns/xinjing.tianyu/" class="pattern-name" lang="zh-Hant">') in html
    assert html.endswith("</li>\n")


def test_a_clause_inside_its_parent_cites_no_passage_of_its_own():
    node = dict(partial_tianyu(), clause=True)
    html = pattern_list([node])
    assert 'class="pattern-match clause partial"' in html and "/classics/" not in html


def test_a_pattern_made_by_a_part_of_the_chart_names_it_marked_on_an_english_page():
    with translation.override("en"):
        html = pattern_list([partial_tianyu()])
    assert 'made by <span lang="zh-Hant">初傳</span>' in html


def test_names_and_links_are_escaped():
    node = dict(partial_tianyu(), name="<b>天獄</b>", aka='"甲"')
    html = pattern_list([node])
    assert "&lt;b&gt;天獄&lt;/b&gt;" in html and "&quot;甲&quot;" in html and "<b>" not in html


def test_only_the_current_step_in_the_list_of_steps_says_it_is_current():
    link = {"url": "/chart/?day=庚辰&o=a", "slug": "lessons", "current": True}
    with translation.override("zh-hant"):
        listed = render_to_string("divination/_step_link.html", {"link": link, "text": "四課"})
        button = render_to_string("divination/_step_link.html",
                                  {"link": link, "text": "下一步", "rel": "next", "cls": "button next", "after": " ›"})
    assert '<a href="/chart/?day=庚辰&amp;o=a#step-lessons" hx-get="/chart/?day=庚辰&amp;o=a"' in listed
    assert 'aria-current="step">四課</a>' in listed
    assert "aria-current" not in button and ' rel="next" class="button next">下一步 ›</a>' in button

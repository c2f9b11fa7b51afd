"""The chart page's repeated parts written in Python (divination/builder/pattern_nodes.py, chart_tags): the same
markup and messages the templates wrote, in the reader's language, every value escaped.

庚辰日 午將 寅時 (元首, 辰申子: the initial is 辰); 天獄 (心鏡) made a partial match of one condition in four, as match_view shows it.
"""
from unittest import mock

import pytest
from django.utils import translation

from divination.builder import pattern_nodes
from divination.builder.pattern_nodes import entry_links, pattern_list
from divination.builder.patterns_step import match_view
from divination.builder.step_nav import step_link
from divination.engine.params import chart_from_params
from divination.patterns.registry import Match, Outcome, entry
from languages.kept import _forget_written_once, marked_page
from languages.marking import mark_foreign_runs

GENGCHEN = {"day": "庚辰", "general": "午", "hour": "寅"}


def partial_tianyu() -> dict:
    chart = chart_from_params(GENGCHEN)
    view = match_view(chart, Match(entry("xinjing.tianyu"), "partial", Outcome(components=("initial",), partial=(1, 4))))
    return dict(view, clause=False, held=[], children=[])


@pytest.mark.parametrize(("language", "words"), [("en", "1 of 4 conditions hold"), ("zh-hant", "4 條件中 1 條成立"),
                                                  ("ja", "4 条件のうち 1 が成り立つ")])
def test_a_partial_match_says_how_many_of_its_conditions_hold_in_the_readers_language(language, words):
    with translation.override(language):
        html = pattern_list([partial_tianyu()])
    assert f'<span class="partial">{words}</span>' in html


def test_a_partial_match_is_marked_with_its_status_and_the_parts_that_make_it():
    html = pattern_list([partial_tianyu()])
    assert html.startswith('<li class="pattern-match partial" data-pattern="xinjing.tianyu" data-branches="辰" '
                           'data-parts="initial">\n  <a href="/patterns/xinjing.tianyu/" class="pattern-name" lang="zh-Hant">')
    assert html.endswith("\n</li>\n")


def test_a_clause_inside_its_parent_cites_no_passage_of_its_own():
    node = dict(partial_tianyu(), clause=True)
    html = pattern_list([node])
    assert 'class="pattern-match clause partial"' in html and "/classics/" not in html


def test_names_and_links_are_escaped():
    node = dict(partial_tianyu(), name="<b>天獄</b>", aka='"甲"')
    html = pattern_list([node])
    assert "&lt;b&gt;天獄&lt;/b&gt;" in html and "&quot;甲&quot;" in html and "<b>" not in html
    assert entry_links([{"name": "a<b", "url": "/patterns/x/?a=1&b=2"}]) == \
        '<li><a href="/patterns/x/?a=1&amp;b=2">a&lt;b</a></li>'


def test_only_the_current_step_in_the_list_of_steps_says_it_is_current():
    link = {"url": "/chart/?day=庚辰", "slug": "lessons", "current": True}
    listed = step_link(link, "四課")
    button = step_link(link, "下一步", rel="next", cls="button next", after=" ›")
    assert listed == ('<a href="/chart/?day=庚辰#step-lessons" hx-get="/chart/?day=庚辰" hx-target="#chart-steps" '
                      'hx-swap="outerHTML" hx-push-url="true" aria-current="step">四課</a>\n')
    assert 'aria-current' not in button and button.endswith(' rel="next" class="button next">下一步 ›</a>\n')


def test_a_node_another_chart_showed_is_written_once_in_each_language():
    _forget_written_once()
    node = partial_tianyu()
    with mock.patch.object(pattern_nodes, "_own_markup", wraps=pattern_nodes._own_markup) as write:
        with translation.override("en"):
            first, again = pattern_list([node]), pattern_list([dict(node)])
        with translation.override("ja"):
            pattern_list([node])
    assert first == again
    assert write.call_count == 2


def test_a_node_lighting_other_branches_is_not_written_again_only_its_tag():
    _forget_written_once()
    on_wu, on_zi = dict(partial_tianyu(), branches="午"), dict(partial_tianyu(), branches="子")
    with mock.patch.object(pattern_nodes, "_own_markup", wraps=pattern_nodes._own_markup) as write:
        first, other = pattern_list([on_wu]), pattern_list([on_zi])
    assert write.call_count == 1
    assert 'data-branches="子"' in other and other == first.replace('data-branches="午"', 'data-branches="子"')


def test_a_node_is_marked_as_the_page_around_it_would_mark_it():
    # 天獄 made by the initial: "made by 初傳", whose 初傳 an English page marks
    node = dict(partial_tianyu(), branches="未")
    with translation.override("en"):
        page = marked_page(lambda: f'<ul class="pattern-matches">{pattern_list([node])}</ul>')
        whole = f"{pattern_nodes._opening(node)}{pattern_nodes._own_markup(node)}\n  \n</li>\n"
        unkept = mark_foreign_runs(f'<ul class="pattern-matches">{whole}</ul>')
    assert page == unkept
    assert '<span lang="zh-Hant">初傳</span>' in page


def test_the_drawing_is_marked_as_the_page_around_it_would_mark_it():
    from divination.builder.figure import figure
    from divination.builder.page import Progress, lesson_columns, palaces, steps_for, transmission_rows

    chart = chart_from_params({"day": "丁卯", "general": "亥", "hour": "丑"})
    shown = Progress(steps_for(False), None).flags()

    def drawing() -> str:
        return figure(chart, shown, palaces(chart, shown), transmission_rows(chart, shown), lesson_columns(chart, shown),
                      general_name="亥", hour_name="丑", noble_forward=True, method_slug="shehai")

    with translation.override("en"):
        page = marked_page(drawing)
        unkept = mark_foreign_runs(drawing())   # outside a page's marking the drawing is its own markup
    assert page == unkept
    assert unkept.startswith('<div class="ke-figure" id="figure" data-figure="chart" lang="zh-Hant">')
    assert unkept.endswith("</div>\n") and unkept.count("<div") == unkept.count("</div>")


def test_a_step_heading_written_once_is_marked_as_in_its_page():
    from divination.builder.page import STEPS
    from divination.builder.step_nav import step_heading

    with translation.override("en"):
        pages = [marked_page(lambda: f'<section>{step_heading(3, STEPS[2].title, "plates", "/methods/#plates")}</section>')
                 for _ in range(2)]
    assert pages[0] == pages[1]
    assert '<span class="step-number">3</span> <span lang="zh-Hant">天地盤</span> · the plates' in pages[0]

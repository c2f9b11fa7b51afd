"""The 課體 step as a reader goes through it: the method's 課體 first, each sub-pattern under its parent,
full matches above partial ones, what is not evaluated folded away with what would evaluate it.

丁卯日 亥將 丑時 (涉害, 亥酉未) and 庚辰日 午將 寅時 (元首, 辰申子 — 順水局「呈斗」, jw:L43).
"""
import re

import pytest

from divination.builder.patterns_step import patterns_context
from divination.engine.params import chart_from_params
from divination.patterns.registry import Match, Outcome, entry
from tests.pages import unmarked

pytestmark = pytest.mark.django_db

GENGCHEN = {"day": "庚辰", "general": "午", "hour": "寅"}


def step(client, params):
    return client.get("/chart/", dict(params, step="patterns"), follow=True).content.decode()


def test_the_methods_pattern_comes_before_the_patterns_of_the_texts(client):
    page = step(client, GENGCHEN)
    assert page.index("the method's pattern:") < page.index('id="patterns-jingwei"')
    assert '<span lang="zh-Hant">元首課</span> (the method\'s page)</a>' in page


def test_a_sub_pattern_stands_under_its_parent(client):
    page = step(client, GENGCHEN)
    parent = page.index('data-pattern="jingwei.shuiju.shun"')
    child = page.index('data-pattern="jingwei.shuiju.shun.chengdou"')
    between = page[parent:child]
    assert parent < child and '<ul class="pattern-children">' in between and "</li>" not in between


def test_a_sub_pattern_repeats_no_reading_and_a_parent_shows_no_empty_one():
    chart = chart_from_params(GENGCHEN)
    works = {w["work"]: w for w in patterns_context(chart)["patterns"]["works"]}
    water = next(node for node in works["jingwei"]["full"] if node["id"] == "jingwei.shuiju")
    shun = water["children"][0]
    assert water["reading"] == "淵流不息、水姓、水物、水事、三人、三事、謀合"
    assert shun["id"] == "jingwei.shuiju.shun" and shun["reading"] == ""  # the catalog's reading is "—"
    assert shun["children"][0]["reading"] == "玩其天象"


def test_full_matches_come_before_partial_ones_under_their_own_heading():
    chart = chart_from_params(GENGCHEN)
    for work in patterns_context(chart)["patterns"]["works"]:
        assert all(node["status"] == "match" for node in work["full"])
        assert all(node["status"] == "partial" for node in work["partial"])


def test_a_partial_match_shows_how_much_holds_and_no_reading_it_has_not_earned():
    from divination.builder.patterns_step import match_view

    chart = chart_from_params(GENGCHEN)
    tianyu = entry("xinjing.tianyu")
    view = match_view(chart, Match(tianyu, "partial", Outcome(components=("initial",), partial=(1, 4))))
    assert view["partial"] == (1, 4) and view["reading"] == ""


def test_the_name_links_to_the_pattern_and_the_citation_to_the_passage(client):
    page = unmarked(step(client, GENGCHEN))
    item = page[page.index('data-pattern="jingwei.shuiju.shun.chengdou"'):]
    item = item[:item.index("</li>")]
    assert '<a href="/patterns/jingwei.shuiju.shun.chengdou/" class="pattern-name" lang="zh-Hant">順水局「呈斗」</a>' in item
    assert re.search(r'<a href="/classics/jingwei/2/11/\?hl=[^"]+#p11">經緯 2.11</a>', item)


def test_a_skip_link_leads_past_the_list(client):
    page = step(client, GENGCHEN)
    assert '<a class="skip-patterns" href="#patterns-end">Skip the list of patterns</a>' in page
    assert page.index('class="skip-patterns"') < page.index('id="patterns-jingwei"') < page.index('id="patterns-end"')


def test_what_is_not_evaluated_is_folded_and_grouped_by_what_would_evaluate_it(client):
    page = unmarked(step(client, GENGCHEN))
    waiting = page[page.index('<section class="not-evaluated"'):]
    assert re.search(r"\d+ patterns of the texts read what this chart does not have\.", waiting)
    assert "<summary>Show them, grouped by what they need</summary>" in waiting
    assert re.search(r"<b>\d+ patterns need the month \(月建\)\.</b>", waiting)
    assert "A 課 has no date: <a href=\"/\">start the chart from a moment</a> to evaluate them." in waiting


def test_a_pattern_that_needs_the_querent_offers_the_edit_form(client):
    page = unmarked(step(client, GENGCHEN))
    assert "the querent&#x27;s birth year and sex (for 行年).</b>" in page
    assert re.search(r'<a href="/\?day=[^"]*&amp;step=patterns">Add the querent\'s birth year and sex</a>', page)


def test_each_match_carries_what_the_drawing_lights(client):
    page = step(client, GENGCHEN)
    assert 'data-pattern="jingwei.shuiju.shun.chengdou" data-branches="子 辰 申" data-parts="initial middle final"' in page


def test_a_match_seen_on_another_chart_lights_this_charts_branches():
    from divination.builder.patterns_step import match_view

    # The same result on two 課: its initial is 寅 on 庚辰 午將 寅時, 亥 on 丁卯 亥將 丑時 (亥酉未 涉害).
    shown = Match(entry("xinjing.tianyu"), "partial", Outcome(components=("initial",), partial=(1, 4)))
    first = match_view(chart_from_params(GENGCHEN), shown)
    again = match_view(chart_from_params({"day": "丁卯", "general": "亥", "hour": "丑"}), shown)
    assert again["branches"] == "亥" and first["branches"] != "亥"
    assert {k: v for k, v in again.items() if k != "branches"} == {k: v for k, v in first.items() if k != "branches"}


def test_a_matchs_remarks_are_in_the_readers_language():
    from django.utils import translation

    from divination.builder.patterns_step import match_view

    shown = Match(entry("xinjing.tianyu"), "match", Outcome(components=("initial",), flags=("校改：底本作巳辰酉",)))
    chart = chart_from_params(GENGCHEN)
    with translation.override("en"):
        english = match_view(chart, shown)["flags"][0].meaning
    with translation.override("ja"):
        japanese = match_view(chart, shown)["flags"][0].meaning
    assert "the printed text reads" in english and "the printed text reads" not in japanese

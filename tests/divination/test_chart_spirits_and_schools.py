"""The chart page's spirits (grouped, 吉 and 凶 apart, on demand in the drawing, linked to their rows), the
spirits page, and the other answers of the schools of issue 9 (docs/spirits.md, docs/engine-rules.md §5)."""
from dataclasses import replace
from urllib.parse import unquote

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from divination.builder.schools import ANSWER_SCHOOLS, QUALITY_SCHOOLS, _other_choices
from divination.builder.spirits import spirit_groups, spirits_by_branch
from divination.engine.lunar_mansion import MANSIONS
from divination.engine.options import SPEC_BY_NAME, Options
from divination.engine.shensha.placing import GROUPS, NATURES, SpiritKey, placed_spirits
from tests.pages import unmarked


@pytest.fixture
def jiaxu_chen(canonical):
    """甲戌日 戌將 寅時 in 辰月 (三月), query year 2026: the 課 of 六壬斷案 案68 and 心鏡 魄化, with a month and a
    year."""
    return canonical("甲戌", "戌", "寅", month="辰", query_year="2026", birth_year="1990", sex="male")


def test_the_spirits_step_groups_the_spirits_and_keeps_auspicious_and_inauspicious_apart(client, jiaxu_chen):
    page = unmarked(client.get(jiaxu_chen).content.decode())
    for title in ("歲神煞 · by the year branch", "月令雜列神煞 · by the month", "十天干神煞 · by the day stem",
                  "十二地支神煞 · by the day branch", "逐月神煞 · the month&#x27;s table of the twelve palaces"):
        assert f"<h3>{title}</h3>" in page
    assert '<p class="spirit-line spirit-auspicious"><b>吉 · auspicious</b>' in page
    assert '<p class="spirit-line spirit-inauspicious"><b>凶 · inauspicious</b>' in page


def test_each_spirit_links_to_its_row_on_the_spirits_page(client, jiaxu_chen):
    page = unmarked(client.get(jiaxu_chen).content.decode())
    assert 'href="/methods/spirits/#sui_po"' in page          # 歲破 of 2026 (午): 子
    assert '歲破<span class="branch">子</span>' in page
    assert 'href="/methods/spirits/#zhuyue-3"' in page         # 三月's table
    rows = unmarked(client.get("/methods/spirits/").content.decode())
    assert 'id="sui_po"' in rows and 'id="zhuyue-3"' in rows and 'id="earth_net"' in rows


def test_each_palace_shows_its_spirits_on_demand_without_javascript(client, jiaxu_chen):
    page = unmarked(client.get(jiaxu_chen).content.decode())
    assert page.count('<details class="palace-spirits no-print">') == 12
    before = unmarked(client.get(unquote(jiaxu_chen) + "&step=generals").content.decode())
    assert '<details class="palace-spirits' not in before


def test_the_spirits_page_lists_the_rows_left_out_with_why(client):
    page = unmarked(client.get("/methods/spirits/").content.decode())
    assert 'id="left-out"' in page
    for name in ("轉煞", "力士", "三竒", "收魂", "天轉"):
        assert f'<th scope="row">{name}</th>' in page
    assert "校改 未午巳辰卯寅丑子亥戌酉申" in page                    # 支害, both readings shown


def test_the_other_dashi_and_the_emended_rows_are_shown_where_they_move_a_spirit(client, jiaxu_chen):
    """三月: 心鏡 註 puts 大時 on 巳 and 小時 on 酉; 六壬大全 puts 大時 on 酉 and 小時 on 辰 (月建)."""
    page = unmarked(client.get(jiaxu_chen).content.decode())
    assert ("<b>大時小時 · great and small time: 六壬大全&#x27;s tables</b> → 大時 巳 → <b>酉</b>; "
            "小時 酉 → <b>辰</b>") in page
    assert "<b>神煞立成 · damaged rows: emended (校改)</b>" in page


def test_the_other_readings_of_the_spirits_are_in_each_readers_language(client, jiaxu_chen):
    """The same spirits seen first by an English reader, then by a Japanese one: each reads their own."""
    assert "great and small time" in client.get(jiaxu_chen).content.decode()
    page = client.get(jiaxu_chen, HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "<b>大時・小時：六壬大全の表</b>" in page and "great and small time" not in page


def test_the_zhanshi_boundary_is_offered_where_it_changes_the_generals(client, jiaxu_chen):
    """案68: 占事略決 「從寅至酉為旦」 gives the day noble at 寅; its link names the day noble."""
    page = unquote(unmarked(client.get(jiaxu_chen).content.decode()))
    assert "<b>Another school: 晝夜 · day or night: by the hour (寅 to 酉 are day, 占事略決)</b>" in page
    # the other rule gives the day noble itself: the link names the rule, not the noble
    assert ('href="/ke/甲戌/戌/寅/?month=辰&amp;birth_year=1990&amp;sex=male&amp;query_year=2026&amp;v=1&amp;'
            'daynight=zhanshi"') in page


def test_the_quality_schools_show_their_other_answer(client, jiaxu_chen):
    page = unmarked(client.get(jiaxu_chen).content.decode())
    # 辰月 is spring's under 占事略決
    assert "<b>旺相休囚死 · the earth month: 未 alone (占事略決)</b>" in page and "木旺" in page
    assert "遁干 申甲 酉乙" in page                                           # 甲戌旬: 申酉 void


def test_the_querent_line_says_what_a_bare_birth_year_cannot_decide(client, jiaxu_chen):
    page = unmarked(client.get(jiaxu_chen).content.decode())
    assert "本命 from the birth year alone: 庚午" in page and "give the birth date (birth_date)" in page


_PILLARS = st.integers(0, 59).map(lambda n: (n % 10, n % 12))
SPIRIT_KEYS = st.builds(
    lambda day, month, year, emended, dashi, general, moon: SpiritKey(
        day[0], day[1], month, year, emended, dashi, general, moon),
    _PILLARS, st.none() | st.integers(0, 11), st.none() | _PILLARS, st.booleans(),
    st.sampled_from(sorted(SPEC_BY_NAME["dashi"].values)), st.integers(0, 11),
    st.none() | st.tuples(st.integers(0, 11), st.sampled_from(MANSIONS)))


@settings(max_examples=60, deadline=None)
@given(SPIRIT_KEYS)
def test_the_spirits_joined_from_each_groups_parts_are_the_charts_spirits_in_their_order(key):
    """The step's lines and the drawing's palaces are joined from each table look-up's (shared by every chart of
    its year, month or day): they list the chart's spirits in docs/spirits.md's order."""
    lines, on = {}, {}
    for spirit in placed_spirits(key):
        lines.setdefault((spirit.group, spirit.nature), []).append(spirit.anchor)
        for branch in spirit.branches:
            on.setdefault(branch, []).append(spirit.anchor)
    assert [(group["group"], line["nature"], [s["anchor"] for s in line["spirits"]]) for group in spirit_groups(key)
            for line in group["natures"]] == [(group, nature, lines[group, nature])
                                              for group in GROUPS for nature in NATURES if (group, nature) in lines]
    assert {branch: (shown["count"], [s["anchor"] for s in shown["items"]])
            for branch, shown in spirits_by_branch(key).items()} == {branch: (len(anchors), anchors)
                                                                     for branch, anchors in on.items()}


@pytest.mark.parametrize("options", [Options(), Options(shehai="mengzhongji", void_stem="next", daynight="sun")])
@pytest.mark.parametrize("schools", [ANSWER_SCHOOLS, QUALITY_SCHOOLS])
def test_the_other_choices_kept_per_options_are_each_schools_other_values(options, schools):
    """Kept per options and schools (its whole key): each other value in the spec's order, the options it makes
    differing from the chart's in that school alone."""
    choices = _other_choices(options, schools)
    assert [(spec.name, value) for spec, value, _ in choices] == [
        (name, value) for name in schools for value in SPEC_BY_NAME[name].values if value != getattr(options, name)]
    assert all(other == replace(options, **{spec.name: value}) for spec, value, other in choices)


def test_the_options_explanations_link_their_passages_under_the_script_prefix_of_the_page():
    """Kept per options and language, and per script prefix too: the citations are links."""
    from django.urls import get_script_prefix, set_script_prefix

    from divination.builder.schools import option_choices

    before = get_script_prefix()
    try:
        set_script_prefix("/")
        at_the_root = "".join(choice.explanation for choice in option_choices(Options()))
        set_script_prefix("/liuren/")
        under_a_prefix = "".join(choice.explanation for choice in option_choices(Options()))
    finally:
        set_script_prefix(before)
    assert 'href="/classics/' in at_the_root
    assert 'href="/liuren/classics/' in under_a_prefix and 'href="/classics/' not in under_a_prefix

"""Changing a chart in place, and the links a student shares: the edit form, the start page fed a
chart's query, the month of a general in one click, links to a step and from the start, /ke/ options."""
import re
from urllib.parse import unquote

import pytest

from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def test_the_start_page_takes_a_charts_query_and_fills_in_its_form(client):
    page = unmarked(client.get("/", {"day": "丁卯", "general": "亥", "hour": "丑", "shehai": "mengzhongji"}).content.decode())
    assert '<option value="丁卯" selected>丁卯</option>' in page
    assert re.search(r'<input type="radio" name="shehai" value="mengzhongji"[^>]*id="ke-shehai_1" checked>', page)


def test_a_forced_noble_stays_forced_and_the_rules_noble_stays_automatic(client):
    # 丁卯 亥將 丑時: the 丑 hour is a night hour, so night is the rule's own noble; day is forced.
    ruled = unmarked(client.get("/", {"day": "丁卯", "general": "亥", "hour": "丑", "noble": "night"}).content.decode())
    forced = unmarked(client.get("/", {"day": "丁卯", "general": "亥", "hour": "丑", "noble": "day"}).content.decode())
    assert re.search(r'name="noble"[^>]*id="ke-noble">.*?<option value="auto" selected>', ruled, re.S)
    assert re.search(r'name="noble"[^>]*id="ke-noble">.*?<option value="day" selected>', forced, re.S)


def test_the_start_page_shows_a_bad_query_with_its_message_beside_the_field(client):
    page = unmarked(client.get("/", {"day": "甲丑", "general": "亥", "hour": "丑"}).content.decode())
    assert "甲丑" in page and 'class="field-error"' in page


def test_the_edit_panel_asks_for_the_charts_own_form_with_its_step(client, dingmao):
    page = unmarked(client.get(dingmao + "&step=lessons").content.decode())
    assert '<details class="edit-panel" data-edit-panel>' in page
    edit = re.search(r'<a href="([^"]+)" data-edit-link>', page).group(1).replace("&amp;", "&")
    assert edit.startswith("/?day=") and edit.endswith("&step=lessons")
    region = unmarked(client.get(edit, HTTP_HX_REQUEST="true").content.decode())
    assert region.lstrip().startswith('<div class="edit-form" id="edit-form">')
    assert '<form method="get" action="/chart/" class="start-form" id="ke-form"' in region
    assert '<button type="submit" name="step" value="lessons" class="primary">' in region


def test_a_changed_option_sent_from_the_edit_form_lands_on_the_new_canonical_link(client):
    form = {"day": "丁卯", "general": "亥", "hour": "丑", "month": "", "noble": "auto", "birth_year": "", "sex": "",
            "query_year": "", "o": "", "zi_hour": "2300", "time_basis": "china", "daynight": "hours",
            "noble_table": "jiawugeng", "shehai": "mengzhongji", "biyong_ge": "no", "earth_growth": "water",
            "general_switch": "major", "year_boundary": "lichun", "step": "lessons"}
    response = client.get("/chart/", form)
    assert response.status_code == 302
    assert unquote(response["Location"]) == "/ke/丁卯/亥/丑/?v=1&time_basis=china&shehai=mengzhongji&step=lessons"


def test_a_ke_without_a_month_offers_the_month_of_its_general(client, dingmao):
    # 亥 is the general 雨水 brings in the 寅 month (正月, 登明 亥將); it holds into 卯 until 春分.
    page = unquote(unmarked(client.get(dingmao + "&step=patterns").content.decode()))
    assert "Add the month that goes with the general 亥:" in page
    own = re.search(r'<a class="button" href="([^"]+)#step-patterns">月建 寅 · 正月, after 雨水</a>',
                    page)
    assert own and own.group(1) == "/ke/丁卯/亥/丑/?month=寅&amp;v=1&amp;step=patterns"
    assert "月建 卯 · 二月, before 春分" in page


def test_the_month_offered_is_a_canonical_link_that_evaluates_the_seasonal_patterns(client, dingmao):
    page = unmarked(client.get(dingmao + "&step=patterns").content.decode())
    link = re.search(r'<a class="button" href="([^"#]+)#step-patterns">', page).group(1).replace("&amp;", "&")
    with_month = client.get(link)
    assert with_month.status_code == 200
    assert "need the month (月建)" not in unmarked(with_month.content.decode())


def test_a_chart_with_its_month_offers_none(client, canonical):
    page = unmarked(client.get(canonical("丁卯", "亥", "丑", month="寅")).content.decode())
    assert "Add the month that goes with the general" not in page


def test_a_step_page_offers_the_link_to_this_step_and_from_the_start(client, dingmao):
    page = unquote(unmarked(client.get(dingmao + "&step=lessons").content.decode())).replace("&amp;", "&")
    here = f"http://testserver{unquote(dingmao)}&step=lessons#step-lessons"
    start = f"http://testserver{unquote(dingmao)}&step=pillars#step-pillars"
    assert '<label for="chart-link">Link to this step</label>' in page
    assert f'value="{here}"' in page
    assert f'data-copy="{here}">Copy link to this step</button>' in page
    assert f'data-copy="{start}">Copy link from the start</button>' in page


def test_the_whole_chart_offers_its_own_link_and_the_one_from_the_start(client, dingmao):
    page = unmarked(client.get(dingmao).content.decode())
    assert '<label for="chart-link">Link to this chart</label>' in page
    assert "Copy link to this chart</button>" in page and "Copy link from the start</button>" in page


def test_the_short_ke_link_keeps_the_options_it_is_given(client):
    response = client.get("/ke/丁卯/亥/丑/", {"shehai": "mengzhongji"})
    assert response.status_code == 302
    assert unquote(response["Location"]) == "/ke/丁卯/亥/丑/?v=1&shehai=mengzhongji"


def test_the_short_ke_link_keeps_its_step_and_pattern_settings(client):
    response = client.get("/ke/丁卯/亥/丑/", {"step": "lessons", "p": "v0"})
    location = unquote(response["Location"])
    assert response.status_code == 302 and location == "/ke/丁卯/亥/丑/?v=1&void_rule=v0&step=lessons"


def test_the_short_ke_link_refuses_an_unknown_parameter_with_a_message(client):
    response = client.get("/ke/丁卯/亥/丑/", {"shehai_school": "mengzhongji"})
    assert response.status_code == 400
    assert "「shehai_school」 is not a parameter of a chart" in unmarked(response.content.decode())


def test_the_short_ke_link_refuses_a_bad_option_value_with_a_message(client):
    response = client.get("/ke/丁卯/亥/丑/", {"shehai": "deep"})
    assert response.status_code == 400
    assert "Option shehai cannot be 「deep」: choose one of depth, mengzhongji." in unmarked(response.content.decode())


def test_the_short_ke_link_refuses_a_second_ke_in_its_query(client):
    response = client.get("/ke/丁卯/亥/丑/", {"day": "甲子"})
    assert response.status_code == 400
    assert "The 課 is in the address already: leave day out of the query." in unmarked(response.content.decode())


def test_a_moment_chart_shows_the_clock_of_its_hour_beside_it(client):
    page = client.get("/chart/", {"at": "2026-12-01T08:53", "tz": "Europe/Berlin"}, follow=True).content.decode()
    # 08:53 in Berlin: 辰 on the querent's clock, 申 in China time; the header names the clock beside the hour.
    assert re.search(r'[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]時</span>\s*<span class="time-basis">\([^)]+\)</span>', page)

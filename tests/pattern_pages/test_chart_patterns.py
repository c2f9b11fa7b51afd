"""Patterns on the chart page (課體 step) and in the machine interface.

The issue's test chart: 庚辰日 午將 寅時, k = 午 − 寅 = 4. 庚 lodges in 申: lessons 子/庚, 辰/子,
申/辰, 子/申; only 辰 over 子 is a 剋, so 元首 takes 辰 and the chain gives 辰 申 子 — 順水局「呈斗」
(jw:L43 「辰申子曰呈斗」, passage 11 of 六壬經緯 卷二) and 心鏡's 潤下 (xj:L71, passage 18 of 卷三).
"""
import json
from urllib.parse import quote

import pytest

from tests.pages import unmarked

pytestmark = pytest.mark.django_db

GENGCHEN = {"day": "庚辰", "general": "午", "hour": "寅"}


def api(client, **extra):
    return client.get("/api/chart", GENGCHEN | extra)


def chart_page(client, params):
    response = client.get("/chart/", params, follow=True)
    assert response.status_code == 200
    return unmarked(response.content.decode())


def test_the_api_reports_chengdou_and_runxia_with_their_passages(client):
    patterns = {p["id"]: p for p in api(client).json()["patterns"]}
    assert patterns["jingwei.shuiju.shun.chengdou"]["passage"] == "/classics/jingwei/2/11/"
    assert patterns["xinjing.runxia"]["passage"] == "/classics/xinjing/3/18/"
    assert "順水局「呈斗」" in patterns["jingwei.shuiju.shun.chengdou"]["names"]
    assert "潤下" in patterns["xinjing.runxia"]["names"]


def test_each_pattern_of_the_api_has_the_promised_fields(client):
    for p in api(client).json()["patterns"]:
        assert {"id", "names", "passage", "flags", "components", "status", "partial", "needs", "reading", "kind",
                "clauses", "tally"} <= set(p)


def test_chengdou_is_fired_by_the_three_transmissions(client):
    chengdou = next(p for p in api(client).json()["patterns"] if p["id"] == "jingwei.shuiju.shun.chengdou")
    assert set(chengdou["components"]) >= {"initial", "middle", "final"}
    assert chengdou["status"] == "match"


def test_a_chart_without_a_month_reports_the_seasonal_entries_as_not_evaluated(client):
    patterns = api(client).json()["patterns"]
    assert any(p["status"] == "not_evaluated" and p["needs"] == ["MB"] for p in patterns)


def test_a_chart_from_a_moment_has_a_month_so_nothing_waits_for_it(client):
    patterns = client.get("/api/chart", {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai"}).json()["patterns"]
    assert not any("MB" in p["needs"] for p in patterns)


def test_bad_pattern_settings_are_a_400_naming_p(client):
    response = api(client, p="zz")
    assert response.status_code == 400
    assert response.json()["field"] == "p"


def test_the_canonical_chart_link_carries_the_pattern_settings_that_differ_by_name(client):
    response = client.get("/chart/", GENGCHEN)
    assert response.status_code == 302
    assert response["Location"].endswith("/?v=1")   # every setting at the defaults of v=1
    changed = client.get("/chart/", GENGCHEN | {"membership": "catalog"})
    assert changed["Location"].endswith("/?v=1&membership=catalog")


def test_the_chart_page_shows_chengdou_and_runxia_linking_to_their_paragraphs(client):
    page = chart_page(client, GENGCHEN)
    assert "課體" in page
    assert "順水局「呈斗」" in page and "潤下" in page
    assert f'href="/classics/jingwei/2/11/?hl={quote("辰申子曰呈斗")}' in page
    assert 'href="/classics/xinjing/3/18/?hl=' in page and "#p18" in page


def test_the_chart_page_marks_what_fired_a_pattern_for_the_drawing(client):
    page = chart_page(client, GENGCHEN)
    assert 'data-pattern="jingwei.shuiju.shun.chengdou" data-branches="子 辰 申" data-parts="initial middle final"' in page


def test_the_chart_page_lists_entries_waiting_for_an_input_apart(client):
    page = chart_page(client, GENGCHEN)
    assert "Not evaluated" in page and "the month (月建)" in page


def test_a_bad_p_on_the_chart_page_is_a_message_not_an_error(client):
    response = client.get("/chart/", GENGCHEN | {"p": "zz"})
    assert response.status_code == 400
    assert "「zz」" in unmarked(response.content.decode())


def test_the_linked_paragraphs_contain_the_defining_words(client, corpus_db):
    assert "辰申子曰呈斗" in unmarked(client.get("/classics/jingwei/2/11/").content.decode())
    assert "潤下" in unmarked(client.get("/classics/xinjing/3/18/").content.decode())


def test_chart_json_adds_patterns_to_the_chart_dict():
    from divination.engine.chart import chart_from_ke
    from divination.interface import chart_json

    data = chart_json(chart_from_ke("庚辰", "午", "寅"))
    assert data["pillars"]["day"] == "庚辰"
    assert "jingwei.shuiju.shun.chengdou" in [p["id"] for p in data["patterns"]]
    json.dumps(data, ensure_ascii=False)


def test_chengdou_on_gengchen_is_flagged_void(client):
    # 庚辰 lies in the 甲戌 decade, void 申酉; the middle transmission 申 is void, and jw:L43 says
    # 「三將或空一二，勿以此名與合局實論」.
    chengdou = next(p for p in api(client).json()["patterns"] if p["id"] == "jingwei.shuiju.shun.chengdou")
    assert "void:勿實論" in chengdou["flags"]


def test_patterns_step_names_the_method_ke_ti(client):
    """庚戌日 辰時 申將 is decided by 涉害 on a 仲 (察微): its 課體 is 涉害課 · 察微課."""
    response = client.get("/chart/", {"day": "庚戌", "general": "申", "hour": "辰"}, follow=True)
    html = unmarked(response.content.decode())
    assert "涉害課 · 察微課" in html
    assert 'href="/methods/shehai/"' in html


# --- issue 10: clauses with their own flags; methods of reading apart from the patterns -------------------

BINGSHEN_FUYIN = {"day": "丙申", "general": "子", "hour": "子", "month": "申"}


def _item(page, entry_id):
    """The 課體 step from the list item of one entry on (each test cuts it where it needs)."""
    return page.split(f'data-pattern="{entry_id}"', 1)[1]


def test_the_chart_page_shows_xingshang_without_the_void_flag(client):
    """丙申日 伏吟: 巳刑申 (干支相刑) holds with no void; only 初刑中、中刑末 runs through the void 巳."""
    item = _item(chart_page(client, BINGSHEN_FUYIN), "jingwei.xingshang")
    own = item.split('<ul class="held"', 1)[0]
    assert "勿實論" not in own


def test_the_chart_page_names_the_clause_that_carries_the_void_flag(client):
    page = chart_page(client, BINGSHEN_FUYIN)
    chain = _item(page, "jingwei.xingshang.chain_fwd").split("</li>", 1)[0]
    assert "初刑中、中刑末" in chain and "勿實論" in chain
    gan_zhi = _item(page, "jingwei.xingshang.gan_zhi").split("</li>", 1)[0]
    assert "干支相刑" in gan_zhi and "勿實論" not in gan_zhi


def test_the_methods_of_reading_stand_apart_from_the_patterns(client):
    """始終 and 八迍五福 read every chart: under 讀法, not among the patterns of 心鏡."""
    page = chart_page(client, BINGSHEN_FUYIN)
    patterns, readings = page.split('id="patterns-readings"', 1)
    assert 'data-pattern="xinjing.shizhong"' in readings and 'data-pattern="xinjing.bazhun_wufu"' in readings
    assert 'data-pattern="xinjing.shizhong' not in patterns and 'data-pattern="xinjing.bazhun_wufu' not in patterns


def test_the_count_leaves_the_methods_of_reading_out(client):
    """The summary counts the entries listed under the two works (a clause inside its parent not again)."""
    page = chart_page(client, BINGSHEN_FUYIN)
    patterns = page.split('id="patterns-readings"', 1)[0].split('class="pattern-step"', 1)[1]
    listed = patterns.count('<li class="pattern-match ') - patterns.count('<li class="pattern-match clause ')
    assert f"{listed} patterns of the two classics" in page


def test_bazhun_wufu_shows_its_tally(client):
    """TV1, 癸酉日 亥將 午時 正月: 五福 2 of 5, 八迍 8 of 8."""
    page = chart_page(client, {"day": "癸酉", "general": "亥", "hour": "午", "month": "寅"})
    item = _item(page, "xinjing.bazhun_wufu")
    assert "五福 2 of 5" in item and "八迍 8 of 8" in item

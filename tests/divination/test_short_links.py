"""Short permanent links (issue 40, item 3): a 課 at /ke/丁卯/亥/丑/?v=1, a moment at /chart/?at=…&tz=…&v=1, the
version of the defaults `v`, each changed school option and pattern setting a readable pair; older links redirect."""
import re
from urllib.parse import unquote, urlsplit

import pytest

from divination.builder.page import chart_url, permanent_params
from divination.engine.options import OPTION_SPECS, Options
from divination.engine.params import CURRENT_VERSION, OPTIONS_BY_VERSION, chart_from_params
from divination.interface import pattern_settings_from
from divination.links import read_chart_link
from divination.patterns.settings import PATTERN_SETTING_SPECS, SETTINGS_BY_VERSION, PatternSettings
from tests.pages import unmarked

DINGMAO = {"day": "丁卯", "general": "亥", "hour": "丑"}
# 丁卯日 亥將 丑時 before the short links: noble written out, every option in o, every setting in p.
OLD_OPTIONS = "z23.tl.dh.na.sd.b0.ew.gq.yl.hc.m4.lf.vn.xp"
OLD_SETTINGS = "v1.gj.jf.z2.es.sy.be.ab.he.nj.mj.yd.c6.xd.pg.fp.lb.de.ip.Va.qg.kc.rs.wh.us.Tg.Lg.Bt.Jg.Xg.M1.Nn.Rr.Zb.Ys"
OLD_LINK = f"/chart/?day=丁卯&general=亥&hour=丑&noble=night&o={OLD_OPTIONS}&p={OLD_SETTINGS}"


def after_host(url: str) -> str:
    """What a reader sees after the host in the copy box."""
    parts = urlsplit(url)
    return parts.path + "?" + parts.query + ("#" + parts.fragment if parts.fragment else "")


def test_version_1_is_todays_defaults_written_out():
    """A change of a default must add a version: v=1 keeps meaning these."""
    assert CURRENT_VERSION == "1"
    assert OPTIONS_BY_VERSION["1"] == Options().to_token() == OLD_OPTIONS
    assert SETTINGS_BY_VERSION["1"] == PatternSettings().to_token() == OLD_SETTINGS


def test_a_chart_at_the_defaults_links_in_at_most_60_characters(client):
    page = unmarked(client.get("/ke/丁卯/亥/丑/?v=1").content.decode())
    box = re.search(r'<input id="chart-link" class="chart-link" type="text" readonly value="([^"]+)"', page).group(1)
    assert box == "http://testserver/ke/丁卯/亥/丑/?v=1"   # readable: an IRI, not percent-encoded
    assert len(after_host(box)) == 15
    moment = client.get("/chart/", {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai"})["Location"]
    assert moment == "/chart/?at=2026-11-30T14:30&tz=Asia/Shanghai&v=1"
    assert len(moment) == 48 <= 60


def test_a_step_link_in_the_copy_box_is_readable_too(client):
    page = unmarked(client.get("/ke/丁卯/亥/丑/?v=1&step=lessons").content.decode())
    assert 'value="http://testserver/ke/丁卯/亥/丑/?v=1&amp;step=lessons#step-lessons"' in page


@pytest.mark.parametrize("spec, value", [(spec, value) for spec in OPTION_SPECS for value in spec.values
                                         if value != spec.default])
def test_each_school_option_is_a_readable_pair_that_round_trips(spec, value):
    chart = chart_from_params(DINGMAO | {"v": "1", spec.name: value})
    params = permanent_params(chart, DINGMAO | {"v": "1", spec.name: value})
    pairs = {name: v for name, v in params.items() if name not in ("day", "general", "hour", "noble")}
    assert pairs == {"v": "1", spec.name: value}
    assert chart_from_params(params).options == chart.options
    assert getattr(chart.options, spec.name) == value


@pytest.mark.parametrize("spec, value", [(spec, value) for spec in PATTERN_SETTING_SPECS for value in spec.values
                                         if value != spec.default])
def test_each_pattern_setting_is_a_readable_pair_that_round_trips(spec, value):
    query = DINGMAO | {"v": "1", spec.name: value}
    settings = pattern_settings_from(query)
    params = permanent_params(chart_from_params(query), query, settings)
    assert params == DINGMAO | {"v": "1", spec.name: value}
    assert pattern_settings_from(params) == settings and getattr(settings, spec.name) == value


def test_a_default_changed_later_leaves_a_v1_link_its_chart(monkeypatch):
    """Were the default school of 涉害 to become 孟仲季, /ke/丁卯/亥/丑/?v=1 would still count the depth (亥酉未)."""
    defaults = list(Options.__init__.__defaults__)
    defaults[[spec.name for spec in OPTION_SPECS].index("shehai")] = "mengzhongji"
    monkeypatch.setattr(Options.__init__, "__defaults__", tuple(defaults))
    assert Options().shehai == "mengzhongji"
    chart = chart_from_params(DINGMAO | {"v": "1"})
    assert chart.options.shehai == "depth" and chart.transmissions.branches == (11, 9, 7)   # 亥酉未


def test_an_old_long_link_redirects_to_the_same_chart_at_its_short_address(client):
    response = client.get(OLD_LINK + "&step=initial")
    assert response.status_code == 302
    assert unquote(response["Location"]) == "/ke/丁卯/亥/丑/?v=1&step=initial"
    old = unmarked(client.get(client.get(OLD_LINK.replace("sd.", "sm."))["Location"]).content.decode())
    assert "<title>丁卯日 亥將 丑時 · 丑亥酉 涉害·察微 · 大六壬</title>" in old   # by 孟仲季, as 六壬斷案


def test_an_unknown_version_is_refused_beside_the_form(client):
    response = client.get("/ke/丁卯/亥/丑/?v=9")
    assert response.status_code == 400
    assert "「9」 is not a version of the chart links: v is one of 1." in unmarked(response.content.decode())


def test_the_api_reads_the_version_and_the_pairs(client):
    data = client.get("/api/chart", DINGMAO | {"v": "1", "shehai": "mengzhongji"}).json()
    assert data["options"]["shehai"] == "mengzhongji"


@pytest.mark.parametrize("pasted", [
    OLD_LINK, "https://example.org" + OLD_LINK, "/ke/丁卯/亥/丑/", "/ke/丁卯/亥/丑/?v=1",
    "/ke/%E4%B8%81%E5%8D%AF/%E4%BA%A5/%E4%B8%91/?v=1", "/chart/?day=丁卯&general=亥&hour=丑",
])
def test_a_pasted_link_of_any_form_is_the_same_canonical_chart(pasted):
    link = read_chart_link(pasted)
    assert link.query == "day=%E4%B8%81%E5%8D%AF&general=%E4%BA%A5&hour=%E4%B8%91&v=1"
    assert unquote(link.url) == "/ke/丁卯/亥/丑/?v=1"
    assert unquote(link.long_query) == f"day=丁卯&general=亥&hour=丑&noble=night&o={OLD_OPTIONS}&p={OLD_SETTINGS}"


def test_a_chart_url_is_built_by_name_for_a_ke_and_for_a_moment():
    assert unquote(chart_url(DINGMAO | {"v": "1", "shehai": "mengzhongji"}, "plates")) == \
        "/ke/丁卯/亥/丑/?v=1&shehai=mengzhongji&step=plates"
    assert chart_url({"at": "2026-11-30T14:30", "tz": "Asia/Shanghai", "v": "1"}) == \
        "/chart/?at=2026-11-30T14:30&tz=Asia/Shanghai&v=1"

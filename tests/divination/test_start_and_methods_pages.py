"""The start page's two forms, the form → URL → chart round trip, and the pages of the nine methods."""
import re
from urllib.parse import unquote

import pytest

from divination.builder.methods import SLUG_BY_NAME, WORKED_EXAMPLES
from tests.engine.test_worked_examples import WORKED_EXAMPLES as PRINTED_EXAMPLES
from tests.pages import unmarked

NINE = [("fuyin", "伏吟"), ("fanyin", "返吟"), ("bazhuan", "八專"), ("zeike", "賊剋"), ("biyong", "比用"),
        ("shehai", "涉害"), ("yaoke", "遙剋"), ("biezhe", "別責"), ("maoxing", "昴星")]


def test_the_start_page_offers_a_moment_and_a_ke(client):
    page = unmarked(client.get("/").content.decode())
    assert '<form method="get" action="/chart/" class="start-form" id="moment-form"' in page
    assert '<form method="get" action="/chart/" class="start-form" id="ke-form"' in page
    assert '<input type="datetime-local" name="at"' in page
    assert 'data-now>' in page


def test_the_zone_field_suggests_every_iana_zone(client):
    page = unmarked(client.get("/").content.decode())
    assert 'list="time-zones"' in page
    for zone in ("Asia/Shanghai", "America/New_York", "Europe/Berlin", "Pacific/Auckland"):
        assert f'<option value="{zone}">' in page


def test_each_school_option_has_its_default_and_who_holds_it(client):
    page = unmarked(client.get("/").content.decode())
    assert re.search(r'<input type="radio" name="shehai" value="depth"[^>]*checked', page)
    assert "Skip the count: take the candidate on a 孟, then on a 仲 (六壬斷案, 六壬指南)." in page
    assert re.search(r'<input type="radio" name="noble_table" value="jiawugeng"[^>]*checked', page)


def test_the_start_page_loads_its_script_from_a_file(client):
    page = unmarked(client.get("/").content.decode())
    assert '<script src="/static/js/chart.js" defer></script>' in page
    assert "<script>" not in page and " style=" not in page and "onclick" not in page


def submitted_moment_form(**changes):
    """What a browser sends for the moment form with its defaults (every option, empty optional fields)."""
    data = {"at": "2026-11-30T14:30", "tz": "Europe/Berlin", "city": "", "lat": "", "lon": "", "birth_date": "",
            "birth_time": "", "birth_year": "", "sex": "", "noble": "auto", "fold": "", "zi_hour": "2300",
            "time_basis": "local", "daynight": "hours", "noble_table": "jiawugeng", "shehai": "depth",
            "biyong_ge": "no", "earth_growth": "water", "general_switch": "major", "year_boundary": "lichun",
            "dashi": "commentary", "earth_month": "four", "life_order": "forward", "void_stem": "none",
            "spirit_text": "printed", "step": "pillars"}
    return data | changes


def test_a_submitted_form_becomes_the_canonical_url_and_the_same_chart(client):
    response = client.get("/chart/", submitted_moment_form())
    assert response.status_code == 302
    url = unquote(response["Location"])
    assert url == "/chart/?at=2026-11-30T14:30&tz=Europe/Berlin&v=1&step=pillars"
    page = client.get(response["Location"])
    assert page.status_code == 200
    # 14:30 on the querent's clock on 2026-11-30: 戊申日, 未 hour (a day hour), 小雪 passed: 寅將.
    assert "<h1 class=\"chart-name\" id=\"chart-name\" lang=\"zh-Hant\">戊申日 寅將 未時" in page.content.decode()
    assert "<title>2026-11-30 14:30 Europe/Berlin · 戊申日 寅將 未時" in page.content.decode()
    api = client.get("/api/chart", {"at": "2026-11-30T14:30", "tz": "Europe/Berlin"}).json()
    assert (api["pillars"]["day"], api["monthly_general"], api["query_hour"]) == ("戊申", "寅", "未")


def test_the_chart_header_shows_the_time_basis_beside_the_hour(client):
    page = unmarked(client.get("/chart/", {"at": "2026-11-30T14:30", "tz": "Europe/Berlin"}, follow=True).content.decode())
    assert re.search(r'己未時\s*<span class="time-basis">\(本地時 · the querent&#x27;s clock\)</span>', page)
    china = unmarked(client.get("/chart/", {"at": "2026-11-30T14:30", "tz": "Europe/Berlin", "time_basis": "china"},
                       follow=True).content.decode())
    assert re.search(r'癸亥時\s*<span class="time-basis">\(北京時間 · China time 21:30\)</span>', china)


def test_the_forms_take_a_birth_date_and_time(client):
    page = unmarked(client.get("/").content.decode())
    assert 'name="birth_date"' in page and 'type="date"' in page and 'name="birth_time"' in page
    response = client.get("/chart/", submitted_moment_form(birth_date="1990-01-20", birth_time="08:15", sex="male"))
    assert "birth_date=1990-01-20&birth_time=08:15&sex=male" in unquote(response["Location"])


def test_a_city_gives_the_place_in_the_canonical_url(client):
    response = client.get("/chart/", submitted_moment_form(city="北京 Beijing", tz="Asia/Shanghai"))
    assert "&lon=116.407&lat=39.9042&" in unquote(response["Location"])


def test_the_ke_form_round_trip_gives_the_books_chart(client):
    response = client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑", "noble": "auto", "month": "",
                                      "birth_year": "", "sex": "", "query_year": ""}, follow=True)
    assert response.status_code == 200
    assert "<h1 class=\"chart-name\" id=\"chart-name\" lang=\"zh-Hant\">丁卯日 亥將 丑時 · 亥酉未 涉害</h1>" in response.content.decode()


def test_the_methods_page_lists_the_nine_methods_in_order(client):
    page = unmarked(client.get("/methods/").content.decode())
    positions = [page.index(f'href="/methods/{slug}/"><b>{name}</b>') for slug, name in NINE]
    assert positions == sorted(positions)


@pytest.mark.parametrize("slug, name", NINE)
def test_each_method_has_a_page_with_live_example_charts(client, slug, name):
    response = client.get(f"/methods/{slug}/")
    assert response.status_code == 200
    page = unmarked(response.content.decode())
    assert f"<h1>{name} " in page
    assert re.search(r'<li><a href="/ke/', page)


def test_the_shehai_page_links_the_worked_example_of_dingmao(client, dingmao):
    page = unmarked(client.get("/methods/shehai/").content.decode())
    assert f'<a href="{dingmao.replace("&", "&amp;")}">丁卯</a>' in page


def test_an_unknown_method_is_not_found(client):
    assert client.get("/methods/tarot/").status_code == 404


@pytest.mark.parametrize("day,hour,general,printed,method,subname", PRINTED_EXAMPLES,
                         ids=[f"{r[0]}{r[1]}時{r[2]}將" for r in PRINTED_EXAMPLES])
def test_each_worked_example_of_liuren_daquan_shows_on_its_method_page_as_printed(client, day, hour, general, printed,
                                                                                  method, subname):
    slug = SLUG_BY_NAME[method]
    page = unmarked(client.get(f"/methods/{slug}/").content.decode())
    row = re.search(rf'<tr><td><a href="[^"]+">{day}</a></td><td>{hour}</td><td>{general}</td>'
                    rf'<td class="branch">{printed}</td><td>([^<]*)</td>', page)
    assert row, (day, hour, general)
    assert row.group(1) == method + (f" · {subname}" if subname else "")


def test_the_methods_pages_show_exactly_the_printed_worked_examples():
    assert {(w.day, w.hour, w.general) for w in WORKED_EXAMPLES} == {r[:3] for r in PRINTED_EXAMPLES}

"""The step-by-step chart worked out (issue 40, item 5): a reader's choice, remembered, that names nothing a later
step finds before it is reached: the header, the title and the link preview say only what is known so far."""
import re
from urllib.parse import parse_qs, unquote, urlsplit

import pytest

from tests.pages import unmarked

DINGMAO = "/ke/丁卯/亥/丑/?v=1"   # 丁卯日 亥將 丑時: 涉害, 亥酉未


def header(page):
    return re.search(r'<h1 class="chart-name" id="chart-name"[^>]*>(.*?)</h1>', page).group(1)


def test_at_the_first_step_the_header_names_the_ke_and_no_answer(client):
    page = unmarked(client.get(DINGMAO + "&step=pillars&work=1").content.decode())
    assert header(page) == "丁卯日 亥將 丑時"
    assert "<title>丁卯日 亥將 丑時 · 大六壬</title>" in page
    assert "亥酉未" not in page and "初傳 亥" not in page   # (涉害 stays in the school options' list)
    assert ('<meta name="description" content="大六壬 丁卯日 亥將 丑時. Worked out step by step: each step shows only '
            'what the steps so far have found.">') in page


@pytest.mark.parametrize("step, name", [
    ("lessons", "丁卯日 亥將 丑時"), ("initial", "丁卯日 亥將 丑時 · 初傳 亥 涉害"),
    ("transmissions", "丁卯日 亥將 丑時 · 亥酉未 涉害"), ("spirits", "丁卯日 亥將 丑時 · 亥酉未 涉害"),
])
def test_the_header_names_what_each_step_has_found(client, step, name):
    page = unmarked(client.get(f"{DINGMAO}&step={step}&work=1").content.decode())
    assert header(page) == name


def test_a_moment_names_its_day_until_the_general_step(client):
    url = "/chart/?at=2026-11-30T14:30&tz=Europe/Berlin&v=1"
    first = unmarked(client.get(url + "&step=pillars&work=1").content.decode())
    assert re.fullmatch(r"..日", header(first))
    assert "將" not in header(first)
    general = unmarked(client.get(url + "&step=general&work=1").content.decode())
    assert re.fullmatch(r"..日 寅將 未時", header(general))   # 小雪 brings 寅; 14:30 in Berlin is 未


def test_without_working_it_out_the_step_names_the_whole_chart(client):
    page = unmarked(client.get(DINGMAO + "&step=pillars").content.decode())
    assert header(page) == "丁卯日 亥將 丑時 · 亥酉未 涉害"


def test_the_step_links_keep_working_it_out(client):
    page = unquote(unmarked(client.get(DINGMAO + "&step=lessons&work=1").content.decode())).replace("&amp;", "&")
    assert 'href="/ke/丁卯/亥/丑/?v=1&step=initial&work=1#step-initial" hx-get="/ke/丁卯/亥/丑/?v=1&step=initial&work=1"' \
        in page
    assert re.search(r'<a href="/chart/work/\?on=0&next=[^"]+">Show the chart\'s name and answers</a>', page)


def test_an_htmx_step_puts_the_header_of_what_is_known_in_place(client):
    region = unmarked(client.get(DINGMAO + "&step=initial&work=1", HTTP_HX_REQUEST="true").content.decode())
    assert region.startswith('<h1 class="chart-name" id="chart-name" hx-swap-oob="true" lang="zh-Hant">'
                             "丁卯日 亥將 丑時 · 初傳 亥 涉害</h1><title>丁卯日 亥將 丑時 · 初傳 亥 涉害 · 大六壬</title>")


def test_the_whole_chart_is_never_worked_out(client):
    response = client.get(DINGMAO + "&work=1")
    assert response.status_code == 302 and unquote(response["Location"]) == DINGMAO


def test_the_choice_is_a_link_that_is_remembered_for_the_next_chart(client):
    page = unmarked(client.get(DINGMAO + "&step=pillars").content.decode()).replace("&amp;", "&")
    toggle = re.search(r'<p class="work-mode no-print"><a href="([^"]+)">推演 · Work it out', page).group(1)
    asked = parse_qs(urlsplit(toggle).query)
    assert urlsplit(toggle).path == "/chart/work/" and asked["on"] == ["1"]
    assert unquote(asked["next"][0]) == "/ke/丁卯/亥/丑/?v=1&step=pillars&work=1"
    response = client.get(toggle)
    assert response.status_code == 302 and unquote(response["Location"]) == DINGMAO + "&step=pillars&work=1"
    assert response.cookies["chart_work"].value == "1"
    # a step's link without work=1 lands worked out for this reader (the page varies on the reader's cookies)
    assert unquote(client.get(DINGMAO + "&step=lessons")["Location"]) == DINGMAO + "&step=lessons&work=1"
    # the next chart, from the start form, lands worked out
    started = client.get("/chart/", {"day": "甲子", "general": "子", "hour": "子", "step": "pillars"})
    assert unquote(started["Location"]) == "/ke/甲子/子/子/?v=1&step=pillars&work=1"
    client.get("/chart/work/?on=0&next=/")
    again = client.get("/chart/", {"day": "甲子", "general": "子", "hour": "子", "step": "pillars"})
    assert unquote(again["Location"]) == "/ke/甲子/子/子/?v=1&step=pillars"


def test_the_choice_never_leads_off_the_site(client):
    response = client.get("/chart/work/", {"on": "1", "next": "https://example.com/"})
    assert response["Location"] == "/"

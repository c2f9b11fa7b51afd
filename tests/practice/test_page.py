"""The practice page without JavaScript: plain forms POSTed with CSRF, progress in the session, htmx's step region."""
import re
from urllib.parse import parse_qs, unquote, urlsplit

import pytest
from django.test import Client
from django.urls import reverse

from tests.pages import unmarked

# The record of a session is kept in the student's session (Django's, in the database).
pytestmark = pytest.mark.django_db

DINGMAO_PLATE = dict(zip("子丑寅卯辰巳午未申酉戌亥", "戌亥子丑寅卯辰巳午未申酉"))


@pytest.fixture
def strict():
    """A client that, like a browser, must send the CSRF token the page gave it."""
    return Client(enforce_csrf_checks=True)


def step_url(url, step, record=None):
    """A step's URL; with `record`, as an older link carried it."""
    base = re.sub(r"&step=[^&]*(&record=[^&]*)?$", "", url)
    return f"{base}&step={step}" + (f"&record={record}" if record else "")


def tab_outcomes(page):
    """The step tabs' classes: 'current', or 'done <outcome>' for a step the session has practised."""
    return dict(re.findall(r'<li class="([^"]*)"><a href="[^"]*step=(\w+)"', page)[::-1])


def csrf_token(page):
    return re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', unmarked(page.content.decode())).group(1)


def answer(client, url, fields, **extra):
    """GET the step, then POST the answers with the page's CSRF token, as a browser does."""
    page = client.get(url)
    data = {"csrfmiddlewaretoken": csrf_token(page), "attempt": "1", **fields}
    return client.post(url, data, **extra)


def test_the_practice_page_is_named_practice_practice():
    assert reverse("practice:practice") == "/practice/"


def test_a_ke_query_redirects_to_its_canonical_practice_url_at_the_plates(client):
    response = client.get("/practice/", {"day": "丁卯", "general": "亥", "hour": "丑"})
    assert response.status_code == 302
    assert unquote(response["Location"]) == "/practice/?day=丁卯&general=亥&hour=丑&v=1&step=plates"


def test_every_chart_link_has_a_practice_twin_with_the_same_parameters(dingmao, dingmao_chart):
    assert unquote(dingmao_chart) == "/ke/丁卯/亥/丑/?v=1"
    assert unquote(dingmao) == "/practice/?day=丁卯&general=亥&hour=丑&v=1&step=plates"


def test_a_moment_chart_starts_at_the_monthly_general(client):
    response = client.get("/practice/", {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai"})
    assert response["Location"].endswith("&step=general")


def test_the_page_never_shows_what_the_student_is_to_find(client, dingmao):
    page = unmarked(client.get(dingmao).content.decode())
    assert page.count('data-heaven=""') == 12
    assert "亥酉未" not in page and "涉害" not in page.split("<main")[1].split("suggest-methods")[0]


def test_without_a_chart_the_page_offers_a_chart_to_practise(client):
    page = client.get("/practice/")
    assert page.status_code == 200
    assert 'action="/practice/random/"' in unmarked(page.content.decode())


@pytest.mark.parametrize("query, message", [
    ({"day": "甲丑", "general": "亥", "hour": "丑"}, "「甲丑」 is not one of the sixty 干支"),
    ({"day": "丁卯", "general": "亥", "hour": "丑", "step": "spirits"}, "「spirits」 is not a step to practise"),
    ({"day": "丁卯", "general": "亥", "hour": "丑", "step": "general"}, "the general step is practised on a chart from a moment"),
    ({"day": "丁卯", "general": "亥", "hour": "丑", "record": "plates:lucky"}, "is one of first, second, shown"),
])
def test_a_bad_practice_link_is_a_400_with_the_message(client, query, message):
    response = client.get("/practice/", query)
    assert response.status_code == 400
    assert message in unmarked(response.content.decode())


def test_each_visitors_page_carries_its_own_csrf_token(dingmao):
    first, second = Client(enforce_csrf_checks=True), Client(enforce_csrf_checks=True)
    tokens = [csrf_token(visitor.get(dingmao)) for visitor in (first, second)]
    assert tokens[0] != tokens[1]
    for visitor, token in zip((first, second), tokens):
        assert visitor.post(dingmao, {"csrfmiddlewaretoken": token, "heaven_plate.子": "戌"}).status_code == 200


def test_a_post_without_the_csrf_token_is_refused(strict, dingmao):
    assert strict.post(dingmao, {"heaven_plate.子": "戌"}).status_code == 403


def test_right_answers_the_first_time_lead_to_the_next_step_with_the_record(strict, dingmao):
    response = answer(strict, dingmao, {f"heaven_plate.{e}": h for e, h in DINGMAO_PLATE.items()})
    page = unmarked(response.content.decode())
    assert response.status_code == 200
    assert "對 · Right" in page
    next_url = re.search(r'<a class="button primary next" href="([^"]+)"', page).group(1).replace("&amp;", "&")
    assert parse_qs(urlsplit(next_url).query)["step"] == ["lessons"]
    assert "record" not in parse_qs(urlsplit(next_url).query)   # the record is the session's
    following = strict.get(next_url)
    assert following.status_code == 200
    assert '<li class="done first"><a href="/practice/?' in following.content.decode()


def test_a_wrong_answer_first_gets_a_hint_and_a_second_try(strict, dingmao):
    fields = {f"heaven_plate.{e}": h for e, h in DINGMAO_PLATE.items()} | {"heaven_plate.子": "子"}
    page = unmarked(answer(strict, dingmao, fields).content.decode())
    assert "未對 · Not yet" in page
    assert "You went round the wrong way" in page
    assert 'name="attempt" value="2"' in page
    assert "正解" not in page  # the answer is not given at the first try
    assert page.count('aria-invalid="true"') == 1


def test_the_second_wrong_try_reveals_the_answer_with_the_rule(strict, dingmao):
    fields = {f"heaven_plate.{e}": h for e, h in DINGMAO_PLATE.items()} | {"heaven_plate.子": "子", "attempt": "2"}
    page = strict.get(dingmao)
    response = strict.post(dingmao, {"csrfmiddlewaretoken": csrf_token(page), **fields})
    text = unmarked(response.content.decode())
    assert "正解 · The answer" in text
    assert "k = general − hour = 10: over earth 子 stands 戌." in text
    assert 'class="current done shown"' in text


def test_show_me_reveals_at_once(strict, dingmao):
    page = strict.get(dingmao)
    response = strict.post(dingmao, {"csrfmiddlewaretoken": csrf_token(page), "attempt": "1", "reveal": "1"})
    text = unmarked(response.content.decode())
    assert "正解 · The answer" in text
    assert 'class="current done shown"' in text


def test_right_at_the_second_try_is_recorded_as_such(strict, dingmao):
    page = strict.get(dingmao)
    fields = {f"heaven_plate.{e}": h for e, h in DINGMAO_PLATE.items()}
    text = unmarked(strict.post(dingmao, {"csrfmiddlewaretoken": csrf_token(page), "attempt": "2", **fields}).content.decode())
    assert 'class="current done second"' in text


def test_an_unreadable_answer_is_a_400_with_the_message_beside_it_and_no_try_spent(strict, dingmao):
    response = answer(strict, dingmao, {"heaven_plate.子": "dog"})
    text = unmarked(response.content.decode())
    assert response.status_code == 400
    assert "「dog」 is not one of the twelve branches" in text
    assert 'name="attempt" value="1"' in text


def test_checking_nothing_asks_for_an_answer(strict, dingmao):
    response = answer(strict, dingmao, {})
    assert response.status_code == 400
    assert "Write at least one answer before checking." in unmarked(response.content.decode())


def test_the_initial_feedback_names_the_departure(strict, dingmao):
    url = step_url(dingmao, "initial")
    text = unmarked(answer(strict, url, {"method": "涉害", "subname": "", "initial": "丑"}).content.decode())
    assert "丑 is the answer of the 孟仲季 school" in text


def test_the_revealed_initial_shows_the_engines_trace_and_the_method_page(strict, dingmao):
    url = step_url(dingmao, "initial")
    text = unmarked(answer(strict, url, {"method": "涉害", "initial": "丑", "reveal": "1"}).content.decode())
    assert 'href="/methods/shehai/"' in text
    assert "trace-step decided" in text


def test_the_drawing_fills_in_as_steps_are_answered(strict, dingmao):
    lessons = unmarked(strict.get(step_url(dingmao, "lessons")).content.decode())
    assert lessons.count('data-heaven=""') == 0  # the plates, found, are drawn
    assert 'class="lesson-table"' not in lessons
    done = unmarked(answer(strict, step_url(dingmao, "lessons"), {"lessons.1": "巳", "lessons.2": "卯", "lessons.3": "丑",
                                                          "lessons.4": "亥"}).content.decode())
    assert 'class="lesson-table"' in done


def test_a_teacher_can_send_practise_this_chart_from_step_four(client, dingmao):
    """Step 4 of a 課 chart is 中傳 末傳: the steps before it are drawn, given."""
    page = unmarked(client.get(step_url(dingmao, "transmissions")).content.decode())
    assert "step 4 of 6" in page
    assert 'class="transmission-table"' in page and "初傳" in page
    assert 'name="middle"' in page and 'name="final"' in page


def test_practice_pages_are_for_no_shared_cache_they_carry_the_visitors_token(client, dingmao):
    response = client.get(dingmao)
    assert "private" in response["Cache-Control"]
    assert "Cookie" in response["Vary"]


def test_htmx_gets_only_the_step_region(client, dingmao):
    response = client.get(dingmao, HTTP_HX_REQUEST="true")
    text = unmarked(response.content.decode())
    assert text.lstrip().startswith('<section id="practice-region"')
    assert "<html" not in text
    assert "HX-Request" in response["Vary"]


def test_htmx_posts_get_only_the_step_region(strict, dingmao):
    text = unmarked(answer(strict, dingmao, {"heaven_plate.子": "戌"}, HTTP_HX_REQUEST="true").content.decode())
    assert text.lstrip().startswith('<section id="practice-region"')


def test_the_summary_says_what_was_right_the_first_time_and_links_to_revisit(client, dingmao):
    url = step_url(dingmao, "summary", "plates:first.lessons:second.initial:shown")
    text = unmarked(client.get(client.get(url)["Location"]).content.decode())   # an older link's record
    assert "1 of 3 steps practised in this round right the first time." in text
    assert "right at the second try" in text and "not practised in this round" in text
    assert 'href="/methods/shehai/">the rule</a>' in text


def test_an_older_link_with_its_record_is_redirected_and_the_record_kept_in_the_session(client, dingmao):
    path, query = dingmao.split("?")
    shuffled = "&".join(reversed((query + "&record=plates:first").split("&")))
    response = client.get(f"{path}?{shuffled}")
    assert response.status_code == 302
    assert unquote(response["Location"]) == "/practice/?day=丁卯&general=亥&hour=丑&v=1&step=plates"
    summary = unmarked(client.get(step_url(dingmao, "summary")).content.decode())
    assert "1 of 1 step practised in this round right the first time." in summary


def test_the_step_tabs_and_the_summary_see_the_step_just_answered(strict, dingmao):
    """Issue 40: after a check, a tab's summary said the step just answered was "not practised"."""
    answered = unmarked(answer(strict, dingmao, {f"heaven_plate.{e}": h for e, h in DINGMAO_PLATE.items()})
                        .content.decode())
    assert '<li class="current done first"><a href="/practice/?' in answered   # the plates' tab, at once
    summary_tab = re.search(r'<a href="([^"]*step=summary)"', answered).group(1).replace("&amp;", "&")
    summary = unmarked(strict.get(summary_tab).content.decode())
    assert "1 of 1 step practised in this round right the first time." in summary
    assert summary.count("not practised in this round") == 5


def test_the_chart_page_offers_practise_this_chart(client, dingmao_chart):
    chart = client.get(dingmao_chart)
    text = unquote(unmarked(chart.content.decode())).replace("&amp;", "&")
    assert '<a class="button practise-this" href="/practice/?day=丁卯&general=亥&hour=丑&v=1">' in text


def test_the_method_pages_examples_offer_practise(client):
    text = unquote(unmarked(client.get("/methods/shehai/").content.decode())).replace("&amp;", "&")
    assert re.search(r'class="practise-this" href="/practice/\?day=丁卯&general=亥&hour=丑&', text)


def test_the_pattern_pages_example_ke_offer_practise(client):
    from divination.patterns.survey import ke_showing

    text = unquote(unmarked(client.get("/patterns/jingwei.xuantai.shun/").content.decode()))
    assert ke_showing("jingwei.xuantai.shun")
    assert 'class="practise-this" href="/practice/?day=' in text


def test_a_chart_at_random_is_reproducible_from_its_seed(client):
    first = client.get("/practice/random/", {"method": "shehai"})
    assert first.status_code == 302
    seeded = first["Location"]
    assert "seed=" in seeded
    chart = client.get(seeded)["Location"]
    assert client.get(seeded)["Location"] == chart
    assert client.get(client.get(chart)["Location"]).status_code == 200


@pytest.mark.parametrize("choice, method", [
    ({"method": "maoxing"}, "昴星"), ({"subname": "井欄射"}, "返吟"), ({"method": "zeike", "subname": "重審"}, "賊剋"),
])
def test_a_chart_at_random_of_a_chosen_method_or_subname(client, choice, method):
    from divination.engine.params import chart_from_params

    for seed in range(5):
        location = client.get("/practice/random/", {"seed": seed, **choice})["Location"]
        params = {k: v[0] for k, v in parse_qs(urlsplit(location).query).items()}
        chart = chart_from_params(params)
        assert chart.transmissions.method == method
        assert chart.transmissions.subname == choice.get("subname", chart.transmissions.subname)


def test_a_chart_at_random_showing_a_chosen_pattern(client):
    from divination.engine.params import chart_from_params
    from divination.patterns.registry import match_chart

    location = client.get("/practice/random/", {"seed": 7, "pattern": "jingwei.xuantai.shun"})["Location"]
    chart = chart_from_params({k: v[0] for k, v in parse_qs(urlsplit(location).query).items()})
    assert any(m.entry.id == "jingwei.xuantai.shun" and m.status == "match" for m in match_chart(chart))


def test_a_random_choice_nothing_fits_is_a_400_with_the_message(client):
    response = client.get("/practice/random/", {"seed": 1, "method": "biezhe", "subname": "重審"})
    assert response.status_code == 400
    assert "重審 is not a sub-name of 別責" in unmarked(response.content.decode())


def test_a_moment_charts_general_step_is_asked_from_the_moment_and_leads_to_the_plates(strict):
    """2026-11-30 14:30 in Berlin, by its own clock (the default): the 未 hour; after 小雪: the general 寅."""
    url = strict.get("/practice/", {"at": "2026-11-30T14:30", "tz": "Europe/Berlin"})["Location"]
    page = unmarked(strict.get(url).content.decode())
    assert "？將 ？時" in page  # the drawing does not give the general and the hour away
    assert "未時" not in page
    text = unmarked(answer(strict, url, {"monthly_general": "寅", "query_hour": "未"}).content.decode())
    assert "對 · Right" in text and "<b>寅</b>, until 冬至" in text
    assert "step=plates" in text and 'class="current done first"' in text


@pytest.mark.django_db
def test_the_initial_steps_explanation_is_each_charts_own_trace():
    from django.core.cache import cache
    from django.template.loader import render_to_string

    from divination.engine.params import chart_from_params
    from divination.practice.page import drawing, explanation_context, shown_flags

    cache.clear()
    # 丁卯日 亥將 丑時: 涉害, initial 亥; 甲子日 子將 子時 (k = 0): 伏吟 (docs/engine-rules.md §3)
    for query, method in (({"day": "丁卯", "general": "亥", "hour": "丑"}, "shehai"),
                          ({"day": "甲子", "general": "子", "hour": "子"}, "fuyin")):
        chart = chart_from_params(query)
        shown = shown_flags(chart, "initial", True)
        html = render_to_string("divination/_step_initial.html",
                                explanation_context(chart) | drawing(chart, shown) | {"chart": chart, "others": []})
        chosen = html.split('<p data-parts="initial">', 1)[1].split("</p>", 1)[0]
        assert f'href="/methods/{method}/"' in chosen


def test_a_hint_shared_by_two_palaces_names_them_once(strict, dingmao):
    """Issue 40: 「天盤 · heaven branch on earth 子; 天盤 · heaven branch on earth 午: …」 said its prefix twice."""
    fields = {f"heaven_plate.{e}": h for e, h in DINGMAO_PLATE.items()} | {"heaven_plate.子": "子", "heaven_plate.午": "午"}
    page = unmarked(answer(strict, dingmao, fields).content.decode())
    hint = re.search(r'<p class="hint"><span class="hint-fields">(.*?)</span>: (.*?)</p>', page)
    assert hint.group(1) == "天盤 · heaven branch on earth 子、午"
    assert page.count("heaven branch on earth") == hint.group(0).count("heaven branch on earth") + 12   # the labels
    assert page.count('<p class="hint">') == 1


def test_show_me_says_a_shared_rule_once_beside_the_answers(strict, dingmao):
    """The middle and the final of 涉害 come by the same chain: its sentence is said beside the first only."""
    url = step_url(dingmao, "transmissions")
    page = unmarked(answer(strict, url, {"middle": "子", "final": "子", "reveal": "1"}).content.decode())
    beside = re.findall(r'<p class="expected">.*?</p>', page, re.S)
    assert len(beside) == 2
    assert " — " in beside[0] and " — " not in beside[1]


def test_the_practice_copy_box_gives_readable_chinese(client, dingmao):
    page = unmarked(client.get(dingmao).content.decode())
    assert ('<input id="practice-link" class="chart-link" type="text" readonly '
            'value="http://testserver/practice/?day=丁卯&amp;general=亥&amp;hour=丑&amp;v=1&amp;step=plates">') in page

"""Parts of the chart page rendered once and kept (the 課體 step, the trace): a part is reused only where it
shows the same, and every page keeps what is its own."""
import re

from django.core.cache import cache

from divination.builder.patterns_step import patterns_context
from divination.engine.params import chart_from_params
from tests.pages import unmarked


def drawing(page: str) -> str:
    return page.split('data-figure="chart"', 1)[1].split('<div class="school-note"', 1)[0].split("</table>\n")[0]


def moment_line(page: str) -> str:
    return re.search(r'<p class="chart-moment">(.*?)</p>', page, re.S).group(1)


def test_a_step_page_draws_only_what_its_steps_found_after_the_whole_chart_was_drawn(client, dingmao):
    cache.clear()
    whole = client.get(dingmao).content.decode()
    lessons = client.get(dingmao + "&step=lessons").content.decode()
    assert 'class="general"' in whole
    assert 'class="general"' not in lessons and 'class="transmission-table"' not in lessons


def test_two_moments_of_one_ke_draw_alike_and_keep_their_own_time(client, canonical):
    cache.clear()
    # 2026-11-30 14:30 and 14:31 in Shanghai: one day, one 未 hour, one 課.
    first = client.get(client.get("/chart/", {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai"})["Location"])
    second = client.get(client.get("/chart/", {"at": "2026-11-30T14:31", "tz": "Asia/Shanghai"})["Location"])
    first, second = first.content.decode(), second.content.decode()
    assert drawing(first) == drawing(second)
    assert "14:30" in moment_line(first) and "14:31" in moment_line(second)


def test_the_pattern_settings_choose_their_own_patterns_step(client, canonical):
    cache.clear()
    default = client.get(canonical("丁卯", "亥", "丑")).content.decode()
    anywhere = client.get(canonical("丁卯", "亥", "丑", scope="anywhere")).content.decode()
    summary = re.compile(r'<p class="pattern-summary">(\d+) pattern')
    # A-SCOPE anywhere: one of the twelve generals' positions for every general, so more patterns.
    assert int(summary.search(anywhere).group(1)) > int(summary.search(default).group(1))


def test_a_month_changes_the_qualities_of_the_same_ke(client, canonical):
    cache.clear()
    without = client.get(canonical("丁卯", "亥", "丑")).content.decode()
    with_month = client.get(canonical("丁卯", "亥", "丑", month="寅")).content.decode()
    assert '<th scope="row">旺相</th>' not in without and '<th scope="row">旺相</th>' in with_month


def test_the_kept_patterns_list_leaves_each_page_its_own_links_to_add_what_is_missing(client, dingmao):
    cache.clear()
    client.get(dingmao)  # keeps the list of patterns of this 課, month and settings
    step_page = client.get(dingmao + "&step=patterns").content.decode()
    waiting = step_page.split('<section class="not-evaluated"', 1)[1].split("</section>", 1)[0]
    # the link to add a querent reopens this page's own step; the month offers land on it too
    assert re.search(r'<a href="/\?[^"]*step=patterns">Add the querent', waiting)
    assert re.search(r'href="/ke/[^"]*month=[^"]*step=patterns#step-patterns"', waiting)


def _moment(client, **query) -> str:
    response = client.get("/chart/", {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai", **query})
    return unmarked(client.get(response["Location"]).content.decode())


def test_a_querents_spirits_step_shows_their_natal_and_travel_years_after_a_chart_without_one(client):
    cache.clear()
    assert "本命 and 行年 need the querent" in _moment(client)
    # born 1990 (庚午), a man: 37 歲 in 2026, so 行年 is 丙寅 counted 36 forward (docs/engine-rules.md, 行年)
    page = _moment(client, birth_year="1990", sex="male")
    assert "本命 <b>庚午</b>" in page and "行年 <b>壬寅</b>" in page and "本命 and 行年 need the querent" not in page


def test_a_ke_and_a_moment_of_that_ke_each_say_what_their_own_spirits_need(client, canonical):
    cache.clear()
    assert "本命 and 行年 need the querent" in _moment(client)
    # 2026-11-30 14:30 in Shanghai: 戊申日, 寅將 (after 小雪), 未時; a 課 has no date to ask a birth for
    ke = unmarked(client.get(canonical("戊申", "寅", "未")).content.decode())
    assert "本命 and 行年 need the querent" not in ke


def test_the_drawing_is_in_each_readers_language(client, dingmao):
    cache.clear()
    english = drawing(client.get(dingmao).content.decode())
    japanese = drawing(client.get(dingmao, HTTP_ACCEPT_LANGUAGE="ja").content.decode())
    assert english.startswith(' lang="zh-Hant"') and "heaven plate over earth plate" in english
    assert not japanese.startswith(" lang=") and "heaven plate over earth plate" not in japanese


def _without_token(page: bytes) -> bytes:
    return re.sub(rb'name="csrfmiddlewaretoken" value="[^"]+"', b"", page)


def test_a_chart_page_drawn_after_others_of_its_ke_is_the_page_drawn_from_nothing(client):
    """Moments of one 課 minutes apart, with options that change what the kept parts show or link to."""
    queries = [{"at": f"2027-03-01T08:{minute:02d}", "tz": "Asia/Shanghai", **extra}
               for minute, extra in ((55, {}), (58, {"life_order": "yin_backward"}), (59, {"void_stem": "next"}),
                                     (57, {"birth_year": "1990", "sex": "female"}), (56, {"noble": "night"}))]
    urls = [client.get("/chart/", query)["Location"] for query in queries]
    urls += [url + "&step=spirits" for url in urls[:2]]
    for language in ("en", "ja"):
        alone = {}
        for url in urls:
            cache.clear()
            alone[url] = _without_token(client.get(url, HTTP_ACCEPT_LANGUAGE=language).content)
        cache.clear()
        for url in urls:
            assert _without_token(client.get(url, HTTP_ACCEPT_LANGUAGE=language).content) == alone[url], (language, url)


def test_the_same_entries_not_evaluated_on_two_ke_link_each_pages_own_edit_form(client):
    cache.clear()
    # 庚辰日 寅時 月建午 under 子將 and 辰將: two 課 with their own patterns and the same entries not evaluated
    first, second = ({"day": "庚辰", "general": general, "hour": "寅", "month": "午"} for general in "子辰")
    kept = [patterns_context(chart_from_params(params))["patterns"] for params in (first, second)]
    assert kept[0]["key"] != kept[1]["key"]
    edit = re.compile(r'<a href="(/\?[^"]*)">Add the querent')
    waiting = [client.get("/chart/", params, follow=True).content.decode().split(
        '<section class="not-evaluated"', 1)[1].split("</section>", 1)[0] for params in (first, second)]
    links = [edit.search(section).group(1) for section in waiting]
    assert "%E5%AD%90" in links[0] and "%E8%BE%B0" in links[1]  # each page's own general, 子 and 辰
    assert waiting[0].replace(links[0], "") == waiting[1].replace(links[1], "")


def test_a_personal_charts_parts_are_not_kept_for_others(client):
    """As a personal chart's page is not kept (builder/caching.py), neither are its parts; a chart of nobody's is."""
    from urllib.parse import parse_qsl, urlsplit

    from django.core.cache.utils import make_template_fragment_key

    from divination.builder.page import ke_key

    kept = {}
    for personal, extra in ((True, {"birth_year": "1990", "sex": "female"}), (False, {})):
        cache.clear()
        url = client.get("/chart/", {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai", **extra})["Location"]
        client.get(url, HTTP_ACCEPT_LANGUAGE="en")
        chart = chart_from_params(dict(parse_qsl(urlsplit(url).query)))
        key = make_template_fragment_key("chart-initial-trace", [ke_key(chart), "en", "/"])
        kept[personal] = cache.get(key) is not None
    assert kept == {True: False, False: True}

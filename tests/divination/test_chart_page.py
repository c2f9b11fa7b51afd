"""The chart page: canonical URLs, steps with and without htmx, the drawing, the schools' other answers."""
from urllib.parse import unquote

from tests.pages import unmarked, without_token

from .conftest import DEFAULT_TOKEN


def test_a_ke_query_redirects_to_its_permanent_address_with_the_version_of_the_defaults(client):
    response = client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑"})
    assert response.status_code == 302
    assert unquote(response["Location"]) == "/ke/丁卯/亥/丑/?v=1"


def test_an_old_long_link_redirects_to_the_short_link_of_the_same_chart(client):
    """A link made before the short form: every option in `o`, every pattern setting in `p`, noble written out."""
    settings = "v1.gj.jf.z2.es.sy.be.ab.he.nj.mj.yd.c6.xd.pg.fp.lb.de.ip.Va.qg.kc.rs.wh.us.Tg.Lg.Bt.Jg.Xg.M1.Nn.Rr.Zb.Ys"
    response = client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑", "noble": "night",
                                      "o": DEFAULT_TOKEN, "p": settings, "step": "initial"})
    assert response.status_code == 302
    assert unquote(response["Location"]) == "/ke/丁卯/亥/丑/?v=1&step=initial"
    changed = client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑", "noble": "night",
                                     "o": DEFAULT_TOKEN.replace("sd", "sm"), "p": settings.replace("Xg", "Xc")})
    assert unquote(changed["Location"]) == "/ke/丁卯/亥/丑/?v=1&shehai=mengzhongji&membership=catalog"
    page = unmarked(client.get(changed["Location"]).content.decode())
    assert "<title>丁卯日 亥將 丑時 · 丑亥酉 涉害" in page   # by 孟仲季, as 六壬斷案


def test_the_canonical_url_is_served_without_a_redirect(client, dingmao):
    assert client.get(dingmao).status_code == 200


def test_the_same_parameters_in_another_order_redirect_to_the_canonical_url(client, canonical):
    dingmao = canonical("丁卯", "亥", "丑", month="寅", shehai="mengzhongji")
    path, query = dingmao.split("?")
    shuffled = "&".join(reversed(query.split("&")))
    response = client.get(f"{path}?{shuffled}")
    assert response.status_code == 302
    assert response["Location"] == dingmao


def test_a_named_option_stays_a_readable_pair_after_the_version(client):
    response = client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑", "shehai": "mengzhongji"})
    assert unquote(response["Location"]) == "/ke/丁卯/亥/丑/?v=1&shehai=mengzhongji"


def test_an_option_named_at_its_default_is_left_out_of_the_link(client):
    response = client.get("/ke/丁卯/亥/丑/", {"v": "1", "shehai": "depth", "noble": "night"})
    assert unquote(response["Location"]) == "/ke/丁卯/亥/丑/?v=1"   # 丑 is a night hour: the rule's noble


def test_the_canonical_url_shows_the_whole_chart(client, dingmao):
    response = client.get(dingmao)
    assert response.status_code == 200
    page = unmarked(response.content.decode())
    assert "<title>丁卯日 亥將 丑時 · 亥酉未 涉害 · 大六壬</title>" in page
    for step in ("pillars", "general", "plates", "lessons", "initial", "transmissions", "generals", "qualities",
                 "spirits"):
        assert f'id="step-{step}"' in page


def test_link_previews_say_which_chart_it_is(client, dingmao):
    page = unmarked(client.get(dingmao).content.decode())
    assert '<meta property="og:title" content="丁卯日 亥將 丑時 · 亥酉未 涉害">' in page
    description = "大六壬 丁卯日 亥將 丑時 · 亥酉未 涉害. 四課 (一課 to 四課) 巳/丁 卯/巳 丑/卯 亥/丑; 三傳 初 亥 中 酉 末 未."
    assert f'<meta property="og:description" content="{description}' in page
    assert f'<meta name="description" content="{description}' in page


def test_the_link_is_visible_and_selectable_without_javascript(client, dingmao):
    page = unmarked(client.get(dingmao).content.decode())
    assert f'value="http://testserver{unquote(dingmao).replace("&", "&amp;")}"' in page


def test_chart_pages_are_cacheable_and_vary_on_htmx(client, dingmao):
    response = client.get(dingmao)
    assert "public" in response["Cache-Control"]
    assert "max-age=86400" in response["Cache-Control"]
    assert "HX-Request" in response["Vary"]


def test_a_step_url_shows_the_steps_up_to_it_and_no_further(client, dingmao):
    page = unmarked(client.get(dingmao + "&step=lessons").content.decode())
    assert 'id="step-plates"' in page and 'id="step-lessons"' in page
    assert 'id="step-initial"' not in page
    assert 'class="step current" id="step-lessons"' in page


def test_a_step_has_next_and_previous_links_that_work_without_javascript(client, dingmao):
    page = unmarked(client.get(dingmao + "&step=lessons").content.decode())
    initial = (dingmao + "&step=initial").replace("&", "&amp;")
    plates = (dingmao + "&step=plates").replace("&", "&amp;")
    assert f'<a href="{initial}#step-initial" hx-get="{initial}"' in page
    assert f'<a href="{plates}#step-plates" hx-get="{plates}"' in page
    assert 'hx-push-url="true" rel="next"' in page


def test_an_htmx_request_gets_only_the_step_region(client, dingmao):
    response = client.get(dingmao + "&step=initial", HTTP_HX_REQUEST="true")
    page = unmarked(response.content.decode())
    assert response.status_code == 200
    assert page.lstrip().startswith('<section id="chart-steps"')
    assert "<html" not in page and "<title>" not in page
    assert 'id="step-initial"' in page


def test_a_request_without_htmx_gets_the_full_page(client, dingmao):
    page = unmarked(client.get(dingmao + "&step=initial").content.decode())
    assert page.startswith("<!DOCTYPE html>")
    assert '<section id="chart-steps"' in page


def test_an_htmx_history_restore_gets_the_full_page(client, dingmao):
    response = client.get(dingmao + "&step=initial", HTTP_HX_REQUEST="true",
                          HTTP_HX_HISTORY_RESTORE_REQUEST="true")
    assert unmarked(response.content.decode()).startswith("<!DOCTYPE html>")


def test_the_drawing_puts_the_heaven_plate_over_the_earth_plate_with_the_generals(client, dingmao):
    page = unmarked(client.get(dingmao).content.decode())
    # 丁卯 亥將 丑時, night noble 酉 on earth 亥 (順): heaven 巳 rides earth 未 with 太常, 亥 on 丑 with 朱雀.
    assert '<span class="general">太常</span>' in page
    assert 'class="palace r1 c3">' in page  # earth 未 in the top row, third column
    assert '<span class="heaven" title="天盤 heaven plate">巳</span>' in page


def test_the_void_branches_are_marked(client, dingmao):
    page = unmarked(client.get(dingmao).content.decode())
    # 丁卯 is in the 甲子 decade: 戌 and 亥 are void; the initial 亥 is marked.
    assert '<td class="branch">亥<small class="void-mark">空</small></td>' in page
    assert "<b>戌亥</b>, are void" in page


def test_the_lessons_read_right_to_left(client, dingmao):
    page = unmarked(client.get(dingmao).content.decode())
    assert ('<th scope="col" data-part="lesson:4">四課</th><th scope="col" data-part="lesson:3">三課</th>'
            '<th scope="col" data-part="lesson:2">二課</th><th scope="col" data-part="lesson:1">一課</th>') in page
    assert ('<tr class="lesson-lowers"><td data-part="lesson:4">丑</td><td data-part="lesson:3 day">卯</td>'
            '<td data-part="lesson:2">巳</td><td data-part="lesson:1 stem">丁</td></tr>') in page


def test_the_initial_step_shows_the_shehai_count_of_each_candidate(client, dingmao):
    page = unmarked(client.get(dingmao).content.decode())
    # 丑 stands on 卯 and meets 卯 and 乙 (wood overcoming earth): 2; 亥 on 丑 meets 丑 辰 戊 未 己 戌: 6.
    assert '<td class="depth">2</td>' in page and '<td class="depth">6</td>' in page
    assert "亥 has suffered most (depth 6)." in page


def test_the_other_shehai_school_is_shown_beside_the_chosen_one(client, dingmao):
    page = unmarked(client.get(dingmao).content.decode())
    assert "三傳 丑亥酉" in page
    assert "六壬大全 gives 亥酉未 by the depth count; 六壬斷案 and 中黃經 give 丑亥酉" in page
    assert 'href="/ke/丁卯/亥/丑/?v=1&amp;shehai=mengzhongji"' in unquote(page)


def test_the_xinjing_day_noble_at_yin_hour_is_named(client, canonical):
    page = unmarked(client.get(canonical("甲戌", "戌", "寅")).content.decode())
    assert "心鏡 卷三 (魄化) and 六壬斷案 案68 put 白虎 on 午" in page
    assert "貴人 · day noble 晝貴" in page


def test_a_method_decided_chart_links_each_method_to_its_page(client, dingmao):
    page = unmarked(client.get(dingmao).content.decode())
    for slug in ("fuyin", "fanyin", "bazhuan", "zeike", "biyong", "shehai"):
        assert f'href="/methods/{slug}/"' in page


def test_the_short_ke_url_redirects_to_the_canonical_chart(client, dingmao):
    response = client.get("/ke/丁卯/亥/丑/")
    assert response.status_code == 302
    assert response["Location"] == dingmao


def test_fanyin_with_zeike_shows_the_usual_rule_inside_it(client, canonical):
    # 庚戌日 寅時 申將 (六壬大全): 返吟, the initial 寅 from the one 賊 lesson, then 申, then 寅.
    page = unmarked(client.get(canonical("庚戌", "申", "寅")).content.decode())
    fanyin = page.index('<a href="/methods/fanyin/">返吟</a> <span class="decided-mark">decides</span>')
    inside = page.index('<span class="within-mark">its initial by the usual rule:</span> <a href="/methods/zeike/">賊剋</a>')
    assert fanyin < inside
    assert "返吟 sets its own middle and final: The plates face each other" in page


def test_a_method_without_the_chain_states_its_own_middle_and_final(client, canonical):
    # 辛丑日 巳時 亥將: 返吟 without 賊剋 (井欄射): 亥 the post horse, 支上 未, 干上 辰.
    page = unmarked(client.get(canonical("辛丑", "亥", "巳")).content.decode())
    assert ("返吟 sets its own middle and final: 返吟 without 賊剋 (井欄射): the day branch&#x27;s post horse 亥 is "
            "the initial, 支上 未 the middle, 干上 辰 the final.") in page


def test_the_server_cache_keeps_the_page_and_the_step_region_apart(client, dingmao):
    url = dingmao + "&step=lessons"
    whole = without_token(client.get(url).content.decode())
    region = unmarked(client.get(url, HTTP_HX_REQUEST="true").content.decode())
    again = without_token(client.get(url).content.decode())
    assert whole.startswith("<!DOCTYPE html>") and again == whole
    assert region.lstrip().startswith('<section id="chart-steps"')


def test_the_initial_step_links_to_the_page_of_the_method_that_decided(client, dingmao):
    page = client.get(dingmao).content.decode()
    assert ('<span lang="zh-Hant">初傳</span> · the initial transmission\n          '
            '<a class="rule-link no-print" href="/methods/shehai/">the rule ›</a>') in page

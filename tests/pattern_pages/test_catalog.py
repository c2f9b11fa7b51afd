"""The pattern catalog /patterns/ and one pattern's page /patterns/<id>/."""
import re
from urllib.parse import quote

import pytest

from divination.engine.cycles import BRANCHES
from divination.engine.ke import all_ke
from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def rows(page):
    return re.findall(r'<td data-label="名 Name"><span><a href="/patterns/([^/]+)/"', page)


def test_the_catalog_counts_all_491_entries(client):
    # docs/patterns.md: 491 entries, 373 of 六壬經緯 and 118 of 心鏡.
    assert "491 of 491 patterns" in unmarked(client.get("/patterns/").content.decode())


def test_the_work_filter_keeps_the_118_xinjing_entries(client):
    page = unmarked(client.get("/patterns/", {"work": "xinjing", "per_page": 200}).content.decode())
    assert "118 of 491 patterns" in page
    assert rows(page) and all(r.startswith("xinjing.") for r in rows(page))


def test_the_inputs_filter_keeps_the_entries_of_the_ke_alone(client):
    page = unmarked(client.get("/patterns/", {"inputs": "C", "q": "懸胎"}).content.decode())
    assert "jingwei.xuantai.shun" in rows(page)            # 順懸胎: C (§1 #2)
    assert "jingwei.xuantai.shun.spring" not in rows(page)  # 順懸胎·春: C,MB (§1 #4)
    reads = re.findall(r'<td data-label="讀 Reads">([^<]+)</td>', page)
    assert reads and all(cell == "the 課 alone" for cell in reads)


def test_the_name_search_finds_chengdou(client):
    page = unmarked(client.get("/patterns/", {"q": "呈斗"}).content.decode())
    assert "jingwei.shuiju.shun.chengdou" in rows(page)


def test_a_row_links_the_passage_landing_on_its_defining_words(client):
    page = unmarked(client.get("/patterns/", {"q": "呈斗"}).content.decode())
    # jw:L43 is the 11th classical paragraph of 六壬經緯 卷二 (lines 3, 7, 11, …).
    assert f'href="/classics/jingwei/2/11/?hl={quote("辰申子曰呈斗")}' in page


def test_the_frequency_of_chengdou_is_the_number_of_ke_transmitting_chen_shen_zi():
    # jw:L43 「辰申子曰呈斗」: seq3 = (辰, 申, 子), counted over the 720 課 directly.
    from divination.pattern_pages.tables import pattern_rows

    expected = sum(1 for ke in all_ke() if tuple(BRANCHES[b] for b in ke.transmissions.branches) == ("辰", "申", "子"))
    row = next(r for r in pattern_rows() if r["id"] == "jingwei.shuiju.shun.chengdou")
    assert row["frequency"] == expected > 0


def test_a_seasonal_entry_depends_on_the_moment(client):
    page = unmarked(client.get("/patterns/", {"q": "jingwei.xuantai.shun.spring"}).content.decode())
    assert "depends on the moment or the querent" in page


def test_sorting_by_frequency_descending_orders_the_counts(client):
    page = unmarked(client.get("/patterns/", {"inputs": "C", "sort": "-frequency"}).content.decode())
    counts = [int(n) for n in re.findall(r"(\d+) / 720", page)]
    assert len(counts) > 10 and counts == sorted(counts, reverse=True)


def test_sort_and_filter_links_keep_each_other(client):
    page = unmarked(client.get("/patterns/", {"work": "jingwei", "sort": "name"}).content.decode())
    assert 'href="?work=jingwei&amp;sort=-name"' in page


def test_an_htmx_request_gets_only_the_results(client):
    page = unmarked(client.get("/patterns/", {"work": "xinjing"}, HTTP_HX_REQUEST="true").content.decode())
    assert "<html" not in page and "118 of 491 patterns" in page


def test_the_pattern_page_lists_the_ke_showing_it_and_the_next_moments(client):
    page = unmarked(client.get("/patterns/jingwei.shuiju.shun.chengdou/").content.decode())
    assert "順水局「呈斗」" in page and "玩其天象" in page
    # 庚辰日 k4 on the 子 hour: monthly general 辰.
    assert f'href="/ke/{quote("庚辰")}/{quote("辰")}/{quote("子")}/?v=1"' in page
    assert page.count('href="/chart/?at=') == 5


def test_the_pattern_page_of_a_travel_year_pattern_searches_for_the_querent_given(client):
    page = unmarked(client.get("/patterns/xinjing.longzhan.xingde/", {"birth_year": 1985, "sex": "female"}).content.decode())
    assert "for a woman born in 1985" in page
    assert "birth_year=1985&amp;sex=female" in page


def test_an_unknown_zone_is_reported_on_the_pattern_page(client):
    response = client.get("/patterns/jingwei.shuiju/", {"tz": "Mars/Base"})
    assert response.status_code == 400
    assert "is not a known time zone" in unmarked(response.content.decode())


def test_an_unknown_pattern_is_not_found(client):
    assert client.get("/patterns/jingwei.nothing/").status_code == 404


def test_the_pattern_page_shows_the_flags_seen_on_its_charts(client):
    # 庚辰日 k4 shows 呈斗 with 申 void (甲戌旬空申酉): 勿實論 (jw:L43).
    page = unmarked(client.get("/patterns/jingwei.shuiju.shun.chengdou/").content.decode())
    assert "勿實論</b> — not taken at face value: a transmission is void (空亡)." in page


@pytest.mark.parametrize("typed", ["悬胎", "懸胎"])
def test_the_name_search_folds_simplified_and_traditional_forms(client, typed):
    assert "jingwei.xuantai.shun" in rows(client.get("/patterns/", {"q": typed}).content.decode())


def test_several_words_of_a_name_must_all_appear(client):
    found = rows(client.get("/patterns/", {"q": "懸胎 春"}).content.decode())
    assert found and all(".spring" in entry_id for entry_id in found)


def test_an_empty_catalog_result_says_what_to_do(client):
    page = unmarked(client.get("/patterns/", {"q": "電腦"}).content.decode())
    assert "No pattern fits these filters: clear one of them, or search for a shorter name." in page


# --- issue 10: what no chart can show, methods of reading, clauses and their flags ------------------------

def test_the_catalog_says_an_unreachable_position_cannot_occur_and_why(client):
    page = unmarked(client.get("/patterns/", {"q": "jingwei.taotuo.rulin"}).content.decode())
    assert "cannot occur" in page and "玄武 stands only on 申–丑" in page


def test_the_catalog_marks_a_method_of_reading(client):
    page = client.get("/patterns/", {"q": "xinjing.shizhong.xiangsheng"}).content.decode()
    assert '<span class="kind"><span lang="zh-Hant">讀法</span> method of reading</span>' in page


def test_the_page_of_an_unreachable_position_gives_the_reason_and_searches_no_moment(client):
    page = unmarked(client.get("/patterns/jingwei.taotuo.rulin/").content.decode())
    assert "No chart can show it" in page and "玄武 stands only on 申–丑" in page
    assert "None: no chart can show it" in page


def test_the_page_of_a_method_of_reading_says_so(client):
    page = unmarked(client.get("/patterns/xinjing.shizhong/").content.decode())
    assert "A way of reading any chart, not a pattern a chart shows" in page


def test_the_page_of_a_parent_lists_its_clauses_with_the_flags_each_carries(client):
    page = unmarked(client.get("/patterns/jingwei.xingshang/").content.decode())
    clauses = page.split('class="pattern-clauses"', 1)[1].split("</section>", 1)[0]
    row = clauses.split("刑傷·初刑中、中刑末", 1)[1].split("</tr>", 1)[0]
    assert "勿實論" in row
    row = clauses.split("刑傷·干支相刑", 1)[1].split("</tr>", 1)[0]
    assert "勿實論" not in row


def test_the_page_of_a_parent_names_the_clauses_on_a_ke_where_one_is_void(client):
    """丁卯日 未將 子時 (k=7): 丁 lodges 未; 戌/卯 (木克土, 下賊上) is the one 賊 → 初傳 戌, which 刑 未: 初刑干,
    and 戌 is void in the 甲子旬 (戌亥). The 720-課 list names the clause with its 勿實論 beside the 課."""
    page = unmarked(client.get("/patterns/jingwei.xingshang/").content.decode())
    ke_list = page.split('<section class="pattern-ke">', 1)[1]  # the readings above it name 課 of their own
    item = ke_list.split("丁卯日 未將 子時", 1)[1].split("</li>", 1)[0]
    assert "刑傷·初刑干" in item and "勿實論" in item

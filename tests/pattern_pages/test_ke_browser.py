"""The 720-課 browser: every 課 once, filters and sorting in the URL, each row linking to its chart."""
import re
from urllib.parse import quote

import pytest

from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def chart_href(day, general, hour="子"):
    return f'href="/ke/{quote(day)}/{quote(general)}/{quote(hour)}/?v=1"'


def test_without_filters_it_counts_all_720_ke(client):
    page = unmarked(client.get("/ke/").content.decode())
    assert "720 of 720 課" in page


def test_a_day_filter_leaves_the_twelve_placements_of_that_day(client):
    page = unmarked(client.get("/ke/", {"day": "庚辰"}).content.decode())
    assert "12 of 720 課" in page


def test_fuyin_is_the_placement_k0_of_every_day(client):
    # k = 0: the heaven plate lies on the earth plate, 伏吟 on all sixty days (docs/engine-rules.md §3).
    page = unmarked(client.get("/ke/", {"method": "伏吟"}).content.decode())
    assert "60 of 720 課" in page


def test_a_method_with_its_sub_name_filters_on_both(client):
    whole = unmarked(client.get("/ke/", {"method": "賊剋"}).content.decode())
    yuanshou = unmarked(client.get("/ke/", {"method": "賊剋·元首", "day": "庚辰"}).content.decode())
    assert "of 720 課" in whole
    # 庚辰日 k4: only the second lesson 辰/子 has a 剋 (辰土 over 子水) → 元首, 辰申子.
    assert chart_href("庚辰", "辰") in yuanshou


def test_each_row_links_to_its_example_chart_on_the_zi_hour(client):
    # 甲子 k0 → monthly general 子 on the 子 hour; 甲子 k5 → general 巳.
    page = unmarked(client.get("/ke/", {"day": "甲子"}).content.decode())
    assert chart_href("甲子", "子") in page
    assert chart_href("甲子", "巳") in page


def test_the_pattern_filter_finds_chengdou_on_gengchen_k4(client):
    # 庚辰日 k4: transmissions 辰申子 = 順水局「呈斗」 (jw:L43 「辰申子曰呈斗」).
    page = unmarked(client.get("/ke/", {"day": "庚辰", "pattern": "jingwei.shuiju.shun.chengdou"}).content.decode())
    assert "1 of 720 課" in page
    assert chart_href("庚辰", "辰") in page
    assert "辰申子" in page


def test_sorting_by_k_descending_puts_k11_first(client):
    page = unmarked(client.get("/ke/", {"day": "甲子", "sort": "-k"}).content.decode())
    assert page.index(chart_href("甲子", "亥")) < page.index(chart_href("甲子", "子"))


def test_sort_links_keep_the_filters(client):
    page = unmarked(client.get("/ke/", {"day": "甲子"}).content.decode())
    assert f'href="?day={quote("甲子")}&amp;sort=k"' in page


def test_page_links_keep_the_query_in_its_order_with_the_page_in_its_place(client):
    # django-tables2's querystring_replace: every parameter as asked, the one it sets where it stood.
    page = unmarked(client.get("/ke/?page=1&method=%E8%B3%8A%E5%89%8B&sort=-k").content.decode())
    assert f'href="?page=2&amp;method={quote("賊剋")}&amp;sort=-k"' in page
    assert f'href="?page=1&amp;method={quote("賊剋")}&amp;sort=k"' in page


def test_a_rows_a_page_refused_after_the_same_field_was_accepted_says_why(client):
    assert "errorlist" not in client.get("/ke/", {"per_page": "20"}).content.decode()
    refused = unmarked(client.get("/ke/", {"per_page": "5"}).content.decode())
    assert "Show between 10 and 200 rows a page." in refused
    assert "errorlist" not in client.get("/ke/", {"per_page": "20"}).content.decode()


def test_each_table_has_its_own_columns():
    from divination.pattern_pages.tables import KeRows, KeTable, ke_survey

    survey = ke_survey()
    first, second = KeTable(KeRows(survey, list(survey.rows))), KeTable(KeRows(survey, list(survey.rows)))
    first.columns.hide("k")
    assert not first.columns["k"].visible and second.columns["k"].visible


def test_an_unknown_day_is_reported_and_ignored(client):
    response = client.get("/ke/", {"day": "甲丑"})
    page = unmarked(response.content.decode())
    assert response.status_code == 400
    assert "甲丑" in page and "errorlist" in page
    assert "720 of 720 課" in page


def test_an_htmx_request_gets_only_the_results(client):
    response = client.get("/ke/", {"day": "庚辰"}, HTTP_HX_REQUEST="true")
    page = unmarked(response.content.decode())
    assert "<html" not in page
    assert 'id="results"' in page and "12 of 720 課" in page
    assert "HX-Request" in response["Vary"]


def count(page):
    return int(re.search(r"(\d+) of 720 課", unmarked(page)).group(1))


def test_the_pattern_filter_takes_a_typed_name_or_part_of_one(client):
    # 呈斗 (jw:L43 「辰申子曰呈斗」) is shown on the 課 whose transmissions are 辰申子: 10 of them.
    by_name = client.get("/ke/", {"pattern": "順水局「呈斗」"}).content.decode()
    by_part = client.get("/ke/", {"pattern": "呈斗"}).content.decode()
    assert count(by_name) == count(by_part) == 10


def test_the_pattern_filter_reads_simplified_forms(client):
    # 悬胎 is simplified for 懸胎 (jw:L3): every 課 of 順懸胎 or 逆懸胎 is found.
    assert count(client.get("/ke/", {"pattern": "悬胎"}).content.decode()) == count(
        client.get("/ke/", {"pattern": "懸胎"}).content.decode()) > 0


def test_the_pattern_filter_suggests_names_and_shows_a_links_id_as_its_name(client):
    page = client.get("/ke/", {"pattern": "jingwei.shuiju.shun.chengdou"}).content.decode()
    assert '<datalist id="pattern-names">' in page and '<option value="順水局「呈斗」">' in page
    assert 'value="順水局「呈斗」"' in page.split('<datalist')[0]


def test_an_unknown_pattern_name_is_refused_with_a_message(client):
    page = unmarked(client.get("/ke/", {"pattern": "電腦"}).content.decode())
    assert "No pattern of the 課 alone is named 「電腦」" in page and "720 of 720 課" in page


def test_a_rows_patterns_fold_to_a_count_that_opens(client):
    page = client.get("/ke/", {"day": "庚辰"}).content.decode()
    assert re.search(r'<details class="ke-patterns"><summary>\d+ patterns</summary><ul lang="zh-Hant"><li><a href="/patterns/', page)


def test_the_patterns_column_leaves_the_methods_of_reading_out(client):
    """甲子日 k4 (辰申子): 始終·三傳相生 reads it (a method), 潤下 is a pattern it shows."""
    rows = unmarked(client.get("/ke/", {"day": "甲子"}).content.decode()).split("<tbody", 1)[1]
    assert "潤下" in rows and "三傳相生" not in rows


def test_a_method_of_reading_still_filters_the_720(client):
    page = unmarked(client.get("/ke/", {"day": "甲子", "pattern": "xinjing.shizhong.xiangsheng"}).content.decode())
    assert chart_href("甲子", "辰") in page

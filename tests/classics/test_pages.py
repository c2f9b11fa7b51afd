"""The reading pages: library, volume, passage, columns in the URL, citation, links out."""
import re

import pytest

from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def _html(client, url):
    response = client.get(url)
    assert response.status_code == 200, url
    return unmarked(response.content.decode())


def _column_order(html):
    return re.findall(r'<section class="column column-(\w+)', html)


def test_library_lists_both_works_with_their_volume_pages(client, corpus_db):
    html = _html(client, "/classics/")
    assert 'href="/classics/jingwei/2/"' in html and 'href="/classics/xinjing/3/"' in html


def test_volume_page_shows_every_passage_with_its_anchor(client, corpus_db):
    html = _html(client, "/classics/jingwei/2/")
    assert all(f'id="p{n}"' in html for n in range(1, 47))
    assert 'id="p47"' not in html


def test_volume_page_shows_original_reading_and_gloss_side_by_side_in_that_order(client, corpus_db):
    html = _html(client, "/classics/jingwei/2/")
    assert _column_order(html)[:3] == ["orig", "ja", "gloss"]
    assert '<div class="columns cols-3">' in html


def test_each_column_carries_its_language(client, corpus_db):
    html = _html(client, "/classics/jingwei/2/1/")
    assert re.search(r'column-ja".*?<div class="text" lang="ja">', html, re.S)
    assert re.search(r'column-gloss".*?<div class="text" lang="zh-Hant">', html, re.S)
    assert re.search(r'column-orig".*?<div class="text" lang="zh-Hant">', html, re.S)


def test_xinjing_shows_its_japanese_translation_beside_the_verse_and_the_gloss(client, corpus_db):
    html = _html(client, "/classics/xinjing/3/1/")
    assert _column_order(html) == ["orig", "ja", "gloss"]
    assert "天にあっては「寡宿」といい" in html and "column-empty" not in html


def test_passage_page_lives_at_its_permanent_url_with_previous_and_next(client, corpus_db):
    html = _html(client, "/classics/xinjing/3/2/")
    assert 'rel="prev" href="/classics/xinjing/3/1/"' in html
    assert 'rel="next" href="/classics/xinjing/3/3/"' in html
    assert "龍戰" in html


def test_first_passage_has_no_previous_and_last_has_no_next(client, corpus_db):
    assert 'rel="prev"' not in _html(client, "/classics/jingwei/2/1/")
    assert 'rel="next"' not in _html(client, "/classics/jingwei/2/46/")


def test_a_passage_that_does_not_exist_is_not_found(client, corpus_db):
    assert client.get("/classics/jingwei/2/47/").status_code == 404
    assert client.get("/classics/nosuchwork/1/").status_code == 404


def test_passage_key_redirects_to_the_permanent_url(client, corpus_db):
    response = client.get("/classics/key/xinjing-3-1/")
    assert response.status_code == 302 and response["Location"] == "/classics/xinjing/3/1/"
    assert client.get("/classics/key/not-a-key/").status_code == 404


def test_hiding_a_column_is_a_url(client, corpus_db):
    html = _html(client, "/classics/jingwei/2/1/?cols=orig,gloss")
    assert _column_order(html) == ["orig", "gloss"]
    assert 'href="?cols=orig%2Cgloss%2Cja"' in html  # the link that shows it again


def test_reordering_columns_is_a_url(client, corpus_db):
    html = _html(client, "/classics/jingwei/2/?cols=gloss,orig")
    assert _column_order(html)[:2] == ["gloss", "orig"]


def test_an_unknown_column_gets_a_message_and_the_default_columns(client, corpus_db):
    html = _html(client, "/classics/jingwei/2/1/?cols=orig,latin")
    assert "Unknown column latin" in html
    assert _column_order(html) == ["orig", "ja", "gloss"]


def test_hl_highlights_the_words_in_the_classical_text(client, corpus_db):
    html = _html(client, "/classics/jingwei/2/1/?hl=順懸胎")
    assert '<mark class="hl">順懸胎</mark>' in html


def test_citation_names_work_volume_passage_and_permanent_url_without_javascript(client, corpus_db):
    html = _html(client, "/classics/xinjing/3/1/")
    assert "《大六壬心鏡》第 3 卷 第 1 段「寡宿」 http://testserver/classics/xinjing/3/1/" in html
    assert 'class="copy-citation"' in html


def test_worked_example_links_to_that_chart_in_the_chart_builder(client, corpus_db):
    html = _html(client, "/classics/xinjing/3/9/")  # 正月癸酉日午時, 亥將 (TV1)
    assert 'href="/chart/?day=癸酉&amp;general=亥&amp;hour=午&amp;month=寅"' in html


def test_pohua_example_takes_the_general_after_chunfen(client, corpus_db):
    html = _html(client, "/classics/xinjing/3/34/")  # 二月寅時甲戌日, 戌將 (TV4)
    assert 'href="/chart/?day=甲戌&amp;general=戌&amp;hour=寅&amp;month=卯"' in html


def test_general_names_carry_their_branch_in_a_tooltip(client, corpus_db):
    html = _html(client, "/classics/xinjing/3/9/")
    assert 'href="/classics/glossary/#xiaoji" aria-describedby="tip-xinjing-3-9-xiaoji">小吉</a>' in html
    assert re.search(r'<span class="tip" role="tooltip" id="tip-xinjing-3-9-xiaoji" lang="en">小吉 = 未', html)


def test_glossary_explains_the_twelve_general_names(client, corpus_db):
    html = client.get("/classics/glossary/").content.decode()  # the terms' own lang spans are the point here
    for name, branch in [
        ("天罡", "辰"), ("小吉", "未"), ("河魁", "戌"), ("登明", "亥"), ("神后", "子"), ("大吉", "丑"),
        ("功曹", "寅"), ("太沖", "卯"), ("太乙", "巳"), ("勝光", "午"), ("傳送", "申"), ("從魁", "酉"),
    ]:
        assert re.search(rf'<span lang="zh-Hant">{name}</span> <span class="branch" lang="zh-Hant">= {branch}</span>', html), name
    assert "天魁" in html


def test_pages_carry_no_inline_script_or_style(client, corpus_db):
    for url in ["/classics/", "/classics/xinjing/3/", "/classics/jingwei/2/1/", "/classics/notes/", "/classics/glossary/", "/classics/search/?q=懸胎"]:
        html = _html(client, url)
        assert " style=" not in html and " onclick=" not in html, url
        assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), url


def test_the_xinjing_japanese_column_says_it_is_the_projects_own_translation(client, corpus_db):
    html = unmarked(client.get("/classics/xinjing/3/1/").content.decode())
    assert '<a href="/classics/about/#about-gloss">The project\'s own translation</a> of the gloss.' in html
    assert "The project's own translation" not in unmarked(client.get("/classics/jingwei/2/1/").content.decode())

"""Search across every layer, in traditional, simplified or Japanese forms."""
from unittest import mock

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from classics.search import search_forms
from tests.pages import unmarked

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("typed, traditional", [("悬胎", "懸胎"), ("三伝", "三傳"), ("関隔", "關隔"), ("关隔", "關隔")])
def test_query_forms_include_the_traditional_one(typed, traditional):
    assert traditional in search_forms(typed)


def test_query_as_typed_is_kept_among_its_forms():
    assert search_forms("神后")[0] == "神后"


@pytest.mark.parametrize("typed", ["关隔", "関隔", "關隔"])
def test_guange_is_found_whatever_form_is_typed(client, corpus_db, typed):
    html = unmarked(client.get("/classics/search/", {"q": typed}).content.decode())
    assert 'href="/classics/jingwei/2/#p3"' in html
    assert '<mark class="hl">關隔</mark>' in html


def test_simplified_xuantai_finds_the_first_passage(client, corpus_db):
    html = unmarked(client.get("/classics/search/", {"q": "悬胎"}).content.decode())
    assert 'href="/classics/jingwei/2/#p1"' in html


def test_hits_in_the_japanese_translation_are_found_and_labelled(client, corpus_db):
    html = unmarked(client.get("/classics/search/", {"q": "課体"}).content.decode())
    assert "日本語訳" in html and '<mark class="hl">課体</mark>' in html


def test_search_reaches_xinjing_commentary(client, corpus_db):
    html = unmarked(client.get("/classics/search/", {"q": "胃昴畢觜參"}).content.decode())
    assert 'href="/classics/xinjing/3/#p1"' in html


def test_result_links_to_the_permanent_page_with_the_words_highlighted(client, corpus_db):
    html = unmarked(client.get("/classics/search/", {"q": "懸胎"}).content.decode())
    assert 'href="/classics/jingwei/2/1/?hl=%E6%87%B8%E8%83%8E"' in html


def test_empty_query_gets_a_message(client, corpus_db):
    html = unmarked(client.get("/classics/search/", {"q": ""}).content.decode())
    assert "Type a word to search for" in html


def test_overlong_query_gets_a_message_not_an_error(client, corpus_db):
    response = client.get("/classics/search/", {"q": "懸" * 101})
    assert response.status_code == 200
    assert "at most 100 characters" in unmarked(response.content.decode())


def test_nothing_found_is_a_sentence_with_a_suggestion_not_a_list(client, corpus_db):
    html = unmarked(client.get("/classics/search/", {"q": "電腦"}).content.decode())
    assert '<p class="no-results">No passage holds <mark class="hl" lang="zh-Hant">電腦</mark>' in html
    assert "Try a shorter word" in html
    assert 'class="search-results"' not in html


def test_nothing_found_for_several_words_suggests_one_at_a_time(client, corpus_db):
    html = unmarked(client.get("/classics/search/", {"q": "懸胎 電腦"}).content.decode())
    assert "with all of its words together" in html and "Try the words one at a time" in html


@pytest.mark.parametrize("typed", ["关隔", "関隔", "關隔"])
def test_every_form_of_guange_finds_the_japanese_readings_form_too(client, corpus_db, typed):
    # The Japanese reading of 六壬經緯 writes 関隔 (shinjitai); the text and the gloss write 關隔.
    html = client.get("/classics/search/", {"q": typed}).content.decode()
    assert '<mark class="hl">関隔</mark>' in html and '<mark class="hl">關隔</mark>' in html


def test_the_forms_of_a_word_reach_the_japanese_one_through_the_traditional(client):
    assert set(search_forms("关隔")) == {"关隔", "關隔", "関隔"}


def test_several_words_find_only_the_passages_holding_them_all(client, corpus_db):
    # 懸胎 alone stands in passages 1 and 2 of 六壬經緯; only passage 2 names the seasons (春 玄胎 …).
    both = client.get("/classics/search/", {"q": "懸胎 玄胎"}).content.decode()
    assert 'href="/classics/jingwei/2/#p2"' in both and 'href="/classics/jingwei/2/#p1"' not in both
    assert "passages hold every word of" in both or "passage holds every word of" in both


def test_the_index_is_built_once_for_many_queries(corpus_db):
    from classics.search import search, search_index

    index = search_index()
    search("懸胎")
    search("三傳")
    assert search_index() is index


def test_the_index_follows_the_corpus_when_it_is_loaded_again(client, corpus_db):
    from classics.models import Passage, SourceFile

    client.get("/classics/search/", {"q": "懸胎"})
    passage = Passage.objects.get(key="jingwei-2-1")
    passage.gloss = (passage.gloss or "") + "測試之詞"
    passage.save()
    SourceFile.objects.filter(volume=passage.volume).update(sha256="0" * 64)
    html = client.get("/classics/search/", {"q": "測試之詞"}).content.decode()
    assert "1 passage holds" in html and 'href="/classics/jingwei/2/#p1"' in html


def test_outside_a_transaction_the_corpus_version_is_read_at_most_once_a_second(
        transactional_db, monkeypatch, django_assert_num_queries):
    from classics import search as searching

    now = [1000.0]
    monkeypatch.setattr(searching, "_version_read", None)
    monkeypatch.setattr(searching.time, "monotonic", lambda: now[0])
    version = searching.corpus_version()
    now[0] += 0.9
    with django_assert_num_queries(0):
        assert searching.corpus_version() == version
    now[0] += 0.1
    with CaptureQueriesContext(connection) as read_again:
        assert searching.corpus_version() == version
    assert read_again.captured_queries


def test_inside_a_transaction_the_corpus_version_is_read_each_time(corpus_db, monkeypatch,
                                                                   django_assert_num_queries):
    from classics import search as searching

    monkeypatch.setattr(searching, "_version_read", (searching.time.monotonic(), ("kept",)))
    in_database = searching.version_in_database()
    with django_assert_num_queries(1):
        assert searching.corpus_version() == in_database


def test_a_form_found_in_two_layers_is_one_result_with_both_hits(client, corpus_db):
    # 懸胎 stands in the 經文 and in the 白話 of 六壬經緯 卷二 §1.
    html = client.get("/classics/search/", {"q": "懸胎"}).content.decode()
    first = html.split('href="/classics/jingwei/2/#p1"', 1)[1].split("</li>", 1)[0]
    assert "經文" in first and "白話" in first


def test_after_the_warm_up_a_search_loads_no_dictionary_and_builds_no_index(client, corpus_db, monkeypatch):
    from classics import search as searching
    from classics.search import search_index
    from liuren_site.warmup import warm_up
    from sources.variants import converter, written_forms

    monkeypatch.setattr(searching, "_built", None)
    converter.cache_clear()
    written_forms.cache_clear()
    with mock.patch("django.db.connections.close_all"):  # what the master does before it forks; the test goes on
        warm_up()
    index, loaded = search_index(), converter.cache_info().misses
    assert client.get("/classics/search/", {"q": "悬胎 関隔"}).status_code == 200
    assert search_index() is index
    assert converter.cache_info().misses == loaded


def test_the_xinjing_japanese_translation_is_searched(client, corpus_db):
    # 心鏡 3.1: 「故郷を遠く離れる」 is in its Japanese translation only.
    page = client.get("/classics/search/", {"q": "故郷を遠く離れる"}).content.decode()
    assert 'href="/classics/xinjing/3/1/' in page

"""Search across every layer, in traditional, simplified or Japanese forms."""
import pytest

from classics.search import query_variants
from tests.pages import unmarked

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("typed, traditional", [("悬胎", "懸胎"), ("三伝", "三傳"), ("関隔", "關隔"), ("关隔", "關隔")])
def test_query_forms_include_the_traditional_one(typed, traditional):
    assert traditional in query_variants(typed)


def test_query_as_typed_is_kept_among_its_forms():
    assert query_variants("神后")[0] == "神后"


@pytest.mark.parametrize("typed", ["关隔", "関隔", "關隔"])
def test_guange_is_found_whatever_form_is_typed(client, corpus_db, typed):
    html = unmarked(client.get("/classics/search/", {"q": typed}).content.decode())
    assert 'href="/classics/jingwei/2/#p3"' in html
    assert '<mark class="hl">關隔</mark>' in html


def test_simplified_xuantai_finds_the_first_passage(client, corpus_db):
    html = unmarked(client.get("/classics/search/", {"q": "悬胎"}).content.decode())
    assert 'href="/classics/jingwei/2/#p1"' in html


def test_hits_in_the_japanese_reading_are_found_and_labelled(client, corpus_db):
    html = unmarked(client.get("/classics/search/", {"q": "課体"}).content.decode())
    assert "訓読" in html and '<mark class="hl">課体</mark>' in html


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


def test_nothing_found_says_so(client, corpus_db):
    html = unmarked(client.get("/classics/search/", {"q": "電腦"}).content.decode())
    assert "0 passages" in html and "Nothing found" in html

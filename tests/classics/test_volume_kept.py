"""A volume page keeps its contents and passages (a {% cache %} fragment): served from the kept fragment it says
what it says rendered afresh, in the reader's language, and after the texts change."""
import pytest
from django.core.cache import cache

from tests.pages import without_token

pytestmark = pytest.mark.django_db

def test_a_kept_volume_page_is_the_page_rendered_afresh(client, corpus_db):
    cache.clear()
    fresh = client.get("/classics/jingwei/2/", {"hl": "三傳"}).content.decode()
    kept = client.get("/classics/jingwei/2/", {"hl": "三傳"}).content.decode()
    assert without_token(kept) == without_token(fresh)


def test_the_kept_passages_are_kept_per_language(client, corpus_db):
    """The column heads are the reader's words: a Japanese reader after an English one reads them in Japanese."""
    cache.clear()
    english = client.get("/classics/jingwei/2/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    japanese = client.get("/classics/jingwei/2/", HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "Contents: " in english
    assert "Contents: " not in japanese


def test_a_volume_page_shows_the_texts_load_corpus_changed(client, corpus_db):
    from classics.models import Passage, SourceFile

    client.get("/classics/jingwei/2/")
    passage = Passage.objects.get(key="jingwei-2-1")
    Passage.objects.filter(pk=passage.pk).update(title="新題")
    SourceFile.objects.filter(pk=SourceFile.objects.first().pk).update(sha256="0" * 64)
    assert "新題" in client.get("/classics/jingwei/2/").content.decode()

"""A volume page keeps its contents and passages marked (languages' {% premarked %}): served from the kept
fragment it says what it says rendered afresh, in the reader's language, and after the texts change."""
import pytest
from django.core.cache import cache
from django.template import Context, Template
from django.utils import translation

from languages.marking import mark_foreign_runs
from tests.pages import without_token

pytestmark = pytest.mark.django_db

KEPT = Template('{% load languages %}{% marked %}<p>甲子</p>{% premarked sample n %}<p>乙丑</p>{% endpremarked %}{% endmarked %}')


def test_a_kept_volume_page_is_the_page_rendered_afresh(client, corpus_db):
    cache.clear()
    fresh = client.get("/classics/jingwei/2/", {"hl": "三傳"}).content.decode()
    kept = client.get("/classics/jingwei/2/", {"hl": "三傳"}).content.decode()
    assert without_token(kept) == without_token(fresh)


def test_the_kept_fragment_is_marked_as_the_rest_of_an_english_page():
    cache.clear()
    with translation.override("en"):
        html = KEPT.render(Context({"n": 1}))
    assert html == mark_foreign_runs("<p>甲子</p><p>乙丑</p>")
    assert html == '<p><span lang="zh-Hant">甲子</span></p><p><span lang="zh-Hant">乙丑</span></p>'


def test_the_kept_fragment_is_kept_per_language():
    cache.clear()
    with translation.override("en"):
        KEPT.render(Context({"n": 1}))
    with translation.override("zh-hant"):
        assert KEPT.render(Context({"n": 1})) == "<p>甲子</p><p>乙丑</p>"


def test_a_volume_page_shows_the_texts_load_corpus_changed(client, corpus_db):
    from classics.models import Passage, SourceFile

    client.get("/classics/jingwei/2/")
    passage = Passage.objects.get(key="jingwei-2-1")
    Passage.objects.filter(pk=passage.pk).update(title="新題")
    SourceFile.objects.filter(pk=SourceFile.objects.first().pk).update(sha256="0" * 64)
    assert "新題" in client.get("/classics/jingwei/2/").content.decode()

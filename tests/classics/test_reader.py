"""The reader keeps its layout: columns in every link and remembered for the next visit; an empty layer
hidden until asked for; a contents list and column heads on a volume page; the worked example of 3.25."""
import re

import pytest

from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def _columns(html):
    return re.findall(r'<section class="column column-(\w+)', html)


def test_previous_next_and_volume_links_carry_the_chosen_columns(client, corpus_db):
    html = unmarked(client.get("/classics/jingwei/2/2/", {"cols": "gloss,orig"}).content.decode())
    assert 'rel="prev" href="/classics/jingwei/2/1/?cols=gloss%2Corig"' in html
    assert 'rel="next" href="/classics/jingwei/2/3/?cols=gloss%2Corig"' in html
    assert 'href="/classics/jingwei/2/?cols=gloss%2Corig#p2">in the volume</a>' in html


def test_a_volume_pages_passage_links_carry_the_chosen_columns(client, corpus_db):
    html = unmarked(client.get("/classics/jingwei/2/", {"cols": "orig,ja"}).content.decode())
    assert 'href="/classics/jingwei/2/1/?cols=orig%2Cja">page of passage 1</a>' in html


def test_the_chosen_columns_are_remembered_for_the_next_visit(client, corpus_db):
    response = client.get("/classics/jingwei/2/1/", {"cols": "orig,gloss"})
    assert response.cookies["liuren_cols"].value == "orig,gloss"
    later = unmarked(client.get("/classics/jingwei/2/7/").content.decode())
    assert _columns(later) == ["orig", "gloss"]
    assert 'rel="next" href="/classics/jingwei/2/8/?cols=orig%2Cgloss"' in later


def test_a_page_depending_on_the_remembered_layout_says_so_to_caches(client, corpus_db):
    assert "Cookie" in client.get("/classics/jingwei/2/1/")["Vary"]


def test_the_remembered_layout_holds_for_both_works(client, corpus_db):
    client.get("/classics/jingwei/2/1/", {"cols": "ja,orig,gloss"})
    assert _columns(unmarked(client.get("/classics/xinjing/3/1/").content.decode())) == ["ja", "orig", "gloss"]


def test_without_a_choice_the_links_stay_plain(client, corpus_db):
    html = unmarked(client.get("/classics/jingwei/2/2/").content.decode())
    assert 'rel="next" href="/classics/jingwei/2/3/"' in html


def test_a_volume_page_has_a_contents_list(client, corpus_db):
    html = unmarked(client.get("/classics/xinjing/3/").content.decode())
    contents = html[html.index('<nav class="volume-contents"'):html.index("</nav>", html.index('<nav class="volume-contents"'))]
    assert "Contents: 40 passages" in contents
    assert '<li value="25"><a href="#p25">天禍·例</a></li>' in contents


def test_a_volume_page_has_column_heads_that_stay_in_view(client, corpus_db):
    html = unmarked(client.get("/classics/jingwei/2/").content.decode())
    heads = re.search(r'<div class="column-heads">\s*<div class="columns cols-3">(.*?)</div>', html, re.S).group(1)
    assert re.findall(r"<span>([^<]+)</span>", heads) == ["經文 · original", "日本語訳 · Japanese translation", "白話 · Chinese gloss"]


def test_the_passage_page_heads_its_columns_one_level_below_its_title(client, corpus_db):
    html = unmarked(client.get("/classics/jingwei/2/1/").content.decode())
    assert '<h2 class="column-head">經文 · original</h2>' in html and "<h3 class=\"column-head\">" not in html


def test_the_example_of_xinjing_3_25_opens_its_chart(client, corpus_db):
    # 「假合乙酉戌時課」: 假合 carries a note (假令), so the link holds the rest of the words: 乙酉日 戌時, 子將 before 雨水.
    html = unmarked(client.get("/classics/xinjing/3/25/").content.decode())
    assert re.search(r'<a class="example" href="/chart/\?day=乙酉&amp;general=子&amp;hour=戌&amp;month=寅"[^>]*>乙酉戌時課</a>', html)
    assert '<mark class="note-mark">假合</mark>' in html


def test_a_note_and_a_term_explanation_are_marked_english_inside_the_chinese_text(client, corpus_db):
    html = unmarked(client.get("/classics/jingwei/2/40/").content.decode())
    assert 'class="note-pop" role="note" lang="en">' in html


def test_the_about_page_explains_the_sigla_and_where_the_texts_come_from(client, corpus_db):
    html = client.get("/classics/about/").content.decode()
    for siglum in ("底本", "郭本", "許本", "程偉堂"):
        assert f"<dt lang=\"zh-Hant\">{siglum}</dt>" in html or f'<span lang="zh-Hant">{siglum}</span>' in html
    assert "<code>xinjing-3.zh.txt</code>" in html
    assert "5f198e04207e42d6475180dab09b95f9aaade50d27273241772c4b68aac82fb0" in html
    assert "The corpus does not name the author of the gloss or the translator of the Japanese translation" in html


def test_the_about_page_says_who_made_each_japanese_translation_and_how(client, corpus_db):
    html = " ".join(unmarked(client.get("/classics/about/").content.decode()).split())
    assert "The Japanese translation (日本語訳) of 六壬經緯 comes with the corpus, in its Japanese file" in html
    assert "The Japanese translation of 大六壬心鏡 卷三 is the project's own" in html


def test_the_notes_page_and_the_footer_lead_to_the_about_page(client, corpus_db):
    assert 'href="/classics/about/"' in unmarked(client.get("/classics/notes/").content.decode())
    assert 'href="/classics/about/"' in unmarked(client.get("/").content.decode())

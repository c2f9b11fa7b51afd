"""Editorial notes: attached to the printed words, which stay as printed."""
import pytest

from classics.models import EditorialNote, Passage
from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def test_every_note_sits_on_the_printed_words_it_quotes(corpus_db):
    for note in EditorialNote.objects.select_related("passage"):
        assert note.passage.original[note.start : note.end] == note.printed, (note.passage.key, note.printed)


def test_the_gloss_flags_are_all_attached(corpus_db):
    flagged = set(
        EditorialNote.objects.filter(authority="gloss").values_list("passage__key", "printed", "reading")
    )
    assert {
        ("jingwei-2-14", "末作畫干", "末生干"),
        ("jingwei-2-17", "剋剋干", "克干"),
        ("jingwei-2-40", "重慶", "喜慶"),
        ("jingwei-2-41", "初傳乘天空曰，", "初傳乘天空曰朝天，"),
        ("xinjing-3-22", "二硅遊", "二奎遊"),
        ("xinjing-3-32", "加盛開季", "加戌季"),
    } <= flagged


def test_second_occurrence_is_the_one_annotated_when_the_error_is_the_repeat(corpus_db):
    note = EditorialNote.objects.get(passage__key="jingwei-2-30", printed="皆曰既往")
    original = note.passage.original
    jianglai = original.index("將來 春火")  # the 將來 entry, which still says 皆曰既往
    assert original.find("皆曰既往") < jianglai < note.start


def test_the_printed_heading_stays_as_printed_with_the_emendation_beside_it(client, corpus_db):
    html = unmarked(client.get("/classics/jingwei/2/40/").content.decode())
    assert '<mark class="note-mark">重慶</mark>' in html
    assert "→ 「喜慶」" in html


def test_a_note_opens_from_a_button_bound_to_its_popover(client, corpus_db):
    html = unmarked(client.get("/classics/jingwei/2/14/").content.decode())
    assert 'popovertarget="note-jingwei-2-14-1"' in html
    assert '<span popover id="note-jingwei-2-14-1"' in html


def test_notes_page_lists_every_note_of_every_work(client, corpus_db):
    html = unmarked(client.get("/classics/notes/").content.decode())
    assert html.count("#note-item-") == EditorialNote.objects.count()
    assert "六壬經緯" in html and "大六壬心鏡" in html


def test_notes_table_sorts_by_a_column_given_in_the_url(client, corpus_db):
    html = unmarked(client.get("/classics/notes/?sort=printed").content.decode())
    printed = sorted(EditorialNote.objects.values_list("printed", flat=True))
    assert html.index(f">{printed[0]}<") < html.index(f">{printed[-1]}<")


def test_notes_link_to_their_place_on_the_passage_page(client, corpus_db):
    html = unmarked(client.get("/classics/notes/").content.decode())
    assert 'href="/classics/jingwei/2/14/#note-item-jingwei-2-14-1"' in html
    assert Passage.objects.get(key="jingwei-2-14").notes.count() == 1

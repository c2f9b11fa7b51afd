"""心鏡's commentary (註) and the editors' remarks (按) apart from the verse."""
import pytest

from classics.models import CommentarySpan, Passage
from tests.pages import unmarked

pytestmark = pytest.mark.django_db

PUNCTUATION = set("，。；：、？！“”「」 ◎")


def _split(passage):
    """(verse, spans) where verse is the printed text outside the spans."""
    spans = list(passage.commentary_spans.order_by("start"))
    verse, position = [], 0
    for span in spans:
        verse.append(passage.original[position : span.start])
        position = span.end
    verse.append(passage.original[position:])
    return "".join(verse), spans


def _xinjing():
    return Passage.objects.filter(volume__work__slug="xinjing").order_by("number")


def test_verse_and_commentary_put_back_in_place_reproduce_every_printed_line(corpus_db):
    for passage in _xinjing():
        pieces, position = [], 0
        for span in passage.commentary_spans.order_by("start"):
            assert position <= span.start < span.end, passage.key
            pieces += [passage.original[position : span.start], passage.original[span.start : span.end]]
            position = span.end
        pieces.append(passage.original[position:])
        assert "".join(pieces) == passage.original, passage.key


def test_the_verse_left_over_is_whole_seven_character_lines_in_every_paragraph(corpus_db):
    for passage in _xinjing():
        verse, _ = _split(passage)
        signs = [c for c in verse if c not in PUNCTUATION]
        assert len(signs) % 7 == 0, (passage.key, verse)


def test_guasu_commentary_begins_after_the_verse_line_that_names_the_void(corpus_db):
    passage = Passage.objects.get(key="xinjing-3-1")
    first = passage.commentary_spans.order_by("start").first()
    assert passage.original[:first.start].endswith("甲戌旬中用酉申")
    assert passage.original[first.start : first.end] == "如甲戌旬中，胃昴畢觜參是為寡宿，是居天也。申酉為孤辰，是在地也。"


def test_guasu_verse_reads_as_the_eight_lines_of_the_poem(corpus_db):
    verse, _ = _split(Passage.objects.get(key="xinjing-3-1"))
    assert verse == (
        "居天寡宿地孤辰，發用當知六甲旬。欲識空亡何宿是，甲戌旬中用酉申"
        "占人孤獨離桑梓，財物虛無伴不親。官位遇之宜改動，出行防盜擬侵人"
        "所聞百事皆非實，疾病遭官不害身"
    )


def test_the_babun_example_paragraph_is_all_commentary(corpus_db):
    verse, spans = _split(Passage.objects.get(key="xinjing-3-9"))
    assert verse == "" and len(spans) == 1


def test_the_editors_remarks_in_zhuixu_are_marked_apart_from_the_old_commentary(corpus_db):
    passage = Passage.objects.get(key="xinjing-3-5")
    editor = [passage.original[s.start : s.end] for s in passage.commentary_spans.filter(kind=CommentarySpan.Kind.EDITOR)]
    assert "偉堂按：此句是日干加支克支者，" in editor
    assert "郭本“今”作“勒”。" in editor


def test_jingwei_has_no_commentary_run_into_its_text(corpus_db):
    assert not CommentarySpan.objects.filter(passage__volume__work__slug="jingwei").exists()


def test_commentary_is_shown_in_its_own_smaller_block_after_its_verse(client, corpus_db):
    html = unmarked(client.get("/classics/xinjing/3/1/").content.decode())
    verse_end = html.index("甲戌旬中用酉申")
    commentary = html.index('<span class="seg seg-commentary">如甲戌旬中')
    assert verse_end < commentary

"""load_corpus and export_corpus: the corpus in the database, nothing lost, nothing half-loaded."""
import hashlib
import shutil

import pytest
from django.conf import settings
from django.core.management import CommandError, call_command

from classics.models import CommentarySpan, EditorialNote, Passage, SourceFile, Work

from .test_corpus_files import README_SHA256

pytestmark = pytest.mark.django_db


def test_load_corpus_stores_both_works_with_all_their_passages(corpus_db):
    assert dict(Work.objects.values_list("slug", "title")) == {"jingwei": "六壬經緯", "xinjing": "大六壬心鏡"}
    assert Passage.objects.filter(volume__work__slug="jingwei", volume__number=2).count() == 46
    assert Passage.objects.filter(volume__work__slug="xinjing", volume__number=3).count() == 40


def test_first_jingwei_passage_is_xuantai_with_its_three_layers(corpus_db):
    passage = Passage.objects.get(key="jingwei-2-1")
    assert passage.title == "懸胎"
    assert passage.original.startswith("懸胎 三傳亥寅巳、寅巳申")
    assert passage.gloss.startswith("「懸胎」是三傳全落在寅、申、巳、亥四孟之位的課體")
    assert passage.reading.startswith("「懸胎」は三伝がすべて寅・申・巳・亥の四孟の位に落ちる課体である")
    assert (passage.original_line, passage.gloss_line, passage.reading_line) == (3, 5, 5)


def test_xinjing_has_no_japanese_reading(corpus_db):
    assert not Passage.objects.filter(volume__work__slug="xinjing", reading__isnull=False).exists()


def test_loading_twice_changes_nothing(corpus_db):
    before = list(Passage.objects.order_by("key").values_list("pk", "key", "original", "gloss", "reading"))
    notes = EditorialNote.objects.count()
    call_command("load_corpus", verbosity=0)
    assert list(Passage.objects.order_by("key").values_list("pk", "key", "original", "gloss", "reading")) == before
    assert EditorialNote.objects.count() == notes


def test_export_writes_every_file_back_byte_for_byte(corpus_db, tmp_path):
    call_command("export_corpus", str(tmp_path), verbosity=0)
    written = {path.name: hashlib.sha256(path.read_bytes()).hexdigest() for path in tmp_path.iterdir()}
    assert written == README_SHA256


def test_source_files_record_the_reference_checksums(corpus_db):
    assert dict(SourceFile.objects.values_list("name", "sha256")) == README_SHA256


def _copy_of_corpus(tmp_path):
    for path in settings.CORPUS_DIR.glob("*.txt"):
        shutil.copy(path, tmp_path / path.name)
    return tmp_path


def test_a_broken_file_is_refused_and_the_database_keeps_what_it_had(corpus_db, tmp_path):
    directory = _copy_of_corpus(tmp_path)
    broken = directory / "xinjing-3.zh.txt"
    lines = broken.read_text(encoding="utf-8").split("\n")
    lines[5] = "not an empty line"  # line 6 separates two paragraphs
    broken.write_text("\n".join(lines), encoding="utf-8")
    before = Passage.objects.count(), CommentarySpan.objects.count()
    with pytest.raises(CommandError, match=r"xinjing-3\.zh\.txt, line 6: should be the empty line"):
        call_command("load_corpus", str(directory), verbosity=0)
    assert (Passage.objects.count(), CommentarySpan.objects.count()) == before


def test_a_japanese_file_whose_classical_text_differs_is_refused(corpus_db, tmp_path):
    directory = _copy_of_corpus(tmp_path)
    japanese = directory / "jingwei-2.ja.txt"
    japanese.write_text(japanese.read_text(encoding="utf-8").replace("關隔 三傳", "関隔 三伝", 1), encoding="utf-8")
    with pytest.raises(CommandError, match=r"jingwei-2\.ja\.txt, line 11: classical text differs"):
        call_command("load_corpus", str(directory), verbosity=0)
    assert Passage.objects.get(key="jingwei-2-3").original.startswith("關隔 三傳")


def test_markup_that_no_longer_fits_the_text_is_refused_naming_the_data_file(corpus_db, tmp_path):
    directory = _copy_of_corpus(tmp_path)
    text = directory / "jingwei-2.zh.txt"
    edited = text.read_text(encoding="utf-8").replace("末作畫干", "末生干")
    text.write_text(edited, encoding="utf-8")
    (directory / "jingwei-2.ja.txt").write_text(
        (directory / "jingwei-2.ja.txt").read_text(encoding="utf-8").replace("末作畫干", "末生干"), encoding="utf-8"
    )
    with pytest.raises(CommandError, match=r"notes\.tsv, line \d+: 「末作畫干」"):
        call_command("load_corpus", str(directory), verbosity=0)

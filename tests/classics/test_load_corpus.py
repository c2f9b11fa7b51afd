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


def test_every_xinjing_passage_has_its_japanese_translation(corpus_db):
    passages = Passage.objects.filter(volume__work__slug="xinjing")
    assert passages.count() == 40 and not passages.filter(reading__isnull=True).exists()
    first = passages.get(number=1)
    assert first.reading.startswith("天にあっては「寡宿」といい、地にあっては「孤辰」という。")
    assert (first.original_line, first.gloss_line, first.reading_line) == (3, 5, 5)


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


def _readings():
    return Passage.objects.filter(reading__isnull=False).count()


def test_a_folder_without_the_japanese_file_is_refused_and_nothing_changes(corpus_db, tmp_path):
    directory = _copy_of_corpus(tmp_path)
    (directory / "jingwei-2.ja.txt").unlink()
    with pytest.raises(CommandError, match=r"jingwei-2\.ja\.txt: missing from .*: the corpus has jingwei-2\.zh\.txt, "
                                           r"jingwei-2\.ja\.txt, xinjing-3\.zh\.txt, xinjing-3\.ja\.txt"):
        call_command("load_corpus", str(directory), verbosity=0)
    assert _readings() == 46 + 40  # both works' Japanese columns, as they were


def test_a_file_the_corpus_does_not_have_is_refused(corpus_db, tmp_path):
    directory = _copy_of_corpus(tmp_path)
    shutil.copy(directory / "xinjing-3.zh.txt", directory / "xinjing-4.zh.txt")
    with pytest.raises(CommandError, match=r"xinjing-4\.zh\.txt: not a file of the corpus"):
        call_command("load_corpus", str(directory), verbosity=0)


def test_a_nul_byte_is_refused_naming_file_line_and_character(corpus_db, tmp_path):
    directory = _copy_of_corpus(tmp_path)
    text = directory / "xinjing-3.zh.txt"
    lines = text.read_bytes().split(b"\n")
    lines[6] = lines[6][:6] + b"\x00" + lines[6][6:]  # line 7: a verse paragraph; 6 bytes = 2 characters
    text.write_bytes(b"\n".join(lines))
    before = Passage.objects.get(key="xinjing-3-2").original
    with pytest.raises(CommandError, match=r"xinjing-3\.zh\.txt, line 7: control character U\+0000 in the line, "
                                           r"at character 3"):
        call_command("load_corpus", str(directory), verbosity=0)
    assert Passage.objects.get(key="xinjing-3-2").original == before


def test_an_oversized_line_is_refused_naming_file_and_line(corpus_db, tmp_path):
    directory = _copy_of_corpus(tmp_path)
    for name in ("jingwei-2.zh.txt", "jingwei-2.ja.txt"):  # the same classical text in both files
        path = directory / name
        lines = path.read_text(encoding="utf-8").split("\n")
        lines[2] += "卦" * 20_000
        path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(CommandError, match=r"jingwei-2\.zh\.txt, line 3: 20,0\d\d characters, more than a paragraph "
                                           r"may hold \(20,000\)"):
        call_command("load_corpus", str(directory), verbosity=0)


def test_an_oversized_file_is_refused_before_it_is_read(corpus_db, tmp_path):
    directory = _copy_of_corpus(tmp_path)
    with (directory / "xinjing-3.zh.txt").open("ab") as grown:
        grown.truncate(5 * 1024 * 1024)
    with pytest.raises(CommandError, match=r"xinjing-3\.zh\.txt: 5,242,880 bytes, more than a corpus file may hold"):
        call_command("load_corpus", str(directory), verbosity=0)


def test_a_folder_that_is_not_there_is_refused(corpus_db, tmp_path):
    with pytest.raises(CommandError, match=r"nowhere: not a folder"):
        call_command("load_corpus", str(tmp_path / "nowhere"), verbosity=0)


def test_export_into_a_file_is_refused_with_a_message(corpus_db, tmp_path):
    target = tmp_path / "a-file"
    target.write_text("keep me")
    with pytest.raises(CommandError, match=r"^corpus not exported: cannot write into .*a-file: it is a file, not a folder$"):
        call_command("export_corpus", str(target), verbosity=0)
    assert target.read_text() == "keep me"


def test_export_of_an_empty_database_says_so(corpus_db, tmp_path):
    SourceFile.objects.all().delete()  # undone after the test
    with pytest.raises(CommandError, match="holds no corpus: run load_corpus first"):
        call_command("export_corpus", str(tmp_path), verbosity=0)


def test_an_export_that_fails_midway_leaves_the_folder_as_it_was(corpus_db, tmp_path, monkeypatch):
    from classics import corpus, loading

    (tmp_path / "jingwei-2.ja.txt").write_text("the old export")
    rendered = []

    def render_then_fail(corpus_file):
        rendered.append(corpus_file.name)
        if len(rendered) == 2:
            raise OSError(28, "No space left on device")
        return corpus.render(corpus_file)
    monkeypatch.setattr(loading.corpus, "render", render_then_fail)
    with pytest.raises(CommandError, match="No space left on device"):
        call_command("export_corpus", str(tmp_path), verbosity=0)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["jingwei-2.ja.txt"]
    assert (tmp_path / "jingwei-2.ja.txt").read_text() == "the old export"


def test_exported_files_are_readable_as_any_new_file(corpus_db, tmp_path):
    call_command("export_corpus", str(tmp_path), verbosity=0)
    assert {oct(path.stat().st_mode & 0o777) for path in tmp_path.iterdir()} == {oct(0o666 & ~_umask())}


def _umask():
    import os

    current = os.umask(0)
    os.umask(current)
    return current

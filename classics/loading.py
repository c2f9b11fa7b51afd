"""Load the corpus and the project's markup into the database, and write the corpus files back.

`load_corpus` checks everything before it writes anything, and writes in one transaction: a file
whose layout is wrong leaves the database as it was.
"""
from __future__ import annotations

import errno
import hashlib
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

from django.db import transaction

from sources.keys import classical_line, companion_line, passage_key

from . import annotations, corpus
from .models import (
    CommentarySpan,
    DefinedTerm,
    EditorialNote,
    Passage,
    SourceFile,
    Volume,
    Work,
    WorkedExample,
)


@dataclass
class VolumeSource:
    """The corpus files of one volume, parsed and checked against each other."""

    work: str
    number: int
    files: list[corpus.CorpusFile]

    @property
    def title(self) -> str:
        for corpus_file in self.files:
            if corpus_file.work_title():
                return corpus_file.work_title()
        raise corpus.CorpusLayoutError(self.files[0].name, 1, "no file of this volume has a title line like '書名 · "
                                                              "第 N 卷'")

    @property
    def originals(self) -> tuple[str, ...]:
        return tuple(original for original, _ in self.files[0].paragraphs)


def read_corpus(directory: Path) -> list[VolumeSource]:
    """Parse the corpus files in `directory`, every one expected and no other, and check that the files of a
    volume agree."""
    volumes: dict[tuple[str, int], VolumeSource] = {}
    if not directory.is_dir():
        raise corpus.CorpusLayoutError(str(directory), None, "not a folder")
    found = {path.name: path for path in directory.glob("*.txt")}
    for name in corpus.EXPECTED_FILES:
        if name not in found:
            raise corpus.CorpusLayoutError(name, None, f"missing from {directory}: the corpus has "
                                                       f"{', '.join(corpus.EXPECTED_FILES)}")
    for name in sorted(set(found) - set(corpus.EXPECTED_FILES)):
        raise corpus.CorpusLayoutError(name, None, f"not a file of the corpus ({', '.join(corpus.EXPECTED_FILES)})")
    for path in (found[name] for name in corpus.EXPECTED_FILES):
        if not path.is_file():
            raise corpus.CorpusLayoutError(path.name, None, "not a file")
        if (size := path.stat().st_size) > corpus.MAX_FILE_BYTES:
            raise corpus.CorpusLayoutError(path.name, None, f"{size:,} bytes, more than a corpus file may hold "
                                                            f"({corpus.MAX_FILE_BYTES:,})")
        parsed = corpus.parse(path.name, path.read_bytes())
        volume = volumes.setdefault((parsed.work, parsed.volume), VolumeSource(parsed.work, parsed.volume, []))
        if any(f.language == parsed.language for f in volume.files):
            raise corpus.CorpusLayoutError(path.name, None, "a second file for the same volume and language")
        volume.files.append(parsed)
    for volume in volumes.values():
        volume.files.sort(key=lambda f: f.language != "zh")
        _check_same_originals(volume)
    return list(volumes.values())


def _check_same_originals(volume: VolumeSource) -> None:
    reference = volume.files[0]
    for other in volume.files[1:]:
        if len(other.paragraphs) != len(reference.paragraphs):
            raise corpus.CorpusLayoutError(
                other.name, None, f"{len(other.paragraphs)} paragraphs, but {reference.name} has "
                                  f"{len(reference.paragraphs)}"
            )
        for number, ((mine, _), (theirs, _)) in enumerate(zip(other.paragraphs, reference.paragraphs), start=1):
            if mine != theirs:
                raise corpus.CorpusLayoutError(
                    other.name, classical_line(number), f"classical text differs from {reference.name}"
                )


@dataclass
class PlacedMarkup:
    """The project's markup, placed on the corpus before anything is written."""

    titles: dict[str, str]
    commentary: dict[str, list[annotations.Span]]
    notes: list[annotations.Note]
    terms: list[annotations.Term]
    examples: list[annotations.Example]


def place_markup(volumes: list[VolumeSource], data_dir: Path) -> PlacedMarkup:
    originals = {
        passage_key(v.work, v.number, n): text for v in volumes for n, text in enumerate(v.originals, start=1)
    }
    titles = annotations.titles(data_dir / "passages.tsv")
    missing = sorted(set(originals) - set(titles), key=str)
    if missing:
        raise annotations.AnnotationError(data_dir / "passages.tsv", None, f"no title for {', '.join(missing)}")
    commentary = {}
    for volume in volumes:
        path = data_dir / f"{volume.work}-{volume.number}.commentary.tsv"
        if path.exists():
            by_number = dict(enumerate(volume.originals, start=1))
            for number, spans in annotations.commentary_spans(path, by_number).items():
                commentary[passage_key(volume.work, volume.number, number)] = spans
    return PlacedMarkup(
        titles=titles,
        commentary=commentary,
        notes=annotations.notes(data_dir / "notes.tsv", originals),
        terms=annotations.defined_terms(data_dir / "terms.tsv", originals),
        examples=annotations.examples(data_dir / "examples.tsv", originals),
    )


def load_corpus(directory: Path, data_dir: Path = annotations.DATA_DIR) -> int:
    """Load (or reload) every volume in `directory`; returns the number of passages. Idempotent."""
    volumes = read_corpus(directory)
    markup = place_markup(volumes, data_dir)
    with transaction.atomic():
        passages = [p for volume in volumes for p in _store_volume(volume, markup)]
        Passage.objects.exclude(pk__in=[p.pk for p in passages]).delete()
        SourceFile.objects.exclude(name__in=[f.name for v in volumes for f in v.files]).delete()
        _store_markup(passages, markup)
    return len(passages)


def _store_volume(source: VolumeSource, markup: PlacedMarkup) -> list[Passage]:
    work, _ = Work.objects.update_or_create(slug=source.work, defaults={"title": source.title})
    volume, _ = Volume.objects.get_or_create(work=work, number=source.number)
    for corpus_file in source.files:
        SourceFile.objects.update_or_create(
            name=corpus_file.name,
            defaults={
                "volume": volume,
                "language": corpus_file.language,
                "title": corpus_file.title,
                "final_newline": corpus_file.final_newline,
                "sha256": hashlib.sha256(corpus.render(corpus_file)).hexdigest(),
            },
        )
    existing = {p.number: p for p in volume.passages.all()}
    stored = []
    for number, original in enumerate(source.originals, start=1):
        passage = existing.get(number) or Passage(volume=volume, number=number)
        passage.volume = volume
        passage.title = markup.titles[passage_key(source.work, source.number, number)]
        passage.original = original
        passage.original_line = classical_line(number)
        passage.gloss = passage.reading = passage.gloss_line = passage.reading_line = None
        for corpus_file in source.files:
            setattr(passage, corpus_file.companion_layer, corpus_file.paragraphs[number - 1][1])
            setattr(passage, f"{corpus_file.companion_layer}_line", companion_line(number))
        passage.save()
        stored.append(passage)
    return stored


def _store_markup(passages: list[Passage], markup: PlacedMarkup) -> None:
    by_key = {p.key: p for p in passages}
    for model in (CommentarySpan, EditorialNote, DefinedTerm, WorkedExample):
        model.objects.all().delete()
    CommentarySpan.objects.bulk_create(
        CommentarySpan(passage=by_key[key], start=s.start, end=s.end, kind=s.kind)
        for key, spans in markup.commentary.items()
        for s in spans
    )
    counters: dict[str, int] = {}
    notes = []
    for note in sorted(markup.notes, key=lambda n: (n.key, n.start)):
        counters[note.key] = counters.get(note.key, 0) + 1
        notes.append(
            EditorialNote(
                passage=by_key[note.key], number=counters[note.key], start=note.start, end=note.end,
                kind=note.kind, printed=note.printed, reading=note.reading, authority=note.authority,
                register=note.register, text=note.text,
                **dict(zip(("text_zh_hant", "text_ja"), note.translations, strict=True)),
            )
        )
    EditorialNote.objects.bulk_create(notes)
    DefinedTerm.objects.bulk_create(
        DefinedTerm(passage=by_key[t.key], order=order, name=t.name, start=t.start)
        for order, t in enumerate(markup.terms, start=1)
    )
    WorkedExample.objects.bulk_create(
        WorkedExample(
            passage=by_key[e.key], start=e.start, end=e.end, day=e.day, general=e.general,
            hour=e.hour, month=e.month, general_source=e.general_source,
            **dict(zip(("general_source_zh_hant", "general_source_ja"), e.translations, strict=True)),
        )
        for e in markup.examples
    )


def export_corpus(directory: Path) -> list[Path]:
    """Write every source file back from the database, under its own name; returns the paths written.

    Every file is written to a temporary file beside its target first, and only when all are written is
    each renamed over its target: a failure (a full disk, say) leaves the folder as it was.
    OSError (a target that is not a writable folder) and CorpusLayoutError (nothing loaded) are the caller's.
    """
    rebuilt = [_rebuilt(source) for source in SourceFile.objects.select_related("volume__work").order_by("name")]
    if not rebuilt:
        raise corpus.CorpusLayoutError("the database", None, "holds no corpus: run load_corpus first")
    if directory.exists() and not directory.is_dir():
        raise NotADirectoryError(errno.ENOTDIR, "it is a file, not a folder", str(directory))
    directory.mkdir(parents=True, exist_ok=True)
    mode = _new_file_mode()
    written: list[tuple[Path, Path]] = []
    try:
        for corpus_file in rebuilt:
            with tempfile.NamedTemporaryFile("wb", dir=directory, prefix=f".{corpus_file.name}.", suffix=".tmp",
                                             delete=False) as temporary:
                written.append((Path(temporary.name), directory / corpus_file.name))
                temporary.write(corpus.render(corpus_file))
                temporary.flush()
                os.fsync(temporary.fileno())
                os.fchmod(temporary.fileno(), mode)
    except BaseException:
        for temporary_path, _ in written:
            temporary_path.unlink(missing_ok=True)
        raise
    for temporary_path, target in written:
        os.replace(temporary_path, target)
    return [target for _, target in written]


def _new_file_mode() -> int:
    """The mode open() would give a new file (temporary files are made readable by their owner only)."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def _rebuilt(source: SourceFile) -> corpus.CorpusFile:
    passages = source.volume.passages.order_by("number")
    layer = corpus.COMPANION_LAYER[source.language]
    return corpus.CorpusFile(
        name=source.name,
        work=source.volume.work.slug,
        volume=source.volume.number,
        language=source.language,
        title=source.title,
        paragraphs=tuple((p.original, getattr(p, layer)) for p in passages),
        final_newline=source.final_newline,
    )

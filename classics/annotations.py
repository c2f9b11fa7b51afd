"""The project's own markup of the corpus (classics/data/*.tsv), read and placed on the printed text.

Every row names printed words; placing it finds their character offsets in the passage, so the
printed text itself is never edited. A row that does not fit the text is refused with its file and line.
Pure Python: no Django import.
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from divination.engine.cycles import BRANCHES, STEMS

DATA_DIR = Path(__file__).resolve().parent / "data"

COMMENTARY_KINDS = {"註": "commentary", "按": "editor"}
NOTE_KINDS = ("emendation", "superfluous", "lacuna", "variant", "query")
# The languages the project's own words (the notes, the glossary's explanations) are written in besides English,
# by Django's code, in the order of their columns: 简体中文 reads the first, converted by the web half.
TRANSLATED_INTO = ("zh-hant", "ja")


class AnnotationError(ValueError):
    """A data row that does not fit the corpus; names the data file and line."""

    def __init__(self, path: Path, line: int | None, problem: str):
        super().__init__(f"{path.name}, line {line}: {problem}" if line else f"{path.name}: {problem}")


@dataclass(frozen=True)
class Row:
    path: Path
    line: int
    fields: tuple[str, ...]

    def error(self, problem: str) -> AnnotationError:
        return AnnotationError(self.path, self.line, problem)


def rows(path: Path, width: int) -> Iterator[Row]:
    """The tab-separated rows of a data file, skipping comments (#) and empty lines."""
    for number, text in enumerate(path.read_text(encoding="utf-8").split("\n"), start=1):
        if not text or text.startswith("#"):
            continue
        fields = tuple(text.split("\t"))
        if len(fields) != width:
            raise AnnotationError(path, number, f"expected {width} tab-separated fields, found {len(fields)}")
        yield Row(path, number, fields)


def find_occurrence(row: Row, text: str, words: str, occurrence: int, start: int = 0) -> tuple[int, int]:
    """[start, end) of the `occurrence`-th appearance of `words` in `text` at or after `start`."""
    position = start - 1
    for _ in range(occurrence):
        position = text.find(words, position + 1)
        if position < 0:
            raise row.error(f"「{words}」 (occurrence {occurrence}) is not in the printed text")
    return position, position + len(words)


def passage_text(row: Row, originals: dict[str, str], key: str) -> str:
    """The printed text of the passage a row names."""
    if key not in originals:
        raise row.error(f"no passage {key!r}")
    return originals[key]


@dataclass(frozen=True)
class Span:
    start: int
    end: int
    kind: str


def commentary_spans(path: Path, originals: dict[int, str]) -> dict[int, list[Span]]:
    """註 and 按 spans by passage number, located in reading order within each original."""
    spans: dict[int, list[Span]] = {}
    for row in rows(path, 3):
        number_text, kind, words = row.fields
        if not number_text.isdigit() or int(number_text) not in originals:
            raise row.error(f"no passage {number_text!r} in this volume")
        if kind not in COMMENTARY_KINDS:
            raise row.error(f"kind must be one of {', '.join(COMMENTARY_KINDS)}, not {kind!r}")
        number = int(number_text)
        previous = spans.setdefault(number, [])
        after = previous[-1].end if previous else 0
        start, end = find_occurrence(row, originals[number], words, 1, after)
        previous.append(Span(start, end, COMMENTARY_KINDS[kind]))
    return spans


@dataclass(frozen=True)
class Note:
    key: str
    start: int
    end: int
    kind: str
    printed: str
    reading: str
    authority: str
    register: str
    text: str
    translations: tuple[str, ...]  # the note in each language of TRANSLATED_INTO


def notes(path: Path, originals: dict[str, str]) -> list[Note]:
    """Editorial notes placed on the printed text of the passages (by key)."""
    placed = []
    for row in rows(path, 8 + len(TRANSLATED_INTO)):
        key, printed, occurrence, kind, reading, authority, register, text, *translations = row.fields
        if not all(translations):
            raise row.error(f"the note must be written in each of {', '.join(TRANSLATED_INTO)}")
        original = passage_text(row, originals, key)
        if kind not in NOTE_KINDS:
            raise row.error(f"kind must be one of {', '.join(NOTE_KINDS)}, not {kind!r}")
        if not occurrence.isdigit() or int(occurrence) < 1:
            raise row.error(f"occurrence must be a number from 1, not {occurrence!r}")
        start, end = find_occurrence(row, original, printed, int(occurrence))
        placed.append(Note(key, start, end, kind, printed, reading, authority, register, text, tuple(translations)))
    return placed


@dataclass(frozen=True)
class Term:
    key: str
    name: str
    start: int | None


def defined_terms(path: Path, originals: dict[str, str]) -> list[Term]:
    """Terms each passage defines; `start` is None when the printed text lacks the name (重慶 for 喜慶)."""
    terms = []
    for row in rows(path, 2):
        key, name = row.fields
        position = passage_text(row, originals, key).find(name)
        terms.append(Term(key, name, position if position >= 0 else None))
    return terms


@dataclass(frozen=True)
class Example:
    key: str
    start: int
    end: int
    day: str
    general: str
    hour: str
    month: str
    general_source: str
    translations: tuple[str, ...]  # where the general comes from, in each language of TRANSLATED_INTO


def examples(path: Path, originals: dict[str, str]) -> list[Example]:
    """Worked examples (a day, a general, an hour, perhaps a month) placed on the printed text."""
    found = []
    for row in rows(path, 7 + len(TRANSLATED_INTO)):
        key, printed, day, general, hour, month, general_source, *translations = row.fields
        if not all(translations):
            raise row.error(f"where the general comes from must be written in each of {', '.join(TRANSLATED_INTO)}")
        original = passage_text(row, originals, key)
        if len(day) != 2 or day[0] not in STEMS or day[1] not in BRANCHES:
            raise row.error(f"day must be a stem and a branch, not {day!r}")
        for name, value in (("general", general), ("hour", hour)):
            if len(value) != 1 or value not in BRANCHES:
                raise row.error(f"{name} must be a branch, not {value!r}")
        if month and (len(month) != 1 or month not in BRANCHES):
            raise row.error(f"month must be a branch or empty, not {month!r}")
        start, end = find_occurrence(row, original, printed, 1)
        found.append(Example(key, start, end, day, general, hour, month, general_source, tuple(translations)))
    return found


def titles(path: Path) -> dict[str, str]:
    """Passage titles by key."""
    return {row.fields[0]: row.fields[1] for row in rows(path, 2)}

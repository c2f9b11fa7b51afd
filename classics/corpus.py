"""Read and write the corpus files (pure Python): layout checked line by line, output byte for byte.

Layout (corpus README): UTF-8, one paragraph a line, paragraphs separated by one empty line;
line 1 is the title, then each classical paragraph is followed by its gloss (`.zh`) or its
Japanese translation of the gloss (`.ja`, 日本語訳). File names are `<work>-<volume>.<language>.txt`.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from sources.keys import classical_line, companion_line

# The layer a file's second column holds, by the file's language code.
COMPANION_LAYER = {"zh": "gloss", "ja": "reading"}

# The files a corpus folder holds (corpus/README.md): a folder lacking one would load without its layer.
EXPECTED_FILES = ("jingwei-2.zh.txt", "jingwei-2.ja.txt", "xinjing-3.zh.txt", "xinjing-3.ja.txt")
# Far above the texts' own (92 KB a file, 2,439 characters the longest paragraph), far below harm.
MAX_FILE_BYTES = 4 * 1024 * 1024
MAX_LINE_CHARACTERS = 20_000
# Control characters are damage in a text of paragraphs (PostgreSQL refuses NUL outright); \n ends a line.
_CONTROL = re.compile(r"[\x00-\x09\x0b-\x1f\x7f]")

_FILE_NAME = re.compile(r"^([a-z][a-z0-9]*)-([1-9][0-9]*)\.(zh|ja)\.txt$")
_WORK_TITLE = re.compile(r"^(?P<title>.+?) · 第 (?P<volume>[1-9][0-9]*) 卷$")


class CorpusLayoutError(ValueError):
    """A corpus file whose layout is not the one the loader expects; names the file and line."""

    def __init__(self, file_name: str, line: int | None, problem: str):
        self.file_name, self.line = file_name, line
        where = f"{file_name}, line {line}" if line else file_name
        super().__init__(f"{where}: {problem}")


@dataclass(frozen=True)
class CorpusFile:
    """One corpus file: its title line and its (classical, companion) paragraph pairs."""

    name: str
    work: str
    volume: int
    language: str
    title: str
    paragraphs: tuple[tuple[str, str], ...]
    final_newline: bool

    @property
    def companion_layer(self) -> str:
        return COMPANION_LAYER[self.language]

    def work_title(self) -> str | None:
        """The work's name from a title line like `六壬經緯 · 第 2 卷`, or None for other titles."""
        match = _WORK_TITLE.match(self.title)
        return match.group("title") if match and int(match.group("volume")) == self.volume else None


def parse_file_name(name: str) -> tuple[str, int, str]:
    """(work, volume, language) from a name like `jingwei-2.zh.txt`."""
    match = _FILE_NAME.match(name)
    if not match:
        raise CorpusLayoutError(name, None, "file name is not <work>-<volume>.<zh|ja>.txt")
    return match.group(1), int(match.group(2)), match.group(3)


def parse(name: str, data: bytes) -> CorpusFile:
    """Parse a corpus file; CorpusLayoutError names the first line that breaks the layout."""
    work, volume, language = parse_file_name(name)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise CorpusLayoutError(name, data[: error.start].count(b"\n") + 1, "not valid UTF-8") from None
    if text.startswith("\ufeff"):
        raise CorpusLayoutError(name, 1, "starts with a byte-order mark")
    final_newline = text.endswith("\n")
    lines = (text[:-1] if final_newline else text).split("\n")
    for number, line in enumerate(lines, start=1):
        if "\r" in line:
            raise CorpusLayoutError(name, number, "carriage return in the line (line ends must be \\n)")
        if control := _CONTROL.search(line):
            raise CorpusLayoutError(name, number, f"control character U+{ord(control.group()):04X} in the line, "
                                                  f"at character {control.start() + 1}")
        if len(line) > MAX_LINE_CHARACTERS:
            raise CorpusLayoutError(name, number, f"{len(line):,} characters, more than a paragraph may hold "
                                                  f"({MAX_LINE_CHARACTERS:,})")
        expected_empty = number % 2 == 0
        if expected_empty and line:
            raise CorpusLayoutError(name, number, "should be the empty line between two paragraphs")
        if not expected_empty and not line.strip():
            raise CorpusLayoutError(name, number, "should hold a paragraph but is empty")
    if len(lines) < 5 or len(lines) % 4 != 1:
        raise CorpusLayoutError(
            name, len(lines), "the file must end with a gloss or reading after its classical paragraph"
        )
    paragraphs = tuple(
        (lines[classical_line(n) - 1], lines[companion_line(n) - 1]) for n in range(1, len(lines) // 4 + 1)
    )
    return CorpusFile(name, work, volume, language, lines[0], paragraphs, final_newline)


def render(corpus_file: CorpusFile) -> bytes:
    """The file's bytes: the exact inverse of `parse`."""
    blocks = [corpus_file.title] + [line for pair in corpus_file.paragraphs for line in pair]
    return ("\n\n".join(blocks) + ("\n" if corpus_file.final_newline else "")).encode("utf-8")

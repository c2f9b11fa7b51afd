"""Passage keys and source-line references (pure Python: the matcher and the classics app both read them).

A passage key is `<work>-<volume>-<number>` (e.g. `jingwei-2-1`). The corpus files put a title on
line 1 and then alternate a classical paragraph with its gloss or reading, one empty line between:
passage n has its classical text on line 4n − 1 and its gloss (or reading) on line 4n + 1.
Catalog references name a file by its code and a line: `jw:L7`, `ja:L9`, `xj:L35`; pages show them as
passages (divination.passages: 經緯 2.2).
"""
from __future__ import annotations

import re

# The line-reference codes of docs/patterns.md ("Sources and line numbers"): code → (work, volume, language).
SOURCE_CODES: dict[str, tuple[str, int, str]] = {
    "jw": ("jingwei", 2, "zh"),
    "ja": ("jingwei", 2, "ja"),
    "xj": ("xinjing", 3, "zh"),
}

# How a reader cites a work: 經緯 2.14, 心鏡 3.40 (short title, volume, passage).
SHORT_TITLES: dict[str, str] = {"jingwei": "經緯", "xinjing": "心鏡"}

# The short titles as readers write them in each script: 經緯 (traditional), 经纬 (simplified), 経緯 (Japanese).
_CITED_TITLES: dict[str, str] = {"經緯": "jingwei", "经纬": "jingwei", "経緯": "jingwei",
                                 "心鏡": "xinjing", "心镜": "xinjing"}
_CITATION = re.compile(r"^\s*(\S+?)\s*([1-9][0-9]*)\s*[.．。·]\s*([1-9][0-9]*)\s*$")

_KEY = re.compile(r"^([a-z][a-z0-9]*)-([1-9][0-9]*)-([1-9][0-9]*)$")
_LINE_REF = re.compile(r"^([a-z]+):L([1-9][0-9]*)$")


def passage_key(work: str, volume: int, number: int) -> str:
    """The stable key of a passage, e.g. `passage_key("jingwei", 2, 1) == "jingwei-2-1"`."""
    return f"{work}-{volume}-{number}"


def parse_passage_key(key: str) -> tuple[str, int, int]:
    """(work, volume, number) of a passage key; ValueError when the key is malformed."""
    match = _KEY.match(key)
    if not match:
        raise ValueError(f"not a passage key: {key!r} (expected e.g. 'jingwei-2-1')")
    return match.group(1), int(match.group(2)), int(match.group(3))


def short_label(key: str) -> str:
    """jingwei-2-14 → 經緯 2.14: a passage as a reader cites it."""
    work, volume, number = parse_passage_key(key)
    return f"{SHORT_TITLES.get(work, work)} {volume}.{number}"


def parse_citation(text: str) -> str:
    """The key of a passage cited as the site writes it: 經緯 2.14 → jingwei-2-14 (also 经纬 2.14, 経緯2.14,
    心鏡 3．40); ValueError when the text is no such citation."""
    match = _CITATION.match(text)
    if not match or match.group(1) not in _CITED_TITLES:
        raise ValueError(f"not a citation: {text!r} (expected e.g. '經緯 2.14')")
    return passage_key(_CITED_TITLES[match.group(1)], int(match.group(2)), int(match.group(3)))


def classical_line(number: int) -> int:
    """Source line of passage `number`'s classical paragraph (3, 7, 11, …)."""
    return 4 * number - 1


def companion_line(number: int) -> int:
    """Source line of passage `number`'s gloss or reading (5, 9, 13, …)."""
    return 4 * number + 1


def passage_number_for_line(line: int) -> int:
    """The passage whose classical paragraph or gloss stands on `line`; ValueError for title or empty lines."""
    if line >= 3 and line % 4 == 3:
        return (line + 1) // 4
    if line >= 5 and line % 4 == 1:
        return (line - 1) // 4
    raise ValueError(f"line {line} holds no passage (title or empty line)")


def key_for_line_ref(ref: str) -> str:
    """Passage key of a catalog line reference: `key_for_line_ref("jw:L7") == "jingwei-2-2"`."""
    match = _LINE_REF.match(ref.strip())
    if not match or match.group(1) not in SOURCE_CODES:
        codes = ", ".join(sorted(SOURCE_CODES))
        raise ValueError(f"not a line reference: {ref!r} (expected <code>:L<line>, code one of {codes})")
    work, volume, _ = SOURCE_CODES[match.group(1)]
    return passage_key(work, volume, passage_number_for_line(int(match.group(2))))

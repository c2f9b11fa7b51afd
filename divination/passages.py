"""A passage key as the web shows it: the URL of its page (landing on the defining words) and its label.

The matcher cites passages by key only (`Entry.passage`, e.g. `jingwei-2-2`); this is where a key
becomes a link. A reader sees a passage as the books' short title, volume and number: 經緯 2.2,
心鏡 3.40; rule texts that cite the catalog's line references (`xj:L159`) are shown the same way.
"""
from __future__ import annotations

import re
from typing import Final
from urllib.parse import urlencode

from django.urls import reverse
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from divination.patterns.registry import Entry
from sources.keys import (
    SHORT_TITLES,
    SOURCE_CODES,
    parse_passage_key,
    passage_key,
    passage_number_for_line,
    short_label,
)

WORK_TITLES: Final = {"jingwei": "六壬經緯 卷二", "xinjing": "大六壬心鏡 卷三"}

# A line reference as the catalog and the rule texts write it: `xj:L159`, `jw:L7/L9`, `xj:L27, L31`,
# `心鏡 xj:L119` (the work named before it, as the link names it too), `(JP ja:L9)` after a reference to the same
# passage.
_LINE_REFS = re.compile(r" ?\(JP ja:L\d+\)|(?:(?:大六壬)?心鏡 |(?:六壬)?經緯 )?\b(jw|ja|xj):L(\d+)((?:(?:/|, ?)L\d+)*)")
QUOTATION_OPEN, QUOTATION_CLOSE = '<span lang="zh-Hant">', "</span>"
_QUOTATION: Final = re.compile(f"({re.escape(QUOTATION_OPEN)}[^<]*{re.escape(QUOTATION_CLOSE)})")


def passage_path(key: str) -> str:
    """The passage page of a key: jingwei-2-2 → /classics/jingwei/2/2/."""
    work, volume, number = parse_passage_key(key)
    return reverse("classics:passage", args=[work, volume, number])


def passage_link(item: Entry) -> str:
    """The passage page, landing on the paragraph with the defining words highlighted."""
    number = parse_passage_key(item.passage)[2]
    return f"{passage_path(item.passage)}?{urlencode({'hl': item.highlight})}#p{number}"


def passage_label(item: Entry) -> str:
    return short_label(item.passage)


def _cited(match: re.Match) -> str:
    if match.group(1) is None:
        return ""  # the Japanese reading of a passage already cited: the passage page shows it
    work, volume, _ = SOURCE_CODES[match.group(1)]
    lines = [int(match.group(2)), *(int(n) for n in re.findall(r"L(\d+)", match.group(3)))]
    numbers = list(dict.fromkeys(passage_number_for_line(line) for line in lines))
    return ", ".join(
        format_html('<a href="{}">{} '
                    '{}.{}</a>', passage_path(passage_key(work, volume, n)), SHORT_TITLES[work], volume, n)
        for n in numbers)


def _plain(text: str) -> str:
    """Escaped text; a quotation of the books a translation marks (`<span lang="zh-Hant">…</span>`) keeps its mark."""
    return "".join(format_html('<span lang="zh-Hant">{}</span>', part[len(QUOTATION_OPEN):-len(QUOTATION_CLOSE)])
                   if _QUOTATION.fullmatch(part) else escape(part) for part in _QUOTATION.split(text))


def cited(text: str) -> SafeString:
    """A rule text with its line references (`xj:L159`) as links in the reader's terms (心鏡 3.40)."""
    pieces, last = [], 0
    for match in _LINE_REFS.finditer(text):
        pieces += [_plain(text[last:match.start()]), _cited(match)]
        last = match.end()
    pieces.append(_plain(text[last:]))
    return mark_safe("".join(pieces))


def pattern_page(entry_id: str) -> str:
    return reverse("patterns:pattern", args=[entry_id])

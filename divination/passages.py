"""A passage key as the web shows it: the URL of its page (landing on the defining words) and its label.

The matcher cites passages by key only (`Entry.passage`, e.g. `jingwei-2-2`); this is where a key
becomes a link.
"""
from __future__ import annotations

from functools import cache
from typing import Final
from urllib.parse import urlencode

from django.urls import reverse

from divination.patterns.registry import Entry
from sources.keys import parse_passage_key

WORK_TITLES: Final = {"jingwei": "六壬經緯 卷二", "xinjing": "大六壬心鏡 卷三"}


@cache
def passage_path(key: str) -> str:
    """The passage page of a key: jingwei-2-2 → /classics/jingwei/2/2/."""
    work, volume, number = parse_passage_key(key)
    return reverse("classics:passage", args=[work, volume, number])


@cache
def passage_link(item: Entry) -> str:
    """The passage page, landing on the paragraph with the defining words highlighted."""
    number = parse_passage_key(item.passage)[2]
    return f"{passage_path(item.passage)}?{urlencode({'hl': item.highlight})}#p{number}"


@cache
def passage_label(item: Entry) -> str:
    work, volume, number = parse_passage_key(item.passage)
    return f"{WORK_TITLES[work].split()[0]} {volume}.{number}"


@cache
def pattern_page(entry_id: str) -> str:
    return reverse("patterns:pattern", args=[entry_id])

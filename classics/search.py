"""Search across every layer of the corpus. A query in simplified characters or in Japanese forms is
converted with OpenCC (s2t, jp2t) so that it finds the traditional text: 悬胎 → 懸胎, 三伝 → 三傳.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import reduce
from operator import or_

from django.db.models import Q
from django.utils.functional import Promise

from sources.variants import query_variants

from .columns import COLUMNS
from .models import Passage
from .rendering import highlighted

LAYERS = tuple((column.layer, column.label) for column in COLUMNS.values())
SNIPPET_RADIUS = 40
SNIPPETS_PER_LAYER = 3


@dataclass(frozen=True)
class Hit:
    layer: str
    label: str | Promise
    snippets: tuple


@dataclass(frozen=True)
class Result:
    passage: Passage
    hits: tuple[Hit, ...]


def search(query: str) -> list[Result]:
    """Every passage with a layer containing any form of the query, in corpus order."""
    variants = query_variants(query)
    condition = reduce(or_, (Q(**{f"{layer}__contains": v}) for layer, _ in LAYERS for v in variants))
    results = []
    for passage in Passage.objects.filter(condition).select_related("volume__work"):
        hits = tuple(
            Hit(layer, label, _snippets(getattr(passage, layer), variants))
            for layer, label in LAYERS
            if getattr(passage, layer) and any(v in getattr(passage, layer) for v in variants)
        )
        results.append(Result(passage, hits))
    return results


def _snippets(text: str, variants: tuple[str, ...]) -> tuple:
    positions = sorted({i for v in variants for i in _all_positions(text, v)})
    windows: list[list[int]] = []
    for position in positions:
        start, end = max(0, position - SNIPPET_RADIUS), min(len(text), position + SNIPPET_RADIUS)
        if windows and start <= windows[-1][1]:
            windows[-1][1] = end
        else:
            windows.append([start, end])
    return tuple(
        (start > 0, highlighted(text[start:end], variants), end < len(text))
        for start, end in windows[:SNIPPETS_PER_LAYER]
    )


def _all_positions(text: str, word: str):
    position = text.find(word)
    while position >= 0:
        yield position
        position = text.find(word, position + 1)

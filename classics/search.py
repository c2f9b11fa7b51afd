"""Search across every layer of the corpus. Each word of a query is found in any of its written forms
(sources.variants: traditional, simplified, Japanese), so 悬胎 finds 懸胎 and 关隔 finds the Japanese
reading's 関隔; a passage is found when it holds every word of the query, in any of its layers.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import reduce
from operator import and_, or_

from django.db.models import Q
from django.utils.functional import Promise

from sources.variants import words_of, written_forms

from .columns import COLUMNS
from .models import Passage
from .rendering import highlighted

LAYERS = tuple((column.layer, column.label) for column in COLUMNS.values())
SNIPPET_RADIUS = 40
SNIPPETS_PER_LAYER = 3


def search_forms(query: str) -> tuple[str, ...]:
    """Every written form of every word of the query, the words as typed first."""
    return tuple(dict.fromkeys(form for word in words_of(query) for form in written_forms(word)))


@dataclass(frozen=True)
class Hit:
    layer: str
    label: str | Promise
    snippets: tuple


@dataclass(frozen=True)
class Result:
    passage: Passage
    hits: tuple[Hit, ...]


def _holds(word: str) -> Q:
    """A passage holds the word: some layer contains one of its forms."""
    return reduce(or_, (Q(**{f"{layer}__contains": form}) for layer, _ in LAYERS for form in written_forms(word)))


def search(query: str) -> list[Result]:
    """Every passage holding every word of the query (in any form, in any layer), in corpus order."""
    words = words_of(query)
    if not words:
        return []
    variants = search_forms(query)
    condition = reduce(and_, (_holds(word) for word in words))
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

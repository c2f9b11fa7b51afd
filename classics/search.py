"""Search across every layer of the corpus. A query in simplified characters or in Japanese forms is
converted with OpenCC (s2t, jp2t) so that it finds the traditional text: 悬胎 → 懸胎, 三伝 → 三傳.

The layers are indexed once per process and corpus (`SearchIndex`: which layers hold each character);
a query looks up the layers holding every character of a form and confirms the form in those alone.
The index is built again when the corpus changes (load_corpus writes new file digests or passages).
"""
from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Count, Max

from sources.variants import query_variants

from .models import Passage, SourceFile
from .rendering import highlighted

LAYERS = (("original", "經文"), ("reading", "訓読"), ("gloss", "白話"))
SNIPPET_RADIUS = 40
SNIPPETS_PER_LAYER = 3


@dataclass(frozen=True)
class Hit:
    layer: str
    label: str
    snippets: tuple


@dataclass(frozen=True)
class Result:
    passage: Passage
    hits: tuple[Hit, ...]


@dataclass(frozen=True)
class _Layer:
    passage: Passage
    layer: str
    label: str
    text: str


class SearchIndex:
    """Every non-empty layer of every passage in corpus order, and for each character the layers holding it."""

    def __init__(self, passages):
        self.layers = tuple(_Layer(p, layer, label, text) for p in passages
                            for layer, label in LAYERS if (text := getattr(p, layer)))
        holding: dict[str, set[int]] = {}
        for number, item in enumerate(self.layers):
            for character in set(item.text):
                holding.setdefault(character, set()).add(number)
        self.holding = {character: frozenset(numbers) for character, numbers in holding.items()}

    def layers_with(self, form: str) -> set[int]:
        """The layers containing `form`: those holding each of its characters, then confirmed."""
        characters = set(form)
        if not characters:
            return set()
        candidates = set.intersection(*(set(self.holding.get(c, ())) for c in characters))
        return {n for n in candidates if form in self.layers[n].text}

    def search(self, variants: tuple[str, ...]) -> list[Result]:
        found = sorted(set().union(*(self.layers_with(v) for v in variants)))
        results: list[Result] = []
        for number in found:
            item = self.layers[number]
            hit = Hit(item.layer, item.label, _snippets(item.text, variants))
            if results and results[-1].passage is item.passage:
                results[-1] = Result(item.passage, results[-1].hits + (hit,))
            else:
                results.append(Result(item.passage, (hit,)))
        return results


_built: tuple[tuple, SearchIndex] | None = None


def _corpus_version() -> tuple:
    """What changes whenever load_corpus changes the texts: the file digests and the passages' ids."""
    files = tuple(SourceFile.objects.order_by("name").values_list("name", "sha256"))
    passages = Passage.objects.aggregate(count=Count("id"), last=Max("id"))
    return files, passages["count"], passages["last"]


def search_index() -> SearchIndex:
    """The index of the corpus as it is in the database, built once per process and corpus."""
    global _built
    version = _corpus_version()
    if _built is None or _built[0] != version:
        _built = version, SearchIndex(Passage.objects.select_related("volume__work").order_by("volume_id", "number"))
    return _built[1]


def search(query: str) -> list[Result]:
    """Every passage with a layer containing any form of the query, in corpus order."""
    return search_index().search(query_variants(query))


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

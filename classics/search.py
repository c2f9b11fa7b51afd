"""Search across every layer of the corpus. Each word of a query is found in any of its written forms
(sources.variants: traditional, simplified, Japanese), so 悬胎 finds 懸胎 and 关隔 finds the Japanese
reading's 関隔; a passage is found when it holds every word of the query, in any of its layers.

The layers are indexed once per process and corpus (`SearchIndex`: which layers hold each character);
a form is looked up in the layers holding each of its characters and confirmed in those alone.
The index is built again when the corpus changes (load_corpus writes new file digests or passages); a
process serving pages sees a corpus another process loaded within a second (`corpus_version`).
"""
from __future__ import annotations

import time
from dataclasses import dataclass

from django.db import connection
from django.utils.functional import Promise

from sources.variants import words_of, written_forms

from .columns import COLUMNS
from .models import Passage, SourceFile
from .rendering import highlighted

LAYERS = tuple((column.layer, column.label) for column in COLUMNS.values())
SNIPPET_RADIUS = 40
SNIPPETS_PER_LAYER = 3
VERSION_KEPT_FOR = 1.0   # seconds a process trusts the corpus version it last read, outside a transaction


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


@dataclass(frozen=True)
class _Layer:
    passage: Passage
    layer: str
    label: str | Promise  # the column's name, said in the reader's language when shown
    text: str


_NONE: frozenset[int] = frozenset()


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
        holding = sorted((self.holding.get(c, _NONE) for c in set(form)), key=len)
        if not holding:
            return set()
        return {n for n in holding[0].intersection(*holding[1:]) if form in self.layers[n].text}

    def search(self, query: str) -> list[Result]:
        """Every passage holding every word (some layer contains one of its forms), each layer with a form a hit."""
        words = words_of(query)
        if not words:
            return []
        layers_per_word = [set().union(*(self.layers_with(form) for form in written_forms(word))) for word in words]
        passages = set.intersection(*({id(self.layers[n].passage) for n in found} for found in layers_per_word))
        variants = search_forms(query)
        results: list[Result] = []
        for number in sorted(set().union(*layers_per_word)):
            item = self.layers[number]
            if id(item.passage) not in passages:
                continue
            hit = Hit(item.layer, item.label, _snippets(item.text, variants))
            if results and results[-1].passage is item.passage:
                results[-1] = Result(item.passage, results[-1].hits + (hit,))
            else:
                results.append(Result(item.passage, (hit,)))
        return results


_built: tuple[tuple, SearchIndex] | None = None
_version_read: tuple[float, tuple] | None = None   # when the version was last read, and what it was


def corpus_version() -> tuple:
    """What changes whenever load_corpus changes the texts (`version_in_database`), read at most once a second.

    A search or reading page asked the database each time: its one query was a twentieth of a search's time
    (and a round trip to PostgreSQL). The corpus changes when load_corpus runs, in a process of its own, so a
    second's delay costs no reader anything. Inside a transaction the version is always read: what the
    transaction wrote may be rolled back, and no other process sees it before it commits."""
    global _version_read
    if connection.in_atomic_block:
        return version_in_database()
    now = time.monotonic()
    if _version_read is None or now - _version_read[0] >= VERSION_KEPT_FOR:
        _version_read = now, version_in_database()
    return _version_read[1]


def version_in_database() -> tuple:
    """The file digests and the passages' count and last id, as the database holds them now.

    Written as one plain statement (the passages' figures beside each file's row; a second statement only when
    there is no file): the ORM's building of the queries cost five times their running."""
    files, passages = SourceFile._meta, Passage._meta
    quote = connection.ops.quote_name
    count_, last_ = "COUNT(*)", f"MAX({quote(passages.pk.column)})"
    table = quote(passages.db_table)
    with connection.cursor() as cursor:
        cursor.execute(f"SELECT {quote('name')}, {quote('sha256')}, (SELECT {count_} FROM {table}), "
                       f"(SELECT {last_} FROM {table}) FROM {quote(files.db_table)} ORDER BY {quote('name')}")
        rows = cursor.fetchall()
        if rows:
            count, last = rows[0][2:]
        else:
            cursor.execute(f"SELECT {count_}, {last_} FROM {table}")
            count, last = cursor.fetchone()
    return tuple((name, digest) for name, digest, _, _ in rows), count, last


def search_index() -> SearchIndex:
    """The index of the corpus as it is in the database, built once per process and corpus."""
    global _built
    version = corpus_version()
    if _built is None or _built[0] != version:
        _built = version, SearchIndex(Passage.objects.select_related("volume__work").order_by("volume_id", "number"))
    return _built[1]


def search(query: str) -> list[Result]:
    """Every passage holding every word of the query (in any form, in any layer), in corpus order."""
    return search_index().search(query)


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

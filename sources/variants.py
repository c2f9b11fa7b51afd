"""The written forms of what a person types: traditional, simplified and Japanese (OpenCC).

The texts are printed in traditional characters, the Japanese reading in Japanese forms (shinjitai);
a reader may type any of the three. `query_variants` gives the traditional forms (the practice
checker reads answers with it); `written_forms` every form, so a search finds a word in every layer
(关隔 → 關隔 in the text and the gloss, 関隔 in the Japanese reading). Pure Python.
"""
from __future__ import annotations

from functools import cache, lru_cache

import opencc


@cache
def converter(config: str) -> opencc.OpenCC:
    """OpenCC's converter of `config` (e.g. "s2t.json"), loaded once a process: loading s2t's dictionaries
    takes ~50 ms, which a served site pays before it forks its workers (liuren_site.warmup)."""
    return opencc.OpenCC(config)


# simplified → traditional, Japanese → traditional, traditional → Japanese.
CONVERSIONS = ("s2t.json", "jp2t.json", "t2jp.json")


# What readers type is unbounded: the forms of the most recent words are kept, not every word ever typed.
@lru_cache(maxsize=1024)
def query_variants(query: str) -> tuple[str, ...]:
    """The query as typed plus its traditional forms (from simplified, from Japanese, from both): 三伝 → 三傳."""
    simplified_to_traditional = converter("s2t.json").convert
    japanese_to_traditional = converter("jp2t.json").convert
    forms = [
        query,
        simplified_to_traditional(query),
        japanese_to_traditional(query),
        simplified_to_traditional(japanese_to_traditional(query)),
    ]
    return tuple(dict.fromkeys(form for form in forms if form))


@lru_cache(maxsize=4096)
def written_forms(word: str) -> tuple[str, ...]:
    """The word as typed, then every form reached by converting it (twice, so 关 → 關 → 関)."""
    forms = {word}
    for _ in range(2):
        forms |= {converter(config).convert(form) for form in forms for config in CONVERSIONS}
    return (word, *sorted(forms - {word, ""}))


def words_of(query: str) -> tuple[str, ...]:
    """The words of a query (separated by spaces or commas), each once."""
    return tuple(dict.fromkeys(query.replace(",", " ").replace("，", " ").replace("、", " ").split()))

"""The written forms of a word: traditional, simplified and Japanese (shinjitai), folded with OpenCC.

The texts are printed in traditional characters, the Japanese reading in Japanese forms; a reader
may type any of the three. `written_forms("关隔")` gives 关隔, 關隔 and 関隔, so a search finds the
word in every layer. Pure Python: no Django import.
"""
from __future__ import annotations

from functools import cache

import opencc

# simplified → traditional, Japanese → traditional, traditional → Japanese.
CONVERSIONS = ("s2t.json", "jp2t.json", "t2jp.json")


@cache
def _converter(config: str) -> opencc.OpenCC:
    return opencc.OpenCC(config)


@cache
def written_forms(word: str) -> tuple[str, ...]:
    """The word as typed, then every form reached by converting it (twice, so 关 → 關 → 関)."""
    forms = {word}
    for _ in range(2):
        forms |= {_converter(config).convert(form) for form in forms for config in CONVERSIONS}
    return (word, *sorted(forms - {word, ""}))


def words_of(query: str) -> tuple[str, ...]:
    """The words of a query (separated by spaces or commas), each once."""
    return tuple(dict.fromkeys(query.replace(",", " ").replace("，", " ").replace("、", " ").split()))

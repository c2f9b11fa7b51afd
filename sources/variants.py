"""The traditional forms of text typed in simplified characters or in Japanese forms (OpenCC: s2t, jp2t).

Pure Python: the classics search and the practice checker both read what a person typed with it.
"""
from __future__ import annotations

from functools import cache

import opencc


@cache
def _converter(config: str) -> opencc.OpenCC:
    return opencc.OpenCC(config)


def query_variants(query: str) -> tuple[str, ...]:
    """The query as typed plus its traditional forms (from simplified, from Japanese, from both): 三伝 → 三傳."""
    simplified_to_traditional = _converter("s2t.json").convert
    japanese_to_traditional = _converter("jp2t.json").convert
    forms = [
        query,
        simplified_to_traditional(query),
        japanese_to_traditional(query),
        simplified_to_traditional(japanese_to_traditional(query)),
    ]
    return tuple(dict.fromkeys(form for form in forms if form))

"""The glossary of the classics (classics/data/glossary.tsv) and where its terms stand in a text.

Pure Python: no Django import.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .annotations import DATA_DIR, TRANSLATED_INTO, rows

# The groups of the glossary page, in its order (their headings: classics.presentation.GLOSSARY_GROUPS).
GROUPS = ("general-name", "heavenly-general", "term")


@dataclass(frozen=True)
class GlossaryTerm:
    slug: str
    term: str
    spellings: tuple[str, ...]
    group: str
    branch: str
    english: str
    explanation: str
    translations: tuple[str, ...]  # the explanation in each language of TRANSLATED_INTO, in its order

    @property
    def summary(self) -> str:
        """The one line a tooltip shows to an English reader, with the term's English name."""
        branch = f" = {self.branch}" if self.branch else ""
        return f"{self.term}{branch} · {self.english}: {self.explanation}"

    @property
    def translated(self) -> dict[str, str]:
        """The explanation in each language it is written in besides English, by Django's code."""
        return dict(zip(TRANSLATED_INTO, self.translations, strict=True))


@lru_cache(maxsize=1)
def glossary() -> tuple[GlossaryTerm, ...]:
    terms = []
    for row in rows(DATA_DIR / "glossary.tsv", 7 + len(TRANSLATED_INTO)):
        slug, term, others, group, branch, english, explanation, *translations = row.fields
        if group not in GROUPS:
            raise row.error(f"group must be one of {', '.join(GROUPS)}, not {group!r}")
        if not all(translations):
            raise row.error(f"the explanation must be written in each of {', '.join(TRANSLATED_INTO)}")
        spellings = (term, *[s for s in others.split(",") if s])
        terms.append(GlossaryTerm(slug, term, spellings, group, branch, english, explanation, tuple(translations)))
    return tuple(terms)


@lru_cache(maxsize=1)
def _terms_longest_first() -> tuple[GlossaryTerm, ...]:
    return tuple(sorted(glossary(), key=lambda term: -max(len(s) for s in term.spellings)))


def first_occurrences(text: str) -> list[tuple[int, int, GlossaryTerm]]:
    """(start, end, term) for the first appearance of each glossary term; longer terms claim their place first."""
    taken = [False] * len(text)
    found = []
    for term in _terms_longest_first():
        candidates = []
        for spelling in term.spellings:
            position = text.find(spelling)
            while position >= 0 and any(taken[position : position + len(spelling)]):
                position = text.find(spelling, position + 1)
            if position >= 0:
                candidates.append((position, position + len(spelling)))
        if candidates:
            start, end = min(candidates)
            taken[start:end] = [True] * (end - start)
            found.append((start, end, term))
    return sorted(found, key=lambda item: item[0])

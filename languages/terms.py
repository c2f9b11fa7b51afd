"""The glossary of the interface's technical terms in 繁體中文, 日本語 and English (languages/terms.tsv).

The messages write each term as this table does (tests/languages/test_catalogues.py holds them to it),
and the chart's own terms are written in the page's script by it (`in_script`). Pure Python.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from sources.variants import converter

from .codes import SCRIPT_CONVERSION

TERMS_FILE = Path(__file__).with_name("terms.tsv")


@dataclass(frozen=True)
class Term:
    zh_hant: tuple[str, ...]  # the forms a message may write, its name first
    ja: tuple[str, ...]
    en: str
    code: str  # the code name of docs/glossary.md, where the project's glossary has one

    @property
    def name(self) -> str:
        return self.zh_hant[0]

    @property
    def japanese_name(self) -> str:
        return self.ja[0]

    @property
    def english_pattern(self) -> re.Pattern[str]:
        """The English name as the messages write it: a whole word (any inflection), or the Chinese term itself."""
        if not self.en.isascii():
            return re.compile(re.escape(self.en))
        if self.en.endswith("e"):
            forms = rf"{re.escape(self.en)}[sd]?|{re.escape(self.en[:-1])}ing"
        else:
            forms = rf"{re.escape(self.en)}(?:s|es|ed|ing)?"
        return re.compile(rf"\b(?:{forms})\b", re.IGNORECASE)


@cache
def terms() -> tuple[Term, ...]:
    rows = []
    for line in TERMS_FILE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) not in (3, 4):
            raise ValueError(f"{TERMS_FILE.name}: three or four tab-separated fields expected, not {line!r}")
        zh, ja, en = fields[:3]
        rows.append(Term(_forms(zh), _forms(ja), en, fields[3] if len(fields) == 4 else ""))
    return tuple(rows)


def _forms(field: str) -> tuple[str, ...]:
    return tuple(form.strip() for form in field.split(" / "))


@cache
def _japanese_forms() -> dict[str, str]:
    return {zh: ja for t in terms() for zh, ja in zip(t.zh_hant, t.ja)}


@cache
def in_script(text: str, language: str) -> str:
    """A term of the books in the page's script: Japanese shinjitai (the glossary's form, else OpenCC t2jp),
    simplified Chinese (OpenCC t2s); traditional Chinese and English pages keep the books' characters."""
    config = SCRIPT_CONVERSION.get(language)
    if config is None or not text:
        return text
    if language == "ja" and text in _japanese_forms():
        return _japanese_forms()[text]
    return converter(config).convert(text)

"""The glossary of the interface's technical terms in 繁體中文, 日本語 and English (languages/terms.tsv).

The messages write each term as this table does (tests/languages/test_catalogues.py holds them to it),
and the chart's own terms are written in the page's script by it (`in_script`). Pure Python.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from .codes import SCRIPT_CONVERSION

TERMS_FILE = Path(__file__).with_name("terms.tsv")


@dataclass(frozen=True)
class Term:
    zh_hant: str
    ja: str
    en: str
    code: str  # the code name of docs/glossary.md, where the project's glossary has one

    def written_in(self, language: str) -> str:
        return {"zh-hant": self.zh_hant, "ja": self.ja, "en": self.en}.get(language, self.zh_hant)

    @property
    def english_pattern(self) -> re.Pattern[str]:
        """The English name as the messages write it: a whole word (any inflection), or the Chinese term itself."""
        if not self.en.isascii():
            return re.compile(re.escape(self.en))
        stem = self.en[:-1] if self.en.endswith("e") else self.en
        return re.compile(rf"\b(?:{re.escape(self.en)}(?:s|es|d|ed)?|{re.escape(stem)}ing)\b", re.IGNORECASE)


@cache
def terms() -> tuple[Term, ...]:
    rows = []
    for line in TERMS_FILE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) not in (3, 4):
            raise ValueError(f"{TERMS_FILE.name}: three or four tab-separated fields expected, not {line!r}")
        rows.append(Term(*fields[:3], fields[3] if len(fields) == 4 else ""))
    return tuple(rows)


@cache
def _japanese_forms() -> dict[str, str]:
    return {t.zh_hant: t.ja for t in terms()}


@cache
def _converter(config: str):
    import opencc  # imported on first use: a page in zh-Hant or English never needs it

    return opencc.OpenCC(config)


@cache
def in_script(text: str, language: str) -> str:
    """A term of the books in the page's script: Japanese shinjitai (the glossary's form, else OpenCC t2jp),
    simplified Chinese (OpenCC t2s); traditional Chinese and English pages keep the books' characters."""
    config = SCRIPT_CONVERSION.get(language)
    if config is None or not text:
        return text
    if language == "ja" and text in _japanese_forms():
        return _japanese_forms()[text]
    return _converter(config).convert(text)

"""The parallel columns of the reading pages, and the links that hide, show and move them.

The choice lives in the URL (`?cols=orig,gloss,ja`), so every arrangement has its own address; every
link of a reading page carries it on, and a cookie remembers it for the next visit.
"""
from __future__ import annotations

from dataclasses import dataclass

from django.utils.functional import Promise
from django.utils.http import urlencode
from django.utils.translation import gettext_lazy as _


@dataclass(frozen=True)
class Column:
    """One parallel column of a passage."""

    code: str
    layer: str
    label: str | Promise  # in the page's language
    lang: str             # the language of the column's text


COLUMNS = {
    "orig": Column("orig", "original", _("經文 · original"), "zh-Hant"),
    "ja": Column("ja", "reading", _("日本語訳 · Japanese translation"), "ja"),
    "gloss": Column("gloss", "gloss", _("白話 · Chinese gloss"), "zh-Hant"),
}
DEFAULT_COLUMNS = ("orig", "ja", "gloss")
# The works whose Japanese translation is the project's own (corpus/README.md): its column says so.
OWN_TRANSLATIONS = frozenset({"xinjing"})
COOKIE = "liuren_cols"
COOKIE_AGE = 365 * 24 * 3600


def valid(codes) -> bool:
    return bool(codes) and len(set(codes)) == len(codes) and all(code in COLUMNS for code in codes)


def layout(given: tuple[str, ...] | None, remembered: str) -> tuple[tuple[str, ...], bool]:
    """The columns to show and whether the reader chose them: the URL's, else the remembered ones, else
    the default."""
    if given:
        return given, True
    kept = tuple(code for code in remembered.split(",") if code in COLUMNS)
    if valid(kept):
        return kept, True
    return DEFAULT_COLUMNS, False


def query(codes: tuple[str, ...]) -> str:
    """The query that carries a layout on to another reading page."""
    return urlencode({"cols": ",".join(codes)})


@dataclass(frozen=True)
class ColumnControl:
    column: Column
    hide_url: str | None
    left_url: str | None
    right_url: str | None


def _url(codes, params: dict) -> str:
    query = {"cols": ",".join(codes), **{k: v for k, v in params.items() if v}}
    return "?" + urlencode(query)


def controls(codes: tuple[str, ...], params: dict) -> tuple[list[ColumnControl], list[tuple[Column, str]]]:
    """Controls of the shown columns (hide, move left, move right) and the hidden ones (show)."""
    shown = []
    for index, code in enumerate(codes):
        rest = tuple(c for c in codes if c != code)
        swapped_left = codes[: index - 1] + (code, codes[index - 1]) + codes[index + 1 :] if index > 0 else None
        swapped_right = (
            codes[:index] + (codes[index + 1], code) + codes[index + 2 :] if index < len(codes) - 1 else None
        )
        shown.append(
            ColumnControl(
                COLUMNS[code],
                _url(rest, params) if rest else None,
                _url(swapped_left, params) if swapped_left else None,
                _url(swapped_right, params) if swapped_right else None,
            )
        )
    hidden = [(column, _url(codes + (code,), params)) for code, column in COLUMNS.items() if code not in codes]
    return shown, hidden

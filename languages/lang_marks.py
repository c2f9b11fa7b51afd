"""Chinese and Japanese words marked where they are written: on a page in a Latin script, each run of Han or
kana letters in a value gets its `lang` (`zh-Hant`, or `ja` where it holds kana), so a screen reader reads it
in its own language and the browser picks its font. Pages in Chinese or Japanese leave the value as it is."""
from __future__ import annotations

import re
from typing import Final

from django.utils.html import conditional_escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language

from languages.codes import LATIN_SCRIPT_LANGUAGES, TEXT_LANG

_LETTER: Final = r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"
_PUNCTUATION: Final = r"[\u3000-\u303f\uff00-\uffef]"
# A run: Han or kana letters with the CJK punctuation and spaces between and around them (「甲丑」, 丁卯日 亥將).
CJK_RUN: Final = re.compile(rf"{_PUNCTUATION}*{_LETTER}(?:(?:{_PUNCTUATION}|[ ·])*{_LETTER})*{_PUNCTUATION}*")
KANA: Final = re.compile(r"[\u3040-\u30ff]")
# In a value that is markup already, only the text between its tags is marked.
_TAG_OR_TEXT: Final = re.compile(r"(<[^>]*>)|([^<]+)")


def _span(run: re.Match[str]) -> str:
    text = run.group(0)
    return f'<span lang="{"ja" if KANA.search(text) else TEXT_LANG}">{text}</span>'


def runs_marked(value: object) -> SafeString:
    """The value escaped (unless it is markup already) with each run of Chinese or Japanese in a <span lang>."""
    html = str(conditional_escape(value))
    return mark_safe("".join(tag or CJK_RUN.sub(_span, text) for tag, text in _TAG_OR_TEXT.findall(html)))


def marked_for_page(value: object) -> SafeString:
    """`runs_marked` on a page in a Latin script; elsewhere the value escaped, as a template writes it."""
    if (get_language() or "en") in LATIN_SCRIPT_LANGUAGES:
        return runs_marked(value)
    return conditional_escape(value)

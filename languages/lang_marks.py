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
_ANY_LETTER: Final = re.compile(_LETTER)
# A value that is markup already (a message with its own <span lang>, a form's label) is read tag by tag.
_TAG_OR_TEXT: Final = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>|<[^>]*>|([^<]+)")
_LANG: Final = re.compile(r"""\blang\s*=\s*["']?([A-Za-z-]*)""")
VOID: Final = frozenset("area base br col embed hr img input link meta source track wbr".split())
# Elements whose content is text, not markup: a <span> written there would become part of the text (an answer in
# its textarea, a page's title).
RAW_TEXT: Final = frozenset("textarea title script style".split())


def _span(run: re.Match[str]) -> str:
    text = run.group(0)
    return f'<span lang="{"ja" if KANA.search(text) else TEXT_LANG}">{text}</span>'


def runs_marked(value: object) -> SafeString:
    """The value escaped (unless it is markup already) with each run of Chinese or Japanese in a <span lang>,
    except where the innermost element of the value that says a language says Chinese or Japanese."""
    html = str(conditional_escape(value))
    if not _ANY_LETTER.search(html):   # most values of an English page hold no Chinese at all
        return mark_safe(html)
    out, langs, names = [], [], []   # per open element of the value: the language it says (or None), its name
    for tag in _TAG_OR_TEXT.finditer(html):
        closing, name, attributes, text = tag.groups()
        if text is not None:
            # the innermost element that says a language decides: Chinese or Japanese is marked already
            said = next((lang for lang in reversed(langs) if lang is not None), None)
            as_written = (said and said[:2] in ("zh", "ja")) or (names and names[-1] in RAW_TEXT)
            out.append(text if as_written else CJK_RUN.sub(_span, text))
            continue
        out.append(tag.group(0))
        if name and closing and langs:
            langs.pop()
            names.pop()
        elif name and name.lower() not in VOID and not attributes.rstrip().endswith("/"):
            lang = _LANG.search(attributes)
            langs.append(lang.group(1).lower() if lang else None)
            names.append(name.lower())
    return mark_safe("".join(out))


def marked_for_page(value: object) -> SafeString:
    """`runs_marked` on a page in a Latin script; elsewhere the value escaped, as a template writes it."""
    if (get_language() or "en") in LATIN_SCRIPT_LANGUAGES:
        return runs_marked(value)
    return conditional_escape(value)

"""Words of another language marked on a page: on an English page every run of Chinese characters
gets `lang="zh-Hant"` and every run with kana `lang="ja"`, unless an element around it already says
its language (the texts' columns, the Japanese reading, the chart's terms).

The templates are the site's own, well formed; the walk only needs to know which elements are open.
Pure Python (but `marked_for_reader`, which asks Django for the active language).
"""
from __future__ import annotations

import re
from typing import Final

from .codes import LATIN_SCRIPT_LANGUAGES, TEXT_LANG

# A comment, a tag (closing, name, attributes, self-closing) or anything else between < and >; what lies
# between two of them is text.
MARKUP: Final = re.compile(r"<!--.*?-->|<(/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*?)(/?)>|<[^>]*>", re.DOTALL)
LANG_ATTRIBUTE: Final = re.compile(r"""\blang\s*=\s*["']?([A-Za-z-]+)""")
# A run: Han or kana letters with the CJK punctuation and spaces between and around them (「甲丑」, 丁卯日 亥將).
# Punctuation alone (「deepest」) is no word.
_LETTER: Final = r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"
_PUNCTUATION: Final = r"[\u3000-\u303f\uff00-\uffef]"
CJK_RUN: Final = re.compile(rf"{_PUNCTUATION}*{_LETTER}(?:(?:{_PUNCTUATION}|[ ·])*{_LETTER})*{_PUNCTUATION}*")
KANA: Final = re.compile(r"[\u3040-\u30ff]")
VOID: Final = frozenset("area base br col embed hr img input link meta source track wbr".split())
# Elements whose text cannot hold a <span>.
RAW: Final = frozenset("script style title textarea option select".split())


def _marked(run: re.Match[str]) -> str:
    text = run.group(0)
    return f'<span lang="{"ja" if KANA.search(text) else TEXT_LANG}">{text}</span>'


def mark_foreign_runs(html: str) -> str:
    """The page's HTML with each unmarked run of CJK text in a <span lang>, for a page in a Latin script."""
    if not CJK_RUN.search(html):
        return html
    # The walk goes from tag to tag, and copies the text between them unchanged unless it holds a run to mark
    # (most of a page's text does not): a page of 50 rows is walked in a millisecond or two.
    out = []
    # Open elements: (name, whether their text is left alone): inside the nearest element that says
    # its language is Chinese or Japanese, or inside an element whose text cannot hold a <span>.
    stack: list[tuple[str, bool]] = []
    alone = False  # whether the text here is left alone: that of the innermost open element
    copied = text_from = 0  # html[:copied] is in `out`; the text since the last tag starts at text_from
    # After the last ">", a "<" opens no tag: it is dropped, and what it separates is text on either side.
    last = html.rfind(">") + 1
    for markup in MARKUP.finditer(html, 0, last):
        start, end = markup.span()
        if not alone and start > text_from and CJK_RUN.search(html, text_from, start):
            out.append(html[copied:text_from])
            out.append(CJK_RUN.sub(_marked, html[text_from:start]))
            copied = start
        text_from = end
        closing, name, attributes, self_closing = markup.groups()
        if name is None:
            continue
        name = name.lower()
        if closing:
            for depth in range(len(stack) - 1, -1, -1):
                if stack[depth][0] == name:
                    del stack[depth:]
                    break
        elif name not in VOID and not self_closing:
            if name in RAW:
                stack.append((name, True))
            else:
                lang = LANG_ATTRIBUTE.search(attributes) if "lang" in attributes else None
                stack.append((name, not lang.group(1).startswith("en") if lang else alone))
        alone = stack[-1][1] if stack else False
    out.append(html[copied:text_from])
    rest = html[text_from:].split("<")
    out.extend(rest if alone else (CJK_RUN.sub(_marked, text) for text in rest))
    return "".join(out)


def marked_for_reader(html: str) -> str:
    """The page (or htmx region) as the reader's language needs it: marked on a page in a Latin script."""
    from django.utils.translation import get_language  # the one Django import: which language is active

    return mark_foreign_runs(html) if get_language() in LATIN_SCRIPT_LANGUAGES else html

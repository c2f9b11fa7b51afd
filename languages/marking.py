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


# One pass over the page: a comment, a tag (closing slash, name, attributes, self-closing slash), another
# markup token, or text.
_TOKEN: Final = re.compile(r"(<!--.*?-->)|<(/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*?)(/?)>|(<[^>]*>)|([^<]+)", re.DOTALL)


def mark_foreign_runs(html: str) -> str:
    """The page's HTML with each unmarked run of CJK text in a <span lang>, for a page in a Latin script."""
    if not CJK_RUN.search(html):
        return html
    out = []
    append = out.append
    # Open elements: (name, whether their text is left alone): inside the nearest element that says
    # its language is Chinese or Japanese, or inside an element whose text cannot hold a <span>.
    stack: list[tuple[str, bool]] = []
    alone = False  # the innermost open element's
    for token in _TOKEN.finditer(html):
        text = token.group(7)
        if text is not None:
            append(text if alone else CJK_RUN.sub(_marked, text))
            continue
        name = token.group(3)
        if name is not None:
            name = name.lower()
            if token.group(2):
                for depth in range(len(stack) - 1, -1, -1):
                    if stack[depth][0] == name:
                        del stack[depth:]
                        alone = stack[-1][1] if stack else False
                        break
            elif name not in VOID and not token.group(5):
                attributes = token.group(4)
                lang = LANG_ATTRIBUTE.search(attributes) if "lang" in attributes else None
                if name in RAW:
                    alone = True
                elif lang:
                    alone = not lang.group(1).startswith("en")
                stack.append((name, alone))
        append(token.group(0))
    return "".join(out)


def marked_for_reader(html: str) -> str:
    """The page (or htmx region) as the reader's language needs it: marked on a page in a Latin script."""
    from django.utils.translation import get_language  # the one Django import: which language is active

    return mark_foreign_runs(html) if get_language() in LATIN_SCRIPT_LANGUAGES else html

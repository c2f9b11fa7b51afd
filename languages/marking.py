"""Words of another language marked on a page: on an English page every run of Chinese characters
gets `lang="zh-Hant"` and every run with kana `lang="ja"`, unless an element around it already says
its language (the texts' columns, the Japanese reading, the chart's terms).

The templates are the site's own, well formed, so a run's context is settled by the few elements that can
change it (raw text, a `lang`) and where each ends: those are found by scans, and the regex engine steps over
every other tag. Where the scans cannot settle it as a walk of every tag would (an element its parent's closing
tag ends, a comment holding markup), the page is walked; a property test holds the two to the same answer.
Pure Python (but `marked_for_reader`, which asks Django for the active language).
"""
from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Final

from .codes import LATIN_SCRIPT_LANGUAGES, TEXT_LANG

LANG_ATTRIBUTE: Final = re.compile(r"""\blang\s*=\s*["']?([A-Za-z-]+)""")
# A run: Han or kana letters with the CJK punctuation and spaces between and around them (「甲丑」, 丁卯日 亥將).
# Punctuation alone (「deepest」) is no word.
_LETTER: Final = r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"
_PUNCTUATION: Final = r"[\u3000-\u303f\uff00-\uffef]"
CJK_RUN: Final = re.compile(rf"{_PUNCTUATION}*{_LETTER}(?:(?:{_PUNCTUATION}|[ ·])*{_LETTER})*{_PUNCTUATION}*")
KANA: Final = re.compile(r"[\u3040-\u30ff]")
_ANY_LETTER: Final = re.compile(_LETTER)
VOID: Final = frozenset("area base br col embed hr img input link meta source track wbr".split())
# Elements whose text cannot hold a <span>.
RAW: Final = frozenset("script style title textarea option select".split())


# Kept: the same runs recur on every page (the branches, the stems, the terms of the steps).
@lru_cache(maxsize=4096)
def _span(text: str) -> str:
    return f'<span lang="{"ja" if KANA.search(text) else TEXT_LANG}">{text}</span>'


def _marked(run: re.Match[str]) -> str:
    return _span(run.group(0))


# A tag's attributes: all to its `>` but a self-closing slash. Written so rather than as `[^>]*?(/?)>`, whose lazy
# repeat tries the end at every character: a tag read 3-4× faster, the largest part of marking a chart page.
_ATTRIBUTES: Final = r"(?:[^>/]++|/(?!>))*+"
# One pass over the page: a comment, a tag (closing slash, name, attributes, self-closing slash), another
# markup token, or text.
_TOKEN: Final = re.compile(rf"(<!--.*?-->)|<(/?)([a-zA-Z][a-zA-Z0-9-]*)({_ATTRIBUTES})(/?)>|(<[^>]*>)|([^<]+)", re.DOTALL)


def mark_foreign_runs(html: str) -> str:
    """The page's HTML with each unmarked run of CJK text in a <span lang>, for a page in a Latin script."""
    if not _ANY_LETTER.search(html):   # no letter, no run: a charset scan, where CJK_RUN tries every position
        return html
    marked_text = _marked_text(html)
    if marked_text is None:
        return _marked_by_walk(html)
    out: list[str] = []
    append = out.append
    done = 0
    for start, end in marked_text:
        append(html[done:start])
        # The stretch as (what precedes a run, the run) pairs, without a match object each: a run cost ~1.4 µs so.
        for before, run in _TEXT_RUN.findall(html, start, end):
            append(before)
            if run:
                append(_span(run))
        done = end
    append(html[done:])
    return "".join(out)


# Each match: what precedes a run of the text (other text, whole tags with whatever their attributes say,
# punctuation before no letter), then the run (none at the stretch's end): the regex engine steps over tags,
# Python sees only the runs.
_TEXT_RUN: Final = re.compile(
    rf"((?:[^<\u3000-\u303f\uff00-\uffef\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]++|<[^>]*+>"
    rf"|{_PUNCTUATION}++(?!{_LETTER}))*+)({CJK_RUN.pattern})?")
# The elements that change whether text is left alone: raw text, and any element with a `lang`.
# Lower case, as the templates and the sanitiser of users' Markdown write every tag (a case-blind scan costs 5×).
_RAW_TAG: Final = re.compile(rf"<(script|style|title|textarea|option|select)(?![a-zA-Z0-9-])({_ATTRIBUTES})(/?)>")
_OPEN_TAG: Final = re.compile(rf"<([a-zA-Z][a-zA-Z0-9-]*)({_ATTRIBUTES})(/?)>")
_RAW_OPENINGS: Final = tuple(f"<{name}" for name in sorted(RAW))


def _found(html: str, word: str) -> Iterator[int]:
    """Where `word` stands in the page (str.find: far faster than a regex with a leading \\b)."""
    at = html.find(word)
    while at >= 0:
        yield at
        at = html.find(word, at + len(word))


# A comment the scans cannot settle: one holding markup (a `<` or `>` before its end), or never closed. One search:
# a loop over the comments cost a microsecond each, and a chart's fragments hold dozens (languages.kept's placeholders).
_UNSETTLED_COMMENT: Final = re.compile(r"<!--(?:[^<>-]++|-(?!->))*+(?!-->)")


@lru_cache(maxsize=64)
def _tags_named(name: str) -> re.Pattern[str]:
    return re.compile(rf"<(/?){name}(?![a-zA-Z0-9-]){_ATTRIBUTES}(/?)>")


def _marked_text(html: str) -> list[tuple[int, int]] | None:
    """The stretches of the page whose text is marked (outside every element that leaves its text alone), found
    from those elements alone rather than a walk of every tag. None where the scans cannot settle the nesting
    as the walk would: an element closed by its parent's closing tag, a comment holding markup."""
    if _UNSETTLED_COMMENT.search(html):
        return None
    changes: list[tuple[int, int, bool]] = []   # (position, 0 closing / 1 opening, whether text inside is alone)
    # The raw elements' names looked for first: most fragments hold none, and the scan tries every tag.
    starts = ({tag.start(): tag for tag in _RAW_TAG.finditer(html)}
              if any(opening in html for opening in _RAW_OPENINGS) else {})
    for word in _found(html, "lang"):
        at = html.rfind("<", 0, word)
        if at >= 0 and at not in starts and html.find(">", at, word) < 0 and (tag := _OPEN_TAG.match(html, at)):
            starts[at] = tag
    inside: list[tuple[int, bool]] = []   # the elements around the tag: where each ends, whether its text is alone
    for at in sorted(starts):
        tag = starts[at]
        name = tag.group(1).lower()
        if name in VOID or tag.group(3):
            continue
        if name in RAW:
            alone = True
        elif lang := LANG_ATTRIBUTE.search(tag.group(2)):
            alone = not lang.group(1).startswith("en")
        else:
            continue
        while inside and inside[-1][0] <= at:
            inside.pop()
        if alone == (inside[-1][1] if inside else False):
            # It says what the element around it says (the spirits' names in their list): it changes nothing,
            # and its end (far off, past the tags nested in it) need not be found. A walk ends it with its parent.
            continue
        end = _closing(html, tag.group(1), tag.end())
        if end is None:
            return None
        if end > tag.end():   # an empty element has no text to leave alone
            changes += ((tag.end(), 1, alone), (end, 0, alone))
            inside.append((end, alone))
    changes.sort()
    stretches: list[tuple[int, int]] = []
    open_, start = [False], 0
    for position, opening, alone in changes:
        was = open_[-1]
        if opening:
            open_.append(alone)
        else:
            open_.pop()
        if open_[-1] != was:
            if not was:
                stretches.append((start, position))
            start = position
    if not open_[-1]:
        stretches.append((start, len(html)))
    return stretches


# An <option> ends where the next begins or its list does (a <datalist>'s options are written without an end tag).
_OPTION_END: Final = re.compile(r"</option>|<option(?![a-zA-Z0-9-])|</datalist>|</select>|</optgroup>")


def _closing(html: str, name: str, start: int) -> int | None:
    """Where the element opened just before `start` is closed by its own closing tag, nested ones counted."""
    if name == "option":
        end = _OPTION_END.search(html, start)
        return end.start() if end else None
    # The tags of this name as a scan finds them (each from where the last one ended), but only at the places where
    # its opening or closing stands (str.find), not at every tag of the page.
    tags, opening, closing = _tags_named(name), f"<{name}", f"</{name}"
    depth, at = 1, start
    next_open, next_close = html.find(opening, at), html.find(closing, at)
    while next_close >= 0:
        candidate = next_open if 0 <= next_open < next_close else next_close
        tag = tags.match(html, candidate)
        if tag is None:
            at = candidate + 1
        else:
            if tag.group(1):
                depth -= 1
                if not depth:
                    return candidate
            elif not tag.group(2):
                depth += 1
            at = tag.end()
        if 0 <= next_open < at:
            next_open = html.find(opening, at)
        if next_close < at:
            next_close = html.find(closing, at)
    return None


def _marked_by_walk(html: str) -> str:
    """The marking by a walk of every tag: what any nesting needs."""
    out: list[str] = []
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
    from languages.reader import reader_language  # the one look at Django's state: the page's language

    return mark_foreign_runs(html) if reader_language() in LATIN_SCRIPT_LANGUAGES else html

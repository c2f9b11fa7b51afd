"""The printed text as HTML with its markup: commentary set apart, editorial notes, glossary terms,
worked examples linked to the chart builder, and highlighted words. The text itself is never changed:
every character of the original appears once, in order.
"""
from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterator
from dataclasses import dataclass, field
from html import escape

from django.urls import reverse
from django.utils.html import format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, gettext, gettext_lazy

from languages.codes import html_lang
from languages.terms import in_script

from .glossary import GlossaryTerm, first_occurrences


@dataclass(frozen=True)
class Link:
    start: int
    end: int
    opening: str
    closing: str


@dataclass
class Markup:
    """Ranges over one text, in character offsets; build with the `add_*` methods, then `render`."""

    text: str
    anchor: str
    segments: list[tuple[int, int, str]] = field(default_factory=list)
    notes: list = field(default_factory=list)
    links: list[Link] = field(default_factory=list)
    highlights: list[tuple[int, int]] = field(default_factory=list)

    def add_commentary(self, spans) -> None:
        self.segments = [(s.start, s.end, s.kind) for s in spans]

    def add_notes(self, notes) -> None:
        self.notes = list(notes)

    def add_examples(self, examples) -> None:
        for example in examples:
            opening = format_html(
                '<a class="example" href="{}" title="{}">',
                example.chart_url(),
                gettext("起課 · open this chart: %(day)s日 %(hour)s時, %(general)s將 (%(source)s)")
                % {"day": example.day, "hour": example.hour, "general": example.general,
                   "source": in_readers_language(example.general_source, example.translations)[0]},
            )
            start, end = self._outside_notes(example.start, example.end)
            self._add_link(Link(start, end, opening, "</a>"))

    def _outside_notes(self, start: int, end: int) -> tuple[int, int]:
        """The longest part of [start, end) that no note covers: a note on 「假合」 leaves 「乙酉戌時課」 to link."""
        cuts = sorted({start, end} | {edge for n in self.notes for edge in (n.start, n.end) if start < edge < end})
        free = [(a, b) for a, b in zip(cuts, cuts[1:]) if not any(n.start < b and a < n.end for n in self.notes)]
        return max(free, key=lambda part: part[1] - part[0], default=(start, end))

    def add_glossary_terms(self) -> None:
        for start, end, term in first_occurrences(self.text):
            tip = f"tip-{self.anchor}-{term.slug}"
            opening = format_html(
                '<span class="term"><a href="{}#{}" '
                'aria-describedby="{}">', reverse("classics:glossary"), term.slug, tip
            )
            summary, lang = tooltip(term)
            closing = format_html('</a><span class="tip" role="tooltip" id="{}" '
                                  'lang="{}">{}</span></span>', tip, lang, summary)
            self._add_link(Link(start, end, opening, closing))

    def add_highlights(self, words) -> None:
        self.highlights += (lit for word in words for lit in _occurrences(self.text, word))

    def _add_link(self, link: Link) -> None:
        # A link may not straddle a commentary boundary, a note or another link: the first claim wins.
        edges = [(s, e) for s, e, _ in self.segments] + [(n.start, n.end) for n in self.notes]
        crosses = any(s < link.end and link.start < e and not (s <= link.start and link.end <= e) for s, e in edges)
        overlaps_note = any(n.start < link.end and link.start < n.end for n in self.notes)
        overlaps_link = any(other.start < link.end and link.start < other.end for other in self.links)
        if not (crosses or overlaps_note or overlaps_link):
            self.links.append(link)

    def render(self) -> SafeString:
        cuts = {0, len(self.text)}
        for start, end in [(s, e) for s, e, _ in self.segments] + [(n.start, n.end) for n in self.notes]:
            cuts.update((start, end))
        openings: dict[int, list[str]] = {}
        closings: dict[int, list[str]] = {}
        for item in self.links:
            cuts.update((item.start, item.end))
            openings.setdefault(item.start, []).append(item.opening)
            closings.setdefault(item.end, []).append(item.closing)
        for start, end in self.highlights:
            cuts.update((start, end))
        buttons: dict[int, list[str]] = {}
        for note in self.notes:
            buttons.setdefault(note.end, []).append(self._note_button(note))
        points = sorted(cuts)
        lit, noted = _covered(points, self.highlights), _covered(points, [(n.start, n.end) for n in self.notes])
        kinds = self._segment_kinds(points)
        html: list[str] = []
        current_segment = None
        for start, end in zip(points, points[1:]):
            if self.segments:
                segment = kinds.get(start, "verse")
                if segment != current_segment:
                    if current_segment is not None:
                        html.append("</span>")
                    html.append(f'<span class="seg seg-{segment}">')
                    current_segment = segment
            html.extend(openings.get(start, ()))
            # the standard library's, as Django's escape is, without its lazy wrapper
            piece = escape(self.text[start:end])
            if start in lit:
                piece = f'<mark class="hl">{piece}</mark>'
            if start in noted:
                piece = f'<mark class="note-mark">{piece}</mark>'
            html.append(piece)
            html.extend(closings.get(end, ()))
            html.extend(buttons.get(end, ()))
        if current_segment is not None:
            html.append("</span>")
        return mark_safe("".join(html))

    def _segment_kinds(self, points: list[int]) -> dict[int, str]:
        """The kind of commentary each piece starting at one of `points` stands in (the first segment holding it)."""
        kinds: dict[int, str] = {}
        for start, end, kind in reversed(self.segments):
            for point in points[bisect_left(points, start):bisect_left(points, end)]:
                kinds[point] = kind
        return kinds

    def _note_button(self, note) -> str:
        pop = f"note-{self.anchor}-{note.number}"
        text, text_lang = in_readers_language(note.text, note.translations)
        reading = format_html(" → 「{}」", note.reading) if note.reading else ""
        return format_html(
            '<button type="button" class="note-ref" popovertarget="{pop}" aria-label="{label}">'
            '<span aria-hidden="true">{n}</span></button>'
            '<span popover id="{pop}" class="note-pop" role="note" lang="{lang}">'
            '<span class="note-head">{head} · {kind}</span> <span lang="zh-Hant">「{printed}」{reading}</span>'
            '<span class="note-text" lang="{text_lang}">{text}</span>'
            '<span class="note-by">{authority}{register}</span></span>',
            pop=pop,
            lang=html_lang(get_language()),  # the popover speaks the page's language inside the Chinese text
            n=note.number,
            label=gettext("校記 %(number)s · editorial note %(number)s") % {"number": note.number},
            head=gettext("校記 %(number)s") % {"number": note.number},
            kind=note.get_kind_display(),
            printed=note.printed,
            reading=reading,
            text=text,
            text_lang=text_lang,
            authority=authority_label(note.authority),
            register=str(REGISTER_TOO) if note.register and note.authority != "catalog" else "",
        )


_ESCAPED = re.compile(r"[&<>\"']")   # what html.escape writes otherwise

REGISTER_TOO = gettext_lazy("; also in the pattern catalog's text-critical register")
AUTHORITIES = {
    "gloss": gettext_lazy("flagged by the modern gloss (白話)"),
    "catalog": gettext_lazy("flagged in the pattern catalog's text-critical register"),
    "註": gettext_lazy("from the old commentary (註)"),
    "程偉堂": gettext_lazy("程偉堂's remark (偉堂按)"),
    "郭本": gettext_lazy("reading of the 郭 edition (郭本)"),
    "許本": gettext_lazy("reading of the 許 edition (許本)"),
}


# A quotation of the books (「…」) inside the project's own words stays as printed on a 简体中文 page.
QUOTATION = re.compile(r"(「[^」]*」)")


def in_page_script(text: str) -> str:
    """The project's own words, written in traditional Chinese, in the page's script (quotations kept)."""
    language = get_language()
    if language != "zh-hans":
        return text
    return "".join(part if QUOTATION.fullmatch(part) else in_script(part, language) for part in QUOTATION.split(text))


def in_readers_language(english: str, translated: dict[str, str]) -> tuple[str, str]:
    """The project's own words (a glossary explanation, an editorial note) for the page's reader, and the `lang`
    they are written in: 繁體中文 and 日本語 as written, 简体中文 converted from the first, English otherwise."""
    language = get_language()
    text = translated.get("zh-hant" if language == "zh-hans" else language)
    return (in_page_script(text), html_lang(language)) if text else (english, "en")


def explained(term: GlossaryTerm) -> tuple[str, str]:
    """A glossary term's explanation for the page's reader, and its `lang`."""
    return in_readers_language(term.explanation, term.translated)


def tooltip(term: GlossaryTerm) -> tuple[str, str]:
    """The one line a term's tooltip shows, and its `lang`: an English reader's with the English name."""
    explanation, lang = explained(term)
    if lang == "en":
        return term.summary, lang
    if term.branch:
        return gettext("%(term)s (= %(branch)s): %(explanation)s") % {
            "term": term.term, "branch": term.branch, "explanation": explanation}, lang
    return gettext("%(term)s: %(explanation)s") % {"term": term.term, "explanation": explanation}, lang


def _covered(points: list[int], ranges) -> set[int]:
    """The points (cuts of a text, every range's ends among them) where a piece inside one of the ranges starts."""
    return {point for start, end in ranges for point in points[bisect_left(points, start):bisect_left(points, end)]}


def _occurrences(text: str, word: str) -> Iterator[tuple[int, int]]:
    """Where `word` stands in `text`, each [start, end) after the one before (none for an empty word)."""
    position = text.find(word) if word else -1
    while position >= 0:
        yield position, position + len(word)
        position = text.find(word, position + len(word))


def authority_label(authority: str) -> str:
    return str(AUTHORITIES.get(authority, authority))


def highlighted(text: str, words) -> SafeString:
    """A plain layer (gloss, reading) with `words` highlighted: what `Markup.render` writes for highlights alone,
    without its machinery for commentary, notes and links (a search writes some ten of these a query).

    A piece between two edges is lit where more words have begun than ended at its start; the text is escaped
    piece by piece only when it holds a character to escape (the classics hardly ever do)."""
    depth_change: dict[int, int] = {}
    for start, end in (lit for word in words for lit in _occurrences(text, word)):
        depth_change[start] = depth_change.get(start, 0) + 1
        depth_change[end] = depth_change.get(end, 0) - 1
    plain = escape if _ESCAPED.search(text) else str
    if not depth_change:
        return SafeString(plain(text))
    points = sorted({0, len(text), *depth_change})
    pieces, depth = [], 0
    for start, end in zip(points, points[1:]):
        depth += depth_change.get(start, 0)
        piece = plain(text[start:end])
        pieces.append(f'<mark class="hl">{piece}</mark>' if depth > 0 else piece)
    return SafeString("".join(pieces))

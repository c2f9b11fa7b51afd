"""What a reading page shows of a passage: its columns rendered with their markup, and its citation."""
from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Prefetch, QuerySet
from django.utils.safestring import SafeString
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from languages.codes import html_lang
from languages.terms import in_script

from .columns import COLUMNS, Column
from .models import CommentarySpan, EditorialNote, Passage, WorkedExample
from .rendering import Markup, highlighted, in_readers_language
from .search import search_forms

# The glossary page's groups (classics.glossary.GROUPS), headed in the page's language.
GLOSSARY_GROUPS = {
    "general-name": _("十二神 · the general names of the branches"),
    "heavenly-general": _("十二天將 · the twelve heavenly generals"),
    "term": _("術語 · other terms"),
}


# The modern gloss is a reading aid, not the book: a reader of 简体中文 reads it in simplified characters (OpenCC
# t2s), while the classical text and the Japanese translation stay as printed (the page says so).
SIMPLIFIED = "zh-hans"


@dataclass(frozen=True)
class Cell:
    column: Column
    html: SafeString | None
    line: int | None  # the line of the corpus file the text stands on
    lang: str         # the language (and script) the cell's text is written in


@dataclass(frozen=True)
class PassageView:
    passage: Passage
    cells: tuple[Cell, ...]
    notes: tuple[tuple[EditorialNote, str, str], ...]  # each note, its text for the reader and that text's lang


def with_markup(passages: QuerySet) -> QuerySet:
    """Passages with everything their rendering needs, in as few queries as possible."""
    return passages.select_related("volume__work").prefetch_related(
        Prefetch("commentary_spans", queryset=CommentarySpan.objects.order_by("start")),
        Prefetch("notes", queryset=EditorialNote.objects.order_by("number")),
        Prefetch("examples", queryset=WorkedExample.objects.order_by("start")),
        "defined_terms",
    )


def highlight_forms(words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(form for word in words for form in search_forms(word))


def passage_view(passage: Passage, codes: tuple[str, ...], highlights: tuple[str, ...]) -> PassageView:
    cells = []
    for code in codes:
        column = COLUMNS[code]
        if column.layer == "original":
            markup = Markup(passage.original, anchor=passage.key)
            markup.add_commentary(passage.commentary_spans.all())
            markup.add_notes(passage.notes.all())
            markup.add_highlights(highlights)
            markup.add_examples(passage.examples.all())
            markup.add_glossary_terms()
            cells.append(Cell(column, markup.render(), passage.original_line, column.lang))
        else:
            text, lang = getattr(passage, column.layer), column.lang
            if text is not None and column.layer == "gloss" and get_language() == SIMPLIFIED:
                text, lang = in_script(text, SIMPLIFIED), html_lang(SIMPLIFIED)
            cells.append(Cell(column, highlighted(text, highlights) if text is not None else None,
                              getattr(passage, f"{column.layer}_line"), lang))
    notes = tuple((note, *in_readers_language(note.text, note.translations)) for note in passage.notes.all())
    return PassageView(passage, tuple(cells), notes)


def citation(passage: Passage, url: str) -> str:
    """The text a teacher pastes: work, volume, passage number and name, permanent URL."""
    volume = passage.volume
    return f"《{volume.work.title}》第 {volume.number} 卷 第 {passage.number} 段「{passage.title}」 {url}"

"""What a reading page shows of a passage: its columns rendered with their markup, and its citation."""
from __future__ import annotations

from dataclasses import dataclass

from django.db.models import Prefetch, QuerySet
from django.utils.safestring import SafeString
from django.utils.translation import gettext_lazy as _

from sources.keys import line_reference

from .columns import COLUMNS, Column
from .models import CommentarySpan, EditorialNote, Passage, WorkedExample
from .rendering import Markup, highlighted
from .search import query_variants

# The glossary page's groups (classics.glossary.GROUPS), headed in the page's language.
GLOSSARY_GROUPS = {
    "general-name": _("十二神 · the general names of the branches"),
    "heavenly-general": _("十二天將 · the twelve heavenly generals"),
    "term": _("術語 · other terms"),
}


@dataclass(frozen=True)
class Cell:
    column: Column
    html: SafeString | None
    source_line: str | None


@dataclass(frozen=True)
class PassageView:
    passage: Passage
    cells: tuple[Cell, ...]
    notes: tuple[EditorialNote, ...]


def with_markup(passages: QuerySet) -> QuerySet:
    """Passages with everything their rendering needs, in as few queries as possible."""
    return passages.select_related("volume__work").prefetch_related(
        Prefetch("commentary_spans", queryset=CommentarySpan.objects.order_by("start")),
        Prefetch("notes", queryset=EditorialNote.objects.order_by("number")),
        Prefetch("examples", queryset=WorkedExample.objects.order_by("start")),
        "defined_terms",
    )


def highlight_forms(words: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(form for word in words for form in query_variants(word))


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
            cells.append(Cell(column, markup.render(), _line_reference(passage, "zh", passage.original_line)))
        else:
            text = getattr(passage, column.layer)
            language = "ja" if column.layer == "reading" else "zh"
            line = getattr(passage, f"{column.layer}_line")
            cells.append(
                Cell(column, highlighted(text, highlights) if text is not None else None, _line_reference(passage, language, line))
            )
    return PassageView(passage, tuple(cells), tuple(passage.notes.all()))


def _line_reference(passage: Passage, language: str, line: int | None) -> str | None:
    volume = passage.volume
    return line_reference(volume.work.slug, volume.number, language, line) if line else None


def citation(passage: Passage, url: str) -> str:
    """The text a teacher pastes: work, volume, passage number and name, key, permanent URL."""
    volume = passage.volume
    return f"《{volume.work.title}》第 {volume.number} 卷 第 {passage.number} 段「{passage.title}」({passage.key}) {url}"

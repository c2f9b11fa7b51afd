"""A sheet's items as its pages show them: passages fetched in one query, the chosen phrase marked."""
from __future__ import annotations

from dataclasses import dataclass

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from classics.models import Passage
from divination.passages import WORK_TITLES
from sheets.models import Item


def marked(text: str, phrase: str) -> SafeString:
    """The text, escaped, with each occurrence of the phrase in <mark>."""
    if not phrase:
        return escape(text)
    return mark_safe(format_html("<mark>{}</mark>", phrase).join(escape(part) for part in text.split(phrase)))


@dataclass(frozen=True)
class PassageView:
    key: str
    label: str
    title: str
    original: SafeString
    gloss: SafeString | None


def passage_view(p: Passage, phrase: str) -> PassageView:
    work = WORK_TITLES.get(p.volume.work.slug, p.volume.work.slug).split()[0]
    return PassageView(p.key, f"{work} {p.volume.number}.{p.number}", p.title, marked(p.original, phrase),
                       marked(p.gloss, phrase) if p.gloss else None)


def item_views(items: list[Item]) -> list[tuple[int, Item, PassageView | None]]:
    """(number from 1, item, its passage when it is one); the passages in one query."""
    keys = {item.passage_key for item in items if item.kind == Item.Kind.PASSAGE}
    passages = {p.key: p for p in Passage.objects.filter(key__in=keys).select_related("volume__work").only(
        "key", "number", "title", "original", "gloss", "volume__number", "volume__work__slug")} if keys else {}
    return [(n, item, passage_view(passages[item.passage_key], item.highlight) if item.passage_key in passages else None)
            for n, item in enumerate(items, 1)]

"""A sheet's items as its pages show them: passages fetched in one query, the chosen phrase marked, each item
written as HTML in one pass (the sheet, the editor, working through it item by item).

A template per item was most of a sheet's time (bench/bench_users.py); the items are written here with
format_html, their words translated by gettext with the messages the templates had.
"""
from __future__ import annotations

from dataclasses import dataclass

from django.utils.encoding import uri_to_iri
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext

from classics.models import Passage
from divination.passages import WORK_TITLES
from languages.wording import term
from liuren_site.markup import filled
from liuren_site.reversing import reverse_per_row
from sheets.forms import STEP_TITLES
from sheets.models import Item, Sheet


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


@dataclass(frozen=True)
class ItemView:
    number: int
    item: Item
    passage: PassageView | None
    article: SafeString


def item_views(items: list[Item], origin: str, first: int = 1) -> list[ItemView]:
    """Each item numbered (from `first`) and written out, with its passage when it is one; the passages in one
    query. `origin` (https://host) goes before the chart links printed under the charts."""
    keys = {item.passage_key for item in items if item.kind == Item.Kind.PASSAGE}
    passages = {p.key: p for p in Passage.objects.filter(key__in=keys).select_related("volume__work").only(
        "key", "number", "title", "original", "gloss", "volume__number", "volume__work__slug")} if keys else {}
    views = []
    for number, item in enumerate(items, first):
        passage = passage_view(passages[item.passage_key], item.highlight) if item.passage_key in passages else None
        views.append(ItemView(number, item, passage, item_article(number, item, passage, origin)))
    return views


def step_title(slug: str) -> str:
    """The chart step's name (四課 · the four lessons), or the whole chart."""
    return str(STEP_TITLES.get(slug or "", slug))


def readable_address(url: str) -> str:
    """The address as a reader types it from paper: 丁卯, not %E4%B8%81%E5%8D%AF (RFC 3987)."""
    return uri_to_iri(url)


def item_article(number: int, item: Item, passage: PassageView | None, origin: str) -> SafeString:
    """The item as the sheet shows it: its number and kind, then the chart link (and its address on paper), the
    passage with its phrase marked, or nothing; its text or question below; room to answer on paper."""
    parts = [format_html('<article class="sheet-item kind-{}" id="item-{}">\n  <p class="item-kind">{}. {}</p>\n',
                         item.kind, item.pk, number, item.get_kind_display())]
    if item.kind == Item.Kind.CHART:
        link = filled(gettext('<a href="%(url)s">%(name)s</a> · shown at %(step)s'),
                       url=item.chart_url, name=term(item.chart_name), step=step_title(item.step))
        parts.append(format_html('  <p class="item-chart">{}</p>\n  <p class="print-only">{}{}</p>\n',
                                 link, origin, readable_address(item.chart_url)))
    elif item.kind == Item.Kind.PRACTICE:
        if item.step:
            link = filled(gettext('Practise <a href="%(url)s">%(inputs)s</a>: work out the chart yourself, up to %(step)s.'),
                           url=item.practice_url, inputs=term(item.chart_inputs), step=step_title(item.step))
        else:
            link = filled(gettext('Practise <a href="%(url)s">%(inputs)s</a>: work out the chart yourself.'),
                           url=item.practice_url, inputs=term(item.chart_inputs))
        parts.append(format_html('  <p class="item-chart">{}</p>\n  <p class="print-only">{}{}</p>\n',
                                 link, origin, readable_address(item.practice_url)))
    elif item.kind == Item.Kind.PASSAGE:
        if passage is None:
            parts.append(format_html('  <p class="muted">{}</p>\n', filled(
                gettext("The passage <code>%(key)s</code> is not in the classics loaded here."), key=item.passage_key)))
        else:
            gloss = format_html('\n    <p class="gloss" lang="zh-Hans">{}</p>', passage.gloss) if passage.gloss else ""
            parts.append(format_html(
                '  <blockquote class="item-passage">\n    <p class="original" lang="zh-Hant">{}</p>{}\n'
                '    <footer><a href="{}" lang="zh-Hant">{} {}</a> <code>{}</code></footer>\n  </blockquote>\n',
                passage.original, gloss, item.passage_url, passage.label, passage.title, passage.key))
    if item.text:
        parts.append(format_html('  <div class="markdown{}">{}</div>\n', " question" if item.kind == Item.Kind.QUESTION else "",
                                 item.text_markup))
    if item.kind == Item.Kind.QUESTION:
        parts.append(mark_safe('  <div class="answer-space print-only" aria-hidden="true"></div>\n'))
    parts.append(mark_safe("</article>"))
    return mark_safe("".join(parts))  # noqa: S308 — each part is escaped above


def editor_rows(sheet: Sheet, views: list[ItemView]) -> SafeString:
    """The editor's list: each item with its handle to drag and its buttons (up, down, edit, remove), which
    post the form they are in to the item's own address; the first cannot go up, the last not down."""
    move_url = reverse_per_row("sheets:item_move", sheet.token)
    edit_url = reverse_per_row("sheets:item_edit", sheet.token)
    remove_url = reverse_per_row("sheets:item_remove", sheet.token)
    up, down, edit, remove = gettext("↑ Up"), gettext("↓ Down"), gettext("Edit"), gettext("Remove")
    rows = []
    for index, view in enumerate(views):
        pk, number = view.item.pk, view.number
        rows.append(format_html(
            '\n    <li class="editor-item" draggable="true" data-item="{pk}">\n'
            '      <input type="hidden" name="item" value="{pk}">\n'
            '      <span class="drag-handle js-only" aria-hidden="true">⠿</span>\n'
            '      {article}\n'
            '      <span class="item-buttons">\n'
            '        <button type="submit" name="direction" value="up" formaction="{move}"{first} aria-label="{up_label}">{up}</button>\n'
            '        <button type="submit" name="direction" value="down" formaction="{move}"{last} aria-label="{down_label}">{down}</button>\n'
            '        <a href="{edit_url}">{edit}</a>\n'
            '        <button type="submit" formaction="{remove_url}" class="danger" aria-label="{remove_label}">{remove}</button>\n'
            '      </span>\n'
            '    </li>',
            pk=pk, article=view.article, move=move_url(pk), first=mark_safe(" disabled") if index == 0 else "",
            last=mark_safe(" disabled") if index == len(views) - 1 else "",
            up_label=gettext("Move item %(number)s up") % {"number": number}, up=up,
            down_label=gettext("Move item %(number)s down") % {"number": number}, down=down,
            edit_url=edit_url(pk), edit=edit, remove_url=remove_url(pk),
            remove_label=gettext("Remove item %(number)s") % {"number": number}, remove=remove))
    return mark_safe("".join(rows))  # noqa: S308 — each row is escaped by format_html

"""The 神煞 step written in Python: the spirits of the chart by group and nature, the other readings of the
damaged rows, the querent's 本命 and 行年. The values are spirits.spirit_groups', spirits.other_readings' and
page.querent_summary's.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import partial
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from languages.kept import already_marked, written_once
from languages.reader import gettext
from languages.wording import said
from liuren_site.markup import escaped, filled

Row = Mapping[str, Any]


def spirits_step(groups: Iterable[Row], readings: Iterable[Row], querent: Row | None, has_calendar: bool) -> SafeString:
    """Where the spirits come from, each group's spirits by nature, the other readings, then the querent's years."""
    # What every chart's step says alike (where the spirits come from, each group's and nature's heading) is written
    # and marked once per language (languages.kept.written_once): marked on each new moment, it was most of the cost
    # of marking the step.
    out = [already_marked(written_once("spirits step intro", _intro))]
    for group in groups:
        title = escaped(group["title"])
        out.append(already_marked(written_once(("spirit group", title), partial(_group_head, title))))
        for line in group["natures"]:
            # The names say their language, so the page's marking passes them by (their links run to thousands
            # of characters, each with its branches' spans, which the marking would step over tag by tag).
            names = already_marked(f'<span lang="zh-Hant">{escaped(line["links"])}</span>')
            nature, nature_title = escaped(line["nature"]), escaped(line["title"])
            out.append(already_marked(written_once(("spirit nature", nature, nature_title),
                                                   partial(_nature_head, nature, nature_title))))
            out.append(f"{names}</p>\n  ")
        out.append("\n</section>\n")
    out.append("\n")
    for other in readings:
        moved = "; ".join(f'<span lang="zh-Hant">{escaped(name)}</span> {escaped(mine)} → <b>{escaped(theirs)}</b>'
                          for name, mine, theirs in other["moved"])
        out.append(f'\n<div class="other-school">\n  <p><b>{escaped(other["choice"])}</b> → {moved}</p>\n'
                   f'  <p class="muted">{escaped(other["holder"])}</p>\n</div>\n')
    out.append("\n")
    if querent:
        out.append(_querent(querent))
    elif has_calendar:
        out.append('<p class="muted">' + gettext("本命 and 行年 need the querent's birth date (or birth year) and sex.") + "</p>")
    return mark_safe("".join(out))


def _intro() -> str:
    return "<p>" + gettext(
        "神煞 · the spirits of 《六壬大全》卷一 神煞立成, by the year, the month, the day stem and the day branch, and the "
        "month's table of the twelve palaces (逐月神煞); 心鏡's where it defines one differently or alone. Each stands on "
        "a branch of the heaven plate: in the drawing, a palace's <b>神煞</b> opens the list of those on its heaven "
        "branch. Each name links to its row.") + "</p>\n"


def _group_head(title: str) -> str:
    return f'\n<section class="spirit-group" aria-label="{title}">\n  <h3>{title}</h3>\n  '


def _nature_head(nature: str, title: str) -> str:
    return f'\n  <p class="spirit-line spirit-{nature}"><b>{title}</b>: '


def _querent(querent: Row) -> str:
    """本命 and 行年 (docs/engine-rules.md, 行年): the birth, the nominal age, how the natal year was read."""
    born = filled(gettext("問者 · the querent: born %(born)s (%(sex)s), %(age)s 歲 (虛歲) in the year %(year)s: 本命 "
                          "<b>%(natal)s</b>,"), born=querent["born"], sex=querent["sex"], age=querent["age"],
                  year=querent["query_year"], natal=querent["natal_year"])
    pillar = filled(gettext("the year pillar at the birth (the year changes at %(boundary)s),") if querent["by_date"]
                    else gettext("the year pillar of the birth year (the year changes at %(boundary)s),"),
                    boundary=querent["boundary"])
    travel = filled(gettext("行年 <b>%(travel)s</b> (men count from 丙寅 forward, women from 壬申 backward)."),
                    travel=querent["travel_year"])
    note = f'<p class="warning" role="note">⚠ {escaped(said(querent["note"]))}</p>' if querent["note"] else ""
    return f"<p>{born}\n{pillar}\n{travel}</p>\n{note}\n"

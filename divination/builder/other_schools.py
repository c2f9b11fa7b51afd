"""Where the schools part, written in Python: under the 初傳 step the other schools' transmissions, under the
generals step their generals where only those differ, each linked to the chart under that school's choice
(schools.other_answers), and what the printed sources say of this very chart (schools.known_disagreement).
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from divination.builder.schools import OtherAnswer
from languages.reader import gettext
from liuren_site.markup import escaped, filled, term_written


def other_schools(about: str, others: Iterable[tuple[OtherAnswer, str]], disagreement: str | None,
                  shown: Mapping[str, Any]) -> SafeString:
    """`about` "transmissions" (the 初傳 step) or "generals": the answers of the schools that differ in it."""
    out = []
    if about == "transmissions" and disagreement:
        in_the_books = gettext("書中 · In the books:")
        out.append(f'<p class="school-note"><b>{in_the_books}</b> {escaped(disagreement)}</p>')
    out.append("\n")
    for other, url in others:
        out.append("\n")
        if (about == "transmissions" and other.transmissions_differ
                or about == "generals" and other.generals_differ and not other.transmissions_differ):
            another = filled(gettext("Another school: %(choice)s"), choice=other.choice)
            out.append(f'\n<div class="other-school">\n  <p><b>{another}</b> →\n    <a href="{escaped(url)}">'
                       f'{_answer(about, other, shown)}</a></p>\n  <p class="muted">{escaped(other.holder)}</p>\n</div>\n')
        out.append("\n")
    out.append("\n")
    return mark_safe("".join(out))


def _answer(about: str, other: OtherAnswer, shown: Mapping[str, Any]) -> str:
    generals = f'{term_written("三傳天將")} {term_written(other.transmission_generals)}'
    if about != "transmissions":
        return generals
    chosen = other.chart.transmissions
    subname = f"·{term_written(chosen.subname)}" if chosen.subname else ""
    answer = f'{term_written("三傳")} {escaped(other.transmissions)} ({term_written(chosen.method)}{subname})'
    return answer + (f"; {generals}" if other.generals_differ and shown.get("generals") else "")

"""The drawing of the chart (天地盤, 三傳, 四課), written in Python: as a template it cost as much as a step.

It holds only what the steps shown have found (`shown`); the rows come from divination.builder.page
(`palaces`, `transmission_rows`, `lesson_columns`). The practice page draws it too, with the answer's field in
each palace (`answer`, the palace → its markup) in place of the heaven-plate branch.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from languages.kept import already_marked
from languages.reader import gettext
from languages.wording import terms_lang
from liuren_site.markup import escaped, term_written, terms_written
from liuren_site.reversing import reversed_once

VOID = ' class="void"'
VOID_MARK = '<small class="void-mark">空</small>'


def _lang(lang: str | None) -> str:
    return f' lang="{lang}"' if lang else ""



def figure(chart: Any, shown: Mapping[str, bool], palaces: Sequence[Mapping[str, Any]],
           transmissions: Sequence[Mapping[str, Any]], lessons: Sequence[Mapping[str, Any]], *,
           general_name: str, hour_name: str, noble_forward: bool, method_slug: str,
           answer: Callable[[Mapping[str, Any]], str] | None = None) -> SafeString:
    """The drawing: the palaces round the centre (the day, general and hour, day or night, k, the noble's
    direction), beside it the table of the transmissions with their method and the table of the lessons."""
    lang = terms_lang()
    plates_label = gettext("天地盤 · heaven plate over earth plate")
    day = chart.ke.day_name
    out = [f'<div class="ke-figure" id="figure" data-figure="chart"{_lang(lang)}>\n'
           f'  <div class="plates" role="group" aria-label="{plates_label}">\n    ',
           palace_cells(palaces, shown.get("plates"), answer),
           '\n    <div class="plates-centre">\n'
           f'      <span class="centre-day"><span data-part="stem">{escaped(day[:1])}</span>'
           f'<span data-part="day">{escaped(day[1:])}</span>日</span>\n'
           f'      <span>{escaped(general_name)}{term_written("將")} {escaped(hour_name)}{term_written("時")}</span>\n'
           f'      <span class="muted">{term_written("晝") if chart.daytime else "夜"}'
           f'{f" · k = {chart.k}" if shown.get("plates") else ""}</span>\n      ']
    if shown.get("generals"):
        out.append(f'<span class="muted">{term_written("貴人")}{"順" if noble_forward else "逆"}</span>')
    out.append('\n    </div>\n  </div>\n  <div class="ke-side">\n    ')
    if transmissions:
        out.append(_transmission_table(chart, shown, transmissions, method_slug))
    out.append("\n    ")
    if shown.get("lessons"):
        out.append(_lesson_table(shown, lessons))
    out.append("\n  </div>\n</div>\n")
    # On a page in a Latin script, the one the marking marks, the drawing says its language (`lang`) from its
    # first tag to its last: marked, it is itself (32 KB of the page its marking walked to find that).
    return already_marked("".join(out)) if lang and answer is None else mark_safe("".join(out))


def _transmission_table(chart: Any, shown: Mapping[str, bool], transmissions: Sequence[Mapping[str, Any]],
                        method_slug: str) -> str:
    label = gettext("三傳 · the three transmissions")
    written_term = terms_written()
    qualities, generals = shown.get("qualities"), shown.get("generals")
    head = (f'<th scope="col" class="quality">{written_term("六親")}</th><th scope="col" class="quality">{written_term("遁干")}</th>'
            if qualities else "")
    head += f'<th scope="col">{written_term("傳")}</th>'
    if generals:
        head += f'<th scope="col">{written_term("天將")}</th>'
    out = [f'\n    <table class="transmission-table" aria-label="{label}">\n'
           f"      <thead><tr><td></td>{head}</tr></thead>\n      <tbody>\n      "]
    for t in transmissions:
        void = t["void"]
        out.append(f'\n        <tr data-part="{escaped(t["part"])}"{VOID if void else ""}>\n'
                   f'          <th scope="row">{written_term(t["name"])}</th>\n          ')
        if qualities:
            out.append(f'<td class="quality">{written_term(t["kin"])}</td><td class="quality">{escaped(t["hidden_stem"] or "—")}</td>')
        out.append(f'\n          <td class="branch">{escaped(t["branch"])}{VOID_MARK if void else ""}'
                   "</td>\n          ")
        if generals:
            out.append(f"<td>{written_term(t['general'])}</td>")
        out.append("\n        </tr>\n      ")
    out.append("\n      </tbody>\n    </table>\n    ")
    if shown.get("initial"):
        method = chart.transmissions
        url = reversed_once("divination:method", method_slug)
        subname = f" · {written_term(method.subname)}" if method.subname else ""
        out.append(f'<p class="method-name"><a href="{escaped(url)}">{written_term(method.method)}</a>{subname}</p>')
    out.append("\n    ")
    return "".join(out)


def _lesson_table(shown: Mapping[str, bool], lessons: Sequence[Mapping[str, Any]]) -> str:
    label = gettext("四課 · the four lessons, right to left")
    written_term = terms_written()

    def row(cls: str, cells: Callable[[Mapping[str, Any]], str]) -> str:
        return f'<tr class="{cls}">' + "".join(cells(lesson) for lesson in lessons) + "</tr>"

    generals = (row("lesson-generals", lambda l: f'<td data-part="{escaped(l["part"])}">{written_term(l["general"])}</td>')
                if shown.get("generals") else "")
    uppers = row("lesson-uppers", lambda l: f'<td data-part="{escaped(l["part"])}"{VOID if l["void"] else ""}>'
                                            f'{escaped(l["upper"])}</td>')
    lowers = row("lesson-lowers", lambda l: f'<td data-part="{escaped(l["part"])}'
                                            f'{" " + escaped(l["lower_part"]) if l["lower_part"] else ""}">{escaped(l["lower"])}</td>')
    relations = row("lesson-relations", lambda l: f'<td data-part="{escaped(l["part"])}">{escaped(l["relation"] or "")}</td>')
    heads = "".join(f'<th scope="col" data-part="{escaped(l["part"])}">{written_term(l["name"])}</th>' for l in lessons)
    return (f'\n    <table class="lesson-table" aria-label="{label}">\n      <thead><tr>{heads}</tr></thead>\n      <tbody>\n'
            f"        {generals}\n        {uppers}\n        {lowers}\n        {relations}\n      </tbody>\n    </table>\n    ")


def palace_cells(palaces: Sequence[Mapping[str, Any]], shown_plates: bool | None,
                 answer: Callable[[Mapping[str, Any]], str] | None = None) -> str:
    """The palaces of the drawing: the heaven-plate branch over the earth's, the general riding it, the marks of
    the transmissions, the spirits; in practice, the answer's field (`answer`) in place of the heaven-plate branch."""
    heaven_title, earth_title = gettext("天盤 heaven plate"), gettext("地盤 earth plate")
    written_term = terms_written()
    out = []
    for p in palaces:
        heaven = escaped(p["heaven"])
        classes = "".join(name for name, on in ((" void", p["void"]), (" transmitted", p["marks"]), (" noble", p["noble"])) if on)
        part = f' data-part="{escaped(p["parts"])}"' if p["parts"] else ""
        out.append(f'\n    <div data-heaven="{heaven}"{part} class="palace {escaped(p["cell"])}{classes}">\n      ')
        if p["general"]:
            out.append(f'<span class="general">{written_term(p["general"])}</span>')
        out.append("\n      ")
        if answer is not None:
            out.append(answer(p))
        elif shown_plates:
            void_mark = VOID_MARK if p["void"] else ""
            out.append(f'<span class="heaven" title="{heaven_title}">{heaven}{void_mark}</span>')
        stems = f'<small class="lodged">{escaped(p["stems"])}</small>' if p["stems"] else ""
        out.append(f'\n      <span class="earth" title="{earth_title}">{escaped(p["earth"])}{stems}</span>\n      ')
        if p["marks"]:
            out.append(f'<span class="marks">{escaped(p["marks"])}</span>')
        out.append("\n      ")
        if p["spirits"]:
            spirits = p["spirits"]
            out.append(f'<details class="palace-spirits no-print"><summary>{written_term("神煞")} '
                       f'{escaped(spirits["count"])}</summary>\n        <ul lang="zh-Hant">'
                       f'{escaped(spirits["items"])}</ul>\n      </details>')
        out.append("\n    </div>\n    ")
    return "".join(out)

"""The 初傳 step's trace of the nine methods (九宗門), written in Python: each method tried, what it found
(the lessons' 賊剋, the candidates, the 涉害 count), which decided, and the initial transmission it chose.

The same for every chart of one 課, hour, day or night and options (`page.ke_key`): the chart page keeps it
marked. The rows are page.methods_passed's and page.trace_rows'; the step's template,
`divination/_step_initial.html`, adds the other schools' answers.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from languages.reader import gettext
from languages.wording import term
from liuren_site.markup import escaped, filled
from liuren_site.reversing import reversed_once

Row = Mapping[str, Any]


def _joined(values: Iterable[Any], separator: str) -> SafeString:
    """As the `join` filter writes a list: each value escaped."""
    return mark_safe(separator.join(escaped(value) for value in values))


def _method_url(slug: str) -> str:
    # a trace links five method pages, the same few for every chart: reversed once, not per chart
    return reversed_once("divination:method", slug)


def initial_trace(passed: Sequence[Row], trace: Sequence[Row], chart: Any, transmissions: Sequence[Row],
                  method_slug: str) -> SafeString:
    """The methods passed over, then the engine's trace, then the initial transmission and how it was found."""
    out = ["<p>" + gettext("The nine methods (九宗門) are tried in order; the first that applies chooses the initial "
                           "transmission (發用).") + '</p>\n<ol class="trace">\n']
    for p in passed:
        out.append(f'\n  <li class="trace-step passed"><a href="{escaped(_method_url(p["slug"]))}">'
                   f'{escaped(term(p["method"]))}</a> — {escaped(p["rule"])}</li>\n')
    out.append("\n")
    for t in trace:
        out.append(_trace_step(t))
    out.append("\n</ol>\n\n")
    out.append(f'<p data-parts="initial">{_chosen(chart, transmissions, method_slug)}</p>')
    return mark_safe("".join(out))


def _trace_step(t: Row) -> str:
    classes = (" decided" if t["decided"] else "") + (" within" if t["within"] else "")
    out = [f'\n  <li class="trace-step{classes}">\n    ']
    if t["within"]:
        out.append('<span class="within-mark">' + gettext("its initial by the usual rule:") + "</span> ")
    out.append(f'<a href="{escaped(_method_url(t["slug"]))}">{escaped(term(t["method"]))}</a>')
    if t["decided"]:
        decided = gettext("chooses") if t["within"] else gettext("decides")
        out.append(f' <span class="decided-mark">{decided}</span>')
    out.append(f' — {escaped(t["rule"])}\n    ')
    if t["lessons"]:
        out.append(_lessons_found(t))
    out.append("\n    ")
    if t["kept"]:
        kept = _joined(t["kept"], "、")
        message = (gettext("The day stem is yang; kept: <b>%(kept)s</b> (子寅辰午申戌 are yang, 丑卯巳未酉亥 yin).")
                   if t["polarity"] == "yang" else
                   gettext("The day stem is yin; kept: <b>%(kept)s</b> (子寅辰午申戌 are yang, 丑卯巳未酉亥 yin)."))
        out.append(f'<p class="found">{filled(message, kept=kept)}</p>')
    out.append("\n    ")
    if t["counts"]:
        out.append(_depth_count(t))
    out.append("\n    ")
    if t["yaoke"]:
        none = mark_safe(gettext("none"))
        overcoming = _joined(t["yaoke"]["overcoming_stem"], "、") or none
        overcome = _joined(t["yaoke"]["overcome_by_stem"], "、") or none
        out.append('<p class="found">' + filled(gettext("Uppers overcoming the day stem (蒿矢): %(overcoming)s; overcome "
                                                        "by it (彈射): %(overcome)s."),
                                                overcoming=overcoming, overcome=overcome) + "</p>")
    out.append("\n  </li>\n")
    return "".join(out)


def _lessons_found(t: Row) -> str:
    marks = {"zei": ' <b class="zei">賊</b>', "ke": ' <b class="ke">剋</b>'}
    rows = " · ".join(f'{escaped(term(row["name"]))} {escaped(row["upper"])}/{escaped(row["lower"])}'
                      f'{marks.get(row["relation"], "")}' for row in t["lessons"])
    out = f'\n    <p class="found">{rows}</p>\n    '
    if t["candidates"]:
        candidates = _joined(t["candidates"], "、")
        message = (gettext("A lesson is 賊, so only the 賊 lessons count (剋 lessons are set aside); a branch repeated "
                           "counts once: <b>%(candidates)s</b>.") if t["relation"] == "賊" else
                   gettext("No lesson is 賊: the 剋 lessons count; a branch repeated counts once: <b>%(candidates)s</b>."))
        out += f'<p class="found">{filled(message, candidates=candidates)}</p>'
    return out + "\n    "


def _depth_count(t: Row) -> str:
    """涉害: how deep each candidate's harm runs over the earth plate, or the 孟仲季 school's shortcut."""
    if t["school"] != "depth":
        rule = gettext("孟仲季 school: the count is skipped; where the candidate stands decides.")
    elif t["candidate_relation"] == "賊":
        rule = gettext("涉害深淺: walk forward over the earth plate from where each candidate stands to its own home, "
                       "counting each branch and lodged stem whose element overcomes the candidate (they are 賊 "
                       "candidates). Counted in brackets.")
    else:
        rule = gettext("涉害深淺: walk forward over the earth plate from where each candidate stands to its own home, "
                       "counting each branch and lodged stem whose element the candidate overcomes (they are 剋 "
                       "candidates). Counted in brackets.")
    label = gettext("涉害 depth count of each candidate")
    candidate, depth, lessons = gettext("candidate"), gettext("depth"), gettext("lessons")
    stands_on, path = gettext("stands on"), gettext("path")
    out = [f'\n    <p class="found">{rule}</p>\n'
           f'    <div class="table-scroll" tabindex="0" role="region" aria-label="{label}"><table class="shehai">\n'
           f'      <thead><tr><th scope="col" title="{candidate}">{escaped(term("候選"))}</th>'
           f'<th scope="col" title="{depth}">{escaped(term("深"))}</th><th scope="col" title="{lessons}">'
           f'{escaped(term("課"))}</th><th scope="col">{stands_on}</th><th scope="col">{path}</th></tr></thead>\n'
           "      <tbody>"]
    for c in t["counts"]:
        positions = "".join(
            f'<span class="pos{" counted" if pos["counted"] else ""}">{escaped(pos["position"])}'
            f'{"<b>（" + _joined(pos["counted"], "") + "）</b>" if pos["counted"] else ""}</span>' for pos in c["path"])
        out.append(f'\n        <tr data-branches="{escaped(c["branch"])}"><th scope="row">{escaped(c["branch"])}</th>'
                   f'<td class="depth">{escaped(c["depth"])}</td><td>{_joined(c["lessons"], ",")}</td>'
                   f'<td>{escaped(c["stands_on"])} ({escaped(c["stands_on_class"])})</td>\n'
                   f'          <td class="path">{positions}</td></tr>\n      ')
    out.append("</tbody>\n    </table></div>\n    ")
    if t["tie_break"]:
        out.append('<p class="found">' + filled(gettext(
            "Tie-break: <b>%(tie_break)s</b> (見機: on a 孟 寅申巳亥; 察微: on a 仲 子午卯酉; 綴瑕: the 干 side on a yang day, "
            "the 支 side on a yin day)."), tie_break=term(t["tie_break"])) + "</p>")
    out.append("\n    ")
    return "".join(out)


def _chosen(chart: Any, transmissions: Sequence[Row], method_slug: str) -> SafeString:
    """初傳: the branch, the method (and its variant) that chose it, the lesson it came from."""
    chosen = chart.transmissions
    values = {"branch": transmissions[0]["branch"] if transmissions else "", "method_url": _method_url(method_slug),
              "method": term(chosen.method), "subname": term(chosen.subname) if chosen.subname is not None else "",
              "lesson": chosen.source_lesson}
    if values["subname"] and values["lesson"]:
        message = gettext('初傳 · the initial transmission: <b class="big-branch">%(branch)s</b> by <a href="%(method_url)s">'
                          "%(method)s</a> (%(subname)s), from %(lesson)s課.")
    elif values["subname"]:
        message = gettext('初傳 · the initial transmission: <b class="big-branch">%(branch)s</b> by <a href="%(method_url)s">'
                          "%(method)s</a> (%(subname)s).")
    elif values["lesson"]:
        message = gettext('初傳 · the initial transmission: <b class="big-branch">%(branch)s</b> by <a href="%(method_url)s">'
                          "%(method)s</a>, from %(lesson)s課.")
    else:
        message = gettext('初傳 · the initial transmission: <b class="big-branch">%(branch)s</b> by <a href="%(method_url)s">'
                          "%(method)s</a>.")
    return filled(message, **values)

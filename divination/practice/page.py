"""What the practice page shows: the steps, the drawing as far as the student has come, the answers marked.

The drawing is the chart builder's (`divination/_figure.html`, with `palaces`, `lessons` and
`transmissions` from divination.builder.page) holding only what the steps answered so far found;
at the plates step each palace carries its input instead (`plate_input`). A step answered right
or revealed shows the builder's own explanation of it (`divination/_step_<slug>.html`).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Final
from urllib.parse import urlencode

from django.urls import get_script_prefix, reverse
from django.utils.translation import gettext_lazy as _

from divination.builder.methods import METHODS, SLUG_BY_NAME
from divination.builder.page import (
    STEPS,
    calendar_summary,
    chain_explanation,
    chart_url,
    decade_explanation,
    fragment_seconds,
    ke_key,
    lesson_columns,
    methods_passed,
    noble_explanation,
    palaces,
    quality_rows,
    trace_rows,
    transmission_rows,
)
from divination.builder.page import rule_url as builder_rule_url
from divination.builder.schools import known_disagreement, other_answers
from divination.engine.chart import Chart
from divination.engine.cycles import BRANCHES, STEMS
from divination.engine.generals import GENERALS
from divination.engine.qualities import KIN
from divination.practice.answers import SUBNAMES
from divination.practice.checker import StepCheck
from divination.practice.forms import LABELS, PLATE_LABEL, StepForm
from divination.practice.steps import FIRST, SECOND, SHOWN, SUMMARY, Record, steps_of

# The builder's step titles, but for the two steps that practise less than the builder shows.
BUILDER_STEPS: Final = {s.slug: s for s in STEPS}
TITLES: Final = {s.slug: s.title for s in STEPS} | {"generals": _("天將 · the noble and the generals"),
                                                   "qualities": _("旬空 遁干 六親 · void, hidden stems, kin")}
SUMMARY_TITLE: Final = _("總結 · summary")
OUTCOME_TEXT: Final = {FIRST: _("right the first time"), SECOND: _("right at the second try"), SHOWN: _("shown"),
                       None: _("not practised in this round")}
# The page's states: a fresh step, input it could not read, the first try wrong, right, revealed.
BLANK, UNREADABLE, HINTS, RIGHT, REVEALED = "blank", "unreadable", "hints", "right", "revealed"
SUGGESTION_LISTS: Final = {
    "branches": tuple(BRANCHES), "stems": tuple(STEMS) + ("空",), "methods": tuple(m.name for m in METHODS),
    "subnames": tuple(s for subs in SUBNAMES.values() for s in subs), "generals": GENERALS, "kin": KIN,
    "directions": ("順", "逆"),
}


def practice_url(params: Mapping[str, str], step: str | None = None) -> str:
    """The practice twin of a chart URL: the same parameters, then the step. The record of the session is not in
    it: it is kept in the student's session (practice.views), where every link of the page sees it."""
    query = dict(params)
    if step:
        query["step"] = step
    return reverse("practice:practice") + "?" + urlencode(query, safe=":/")


def practice_title(chart: Chart) -> str:
    """What the student starts from: the moment, or the 課 as a book prints it (never its answers)."""
    cal = chart.calendar
    if cal is not None:
        return f"{cal.local:%Y-%m-%d %H:%M} {cal.tz}"
    return f"{chart.ke.day_name}日 {BRANCHES[chart.monthly_general]}將 {BRANCHES[chart.query_hour]}時"


def shown_flags(chart: Chart, current: str, answered: bool) -> dict[str, bool]:
    """Which parts the drawing holds: every step before the current one, and the current one once answered."""
    order = [s.slug for s in STEPS]
    slugs = [s.slug for s in steps_of(chart)]
    upto = order.index(slugs[-1]) + 1 if current == SUMMARY else order.index(current) + (1 if answered else 0)
    flags = {slug: index < upto for index, slug in enumerate(order)}
    flags["pillars"] = True  # the moment's pillars are given, not practised
    flags["general"] = flags["general"] or chart.calendar is None
    return flags


def rule_url(chart: Chart, step: str, revealed: bool = False) -> str:
    """Where the step's rule is taught (the builder's link), but the chart's own method page for the initial only
    once revealed: before that it would name the answer."""
    if step == "initial" and not revealed:
        return reverse("divination:methods") + "#methods"
    return builder_rule_url(BUILDER_STEPS[step], chart)


def drawing(chart: Chart, shown: dict[str, bool], form: StepForm | None = None, marks: Mapping[str, str] | None = None
            ) -> dict[str, Any]:
    """The builder's drawing as far as `shown` goes; at the plates step each palace holds its input and mark."""
    rows = palaces(chart, shown)
    for row in rows:
        if not shown["plates"]:
            row["heaven"] = ""  # not even in the markup until the student has found it
        if form is not None and not shown["plates"]:
            name = f"heaven_plate.{row['earth']}"
            row["field"] = form[name]
            row["mark"] = (marks or {}).get(name)
    return {"palaces": rows, "lessons": lesson_columns(chart, shown), "transmissions": transmission_rows(chart, shown),
            "plate_input": "practice/_plate_input.html" if form is not None and not shown["plates"] else None}


def answer_rows(form: StepForm, result: StepCheck | None, state: str) -> list[dict[str, Any]]:
    """Each answer with its input, whether it is right, the hint or (revealed) the answer and its reason; a reason
    that two answers share (the chain that gives the middle and the final) is said beside the first only."""
    rows = []
    said_once: set[str] = set()
    for name in form.fields:
        if name == "attempt":
            continue
        if state in (RIGHT, REVEALED):
            form.fields[name].widget.attrs["readonly"] = True
        check = next((f for f in result.fields if f.name == name), None) if result else None
        mark = None
        if check is not None and state != UNREADABLE and (check.answered or state == REVEALED):
            mark = "right" if check.correct else "wrong"
        if mark == "wrong" or (form.is_bound and name in form.errors):
            form.fields[name].widget.attrs["aria-invalid"] = "true"
        rows.append({
            "name": name, "field": form[name], "mark": mark, "check": check,
            "hint": check.hint if check is not None and state == HINTS and mark == "wrong" else "",
            "expected": (written(check.expected) if check is not None and state == REVEALED and mark == "wrong"
                         else None),
            "given": written(check.given) if check is not None and check.answered else None,
            "explanation": check.explanation if check is not None and state == REVEALED and mark == "wrong"
            and check.explanation not in said_once else "",
        })
        if rows[-1]["explanation"]:
            said_once.add(rows[-1]["explanation"])
    return rows


def step_layout(chart: Chart, rows: list[dict[str, Any]]) -> dict[str, Any]:
    """The answers arranged as on paper: lessons right to left over their lowers, one line per transmission."""
    by_name = {row["name"]: row for row in rows}
    lessons = chart.lessons
    t = chart.transmissions
    lowers = (STEMS[chart.day_stem], "一課", BRANCHES[chart.day_branch], "三課")
    return {
        "rows": {name.replace(".", "_"): row for name, row in by_name.items()}, "answer_list": rows,
        "lesson_columns": [{"name": name, "row": by_name.get(f"lessons.{n}"), "lower": lower, "given": n in (1, 3)}
                           for n, name, lower in reversed(list(zip((1, 2, 3, 4), ("一課", "二課", "三課", "四課"),
                                                                   lowers)))],
        "per_transmission": [{"name": name, "branch": BRANCHES[b], "general": by_name.get(f"generals.{key}"),
                              "hidden_stem": by_name.get(f"hidden_stems.{key}"), "kin": by_name.get(f"kin.{key}")}
                             for key, name, b in zip(("initial", "middle", "final"), ("初傳", "中傳", "末傳"),
                                                     t.branches)],
        "stem_upper": BRANCHES[lessons[0].upper], "branch_upper": BRANCHES[lessons[2].upper],
    }


def written(value: Any) -> str:
    """An expected answer as a person writes it: 戌亥, 亥6 丑2, 空 for no stem, — for no sub-name."""
    if value is None:
        return "—"
    if isinstance(value, list):
        return "".join(value)
    if isinstance(value, dict):
        return " ".join(f"{k}{v}" for k, v in value.items())
    return str(value)


def grouped_hints(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The hints of a step, each once, with the answers it concerns (twelve palaces often share one): the palaces
    named once, 「天盤 · heaven branch on earth 子、午」, the other answers by their labels."""
    groups: dict[str, list[str]] = {}
    for row in rows:
        if row["hint"]:
            groups.setdefault(row["hint"], []).append(row["name"])
    return [{"hint": hint, "labels": answers_named(names)} for hint, names in groups.items()]


def answers_named(names: list[str]) -> list[str]:
    """The labels of some answers, the palaces of the heaven plate in one label."""
    palaces = [name.split(".", 1)[1] for name in names if name.startswith("heaven_plate.")]
    labels = [str(LABELS[name]) for name in names if not name.startswith("heaven_plate.")]
    return ([str(PLATE_LABEL).format(b="、".join(palaces))] if palaces else []) + labels


def explanation_context(chart: Chart, params: Mapping[str, str] | None = None) -> dict[str, Any]:
    """What the builder's step templates need to explain a step on this chart (asked with `params`)."""
    return {
        "calendar": calendar_summary(chart), "noble": noble_explanation(chart), "decade": decade_explanation(chart),
        "qualities": quality_rows(chart), "chain": chain_explanation(chart),
        "own_rule": chart.transmissions.trace[-1].rule,
        "passed": methods_passed(chart), "trace": trace_rows(chart),
        "method_slug": SLUG_BY_NAME[chart.transmissions.method],
        # the trace is kept under its 課 (page.ke_key), as on the chart page
        "ke_key": ke_key(chart), "script_prefix": get_script_prefix(),
        "fragment_seconds": fragment_seconds(params or {}),
    }


def step_links(chart: Chart, params: Mapping[str, str], current: str, record: Record) -> list[dict[str, Any]]:
    """The step tabs: each step's link, whether it is the current one and how it went in the session so far (the
    step just answered included), as the tab's classes."""
    links = [{"slug": s.slug, "title": TITLES[s.slug], "url": practice_url(params, s.slug),
              "current": s.slug == current, "outcome": record.get(s.slug)} for s in steps_of(chart)]
    links.append({"slug": SUMMARY, "title": SUMMARY_TITLE, "url": practice_url(params, SUMMARY),
                  "current": current == SUMMARY, "outcome": None})
    for link in links:
        link["classes"] = " ".join((["current"] if link["current"] else [])
                                   + (["done", link["outcome"]] if link["outcome"] else []))
    return links


def summary_rows(chart: Chart, params: Mapping[str, str], record: Record) -> list[dict[str, Any]]:
    """Each step: how it went, a link to practise it again and one to its explanation on the chart page."""
    return [{"title": TITLES[s.slug], "outcome": record.get(s.slug), "outcome_text": OUTCOME_TEXT[record.get(s.slug)],
             "again": practice_url(params, s.slug), "chart": chart_url(dict(params), s.slug),
             "rule": rule_url(chart, s.slug, revealed=True)} for s in steps_of(chart)]


def page_context(chart: Chart, params: Mapping[str, str], step: str, record: Record, *, form: StepForm | None = None,
                 result: StepCheck | None = None, state: str = BLANK, attempt: int = 1) -> dict:
    """Everything the practice page shows at `step` in `state`; `attempt` is the try the form sends next; `record`
    is the session's, this step's outcome included once it is answered."""
    answered = state in (RIGHT, REVEALED)
    shown = shown_flags(chart, step, answered)
    rows = answer_rows(form, result, state) if form is not None else []
    marks = {row["name"]: row["mark"] for row in rows if row["mark"]}
    steps = [s.slug for s in steps_of(chart)]
    following = (steps + [SUMMARY])[steps.index(step) + 1] if step in steps else None
    context = {
        "chart": chart, "params": params, "step": step, "record": record, "state": state, "shown": shown,
        "title": practice_title(chart), "step_title": TITLES.get(step, SUMMARY_TITLE),
        "step_number": steps.index(step) + 1 if step in steps else None, "step_count": len(steps),
        "general_name": BRANCHES[chart.monthly_general] if shown["general"] else "？",
        "hour_name": BRANCHES[chart.query_hour] if shown["general"] else "？",
        **drawing(chart, shown, form if step == "plates" and not answered else None, marks),
        **explanation_context(chart, params),
        "others": [(other, chart_url(other.params)) for other in other_answers(chart, dict(params))],
        "disagreement": known_disagreement(chart),
        "form": form, "hints": grouped_hints(rows), **step_layout(chart, rows),
        "departure": result.departure if result is not None and state in (HINTS, REVEALED) else None,
        "attempt": attempt,
        "url": practice_url(params, step), "step_links": step_links(chart, params, step, record),
        "chart_url": chart_url(dict(params), step if step in TITLES else None),
        "rule_url": rule_url(chart, step, revealed=answered) if step != SUMMARY else None,
        "next_url": practice_url(params, following) if answered and following else None,
        "next_is_summary": following == SUMMARY,
        "suggestions": SUGGESTION_LISTS, "random_url": reverse("practice:random"),
    }
    if step == SUMMARY:
        rows_done = summary_rows(chart, params, record)
        context |= {"summary": rows_done,
                    "first_time": sum(1 for r in rows_done if r["outcome"] == FIRST),
                    "practised": sum(1 for r in rows_done if r["outcome"])}
    return context

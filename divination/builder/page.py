"""The chart page's steps and its drawing: what each step shows, in the order a student builds a chart.

A step's URL is the chart's canonical URL plus `step=<slug>`; without `step` the whole chart shows.
Steps up to the current one are shown, and the drawing holds only what those steps have found.
The 課體 step ("patterns") joins the list when the page context carries `patterns`; its template
is `divination/_step_patterns.html`. Each step's template is `divination/_step_<slug>.html`; the page lays
them out in `divination/_chart_steps.html`. This module builds what they show, never markup.
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final
from urllib.parse import urlencode

from django.urls import get_script_prefix, reverse
from django.utils.encoding import uri_to_iri
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from divination.builder.caching import CACHE_SECONDS, is_personal
from divination.builder.methods import SLUG_BY_NAME
from divination.builder.schools import (
    known_disagreement,
    option_choices,
    options_summary,
    other_answers,
    other_qualities,
)
from divination.builder.spirits import other_readings, spirit_groups, spirits_by_branch
from divination.engine.chart import SEXES, Chart
from divination.engine.cycles import BRANCH_ELEMENT, BRANCHES, ELEMENTS, STEM_ELEMENT, STEM_LODGING, STEMS, is_yang_stem
from divination.engine.generals import GENERALS, NOBLE_SONGS, is_daytime_hour
from divination.engine.lessons import KE, ZEI
from divination.engine.params import CURRENT_VERSION, KE_FIELDS, canonical_params, changed_pairs, short_params
from divination.engine.qualities import SEASON_STATES
from divination.engine.relations import HARMONY
from divination.engine.solar_terms import TERM_NAMES
from divination.engine.transmissions import BAZHUAN_DAYS, BIYONG, FANYIN, FUYIN, SHEHAI, YAOKE, ZEIKE
from divination.interface import pattern_settings_from
from divination.patterns.settings import SETTINGS_BY_VERSION, PatternSettings
from languages.wording import said


@dataclass(frozen=True)
class Step:
    slug: str
    title: str      # 中文 · English
    rule_anchor: str  # the section of the methods index that teaches the rule; "" for the chart's own method page


STEPS: Final = (
    Step("pillars", _("四柱 節氣 · pillars and solar term"), "calendar"),
    Step("general", _("月將 占時 · monthly general and query hour"), "calendar"),
    Step("plates", _("天地盤 · the plates"), "plates"),
    Step("lessons", _("四課 · the four lessons"), "lessons"),
    Step("initial", _("初傳 · the initial transmission"), ""),
    Step("transmissions", _("中傳 末傳 · middle and final"), ""),
    Step("generals", _("天將 · the twelve generals"), "generals"),
    Step("qualities", _("遁干 六親 旬空 長生 · hidden stems, kin, void, life stages"), "qualities"),
    Step("spirits", _("神煞 · spirits"), "spirits"),
)
PATTERNS_STEP: Final = Step("patterns", _("課體 · patterns"), "")
STEP_SLUGS: Final = frozenset(s.slug for s in STEPS) | {PATTERNS_STEP.slug}

# Where each earth branch sits in the square of twelve palaces: 巳午未申 on top, 寅丑子亥 below.
PALACE_CELLS: Final = {5: (1, 1), 6: (1, 2), 7: (1, 3), 8: (1, 4), 4: (2, 1), 9: (2, 4),
                       3: (3, 1), 10: (3, 4), 2: (4, 1), 1: (4, 2), 0: (4, 3), 11: (4, 4)}
# The stems lodged in each earth branch (甲 in 寅 ...), as its palace writes them: the same for every chart.
LODGED_STEMS: Final = tuple("".join(STEMS[s] for s in range(10) if STEM_LODGING[s] == earth) for earth in range(12))
TRANSMISSION_NAMES: Final = ("初傳", "中傳", "末傳")
LESSON_NAMES: Final = ("一課", "二課", "三課", "四課")
TIME_BASIS_TEXT: Final = {"china": _("China standard time, UTC+8, as the calendars print it"),
                          "local": _("the querent's own civil time"),
                          "solar": _("true solar time at the place's longitude")}
# Beside the hour in the chart's header: which clock the hour pillar was read from.
TIME_BASIS_SHORT: Final = {"local": _("本地時 · the querent's clock"), "china": _("北京時間 · China time"),
                           "solar": _("真太陽時 · true solar time")}
DAY_RULE_TEXT: Final = {"hours": _("卯 to 申 are day"), "zhanshi": _("占事略決: 寅 to 酉 are day (從寅至酉為旦)")}
MONTH_NUMBERS: Final = "正二三四五六七八九十冬臘"


def steps_for(has_patterns: bool) -> tuple[Step, ...]:
    return STEPS + ((PATTERNS_STEP,) if has_patterns else ())


def rule_url(step: Step, chart: Chart) -> str:
    """Where a step's rule is taught: a section of the methods index, the chart's own method page, or the catalog."""
    if step is PATTERNS_STEP:
        return reverse("patterns:catalog")
    if step.rule_anchor:
        return reverse("divination:methods") + "#" + step.rule_anchor
    return reverse("divination:method", args=[SLUG_BY_NAME[chart.transmissions.method]])


def chart_url(params: Mapping[str, str], step: str | None = None) -> str:
    """The permanent URL of a chart (or of one of its steps): a 課 as the books print it, /ke/丁卯/亥/丑/, a
    moment as /chart/?at=…&tz=…; then the rest of its parameters, the step last."""
    query = dict(params, step=step) if step else dict(params)
    if all(query.get(name) for name in KE_FIELDS):
        path = reverse("divination:ke_short", args=[query.pop(name) for name in KE_FIELDS])
    else:
        path = reverse("divination:chart")
    return path + ("?" + urlencode(query, safe=":/") if query else "")


def permanent_params(chart: Chart, query, pattern_settings: PatternSettings | None = None) -> dict[str, str]:
    """The parameters of a chart's permanent link: its inputs, the version of the defaults `v`, then each
    school option and pattern setting that differs from that version's, by name (engine.params.short_params)."""
    settings = pattern_settings or pattern_settings_from(query)
    base = PatternSettings.from_token(SETTINGS_BY_VERSION[CURRENT_VERSION])
    return short_params(chart, query) | changed_pairs(settings, base)


def long_params(chart: Chart, query, pattern_settings: PatternSettings | None = None) -> dict[str, str]:
    """The long form links had before `v` (every option in `o`, every setting in `p`): what notes and sheets
    saved then hold."""
    settings = pattern_settings or pattern_settings_from(query)
    return canonical_params(chart, query) | {"p": settings.to_token()}


def chart_name(chart: Chart) -> str:
    """e.g. 丁卯日 亥將 丑時 · 亥酉未 涉害: which chart it is, for titles and link previews."""
    t = chart.transmissions
    method = t.method + (f"·{t.subname}" if t.subname else "")
    return (f"{STEMS[chart.day_stem]}{BRANCHES[chart.day_branch]}日 {BRANCHES[chart.monthly_general]}將 "
            f"{BRANCHES[chart.query_hour]}時 · {''.join(BRANCHES[b] for b in t.branches)} {method}")


def clock(moment: dt.datetime) -> str:
    """A clock as the page shows it, e.g. 2027-03-01 08:04."""
    return f"{moment:%Y-%m-%d %H:%M}"


def chart_title(chart: Chart, name: str | None = None) -> str:
    """The chart's name (or `name`, what a step may name), after the moment's local time and zone when it has one."""
    cal = chart.calendar
    return (f"{clock(cal.local)} {cal.tz} · " if cal is not None else "") + (name or chart_name(chart))


# "Work it out": a step's URL with `work=1` names only what the steps reached so far have found.
WORK_PARAM: Final = "work"


def name_so_far(chart: Chart, progress: Progress) -> str:
    """The chart's name as far as the steps shown have found it: a 課's day, general and hour are given; a moment's
    general and hour come at the general step; the initial and its method at the initial step, the three
    transmissions at theirs (丁卯日 亥將 丑時 · 初傳 亥 涉害)."""
    day = f"{STEMS[chart.day_stem]}{BRANCHES[chart.day_branch]}日"
    if chart.calendar is not None and not progress.reached("general"):
        return day
    name = f"{day} {BRANCHES[chart.monthly_general]}將 {BRANCHES[chart.query_hour]}時"
    t = chart.transmissions
    method = t.method + (f"·{t.subname}" if t.subname else "")
    if progress.reached("transmissions"):
        return f"{name} · {''.join(BRANCHES[b] for b in t.branches)} {method}"
    if progress.reached("initial"):
        return f"{name} · 初傳 {BRANCHES[t.initial]} {method}"
    return name


def work_description(title: str) -> str:
    """The link preview of a step worked out: what is known, never what the next steps find."""
    return gettext("大六壬 %(title)s. Worked out step by step: each step shows only what the steps so far have "
                   "found.") % {"title": title}


def chart_description(chart: Chart) -> str:
    """One line for link previews: the chart's name, its four lessons and three transmissions."""
    lessons = " ".join(f"{BRANCHES[l.upper]}/{l.lower_name}" for l in chart.lessons)
    t = chart.transmissions.branches
    return gettext("大六壬 %(title)s. 四課 (一課 to 四課) %(lessons)s; 三傳 初 %(initial)s 中 %(middle)s 末 %(final)s. "
                   "Built step by step, each step explained by its rule.") % {
        "title": chart_title(chart), "lessons": lessons, "initial": BRANCHES[t[0]], "middle": BRANCHES[t[1]],
        "final": BRANCHES[t[2]]}


def _element(branch: int) -> str:
    return ELEMENTS[BRANCH_ELEMENT[branch]]


@dataclass(frozen=True)
class Progress:
    """Which steps the page shows: all of them, or those up to the current one."""

    steps: tuple[Step, ...]
    current: str | None

    def reached(self, slug: str) -> bool:
        if self.current is None:
            return True
        order = [s.slug for s in self.steps]
        return order.index(slug) <= order.index(self.current)

    @property
    def shown(self) -> list[Step]:
        return [s for s in self.steps if self.reached(s.slug)]

    def neighbour(self, offset: int) -> Step | None:
        if self.current is None:
            return None
        index = [s.slug for s in self.steps].index(self.current) + offset
        return self.steps[index] if 0 <= index < len(self.steps) else None

    def flags(self) -> dict[str, bool]:
        return {s.slug: self.reached(s.slug) for s in self.steps}


def palaces(chart: Chart, shown: dict[str, bool]) -> list[dict]:
    """The twelve palaces: earth branch, heaven branch on it, the general riding it, the marks, its spirits."""
    transmission_marks = {}
    if shown["initial"]:
        for name, b in zip(TRANSMISSION_NAMES, chart.transmissions.branches):
            if name == "初傳" or shown["transmissions"]:
                transmission_marks.setdefault(b, []).append(name[0])
    lodging = STEM_LODGING[chart.day_stem]
    spirits = spirits_by_branch(chart.spirit_key) if shown["spirits"] else {}
    rows = []
    for earth in range(12):
        heaven = chart.heaven_on(earth)
        row, col = PALACE_CELLS[earth]
        parts = [name for name, branch in (("stem", lodging), ("day", chart.day_branch), ("hour", chart.query_hour))
                 if branch == earth]
        rows.append({
            "earth": BRANCHES[earth], "heaven": BRANCHES[heaven], "cell": f"r{row} c{col}", "parts": " ".join(parts),
            "general": chart.general_on(heaven) if shown["generals"] else None,
            "void": shown["qualities"] and heaven in chart.void,
            "stems": LODGED_STEMS[earth],
            "day_branch": earth == chart.day_branch,
            "marks": "".join(transmission_marks.get(heaven, ())),
            "noble": shown["generals"] and heaven == chart.generals.noble,
            "spirits": spirits.get(heaven),
        })
    return rows


def lesson_columns(chart: Chart, shown: dict[str, bool]) -> list[dict]:
    """The four lessons right to left (四課 三課 二課 一課), upper over lower, with the reason for 賊/剋."""
    columns = []
    for lesson in chart.lessons:
        lower_element = ELEMENTS[STEM_ELEMENT[lesson.lower]] if lesson.lower_is_stem else _element(lesson.lower)
        columns.append({
            "number": lesson.number, "name": LESSON_NAMES[lesson.number - 1], "part": f"lesson:{lesson.number}",
            "lower_part": {1: "stem", 3: "day"}.get(lesson.number, ""),
            "upper": BRANCHES[lesson.upper], "lower": lesson.lower_name,
            "general": chart.general_on(lesson.upper) if shown["generals"] else None,
            "relation": {ZEI: "賊", KE: "剋"}.get(lesson.relation),
            "upper_element": _element(lesson.upper), "lower_element": lower_element,
            "lower_branch": BRANCHES[lesson.lower_branch], "lower_is_stem": lesson.lower_is_stem,
            "void": shown["qualities"] and lesson.upper in chart.void,
        })
    return columns[::-1]


def transmission_rows(chart: Chart, shown: dict[str, bool]) -> list[dict]:
    """初傳 中傳 末傳, top to bottom: kin, hidden stem, branch, general, as far as the steps have come."""
    rows = []
    for index, (name, b) in enumerate(zip(TRANSMISSION_NAMES, chart.transmissions.branches)):
        if not (shown["initial"] if index == 0 else shown["transmissions"]):
            continue
        stem = chart.hidden_stem(b)
        rows.append({
            "name": name, "part": ("initial", "middle", "final")[index],
            "branch": BRANCHES[b], "stands_on": BRANCHES[chart.earth_under(b)],
            "general": chart.general_on(b) if shown["generals"] else None,
            "kin": chart.kin_of(b) if shown["qualities"] else None,
            "hidden_stem": (STEMS[stem] if stem is not None else "") if shown["qualities"] else None,
            "void": shown["qualities"] and b in chart.void,
        })
    return rows


def methods_passed(chart: Chart) -> list[dict]:
    """The methods tried before the engine's trace begins: 伏吟, 返吟 and 八專 when they do not apply."""
    k = chart.k
    if k == 0:
        return []
    passed = [{"method": "伏吟", "slug": "fuyin",
               "rule": gettext("k = %(k)s: the plates do not lie still (伏吟 needs k = 0).") % {"k": k}}]
    if k == 6:
        return passed
    day = STEMS[chart.day_stem] + BRANCHES[chart.day_branch]
    passed.append(
        {"method": "返吟", "slug": "fanyin",
         "rule": gettext("k = %(k)s: the plates do not face each other (返吟 needs k = 6).") % {"k": k}})
    if (chart.day_stem, chart.day_branch) not in BAZHUAN_DAYS:
        rule = gettext("%(day)s is not an 八專 day (甲寅 庚申 丁未 己未 癸丑: the stem lodges in the day branch).")
        passed.append({"method": "八專", "slug": "bazhuan", "rule": rule % {"day": day}})
    return passed


def trace_rows(chart: Chart) -> list[dict]:
    """The engine's trace, each step with its method page and what it found, ready for the template.

    伏吟 and 返吟 decide first and take their initial from the usual rule when a lesson has 賊剋: the
    engine records those steps before them; the page shows them after, inside the method (`within`).
    """
    trace = chart.transmissions.trace
    outer = trace[-1].method in (FUYIN, FANYIN)
    ordered = (trace[-1:] + trace[:-1]) if outer else trace
    rows = []
    candidate_relation = "賊" if any(l.relation == ZEI for l in chart.lessons) else "剋"
    for step in ordered:
        found = step.found
        rows.append({
            "method": step.method, "slug": SLUG_BY_NAME[step.method], "decided": step.decided,
            "rule": said(step.reason),
            "within": outer and step is not trace[-1],
            "lessons": [dict(row, name=LESSON_NAMES[row["lesson"] - 1]) for row in found["lessons"]]
            if step.method == ZEIKE and found.get("lessons") else None,
            "candidates": found.get("candidates"),
            "relation": {ZEI: "賊", KE: "剋"}.get(found.get("relation")),
            "kept": found.get("kept") if step.method == BIYONG else None,
            "polarity": found.get("stem_polarity"),
            "counts": found.get("counts") if step.method == SHEHAI else None,
            "school": found.get("school"), "candidate_relation": candidate_relation,
            "tie_break": found.get("tie_break"),
            "yaoke": found if step.method == YAOKE else None,
        })
    return rows


def chain_explanation(chart: Chart) -> str | None:
    """Methods 4–7 (賊剋 比用 涉害 遙剋): the middle is the initial's upper, the final the middle's upper."""
    t = chart.transmissions
    if t.method not in (ZEIKE, BIYONG, SHEHAI, YAOKE):
        return None
    i, m, f = (BRANCHES[b] for b in t.branches)
    return gettext("The middle is the upper of the initial: over earth %(initial)s stands %(middle)s. "
                   "The final is the upper of the middle: over earth %(middle)s stands %(final)s.") % {
        "initial": i, "middle": m, "final": f}


def noble_explanation(chart: Chart) -> dict:
    """Which noble, where it stands and which way the generals run (docs/engine-rules.md §4)."""
    g = chart.generals
    cal = chart.calendar
    if cal is not None and chart.options.daynight == "sun":
        reason = (gettext("The sun is up at the querent's place: the day noble.") if chart.daytime
                  else gettext("The sun is down at the querent's place: the night noble."))
    else:
        rule = chart.options.daynight if chart.options.daynight in DAY_RULE_TEXT else "hours"
        by_hour = is_daytime_hour(chart.query_hour, rule)
        reason = (gettext("The %(hour)s hour is a day hour (%(rule)s).") if by_hour
                  else gettext("The %(hour)s hour is a night hour (%(rule)s).")) % {
            "hour": BRANCHES[chart.query_hour], "rule": DAY_RULE_TEXT[rule]}
        if by_hour != chart.daytime:
            reason += " " + (gettext("This chart asks for the day noble instead.") if chart.daytime
                             else gettext("This chart asks for the night noble instead."))
    song, source = NOBLE_SONGS[chart.options.noble_table]
    return {
        "verse": song, "verse_source": source,
        "stem": STEMS[chart.day_stem], "daytime": chart.daytime, "reason": reason,
        "branch": BRANCHES[g.noble], "ground": BRANCHES[g.noble_ground],
        "forward": g.forward,
        "order": [(GENERALS[i], BRANCHES[g.branch_of(i)]) for i in range(12)],
    }


def quality_rows(chart: Chart) -> list[dict]:
    """Each branch with its hidden stem, kin, life stage and (with a month) its element's seasonal state."""
    states = chart.seasonal_states()
    rows = []
    for b in range(12):
        stem = chart.hidden_stem(b)
        rows.append({"branch": BRANCHES[b], "element": _element(b),
                     "hidden_stem": STEMS[stem] if stem is not None else "—", "void": b in chart.void,
                     "kin": chart.kin_of(b), "stage": chart.life_stage_of(b),
                     "state": states[_element(b)] if states else None})
    return rows


def decade_explanation(chart: Chart) -> dict:
    head = chart.decade.head
    element = STEM_ELEMENT[chart.day_stem]
    growth = next(b for b in range(12) if chart.life_stage_of(b) == "長生")
    return {"head": "甲" + BRANCHES[head], "void": "".join(BRANCHES[b] for b in chart.void),
            "stem": STEMS[chart.day_stem], "element": ELEMENTS[element],
            "yang": is_yang_stem(chart.day_stem), "growth": BRANCHES[growth], "states": SEASON_STATES,
            "backward": chart.life_stage_of((growth + 1) % 12) != "沐浴",
            "void_stems": chart.options.void_stem == "next"}


def _term(term) -> dict:
    return {"name": term.name, "major": term.is_major,
            "china": f"{term.china:%Y-%m-%d %H:%M}", "local": f"{term.local:%Y-%m-%d %H:%M}"}


def calendar_summary(chart: Chart) -> dict | None:
    """The moment in words for the first two steps (formatted here: the page must not shift zones)."""
    cal = chart.calendar
    if cal is None:
        return None
    pillars = [("年", cal.year_pillar), ("月", cal.month_pillar), ("日", cal.day_pillar), ("時", cal.hour_pillar)]
    offset = cal.local.strftime("%z")
    return {
        "local": clock(cal.local), "tz": cal.tz, "offset": f"UTC{offset[:3]}:{offset[3:]}",
        "utc": clock(cal.instant_utc), "calendar_time": clock(cal.calendar_time),
        "time_basis_text": TIME_BASIS_TEXT[cal.time_basis], "pillar_date": cal.pillar_date.isoformat(),
        "time_basis": cal.time_basis, "time_basis_short": TIME_BASIS_SHORT[cal.time_basis],
        "hour_clock": f"{cal.calendar_time:%H:%M}", "year_boundary": chart.options.year_boundary,
        "pillars": [(label, STEMS[s] + BRANCHES[b]) for label, (s, b) in pillars],
        "previous_term": _term(cal.previous_term), "next_term": _term(cal.next_term),
        "general_term": _term(cal.previous_general_term), "next_general_term": _term(cal.next_general_term),
        "lunar_date": cal.lunar_date_name, "moon_phase": cal.moon_phase, "moon_mansion": cal.moon_mansion,
        "year_branch": BRANCHES[cal.year_branch], "month_branch": BRANCHES[cal.month_branch],
        "place": (cal.latitude, cal.longitude) if cal.longitude is not None else None,
    }


def lunar_month_name(month: int) -> str:
    """月建 寅 → 正月: the months are counted from 寅."""
    return MONTH_NUMBERS[(month - 2) % 12] + "月"


def _with_month(params: dict[str, str], month: str) -> dict[str, str]:
    """The parameters with 月建 added where the canonical link puts it, after the hour."""
    keys = list(params)
    head = keys[: keys.index("hour") + 1]
    return {k: params[k] for k in head} | {"month": month} | {k: params[k] for k in keys[len(head):]}


def months_of_general(chart: Chart, params: dict[str, str], step: str | None) -> list[dict] | None:
    """A 課 without 月建: the months its general belongs to, each as a link (engine-rules.md §1).

    A general comes in at the 中氣 of the month it is the 六合 of (雨水 in 寅月 brings 亥) and holds
    until the next 中氣, so it covers the end of that month and the start of the next: the first is the
    month whose general it is, the second the month it still holds in.
    """
    if chart.calendar is not None or chart.month_branch is not None:
        return None
    own = HARMONY[chart.monthly_general]
    offers = []
    for month, when in ((own, "after"), ((own + 1) % 12, "before")):
        term = TERM_NAMES[2 * (own if when == "after" else own + 1) % 24]
        offers.append({"branch": BRANCHES[month], "name": lunar_month_name(month), "when": when, "term": term,
                       "url": chart_url(_with_month(params, BRANCHES[month]), step)})
    return offers


def querent_summary(chart: Chart) -> dict | None:
    """本命 and 行年 as 干支, with the nominal age and what the birth was given as."""
    q = chart.querent
    if q is None:
        return None
    born = q.birth_date.isoformat() if q.birth_date else str(q.birth_year)
    if q.birth_time is not None:
        born += f" {q.birth_time:%H:%M}"
    return {"born": born, "birth_year": q.birth_year, "by_date": q.birth_date is not None, "sex": SEXES[q.sex],
            "age": q.age, "query_year": chart.query_year, "note": q.note,
            "boundary": gettext("the lunar new year") if chart.options.year_boundary == "lunar" else "立春",
            "natal_year": STEMS[q.natal_year[0]] + BRANCHES[q.natal_year[1]],
            "travel_year": STEMS[q.travel_year[0]] + BRANCHES[q.travel_year[1]]}


def _step_link(url: str, step: Step | None, progress: Progress, work: bool = False,
               back: str | None = None) -> dict | None:
    """A link to a step: the chart's canonical URL (`url`) with `step` (then, working it out, `work=1`, and the
    sheet it was opened from) last, as chart_url and step_url write it."""
    if step is None:
        return None
    return {"slug": step.slug, "title": step.title, "url": step_url(url, step.slug, work, back),
            "reached": progress.current is not None and progress.reached(step.slug),
            "current": step.slug == progress.current}


def step_url(url: str, slug: str, work: bool = False, back: str | None = None) -> str:
    """A step of the chart at `url` (its permanent URL), worked out (`work=1`) or not, opened from a lesson sheet
    (`back`, its way back: sheets.returns) or not; a slug needs no quoting."""
    return f"{url}&step={slug}" + (f"&{WORK_PARAM}=1" if work else "") + with_return(back)


def with_return(back: str | None) -> str:
    """The query pair that keeps a lesson sheet's way back on every link of the chart page (none without one)."""
    return "&" + urlencode({"from": back}) if back else ""


def ke_key(chart: Chart) -> str:
    """What the parts of the page drawn from the 課 alone show (the trace; with the results, the 課體 step):
    the 課, the hour, day or night, the options. Fragments of the page are kept under it."""
    return (f"{chart.day_stem}.{chart.day_branch}.{chart.k}.{chart.query_hour}.{int(chart.daytime)}."
            f"{chart.options.to_token()}")


def fragment_seconds(params: Mapping[str, str]) -> int:
    """How long the page's fragments are kept: a day; a personal chart's not at all (as its page is not kept:
    builder/caching.py), though it reads what another chart of the same 課 left."""
    return 0 if is_personal(params) else CACHE_SECONDS


def figure_key(chart: Chart, shown: dict[str, bool]) -> str:
    """What the drawing shows: the 課 and options, the spirits' inputs, the steps reached (its fragment's key)."""
    reached = ",".join(slug for slug, on in shown.items() if on)
    return f"{ke_key(chart)}.{chart.spirit_key}.{reached}"


def work_toggle(params: dict[str, str], step: str, on: bool, back: str | None = None) -> str:
    """The link that turns working it out on (or off) for this step and remembers the choice (builder.views.work)."""
    return reverse("divination:work") + "?" + urlencode({"on": int(on),
                                                          "next": step_url(chart_url(params), step, on, back)})


def share_links(params: dict[str, str], step: str | None, absolute_url: str) -> dict[str, str]:
    """The links a student shares: to the step shown (landing on it), and to the chart from its first step."""
    origin = absolute_url.removesuffix(chart_url(params))
    here = chart_url(params, step) + f"#step-{step}" if step else chart_url(params)
    start = chart_url(params, STEPS[0].slug) + f"#step-{STEPS[0].slug}"
    return {"here": origin + here, "readable_here": uri_to_iri(origin + here), "start": origin + start,
            "here_is_step": bool(step)}


def figure_context(chart: Chart, step: str | None) -> dict:
    """What the drawing (divination/_figure.html) shows of a chart at a step, for a page that shows the drawing
    without the chart page around it (a lesson sheet's chart item)."""
    shown = Progress(steps_for(True), step).flags()
    return {"chart": chart, "shown": shown, "palaces": palaces(chart, shown), "lessons": lesson_columns(chart, shown),
            "transmissions": transmission_rows(chart, shown), "noble": noble_explanation(chart),
            "general_name": BRANCHES[chart.monthly_general], "hour_name": BRANCHES[chart.query_hour],
            "method_slug": SLUG_BY_NAME[chart.transmissions.method]}


def page_context(chart: Chart, params: dict[str, str], step: str | None, absolute_url: str,
                 patterns: dict, work: bool = False, back: str | None = None) -> dict:
    """Everything the chart page shows. `patterns` (a context with the key "patterns") adds the 課體 step; `work`
    (a step worked out) keeps the header, the title and the preview to what the steps so far have found; `back`
    (the lesson sheet the chart was opened from) stays on every step link."""
    progress = Progress(steps_for("patterns" in patterns), step)
    shown = progress.flags()
    url = chart_url(params)
    choices = option_choices(chart.options)
    work = work and step is not None
    known = name_so_far(chart, progress) if work else None
    return {
        **patterns, "chart": chart, "params": params, "step": step, "progress": progress, "shown": shown,
        "ke_key": ke_key(chart), "figure_key": figure_key(chart, shown), "script_prefix": get_script_prefix(),
        "fragment_seconds": fragment_seconds(params),
        "name": known or chart_name(chart), "title": chart_title(chart, known),
        "description": work_description(chart_title(chart, known)) if work else chart_description(chart),
        "work": work, "work_toggle": work_toggle(params, step, not work, back) if step else None,
        "general_name": BRANCHES[chart.monthly_general], "hour_name": BRANCHES[chart.query_hour],
        "month_name": BRANCHES[chart.month_branch] if chart.month_branch is not None else None,
        "method_slug": SLUG_BY_NAME[chart.transmissions.method],
        "shown_steps": [{"slug": s.slug, "title": s.title, "rule_url": rule_url(s, chart),
                         "template": f"divination/_step_{s.slug}.html"} for s in progress.shown],
        "url": url, "absolute_url": absolute_url, "readable_url": uri_to_iri(absolute_url),
        "step_links": [_step_link(url, s, progress, work, back) for s in progress.steps],
        "previous_step": _step_link(url, progress.neighbour(-1), progress, work, back),
        "next_step": _step_link(url, progress.neighbour(1), progress, work, back),
        "first_step": _step_link(url, progress.steps[0], progress, work, back),
        "palaces": palaces(chart, shown), "lessons": lesson_columns(chart, shown),
        "transmissions": transmission_rows(chart, shown),
        "passed": methods_passed(chart), "trace": trace_rows(chart),
        "chain": chain_explanation(chart), "own_rule": said(chart.transmissions.trace[-1].reason),
        "noble": noble_explanation(chart), "qualities": quality_rows(chart), "decade": decade_explanation(chart),
        "spirit_groups": spirit_groups(chart.spirit_key) if shown["spirits"] else [],
        "spirit_readings": other_readings(chart.spirit_key) if shown["spirits"] else [],
        "other_qualities": [dict(q, url=chart_url(q["params"])) for q in other_qualities(chart, params)],
        "querent": querent_summary(chart), "calendar": calendar_summary(chart),
        "others": [(other, chart_url(other.params)) for other in other_answers(chart, params)],
        "disagreement": known_disagreement(chart),
        "options": choices, "options_summary": options_summary(choices),
        "month_offers": months_of_general(chart, params, step),
        "share": share_links(params, step, absolute_url),
        # the form to edit the chart takes the chart's own query
        "edit_url": reverse("divination:home") + "?" + urlencode(dict(params, step=step) if step else params,
                                                                 safe=":/"),
    }

"""One step's answers against the chart: each answer right or wrong, a hint from the rule, the rule, the answer.

Pure Python (it imports the engine and the other pure modules of practice): the page, the API and, later, a store
of a signed-in student's attempts all call `check(chart, step, answers)` with answers read by
divination.practice.answers, and keep or show its `StepCheck`. Every sentence comes from
divination.practice.messages; the rules are docs/engine-rules.md §1–§4, taught on /methods/.
A hint names the typical mistake when the answer shows one, and never gives the answer; the
`explanation` applies the rule to this chart and does, so a page shows it only when revealing.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Final

from divination.engine.calendar import moment_calendar
from divination.engine.chart import Chart
from divination.engine.cycles import BRANCH_ELEMENT, BRANCHES, ELEMENTS, STEM_ELEMENT, STEM_LODGING, STEMS, hour_branch
from divination.engine.generals import FORWARD_GROUND, GENERALS, NOBLE_SONGS, NOBLE_TABLES, is_daytime_hour
from divination.engine.qualities import kin
from divination.engine.relations import PUNISHMENT, SELF_PUNISHING, clash
from divination.engine.transmissions import BAZHUAN, BIEZHE, BIYONG, FANYIN, FUYIN, MAOXING, SHEHAI, YAOKE, ZEIKE
from divination.practice.answers import BACKWARD, FORWARD, LESSON_NUMBERS, OPTIONAL, TRANSMISSIONS, item_names
from divination.practice.initial import initial_checks
from divination.practice.marking import FieldCheck, mark, shown_stem
from divination.practice.messages import say
from divination.practice.steps import step_of

CHAINED: Final = frozenset({ZEIKE, BIYONG, SHEHAI, YAOKE})
# A noble table as a hint names it: by the book that prints it, or by its song where no book is named (the option's
# values, jiawugeng …, are the URL's words, not the reader's: engine.options).
NOBLE_TABLE_NAMES: Final = {"jiawugeng": "六壬大全", "xieji": "協紀辨方書", "jiayang": "甲羊戊庚牛"}


@dataclass(frozen=True)
class StepCheck:
    """A step's answers marked. `departure` is, for the initial, where the answer left the engine's trace."""

    step: str
    fields: tuple[FieldCheck, ...]
    departure: str | None = None

    @property
    def answered(self) -> tuple[FieldCheck, ...]:
        return tuple(f for f in self.fields if f.answered)

    @property
    def all_correct(self) -> bool:
        """Every answer of the step given and right (an optional one, such as the depths, right if given)."""
        return all(f.correct for f in self.fields if f.answered or f.name.split(".")[0] not in OPTIONAL)

    def field(self, name: str) -> FieldCheck:
        return next(f for f in self.fields if f.name == name)

    def to_dict(self, reveal: bool = False) -> dict[str, Any]:
        """The API's answer: the answered fields (every field when revealing) and whether all are right."""
        shown = [f for f in self.fields if f.answered or (reveal and f.name.split(".")[0] not in OPTIONAL)]
        return {"step": self.step, "fields": {f.name: f.to_dict(reveal) for f in shown},
                "all_correct": self.all_correct}


# ---- 月將 占時 --------------------------------------------------------------------------------------
def _other_switch_general(chart: Chart) -> int:
    """The monthly general the other school's change (at the 節 or at the 中氣) gives at this moment."""
    cal = chart.calendar
    other = "minor" if chart.options.general_switch == "major" else "major"
    moment = moment_calendar(cal.local.replace(tzinfo=None), cal.tz, replace(chart.options, general_switch=other),
                             longitude=cal.longitude, latitude=cal.latitude, fold=cal.local.fold)
    return moment.monthly_general


def check_general(chart: Chart, answers: Mapping[str, Any]) -> list[FieldCheck]:
    """月將 at the last 中氣 (or 節, by option); 占時 from the calendar time (docs/engine-rules.md §1)."""
    cal = chart.calendar
    minor = chart.options.general_switch == "minor"
    time = f"{cal.calendar_time:%H:%M}"

    def general_hint(given: int) -> str:
        if given == cal.month_branch:
            return say("hint.monthly_general.month_branch")
        if given == _other_switch_general(chart):
            return say("hint.monthly_general.other_switch", other="中氣" if minor else "節",
                       this="節" if minor else "中氣")
        return say("hint.monthly_general")

    def hour_hint(given: int) -> str:
        if cal.time_basis != "local" and given == hour_branch(cal.local.hour):
            return say(f"hint.query_hour.local_time.{cal.time_basis}", time=time)
        return say("hint.query_hour", time=time)

    term = cal.previous_general_term
    return [
        mark("monthly_general", answers, chart.monthly_general,
             say("rule.monthly_general.minor" if minor else "rule.monthly_general"),
             say("explain.monthly_general", kind="節" if minor else "中氣", term=term.name,
                 when=f"{term.china:%Y-%m-%d %H:%M}", general=BRANCHES[chart.monthly_general]), general_hint),
        mark("query_hour", answers, chart.query_hour, say("rule.query_hour"),
             say(f"explain.query_hour.{cal.time_basis}", time=time, hour=BRANCHES[chart.query_hour]), hour_hint),
    ]


# ---- 天地盤 ----------------------------------------------------------------------------------------
def check_plates(chart: Chart, answers: Mapping[str, Any]) -> list[FieldCheck]:
    """The heaven branch on each earth branch: the general on the hour, the rest in order (docs/engine-rules.md §2)."""
    general, hour, k = chart.monthly_general, chart.query_hour, chart.k
    names = {"general": BRANCHES[general], "hour": BRANCHES[hour]}
    rows = []
    for earth in range(12):
        def hint(given: int, earth: int = earth) -> str:
            if given == (general + hour - earth) % 12:
                return say("hint.heaven_plate.backward")
            if given == (earth - k) % 12:
                return say("hint.heaven_plate.swapped", **names)
            return say("hint.heaven_plate", **names)
        rows.append(mark(f"heaven_plate.{BRANCHES[earth]}", answers, chart.heaven_on(earth), say("rule.heaven_plate"),
                         say("explain.heaven_plate", k=k, earth=BRANCHES[earth],
                             heaven=BRANCHES[chart.heaven_on(earth)]),
                         hint))
    return rows


# ---- 四課 ------------------------------------------------------------------------------------------
def check_lessons(chart: Chart, answers: Mapping[str, Any]) -> list[FieldCheck]:
    """一課 over the stem's lodging, 二課 over that, 三課 over the day branch, 四課 over that
    (docs/engine-rules.md §2)."""
    lessons = chart.lessons
    lodging, day_branch = STEM_LODGING[chart.day_stem], chart.day_branch
    stem = STEMS[chart.day_stem]
    rows = []
    for index, number in enumerate(LESSON_NUMBERS):
        lesson = lessons[index]
        lower = lesson.lower_branch

        def hint(given: int, number: str = number, lower: int = lower) -> str:
            if number in ("2", "4"):
                previous = f"lessons.{int(number) - 1}"
                theirs = answers.get(previous)
                if theirs is not None and theirs != lessons[int(number) - 2].upper and given == chart.heaven_on(theirs):
                    return say("hint.lessons.follows", previous=f"{'一三'[int(number) // 2 - 1]}課")
            if given == chart.earth_under(lower):
                return say("hint.lessons.down", lower=BRANCHES[lower])
            if number == "1" and given == lodging:
                return say("hint.lessons.1.lodging", lodging=BRANCHES[lodging], stem=stem)
            if number == "1" and given == chart.heaven_on(day_branch) != lessons[0].upper:
                return say("hint.lessons.1.branch", lodging=BRANCHES[lodging])
            if number == "3" and given == day_branch:
                return say("hint.lessons.3.branch", branch=BRANCHES[day_branch])
            return say(f"hint.lessons.{number}", stem=stem, lodging=BRANCHES[lodging], branch=BRANCHES[day_branch])

        rows.append(mark(f"lessons.{number}", answers, lesson.upper, say(f"rule.lessons.{number}"),
                         say(f"explain.lessons.{number}", stem=stem, lodging=BRANCHES[lodging],
                             lower=BRANCHES[lower], upper=BRANCHES[lesson.upper]), hint))
    return rows


# ---- 中傳 末傳 -------------------------------------------------------------------------------------
def check_transmissions(chart: Chart, answers: Mapping[str, Any]) -> list[FieldCheck]:
    """Methods 4–7 chain upper over upper; 八專 別責 昴星 伏吟 返吟 set their own (docs/engine-rules.md §3)."""
    t = chart.transmissions
    method = t.method
    rule = say("rule.chain") if method in CHAINED else say(f"rule.own.{method}")
    if method in CHAINED:
        explanation = say("explain.chain", initial=BRANCHES[t.initial], middle=BRANCHES[t.middle],
                          final=BRANCHES[t.final])
    else:
        explanation = t.trace[-1].rule

    def chained_hint(name: str, given: int) -> str:
        before = t.initial if name == "middle" else t.middle
        theirs = answers.get("middle")
        if name == "final" and theirs is not None and theirs != t.middle and given == chart.heaven_on(theirs):
            return say("hint.chain.follows")
        if given == chart.earth_under(before):
            return say("hint.chain.down")
        return say("hint.chain")

    def own_hint(name: str, given: int) -> str:
        before = t.initial if name == "middle" else t.middle
        if method == FUYIN:
            return _fuyin_hint(chart, name, given)
        if method == MAOXING and given == (t.final if name == "middle" else t.middle):
            return say("hint.own.maoxing_order")
        if method == FANYIN and t.subname == "井欄射":
            return say("hint.own.jinglan_order")
        if method != FANYIN and given == chart.heaven_on(before):
            return say("hint.own.chain_used", method=method)
        if method in (BAZHUAN, BIEZHE):
            return say("hint.own.ganshang", method=method)
        return say("hint.own.maoxing_order") if method == MAOXING else say("hint.own.fanyin")

    rows = []
    for name in ("middle", "final"):
        def hint(given: int, name: str = name) -> str:
            return chained_hint(name, given) if method in CHAINED else own_hint(name, given)
        rows.append(mark(name, answers, getattr(t, name), rule, explanation, hint))
    return rows


def _fuyin_hint(chart: Chart, name: str, given: int) -> str:
    """伏吟's middle and final by the 刑 (docs/engine-rules.md §3.1)."""
    t = chart.transmissions
    if name == "middle":
        if t.initial in SELF_PUNISHING:
            return say("hint.own.fuyin_duchuan")
        if given == clash(t.initial):
            return say("hint.own.fuyin_clash_middle")
        if given == t.initial:
            return say("hint.own.chain_used", method=FUYIN)
        return say("hint.own.fuyin_middle")
    if t.final == clash(t.middle) and given == PUNISHMENT[t.middle]:
        which = "self" if t.middle in SELF_PUNISHING else "back"
        return say(f"hint.own.fuyin_final_clash.{which}", middle=BRANCHES[t.middle])
    return say("hint.own.fuyin_final")


# ---- 天將 ------------------------------------------------------------------------------------------
def _daytime_reason(chart: Chart) -> str:
    """Why the chart takes the day or the night noble: the hour (by the chart's rule), the sun, or its own choice."""
    which = "daytime" if chart.daytime else "nighttime"
    daynight = chart.options.daynight
    if chart.calendar is not None and daynight == "sun":
        return say(f"reason.{which}.sun")
    if is_daytime_hour(chart.query_hour, daynight) == chart.daytime:
        return say(f"reason.{which}.{'dawn' if daynight == 'zhanshi' else 'hour'}", hour=BRANCHES[chart.query_hour])
    return say(f"reason.{which}.forced")


def check_generals(chart: Chart, answers: Mapping[str, Any]) -> list[FieldCheck]:
    """The noble by the day stem and day or night; direction by its ground; a general on each transmission (§4)."""
    g = chart.generals
    stem = STEMS[chart.day_stem]
    which = "day" if chart.daytime else "night"
    table = chart.options.noble_table
    place = 0 if chart.daytime else 1

    def noble_hint(given: int) -> str:
        other = next((name for name in NOBLE_TABLES
                      if name != table and NOBLE_TABLES[name][chart.day_stem][place] == given), None)
        songs = {"table": NOBLE_TABLE_NAMES.get(other or "", ""), "song": NOBLE_SONGS[other][0] if other else "",
                 "this_table": NOBLE_TABLE_NAMES[table],
                 "this_song": NOBLE_SONGS[table][0], "given": BRANCHES[given]}
        if given == NOBLE_TABLES[table][chart.day_stem][1 - place]:
            if other is not None:  # the tables differ only by swapping a stem's day and night noble
                return say(f"hint.noble.day_night_or_table.{which}", reason=_daytime_reason(chart), **songs)
            return say(f"hint.noble.day_night.{which}", reason=_daytime_reason(chart))
        if given == g.noble_ground:
            return say("hint.noble.ground")
        if other is not None:
            return say("hint.noble.other_table", **songs)
        return say(f"hint.noble.branch.{which}", stem=stem)

    direction = FORWARD if g.forward else BACKWARD
    way = "forward" if g.forward else "backward"

    def direction_hint(given: str) -> str:
        by_heaven = FORWARD if g.noble in FORWARD_GROUND else BACKWARD
        if given == by_heaven:
            return say("hint.noble.direction_by_heaven")
        return say("hint.noble.direction")

    rows = [
        mark("noble.branch", answers, g.noble, say("rule.noble.branch", song=NOBLE_SONGS[table][0],
                                                   source=NOBLE_SONGS[table][1]),
             say(f"explain.noble.branch.{which}", stem=stem, noble=BRANCHES[g.noble]), noble_hint),
        mark("noble.direction", answers, direction, say("rule.noble.direction"),
             say(f"explain.noble.direction.{way}", noble=BRANCHES[g.noble], ground=BRANCHES[g.noble_ground]),
             direction_hint, shown=lambda value: value),
    ]
    step = 1 if g.forward else -1
    for name, branch in zip(TRANSMISSIONS, chart.transmissions.branches):
        order = (branch - g.noble) * step % 12

        def hint(given: str, branch: int = branch, order: int = order) -> str:
            if given == GENERALS[-order % 12] != GENERALS[order]:
                return say(f"hint.generals.direction.{way}")
            if given == chart.general_on(chart.heaven_on(branch)) != chart.general_on(branch):
                return say("hint.generals.earth", branch=BRANCHES[branch])
            if given in (GENERALS[(order + 1) % 12], GENERALS[(order - 1) % 12]):
                return say("hint.generals.off_by_one")
            return say(f"hint.generals.{way}", noble=BRANCHES[g.noble], branch=BRANCHES[branch])

        rows.append(mark(f"generals.{name}", answers, chart.general_on(branch), say("rule.generals"),
                         say("explain.generals", branch=BRANCHES[branch], general=chart.general_on(branch)), hint,
                         shown=lambda value: value))
    return rows


# ---- 旬空 遁干 六親 --------------------------------------------------------------------------------
def check_qualities(chart: Chart, answers: Mapping[str, Any]) -> list[FieldCheck]:
    """The decade's void, each transmission's hidden stem and kin against the day stem (docs/engine-rules.md §4)."""
    head = chart.decade.head
    day = chart.ke.day_name
    stem = STEMS[chart.day_stem]
    stem_element = STEM_ELEMENT[chart.day_stem]
    void = frozenset(chart.void)

    def void_hint(given: frozenset[int]) -> str:
        if given == {(chart.day_branch + 10) % 12, (chart.day_branch + 11) % 12}:
            return say("hint.void.from_day", day=day)
        if len(given & void) == 1:
            return say("hint.void.one")
        return say("hint.void", day=day)

    rows = [mark("void", answers, void, say("rule.void"),
                 say("explain.void", day=day, head=BRANCHES[head], void="".join(BRANCHES[b] for b in chart.void)),
                 void_hint, shown=lambda value: [BRANCHES[b] for b in sorted(value, key=lambda b: (b - head) % 12)])]
    for name, branch in zip(TRANSMISSIONS, chart.transmissions.branches):
        expected = chart.hidden_stem(branch)

        def stem_hint(given: int | None, branch: int = branch, expected: int | None = expected) -> str:
            if expected is None:
                if given == (branch - head) % 12 - 10:
                    return say("hint.hidden_stems.no_next_decade", branch=BRANCHES[branch])
                return say("hint.hidden_stems.void", branch=BRANCHES[branch])
            if branch in void:
                return say("hint.hidden_stems.next_decade", branch=BRANCHES[branch])
            if given is None:
                return say("hint.hidden_stems.not_void", branch=BRANCHES[branch])
            if STEM_LODGING[given] == branch:
                return say("hint.hidden_stems.lodging", stem=STEMS[given], branch=BRANCHES[branch])
            if head != 0 and given == branch % 10 and branch < 10:
                return say("hint.hidden_stems.jiazi", head=BRANCHES[head])
            return say("hint.hidden_stems", head=BRANCHES[head])

        if expected is None:
            explanation = say("explain.hidden_stems.void", head=BRANCHES[head], branch=BRANCHES[branch])
        elif branch in void:
            explanation = say("explain.hidden_stems.next_decade", head=BRANCHES[head], branch=BRANCHES[branch],
                              stem=STEMS[expected])
        else:
            explanation = say("explain.hidden_stems", head=BRANCHES[head], branch=BRANCHES[branch],
                              stem=STEMS[expected])
        rule = say("rule.hidden_stems.next" if chart.options.void_stem == "next" else "rule.hidden_stems")
        rows.append(mark(f"hidden_stems.{name}", answers, expected, rule, explanation, stem_hint,
                         shown=shown_stem))
    for name, branch in zip(TRANSMISSIONS, chart.transmissions.branches):
        expected_kin = chart.kin_of(branch)

        def kin_hint(given: str, branch: int = branch, expected_kin: str = expected_kin) -> str:
            if {given, expected_kin} == {"父母", "子孫"}:
                return say("hint.kin.generating_reversed")
            if {given, expected_kin} == {"妻財", "官鬼"}:
                return say("hint.kin.overcoming_reversed")
            if given == kin(BRANCH_ELEMENT[branch], BRANCH_ELEMENT[chart.day_branch]):
                return say("hint.kin.by_branch", stem=stem, element=ELEMENTS[stem_element])
            return say("hint.kin", branch=BRANCHES[branch], stem=stem, element=ELEMENTS[stem_element])

        rows.append(mark(f"kin.{name}", answers, expected_kin, say("rule.kin"),
                         say("explain.kin", branch=BRANCHES[branch], element=ELEMENTS[BRANCH_ELEMENT[branch]],
                             stem=stem,
                             stem_element=ELEMENTS[stem_element], kin=expected_kin), kin_hint,
                   shown=lambda value: value))
    return rows


CHECKS: Final[dict[str, Callable[[Chart, Mapping[str, Any]], list[FieldCheck]]]] = {
    "general": check_general, "plates": check_plates, "lessons": check_lessons, "initial": initial_checks,
    "transmissions": check_transmissions, "generals": check_generals, "qualities": check_qualities,
}


def check(chart: Chart, step: str, answers: Mapping[str, Any]) -> StepCheck:
    """The answers of one step (flat names, values as read by divination.practice.answers) marked.

    A step this chart lacks raises ChartInputError (field "step"); answers the step does not ask
    are ignored (the readers refuse them first).
    """
    practice_step = step_of(chart, step)
    names = item_names(practice_step)
    fields = tuple(f for f in CHECKS[practice_step.slug](chart, answers) if f.name in names)
    departure = next((f.hint for f in fields if f.hint and f.name in ("method", "subname", "initial")), None)
    return StepCheck(practice_step.slug, fields, departure if practice_step.slug == "initial" else None)


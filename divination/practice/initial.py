"""Where a wrong initial transmission leaves the rules: the first decision of the engine's trace it departs from.

The nine methods decide in order (docs/engine-rules.md §3, taught on /methods/<method>/): 伏吟 and 返吟 by
the plates, 八專 by the day, then whether a lesson has 賊剋, the candidates (賊 before 剋), 比用 by
the day stem's polarity, 涉害 by the depth of harm and its tie-breaks, 遙剋, 別責 or 昴星. The
student's method, sub-name, initial (and, if given, 涉害 depths) are followed through the same
decisions, using what the engine found (`chart.transmissions.trace`), and the first decision they
contradict is named with the typical mistake made there. Pure Python: it imports only the engine.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import Any, Final

from divination.engine.chart import Chart
from divination.engine.cycles import (
    BRANCH_ELEMENT,
    BRANCHES,
    ELEMENTS,
    STEM_ELEMENT,
    STEM_LODGING,
    STEMS,
    is_yang_branch,
    is_yang_stem,
    overcomes,
)
from divination.engine.ke import make_ke
from divination.engine.lessons import KE, ZEI, Lesson
from divination.engine.relations import SELF_PUNISHING, STEM_PARTNER, post_horse, trine_next
from divination.engine.transmissions import (
    BAZHUAN,
    BAZHUAN_DAYS,
    BIEZHE,
    BIYONG,
    FANYIN,
    FUYIN,
    MAOXING,
    SHEHAI,
    YAOKE,
    ZEIKE,
    TraceStep,
)
from divination.practice.marking import FieldCheck, mark, shown_branch
from divination.practice.messages import say

USUAL: Final = (ZEIKE, BIYONG, SHEHAI)
LESSON_NAMES: Final = ("一課", "二課", "三課", "四課")
RELATION_NAMES: Final = {ZEI: "賊", KE: "剋"}
LODGED: Final = tuple(tuple(s for s in range(10) if STEM_LODGING[s] == b) for b in range(12))


def _polarity(yang: bool) -> str:
    return "陽" if yang else "陰"


@dataclass(frozen=True)
class Candidates:
    """The usual rule's candidates: the uppers of the 賊 lessons if any, else of the 剋 lessons, each once."""

    relation: str
    branches: tuple[int, ...]
    lessons: tuple[Lesson, ...]   # the lessons with that relation


def candidates_of(lessons: tuple[Lesson, ...]) -> Candidates:
    """賊 lessons first, else 剋 lessons; a repeated upper counts once (docs/engine-rules.md §3.4)."""
    relation = ZEI if any(l.relation == ZEI for l in lessons) else KE
    chosen = tuple(l for l in lessons if l.relation == relation)
    return Candidates(relation, tuple(dict.fromkeys(l.upper for l in chosen)), chosen)


def _trace_step(chart: Chart, method: str) -> TraceStep | None:
    return next((s for s in chart.transmissions.trace if s.method == method), None)


def _other_school_initial(chart: Chart, **option: str) -> int:
    """The initial this 課 takes under another school's option (涉害 school, 比用格)."""
    ke = make_ke(chart.day_stem, chart.day_branch, chart.k, replace(chart.options, **option))
    return ke.transmissions.initial


def _lessons_named(lessons) -> str:
    return "、".join(LESSON_NAMES[l.number - 1] for l in lessons)


# ---- 伏吟 返吟 八專, and whether a lesson has 賊剋 --------------------------------------------------
def _by_the_plates(chart: Chart, method: str | None) -> str | None:
    """伏吟 when k = 0, 返吟 when k = 6: the plates decide before the lessons (docs/engine-rules.md §3.1–3.2)."""
    if method is None:
        return None
    k = chart.k
    if k == 0 and method != FUYIN:
        return say("hint.fuyin.missed")
    if k != 0 and method == FUYIN:
        return say("hint.fuyin.wrong", k=k)
    if k == 6 and method != FANYIN:
        return say("hint.fanyin.missed")
    if k != 6 and method == FANYIN:
        return say("hint.fanyin.wrong", k=k)
    return None


def _by_the_day(chart: Chart, method: str | None) -> str | None:
    """八專 days without 賊剋 (docs/engine-rules.md §3.3); then 賊剋 before 遙剋 別責 昴星."""
    if method is None or chart.k in (0, 6):
        return None
    expected = chart.transmissions.method
    day = chart.ke.day_name
    with_relation = next((l for l in chart.lessons if l.relation), None)
    if expected == BAZHUAN and method != BAZHUAN:
        return say("hint.bazhuan.missed", day=day)
    if method == BAZHUAN and expected != BAZHUAN:
        if (chart.day_stem, chart.day_branch) not in BAZHUAN_DAYS:
            return say("hint.bazhuan.not_day", day=day)
        assert with_relation is not None
        return say("hint.bazhuan.with_zeike", lesson=LESSON_NAMES[with_relation.number - 1],
                   relation=RELATION_NAMES[with_relation.relation])
    if with_relation is not None and method in (YAOKE, BIEZHE, MAOXING):
        return say("hint.zeike.present", lesson=LESSON_NAMES[with_relation.number - 1],
                   relation=RELATION_NAMES[with_relation.relation])
    if with_relation is None and method in USUAL:
        return say("hint.zeike.absent")
    return None


# ---- 賊剋 比用 涉害 -------------------------------------------------------------------------------
def _not_a_candidate(chart: Chart, found: Candidates, initial: int) -> str:
    """The initial is no candidate: a 剋 lesson taken before a 賊, a lesson without relation, a lower."""
    given = BRANCHES[initial]
    for lesson in chart.lessons:
        if lesson.upper == initial and lesson.relation == KE and found.relation == ZEI:
            key = "hint.zeike.ke_before_zei" if len(found.branches) == 1 else "hint.zeike.ke_before_zeis"
            return say(key, given=given, lessons=_lessons_named(found.lessons))
    for lesson in chart.lessons:
        if lesson.upper == initial and lesson.relation is None:
            return say("hint.zeike.no_relation", given=given, lower=lesson.lower_name)
    for lesson in found.lessons:
        if not lesson.lower_is_stem and lesson.lower == initial:
            return say("hint.zeike.took_lower", given=given, lesson=LESSON_NAMES[lesson.number - 1])
    return say("hint.zeike.not_in_lessons", given=given, relation=RELATION_NAMES[found.relation])


def _walk(branch: int, k: int, harms: Callable[[int], bool], step: int) -> int:
    """The depth of harm walking from where `branch` stands to its home, `step` = 1 forward, −1 backward."""
    position, depth = (branch - k) % 12, 0
    while position != branch:
        depth += harms(BRANCH_ELEMENT[position]) + sum(harms(STEM_ELEMENT[s]) for s in LODGED[position])
        position = (position + step) % 12
    return depth


def _harms(branch: int, relation: str) -> Callable[[int], bool]:
    """What a 賊 candidate counts (what overcomes it) or a 剋 candidate (what it overcomes)
    (docs/engine-rules.md §3.6)."""
    element = BRANCH_ELEMENT[branch]
    if relation == ZEI:
        return lambda e: overcomes(e, element)
    return lambda e: overcomes(element, e)


def _count_reason(row: dict[str, Any], counted: int, relation: str) -> str:
    """Why a 涉害 count is off: the lodged stems left out, the branches left out, the home counted, or the path."""
    items = [(pos["position"], c) for pos in row["path"] for c in pos["counted"]]
    branches_only = sum(1 for _, c in items if c in BRANCHES)
    stems = [(position, c) for position, c in items if c not in BRANCHES]
    branch = BRANCHES.index(row["branch"])
    harms = _harms(branch, relation)
    home = harms(BRANCH_ELEMENT[branch]) + sum(harms(STEM_ELEMENT[s]) for s in LODGED[branch])
    if stems and counted == branches_only:
        return say("reason.shehai.stems", stems="、".join(f"{position}（{stem}）" for position, stem in stems))
    if branches_only and counted == len(stems):
        return say("reason.shehai.branches")
    if home and counted == row["depth"] + home:
        return say("reason.shehai.home", home=row["branch"])
    path = " ".join(pos["position"] + (f"（{''.join(pos['counted'])}）" if pos["counted"] else "")
                    for pos in row["path"])
    return say("reason.shehai.path", start=row["stands_on"], path=path)


def depth_departure(chart: Chart, depths: Mapping[int, int]) -> str | None:
    """The first 涉害 depth counted wrong, with what makes it so (None when all given are right)."""
    step = _trace_step(chart, SHEHAI)
    if step is None or step.found.get("school") != "depth":
        return None
    relation = candidates_of(chart.lessons).relation
    for row in step.found["counts"]:
        branch = BRANCHES.index(row["branch"])
        if branch in depths and depths[branch] != row["depth"]:
            return say("hint.shehai.count", branch=row["branch"], given=depths[branch], actual=row["depth"],
                       reason=_count_reason(row, depths[branch], relation))
    return None


def _shehai(chart: Chart, initial: int, found: Candidates) -> str | None:
    """涉害 chose another candidate: the other school, a tie-break, a typical miscount, or 比用格."""
    step = _trace_step(chart, SHEHAI)
    assert step is not None
    given = BRANCHES[initial]
    school = step.found["school"]
    other = "mengzhongji" if school == "depth" else "depth"
    if initial == _other_school_initial(chart, shehai=other):
        return say("hint.shehai.other_school" if school == "depth" else "hint.shehai.depth_school", given=given)
    rows = {BRANCHES.index(row["branch"]): row for row in step.found["counts"]}
    without_stems = {b: sum(1 for pos in row["path"] for c in pos["counted"] if c in BRANCHES) for b,
                     row in rows.items()}
    alone = without_stems[initial] > max(count for b, count in without_stems.items() if b != initial)
    best = max(row["depth"] for row in rows.values())
    if school == "mengzhongji" or rows[initial]["depth"] == best:
        tie_break = _tie_break(chart, initial, step.found.get("tie_break"), rows[initial])
        return say("hint.shehai.stems_tie", given=given, tie_break=tie_break) if alone and school == "depth" \
            else tie_break
    if alone:
        return say("hint.shehai.stems", given=given)
    opposite = KE if found.relation == ZEI else ZEI
    for key, count in (("hint.shehai.relation", lambda b: _walk(b, chart.k, _harms(b, opposite), 1)),
                       ("hint.shehai.backward", lambda b: _walk(b, chart.k, _harms(b, found.relation), -1))):
        if count(initial) > max(count(b) for b in rows if b != initial):
            return say(key, given=given)
    if chart.options.biyong_ge == "yes" and step.found.get("biyong_ge") and \
            initial == _other_school_initial(chart, biyong_ge="no"):
        return say("hint.shehai.biyong_ge")
    if chart.options.biyong_ge == "no" and initial == _other_school_initial(chart, biyong_ge="yes"):
        return say("hint.shehai.not_biyong_ge")
    return say(f"hint.shehai.depth.{'zei' if found.relation == ZEI else 'ke'}", given=given)


def _tie_break(chart: Chart, initial: int, tie_break: str | None, row: dict[str, Any]) -> str:
    """見機 (孟), 察微 (仲), 綴瑕 (the 干 or 支 side by the day's polarity) (docs/engine-rules.md §3.6)."""
    values = {"given": BRANCHES[initial], "ground": row["stands_on"], "ground_class": row["stands_on_class"]}
    if tie_break == "見機":
        return say("hint.shehai.meng", **values)
    if tie_break == "察微":
        return say("hint.shehai.zhong", **values)
    return say("hint.shehai.zhuixia_yang" if is_yang_stem(chart.day_stem) else "hint.shehai.zhuixia_yin")


def _usual_rule(chart: Chart, method: str | None, initial: int | None) -> str | None:
    """賊剋 → 比用 → 涉害, in the order the trace decides (docs/engine-rules.md §3.4–3.6)."""
    t = chart.transmissions
    found = candidates_of(chart.lessons)
    outer = t.method in (FUYIN, FANYIN)
    decider = next(s.method for s in t.trace if s.method in USUAL and s.decided)
    relation = RELATION_NAMES[found.relation]
    if initial is not None and initial not in found.branches:
        return _not_a_candidate(chart, found, initial)
    if method is not None and not outer:
        if len(found.branches) == 1 and method in (BIYONG, SHEHAI):
            return say("hint.zeike.single", relation=relation)
        if len(found.branches) > 1 and method == ZEIKE:
            return say("hint.zeike.several", relation=relation,
                       candidates="、".join(BRANCHES[b] for b in found.branches))
    yang = is_yang_stem(chart.day_stem)
    alike = [b for b in found.branches if is_yang_branch(b) == yang]
    if decider == BIYONG:
        if initial is not None and initial != t.initial:
            return say("hint.biyong.polarity", candidates="、".join(BRANCHES[b] for b in found.branches),
                       relation=relation,
                       stem=STEMS[chart.day_stem], polarity=_polarity(yang), given=BRANCHES[initial],
                       given_polarity=_polarity(is_yang_branch(initial)))
        if method == SHEHAI and not outer:
            return say("hint.biyong.not_shehai")
        return None
    if decider == SHEHAI:
        if method == BIYONG and not outer:
            key = "hint.shehai.not_biyong_several" if alike else "hint.shehai.not_biyong_none"
            return say(key, count=len(alike), polarity=_polarity(yang))
        if initial is not None and alike and initial not in alike:
            return say("hint.shehai.pool", given=BRANCHES[initial], polarity=_polarity(yang))
        if initial is not None and initial != t.initial:
            return _shehai(chart, initial, found)
    return None


# ---- 遙剋 別責 昴星 八專 伏吟 返吟: each method's own initial -----------------------------------------
def _yaoke(chart: Chart, method: str | None, initial: int | None) -> str | None:
    """遙剋: 蒿矢 (an upper overcoming the stem) before 彈射; several: the stem's polarity
    (docs/engine-rules.md §3.7)."""
    t = chart.transmissions
    stem, element = STEMS[chart.day_stem], ELEMENTS[STEM_ELEMENT[chart.day_stem]]
    if method in (BIEZHE, MAOXING):
        return say("hint.yaoke.missed", stem=stem, element=element)
    if initial is None or initial == t.initial:
        return None
    step = _trace_step(chart, YAOKE)
    assert step is not None
    given = BRANCHES[initial]
    pool = step.found["overcoming_stem"] if t.subname == "蒿矢" else step.found["overcome_by_stem"]
    if t.subname == "蒿矢" and given in step.found["overcome_by_stem"]:
        return say("hint.yaoke.haoshi_first", given=given, stem=stem)
    if given in pool:
        yang = is_yang_stem(chart.day_stem)
        alike = [b for b in pool if is_yang_branch(BRANCHES.index(b)) == yang]
        key = "hint.yaoke.polarity" if len(alike) == 1 else "hint.yaoke.order"
        return say(key, subname=t.subname, stem=stem, polarity=_polarity(yang))
    if any(l.upper == initial for l in chart.lessons):
        return say("hint.yaoke.unrelated", given=given, element=ELEMENTS[BRANCH_ELEMENT[initial]], stem=stem,
                   stem_element=element)
    return say("hint.yaoke.not_an_upper", given=given)


def _biezhe_or_maoxing(chart: Chart, method: str | None, initial: int | None) -> str | None:
    """Three distinct lessons: 別責; four: 昴星, each by the day's polarity (docs/engine-rules.md §3.8–3.9)."""
    t = chart.transmissions
    stem = STEMS[chart.day_stem]
    if method == YAOKE:
        return say("hint.yaoke.absent", stem=stem, element=ELEMENTS[STEM_ELEMENT[chart.day_stem]])
    if method == MAOXING and t.method == BIEZHE:
        lessons = chart.lessons
        earlier, later = next((a, b) for a in lessons for b in lessons
                              if a.number < b.number and (a.lower_branch, a.upper) == (b.lower_branch, b.upper))
        return say("hint.biezhe.three", later=LESSON_NAMES[later.number - 1], earlier=LESSON_NAMES[earlier.number - 1])
    if method == BIEZHE and t.method == MAOXING:
        return say("hint.maoxing.four")
    if initial is None or initial == t.initial:
        return None
    yang = is_yang_stem(chart.day_stem)
    if t.method == BIEZHE:
        partner_ground = STEM_LODGING[STEM_PARTNER[chart.day_stem]]
        trine = trine_next(chart.day_branch)
        if yang:
            if initial == trine:
                return say("hint.biezhe.yin_rule_on_yang", stem=stem)
            if initial == partner_ground:
                return say("hint.biezhe.earth", given=BRANCHES[initial])
            return say("hint.biezhe.yang")
        if initial == chart.heaven_on(partner_ground):
            return say("hint.biezhe.yang_rule_on_yin", stem=stem)
        if initial == chart.heaven_on(trine):
            return say("hint.biezhe.upper")
        return say("hint.biezhe.yin")
    you = BRANCHES.index("酉")
    if yang:
        return say("hint.maoxing.yin_way", stem=stem) if initial == chart.earth_under(you) else say("hint.maoxing.yang")
    return say("hint.maoxing.yang_way", stem=stem) if initial == chart.heaven_on(you) else say("hint.maoxing.yin")


def _bazhuan(chart: Chart, initial: int | None) -> str | None:
    """八專: a yang day three forward from 干上, a yin day three back from 四課's upper (docs/engine-rules.md §3.3)."""
    if initial is None or initial == chart.transmissions.initial:
        return None
    stem_upper, fourth_upper = chart.lessons[0].upper, chart.lessons[3].upper
    if is_yang_stem(chart.day_stem):
        if initial == (stem_upper + 3) % 12:
            return say("hint.bazhuan.start")
        if initial in ((fourth_upper - 2) % 12, (stem_upper - 2) % 12):
            return say("hint.bazhuan.yang_base")
        return say("hint.bazhuan.yang")
    if initial == (fourth_upper - 3) % 12:
        return say("hint.bazhuan.start")
    if initial in ((stem_upper + 2) % 12, (stem_upper - 2) % 12, (fourth_upper + 2) % 12):
        return say("hint.bazhuan.yin_base")
    return say("hint.bazhuan.yin")


def _fuyin(chart: Chart, initial: int | None) -> str | None:
    """伏吟 without 賊剋: a yang day takes 干上 (自任), a yin day 支上 (自信) (docs/engine-rules.md §3.1)."""
    if initial is None or initial == chart.transmissions.initial:
        return None
    key = "hint.fuyin.yang" if is_yang_stem(chart.day_stem) else "hint.fuyin.yin"
    return say(key, stem=STEMS[chart.day_stem])


def _fanyin(chart: Chart, initial: int | None) -> str | None:
    """返吟 without 賊剋 (井欄射): the day branch's post horse (docs/engine-rules.md §3.2)."""
    if initial is None or initial == chart.transmissions.initial:
        return None
    if initial == post_horse(STEM_LODGING[chart.day_stem]):
        return say("hint.fanyin.horse_of_lodging", branch=BRANCHES[chart.day_branch])
    return say("hint.fanyin.horse")


def _subname(chart: Chart, subname: str | None) -> str | None:
    """The sub-name names how the method decided (docs/engine-rules.md §3; 課體 of the nine methods)."""
    t = chart.transmissions
    expected, method = t.subname, t.method
    if subname == expected:
        return None
    if method == SHEHAI and expected == "比用格":
        return say("hint.shehai.biyong_ge")
    if method == SHEHAI:
        return say("hint.shehai.no_tie" if expected is None else "hint.shehai.tie_subname")
    if method == BAZHUAN:
        return say("hint.bazhuan.not_dushu" if expected is None else "hint.bazhuan.dushu")
    if expected is None:
        return say("hint.subname.none", method=method)
    if subname is None:
        return say("hint.subname.missing", method=method)
    if method == FUYIN:
        if expected == "杜傳":
            return say("hint.fuyin.duchuan", initial=BRANCHES[t.initial])
        if subname == "杜傳" and t.initial not in SELF_PUNISHING:
            return say("hint.fuyin.not_duchuan", initial=BRANCHES[t.initial])
        return say("hint.fuyin.subname")
    relation = RELATION_NAMES[candidates_of(chart.lessons).relation]
    keys = {ZEIKE: "hint.zeike.subname", BIYONG: "hint.biyong.subname", YAOKE: "hint.yaoke.subname",
            MAOXING: "hint.maoxing.subname", FANYIN: "hint.fanyin.subname"}
    return say(keys[method], relation=relation)


def departure(chart: Chart, answers: Mapping[str, Any]) -> str | None:
    """The first decision of the nine methods the answers contradict, worded from the rule (None: no departure)."""
    t = chart.transmissions
    method, initial = answers.get("method"), answers.get("initial")
    has_zeike = any(l.relation for l in chart.lessons)
    if "depths" in answers and (counted := depth_departure(chart, answers["depths"])) and initial != t.initial:
        return counted
    found = _by_the_plates(chart, method) or _by_the_day(chart, method)
    if found:
        return found
    if t.method in USUAL or (t.method in (FUYIN, FANYIN) and has_zeike):
        found = _usual_rule(chart, method, initial)
    elif t.method == YAOKE:
        found = _yaoke(chart, method, initial)
    elif t.method in (BIEZHE, MAOXING):
        found = _biezhe_or_maoxing(chart, method, initial)
    elif t.method == BAZHUAN:
        found = _bazhuan(chart, initial)
    elif t.method == FUYIN:
        found = _fuyin(chart, initial)
    else:
        found = _fanyin(chart, initial)
    if found:
        return found
    if "subname" in answers and (method in (None, t.method)):
        found = _subname(chart, answers["subname"])
    if found:
        return found
    if method is not None and method != t.method:
        return say("hint.method.order")
    return None


def initial_explanation(chart: Chart) -> str:
    """The rule that decided, applied: the engine's words for each decided step of its trace."""
    return " ".join(step.rule for step in chart.transmissions.trace if step.decided)


def _depth_field(chart: Chart, answers: Mapping[str, Any]) -> FieldCheck:
    """The optional 涉害 depths: right when every count given is the engine's."""
    step = _trace_step(chart, SHEHAI)
    counts = ({row["branch"]: row["depth"] for row in step.found["counts"]}
              if step is not None and step.found.get("school") == "depth" else None)
    rule, explanation = say("rule.depths"), initial_explanation(chart)
    given: Mapping[int, int] | None = answers.get("depths")
    if given is None:
        return FieldCheck("depths", False, False, None, counts, "", rule, explanation)
    shown = {BRANCHES[b]: n for b, n in given.items()}
    if counts is None:
        return FieldCheck("depths", True, False, shown, None, say("hint.depths.not_counted"), rule, explanation)
    unknown = [b for b in shown if b not in counts]
    hint = depth_departure(chart, given) or (
        say("hint.depths.not_candidates", branches="、".join(unknown)) if unknown else "")
    return FieldCheck("depths", True, not hint, shown, counts, hint, rule, explanation)


def initial_checks(chart: Chart, answers: Mapping[str, Any]) -> list[FieldCheck]:
    """The method, its sub-name and the initial marked; each wrong one carries the departure (§3)."""
    t = chart.transmissions
    found = departure(chart, answers)
    explanation = initial_explanation(chart)
    hint = (lambda given: found or say("hint.method.order"))
    return [
        mark("method", answers, t.method, say("rule.method"), explanation, hint, shown=lambda value: value),
        mark("subname", answers, t.subname, say("rule.subname"), explanation, hint, shown=lambda value: value),
        mark("initial", answers, t.initial, say("rule.initial"), explanation, hint, shown=shown_branch),
        _depth_field(chart, answers),
    ]

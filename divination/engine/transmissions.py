"""The three transmissions by the nine methods (三傳, 九宗門; docs/engine-rules.md §3).

`three_transmissions` tries the methods in their classical order and returns the initial, middle
and final with the method, its sub-name and a trace: every comparison that decided the choice,
in a form a page can explain step by step.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Final

from .cycles import (
    BRANCH_ELEMENT,
    BRANCHES,
    MENG,
    STEM_ELEMENT,
    STEM_LODGING,
    STEMS,
    ZHONG,
    generates,
    is_yang_branch,
    is_yang_stem,
    overcomes,
)
from .lessons import KE, ZEI, Lesson
from .messages import Message, _
from .relations import PUNISHMENT, SELF_PUNISHING, STEM_PARTNER, clash, post_horse, trine_next

FUYIN, FANYIN, BAZHUAN, ZEIKE, BIYONG, SHEHAI, YAOKE, BIEZHE, MAOXING = (
    "伏吟", "返吟", "八專", "賊剋", "比用", "涉害", "遙剋", "別責", "昴星",
)
NINE_METHODS: Final = (FUYIN, FANYIN, BAZHUAN, ZEIKE, BIYONG, SHEHAI, YAOKE, BIEZHE, MAOXING)

# 八專 days: the stem lodges in the day branch (甲寅 庚申 丁未 己未 癸丑).
BAZHUAN_DAYS: Final = frozenset((s, STEM_LODGING[s]) for s in (0, 6, 3, 5, 9))


@dataclass(frozen=True, slots=True)
class TraceStep:
    """One method tried: whether it decided, why (a Message a page renders in its reader's language), what it found."""

    method: str
    decided: bool
    reason: Message
    found: dict[str, Any] = field(default_factory=dict)

    @property
    def rule(self) -> str:
        """The reason in English, as the JSON and the CLI give it."""
        return str(self.reason)

    def to_dict(self) -> dict[str, Any]:
        return {"method": self.method, "decided": self.decided, "rule": self.rule, "found": self.found}


_YANG, _YIN = Message(_("yang")), Message(_("yin"))


def _polarity(yang: bool) -> Message:
    return _YANG if yang else _YIN


def _listed(branches) -> str:
    return "、".join(_names(branches))


@dataclass(frozen=True, slots=True)
class Transmissions:
    """初傳 中傳 末傳 with the method that chose the initial (發用)."""

    initial: int
    middle: int
    final: int
    method: str
    subname: str | None
    source_lesson: int | None  # the lesson that gave the initial, where one did
    trace: tuple[TraceStep, ...]

    @property
    def branches(self) -> tuple[int, int, int]:
        return (self.initial, self.middle, self.final)

    @property
    def pattern_names(self) -> tuple[str, ...]:
        """課體 of the nine methods: 元首課 重審課 知一課 涉害課 (見機 察微 綴瑕) 蒿矢課 彈射課 虎視課 冬蛇掩目課,
        別責課 八專課 (獨足) 伏吟課 (自任 自信 杜傳) 返吟課 (無依 井欄射)."""
        if self.method in (ZEIKE, BIYONG, YAOKE, MAOXING):
            return (f"{self.subname}課",)
        if self.method == SHEHAI:
            return ("涉害課",) + ((f"{self.subname}課",) if self.subname in ("見機", "察微", "綴瑕") else ())
        return (f"{self.method}課",) + ((self.subname,) if self.subname else ())


@dataclass(frozen=True, slots=True)
class _Candidate:
    branch: int
    lessons: tuple[int, ...]  # lesson numbers carrying this upper (a repeated branch counts once)
    relation: str


@dataclass(frozen=True, slots=True)
class _Choice:
    branch: int
    lesson: int
    subname: str | None
    method: str  # 賊剋, 比用 or 涉害: which of the usual rules decided


def _names(branches) -> list[str]:
    return [BRANCHES[b] for b in branches]


def _lesson_rows(lessons: tuple[Lesson, ...]) -> list[dict[str, Any]]:
    return [
        {"lesson": l.number, "upper": BRANCHES[l.upper], "lower": l.lower_name, "relation": l.relation}
        for l in lessons
    ]


def _candidates(lessons: tuple[Lesson, ...]) -> tuple[_Candidate, ...]:
    """賊 lessons if any, else 剋 lessons; repeated uppers count once (docs/engine-rules.md §3.4)."""
    wanted = ZEI if any(l.relation == ZEI for l in lessons) else KE
    found: dict[int, list[int]] = {}
    for lesson in lessons:
        if lesson.relation == wanted:
            found.setdefault(lesson.upper, []).append(lesson.number)
    return tuple(_Candidate(b, tuple(ns), wanted) for b, ns in found.items())


def _shehai_depth(candidate: _Candidate, k: int) -> tuple[int, list[dict[str, Any]]]:
    """涉害深淺: walk forward from where the candidate stands to its home, counting what harms it.

    At each earth position count the branch's element and the lodged stems' elements that overcome
    the candidate (a 賊 candidate) or that the candidate overcomes (a 剋 candidate) (docs/engine-rules.md §3.6).
    """
    element = BRANCH_ELEMENT[candidate.branch]
    harms = (
        (lambda e: overcomes(e, element)) if candidate.relation == ZEI else (lambda e: overcomes(element, e))
    )
    position = (candidate.branch - k) % 12
    path = []
    depth = 0
    while position != candidate.branch:
        counted = [BRANCHES[position]] if harms(BRANCH_ELEMENT[position]) else []
        counted += [STEMS[s] for s in _LODGED[position] if harms(STEM_ELEMENT[s])]
        depth += len(counted)
        path.append({"position": BRANCHES[position], "counted": counted})
        position = (position + 1) % 12
    return depth, path


_LODGED: Final = tuple(tuple(s for s in range(10) if STEM_LODGING[s] == b) for b in range(12))


def _stand_rank(branch: int, k: int) -> int:
    """0 on a 孟, 1 on a 仲, 2 on a 季: where the candidate stands on the earth plate."""
    ground = (branch - k) % 12
    return 0 if ground in MENG else 1 if ground in ZHONG else 2


def _zhuixia(tied: list[_Candidate], day_stem: int) -> tuple[_Candidate, Message]:
    """綴瑕: a yang day takes the first tied candidate on the 干 side (lessons 1–2), a yin day on the 支 side."""
    side = (1, 2) if is_yang_stem(day_stem) else (3, 4)
    on_side = sorted(
        (min(n for n in c.lessons if n in side), c) for c in tied if any(n in side for n in c.lessons)
    )
    if on_side:
        where = _("lessons 1–2 (干 side)") if side[0] == 1 else _("lessons 3–4 (支 side)")
        return on_side[0][1], Message(where)
    return min(tied, key=lambda c: min(c.lessons)), Message(_("neither side holds one: the first in lesson order"))


def _usual_rule(
    lessons: tuple[Lesson, ...], day_stem: int, k: int, options, trace: list[TraceStep]
) -> _Choice:
    """賊剋 → 比用 → 涉害, the rule every other method falls back on (docs/engine-rules.md §3.4–3.6)."""
    candidates = _candidates(lessons)
    kind = "賊" if candidates[0].relation == ZEI else "剋"
    if len(candidates) == 1:
        only = candidates[0]
        subname = "重審" if only.relation == ZEI else "元首"
        trace.append(TraceStep(ZEIKE, True,
                               Message(_("One %(kind)s lesson: its upper %(branch)s is the initial (%(subname)s)."),
                                       {"kind": kind, "branch": BRANCHES[only.branch], "subname": subname}),
                               {"lessons": _lesson_rows(lessons), "relation": only.relation,
                                "candidates": _names([only.branch])}))
        return _Choice(only.branch, only.lessons[0], subname, ZEIKE)
    trace.append(TraceStep(ZEIKE, False,
                           Message(_("Several %(kind)s lessons: %(branches)s; compare them by polarity (比用)."),
                                   {"kind": kind, "branches": _listed(c.branch for c in candidates)}),
                           {"lessons": _lesson_rows(lessons), "relation": candidates[0].relation,
                            "candidates": _names(c.branch for c in candidates)}))

    yang = is_yang_stem(day_stem)
    alike = [c for c in candidates if is_yang_branch(c.branch) == yang]
    polarity = "yang" if yang else "yin"
    if len(alike) == 1:
        trace.append(TraceStep(BIYONG, True,
                               Message(_("Only %(branch)s shares the day stem's polarity (%(polarity)s): it is the initial (知一)."),
                                       {"branch": BRANCHES[alike[0].branch], "polarity": _polarity(yang)}),
                               {"stem_polarity": polarity, "kept": _names([alike[0].branch])}))
        return _Choice(alike[0].branch, alike[0].lessons[0], "知一", BIYONG)
    pool = alike or list(candidates)
    trace.append(TraceStep(BIYONG, False,
                           Message(_("%(count)s candidates share the stem's polarity (%(polarity)s); go on to 涉害.") if alike
                                   else _("None shares the stem's polarity (%(polarity)s): all stay; go on to 涉害."),
                                   {"count": len(alike), "polarity": _polarity(yang)}),
                           {"stem_polarity": polarity, "kept": _names(c.branch for c in pool)}))
    return _shehai(pool, lessons, day_stem, k, options, trace)


def _shehai(pool, lessons, day_stem, k, options, trace) -> _Choice:
    """涉害: the deepest harm wins; ties go to 孟 (見機), then 仲 (察微), then 綴瑕 (docs/engine-rules.md §3.6)."""
    counts: list[dict[str, Any]] = []
    for c in pool:
        depth, path = _shehai_depth(c, k)
        counts.append({"branch": BRANCHES[c.branch], "stands_on": BRANCHES[(c.branch - k) % 12],
                       "lessons": list(c.lessons), "depth": depth, "path": path,
                       "stands_on_class": ("孟", "仲", "季")[_stand_rank(c.branch, k)]})
    school = options.shehai
    found: dict[str, Any] = {"school": school, "counts": counts}
    if school == "depth":
        best = max(row["depth"] for row in counts)
        tied = [c for c, row in zip(pool, counts) if row["depth"] == best]
    else:
        tied = list(pool)
    subname: str | None = None
    if len(tied) == 1:
        chosen = tied[0]
        why = Message(_("%(branch)s has suffered most (depth %(depth)s)."), {"branch": BRANCHES[chosen.branch], "depth": best})
    else:
        best_rank = min(_stand_rank(c.branch, k) for c in tied)
        on_best = [c for c in tied if _stand_rank(c.branch, k) == best_rank]
        lead = Message(_("Tied in depth") if school == "depth" else _("The 孟仲季 school skips the count"))
        if best_rank < 2 and len(on_best) == 1:
            chosen = on_best[0]
            subname = "見機" if best_rank == 0 else "察微"
            why = Message(_("%(lead)s: %(branch)s stands on a %(class)s (%(subname)s)."),
                          {"lead": lead, "branch": BRANCHES[chosen.branch], "class": "孟" if best_rank == 0 else "仲",
                           "subname": subname})
        else:
            chosen, side = _zhuixia(on_best, day_stem)
            subname = "綴瑕"
            why = Message(_("%(lead)s: still tied, the %(polarity)s day takes %(branch)s, the first on %(side)s (綴瑕)."),
                          {"lead": lead, "polarity": _polarity(is_yang_stem(day_stem)), "branch": BRANCHES[chosen.branch],
                           "side": side})
        found["tie_break"] = subname
    if options.biyong_ge == "yes":
        stem_element = STEM_ELEMENT[day_stem]
        kin = lambda c: BRANCH_ELEMENT[c.branch] == stem_element or generates(BRANCH_ELEMENT[c.branch], stem_element)
        if not kin(chosen):
            fitting = [c for c in pool if kin(c)]
            if fitting:
                chosen = fitting[0]
                subname = "比用格"
                why = Message(_("%(why)s 比用格 (六壬大全): %(branch)s is of the stem's element or generates it."),
                              {"why": why, "branch": BRANCHES[chosen.branch]})
                found["biyong_ge"] = BRANCHES[chosen.branch]
    trace.append(TraceStep(SHEHAI, True, why, found))
    return _Choice(chosen.branch, chosen.lessons[0], subname, SHEHAI)


def _fuyin(lessons, day_stem, has_zeike, options, trace) -> Transmissions:
    """伏吟 (k = 0): 有克 by the usual rule, else 干上 (自任) or 支上 (自信); then follow the 刑 (docs/engine-rules.md §3.1)."""
    yang = is_yang_stem(day_stem)
    stem_upper, branch_upper = lessons[0].upper, lessons[2].upper
    sub_trace: list[TraceStep] = []
    if has_zeike:
        choice = _usual_rule(lessons, day_stem, 0, options, sub_trace)
        initial, source = choice.branch, choice.lesson
        how = Message(_("a lesson has 賊剋: %(branch)s by the usual rule"), {"branch": BRANCHES[initial]})
    elif yang:
        initial, source = stem_upper, 1
        how = Message(_("no 賊剋, a yang day takes 干上 %(branch)s"), {"branch": BRANCHES[stem_upper]})
    else:
        initial, source = branch_upper, 3
        how = Message(_("no 賊剋, a yin day takes 支上 %(branch)s"), {"branch": BRANCHES[branch_upper]})
    subname = "自任" if yang else "自信"
    if initial in SELF_PUNISHING:
        subname = "杜傳"
        first, other = (branch_upper, stem_upper) if (yang or has_zeike) else (stem_upper, branch_upper)
        middle = other if first == initial else first
        to_middle = Message(_("%(initial)s punishes itself (杜傳): the middle is %(upper)s %(middle)s"),
                            {"initial": BRANCHES[initial], "upper": "支上" if middle == branch_upper else "干上",
                             "middle": BRANCHES[middle]})
    else:
        middle = PUNISHMENT[initial]
        to_middle = Message(_("the middle is what %(initial)s punishes: %(middle)s"),
                            {"initial": BRANCHES[initial], "middle": BRANCHES[middle]})
    final = PUNISHMENT[middle]
    if middle in SELF_PUNISHING or final == initial:
        final = clash(middle)
        to_final = Message(_("%(middle)s punishes itself: the final is its clash %(final)s") if middle in SELF_PUNISHING
                           else _("%(middle)s punishes back the initial: the final is its clash %(final)s"),
                           {"middle": BRANCHES[middle], "final": BRANCHES[final]})
    else:
        to_final = Message(_("the final is what %(middle)s punishes: %(final)s"),
                           {"middle": BRANCHES[middle], "final": BRANCHES[final]})
    trace.extend(sub_trace)
    trace.append(TraceStep(FUYIN, True,
                           Message(_("The plates lie still (k = 0, 伏吟): %(initial)s; %(middle)s; %(final)s."),
                                   {"initial": how, "middle": to_middle, "final": to_final}),
                           {"lessons": _lesson_rows(lessons), "has_zeike": has_zeike}))
    return Transmissions(initial, middle, final, FUYIN, subname, source, tuple(trace))


def _fanyin(lessons, day_stem, day_branch, has_zeike, options, trace) -> Transmissions:
    """返吟 (k = 6): 有克 by the usual rule (無依), else 驛馬, 支上, 干上 (井欄射) (docs/engine-rules.md §3.2)."""
    if has_zeike:
        sub_trace: list[TraceStep] = []
        choice = _usual_rule(lessons, day_stem, 6, options, sub_trace)
        trace.extend(sub_trace)
        x = choice.branch
        trace.append(TraceStep(FANYIN, True,
                               Message(_("The plates face each other (k = 6, 返吟) with 賊剋: the initial %(initial)s by "
                                         "the usual rule, then its clash %(clash)s, then %(initial)s again."),
                                       {"initial": BRANCHES[x], "clash": BRANCHES[clash(x)]}),
                               {"lessons": _lesson_rows(lessons), "has_zeike": True, "rule": choice.method,
                                "rule_subname": choice.subname}))
        return Transmissions(x, clash(x), x, FANYIN, "無依", choice.lesson, tuple(trace))
    horse = post_horse(day_branch)
    trace.append(TraceStep(FANYIN, True,
                           Message(_("返吟 without 賊剋 (井欄射): the day branch's post horse %(horse)s is the initial, "
                                     "支上 %(branch_upper)s the middle, 干上 %(stem_upper)s the final."),
                                   {"horse": BRANCHES[horse], "branch_upper": BRANCHES[lessons[2].upper],
                                    "stem_upper": BRANCHES[lessons[0].upper]}),
                           {"lessons": _lesson_rows(lessons), "has_zeike": False, "post_horse": BRANCHES[horse]}))
    return Transmissions(horse, lessons[2].upper, lessons[0].upper, FANYIN, "井欄射", None, tuple(trace))


def _bazhuan(lessons, day_stem, trace) -> Transmissions:
    """八專 without 賊剋: yang counts three forward from 干上, yin three back from 四課's upper (docs/engine-rules.md §3.3)."""
    stem_upper = lessons[0].upper
    if is_yang_stem(day_stem):
        initial = (stem_upper + 2) % 12
        how = Message(_("a yang day counts three forward from 干上 %(upper)s: %(initial)s"),
                      {"upper": BRANCHES[stem_upper], "initial": BRANCHES[initial]})
    else:
        initial = (lessons[3].upper - 2) % 12
        how = Message(_("a yin day counts three backward from 四課's upper %(upper)s: %(initial)s"),
                      {"upper": BRANCHES[lessons[3].upper], "initial": BRANCHES[initial]})
    subname = "獨足" if initial == stem_upper else None
    trace.append(TraceStep(BAZHUAN, True,
                           Message(_("八專 day (the stem lodges in the day branch) without 賊剋: %(how)s; "
                                     "middle and final are 干上 %(upper)s (獨足).") if subname
                                   else _("八專 day (the stem lodges in the day branch) without 賊剋: %(how)s; "
                                          "middle and final are 干上 %(upper)s."),
                                   {"how": how, "upper": BRANCHES[stem_upper]}),
                           {"lessons": _lesson_rows(lessons)}))
    return Transmissions(initial, stem_upper, stem_upper, BAZHUAN, subname, None, tuple(trace))


def _yaoke(lessons, day_stem, trace) -> tuple[int, str, int] | None:
    """遙剋: an upper overcoming the stem (蒿矢), else one the stem overcomes (彈射) (docs/engine-rules.md §3.7)."""
    stem_element = STEM_ELEMENT[day_stem]
    uppers: list[tuple[int, int]] = []
    for lesson in lessons:
        if lesson.upper not in (u for u, _ in uppers):
            uppers.append((lesson.upper, lesson.number))
    against = [(u, n) for u, n in uppers if overcomes(BRANCH_ELEMENT[u], stem_element)]
    by = [(u, n) for u, n in uppers if overcomes(stem_element, BRANCH_ELEMENT[u])]
    found = {"overcoming_stem": _names(u for u, _ in against), "overcome_by_stem": _names(u for u, _ in by)}
    pool, subname = (against, "蒿矢") if against else (by, "彈射")
    if not pool:
        trace.append(TraceStep(YAOKE, False, Message(_("No upper overcomes the day stem or is overcome by it.")), found))
        return None
    yang = is_yang_stem(day_stem)
    alike = [(u, n) for u, n in pool if is_yang_branch(u) == yang]
    chosen, source = (alike or pool)[0]
    facts = {"uppers": _listed(u for u, _n in pool), "chosen": BRANCHES[chosen]}
    overcoming = subname == "蒿矢"
    if len(pool) == 1:
        template = (_("No lesson has 賊剋; %(uppers)s overcomes the day stem (蒿矢): %(chosen)s is the initial.") if overcoming
                    else _("No lesson has 賊剋; %(uppers)s is overcome by the day stem (彈射): %(chosen)s is the initial."))
    elif not alike:
        template = (_("No lesson has 賊剋; %(uppers)s overcomes the day stem (蒿矢); none shares the stem's polarity, "
                      "%(chosen)s comes first: %(chosen)s is the initial.") if overcoming
                    else _("No lesson has 賊剋; %(uppers)s is overcome by the day stem (彈射); none shares the stem's "
                           "polarity, %(chosen)s comes first: %(chosen)s is the initial."))
    elif len(alike) == 1:
        template = (_("No lesson has 賊剋; %(uppers)s overcomes the day stem (蒿矢); %(chosen)s shares the stem's "
                      "polarity: %(chosen)s is the initial.") if overcoming
                    else _("No lesson has 賊剋; %(uppers)s is overcome by the day stem (彈射); %(chosen)s shares the "
                           "stem's polarity: %(chosen)s is the initial."))
    else:
        template = (_("No lesson has 賊剋; %(uppers)s overcomes the day stem (蒿矢); %(chosen)s shares the stem's "
                      "polarity (several do: the first in lesson order): %(chosen)s is the initial.") if overcoming
                    else _("No lesson has 賊剋; %(uppers)s is overcome by the day stem (彈射); %(chosen)s shares the "
                           "stem's polarity (several do: the first in lesson order): %(chosen)s is the initial."))
    trace.append(TraceStep(YAOKE, True, Message(template, facts), found))
    return chosen, subname, source


def _biezhe(lessons, day_stem, day_branch, k, trace) -> Transmissions:
    """別責: yang takes the upper on the partner stem's lodging, yin the trine's next branch; then 干上 twice (§3.8)."""
    stem_upper = lessons[0].upper
    if is_yang_stem(day_stem):
        partner = STEM_PARTNER[day_stem]
        ground = STEM_LODGING[partner]
        initial = (ground + k) % 12
        how = Message(_("a yang day takes the upper on %(ground)s, where the stem's partner %(partner)s lodges (干合): %(initial)s"),
                      {"ground": BRANCHES[ground], "partner": STEMS[partner], "initial": BRANCHES[initial]})
    else:
        initial = trine_next(day_branch)
        how = Message(_("a yin day takes the branch one ahead of %(branch)s in its trine: %(initial)s"),
                      {"branch": BRANCHES[day_branch], "initial": BRANCHES[initial]})
    trace.append(TraceStep(BIEZHE, True,
                           Message(_("No 賊剋, no 遙剋, and only three distinct lessons (別責): %(how)s; "
                                     "middle and final are 干上 %(upper)s."), {"how": how, "upper": BRANCHES[stem_upper]}), {}))
    return Transmissions(initial, stem_upper, stem_upper, BIEZHE, None, None, tuple(trace))


def _maoxing(lessons, day_stem, k, trace) -> Transmissions:
    """昴星: yang looks up from earth 酉 (虎視), yin down from heaven 酉 (冬蛇掩目) (docs/engine-rules.md §3.9)."""
    you = 9
    stem_upper, branch_upper = lessons[0].upper, lessons[2].upper
    if is_yang_stem(day_stem):
        initial = (you + k) % 12
        trace.append(TraceStep(MAOXING, True,
                               Message(_("No 賊剋, no 遙剋, four distinct lessons (昴星), a yang day (虎視): the upper on earth 酉, "
                                         "%(initial)s, then 支上 %(branch_upper)s, then 干上 %(stem_upper)s."),
                                       {"initial": BRANCHES[initial], "branch_upper": BRANCHES[branch_upper],
                                        "stem_upper": BRANCHES[stem_upper]}),
                               {}))
        return Transmissions(initial, branch_upper, stem_upper, MAOXING, "虎視", None, tuple(trace))
    initial = (you - k) % 12
    trace.append(TraceStep(MAOXING, True,
                           Message(_("No 賊剋, no 遙剋, four distinct lessons (昴星), a yin day (冬蛇掩目): the earth branch under "
                                     "heaven 酉, %(initial)s, then 干上 %(stem_upper)s, then 支上 %(branch_upper)s."),
                                   {"initial": BRANCHES[initial], "branch_upper": BRANCHES[branch_upper],
                                    "stem_upper": BRANCHES[stem_upper]}),
                           {}))
    return Transmissions(initial, stem_upper, branch_upper, MAOXING, "冬蛇掩目", None, tuple(trace))


def three_transmissions(lessons: tuple[Lesson, ...], day_stem: int, day_branch: int, k: int, options) -> Transmissions:
    """The nine methods in their order (docs/engine-rules.md §3): the first that applies decides."""
    trace: list[TraceStep] = []
    has_zeike = any(l.relation for l in lessons)
    if k == 0:
        return _fuyin(lessons, day_stem, has_zeike, options, trace)
    if k == 6:
        return _fanyin(lessons, day_stem, day_branch, has_zeike, options, trace)
    bazhuan = (day_stem, day_branch) in BAZHUAN_DAYS
    if bazhuan and not has_zeike:
        return _bazhuan(lessons, day_stem, trace)
    if has_zeike:
        if bazhuan:
            trace.append(TraceStep(BAZHUAN, False, Message(_("An 八專 day, but a lesson has 賊剋: the usual rule decides.")), {}))
        choice = _usual_rule(lessons, day_stem, k, options, trace)
        return _step_chain(choice.branch, k, choice.method, choice.subname, choice.lesson, trace)
    trace.append(TraceStep(ZEIKE, False, Message(_("No lesson has 賊 or 剋.")), {"lessons": _lesson_rows(lessons)}))
    yaoke = _yaoke(lessons, day_stem, trace)
    if yaoke is not None:
        initial, subname, source = yaoke
        return _step_chain(initial, k, YAOKE, subname, source, trace)
    distinct = len({(l.lower_branch, l.upper) for l in lessons})
    if distinct == 3:
        return _biezhe(lessons, day_stem, day_branch, k, trace)
    return _maoxing(lessons, day_stem, k, trace)


def _step_chain(initial, k, method, subname, source, trace) -> Transmissions:
    """Methods 4–7: the middle is the initial's upper and the final the middle's upper (docs/engine-rules.md §3)."""
    middle = (initial + k) % 12
    return Transmissions(initial, middle, (middle + k) % 12, method, subname, source, tuple(trace))

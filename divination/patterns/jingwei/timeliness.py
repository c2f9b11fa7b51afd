"""及時 · 失時 · 既往 · 將來 (the 用神's fit with the season) and 時泰 · 時否 (月將/月建 as the initial).

docs/patterns.md (jw:L115, L119) and §4.21 (jw:L123). The season is the month's ruling
element by S5 (whole 辰未戌丑 months earth; A-SEASON). The element table is the text's own list.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Final

from divination.engine.cycles import BRANCH_ELEMENT, EARTH
from divination.patterns.clauses import any_of, remembered
from divination.patterns.facts import Facts
from divination.patterns.jingwei.common import (
    JW_JI,
    JW_XIONG,
    THREE,
    VOID,
    element,
    favours_stem,
    harms_stem,
    void_of_initial,
)
from divination.patterns.registry import Entry, Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings

EXTRAPOLATED: Final = "推補"


def _by_season(spring: str, summer: str, autumn: str, winter: str, late: str) -> dict[int, frozenset[int]]:
    """The text's 「春…、夏…、秋…、冬…、季…」, keyed by the month's ruling element."""
    return {element(ruler): frozenset(element(e) for e in names)
            for ruler, names in zip("木火金水土", (spring, summer, autumn, winter, late))}


@dataclass(frozen=True)
class Fit:
    key: str
    name: str
    source: str
    elements: Mapping[int, frozenset[int]]   # ruling element → the elements the text names
    readings: Mapping[str, str]
    highlights: Mapping[str, str]
    flags: tuple[str, ...] = ()              # badges on every match of the name
    extrapolated_ruler: int | None = None    # the season the text omits (filled by analogy: 推補)
    chu_difficulty: str = "extra"


def _texts(parent: str, people: str, crowd: str, when: str) -> dict[str, str]:
    return {"": parent, "chu": f"初傳屬此，事起{when}", "shang": f"干支上乘此，人事{when}",
            "ju3": f"三傳合此局，三人{people}{when}", "ju_gz": f"三傳干支合此局，眾人{crowd}{when}"}


def _readings(crowd: str, when: str) -> dict[str, str]:
    return {"chu": f"事起{when}", "shang": f"人事{when}", "ju3": f"三人三事{when}", "ju_gz": f"眾人{crowd}{when}"}


FITS: Final = (
    # 及時 = 旺. 「三人三合當時」 is read 三人三事 (silent; §6 #17).
    Fit("jishi", "及時", "jw:L115/L117 (JP ja:L117)", _by_season("木", "火", "金", "水", "土"),
        _readings("從事", "當時"), _texts("春木、夏火、秋金、冬水、季土為初傳", "三合", "從事", "當時")),
    # 失時 = 囚 + 死: 「春金、土夏、金水、秋火、木冬、火土」 read 春金土 夏金水 秋火木 冬火土 (gloss);
    # the text gives no 季 entry: 木水 by analogy, tagged 推補 (§6 #15–16).
    Fit("shishi", "失時", "jw:L115/L117 (JP ja:L117)", _by_season("金土", "金水", "火木", "火土", "木水"),
        _readings("眾事", "不時"), _texts("春金、土夏、金水、秋火、木冬、火土為初傳", "三事", "眾事", "不時"),
        extrapolated_ruler=EARTH, chu_difficulty="extra+ambiguous"),
    # 既往 = 休.
    Fit("jiwang", "既往", "jw:L119/L121 (JP ja:L121)", _by_season("水", "木", "土", "金", "火"),
        _readings("眾事", "過時"), _texts("春水、夏木、秋土、冬金、季火為初傳", "三事", "眾事", "過時")),
    # 將來 = 相; the paragraph ends 「皆曰既往」, read 將來 (gloss, §6 #18).
    Fit("jianglai", "將來", "jw:L119/L121 (JP ja:L121)", _by_season("火", "土", "水", "木", "金"),
        _readings("眾事", "將來"), _texts("春火、夏土、秋水、冬木、季金為初傳", "三事", "眾事", "將來"),
        flags=("校改：底本作皆曰既往",)),
)
CLAUSE_NAMES: Final = {"chu": "初傳", "shang": "干支上", "ju3": "三傳合局", "ju_gz": "三傳干支合局"}
TRIAD_ELEMENTS: Final = (element("水"), element("木"), element("火"), element("金"))


def fit_clause(fit: Fit, clause: str) -> Test:
    def named(f: Facts) -> tuple[frozenset[int], tuple[str, ...]]:
        ruler = f.ruler5
        return fit.elements[ruler], fit.flags + ((EXTRAPOLATED,) if ruler == fit.extrapolated_ruler else ())

    def chu(f: Facts, s: PatternSettings) -> Outcome | None:
        elements, flags = named(f)
        if BRANCH_ELEMENT[f.chu] not in elements:
            return None
        return Outcome(("initial", "month"), flags + void_of_initial(f, s))

    def shang(f: Facts, s: PatternSettings) -> Outcome | None:
        """「干支上乘此」: either upper (A-SHANG both: both uppers)."""
        elements, flags = named(f)
        held = [BRANCH_ELEMENT[f.ganshang] in elements, BRANCH_ELEMENT[f.zhishang] in elements]
        if not (all(held) if s.shang == "both" else any(held)):
            return None
        return Outcome(tuple(c for c, h in zip(("lesson:1", "lesson:3"), held) if h) + ("month",), flags)

    def ju3(f: Facts, s: PatternSettings) -> Outcome | None:
        """三傳合此局: 土 by 稼穡 (A-EARTHJU); a void transmission flags the 局."""
        e = f.ju3_element
        if e is None or (e == EARTH and s.earth_ju == "never"):
            return None
        elements, flags = named(f)
        return Outcome(THREE + ("month",), flags + ((VOID,) if f.void3 else ())) if e in elements else None

    def ju_gz(f: Facts, s: PatternSettings) -> Outcome | None:
        formed = [e for e in TRIAD_ELEMENTS if f.ju_gz(e)]
        if not formed:
            return None
        elements, flags = named(f)
        return Outcome(THREE + ("stem", "day", "month"), flags) if any(e in elements for e in formed) else None

    return {"chu": chu, "shang": shang, "ju3": ju3, "ju_gz": ju_gz}[clause]


def _fit_entries(fit: Fit) -> list[Entry]:
    tests = {c: remembered(fit_clause(fit, c)) for c in CLAUSE_NAMES}
    children = [
        make_entry(f"jingwei.{fit.key}.{c}", f"{fit.name}·{label}", fit.source, "C,MB",
                   fit.chu_difficulty if c == "chu" else "extra+ambiguous", fit.readings[c], fit.highlights[c],
                   tests[c])
        for c, label in CLAUSE_NAMES.items()
    ]
    parent = make_entry(f"jingwei.{fit.key}", fit.name, fit.source, "C,MB", "extra+ambiguous", "—",
                        fit.highlights[""], any_of({child.id: child.test for child in children}))
    return [parent, *children]


SOURCE_TIME: Final = "jw:L123/L125 (JP ja:L125)"


def month_as_initial(generals: frozenset[str], relation) -> Test:
    """月將 or 月建 as the initial, ridden by one of the generals, in the relation to the stem.

    The 月將 clause needs only the chart; the 月建 clause needs the month (MB).
    """
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        general = f.gen_on(f.chu)
        if general not in generals or not relation(f, f.chu):
            return None
        if f.chu == f.J:
            part = "monthly_general"
        elif f.chu == f.M:
            part = "month"
        else:
            return None
        return Outcome(("initial", part, f"general:{general}"), void_of_initial(f, s))
    return test


ENTRIES: Final = (
    *(item for fit in FITS for item in _fit_entries(fit)),
    make_entry("jingwei.shitai", "時泰", SOURCE_TIME, "C,MB", "extra", "時亨運泰",
               "月將月建為初傳，乘貴人、六合、青龍、太常、朱雀、天后，生合日干，曰時泰",
               month_as_initial(JW_JI, favours_stem)),
    make_entry("jingwei.shipi", "時否", SOURCE_TIME, "C,MB", "extra", "時乖運蹇",
               "月將月建為初傳，乘螣蛇、白虎、勾陳、玄武、太陰、天空，刑沖破害日干，曰時否",
               month_as_initial(JW_XIONG, harms_stem)),
)

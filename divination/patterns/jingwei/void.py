"""孤哀 · 螟蛉 · 鰥居 · 孀居 · 失群: the 用神 of one 六親 class is void.

docs/patterns.md (jw:L127–L137). These patterns are the void rule of the five 用神
(R-VOID): void is their trigger, so they are never flagged 勿實論. 「空」 follows A-VOID2.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from divination.engine.cycles import BRANCHES, EARTH, FIRE, METAL, WATER, WOOD
from divination.patterns.clauses import any_of, remembered
from divination.patterns.facts import CAI, DAO, GUI, JIE, SEX, TRIAD, YIN, Facts, MissingInput
from divination.patterns.jingwei.common import THREE
from divination.patterns.registry import Entry, Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings


@dataclass(frozen=True)
class Bereavement:
    key: str
    name: str
    kin: str                 # 印 盜 財 鬼 劫
    source: str
    origin: str              # 「起於…」
    loss: str                # 「或喪…」
    flags_ju3: tuple[str, ...] = ()


FAMILIES: Final = (
    Bereavement("guai", "孤哀", YIN, "jw:L127/L129 (JP ja:L129)", "勿助", "父母"),
    Bereavement("mingling", "螟蛉", DAO, "jw:L127/L129 (JP ja:L129)", "勿脫", "男女"),
    Bereavement("guanju", "鰥居", CAI, "jw:L131/L133 (JP ja:L133)", "失財", "妻妾"),
    Bereavement("shuangju", "孀居", GUI, "jw:L131/L133 (JP ja:L133)", "勿傷", "夫失職"),
    # 「三合合局」 read 三傳合局 (silent; §6 #19).
    Bereavement("shiqun", "失群", JIE, "jw:L135/L137 (JP ja:L137)", "勿劫", "兄弟", ("校改：底本作三合合局",)),
)
CLAUSES: Final = {"chu": "初傳", "ju3": "三傳合局", "ju_gz": "三傳干支合局"}
TRIAD_ELEMENTS: Final = (WATER, WOOD, FIRE, METAL)
# 孀居's reading splits by sex (gloss jw:L133): a woman loses her husband, a man his post.
WIDOWHOOD: Final = {"女": "女：喪夫", "男": "男：失職"}


def _void_parts(f: Facts, members) -> tuple[str, ...]:
    return tuple(f"branch:{BRANCHES[x]}" for x in sorted(members) if f.void(x))


def _sex_flag(f: Facts, fam: Bereavement) -> tuple[str, ...]:
    if fam.kin != GUI:
        return ()
    try:
        return (WIDOWHOOD[f.sex],)
    except MissingInput:
        return ()


def bereavement_clause(fam: Bereavement, clause: str) -> Test:
    def chu(f: Facts, s: PatternSettings) -> Outcome | None:
        if f.lq(f.chu) != fam.kin or not f.void(f.chu):
            return None
        return Outcome(("initial", f"branch:{BRANCHES[f.chu]}"), _sex_flag(f, fam))

    def ju3(f: Facts, s: PatternSettings) -> Outcome | None:
        """The transmissions' 局 (稼穡 as earth's, A-EARTHJU) is of the class, one transmission void."""
        e = f.ju3_element
        if e is None or (e == EARTH and s.earth_ju == "never") or f.lq_element(e) != fam.kin:
            return None
        voids = _void_parts(f, f.set3)
        return Outcome(THREE + voids, fam.flags_ju3 + _sex_flag(f, fam)) if voids else None

    def ju_gz(f: Facts, s: PatternSettings) -> Outcome | None:
        """三傳干支合局 of the class, a member of the triad void (the one 干/支 supplies counts)."""
        for e in TRIAD_ELEMENTS:
            if f.lq_element(e) == fam.kin and f.ju_gz(e) and (voids := _void_parts(f, TRIAD[e])):
                return Outcome(THREE + ("stem", "day") + voids, _sex_flag(f, fam))
        return None

    return {"chu": chu, "ju3": ju3, "ju_gz": ju_gz}[clause]


def _reads_of(fam: Bereavement) -> str:
    """孀居's flag reads the querent's sex (_sex_flag); whether it holds does not."""
    return SEX if fam.kin == GUI else ""


def _family_entries(fam: Bereavement) -> list[Entry]:
    tests = {c: remembered(bereavement_clause(fam, c)) for c in CLAUSES}
    people = {"chu": "", "ju3": "三人三事", "ju_gz": "眾人眾事"}
    children = [
        make_entry(f"jingwei.{fam.key}.{c}", f"{fam.name}·{label}", fam.source, "C",
                   "ambiguous" if c == "ju_gz" else "simple",
                   ("起於" if c == "chu" else people[c]) + f"{fam.origin}，或喪{fam.loss}",
                   f"{label}屬{fam.kin}煞空", tests[c], also_reads=_reads_of(fam))
        for c, label in CLAUSES.items()
    ]
    parent = make_entry(f"jingwei.{fam.key}", fam.name, fam.source, "C", "simple", "—", f"皆曰{fam.name}",
                        any_of({child.id: child.test for child in children}), also_reads=_reads_of(fam))
    return [parent, *children]


ENTRIES: Final = tuple(item for fam in FAMILIES for item in _family_entries(fam))

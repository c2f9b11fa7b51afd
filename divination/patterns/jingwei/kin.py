"""The five 用神: 印綬 · 傷官 · 官訟 · 妻財 · 劫財, each a list of clauses of one element relation.

docs/patterns.md (jw:L55–L77). A family is its relation (生, 克 or 比), whether the
branch acts on the stem (印綬 生干, 官訟 克干, 劫財 比干) or receives from it (傷官 受干生, 妻財
受干克), and one reading per clause. The clauses themselves are one table shared by all five.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from divination.engine.cycles import (
    BRANCH_ELEMENT,
    EARTH,
    FIRE,
    METAL,
    WATER,
    WOOD,
    generates,
    is_yang_branch,
    is_yang_stem,
    overcomes,
)
from divination.engine.messages import _
from divination.patterns.clauses import any_of, remembered
from divination.patterns.facts import Facts
from divination.patterns.jingwei.common import THREE, VOID, pair_outcome, void_of_initial
from divination.patterns.registry import Entry, Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings

SOURCE_POINTS: Final = {"chu": "initial", "zhong": "middle", "mo": "final", "L1": "lesson:1", "L3": "lesson:3",
                        "Z": "day", "D": "stem"}

# The clauses (§4.8 shared rules): pairs of points (a, b) meaning 「a 生/克/比 b」, written for a
# branch acting on the stem; a receiving family reads each pair the other way round where the
# text says so (its own table below).
ACTIVE_PAIRS: Final = {
    "chu": (("chu", "D"),),
    "each": (("L3", "Z"), ("L1", "D")),
    "cross": (("L1", "Z"), ("L3", "D")),
    "zhi": (("Z", "D"),),
    "chain_fwd": (("chu", "zhong"), ("zhong", "mo"), ("mo", "D")),
    "chain_bwd": (("mo", "zhong"), ("zhong", "chu"), ("chu", "D")),
}
PASSIVE_PAIRS: Final = {
    "chu": (("D", "chu"),),
    "each": (("Z", "L3"), ("D", "L1")),
    "cross": (("Z", "L1"), ("D", "L3")),
    "zhi": (("D", "Z"),),
    "chain_fwd": (("D", "chu"), ("chu", "zhong"), ("zhong", "mo")),
    "chain_bwd": (("D", "mo"), ("mo", "zhong"), ("zhong", "chu")),
}
CLAUSES: Final = ("chu", "ju3", "ju_gz", "each", "cross", "zhi", "ju_zhi", "ju_gan", "chain_fwd", "chain_bwd")
CLAUSE_DIFFICULTY: Final = {"ju3": "ambiguous", "ju_gz": "ambiguous", "ju_zhi": "ambiguous", "ju_gan": "ambiguous"}
# R-VOID V1: the clauses anchored on the initial.
ON_INITIAL: Final = frozenset({"chu", "chain_fwd", "chain_bwd"})
# The elements a 局 of the stem or the branch side can have: the four trines, and earth when 干合局 is read
# as the stem's 化氣 (A-GANJU huaqi; Facts.ju_gan).
ELEMENTS_OF_JU: Final = (WATER, WOOD, FIRE, METAL, EARTH)


def _active_names(v: str) -> dict[str, str]:
    return {"chu": f"初傳{v}干", "ju3": f"三傳合局{v}干", "ju_gz": f"三傳干支合局{v}干",
            "each": f"支上{v}支、干上{v}干", "cross": f"干上{v}支、支上{v}干", "zhi": f"支{v}干",
            "ju_zhi": f"支合局{v}干", "ju_gan": f"干合局{v}干",
            "chain_fwd": f"初{v}中、中{v}末、末{v}干", "chain_bwd": f"末{v}中、中{v}初、初{v}干"}


def _passive_names(v: str) -> dict[str, str]:
    return {"chu": f"初傳受干{v}", "ju3": f"三傳合局受干{v}", "ju_gz": f"三傳干支合局受干{v}",
            "each": f"支上受支{v}、干上受干{v}", "cross": f"干上受支{v}、支上受干{v}", "zhi": f"支受干{v}",
            "ju_zhi": f"支合局受干{v}", "ju_gan": f"干合局受干{v}",
            "chain_fwd": f"干{v}初、初{v}中、中{v}末", "chain_bwd": f"干{v}末、末{v}中、中{v}初"}


@dataclass(frozen=True)
class KinFamily:
    key: str
    name: str
    source: str
    reading: str
    relation: Callable[[int, int], bool]   # on elements: a 生/克/比 b
    active: bool                           # the branch acts on the stem (else receives from it)
    verb: str
    readings: Mapping[str, str]            # clause → the 斷's reading
    flags: Mapping[str, tuple[str, ...]]   # clause → text-critical badges (R-EMEND)
    highlights: Mapping[str, str]          # clause → defining words where they differ from the clause's name
    chains: bool = True


def same_element(a: int, b: int) -> bool:
    return a == b


FAMILIES: Final = (
    KinFamily("yinshou", "印綬", "jw:L55/L57 (JP ja:L57)", "父母、扶助、文書 (五用神之首)", generates, True, "生",
              {"chu": "起於扶助，或因父母，或傷男女", "ju3": "三人三事助我，或傷男女",
               "ju_gz": "眾人眾事助我，或傷男女", "each": "彼我各自有助", "cross": "彼我交互相助",
               "zhi": "彼助我", "ju_zhi": "彼眾助我", "ju_gan": "己眾助我",
               "chain_fwd": "連連引進助我", "chain_bwd": "連連引進助我"},
              {"chain_fwd": ("校改：底本作末作畫干",)},
              {"chain_fwd": "初生中、中生末、末作畫干"}),
    KinFamily("shangguan", "傷官", "jw:L59/L61 (JP ja:L61)", _("子女、脫耗; 傷官 harms 官/夫"), generates, False, "生",
              {"chu": "起於脫耗，或因男女，或傷夫職", "ju3": "三人三事脫我，或傷夫職",
               "ju_gz": "眾人眾事脫我，或傷夫職", "each": "彼我各自有脫", "cross": "彼我交互相脫",
               "zhi": "彼脫我", "ju_zhi": "彼眾脫我", "ju_gan": "己眾脫我",
               "chain_fwd": "連連引進脫我", "chain_bwd": "連連引進脫我"},
              {}, {}),
    KinFamily("guansong", "官訟", "jw:L67/L69 (JP ja:L69)", "官府、丈夫、病災", overcomes, True, "克",
              {"chu": "起於官訟，或因夫職，或傷昆弟", "ju3": "三人三事傷我，或傷昆弟",
               "ju_gz": "眾人眾事傷我，或傷昆弟", "each": "彼我各自有傷", "cross": "彼我交互相傷",
               "zhi": "彼傷我", "ju_zhi": "彼眾傷我", "ju_gan": "己眾傷我",
               "chain_fwd": "連連引進傷我", "chain_bwd": "連連引進傷我"},
              {"cross": ("校改：底本作相相傷",), "ju_gan": ("校改：底本作剋剋干",)}, {}),
    KinFamily("qicai", "妻財", "jw:L71/L73 (JP ja:L73)", "妻妾、錢財", overcomes, False, "克",
              {"chu": "起於勞力，或因妻財，或傷父母", "ju3": "三人三事勞我，或傷父母",
               "ju_gz": "眾人眾事勞我，或傷父母", "each": "彼我各自有財", "cross": "彼我交互取財",
               "zhi": "彼勞我", "ju_zhi": "彼眾勞我", "ju_gan": "己眾勞我",
               "chain_fwd": "連連引進得財", "chain_bwd": "連連引進得財"},
              {"cross": ("校改：底本作干上受無克",), "zhi": ("校改：底本作己勞我",)},
              {"cross": "干上受無克、支上受干克", "chain_bwd": "干克末、末克中，中克初"}),
    KinFamily("jiecai", "劫財", "jw:L75/L77 (JP ja:L77)", _("兄弟、同輩、奪財; 劫財 harms 妻財"), same_element, True, "比",
              {"chu": "起於奪財，或因昆弟，或傷妻妾", "ju3": "三人三事奪財，或傷妻妾",
               "ju_gz": "眾人眾事奪財，或傷妻妾", "each": "彼我各自奪財", "cross": "彼我交互奪財",
               "zhi": _("(no reading in the 斷; by analogy 彼奪我財)"), "ju_zhi": "彼眾奪財", "ju_gan": "己眾奪財"},
              {"chu": ("校改：底本作起於起於",), "zhi": ("原文無斷",)}, {}, chains=False),
)


# The Facts attribute of each point; the stem stands by its lodging where a branch is needed (A-BI).
POINT_FACTS: Final = {"chu": "chu", "zhong": "zhong", "mo": "mo", "L1": "ganshang", "L3": "zhishang", "Z": "Z",
                      "D": "G"}


def _element_of(f: Facts, point: str) -> int:
    return f.eD if point == "D" else BRANCH_ELEMENT[getattr(f, POINT_FACTS[point])]


def _elements(f: Facts) -> dict[str, int]:
    """Each point's element, read once per chart for the five families' fifty clauses."""
    found = f.memo.get(_elements)
    if found is None:
        found = f.memo[_elements] = {point: _element_of(f, point) for point in POINT_FACTS}
    return found


def _branch_of(f: Facts, point: str) -> int:
    return getattr(f, POINT_FACTS[point])


def _is_yang(f: Facts, point: str) -> bool:
    return is_yang_stem(f.D) if point == "D" else is_yang_branch(getattr(f, POINT_FACTS[point]))


def holds(fam: KinFamily, f: Facts, s: PatternSettings, a: str, b: str) -> bool:
    """「a 生/克/比 b」 on elements (R-GAN: the stem by its own element); A-BI other: 比 needs two branches;
    A-BI polarity: 比 needs the other polarity (劫財, not 比肩)."""
    elements = _elements(f)
    if not fam.relation(elements[a], elements[b]):
        return False
    if fam.relation is not same_element:
        return True
    if s.bi == "other":
        return _branch_of(f, a) != _branch_of(f, b)
    return s.bi != "polarity" or _is_yang(f, a) != _is_yang(f, b)


def acts_on_stem(fam: KinFamily, element_index: int, f: Facts) -> bool:
    """R(E): the element stands to the stem as the family says (E 生干, or E 受干生 …)."""
    return fam.relation(element_index, f.eD) if fam.active else fam.relation(f.eD, element_index)


def pairs_clause(fam: KinFamily, clause: str) -> Test:
    pairs = (ACTIVE_PAIRS if fam.active else PASSIVE_PAIRS)[clause]
    components = tuple(dict.fromkeys(SOURCE_POINTS[p] for pair in pairs for p in pair))

    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        held = [holds(fam, f, s, a, b) for a, b in pairs]
        if not any(held):  # no pair holds: no match, whole or in part
            return None
        flags = fam.flags.get(clause, ()) + (void_of_initial(f, s) if clause in ON_INITIAL else ())
        return pair_outcome(held, components, flags, s)
    return test


def ju3_clause(fam: KinFamily) -> Test:
    """∃E: ju3(E) ∧ R(E); 稼穡 counts as earth's 局 (A-EARTHJU); a void transmission flags the 局."""
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        e = f.ju3_element
        if e is None or (e == EARTH and s.earth_ju == "never") or not acts_on_stem(fam, e, f):
            return None
        return Outcome(THREE, fam.flags.get("ju3", ()) + ((VOID,) if f.void3 else ()))
    return test


def side_clause(fam: KinFamily, clause: str) -> Test:
    """三傳干支合局 / 支合局 / 干合局 of an element standing to the stem as R says."""
    predicate, components = {
        "ju_gz": (Facts.ju_gz, THREE + ("stem", "day")),
        "ju_zhi": (Facts.ju_zhi, ("day", "lesson:3", "lesson:4")),
        "ju_gan": (Facts.ju_gan, ("stem", "lesson:1", "lesson:2")),
    }[clause]

    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        if any(acts_on_stem(fam, e, f) for e in _ju_elements(f, predicate)):
            return Outcome(components, fam.flags.get(clause, ()))
        return None
    return test


def _ju_elements(f: Facts, predicate: Callable[[Facts, int], bool]) -> tuple[int, ...]:
    """The elements whose 局 of one kind the chart forms, found once per chart for the five families."""
    key = (_ju_elements, predicate)
    found = f.memo.get(key)
    if found is None:
        found = f.memo[key] = tuple(e for e in ELEMENTS_OF_JU if predicate(f, e))
    return found


def clause_test(fam: KinFamily, clause: str) -> Test:
    if clause == "ju3":
        return ju3_clause(fam)
    if clause in ("ju_gz", "ju_zhi", "ju_gan"):
        return side_clause(fam, clause)
    return pairs_clause(fam, clause)


def _family_entries(fam: KinFamily) -> list[Entry]:
    names = (_active_names if fam.active else _passive_names)(fam.verb)
    clauses = [c for c in CLAUSES if fam.chains or not c.startswith("chain")]
    tests = {c: remembered(clause_test(fam, c)) for c in clauses}
    children = [
        make_entry(f"jingwei.{fam.key}.{c}", f"{fam.name}·{names[c]}", fam.source, "C",
                   CLAUSE_DIFFICULTY.get(c, "simple"), fam.readings[c], fam.highlights.get(c, names[c]), tests[c])
        for c in clauses
    ]
    parent = make_entry(f"jingwei.{fam.key}", fam.name, fam.source, "C", "ambiguous", fam.reading,
                        f"皆曰{fam.name}" if fam.key != "jiecai" else "比曰劫財",
                        any_of({child.id: tests[c] for c, child in zip(clauses, children)}))
    return [parent, *children]


ENTRIES: Final = tuple(item for fam in FAMILIES for item in _family_entries(fam))

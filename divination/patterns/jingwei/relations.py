"""刑傷 · 搖動 · 破損 · 仇害 · 和合: one branch relation between the stem, the day branch, their
uppers and the transmissions.

docs/patterns.md (jw:L91–L109). The five paragraphs list the same seven clauses with
a different relation (刑 沖 破 害 合); 和合 adds the 三合 of the transmissions, the branch and the stem.
The stem enters by its branch (R-GAN, A-GAN); 刑 runs one way (A-XING); 「合干」 is A-HE.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Final

from divination.engine.cycles import EARTH, FIRE, METAL, WATER, WOOD
from divination.patterns.clauses import any_of, remembered
from divination.patterns.facts import Facts, chong, hai, he6, po
from divination.patterns.jingwei.common import THREE, VOID, pair_outcome, void_of_initial
from divination.patterns.registry import Entry, Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings

Relation = Callable[[Facts, int, int], bool]


def punishes(f: Facts, a: int, b: int) -> bool:
    return f.xing(a, b)


@dataclass(frozen=True)
class RelationFamily:
    key: str
    name: str
    source: str
    verb: str                       # 刑 沖 破 害 合
    relation: Relation
    initial_words: str              # how the paragraph writes its first clause
    separator: str                  # between the halves of a pair, as printed
    readings: Mapping[str, str]
    difficulty: Mapping[str, str]   # clauses the catalog marks ambiguous


CLAUSES: Final = ("chu_gan", "gan_zhi", "shang", "each", "cross", "chain_fwd", "chain_bwd")
ON_INITIAL: Final = frozenset({"chu_gan", "chain_fwd", "chain_bwd"})


def _readings(origin: str, mutual: str, each: str, cross: str, chain: str) -> dict[str, str]:
    return {"chu_gan": f"起於{origin}", "gan_zhi": mutual, "shang": f"亦{mutual}", "each": each, "cross": cross,
            "chain_fwd": chain, "chain_bwd": chain}


FAMILIES: Final = (
    RelationFamily("xingshang", "刑傷", "jw:L91/L93 (JP ja:L93)", "刑", punishes, "初刑干", "、",
                   {**_readings("刑傷", "彼我相傷", "彼我各有刑傷", "彼我交互相傷", "始終相傷"),
                    "shang": "亦彼我相傷 (傷在外圍)"},
                   dict.fromkeys(("chu_gan", "each", "cross", "chain_fwd", "chain_bwd"), "ambiguous")),
    RelationFamily("yaodong", "搖動", "jw:L95/L97 (JP ja:L97)", "沖", lambda f, a, b: chong(a, b), "初傳沖干", "，",
                   _readings("搖動", "彼我勿合", "彼我各自勿寧", "彼我交互勿合", "始終勿合"), {}),
    RelationFamily("posun", "破損", "jw:L99/L101 (JP ja:L101)", "破", lambda f, a, b: po(a, b), "初傳破干", "，",
                   _readings("破損", "彼我相損", "彼我各自有損", "彼我交互相損", "始終相損"), {}),
    RelationFamily("chouhai", "仇害", "jw:L103/L105 (JP ja:L105)", "害", lambda f, a, b: hai(a, b), "初傳害干", "，",
                   _readings("仇害", "彼我相害", "彼我各自有害", "彼我交互相害", "始終相害"), {}),
    RelationFamily("hehe", "和合", "jw:L107/L109 (JP ja:L109)", "合", lambda f, a, b: he6(a, b), "初傳合干", "、",
                   {**_readings("和合", "彼我相合", "彼我各自有合", "彼我交互相合", "始終相合"),
                    "ju3": "三人三事相合", "zhi3": "彼眾相合", "gan3": "己眾相合"},
                   {"chu_gan": "ambiguous", "zhi3": "ambiguous", "gan3": "ambiguous"}),
)


def _names(v: str) -> dict[str, str]:
    return {"chu_gan": f"初{v}干", "gan_zhi": f"干支相{v}", "shang": f"干支上相{v}",
            "each": f"支上{v}支、干上{v}干", "cross": f"干上{v}支、支上{v}干",
            "chain_fwd": f"初{v}中、中{v}末", "chain_bwd": f"末{v}中、中{v}初",
            "ju3": "三傳三合", "zhi3": "支三合", "gan3": "干三合"}


def _highlights(fam: RelationFamily) -> dict[str, str]:
    v, sep = fam.verb, fam.separator
    chain_sep = "、" if sep == "、" else "，"
    return {**_names(v), "chu_gan": fam.initial_words,
            "cross": f"干上{v}支{sep}支上{v}干",
            "chain_fwd": f"初{v}中{chain_sep}中{v}末", "chain_bwd": f"末{v}中{chain_sep}中{v}初"}


def relation_clause(fam: RelationFamily, clause: str) -> Test:
    """The seven clauses of §4.14–§4.18, `r` the family's relation, 干 by its branch GR."""
    r = fam.relation

    def chu_gan(f: Facts, s: PatternSettings) -> Outcome | None:
        held = f.he_gan(f.chu) if fam.key == "hehe" else r(f, f.chu, f.GR)
        return Outcome(("initial", "stem"), void_of_initial(f, s)) if held else None

    def gan_zhi(f: Facts, s: PatternSettings) -> Outcome | None:
        return Outcome(("stem", "day")) if r(f, f.GR, f.Z) or r(f, f.Z, f.GR) else None

    def shang(f: Facts, s: PatternSettings) -> Outcome | None:
        a, b = f.ganshang, f.zhishang
        return Outcome(("lesson:1", "lesson:3")) if r(f, a, b) or r(f, b, a) else None

    def each(f: Facts, s: PatternSettings) -> Outcome | None:
        return pair_outcome([r(f, f.zhishang, f.Z), r(f, f.ganshang, f.GR)],
                            ("lesson:3", "day", "lesson:1", "stem"), (), s)

    def cross(f: Facts, s: PatternSettings) -> Outcome | None:
        return pair_outcome([r(f, f.ganshang, f.Z), r(f, f.zhishang, f.GR)],
                            ("lesson:1", "day", "lesson:3", "stem"), (), s)

    def chain_fwd(f: Facts, s: PatternSettings) -> Outcome | None:
        return pair_outcome([r(f, f.chu, f.zhong), r(f, f.zhong, f.mo)], THREE, void_of_initial(f, s), s)

    def chain_bwd(f: Facts, s: PatternSettings) -> Outcome | None:
        return pair_outcome([r(f, f.mo, f.zhong), r(f, f.zhong, f.chu)], THREE, void_of_initial(f, s), s)

    return {"chu_gan": chu_gan, "gan_zhi": gan_zhi, "shang": shang, "each": each, "cross": cross,
            "chain_fwd": chain_fwd, "chain_bwd": chain_bwd}[clause]


TRIADS: Final = (WATER, WOOD, FIRE, METAL)


def three_harmonies(f: Facts, s: PatternSettings) -> Outcome | None:
    """三傳三合: the transmissions form one of the four triads (not 稼穡: A-EARTHJU); a void one flags it."""
    if any(f.ju3(e) for e in TRIADS):
        return Outcome(THREE, (VOID,) if f.void3 else ())
    return None


def branch_harmonies(f: Facts, s: PatternSettings) -> Outcome | None:
    """支三合: the day branch and its lesson uppers form a triad (A-GANJU)."""
    return Outcome(("day", "lesson:3", "lesson:4")) if any(f.ju_zhi(e) for e in TRIADS) else None


def stem_harmonies(f: Facts, s: PatternSettings) -> Outcome | None:
    """干三合: the stem's lodging and its lesson uppers form a triad (A-GANJU)."""
    return Outcome(("stem", "lesson:1", "lesson:2")) if any(f.ju_gan(e) for e in (*TRIADS, EARTH)) else None


def _family_entries(fam: RelationFamily) -> list[Entry]:
    names, highlights = _names(fam.verb), _highlights(fam)
    tests = {c: relation_clause(fam, c) for c in CLAUSES}
    if fam.key == "hehe":
        tests.update(ju3=three_harmonies, zhi3=branch_harmonies, gan3=stem_harmonies)
    tests = {c: remembered(test) for c, test in tests.items()}
    children = [
        make_entry(f"jingwei.{fam.key}.{c}", f"{fam.name}·{names[c]}", fam.source, "C",
                   fam.difficulty.get(c, "simple"), fam.readings[c], highlights[c], test)
        for c, test in tests.items()
    ]
    parent = make_entry(f"jingwei.{fam.key}", fam.name, fam.source, "C", "simple", fam.name, f"皆曰{fam.name}",
                        any_of({child.id: child.test for child in children}))
    return [parent, *children]


ENTRIES: Final = tuple(item for fam in FAMILIES for item in _family_entries(fam))

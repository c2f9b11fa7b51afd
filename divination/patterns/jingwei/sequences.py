"""懸胎 · 關隔 · 稼穡: the three transmissions all 孟, all 仲 or all 季, with their seasonal names.

docs/patterns.md (jw:L3–L25). The gloss defines each family by membership: 「三傳全落在寅、
申、巳、亥四孟之位」 (jw:L5; 四仲 jw:L13, 四季 jw:L21), three transmissions on three of the four places, as
every printed order has them (返吟's 寅申寅 stands on two). 順 and 逆, and the name each takes in each
season (S4, by 月建), belong to the orders the text prints. The setting `membership` offers the
emendation 申寅亥 → 申寅巳 (one character; the 伏吟 chain from 申 gives it) and the catalog's reading (the
listed orders only, with the two regularized ones added). The void clause 「三將或空一二，勿以此名實論」
flags every match when a transmission is void.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Final

from divination.engine.cycles import JI, MENG, ZHONG
from divination.patterns.clauses import remembered
from divination.patterns.facts import SEASON_NAMES, SEASONS, Facts
from divination.patterns.jingwei.common import DIRECTION_NAMES, THREE, branches, void_of_three
from divination.patterns.registry import Entry, Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings

LITERAL, REGULARIZED = "依底本", "校改(規則化)"
EMENDED: Final = "校改：底本作申寅亥"

Orders = Mapping[tuple[int, ...], tuple[str, ...]]  # order → the badges a match on it carries


@dataclass(frozen=True)
class Family:
    key: str
    name: str
    source: str                 # the definition paragraph
    season_source: str          # the paragraph of seasonal names
    reading: str
    words: Mapping[str, str]    # the defining words: of both lists (""), of the 順 list, of the 逆 list
    places: frozenset[int]      # the four 孟, 仲 or 季
    printed: Mapping[str, str]  # 順/逆 → the orders as printed
    doubtful: str = ""          # printed orders that break the constant step (TC-XT)
    regular: str = ""           # the catalog's regular forms of them
    emendation: Mapping[str, str] = field(default_factory=dict)  # printed order → the emended one

    def orders(self, direction: str, s: PatternSettings) -> Orders:
        """The 順 or 逆 orders under the setting `membership`, each with its badges."""
        return _ORDERS[(self.key, direction, s.membership)]

    def read_orders(self, direction: str, membership: str) -> Orders:
        printed = dict.fromkeys(branches_of(self.printed[direction]), ())
        if membership == "emended":
            return {branches(self.emendation.get(word, word)): (EMENDED,) if word in self.emendation else ()
                    for word in self.printed[direction].split()}
        if membership == "catalog" and direction == "shun" and self.doubtful:
            return {**printed, **dict.fromkeys(branches_of(self.doubtful), (LITERAL,)),
                    **dict.fromkeys(branches_of(self.regular), (REGULARIZED,))}
        return printed


def branches_of(text: str) -> list[tuple[int, ...]]:
    return [branches(word) for word in text.split()]


def _words(shun: str, separator: str, ni: str) -> dict[str, str]:
    return {"": shun + separator + ni, "shun": shun, "ni": ni}


FAMILIES: Final = (
    # TC-XT: 巳申寅 and 申寅亥 break the constant step of every other list; the catalog matches them
    # 「依底本」 and adds the regular 巳申亥, 申亥寅 「校改(規則化)」 (§4.1, §6 #1); 申寅巳 fits as well.
    Family("xuantai", "懸胎", "jw:L3/L5 (JP ja:L5)", "jw:L7/L9 (JP ja:L9)", "隱匿懷胎、繼先傳後",
           _words("亥寅巳、寅巳申、巳申寅、申寅亥曰順懸胎", "，", "亥申巳、申巳寅、巳寅亥、寅亥申曰逆懸胎"), MENG,
           {"shun": "亥寅巳 寅巳申 巳申寅 申寅亥", "ni": "亥申巳 申巳寅 巳寅亥 寅亥申"},
           doubtful="巳申寅 申寅亥", regular="巳申亥 申亥寅", emendation={"申寅亥": "申寅巳"}),
    Family("guange", "關隔", "jw:L11/L13 (JP ja:L13)", "jw:L15/L17 (JP ja:L17)", "門戶破敗",
           _words("子卯午、卯午酉、午酉子、酉子卯曰順關隔", "；", "子酉午、酉午卯、午卯子、卯子酉曰逆關隔"), ZHONG,
           {"shun": "子卯午 卯午酉 午酉子 酉子卯", "ni": "子酉午 酉午卯 午卯子 卯子酉"}),
    Family("jiase", "稼穡", "jw:L19/L21 (JP ja:L21)", "jw:L23/L25 (JP ja:L25)", "田園植物",
           _words("丑辰未、辰未戌、未戌丑、戌丑辰曰順稼穡", "，", "丑戌未、戌未辰、未辰丑、辰丑戌曰逆稼穡"), JI,
           {"shun": "丑辰未 辰未戌 未戌丑 戌丑辰", "ni": "丑戌未 戌未辰 未辰丑 辰丑戌"}),
)
# (family, direction, membership) → its orders, read once.
_ORDERS: Final = {(fam.key, direction, membership): fam.read_orders(direction, membership)
                  for fam in FAMILIES for direction in ("shun", "ni") for membership in ("gloss", "emended", "catalog")}
# The catalog's reading: the family is the listed orders of both directions.
_LISTED: Final = {(fam.key, membership): {**_ORDERS[(fam.key, "shun", membership)], **_ORDERS[(fam.key, "ni", membership)]}
                  for fam in FAMILIES for membership in ("gloss", "emended", "catalog")}
# (family, direction) → per season (spring … winter): name, reading, defining words.
SEASONAL_NAMES: Final = {
    ("xuantai", "shun"): (
        ("玄胎", "生意已萌於中", "春玄胎者生意已萌於中"), ("勵陽", "機關略見於外", "夏勵陽者機關略見於外"),
        ("四牡", "驅馳不息", "秋占四牡驅馳不息"), ("全福", "行止亨通", "冬占全福行止亨通")),
    ("xuantai", "ni"): (
        ("亢毓", "始動終怠", "春亢毓有始動終怠之形"), ("洪鈞", "秉中正權衡", "夏洪鈞秉中正權衡之象"),
        ("含義", "無中生有", "秋含義而無中生有"), ("待慶", "暗事將明", "冬待慶而暗事將明")),
    ("guange", "shun"): (
        ("關隔", "若羝羊觸藩", "春占關隔若羝羊觸藩"), ("觀瀾", "似游魚之吞餌", "夏占觀瀾似游魚之吞餌"),
        ("四季平", "—", "秋占四季平"), ("匿陽", "陽氣藏匿", "冬占匿陽")),
    ("guange", "ni"): (
        ("陷井", "如鳥投籠", "春占陷井如鳥投籠"), ("正煩", "若牛受刃", "夏占正煩若牛受刃"),
        ("失友", "既散離而復合", "秋失友既散離而復合"), ("出漸", "陰極而陽生", "冬出漸名陰極而陽生")),
    ("jiase", "shun"): (
        ("稼穡", "生長以時", "春稼穡而生長以時"), ("遊子", "漂流不定", "夏遊子而漂流不定"),
        ("地角", "據一隅而忘天下", "秋地角據一隅而忘天下"), ("五墓", "舍朝市而守丘墟", "冬五墓舍朝市而守丘墟")),
    ("jiase", "ni"): (
        ("越庫", "散財不以其道", "春占越庫，散財不以其道"), ("轉魁", "委任不得其人", "夏曰轉魁，委任不得其人"),
        ("殺墓", "勢將興而將起", "秋殺墓勢，將興而將起"), ("伏陰", "機漸收而漸藏", "冬伏陰，機漸收而漸藏")),
}
# TC-XT makes every 順懸胎 entry ambiguous; the other seasonal names are plainly "extra".
AMBIGUOUS_ORDERS: Final = {("xuantai", "shun")}

MOON_PHASES: Final = frozenset({"朔", "上弦", "望", "下弦", "晦"})
SIMEN_HOURS: Final = frozenset(branches("卯酉辰戌"))


def in_orders(fam: Family, direction: str) -> Test:
    """seq3 is one of the 順 or 逆 orders; flag a void transmission and the order's textual status."""
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        orders = fam.orders(direction, s)
        if f.seq3 not in orders:
            return None
        return Outcome(THREE, void_of_three(f) + orders[f.seq3])
    return test


def member(fam: Family) -> Test:
    """The family: three distinct transmissions on its four places (the catalog's reading: a listed order)."""
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        if s.membership == "catalog":
            orders = _LISTED[(fam.key, s.membership)]
            return Outcome(THREE, void_of_three(f) + orders[f.seq3]) if f.seq3 in orders else None
        if not (f.distinct3 and f.set3 <= fam.places):
            return None
        return Outcome(THREE, void_of_three(f))
    return test


def narrowed(base: Test, holds: Callable[[Facts], bool], component: str) -> Test:
    """The base pattern under one more condition, whose chart part joins the components."""
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        found = base(f, s)
        if found is None or not holds(f):
            return None
        return Outcome(found.components + (component,), found.flags)
    return test


def in_season(order_test: Test, season: str) -> Test:
    """The order in one season by 月建 (S4)."""
    return narrowed(order_test, lambda f: f.season4 == season, "month")


def sanguang_buren(autumn: Test) -> Test:
    """三光不仁: 順關隔 in autumn on a day of 弦望晦朔 (jw:L15; 晦 kept, §6 #2)."""
    return narrowed(autumn, lambda f: f.MP in MOON_PHASES, "moon")


def simen_jubi(winter: Test) -> Test:
    """四門俱閉: 順關隔 in winter with the query hour 卯酉辰戌 (jw:L15 「時遇卯酉辰戌」)."""
    return narrowed(winter, lambda f: f.T in SIMEN_HOURS, "hour")


def _family_entries(fam: Family) -> list[Entry]:
    shun, ni = remembered(in_orders(fam, "shun")), remembered(in_orders(fam, "ni"))
    both = member(fam)
    shun_difficulty = "ambiguous" if (fam.key, "shun") in AMBIGUOUS_ORDERS else "simple"
    found = [
        make_entry(f"jingwei.{fam.key}", fam.name, fam.source, "C", "simple", fam.reading, fam.words[""], both),
        make_entry(f"jingwei.{fam.key}.shun", f"順{fam.name}", fam.source, "C", shun_difficulty, fam.reading,
                   fam.words["shun"], shun),
        make_entry(f"jingwei.{fam.key}.ni", f"逆{fam.name}", fam.source, "C", "simple", fam.reading,
                   fam.words["ni"], ni),
    ]
    for direction, order_test in (("shun", shun), ("ni", ni)):
        difficulty = "extra+ambiguous" if (fam.key, direction) in AMBIGUOUS_ORDERS else "extra"
        for season, (name, reading, words) in zip(SEASONS, SEASONAL_NAMES[(fam.key, direction)]):
            entry_id = f"jingwei.{fam.key}.{direction}.{season}"
            label = f"{DIRECTION_NAMES[direction]}{fam.name}·{SEASON_NAMES[season]}「{name}」"
            seasonal = in_season(order_test, season)
            found.append(make_entry(entry_id, (label, name), fam.season_source, "C,MB", difficulty, reading, words,
                                    seasonal))
            if (fam.key, direction, season) == ("guange", "shun", "autumn"):
                found.append(make_entry(f"{entry_id}.sanguang_buren", ("三光不仁", label), fam.season_source,
                                        "C,MB,MP", "extra+ambiguous", "日月星三光不施恩澤",
                                        "日逢望弦晦朔名曰三光不仁", sanguang_buren(seasonal)))
            if (fam.key, direction, season) == ("guange", "shun", "winter"):
                found.append(make_entry(f"{entry_id}.simen_jubi", ("四門俱閉", label), fam.season_source,
                                        "C,MB", "extra", "四方門戶全數關死", "時遇卯酉辰戌號為四門俱閉",
                                        simen_jubi(seasonal)))
    return found


ENTRIES: Final = tuple(item for fam in FAMILIES for item in _family_entries(fam))

"""金局 · 木局 · 水局 · 火局: the three transmissions form a 三合 triad, and the name of each order.

docs/patterns.md (jw:L27–L53). Each 局 is a table of its 順 and 逆 orders with their
names. The void clause 「三將或空一二，勿以此名與合局實論」 flags the names and the 局 itself.
Text-critical: 金局's 法罡 is read 巳丑酉 with the gloss and 反射/操會 share 酉巳丑 (setting
`jinju`); 木局's 正陽 is emended from 未亥卯 (already 從吉) to the unnamed 逆 order 未卯亥, and the printed
未亥卯 is matched as well with the badge 「依底本」, as the catalog's rule for an uncertain emendation asks
(R-EMEND; its errata): the gloss is silent and copies 未亥卯.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from divination.patterns.facts import Facts
from divination.patterns.jingwei.common import DIRECTION_NAMES, THREE, branches, element, sequences, void_of_three
from divination.patterns.registry import Entry, Outcome, Test, make_entry
from divination.patterns.settings import PatternSettings


@dataclass(frozen=True)
class OrderName:
    """One named order: 「巳酉丑為從革」."""

    direction: str       # shun | ni
    key: str
    name: str
    order: str           # the order adopted, e.g. 「巳丑酉」
    reading: str
    highlight: str
    difficulty: str = "simple"
    flags: tuple[str, ...] = ()
    printed: str = ""    # the printed order, where it is emended and still a reading (依底本)


@dataclass(frozen=True)
class Ju:
    key: str
    element: str
    source: str          # the definition paragraph
    names_source: str    # the paragraph naming the orders
    reading: str
    shun: str
    ni: str
    highlights: tuple[str, str, str]  # 局, 順, 逆 defining words
    names: tuple[OrderName, ...]


DUPLICATE, NAME_LOST = "重出", "名稱脫誤"

JU: Final = (
    Ju("jinju", "金", "jw:L27/L29 (JP ja:L29)", "jw:L31/L33 (JP ja:L33)",
       "鋒刃、殺氣、金姓、金物、金事、三人、三事、謀合", "巳酉丑 酉丑巳 丑巳酉", "巳丑酉 丑酉巳 酉巳丑",
       ("巳酉丑、酉丑巳、丑巳酉曰順三合金局，巳丑酉、丑酉巳、酉巳丑曰逆三合金局",
        "巳酉丑、酉丑巳、丑巳酉曰順三合金局", "巳丑酉、丑酉巳、酉巳丑曰逆三合金局"),
       (OrderName("shun", "congge", "從革", "巳酉丑", "宜革故鼎新", "巳酉丑為從革宜革故鼎新"),
        OrderName("shun", "xianren", "獻刃", "酉丑巳", "遠近俱被其傷", "酉丑巳為獻刃遠近俱被其傷"),
        OrderName("shun", "cangjin", "藏金", "丑巳酉", "因事而韜", "丑巳酉曰藏金因事而韜"),
        # TC-JIN, as the gloss reads it: 法罡 emended 巳辰酉 → 巳丑酉; 反射 and 操會 share 酉巳丑 (重出);
        # 丑酉巳 has no name. The setting `jinju` offers two other placements (JINJU_ALTERNATIVES).
        OrderName("ni", "fanshe", "反射", "酉巳丑", "懷殺伐以酬恩", "酉巳丑為反射懷殺伐以酬恩", "ambiguous",
                  (DUPLICATE,)),
        OrderName("ni", "fagang", "法罡", "巳丑酉", "防肅殺之威", "巳辰酉為法罡防肅殺之威", "ambiguous",
                  ("校改：底本作巳辰酉",)),
        OrderName("ni", "caohui", "操會", "酉巳丑", "既得莫失", "酉巳丑曰操會既得莫失", "ambiguous",
                  (DUPLICATE,)))),
    Ju("muju", "木", "jw:L35/L37 (JP ja:L37)", "jw:L39/L41 (JP ja:L41)",
       "枝葉、發生、木姓、木物、木事、三人、三事、謀合", "亥卯未 卯未亥 未亥卯", "亥未卯 未卯亥 卯亥未",
       ("亥卯未、卯未亥、未亥卯曰順三合木局，亥未卯、未卯亥、卯亥未曰逆三合木局",
        "亥卯未、卯未亥、未亥卯曰順三合木局", "亥未卯、未卯亥、卯亥未曰逆三合木局"),
       (OrderName("shun", "quzhi", "曲直", "亥卯未", "舉直措枉", "亥卯未曰曲直舉直措枉"),
        OrderName("shun", "hezong", "合縱", "卯未亥", "彼我懷仇", "卯未亥曰合縱彼我懷仇"),
        OrderName("shun", "congji", "從吉", "未亥卯", "待時而動", "未亥卯曰從吉待時而動"),
        OrderName("ni", "zhuanlun", "轉輪", "亥未卯", "顛蹶自反", "亥未卯曰轉輪顛蹶自反"),
        # TC-MU: printed 未亥卯 (= 從吉, a 順 order); the one unnamed 逆 order is 未卯亥.
        OrderName("ni", "zhengyang", "正陽", "未卯亥", "遵發生意", "未亥卯曰正陽遵發生意", "ambiguous",
                  ("校改：底本作未亥卯",), printed="未亥卯"),
        OrderName("ni", "xianchun", "先春", "卯亥未", "未萌先動", "卯亥未曰先春未萌先動"))),
    Ju("shuiju", "水", "jw:L43/L45 (JP ja:L45)", "jw:L43/L45 (JP ja:L45)",
       "淵流不息、水姓、水物、水事、三人、三事、謀合", "申子辰 子辰申 辰申子", "申辰子 辰子申 子申辰",
       ("申子辰、子辰申、辰申子曰順三合水局，申辰子、辰子申、子申辰曰逆三合水局",
        "申子辰、子辰申、辰申子曰順三合水局", "申辰子、辰子申、子申辰曰逆三合水局"),
       (OrderName("shun", "runxia", "潤下", "申子辰", "和順為義", "申子辰曰潤下和順為義"),
        OrderName("shun", "chuqi", "出奇", "子辰申", "改過自新", "子辰申曰出奇改過自新"),
        OrderName("shun", "chengdou", "呈斗", "辰申子", "玩其天象", "辰申子曰呈斗玩其天象"),
        OrderName("ni", "jiandou", "間斗", "申辰子", "懷中聚秀", "申辰子曰間斗懷中聚秀"),
        OrderName("ni", "xunshun", "循順", "辰子申", "毋懷躐等", "辰子申曰循順毋懷躐等"),
        OrderName("ni", "yangxuan", "仰玄", "子申辰", "宜守其困", "子申辰曰仰玄宜守其困"))),
    Ju("huoju", "火", "jw:L47/L49 (JP ja:L49)", "jw:L51/L53 (JP ja:L53)",
       "虛炎上達、火姓、火物、火事、三人、三事、謀合", "寅午戌 午戌寅 戌寅午", "寅戌午 戌午寅 午寅戌",
       ("寅午戌、午戌寅、戌寅午曰順三合火局，寅戌午、戌午寅、午寅戌曰逆三合火局",
        "寅午戌、午戌寅、戌寅午曰順三合火局", "寅戌午、戌午寅、午寅戌曰逆三合火局"),
       (OrderName("shun", "yanshang", "炎上", "寅午戌", "發達為名", "寅午戌曰炎上發達為名"),
        OrderName("shun", "jiankui", "間魁", "午戌寅", "舍賓從庭", "午戌寅曰間魁舍賓從庭"),
        OrderName("shun", "dingmu", "頂墓", "戌寅午", "信問堪輿", "戌寅午曰頂墓信問堪輿"),
        OrderName("ni", "huashi", "華時", "寅戌午", "晴光天表", "寅戌午曰華時晴光天表"),
        OrderName("ni", "jiuzao", "就燥", "戌午寅", "行合中庸", "戌午寅曰就燥行合中庸"),
        OrderName("ni", "zhengyi", "正義", "午寅戌", "朱夏顯形", "午寅戌曰正義朱夏顯形"))),
)

# TC-JIN (§4.4, §6 #3–4): 金局's 逆 names under the alternatives of the setting `jinju`.
JINJU_ALTERNATIVES: Final = {
    "alt_a": {"fanshe": ("丑酉巳", ("校改：底本作酉巳丑",)), "fagang": ("巳丑酉", ("校改：底本作巳辰酉",)),
              "caohui": ("酉巳丑", ())},
    "alt_b": {"fanshe": ("巳丑酉", ("校改：底本作酉巳丑",)), "fagang": ("丑酉巳", ("校改：底本作巳辰酉",)),
              "caohui": ("酉巳丑", ())},
}
JINJU_UNNAMED: Final = branches("丑酉巳")


def forms_ju(element_index: int) -> Test:
    """ju3(E): the three distinct transmissions are the triad, in any order; a void one flags it."""
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        return Outcome(THREE, void_of_three(f)) if f.ju3(element_index) else None
    return test


def in_orders(orders: frozenset[tuple[int, ...]], flag_unnamed: bool = False) -> Test:
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        if f.seq3 not in orders:
            return None
        lost = (NAME_LOST,) if flag_unnamed and s.jinju == "gloss" and f.seq3 == JINJU_UNNAMED else ()
        return Outcome(THREE, void_of_three(f) + lost)
    return test


LITERAL: Final = "依底本"


def named_order(named: OrderName) -> Test:
    """seq3 is the named order; or the printed one it emends, badged 「依底本」."""
    order, printed = branches(named.order), branches(named.printed) if named.printed else None

    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        if f.seq3 == order:
            return Outcome(THREE, void_of_three(f) + named.flags)
        if f.seq3 == printed:
            return Outcome(THREE, void_of_three(f) + (LITERAL,), variant="literal")
        return None
    return test


def jinju_placement(named: OrderName, s: PatternSettings) -> tuple[str, tuple[str, ...]]:
    """The order a 金局 逆 name takes under the setting `jinju` (TC-JIN), with its badges."""
    return (named.order, named.flags) if s.jinju == "gloss" else JINJU_ALTERNATIVES[s.jinju][named.key]


def orders_named(ju: Ju, named: OrderName, s: PatternSettings) -> frozenset[tuple[int, ...]]:
    """Every order on which the name is shown under the settings (the printed one too, 依底本)."""
    if ju.key == "jinju" and named.direction == "ni":
        return frozenset({branches(jinju_placement(named, s)[0])})
    return frozenset(branches(order) for order in (named.order, named.printed) if order)


def jinju_ni_order(named: OrderName) -> Test:
    """金局's 逆 names, placed as the gloss reads them or by an alternative of the setting `jinju` (TC-JIN)."""
    def test(f: Facts, s: PatternSettings) -> Outcome | None:
        order, flags = jinju_placement(named, s)
        if f.seq3 != branches(order):
            return None
        variant = "default" if s.jinju == "gloss" else s.jinju.replace("_", "-")
        return Outcome(THREE, void_of_three(f) + flags, variant=variant)
    return test


def _ju_entries(ju: Ju) -> list[Entry]:
    whole, shun_words, ni_words = ju.highlights
    found = [
        make_entry(f"jingwei.{ju.key}", f"{ju.element}局", ju.source, "C", "simple", ju.reading, whole,
                   forms_ju(element(ju.element))),
        make_entry(f"jingwei.{ju.key}.shun", f"順三合{ju.element}局", ju.source, "C", "simple", "—", shun_words,
                   in_orders(sequences(ju.shun))),
        make_entry(f"jingwei.{ju.key}.ni", f"逆三合{ju.element}局", ju.source, "C", "simple", "—", ni_words,
                   in_orders(sequences(ju.ni), flag_unnamed=ju.key == "jinju")),
    ]
    for named in ju.names:
        label = f"{DIRECTION_NAMES[named.direction]}{ju.element}局「{named.name}」"
        if ju.key == "jinju" and named.direction == "ni":
            test = jinju_ni_order(named)
        else:
            test = named_order(named)
        found.append(make_entry(f"jingwei.{ju.key}.{named.direction}.{named.key}", (label, named.name),
                                ju.names_source, "C", named.difficulty, named.reading, named.highlight, test))
    return found


ENTRIES: Final = tuple(item for ju in JU for item in _ju_entries(ju))

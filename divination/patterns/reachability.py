"""The entries no chart can show, and why (docs/pattern-rules.md §6): computed once per settings and options.

Four kinds of reason, each from where it lies:
- the text: a lost verse, a 煞 these texts never define (`Entry.never`);
- a general's ground: the generals run forward from a noble standing on 亥–辰 and backward from one on
  巳–戌 (docs/engine-rules.md §4), so a general some places from the noble reaches only some earth branches
  (玄武, nine places on, only 申–丑); computed from the engine's placement over every stem, plate and noble;
- the transmissions: an order the 局 tables name that the nine methods give on none of the 720 課
  (computed from the engine's transmissions under the options);
- proofs: entries whose conditions exclude each other under the engine's rules, written out below for the
  default readings (a test checks every claim against every chart, and that no other entry of the 課
  alone is missing from the list).
"""
from __future__ import annotations

from collections import defaultdict
from functools import lru_cache
from typing import Final

from divination.engine.cycles import BRANCHES
from divination.engine.generals import GENERALS, place_generals
from divination.engine.ke import all_ke
from divination.engine.messages import Message, _
from divination.engine.options import DEFAULT_OPTIONS, Options
from divination.patterns import registry
from divination.patterns.jingwei import generals as general_paragraphs
from divination.patterns.jingwei import ju
from divination.patterns.settings import DEFAULT_SETTINGS, PatternSettings

STEMS_COUNT: Final = 10

# Reasons that hold under the default readings (settings and options), each checked by a test.
PROOFS: Final = {
    "jingwei.posun.chain_fwd": Message(_("破 pairs each branch with one other, so 初破中、中破末 needs the transmissions x, y, x "
                               "with y the 破 of x; the only methods that end where they begin are 返吟 (x, its clash, x) "
                               "and 昴星 (申亥申, 申寅申 on the 720 課), never with the 破 between.")),
    "jingwei.posun.chain_bwd": Message(_("As 初破中、中破末: 破 pairs each branch with one other, so the chain needs x, y, x with y "
                               "the 破 of x, which no method gives.")),
    "jingwei.hehe.chain_fwd": Message(_("六合 pairs each branch with one other, so 初合中、中合末 needs the transmissions x, y, x "
                              "with y the 六合 of x; the only methods that end where they begin are 返吟 (x, its clash, x) "
                              "and 昴星 (申亥申, 申寅申), never with the 六合 between.")),
    "jingwei.hehe.chain_bwd": Message(_("As 初合中、中合末: the chain needs x, y, x with y the 六合 of x, which no method gives.")),
    "jingwei.qicai.chain_bwd": Message(_("干克末、末克中、中克初 needs the transmissions' elements to run back along the 克 cycle "
                               "from the stem's (a 木 stem: 末 土, 中 水, 初 火); the nine methods give that on none of "
                               "the 720 課, with either noble.")),
    "jingwei.jiecai.ju_gan": Message(_("干合局 is the trine of the stem's lodging, and no stem lodges in the trine of its own "
                             "element (甲寅 寅午戌 火, 乙辰 申子辰 水, 丙戊巳 巳酉丑 金, 丁己未 亥卯未 木, 庚申 水, 辛戌 火, "
                             "壬亥 木, 癸丑 金), so that trine never 比 the stem.")),
    "jingwei.chaotian.fanlao": Message(_("天空 stands on 寅 only when the noble, opposite it, stands on 申; on none of the 課 where "
                               "it does (120 with the day or the night noble) is the initial the branch 天空 carries.")),
    "xinjing.jiuchou.xuanwu": Message(_("On each of the ten 九丑 days 丑 stands on the day branch at one placement only; with the "
                              "day or the night noble 丑 then carries 螣蛇, 白虎, 勾陳, 朱雀, 天后, 青龍, 貴人, 天空, 太常 "
                              "or 太陰, never 玄武.")),
    "xinjing.tianyu.qizi": Message(_("仰見丘 and 俯見仇 together leave only 未 on 寅 or 卯 (木's 墓, 克ed by its ground), which puts "
                           "辰 on 亥 or 子: never on the stem's 墓 (always one of 辰戌丑未).")),
}


@lru_cache(maxsize=4)
def general_grounds(noble_table: str) -> dict[str, frozenset[int]]:
    """The earth branches each general can stand on, over every stem, plate and noble (docs/engine-rules.md §4)."""
    grounds: dict[str, set[int]] = defaultdict(set)
    for stem in range(STEMS_COUNT):
        for k in range(12):
            for daytime in (True, False):
                placement = place_generals(stem, k, daytime, noble_table)
                for heaven, general in enumerate(placement.on_branch):
                    grounds[GENERALS[general]].add((heaven - k) % 12)
    return {name: frozenset(found) for name, found in grounds.items()}


@lru_cache(maxsize=4)
def transmission_orders(options: Options) -> frozenset[tuple[int, ...]]:
    """The transmissions the nine methods give over the 720 課 (they do not depend on the noble)."""
    return frozenset(ke.transmissions.branches for ke in all_ke(options))


def _names(branch_set) -> str:
    return "".join(BRANCHES[b] for b in sorted(branch_set))


def _arc(branch_set: frozenset[int]) -> str:
    """A run of branches as the texts count them, e.g. 申–丑 (a general's grounds always form one run)."""
    start = next((b for b in branch_set if (b - 1) % 12 not in branch_set), None)
    if start is None or any((start + i) % 12 not in branch_set for i in range(len(branch_set))):
        return _names(branch_set)
    return f"{BRANCHES[start]}–{BRANCHES[(start + len(branch_set) - 1) % 12]}"


def _general_reasons(s: PatternSettings, options: Options) -> dict[str, Message]:
    """Positions on earth branches the general never stands on (R-SCOPE ground or anywhere; not P1)."""
    if s.scope == "initial":
        return {}
    grounds = general_grounds(options.noble_table)
    found = {}
    for paragraph in general_paragraphs.GENERALS:
        reach = grounds[paragraph.general]
        for position in paragraph.positions:
            at = general_paragraphs.position_reading(position, s)[0]
            if not (at | general_paragraphs.position_extension(position, s)) & reach:
                found[f"jingwei.{paragraph.key}.{position.key}"] = Message(_(
                    "%(general)s stands only on %(grounds)s: the generals run forward from a noble on 亥–辰 and "
                    "backward from one on 巳–戌 (docs/engine-rules.md §4), so it never stands on %(branches)s."),
                    {"general": paragraph.general, "grounds": _arc(reach), "branches": _names(at)})
    return found


def _order_reasons(s: PatternSettings, options: Options) -> dict[str, Message]:
    """The 局's named orders that the nine methods never give."""
    given = transmission_orders(options)
    found = {}
    for table in ju.JU:
        for named in table.names:
            orders = ju.orders_named(table, named, s)
            if not orders & given:
                words = "、".join("".join(BRANCHES[b] for b in order) for order in sorted(orders))
                found[f"jingwei.{table.key}.{named.direction}.{named.key}"] = Message(
                    _("the nine methods give the transmissions %(orders)s on none of the 720 課."), {"orders": words})
    return found


@lru_cache(maxsize=8)
def unreachable(settings: PatternSettings = DEFAULT_SETTINGS, options: Options = DEFAULT_OPTIONS) -> dict[str, Message]:
    """Entry id → why no chart shows it under these settings and options (a Message: English is its str())."""
    found = {item.id: Message(item.never) for item in registry.ENTRIES if item.never}
    found |= _general_reasons(settings, options)
    found |= _order_reasons(settings, options)
    if settings == DEFAULT_SETTINGS and options == DEFAULT_OPTIONS:
        found |= PROOFS
    return found

"""始終 of 大六壬心鏡 (xj:L39): read the chart along the transmissions, beginning against end.

A method of reading, not a pattern (「始終之卦在臨時，神將相傳仔細思」): every chart is read so, and each
reading below answers the question from where it begins and ends; the chart page gives them as guidance.

「吉/凶」 of a transmission is not defined in the text: a transmission is good when it carries one of
心鏡's benign generals and bad under a malign one (§5 default). 善惡等分 cannot happen with three
transmissions so judged, so it scores each transmission by its general (±1) and its 旺相 (+1) or
囚死 (−1) in the month, and holds when the scores cancel.
"""
from __future__ import annotations

from divination.engine.messages import _
from divination.patterns.clauses import any_of, remembered
from divination.patterns.facts import Facts, ctl, gen
from divination.patterns.registry import METHOD_OF_READING, Outcome, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import TRANSMISSION_PARTS, XJ_JI, XJ_XIONG, chained

ENDS = ("initial", "final")


def _good(f: Facts, x: int) -> bool:
    return f.gen_on(x) in XJ_JI


def _bad(f: Facts, x: int) -> bool:
    return f.gen_on(x) in XJ_XIONG


@remembered
def good_then_bad(f: Facts, s: PatternSettings) -> Outcome | None:
    """先吉後凶終不吉."""
    return Outcome(components=ENDS) if _good(f, f.chu) and _bad(f, f.mo) else None


@remembered
def bad_then_good(f: Facts, s: PatternSettings) -> Outcome | None:
    """先凶後吉慶相隨."""
    return Outcome(components=ENDS) if _bad(f, f.chu) and _good(f, f.mo) else None


def _score(f: Facts, x: int) -> int:
    state = f.state(x)
    return (1 if _good(f, x) else -1) + (1 if state in ("旺", "相") else -1 if state in ("囚", "死") else 0)


@remembered
def good_and_bad_even(f: Facts, s: PatternSettings) -> Outcome | None:
    """善惡等分無咎譽: the three scores cancel."""
    if sum(_score(f, x) for x in f.seq3) == 0:
        return Outcome(components=(*TRANSMISSION_PARTS, "month"))
    return None


@remembered
def both_ends_good(f: Facts, s: PatternSettings) -> Outcome | None:
    """首末俱臧福大奇."""
    return Outcome(components=ENDS) if _good(f, f.chu) and _good(f, f.mo) else None


@remembered
def end_overcomes_beginning(f: Facts, s: PatternSettings) -> Outcome | None:
    """終來克始，吉無不利."""
    return Outcome(components=ENDS) if ctl(f.mo, f.chu) else None


@remembered
def beginning_overcomes_end(f: Facts, s: PatternSettings) -> Outcome | None:
    """始往克終，憂身害己."""
    return Outcome(components=ENDS) if ctl(f.chu, f.mo) else None


@remembered
def generating_chain(f: Facts, s: PatternSettings) -> Outcome | None:
    """三傳相生，萬事盡成."""
    return Outcome(components=TRANSMISSION_PARTS) if chained(f, gen) else None


@remembered
def overcoming_chain(f: Facts, s: PatternSettings) -> Outcome | None:
    """忽若相剋，為鬼為賊: each transmission 克s the next, in either direction."""
    return Outcome(components=TRANSMISSION_PARTS) if chained(f, ctl) else None


@remembered
def initial_coming(f: Facts, s: PatternSettings) -> Outcome | None:
    """旺相為方來: the 用神 is 旺 or 相."""
    return Outcome(components=("initial", "month")) if f.youqi(f.chu) else None


@remembered
def initial_gone(f: Facts, s: PatternSettings) -> Outcome | None:
    """囚死為已往: the 用神 is 囚 or 死."""
    return Outcome(components=("initial", "month")) if f.state(f.chu) in ("囚", "死") else None


# 始終: any of the readings above.
beginning_and_end = any_of({
    "xinjing.shizhong.xianji_houxiong": good_then_bad, "xinjing.shizhong.xianxiong_houji": bad_then_good,
    "xinjing.shizhong.shane_dengfen": good_and_bad_even, "xinjing.shizhong.shoumo_juzang": both_ends_good,
    "xinjing.shizhong.mo_ke_chu": end_overcomes_beginning, "xinjing.shizhong.chu_ke_mo": beginning_overcomes_end,
    "xinjing.shizhong.xiangsheng": generating_chain, "xinjing.shizhong.xiangke": overcoming_chain,
    "xinjing.shizhong.fanglai": initial_coming, "xinjing.shizhong.yiwang": initial_gone,
})


ENTRIES = (
    make_entry("xinjing.shizhong", ("始終",), "xj:L39/L41", "C,MB", "extra+ambiguous",
                  "先吉後凶終不吉，先凶後吉慶相隨；善惡等分無咎譽；首末俱臧福大奇。", "始終之卦在臨時，神將相傳仔細思",
                  beginning_and_end, kind=METHOD_OF_READING),
    make_entry("xinjing.shizhong.xianji_houxiong", ("始終·先吉後凶", "始終"), "xj:L39/L41", "C", "ambiguous",
                  "終不吉", "先吉後凶終不吉", good_then_bad, kind=METHOD_OF_READING),
    make_entry("xinjing.shizhong.xianxiong_houji", ("始終·先凶後吉", "始終"), "xj:L39/L41", "C", "ambiguous",
                  "慶相隨", "先凶後吉慶相隨", bad_then_good, kind=METHOD_OF_READING),
    make_entry("xinjing.shizhong.shane_dengfen", ("始終·善惡等分", "始終"), "xj:L39/L41", "C,MB", "extra+ambiguous",
                  "無咎譽", "善惡等分無咎譽", good_and_bad_even, kind=METHOD_OF_READING),
    make_entry("xinjing.shizhong.shoumo_juzang", ("始終·首末俱臧", "始終"), "xj:L39/L41", "C", "ambiguous",
                  "福大奇", "首末俱臧福大奇", both_ends_good, kind=METHOD_OF_READING),
    make_entry("xinjing.shizhong.mo_ke_chu", ("始終·終來克始", "始終"), "xj:L39/L41", "C", "simple",
                  "吉無不利", "終來克始，吉無不利", end_overcomes_beginning, kind=METHOD_OF_READING),
    make_entry("xinjing.shizhong.chu_ke_mo", ("始終·始往克終", "始終"), "xj:L39/L41", "C", "simple",
                  "憂身害己", "始往克終，憂身害己", beginning_overcomes_end, kind=METHOD_OF_READING),
    make_entry("xinjing.shizhong.xiangsheng", ("始終·三傳相生", "始終"), "xj:L39/L41", "C", "simple",
                  "萬事盡成", "三傳相生，萬事盡成", generating_chain, kind=METHOD_OF_READING),
    make_entry("xinjing.shizhong.xiangke", ("始終·三傳相剋", "始終"), "xj:L39/L41", "C", "ambiguous",
                  "為鬼為賊", "忽若相剋，為鬼為賊", overcoming_chain, kind=METHOD_OF_READING),
    make_entry("xinjing.shizhong.fanglai", ("始終·用神旺相 (方來)", "始終"), "xj:L39/L41", "C,MB", "extra",
                  _("方來 (future)"), "旺相為方來", initial_coming, kind=METHOD_OF_READING),
    make_entry("xinjing.shizhong.yiwang", ("始終·用神囚死 (已往)", "始終"), "xj:L39/L41", "C,MB", "extra",
                  _("已往 (past)"), "囚死為已往", initial_gone, kind=METHOD_OF_READING),
)

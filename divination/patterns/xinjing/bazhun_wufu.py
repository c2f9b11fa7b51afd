"""八迍五福 of 大六壬心鏡 (xj:L31, L35): count the chart's misfortunes and blessings and weigh them.

「以意推之無定神」: no fixed trigger, so it is a method of reading every chart, not a pattern: the chart
page gives its two counts as guidance (「沖剋休囚刑墓殺，惡將都看有幾迍。旺相相生吉神救，又是福之多少均」).
The 註 lists five 福 (xj:L31) and works the eight 迍 on one chart, 正月癸酉日午時 亥將 (xj:L35); each
becomes a factor here. Their example places 元武 on 干上
午, but 朱雀 on 未 and 白虎 on 子 (also theirs) force 貴人 巳 順 and 螣蛇 on 午 (catalog TC 39), so
迍8 reads 「干上 carries a 凶將 and is 下賊上」. 福4 「金神三殺救之」 names 煞 these texts never define:
it is registered and never holds. 丘/仇 are judged from the earth under the initial (A-QIU); the
example's third 迍 has both (「甲木墓於未，仰見丘，未土畏木俯見仇，為三迍」), so both are needed unless the
setting `zhun3` reads either.
"""
from __future__ import annotations

from typing import Final

from divination.engine.cycles import BRANCH_ELEMENT
from divination.engine.messages import _
from divination.patterns.clauses import remembered, tally
from divination.patterns.facts import Facts, ctl, gen
from divination.patterns.registry import METHOD_OF_READING, Outcome, make_entry
from divination.patterns.settings import PatternSettings
from divination.patterns.xinjing.common import (
    TRANSMISSION_PARTS,
    XJ_XIONG,
    chained,
    looks_down_at_foe,
    looks_up_at_tomb,
    stem_overcomes,
)


@remembered
def fu_dead_to_thriving(f: Facts, s: PatternSettings) -> Outcome | None:
    """用起死墓氣，終量相氣: the initial is 死 or sits on its own 墓, and the final is 相."""
    sits_on_tomb = f.down(f.chu) == f.stage_branch("墓", BRANCH_ELEMENT[f.chu])
    if (sits_on_tomb or f.state(f.chu) == "死") and f.state(f.mo) == "相":
        return Outcome(components=("initial", "final", "month"))
    return None


@remembered
def fu_mother_and_child(f: Facts, s: PatternSettings) -> Outcome | None:
    """子母相生: the three transmissions generate one another in a chain."""
    return Outcome(components=TRANSMISSION_PARTS) if chained(f, gen) else None


@remembered
def fu_serpent_and_warrior(f: Facts, s: PatternSettings) -> Outcome | None:
    """日上見螣蛇，辰上見元武."""
    if any(f.gen_on(x) == "螣蛇" for x in f.gan_uppers) and any(f.gen_on(x) == "玄武" for x in f.zhi_uppers):
        return Outcome(components=("lesson:1", "lesson:3", "general:螣蛇", "general:玄武"))
    return None


@remembered
def fu_metal_spirit(f: Facts, s: PatternSettings) -> Outcome | None:
    """金神三殺救之: 金神 and 三殺 are not defined in these texts; it cannot be computed."""
    return None


@remembered
def fu_virtue_in_middle(f: Facts, s: PatternSettings) -> Outcome | None:
    """癸德在戊，戊寄在丙來為今日中傳: the lodging of the day's 德 is the middle transmission."""
    return Outcome(components=("middle",)) if f.zhong == f.ride_branch else None


@remembered
def zhun_facing_death(f: Facts, s: PatternSettings) -> Outcome | None:
    """春土死，用向死氣: the initial is 死 in the month."""
    return Outcome(components=("initial", "month")) if f.state(f.chu) == "死" else None


@remembered
def zhun_beaten_by_ruler(f: Facts, s: PatternSettings) -> Outcome | None:
    """未土臨寅木，旺氣所勝: the earth under the initial 克s it and is 旺."""
    ground = f.down(f.chu)
    if ctl(ground, f.chu) and f.state(ground) == "旺":
        return Outcome(components=("initial", "month"))
    return None


@remembered
def zhun_tomb_and_foe(f: Facts, s: PatternSettings) -> Outcome | None:
    """仰見丘、俯見仇: the initial is the 墓 of the earth under it and that earth 克s it (例 未 on 寅; A-QIU).

    Setting `zhun3` either: one of the two is enough.
    """
    halves = (looks_up_at_tomb(f, s), looks_down_at_foe(f, s))
    return Outcome(components=("initial",)) if (any(halves) if s.zhun3 == "either" else all(halves)) else None


@remembered
def zhun_malign_general(f: Facts, s: PatternSettings) -> Outcome | None:
    """將得朱雀: the initial carries a malign general."""
    name = f.gen_on(f.chu)
    return Outcome(components=("initial", f"general:{name}")) if name in XJ_XIONG else None


@remembered
def zhun_malign_with_punishment(f: Facts, s: PatternSettings) -> Outcome | None:
    """朱雀與刑合: a malign general on an initial that punishes the stem's branch or the day branch (未刑丑)."""
    if zhun_malign_general(f, s) and (f.xing(f.chu, f.GR) or f.xing(f.chu, f.Z)):
        return Outcome(components=("initial", f"general:{f.gen_on(f.chu)}"))
    return None


@remembered
def zhun_middle_rebels(f: Facts, s: PatternSettings) -> Outcome | None:
    """中傳神后水下賊上: the earth under the middle transmission 克s it."""
    return Outcome(components=("middle",)) if ctl(f.down(f.zhong), f.zhong) else None


@remembered
def zhun_middle_malign(f: Facts, s: PatternSettings) -> Outcome | None:
    """又乘白虎與墳墓災殺並: the middle transmission carries a malign general (墳墓災殺 are not specified)."""
    name = f.gen_on(f.zhong)
    return Outcome(components=("middle", f"general:{name}")) if name in XJ_XIONG else None


@remembered
def zhun_stem_upper_malign_rebels(f: Facts, s: PatternSettings) -> Outcome | None:
    """午加癸上乘元武凶將，下賊上: 干上 carries a malign general and the stem 克s it (TC 39)."""
    name = f.gen_on(f.ganshang)
    if name in XJ_XIONG and stem_overcomes(f, f.ganshang):
        return Outcome(components=("lesson:1", f"general:{name}"))
    return None


_ID = "xinjing.bazhun_wufu"
BLESSINGS: Final = {f"{_ID}.fu{n}": test for n, test in enumerate(
    (fu_dead_to_thriving, fu_mother_and_child, fu_serpent_and_warrior, fu_metal_spirit, fu_virtue_in_middle), 1)}
MISFORTUNES: Final = {f"{_ID}.zhun{n}": test for n, test in enumerate(
    (zhun_facing_death, zhun_beaten_by_ruler, zhun_tomb_and_foe, zhun_malign_general, zhun_malign_with_punishment,
     zhun_middle_rebels, zhun_middle_malign, zhun_stem_upper_malign_rebels), 1)}

# 八迍五福: how many 福 and how many 迍 hold; 「福利多時災漸退」, the reader weighs them. The first
# blessing already needs the month (旺相休囚死), so the counts do too.
weigh = tally({"五福": BLESSINGS, "八迍": MISFORTUNES})


# Not a quotation: the parts of 八迍五福 are read as one 福 or one 迍 each (a message id, shown translated).
_ONE_FU, _ONE_ZHUN = _("counts as one 福"), _("counts as one 迍")

ENTRIES = (
    make_entry("xinjing.bazhun_wufu", ("八迍五福 (又名 三近四吉卦)", "八迍五福", "三近四吉卦"), "xj:L31/L33", "C,MB",
                  "extra+ambiguous", "福利多時災漸退，病癒遭官理得伸。", "八迍五福詳凶吉", weigh, kind=METHOD_OF_READING),
    make_entry("xinjing.bazhun_wufu.fu1", ("五福·一 用起死墓、終見相氣", "五福"), "xj:L31/L33", "C,MB",
                  "extra+ambiguous", _ONE_FU, "用起死墓氣，終量相氣", fu_dead_to_thriving, kind=METHOD_OF_READING),
    make_entry("xinjing.bazhun_wufu.fu2", ("五福·二 子母相生", "五福"), "xj:L31/L33", "C", "simple",
                  _ONE_FU, "子母相生", fu_mother_and_child, kind=METHOD_OF_READING),
    make_entry("xinjing.bazhun_wufu.fu3", ("五福·三 日上螣蛇、辰上元武", "五福"), "xj:L31/L33", "C", "simple",
                  _ONE_FU, "日上見螣蛇，辰上見元武", fu_serpent_and_warrior, kind=METHOD_OF_READING),
    make_entry("xinjing.bazhun_wufu.fu4", ("五福·四 金神三殺救之", "五福"), "xj:L31/L33", "C", "ambiguous",
                  _("counts as one 福 (not computable: 金神/三殺 are not defined in the source)"), "金神三殺救之",
                  fu_metal_spirit, kind=METHOD_OF_READING,
                  never=_("金神 and 三殺 are not defined in these texts, so this 福 cannot be computed.")),
    make_entry("xinjing.bazhun_wufu.fu5", ("五福·五 德神為中傳", "五福"), "xj:L31/L33", "C", "simple",
                  _ONE_FU, "癸德在戊，戊寄在丙來為今日中傳", fu_virtue_in_middle, kind=METHOD_OF_READING),
    make_entry("xinjing.bazhun_wufu.zhun1", ("八迍·一 用向死氣", "八迍"), "xj:L35/L37", "C,MB", "extra+ambiguous",
                  _ONE_ZHUN, "用向死氣", zhun_facing_death, kind=METHOD_OF_READING),
    make_entry("xinjing.bazhun_wufu.zhun2", ("八迍·二 旺氣所勝", "八迍"), "xj:L35/L37", "C,MB", "extra",
                  _ONE_ZHUN, "旺氣所勝", zhun_beaten_by_ruler, kind=METHOD_OF_READING),
    make_entry("xinjing.bazhun_wufu.zhun3", ("八迍·三 仰見丘、俯見仇", "八迍"), "xj:L35/L37", "C", "ambiguous",
                  _ONE_ZHUN, "仰見丘，未土畏木俯見仇", zhun_tomb_and_foe, kind=METHOD_OF_READING),
    make_entry("xinjing.bazhun_wufu.zhun4", ("八迍·四 將得凶將", "八迍"), "xj:L35/L37", "C", "simple",
                  _ONE_ZHUN, "將得朱雀", zhun_malign_general, kind=METHOD_OF_READING),
    make_entry("xinjing.bazhun_wufu.zhun5", ("八迍·五 凶將與刑合", "八迍"), "xj:L35/L37", "C", "ambiguous",
                  _ONE_ZHUN, "朱雀與刑合", zhun_malign_with_punishment, kind=METHOD_OF_READING),
    make_entry("xinjing.bazhun_wufu.zhun6", ("八迍·六 中傳下賊上", "八迍"), "xj:L35/L37", "C", "simple",
                  _ONE_ZHUN, "中傳神后水下賊上", zhun_middle_rebels, kind=METHOD_OF_READING),
    make_entry("xinjing.bazhun_wufu.zhun7", ("八迍·七 中傳乘凶將並墳墓災殺", "八迍"), "xj:L35/L37", "C", "ambiguous",
                  _ONE_ZHUN, "又乘白虎與墳墓災殺並", zhun_middle_malign, kind=METHOD_OF_READING),
    make_entry("xinjing.bazhun_wufu.zhun8", ("八迍·八 干上凶將下賊上", "八迍"), "xj:L35/L37", "C", "ambiguous",
                  _ONE_ZHUN, "午加癸上乘元武凶將，下賊上", zhun_stem_upper_malign_rebels, kind=METHOD_OF_READING),
)

"""The test vectors of the texts' worked examples (tests/engine/test_corpus_examples.py) (TV1–TV12): the worked charts of 大六壬心鏡 卷三.

Every expected value is read off the text (or worked by hand from it), never from the code's output.
Branches: 子0 丑1 寅2 卯3 辰4 巳5 午6 未7 申8 酉9 戌10 亥11; k = 月將 − 占時; 上神 on g is g + k.
"""
import datetime as dt

from divination.engine.chart import chart_from_ke
from divination.engine.cycles import SEXAGENARY
from divination.engine.lunar_mansion import PALACE
from divination.engine.moment import chart_from_moment
from divination.engine.options import Options
from divination.patterns import Facts, PatternSettings, entry

B = "子丑寅卯辰巳午未申酉戌亥"


def br(name: str) -> int:
    return B.index(name)


def outcome(entry_id, chart, **settings):
    s = PatternSettings(**settings)
    return entry(entry_id).test(Facts(chart, s), s)


def holds(entry_id, chart, **settings) -> bool:
    return outcome(entry_id, chart, **settings) is not None


def test_tv1_the_eight_misfortunes_of_guiyou_all_hold():
    """xj:L35: 正月 癸酉日 午時 亥將 (k=5). 癸 lodges in 丑; 干上 午, 干陰 亥, 支上 寅, 支陰 未.

    Three 下賊上 (癸水→午, 酉金→寅, 寅木→未); 比用: of 午 寅 未 only 未 is yin like 癸 → 初傳 未 on 寅, 中 子,
    末 巳. Night noble of 癸 is 巳, on 子 → forward: 巳 貴人 午 螣蛇 未 朱雀 … 子 白虎; 寅 玄武.
    迍1 未 土 死 in spring; 迍2 寅 木 (旺) 克 未; 迍3 未 is 木's 墓; 迍4 朱雀; 迍5 未刑丑 (癸's lodging);
    迍6 子 on 未 (土克水); 迍7 子 carries 白虎; 迍8 午 on 癸, 癸水克午火, with 螣蛇 (TC 39).
    """
    chart = chart_from_ke("癸酉", "亥", "午", month="寅")
    f = Facts(chart)
    assert (f.chu, f.zhong, f.mo) == (br("未"), br("子"), br("巳"))
    assert [f.gen_on(br(x)) for x in "未子午寅"] == ["朱雀", "白虎", "螣蛇", "玄武"]
    for n in range(1, 9):
        assert holds(f"xinjing.bazhun_wufu.zhun{n}", chart), n


def test_tv1_blessings_and_the_weighing_of_guiyou():
    """Same chart: 福1 (未 死, 末 巳 火 相 in spring) and 福3 (日上 午 螣蛇, 辰上 寅 玄武, the placement the
    註 calls 迍8) hold; 福2 (未→子→巳 is no 生 chain), 福4 (not computable) and 福5 (中 子 ≠ 巳) do not.
    八迍五福 counts 2 of the 5 福 and 8 of the 8 迍, a tally, not a partial match."""
    chart = chart_from_ke("癸酉", "亥", "午", month="寅")
    assert [holds(f"xinjing.bazhun_wufu.fu{n}", chart) for n in range(1, 6)] == [True, False, True, False, False]
    weighed = outcome("xinjing.bazhun_wufu", chart)
    assert [(c.name, c.holding, c.of) for c in weighed.tally] == [("五福", 2, 5), ("八迍", 8, 8)]
    assert weighed.partial is None


def test_tv2_heavens_prison_of_yiyou_has_all_four_evils():
    """xj:L115: 正月 乙酉日 午時 亥將 (k=5). Lessons 酉/乙 寅/酉 寅/酉 未/寅; 初傳 未 on 寅:
    未 土 死 in spring (凶1), 未 is 木's 墓 (丘, 凶2), 寅 克 未 (仇, 凶3), 辰 on 亥 = 乙木's 長生 (日本, 凶4)."""
    chart = chart_from_ke("乙酉", "亥", "午", month="寅")
    f = Facts(chart)
    assert (f.chu, f.down(f.chu), f.down(br("辰"))) == (br("未"), br("寅"), br("亥"))
    assert holds("xinjing.tianyu", chart)
    # xj:L119: the dipper on 亥, 乙's 長生: 父母憂, not 兄弟 (卯) nor 妻子 (未).
    assert holds("xinjing.tianyu.fumu", chart)
    assert not holds("xinjing.tianyu.xiongdi", chart)
    assert not holds("xinjing.tianyu.qizi", chart)


def test_tv3_heavens_calamity_on_the_lichun_day_yiyou():
    """xj:L99: 「今日立春當乙酉，昨暮冬窮是甲申。假合乙酉戌時課，乙干臨甲」. 立春 2010 fell on 4 February,
    an 乙酉 day; at 20:00 (戌時) the general is still 子 (雨水 comes on the 19th): k = 2, so 乙's 辰 stands on
    寅, 甲's lodging."""
    chart = chart_from_moment(dt.datetime(2010, 2, 4, 20, 0), "Asia/Shanghai")
    f = Facts(chart)
    assert (f.D, f.Z, f.J, f.T, f.sili_day) == (1, br("酉"), br("子"), br("戌"), True)
    assert f.down(f.G) == br("寅")
    assert holds("xinjing.tianhuo", chart)


def test_tv3_transmissions_of_the_example_carry_no_named_general():
    """Same chart: 三傳 申 戌 子 (申/午 下賊上). Night noble of 乙 is 申 on 午 → backward: 申 貴人, 戌 太陰,
    子 太常 — none of 白虎 元武 朱雀 勾陳 天空, so no 天禍 sub-reading."""
    chart = chart_from_moment(dt.datetime(2010, 2, 4, 20, 0), "Asia/Shanghai")
    for name in ("baihu", "xuanwu", "zhuque", "gouchen", "tiankong"):
        assert not holds(f"xinjing.tianhuo.{name}", chart)


def test_tv4_the_default_noble_does_not_reproduce_the_soul_dissolving_example():
    """xj:L135: 二月 甲戌日 寅時 戌將 (k=8): 干上 戌, 干陰 = 支上 = 午 = 死神 of 二月 (巳 + 1).
    The text puts 白虎 on 午. The default rule makes 寅 a night hour: 甲's night noble 未 on 亥, forward,
    so 白虎 rides 寅 and 午 carries 天后: no 魄化 (A-GUI)."""
    chart = chart_from_ke("甲戌", "戌", "寅", month="卯")
    f = Facts(chart)
    assert (f.ganshang, f.ganyin, f.zhishang) == (br("戌"), br("午"), br("午"))
    assert f.gen_on(br("午")) == "天后"
    assert not holds("xinjing.pohua", chart)


def test_tv4_the_day_noble_at_the_yin_hour_reproduces_the_example():
    """With the day noble at the 寅 hour, or the table 甲羊 (甲's night noble 丑), 貴人 丑 stands on 巳 and
    runs backward (丑 貴人 子 螣蛇 … 午 白虎): 白虎 rides 午, the 死神 on 支上: 魄化. The initial 戌 comes from
    lesson 1 (戌/甲, 甲木克戌土: 下賊上): 憂男 and 內喪."""
    for chart in (chart_from_ke("甲戌", "戌", "寅", month="卯", daytime=True),
                  chart_from_ke("甲戌", "戌", "寅", month="卯", options=Options(noble_table="jiayang"))):
        assert Facts(chart).gen_on(br("午")) == "白虎"
        assert outcome("xinjing.pohua", chart).components[:2] == ("branch:午", "general:白虎")
        assert holds("xinjing.pohua.nan", chart) and holds("xinjing.pohua.neisang", chart)
        assert not holds("xinjing.pohua.nv", chart) and not holds("xinjing.pohua.waisang", chart)


def test_tv4_the_yin_spirit_reading_names_the_second_lesson():
    """註 「甲上之陰神」: under A-GANSHANG yin the 干陰 午 counts as 日上 as well."""
    chart = chart_from_ke("甲戌", "戌", "寅", month="卯", daytime=True)
    assert "lesson:2" in outcome("xinjing.pohua", chart, ganshang="yin").components
    assert "lesson:2" not in outcome("xinjing.pohua", chart).components


def test_tv5_the_tiger_on_the_stem_of_renxu():
    """xj:L139: 六月 壬戌日 未時 午將 (k=11): 壬 lodges in 亥, 干上 戌 = 死神 of 六月 (巳 + 5). 未 is a day
    hour: 壬's day noble 巳 on 午 runs backward and 白虎 rides 戌 (「天魁為虎又加壬」; the catalog's 貴人 卯
    順 — the night noble — gives the same 白虎). The initial 戌 comes from 戌/壬 (土克水, 上克下): 外喪, 憂男."""
    chart = chart_from_ke("壬戌", "午", "未", month="未")
    f = Facts(chart)
    assert (f.ganshang, f.gen_on(br("戌"))) == (br("戌"), "白虎")
    assert holds("xinjing.pohua", chart)
    assert holds("xinjing.pohua.waisang", chart) and holds("xinjing.pohua.nan", chart)
    assert not holds("xinjing.pohua.neisang", chart)


def test_tv6_heavens_net_on_a_xin_day_at_noon():
    """xj:L111: 庚辛日 午時, 午 發用. 辛亥日 辰將 午時 (k=10): the only 克 is 午/申 (上克下) → 初傳 午;
    午 火 克 辛 金 and the hour 午 克 辛: 天網, also under the strict reading (初傳 = 占時)."""
    chart = chart_from_ke("辛亥", "辰", "午")
    assert Facts(chart).chu == br("午")
    assert holds("xinjing.tianwang", chart)
    assert holds("xinjing.tianwang", chart, fayong="strict")


def test_tv7_the_moon_mansion_of_the_fifteenth_of_the_first_month():
    """xj:L83: 正月十五 → 星, in the 午 palace. 2024-02-24 was 正月十五."""
    f = Facts(chart_from_moment(dt.datetime(2024, 2, 24, 12, 0), "Asia/Shanghai"))
    assert (f.lunar_month, f.lunar_day) == (1, 15)
    assert (f.yuesu, f.Ym) == ("星", br("午"))


def test_tv8_the_nets_of_a_geng_day():
    """xj:L159 註: 「如庚日庚課申，則酉為天羅，卯為地網」."""
    f = Facts(chart_from_ke("庚午", "子", "子"))
    assert (f.TL, f.DW) == (br("酉"), br("卯"))


def test_tv9_exactly_ten_days_are_jiuchou_days():
    """xj:L75 註: 乙卯 己卯 辛卯 乙酉 己酉 辛酉 戊子 壬子 戊午 壬午. On every day of the cycle, put 丑 on the day
    branch (k = 丑 − 支): 九丑 holds on those ten days and no other."""
    ten = set("乙卯 己卯 辛卯 乙酉 己酉 辛酉 戊子 壬子 戊午 壬午".split())
    found = {day for day in SEXAGENARY
             if holds("xinjing.jiuchou", chart_from_ke(day, (br("丑") - br(day[1])) % 12, 0))}
    assert found == ten


def test_tv10_the_void_of_the_jiaxu_decade():
    """xj:L3 註: 甲戌旬 → 申酉 空 (孤辰); their palaces hold 觜參 and 胃昴畢 (寡宿)."""
    f = Facts(chart_from_ke("甲戌", "子", "子"))
    assert set(f.XK) == {br("申"), br("酉")}
    assert {m for m, b in PALACE.items() if b in f.XK} == set("觜參胃昴畢")


def test_tv11_the_fifth_blessing_needs_si_as_middle_on_a_gui_day():
    """xj:L31 註: 癸德在戊，戊寄在丙 (巳). 癸卯日 丑將 子時 (k=1): the only 克 is 辰/卯 (下賊上) → 初 辰,
    中 巳, 末 午: 福5. On TV1 (中傳 子) it fails."""
    chart = chart_from_ke("癸卯", "丑", "子")
    assert Facts(chart).zhong == br("巳")
    assert holds("xinjing.bazhun_wufu.fu5", chart)
    assert not holds("xinjing.bazhun_wufu.fu5", chart_from_ke("癸酉", "亥", "午"))


def test_tv12_the_dipper_positions_of_a_yi_day():
    """xj:L119: 乙生於亥; 加仲 = 卯, 加季 = 未 (亥卯未)."""
    f = Facts(chart_from_ke("乙酉", "亥", "午"))
    assert [f.stage_branch(s) for s in ("長生", "帝旺", "墓")] == [br("亥"), br("卯"), br("未")]

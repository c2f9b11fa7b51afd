"""刑傷 · 搖動 · 破損 · 仇害 · 和合 (§4.14–§4.18), 前程 · 天恩 · 天禍 (§4.19), 及時…時否 (§4.20–4.21)."""
from divination.patterns.settings import PatternSettings


def test_chou_punishes_xu_punishes_wei_forward_only(found):
    """乙亥, k=9: 丑, 戌, 未 (see the 逆稼穡 test): 丑刑戌, 戌刑未 → 初刑中、中刑末; the reverse
    (未刑戌) fails while 刑 runs one way, and holds when it is mutual (A-XING)."""
    m = found("乙亥", 9)
    assert "jingwei.xingshang.chain_fwd" in m and "jingwei.xingshang.chain_bwd" not in m
    assert "jingwei.xingshang.chain_bwd" in found("乙亥", 9, settings=PatternSettings(xing="mutual"))


def test_stem_and_branch_clash_on_a_jiashen_day(found):
    """甲申: 甲 lodges 寅, 寅 沖 申, whatever the plate: 搖動·干支相沖."""
    assert "jingwei.yaodong.gan_zhi" in found("甲申", 7)


def test_jiashen_k3_uppers_break_across(found):
    """甲申, k=3: 干上 巳 破 支 申, 支上 亥 破 干 寅 (六破 申巳, 亥寅): 破損·干上破支、支上破干."""
    assert "jingwei.posun.cross" in found("甲申", 3)


def test_bingyin_stem_and_branch_harm_and_punish(found):
    """丙寅: 丙 lodges 巳; 寅巳 害 and 寅刑巳: 仇害·干支相害 and 刑傷·干支相刑."""
    m = found("丙寅", 5)
    assert {"jingwei.chouhai.gan_zhi", "jingwei.xingshang.gan_zhi"} <= set(m)


def test_initial_harmonises_with_the_stem_by_liuhe_not_by_ganhe(found):
    """丙寅, k=3: 初傳 申, 申巳 六合 with 丙's lodging: 和合·初合干. Under A-HE he5 the initial's
    hidden stem 壬 (甲子旬) does not pair with 丙 (丙辛): no match."""
    assert "jingwei.hehe.chu_gan" in found("丙寅", 3)
    assert "jingwei.hehe.chu_gan" not in found("丙寅", 3, settings=PatternSettings(he="he5"))


def test_the_harmony_triads_of_gengchen(found):
    """庚辰, k=4: 辰申子 is a 三合 (flagged: 申 void); 辰 with 申 子 (支三合); 申 with 子 辰 (干三合)."""
    m = found("庚辰", 4, hour="寅")
    assert m["jingwei.hehe.ju3"].outcome.flags == ("void:勿實論",)
    assert {"jingwei.hehe.zhi3", "jingwei.hehe.gan3"} <= set(m)


def test_post_horse_as_initial_is_qiancheng(found):
    """丙寅, k=3: 初傳 申 = 驛馬 of 寅 (寅午戌 → 申): 前程. 乙丑, k=10: 亥 = 驛馬 of 丑, void (V1)."""
    assert found("丙寅", 3)["jingwei.qiancheng"].outcome.flags == ()
    assert found("乙丑", 10)["jingwei.qiancheng"].outcome.flags == ("void:勿實論",)


def test_a_month_post_horse_follows_the_month(found):
    """A-YIMA month: 丙寅, k=3 in a 子 month: 月馬 of 子 is 寅, not 申: no 前程."""
    assert "jingwei.qiancheng" not in found("丙寅", 3, month="子", settings=PatternSettings(yima="month"))


def test_year_patterns_wait_for_the_year_when_general_and_relation_hold(found):
    """乙丑, k=4 at 午 (day): 初傳 酉 (see 時泰 below) rides 六合, a 吉 general, and 合 乙's lodging
    辰: 天恩 then depends on the year alone, so a 課 without a date is not evaluated for YR.
    天禍 (凶 general) fails before the year is asked for."""
    m = found("乙丑", 4, hour="午")
    assert (m["jingwei.tianen"].status, m["jingwei.tianen"].needs) == ("not_evaluated", ("YR",))
    assert "jingwei.tianhuo" not in m


def test_the_year_branch_as_initial_with_a_bad_general_is_tianhuo():
    """2026-02-18 14:30 in Shanghai: 癸亥日 未時, 月將 子 (before 雨水), k=5, year 丙午 (after 立春).
    癸 lodges 丑; 一課 午/癸 (水克火, 賊) is the only 賊 → 初傳 午 = 太歲. Day noble of 癸 is 巳, on 子,
    forward: 巳 貴人, 午 螣蛇 (凶). 午 害 丑 (癸's lodging): 天禍."""
    import datetime as dt

    from divination.engine.moment import chart_from_moment
    from divination.patterns.facts import Facts
    from divination.patterns.registry import match_chart

    chart = chart_from_moment(dt.datetime(2026, 2, 18, 14, 30), "Asia/Shanghai")
    f = Facts(chart)
    assert (f.D, f.Z, f.k, f.Y, f.chu) == (9, 11, 5, 6, 6)
    ids = {m.entry.id for m in match_chart(chart)}
    assert "jingwei.tianhuo" in ids and "jingwei.tianen" not in ids


def test_timeliness_follows_the_ruling_element_of_the_month(found):
    """庚辰, k=4: 初傳 辰 土. In a 辰 month earth rules (S5): 及時·初傳. In a 亥 month water rules:
    土 is 囚 → 失時·初傳. In a 丑 month the water 局 is 死 (季 = 木水, extrapolated: 推補)."""
    assert "jingwei.jishi.chu" in found("庚辰", 4, hour="寅", month="辰")
    assert "jingwei.shishi.chu" in found("庚辰", 4, hour="寅", month="亥")
    late = found("庚辰", 4, hour="寅", month="丑")["jingwei.shishi.ju3"]
    assert set(late.outcome.flags) == {"推補", "void:勿實論"}


def test_uppers_clause_reads_either_upper_by_default(found):
    """庚辰, k=4 in a 亥 month (水 旺): 干上 子 水 及時, 支上 申 金 not: either → 及時·干支上;
    A-SHANG both → no."""
    assert "jingwei.jishi.shang" in found("庚辰", 4, hour="寅", month="亥")
    assert "jingwei.jishi.shang" not in found("庚辰", 4, hour="寅", month="亥", settings=PatternSettings(shang="both"))


def test_monthly_general_as_initial_is_shitai_without_a_month(found):
    """乙丑, k=4 at 巳: 月將 = 巳 + 4 = 酉. 乙 lodges 辰; 一課 申/乙 (克), 四課 酉/巳 (賊): 賊 first →
    酉, 丑, 巳. 初傳 酉 = 月將; day noble 子 on 申, backward: 子 貴人 亥 螣蛇 戌 朱雀 酉 六合 (吉);
    酉 合 辰: 時泰, from the chart alone."""
    m = found("乙丑", 4, hour="巳")["jingwei.shitai"]
    assert m.status == "match" and "monthly_general" in m.outcome.components


def test_month_branch_as_initial_needs_the_month(found):
    """The same 課 at 午: 月將 戌 is not the initial, so 時泰 needs 月建; in a 酉 month it holds."""
    bare = found("乙丑", 4, hour="午")["jingwei.shitai"]
    assert (bare.status, bare.needs) == ("not_evaluated", ("MB",))
    assert "month" in found("乙丑", 4, hour="午", month="酉")["jingwei.shitai"].outcome.components


def test_the_same_initial_is_jiwang_in_autumn_and_jianglai_in_summer(found):
    """庚辰, k=4: 初傳 辰 土. In a 申 month metal rules and earth generates it (休): 既往·初傳.
    In a 午 month fire rules and generates earth (相): 將來·初傳, the paragraph's 「皆曰既往」 emended."""
    assert "jingwei.jiwang.chu" in found("庚辰", 4, hour="寅", month="申")
    coming = found("庚辰", 4, hour="寅", month="午")["jingwei.jianglai.chu"]
    assert coming.outcome.flags == ("校改：底本作皆曰既往",)
    assert "jingwei.jianglai.chu" not in found("庚辰", 4, hour="寅", month="申")


def test_timeliness_on_a_ke_only_chart_needs_the_month(found):
    m = found("庚辰", 4, hour="寅")["jingwei.jishi.chu"]
    assert (m.status, m.needs) == ("not_evaluated", ("MB",))


def test_the_stem_enters_branch_relations_by_its_lodging_or_its_lu(found):
    """乙酉: 乙 lodges 辰, which 合 酉 (和合·干支相合); by its 祿 卯 (A-GAN lu) it clashes with 酉 instead."""
    lodging = found("乙酉", 6)
    assert "jingwei.hehe.gan_zhi" in lodging and "jingwei.yaodong.gan_zhi" not in lodging
    lu = found("乙酉", 6, settings=PatternSettings(gan_branch="lu"))
    assert "jingwei.yaodong.gan_zhi" in lu and "jingwei.hehe.gan_zhi" not in lu

"""懸胎 · 關隔 · 稼穡 (docs/patterns.md): the transmissions all 孟, 仲 or 季, in order.

Each chart is worked out by hand: lessons from the lodging (寄宮) and k, the one 賊/克 gives the
initial, then middle = up(initial), final = up(middle). 旬空 from the day's decade.
"""
from divination.patterns import PatternSettings

VOID = "void:勿實論"


def test_bingyin_k3_runs_shen_hai_yin_a_xuantai_with_no_direction(found):
    """丙寅, k=3: 丙 lodges 巳; 一課 申/丙 (火克金, 賊), 四課 申/巳 (賊): one branch 申 → 初傳 申,
    中 亥, 末 寅: all three on the 孟, so 懸胎 by the gloss (jw:L5 「三傳全落在寅、申、巳、亥四孟之位」);
    申亥寅 is not a printed order, so neither 順 nor 逆. 甲子旬 leaves 戌亥 void, so 亥 is void: 勿實論."""
    m = found("丙寅", 3)
    assert m["jingwei.xuantai"].outcome.flags == (VOID,)
    assert "jingwei.xuantai.shun" not in m and "jingwei.xuantai.ni" not in m


def test_the_catalogs_reading_names_shen_hai_yin_a_regular_forward_xuantai(found):
    """The same chart under `membership` catalog: 申亥寅 is the catalog's regular form ‡ of the printed
    申寅亥 (TC-XT): 順懸胎 with 校改(規則化)."""
    m = found("丙寅", 3, settings=PatternSettings(membership="catalog"))
    assert m["jingwei.xuantai.shun"].outcome.flags == (VOID, "校改(規則化)")


def test_a_fuyin_chain_si_shen_yin_is_a_printed_order(found):
    """丙寅, k=0 (伏吟, 剛日 自任): 初傳 干上 巳, 巳刑申 → 申, 申刑寅 → 寅: 巳申寅, printed in the 順 list; by
    default the printed list is the reading, so no badge; the catalog's reading marks it 依底本."""
    assert found("丙寅", 0)["jingwei.xuantai.shun"].outcome.flags == ()
    catalog = found("丙寅", 0, settings=PatternSettings(membership="catalog"))
    assert "依底本" in catalog["jingwei.xuantai.shun"].outcome.flags


def test_wuchen_k9_runs_yin_hai_shen_a_backward_xuantai_with_a_void(found):
    """戊辰, k=9: 戊 lodges 巳; 一課 寅/戊 (木克土, 克) is the only one → 寅, 亥, 申: 逆懸胎. 亥 void (甲子旬)."""
    m = found("戊辰", 9)
    assert m["jingwei.xuantai.ni"].outcome.flags == (VOID,)
    assert "jingwei.xuantai.shun" not in m


def test_a_seasonal_name_needs_the_month_and_follows_it(found):
    """戊辰, k=9 (逆懸胎): in a 巳 month (summer) 「洪鈞」; without a month, not evaluated for MB."""
    summer = found("戊辰", 9, month="巳")
    assert "jingwei.xuantai.ni.summer" in summer and "jingwei.xuantai.ni.spring" not in summer
    bare = found("戊辰", 9)["jingwei.xuantai.ni.summer"]
    assert (bare.status, bare.needs) == ("not_evaluated", ("MB",))
    # 辰 is spring by S4 (寅卯辰), though earth's month by S5.
    assert "jingwei.xuantai.ni.spring" in found("戊辰", 9, month="辰")


def test_jiazi_k9_runs_wu_mao_zi_a_backward_guange(found):
    """甲子, k=9: 甲 lodges 寅; only 四課 午/酉 (火克金, 克) → 午, 卯, 子: 逆關隔, none void (戌亥)."""
    m = found("甲子", 9)
    assert m["jingwei.guange.ni"].outcome.flags == ()
    assert "jingwei.guange.shun" not in m


def test_four_gates_closed_needs_winter_and_the_hour_among_mao_you_chen_xu(found):
    """丁卯, k=3: 丁 lodges 未; only 四課 酉/午 (火克金, 賊) → 酉, 子, 卯: 順關隔.
    In a 子 month (winter) at a 卯 hour: 匿陽 and 四門俱閉; at a 子 hour only 匿陽."""
    at_mao = found("丁卯", 3, hour="卯", month="子")
    assert {"jingwei.guange.shun.winter", "jingwei.guange.shun.winter.simen_jubi"} <= set(at_mao)
    at_zi = found("丁卯", 3, hour="子", month="子")
    assert "jingwei.guange.shun.winter" in at_zi and "jingwei.guange.shun.winter.simen_jubi" not in at_zi


def test_three_lights_need_the_moon_phase(found):
    """丁卯, k=3 in a 申 month (autumn, 四季平): 三光不仁 waits for the moon phase (MP)."""
    m = found("丁卯", 3, month="申")["jingwei.guange.shun.autumn.sanguang_buren"]
    assert (m.status, m.needs) == ("not_evaluated", ("MP",))


def test_guiyou_k3_runs_chen_wei_xu_a_forward_jiase(found):
    """癸酉, k=3: 癸 lodges 丑; only 一課 辰/癸 (土克水, 克) → 辰, 未, 戌: 順稼穡; 戌 void (甲子旬)."""
    m = found("癸酉", 3)
    assert m["jingwei.jiase.shun"].outcome.flags == (VOID,)


def test_yihai_k9_runs_chou_xu_wei_a_backward_jiase_without_void(found):
    """乙亥, k=9: 乙 lodges 辰; 一課 丑/乙 (木克土, 賊) before 四課 巳/申 (克) → 丑, 戌, 未: 逆稼穡.
    乙亥 is in the 甲戌旬 (申酉 void): no flag. Not a 懸胎 or 關隔."""
    m = found("乙亥", 9)
    assert m["jingwei.jiase.ni"].outcome.flags == ()
    assert not {"jingwei.xuantai", "jingwei.guange"} & set(m)


# --- the four 局 (§4.4–§4.7) ----------------------------------------------------------------

def test_gengchen_at_yin_with_wu_general_is_the_water_ju_chengdou(found):
    """Issue 5: 庚辰日 寅時 午將 (k=4). 庚 lodges 申; only 二課 辰/子 (土克水, 克) → 辰, 申, 子:
    順水局「呈斗」. 庚辰 is in the 甲戌旬: 申 void, so the 局 is flagged 勿實論."""
    m = found("庚辰", 4, hour="寅")
    for entry_id in ("jingwei.shuiju", "jingwei.shuiju.shun", "jingwei.shuiju.shun.chengdou"):
        assert m[entry_id].outcome.flags == (VOID,)
    assert "jingwei.shuiju.ni" not in m and "jingwei.shuiju.shun.runxia" not in m
    assert m["jingwei.shuiju.shun.chengdou"].to_dict()["passage"] == "jingwei-2-11"


def test_fagang_is_read_si_chou_you_with_the_gloss(found):
    """乙丑, k=8: 乙 lodges 辰; only 四課 巳/酉 (火克金, 克) → 巳, 丑, 酉: 法罡 emended from 巳辰酉."""
    m = found("乙丑", 8)
    assert m["jingwei.jinju.ni.fagang"].outcome.flags == ("校改：底本作巳辰酉",)
    assert "jingwei.jinju.ni.fanshe" not in m


def test_alt_b_names_si_chou_you_fanshe(found):
    """Setting jinju alt_b: the names follow the 逆 header, 巳丑酉 = 反射, 法罡 moves to 丑酉巳."""
    m = found("乙丑", 8, settings=PatternSettings(jinju="alt_b"))
    assert "jingwei.jinju.ni.fanshe" in m and "jingwei.jinju.ni.fagang" not in m
    assert m["jingwei.jinju.ni.fanshe"].outcome.variant == "alt-b"


def test_you_si_chou_carries_both_fanshe_and_caohui(found):
    """乙巳, k=8: lessons 子/乙 申/子 丑/巳 酉/丑 have no 賊 or 克; 遙剋 蒿矢: the uppers 申, 酉
    overcome 乙 木, and the yin day takes 酉 → 酉, 巳, 丑. The text names it twice: 重出."""
    m = found("乙巳", 8)
    assert "重出" in m["jingwei.jinju.ni.fanshe"].outcome.flags
    assert "重出" in m["jingwei.jinju.ni.caohui"].outcome.flags


def test_yimao_k8_runs_wei_mao_hai_the_emended_zhengyang(found):
    """乙卯, k=8: 乙 lodges 辰; only 四課 未/亥 (土克水, 克) → 未, 卯, 亥: 正陽 (printed 未亥卯)."""
    m = found("乙卯", 8)
    assert m["jingwei.muju.ni.zhengyang"].outcome.flags == ("校改：底本作未亥卯",)
    assert "jingwei.muju.shun.congji" not in m


def test_yihai_k4_runs_wei_hai_mao_congji_and_the_printed_zhengyang(found):
    """乙亥, k=4: 一課 申/乙 (克) and 四課 未/卯 (賊): 賊 first → 未, 亥, 卯 = 從吉, a 順 order. jw:L39 prints
    「未亥卯曰正陽」 too; the emendation to 未卯亥 is the catalog's, the gloss silent: 正陽 依底本 beside 從吉."""
    m = found("乙亥", 4)
    assert m["jingwei.muju.shun.congji"].outcome.flags == ()
    assert (m["jingwei.muju.ni.zhengyang"].outcome.flags, m["jingwei.muju.ni.zhengyang"].outcome.variant) == (
        ("依底本",), "literal")


def test_jiaxu_k4_runs_yin_wu_xu_yanshang(found):
    """甲戌, k=4: 甲 lodges 寅; only 三課 寅/戌 (木克土, 克) → 寅, 午, 戌: 順火局「炎上」 (申酉 void)."""
    m = found("甲戌", 4)
    assert m["jingwei.huoju.shun.yanshang"].outcome.flags == ()


# --- membership by the gloss (jw:L5, L13, L21), names on the printed orders (issue 10, point 4) ------------

def test_gengwu_fuyin_shen_yin_si_is_xuantai_by_membership(found):
    """庚午 伏吟 (子將 子時): 剛日 自任: 初傳 干上 申, 申刑寅 → 寅, 寅刑巳 → 巳: 申寅巳, all 孟: 懸胎 (jw:L5
    「三傳全落在寅、申、巳、亥四孟之位」), but not a printed order, so neither 順 nor 逆."""
    m = found("庚午", 0)
    assert "jingwei.xuantai" in m
    assert "jingwei.xuantai.shun" not in m and "jingwei.xuantai.ni" not in m


def test_the_emended_order_shen_yin_si_is_a_forward_xuantai(found):
    """The same chart under `membership` emended: 申寅亥 read 申寅巳, so 順懸胎 with the badge."""
    m = found("庚午", 0, settings=PatternSettings(membership="emended"))
    assert m["jingwei.xuantai.shun"].outcome.flags == ("校改：底本作申寅亥",)


def test_the_emendation_does_not_name_the_printed_order_any_more(found):
    """申寅亥 never occurs; the emended list drops it: a chart of 申亥寅 (丙寅, k=3) stays without a direction."""
    m = found("丙寅", 3, settings=PatternSettings(membership="emended"))
    assert "jingwei.xuantai" in m and "jingwei.xuantai.shun" not in m


def test_dingmao_fuyin_mao_zi_wu_is_guange_by_membership(found):
    """丁卯 伏吟: 柔日 自信: 初傳 支上 卯, 卯刑子 → 子, 子刑卯 … 沖 → 午: 卯子午, all 仲: 關隔, no printed order."""
    m = found("丁卯", 0)
    assert "jingwei.guange" in m and "jingwei.guange.shun" not in m and "jingwei.guange.ni" not in m


def test_xinwei_fuyin_wei_chou_xu_is_jiase_by_membership(found):
    """辛未 伏吟: 初傳 未, 未刑丑 → 丑, 丑刑戌 → 戌: 未丑戌, all 季: 稼穡, no printed order."""
    m = found("辛未", 0)
    assert "jingwei.jiase" in m and "jingwei.jiase.shun" not in m and "jingwei.jiase.ni" not in m


def test_the_catalogs_reading_leaves_an_unlisted_order_without_a_family(found):
    """Under `membership` catalog only the listed orders count: 未丑戌 is none of them."""
    assert "jingwei.jiase" not in found("辛未", 0, settings=PatternSettings(membership="catalog"))


def test_fanyin_on_two_meng_is_no_xuantai(found, ke):
    """甲申 返吟 (午將 子時, k=6): 寅 申 寅 stands on two of the 孟, not three: the printed orders, like the gloss's
    「四孟之位」 each taking one, have three transmissions on three places."""
    assert ke("甲申", 6).transmissions.branches == (2, 8, 2)
    assert "jingwei.xuantai" not in found("甲申", 6)


def test_no_ke_is_a_forward_xuantai_on_the_regularized_orders_alone():
    """By default 巳申亥 and 申亥寅 (the catalog's conjecture) are 懸胎 without a direction on every 課."""
    from divination.patterns.facts import Facts
    from divination.patterns.survey import ke_charts, ke_matches

    for chart, found_here in zip(ke_charts(), ke_matches()):
        if Facts(chart).seq3 in ((5, 8, 11), (8, 11, 2)):
            ids = {m.entry.id for m in found_here}
            assert "jingwei.xuantai" in ids and "jingwei.xuantai.shun" not in ids

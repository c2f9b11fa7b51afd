"""孤哀…失群 (§4.22) and the twelve generals on the initial with their positions (§4.23–§4.34)."""
from divination.patterns.settings import PatternSettings

VOID = "void:勿實論"


# --- void 用神 ----------------------------------------------------------------------------------

def test_a_void_parent_initial_is_guai_never_flagged(found):
    """乙丑, k=10: 初傳 亥 水 生 乙 木 (印), void in the 甲子旬: 孤哀·初傳, with no 勿實論 flag."""
    m = found("乙丑", 10)
    assert m["jingwei.guai.chu"].outcome.flags == ()
    assert "jingwei.mingling" not in m


def test_a_void_fire_ju_on_a_bing_day_is_shiqun(found):
    """丙寅, k=8: 丙 lodges 巳; only 三課 戌/寅 (木克土, 賊) → 戌, 午, 寅: a fire 局, 比 丙 火 (劫),
    with 戌 void (甲子旬): 失群·三傳合局 (printed 「三合合局」)."""
    m = found("丙寅", 8)
    assert m["jingwei.shiqun.ju3"].outcome.flags == ("校改：底本作三合合局",)
    assert m["jingwei.jiecai.ju3"].outcome.flags == (VOID,)


def test_widowhood_reading_follows_the_querents_sex(found):
    """壬申, k=11: 壬 lodges 亥; only 一課 戌/壬 (土克水, 克) → 戌, 酉, 申. 戌 克 壬 (鬼), void (甲子旬):
    孀居; a woman's chart reads 喪夫, a chart without querent shows no split."""
    woman = found("壬申", 11, birth_year=1990, sex="female", query_year=2026)
    assert woman["jingwei.shuangju.chu"].outcome.flags == ("女：喪夫",)
    assert found("壬申", 11)["jingwei.shuangju.chu"].outcome.flags == ()


# --- the twelve generals ---------------------------------------------------------------------

def test_gengchen_at_yin_has_xuanwu_over_zi(found):
    """庚辰, k=4 at 寅 (night): noble 未 on 卯, forward: 未 貴人 … 辰 玄武. 初傳 辰 on 子: 逃脫 and
    玄武臨子「發」."""
    m = found("庚辰", 4, hour="寅")
    assert {"jingwei.taotuo", "jingwei.taotuo.fa"} <= set(m)
    assert m["jingwei.taotuo.fa"].entry.names[0] == "玄武臨子「(散)發」"


def test_tengshe_over_chen_is_ruzhong_by_the_gloss_and_xianglong_by_tradition(found):
    """乙丑, k=3: 一課 未/乙 (木克土, 賊) → 未, 戌, 丑. Night noble of 乙 is 申, on 巳, backward:
    未 螣蛇, on 辰: 入冢 (gloss, 校改); the traditional reading names 辰 象龍."""
    m = found("乙丑", 3)
    assert m["jingwei.kongju.ruzhong"].outcome.flags == ("校改",)
    trad = found("乙丑", 3, settings=PatternSettings(tengshe="traditional"))
    assert "jingwei.kongju.xianglong" in trad and "jingwei.kongju.ruzhong" not in trad


def test_tianhou_over_chou_is_toukui_and_void(found):
    """癸丑, k=1: 癸 lodges 丑; only 三課 寅/丑 (木克土, 克) → 寅, 卯, 辰. Night noble 卯 on 寅,
    forward: … 寅 天后. 寅 on 丑: 偷窺 (printed 臨子). 甲辰旬: 寅 void → 「天后空勿實論」."""
    m = found("癸丑", 1)
    assert m["jingwei.ganfu.toukui"].outcome.flags == ("校改：底本作臨子曰偷窺", VOID)
    assert m["jingwei.ganfu"].outcome.flags == (VOID,)


def test_baihu_over_zi_is_nishui(found):
    """乙亥, k=1: only 四課 丑/子 (土克水, 克) → 丑, 寅, 卯. Night noble 申 on 未, backward:
    申 貴人 未 螣蛇 午 朱雀 巳 六合 辰 勾陳 卯 青龍 寅 天空 丑 白虎. 丑 on 子: 溺水."""
    assert "jingwei.zaisang.nishui" in found("乙亥", 1)


def test_the_initial_itself_is_the_position_under_scope_initial(found):
    """The same chart read by P1: the position is 丑 itself: 白虎臨丑「在野」, not 溺水."""
    m = found("乙亥", 1, settings=PatternSettings(scope="initial"))
    assert "jingwei.zaisang.zaiye" in m and "jingwei.zaisang.nishui" not in m


def test_baihu_over_hai_has_a_name_only_in_the_traditional_extension(found):
    """壬申, k=11 (初傳 戌): night noble 卯 on 辰, forward: … 戌 白虎; 戌 on 亥, a branch the text
    leaves out: only 災喪; with the extension, 溺水 (傳統補)."""
    assert not any(i.startswith("jingwei.zaisang.") for i in found("壬申", 11))
    extended = found("壬申", 11, settings=PatternSettings(baihu="extended"))["jingwei.zaisang.nishui"]
    assert "傳統補" in extended.outcome.flags


def test_anywhere_scope_names_one_position_for_every_general(found):
    """P2: every general stands somewhere, so each paragraph names one position (where named)."""
    m = found("甲子", 0, settings=PatternSettings(scope="anywhere"))
    families = ("gangui", "kongju", "wenshu", "jiaohe", "zhengsong", "xiqing", "chaotian", "zaisang",
                "yanhui", "taotuo", "anmei", "ganfu")
    named = {i.split(".")[1] for i in m if i.count(".") == 2 and i.split(".")[1] in families}
    # 伏吟, k=0: 白虎 stands on its own branch; 甲子 night noble 未 on 未 → backward, 白虎 on 子: named.
    assert named == set(families)


def test_a_void_child_initial_is_mingling(found):
    """丙寅, k=8 (戌, 午, 寅): 丙 火 生 戌 土 (盜), 戌 void: 螟蛉·初傳."""
    assert "jingwei.mingling.chu" in found("丙寅", 8)


def test_jiase_counts_as_earths_ju_for_the_void_wealth(found):
    """乙丑, k=3 (未, 戌, 丑, see 入冢): a 稼穡, earth, which 乙 木 克 (財), with 戌 void: 鰥居·三傳合局.
    A-EARTHJU never: 稼穡 is no 局, no match."""
    assert "jingwei.guanju.ju3" in found("乙丑", 3)
    assert "jingwei.guanju.ju3" not in found("乙丑", 3, settings=PatternSettings(earth_ju="never"))


def test_zhuque_over_si_is_the_lost_item(found):
    """丙寅, k=4 at 午: 丙 lodges 巳; only 一課 酉/丙 (火克金, 賊) → 酉, 丑, 巳. Day noble of 丙 is 亥,
    on 未, backward: 亥 貴人 戌 螣蛇 酉 朱雀. 酉 on 巳: the item whose branch and name are lost (脫文)."""
    m = found("丙寅", 4, hour="午")["jingwei.wenshu.lost"]
    assert m.outcome.flags == ("脫文",)


def test_liuhe_over_mao_is_weili_by_the_gloss_and_rushi_by_tradition(found):
    """戊寅, k=1: 戊 lodges 巳; only 四課 辰/卯 (木克土, 賊) → 辰, 巳, 午. Night noble of 戊 is 未, on 午,
    backward: 未 貴人 午 螣蛇 巳 朱雀 辰 六合. 辰 on 卯: 違理 (gloss); 入室 in the tradition."""
    assert "jingwei.jiaohe.weili" in found("戊寅", 1)
    trad = found("戊寅", 1, settings=PatternSettings(liuhe="traditional"))
    assert "jingwei.jiaohe.rushi" in trad and "jingwei.jiaohe.weili" not in trad
    assert trad["jingwei.jiaohe.rushi"].outcome.variant == "alt-traditional"


def test_taiyin_over_zi_is_chuilian_supplied(found):
    """壬申, k=1: 壬 lodges 亥; only 二課 丑/子 (土克水, 克) → 丑, 寅, 卯. Night noble 卯 on 寅, forward:
    … 丑 太陰. 丑 on 子: 「臨子曰簾」, read 垂簾 (校補)."""
    m = found("壬申", 1)["jingwei.anmei.chuilian"]
    assert (m.entry.names[0], m.outcome.flags) == ("太陰臨子「(垂)簾」", ("校補",))


def test_gouchen_over_wei_is_ruyi_void(found):
    """丁未, k=8 at 午: 丁 lodges 未; only 三課 卯/未 (木克土, 克) → 卯, 亥, 未. Day noble 亥 on 卯,
    forward: 亥 貴人 子 螣蛇 丑 朱雀 寅 六合 卯 勾陳. 卯 on 未: 入驛; 甲辰旬 leaves 寅卯 void."""
    assert found("丁未", 8, hour="午")["jingwei.zhengsong.ruyi"].outcome.flags == (VOID,)


def test_the_general_void_clause_holds_under_v0_too(found):
    """「X空勿實論」 is the text's own clause: V0 keeps it (癸丑, k=1: 天后 on the void 寅)."""
    m = found("癸丑", 1, settings=PatternSettings(void_rule="v0"))
    assert m["jingwei.ganfu"].outcome.flags == (VOID,)

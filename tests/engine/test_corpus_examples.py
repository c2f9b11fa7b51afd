"""The corpus's own worked examples (the texts' worked examples (tests/engine/test_corpus_examples.py)): plates, lessons, transmissions, generals."""
from divination.engine.chart import chart_from_ke
from divination.engine.cycles import BRANCHES, STEMS
from divination.engine.options import Options


def lessons_of(chart):
    return [(l.lower_name, BRANCHES[l.upper]) for l in chart.lessons]


def test_tv1_guiyou_day_wu_hour_hai_general():
    """xj:L35 (八迍): 正月 癸酉日 午時 亥將: lessons (癸:午)(午:亥)(酉:寅)(寅:未); 比用 → 未 子 巳;
    貴人 巳 順; 未 朱雀, 子 白虎, 午 螣蛇, 寅 玄武."""
    chart = chart_from_ke("癸酉", "亥", "午", month="寅")
    assert chart.k == 5
    assert lessons_of(chart) == [("癸", "午"), ("午", "亥"), ("酉", "寅"), ("寅", "未")]
    assert [l.relation for l in chart.lessons] == ["zei", "ke", "zei", "zei"]
    assert "".join(BRANCHES[b] for b in chart.transmissions.branches) == "未子巳"
    assert chart.transmissions.method == "比用"
    assert BRANCHES[chart.generals.noble] == "巳" and chart.generals.forward
    general_on = {BRANCHES[h]: chart.general_on(h) for h in range(12)}
    assert general_on["未"] == "朱雀" and general_on["子"] == "白虎"
    assert general_on["午"] == "螣蛇" and general_on["寅"] == "玄武"


def test_tv2_yiyou_day_wu_hour_hai_general():
    """xj:L115 (天獄): 正月 乙酉日 午時 亥將: lessons (乙:酉)(酉:寅)(酉:寅)(寅:未); 初傳 未 on 寅."""
    chart = chart_from_ke("乙酉", "亥", "午", month="寅")
    assert lessons_of(chart) == [("乙", "酉"), ("酉", "寅"), ("酉", "寅"), ("寅", "未")]
    assert BRANCHES[chart.transmissions.initial] == "未"
    assert BRANCHES[chart.earth_under(chart.transmissions.initial)] == "寅"
    assert BRANCHES[chart.heaven_on(11)] == "辰"  # 辰 on 亥, 乙's 長生


def test_tv3_yiyou_day_xu_hour_zi_general_puts_chen_on_yin():
    """xj:L99 (天禍): 立春 乙酉日 戌時 子將 (k = 2): 辰 (乙's lodging) stands on 寅 (甲's lodging)."""
    chart = chart_from_ke("乙酉", "子", "戌")
    assert chart.k == 2
    assert BRANCHES[chart.earth_under(4)] == "寅"


def test_tv4_jiaxu_day_yin_hour_xu_general_default_noble_differs_from_the_text():
    """xj:L135 (魄化): 甲戌日 寅時 戌將: 白虎 must ride 午, which needs the day noble 丑 at 寅 (A-GUI).

    The default rule (寅 is a night hour) gives the night noble 未, so 白虎 does not ride 午:
    the page must say so. Forcing the day noble reproduces the text.
    """
    default = chart_from_ke("甲戌", "戌", "寅")
    assert [BRANCHES[l.upper] for l in default.lessons][:3] == ["戌", "午", "午"]
    assert BRANCHES[default.generals.noble] == "未"
    assert default.general_on(6) != "白虎"
    text = chart_from_ke("甲戌", "戌", "寅", daytime=True)
    assert BRANCHES[text.generals.noble] == "丑"
    assert BRANCHES[text.generals.noble_ground] == "巳" and not text.generals.forward
    assert text.general_on(6) == "白虎"


def test_tv5_renxu_day_wei_hour_wu_general_white_tiger_on_xu():
    """xj:L139 (魄化): 六月 壬戌日 未時 午將 (k = 11): 干上 戌 and 白虎 rides 戌.

    The catalog infers 貴人 卯 on 辰 (順); but the day noble of docs/engine-rules.md §4 (壬 巳 at a 未 hour)
    stands on 午 and runs backward, which also puts 白虎 (the seventh general) on 戌: the text holds.
    """
    chart = chart_from_ke("壬戌", "午", "未", month="未")
    assert chart.k == 11
    assert BRANCHES[chart.lessons[0].upper] == "戌"
    assert BRANCHES[chart.generals.noble] == "巳" and BRANCHES[chart.generals.noble_ground] == "午"
    assert not chart.generals.forward
    assert chart.general_on(10) == "白虎"


def test_tv8_geng_day_heaven_net_you_earth_net_mao():
    """xj:L159: on a 庚 day 天羅 is 酉 and 地網 卯."""
    spirits = {s.name: BRANCHES[s.branches[0]] for s in chart_from_ke("庚子", "子", "子").spirits()}
    assert spirits["天羅"] == "酉" and spirits["地網"] == "卯"


def test_tv10_jiaxu_decade_is_void_at_shen_you():
    """xj:L3 (寡宿): in the 甲戌 decade 申酉 are void."""
    assert [BRANCHES[b] for b in chart_from_ke("乙亥", "子", "子").void] == ["申", "酉"]


def test_tv12_yi_day_life_stages_chang_sheng_hai_di_wang_mao_mu_wei():
    """xj:L119: 乙 is born at 亥, flourishes at 卯, is buried at 未 (yin stems count forward)."""
    chart = chart_from_ke("乙丑", "子", "子")
    assert chart.life_stage_of(11) == "長生" and chart.life_stage_of(3) == "帝旺"
    assert chart.life_stage_of(7) == "墓"


def test_jiayang_noble_table_puts_jia_day_noble_on_wei():
    chart = chart_from_ke("甲子", "子", "午", options=Options(noble_table="jiayang"))
    assert BRANCHES[chart.generals.noble] == "未"


def test_hidden_stems_follow_the_decade():
    """丁卯 is in the 甲子 decade: 子甲 丑乙 … 酉癸; 戌亥 are void and carry no stem."""
    chart = chart_from_ke("丁卯", "亥", "丑")
    assert [STEMS[chart.hidden_stem(b)] for b in range(10)] == list("甲乙丙丁戊己庚辛壬癸")
    assert chart.hidden_stem(10) is None and chart.hidden_stem(11) is None

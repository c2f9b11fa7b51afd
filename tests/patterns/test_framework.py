"""The matcher's framework: settings and their token, the facts of §2, the registry and match_chart."""
import datetime as dt

import pytest

from divination.engine.chart import chart_from_ke
from divination.engine.errors import ChartInputError
from divination.engine.moment import chart_from_moment
from divination.patterns.facts import Facts, MissingInput
from divination.patterns.registry import (
    FAMILY_MODULES,
    NOT_EVALUATED,
    PARTIAL,
    Entry,
    Outcome,
    evaluate,
    missing_inputs,
    passage_of,
)
from divination.patterns.settings import PATTERN_SETTING_SPECS, PatternSettings

B = "子丑寅卯辰巳午未申酉戌亥"


def br(name: str) -> int:
    return B.index(name)


# --- settings -------------------------------------------------------------------------------

def test_default_settings_token_names_every_setting_and_reads_back():
    token = PatternSettings().to_token()
    assert len(token.split(".")) == len(PATTERN_SETTING_SPECS)
    assert PatternSettings.from_token(token) == PatternSettings()


def test_a_token_carries_a_chosen_alternative():
    chosen = PatternSettings(xing="mutual", scope="initial", tengshe="traditional")
    assert PatternSettings.from_token(chosen.to_token()) == chosen


def test_setting_keys_are_unique_and_defaults_are_allowed_values():
    assert len({spec.key for spec in PATTERN_SETTING_SPECS}) == len(PATTERN_SETTING_SPECS)
    for spec in PATTERN_SETTING_SPECS:
        assert getattr(PatternSettings(), spec.name) == spec.default
        assert set(spec.explanations) == set(spec.values)


def test_a_bad_setting_value_is_a_chart_input_error():
    with pytest.raises(ChartInputError):
        PatternSettings(xing="sideways")
    with pytest.raises(ChartInputError):
        PatternSettings.from_token("x9")


def test_from_mapping_overrides_only_named_settings():
    assert PatternSettings.from_mapping({"void_rule": "v0", "unknown": "1"}) == PatternSettings(void_rule="v0")


# --- facts of a 課-only chart ----------------------------------------------------------------

@pytest.fixture
def gengchen():
    """庚辰日 寅時 午將: k = 午 − 寅 = 4; 庚 lodges in 申."""
    return Facts(chart_from_ke("庚辰", "午", "寅"))


def test_plates_and_lessons_follow_k(gengchen):
    f = gengchen
    assert (f.k, f.G) == (4, br("申"))
    assert f.up(br("申")) == br("子") and f.down(br("子")) == br("申")
    # 一課 子/庚, 二課 辰/子, 三課 申/辰, 四課 子/申
    assert (f.ganshang, f.ganyin, f.zhishang, f.zhiyin) == (br("子"), br("辰"), br("申"), br("子"))


def test_transmissions_of_gengchen_form_the_water_triad(gengchen):
    # 三課 申/辰 and 二課 辰/子: 辰 土 克 子 水 (上克下) is the only 克 → 初傳 辰, 中 申, 末 子.
    assert gengchen.seq3 == (br("辰"), br("申"), br("子"))
    assert gengchen.ju3_element is not None and gengchen.ju3(4)


def test_decade_void_of_a_jiaxu_day():
    """TV10: the 甲戌旬 leaves 申酉 void."""
    f = Facts(chart_from_ke("庚辰", "午", "寅"))
    assert f.XK == (br("申"), br("酉"))
    assert f.void(br("申")) and not f.void(br("戌"))


def test_seated_void_also_counts_a_branch_standing_on_the_void():
    f = Facts(chart_from_ke("庚辰", "午", "寅"), PatternSettings(void2="seated"))
    # k = 4: 子 stands on 申, which is void.
    assert f.void(br("子"))


def test_heaven_net_and_earth_net_of_a_geng_day(gengchen):
    """TV8: 庚 → 申 → 天羅 酉, 地網 卯."""
    assert (gengchen.TL, gengchen.DW) == (br("酉"), br("卯"))


def test_yi_stages_are_counted_forward_from_hai():
    """TV12: 乙 day: 長生 亥, 帝旺 卯, 墓 未."""
    f = Facts(chart_from_ke("乙酉", "亥", "午"))
    assert [f.stage_branch(s) for s in ("長生", "帝旺", "墓")] == [br("亥"), br("卯"), br("未")]


def test_virtue_of_a_gui_day_lodges_in_si():
    """TV11: RIDE(癸) = 戊, LODGE(戊) = 巳."""
    assert Facts(chart_from_ke("癸酉", "亥", "午")).ride_branch == br("巳")


def test_kin_classes_relative_to_the_day_stem(gengchen):
    # 庚 金: 辰 土 生 金 → 印; 子 水 ← 金 生 → 盜; 午 火 克 金 → 鬼; 寅 木 → 財; 酉 金 → 劫.
    assert [gengchen.lq(br(x)) for x in "辰子午寅酉"] == ["印", "盜", "鬼", "財", "劫"]


def test_tv1_generals_of_guiyou_at_wu_hour():
    """TV1: 癸酉日 午時 亥將: 貴人 巳 順; 未 朱雀, 子 白虎, 午 螣蛇, 寅 玄武."""
    f = Facts(chart_from_ke("癸酉", "亥", "午"))
    assert f.pos("貴人") == br("巳") and f.gui_dir == 1
    assert [f.gen_on(br(x)) for x in "未子午寅"] == ["朱雀", "白虎", "螣蛇", "玄武"]


def test_front_of_the_noble_follows_its_procession():
    f = Facts(chart_from_ke("癸酉", "亥", "午"))
    # 貴人 on heaven 巳 over earth 子 (k = 5), forward: 前一 is earth 丑, 後一 earth 亥.
    assert f.gpos("貴人") == br("子")
    assert f.front(br("丑")) and f.back(br("亥")) and not f.front(br("午"))


def test_directed_punishment_and_its_mutual_alternative(gengchen):
    assert gengchen.xing(br("寅"), br("巳")) and not gengchen.xing(br("巳"), br("寅"))
    mutual = Facts(chart_from_ke("庚辰", "午", "寅"), PatternSettings(xing="mutual"))
    assert mutual.xing(br("巳"), br("寅"))


@pytest.mark.parametrize("field,code", [
    ("M", "MB"), ("m", "MB"), ("season4", "MB"), ("ruler5", "MB"), ("Y", "YR"), ("MP", "MP"),
    ("lunar_month", "LD"), ("yuesu", "LD"), ("Ym", "LD"), ("sili_day", "JQ"), ("fenzhi_day", "JQ"),
    ("D_prev", "JQ"), ("Z_prev", "JQ"), ("N", "XN"), ("upN", "XN"), ("sex", "SX"),
])
def test_calendar_and_querent_fields_of_a_ke_only_chart_need_their_input(gengchen, field, code):
    with pytest.raises(MissingInput) as raised:
        getattr(gengchen, field)
    assert raised.value.code == code


def test_a_given_month_gives_the_seasons_and_states():
    f = Facts(chart_from_ke("庚辰", "午", "寅", month="辰"))
    # 辰月: S4 spring; S5 earth rules → 金 相, 木 囚.
    assert (f.M, f.m, f.season4) == (br("辰"), 3, "spring")
    assert f.state(br("酉")) == "相" and f.state(br("寅")) == "囚"


def test_a_moment_gives_calendar_and_querent_fields():
    """2024-02-24 12:00 in Shanghai is 正月十五 (元宵): 月宿 星, in 午 (TV7)."""
    chart = chart_from_moment(dt.datetime(2024, 2, 24, 12), "Asia/Shanghai", birth_year=1990, sex="male")
    f = Facts(chart)
    assert (f.lunar_month, f.lunar_day, f.yuesu, f.Ym) == (1, 15, "星", br("午"))
    assert f.MP == "望" and f.sex == "男"
    assert f.M == br("寅") and f.Y == br("辰")
    # 1990 male, nominal age 35 in 2024: 丙寅 forward 34 steps → 庚子: 行年 子.
    assert f.N == br("子")


# --- registry -------------------------------------------------------------------------------

def _entry(test, inputs=frozenset({"C"})) -> Entry:
    return Entry("test.entry", ("試",), "jingwei-2-1", "jw:L3/L5", inputs, "simple", "—", "懸胎", test)


def test_an_entry_needing_an_absent_input_is_not_evaluated_with_its_codes():
    chart = chart_from_ke("庚辰", "午", "寅")
    facts = Facts(chart)
    result = evaluate(_entry(lambda f, s: Outcome() if f.N == f.M else None, frozenset({"C", "MB", "XN"})),
                      facts, PatternSettings(), missing_inputs(chart))
    assert result.status == NOT_EVALUATED and result.needs == ("MB", "XN")


def test_a_partial_outcome_is_reported_only_when_some_condition_holds():
    chart = chart_from_ke("庚辰", "午", "寅")
    facts, settings, missing = Facts(chart), PatternSettings(), missing_inputs(chart)
    assert evaluate(_entry(lambda f, s: Outcome(partial=(0, 3))), facts, settings, missing) is None
    assert evaluate(_entry(lambda f, s: Outcome(partial=(2, 3))), facts, settings, missing).status == PARTIAL
    assert evaluate(_entry(lambda f, s: Outcome(partial=(3, 3))), facts, settings, missing).status == "match"


def test_passage_keys_from_source_lines():
    assert passage_of("jw:L7/L9 (JP ja:L9)") == "jingwei-2-2"


def test_family_modules_put_jingwei_before_xinjing():
    works = [name.split(".", 1)[0] for name in FAMILY_MODULES]
    assert works == sorted(works, key=("jingwei", "xinjing").index)


def test_earth_rules_only_the_eighteen_days_before_a_li_under_tuwang():
    """2024-04-10 is in the 辰 month (清明 04-04): earth's month by S5; 立夏 (05-05) is 25 days away,
    so under 土旺用事 spring's wood still rules."""
    chart = chart_from_moment(dt.datetime(2024, 4, 10, 12), "Asia/Shanghai")
    assert Facts(chart).ruler5 == 2                       # 土
    assert Facts(chart, PatternSettings(season="tuwang")).ruler5 == 0   # 木
    late = chart_from_moment(dt.datetime(2024, 4, 25, 12), "Asia/Shanghai")
    assert Facts(late, PatternSettings(season="tuwang")).ruler5 == 2


def test_lunar_seasons_follow_the_lunar_month():
    """2024-02-08 is 臘月廿九 but already 寅月 (立春 02-04): spring by 月建, winter by lunar month."""
    chart = chart_from_moment(dt.datetime(2024, 2, 8, 12), "Asia/Shanghai")
    assert Facts(chart).season4 == "spring"
    assert Facts(chart, PatternSettings(season="lunar")).season4 == "winter"

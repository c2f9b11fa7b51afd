"""The spirits of 六壬大全 卷一 神煞立成 (docs/spirits.md), tested against the text itself.

The text prints the month's spirits twice: as rules (月令雜列神煞, 「巳寅亥申三輪」) and as the table of the
twelve palaces for each month (逐月神煞). Where the two agree, each checks the other; where they do not,
the disagreement is written out here, month by month, as the text prints it. Other expected values
are the text's own examples (「如子年見未」, 「如己年見甲」, 「日前一位」, 「支前五辰」, 「驛馬前一位」).
"""
import pytest

from divination.engine.chart import chart_from_ke
from divination.engine.cycles import BRANCHES, STEMS
from divination.engine.options import Options
from divination.engine.relations import post_horse
from divination.engine.shensha.palaces import MONTHLY_TABLE, RUN_TOGETHER, SPELLINGS
from divination.engine.shensha.placing import (
    GROUPS,
    ROW_BY_KEY,
    SpiritKey,
    chart_spirits,
    moved_spirits,
    palace_group,
    placed_spirits,
)
from divination.engine.shensha.rows import read_row
from divination.engine.spirits import VIRTUE_STEM, heaven_net

MONTH_BRANCH = {m: (m + 1) % 12 for m in range(1, 13)}   # 正月 = 寅月


def table_palaces(name: str, month: int) -> str:
    """The palaces on which the 逐月 table prints `name` in `month` (正月 = 1), in palace order."""
    found = ""
    for palace, good, bad in MONTHLY_TABLE[month]:
        names = {SPELLINGS.get(n, n) for word in f"{good} {bad}".split() for n in RUN_TOGETHER.get(word, (word,))}
        if name in names:
            found += palace
    return found


def row_branch(key: str, index: int, emended: bool = False) -> str:
    branch = ROW_BY_KEY[key].places(emended)[index]
    return BRANCHES[branch] if branch is not None else ""


# --- the notation of the rows -------------------------------------------------------------------

@pytest.mark.parametrize(("printed", "expected"), [
    ("巳寅亥申三輪", "巳寅亥申巳寅亥申巳寅亥申"),
    ("亥順十二", "亥子丑寅卯辰巳午未申酉戌"),
    ("巳逆十二", "巳辰卯寅丑子亥戌酉申未午"),
    ("午順六陽", "午申戌子寅辰午申戌子寅辰"),
    ("春戌夏丑秋辰冬未", "戌戌戌丑丑丑辰辰辰未未未"),
    ("正月丑逆行四季", "丑戌未辰丑戌未辰丑戌未辰"),
    ("即月建", "寅卯辰巳午未申酉戌亥子丑"),
    ("歲前二辰", "寅卯辰巳午未申酉戌亥子丑"),
    ("歲後五位", "未申酉戌亥子丑寅卯辰巳午"),
    ("正午、二辰、三寅、四酉、五卯、六申、七丑、八巳、九子、十亥、十一未、十二戌", "午辰寅酉卯申丑巳子亥未戌"),
])
def test_a_row_is_read_as_its_notation_says(printed, expected):
    assert "".join(BRANCHES[b] for b in read_row(printed)) == expected


def test_a_stem_in_a_branch_row_stands_at_its_lodging_and_kun_at_shen():
    """天德 「丁坤壬辛亥甲癸寅丙乙巳庚」: 正月 丁 at 未 (the 逐月 table's 正月 未 天德), 二月 坤 at 申."""
    assert row_branch("tian_de", 0) == "未" == table_palaces("天德", 1)
    assert row_branch("tian_de", 1) == "申"


def test_a_short_row_places_nothing_past_its_end():
    """血忌 prints ten values: 依底本 十一月 and 十二月 have none; 校改 午 and 子, as the 逐月 table prints."""
    assert row_branch("xue_ji", 10) == "" and row_branch("xue_ji", 11) == ""
    assert row_branch("xue_ji", 10, emended=True) == "午" == table_palaces("血忌", 11)
    assert row_branch("xue_ji", 11, emended=True) == "子" == table_palaces("血忌", 12)


# --- the month's rows against the 逐月 table, all twelve months ---------------------------------

AGREEING_ROWS = ("tian_ma", "wandering_soul", "huang_shu", "zai_sha", "xiao_sha", "shi_cao", "si_qi", "death_spirit",
                 "mu_men", "chang_sheng", "wang_wang", "xue_zhi", "xie_shen", "xian_chi")


@pytest.mark.parametrize("key", AGREEING_ROWS)
def test_month_row_places_its_spirit_where_the_monthly_table_prints_it_in_all_twelve_months(key):
    name = ROW_BY_KEY[key].name
    assert [row_branch(key, m - 1) for m in range(1, 13)] == [table_palaces(name, m) for m in range(1, 13)]


# Rows the text prints damaged, or by another rule than its own 逐月 table: 校改 reads them as the table.
EMENDED_BY_THE_TABLE = ("ci_hu", "di_yi", "fei_lian", "lei_sha", "yin_sha", "yue_gui", "tian_yu", "yue_po",
                        "tian_dao_month", "tian_er", "xue_ji", "he_san", "tian_che", "sheng_xin")


@pytest.mark.parametrize("key", EMENDED_BY_THE_TABLE)
def test_emended_row_stands_on_a_palace_the_monthly_table_prints_it_on(key):
    """Every month the table prints the name (八月 aside: see the next test), the 校改 reading is among its palaces."""
    name = ROW_BY_KEY[key].name
    for month in (m for m in range(1, 13) if m != 8):
        printed = table_palaces(name, month)
        assert not printed or row_branch(key, month - 1, emended=True) in printed, (name, month)


@pytest.mark.parametrize(("key", "month", "printed", "table"), [
    ("lei_sha", 1, "亥", "巳"), ("lei_sha", 4, "寅", "申"),
    ("yue_po", 1, "亥", "申"), ("yue_po", 5, "卯", "子"),
    ("tian_yu", 1, "未", "子"), ("tian_yu", 4, "戌", "酉"),
    ("yue_gui", 1, "午", "未"), ("yue_gui", 2, "辰", "午"),
    ("ci_hu", 1, "酉", "辰"), ("di_yi", 1, "酉", "子"),
    ("fei_lian", 1, "巳", "戌"), ("tian_er", 1, "戌", "寅"),
])
def test_printed_row_and_monthly_table_disagree_as_the_text_prints_them(key, month, printed, table):
    assert row_branch(key, month - 1) == printed
    assert table_palaces(ROW_BY_KEY[key].name, month) == table


@pytest.mark.parametrize("name", ["天喜", "天詔", "天書", "皇恩", "會神", "生氣", "信神", "成神", "天巫", "天解",
                                  "解神", "信煞"])
def test_august_table_prints_the_lucky_line_one_palace_early(name):
    """八月 (酉月): the 逐月 table's 吉 lines stand one palace before where every row places them."""
    key = next(row.key for row in ROW_BY_KEY.values() if row.name == name and row.group == "month")
    rule = ROW_BY_KEY[key].places(False)[7]
    assert table_palaces(name, 8) == BRANCHES[(rule - 1) % 12]


@pytest.mark.parametrize("month", range(1, 13))
def test_every_name_of_the_monthly_table_is_placed_in_its_month(month):
    """Each name the 逐月 table prints stands on the chart: by its 月令 row, or as the table places it.

    Read 校改: 依底本 the short rows 飛廉 喝散 血忌 place nothing in the months they lose (tested above)."""
    printed = {SPELLINGS.get(n, n) for _, good, bad in MONTHLY_TABLE[month]
               for word in f"{good} {bad}".split() for n in RUN_TOGETHER.get(word, (word,))}
    placed = {s.name for s in chart_spirits(day_stem=0, day_branch=0, month_branch=MONTH_BRANCH[month], year=None,
                                            emended=True, dashi="common")}
    assert printed - {"驛心", "會［部", "月皮", "四放心", "天時", "喪魁", "浴神", "孤神", "天殺"} <= placed


def test_first_month_palace_spirits_stand_where_the_table_prints_them():
    """正月 (寅月): 子 外解, 丑 雨師 天牢, 勾陳 on 丑 and on 卯, 申 驛馬, 亥 劫煞, 巳 亡神 and 孤辰 (printed run together)."""
    placed = {s.name: "".join(BRANCHES[b] for b in s.branches) for s in palace_group(2, False)}
    assert placed["外解"] == "子" and placed["雨師"] == "丑" and placed["天牢"] == "丑"
    assert placed["勾陳"] == "丑卯"
    assert placed["驛馬"] == "申" and placed["劫煞"] == "亥"
    assert placed["亡神"] == "巳" and placed["孤辰"] == "巳"


def test_a_misprinted_name_keeps_its_print_unless_emended():
    """五月 丑 prints 驛心 where the row 聖心 (亥巳子午丑…) stands: 依底本 驛心 is a spirit of its own."""
    printed = {s.name for s in palace_group(6, False)}
    emended = {s.name for s in palace_group(6, True)}
    assert "驛心" in printed and "驛心" not in emended


# --- the year's rows -------------------------------------------------------------------------------

def year_branch_of(key: str, year: str) -> str:
    stem, branch = STEMS.index(year[0]), BRANCHES.index(year[1])
    return next("".join(BRANCHES[b] for b in s.branches)
                for s in chart_spirits(day_stem=0, day_branch=0, month_branch=None, year=(stem, branch),
                                       emended=False, dashi="commentary") if s.key == key)


def test_year_rows_follow_the_texts_own_examples():
    assert year_branch_of("sui_mu", "甲子") == "未"      # 歲墓 「如子年見未」
    assert year_branch_of("sui_zhai", "甲子") == "巳"    # 歲宅 「如子年見巳」
    assert year_branch_of("sui_de", "己巳") == "寅"      # 歲德 「陰年從陽，如己年見甲」: 甲 lodges at 寅
    assert year_branch_of("sui_he", "甲子") == "未"      # 歲合 「即甲年見己」: 己 lodges at 未
    assert year_branch_of("sui_jun", "丙午") == "巳"     # 歲君 「甲見甲之類」: 丙 lodges at 巳


def test_the_general_of_the_year_moves_one_middle_branch_every_three_years():
    """「亥子丑年將軍酉，三年一移順仲神」: 亥子丑 酉, 寅卯辰 子, 巳午未 卯, 申酉戌 午."""
    row = "".join(BRANCHES[b] for b in ROW_BY_KEY["jiang_jun"].places(False))
    assert row == "酉酉子子子卯卯卯午午午酉"


def test_five_ghosts_start_at_chen_in_a_zi_year_and_run_backward():
    """「五鬼逆行子加辰」."""
    assert "".join(BRANCHES[b] for b in ROW_BY_KEY["wu_gui"].places(False)) == "辰卯寅丑子亥戌酉申未午巳"


# --- the day's rows ------------------------------------------------------------------------------

def test_sheep_blade_is_one_past_the_salary():
    """羊刃 「日前一位」: one past 日祿 for every stem."""
    lu, blade = ROW_BY_KEY["ri_lu"].places(False), ROW_BY_KEY["yang_ren"].places(False)
    assert all(blade[s] == (lu[s] + 1) % 12 for s in range(10))


def test_branch_virtue_is_five_ahead_and_the_fallen_horse_one_past_the_horse():
    """支德 「支前五辰」; 馬倒 「驛馬前一位」; 支馬 is the 驛馬 of the trine."""
    virtue = ROW_BY_KEY["zhi_de"].places(False)
    fallen = ROW_BY_KEY["ma_dao"].places(False)
    horse = ROW_BY_KEY["post_horse"].places(False)
    for b in range(12):
        assert virtue[b] == (b + 5) % 12
        assert horse[b] == post_horse(b)
        assert fallen[b] == (horse[b] + 1) % 12


def test_heaven_net_and_day_virtue_are_the_same_in_liuren_daquan_and_xinjing():
    net, virtue = ROW_BY_KEY["heaven_net"].places(False), ROW_BY_KEY["day_virtue"].places(False)
    for stem in range(10):
        assert net[stem] == heaven_net(stem)
        assert virtue[stem] == read_row("寅辰巳未巳未申戌亥丑")[VIRTUE_STEM[stem]]


def test_the_trine_verse_read_as_consecutive_palaces_gives_the_tables_own_rows():
    """The verse's 劫殺 falls where the row 時煞 prints, its 歲殺 where the year's row 歲煞 prints."""
    assert ROW_BY_KEY["jie_sha"].places(False) == ROW_BY_KEY["shi_sha"].places(False)
    assert ROW_BY_KEY["sui_sha_day"].places(False) == ROW_BY_KEY["sui_sha"].places(False)


def test_branch_harm_of_chou_is_printed_zi_and_emended_wu():
    """支害 「未子巳辰…」: 丑 printed 子 (子丑 are a 六合 pair); 校改 午, the six harms' 丑午."""
    assert row_branch("zhi_hai", 1) == "子"
    assert row_branch("zhi_hai", 1, emended=True) == "午"


def test_chart_marks_which_reading_of_a_damaged_row_it_used():
    chart = chart_from_ke("丁丑", "亥", "丑")
    harm = next(s for s in chart.spirits() if s.key == "zhi_hai")
    assert str(harm.note).startswith("依底本")
    emended = chart_from_ke("丁丑", "亥", "丑", options=Options(spirit_text="emended"))
    harm = next(s for s in emended.spirits() if s.key == "zhi_hai")
    assert BRANCHES[harm.branches[0]] == "午" and str(harm.note).startswith("校改")


# --- the chart -----------------------------------------------------------------------------------

def test_chart_json_lists_each_spirit_with_its_group_source_and_place():
    data = chart_from_ke("丁卯", "亥", "丑", month="寅", query_year=2026).to_dict()
    for spirit in data["spirits"]:
        assert spirit["group"] in GROUPS and spirit["source"] and spirit["key"] and spirit["name"]
        assert ("branch" in spirit) != ("branches" in spirit)
    groups = {s["group"] for s in data["spirits"]}
    assert groups == set(GROUPS)
    gou_chen = next(s for s in data["spirits"] if s["key"] == "zhuyue_gou_chen")
    assert list(gou_chen["branches"]) == ["丑", "卯"]                # 正月: 勾陳 on 丑 and on 卯


def test_chart_without_year_or_month_places_only_the_days_spirits():
    groups = {s.group for s in chart_from_ke("丁卯", "亥", "丑").spirits()}
    assert groups <= {"day_stem", "day_branch", "month"}          # 日宿 is the monthly general (心鏡)
    assert not any(s.group in ("year", "palace") for s in chart_from_ke("丁卯", "亥", "丑").spirits())


@pytest.mark.parametrize(("dashi", "great", "small"), [
    ("commentary", "辰", "子"),   # 心鏡 註: 大時 正月卯 forward → 二月 辰; 小時 卯子酉午 → 二月 子
    ("on_chart", "辰", "子"),
    ("common", "子", "卯"),       # 六壬大全: 大時 卯子酉午 → 二月 子; 小時 即月建 → 卯
])
def test_great_and_small_time_follow_the_dashi_option(dashi, great, small):
    chart = chart_from_ke("丁卯", "亥", "丑", month="卯", options=Options(dashi=dashi))
    placed = {s.key: BRANCHES[s.branches[0]] for s in chart.spirits()}
    assert placed["great_time"] == great and placed["small_time"] == small


def test_a_month_rows_nature_is_the_line_the_monthly_table_prints_it_on_at_its_own_palace():
    """吉 on a palace's first line, 凶 on the lines after (docs/spirits.md §2): counted where the row places it."""
    for row in (r for r in ROW_BY_KEY.values() if r.group == "month"):
        lines = {"auspicious": 0, "inauspicious": 0}
        for month in range(1, 13):
            branch = row.places(True)[month - 1]
            for palace, good, bad in MONTHLY_TABLE[month]:
                if branch is not None and palace == BRANCHES[branch]:
                    name = {v: k for k, v in SPELLINGS.items()}.get(row.name, row.name)
                    lines["auspicious"] += name in good.split()
                    lines["inauspicious"] += name in bad.split()
        if any(lines.values()):
            assert row.nature == max(lines, key=lines.get), (row.name, lines)


# 甲戌日 in 辰月 (三月), the year 丙午 (2026): the chart of 案68 (tests/divination/test_chart_spirits_and_schools.py).
JIAXU_CHEN = SpiritKey(day_stem=0, day_branch=10, month_branch=4, year=(2, 6), emended=False, dashi="commentary",
                       monthly_general=10, moon=None)


def test_each_mansion_is_one_spirit_whatever_the_other_is_paired_with():
    """日宿 and 月宿 are made once each, not per pairing: what the page builds from a spirit is kept per spirit."""
    def mansions(key):
        return {spirit.key: spirit for spirit in placed_spirits(key) if spirit.key.endswith("_mansion")}

    first = mansions(JIAXU_CHEN._replace(moon=(3, "房")))
    assert mansions(JIAXU_CHEN._replace(moon=(5, "翼")))["sun_mansion"] is first["sun_mansion"]
    assert mansions(JIAXU_CHEN._replace(monthly_general=9, moon=(3, "房")))["moon_mansion"] is first["moon_mansion"]
    assert mansions(JIAXU_CHEN)["sun_mansion"] is first["sun_mansion"]


def test_under_the_other_dashi_great_and_small_time_move():
    """三月: 心鏡 註 puts 大時 on 巳 and 小時 on 酉; 六壬大全 puts 大時 on 酉 and 小時 on 辰 (月建)."""
    assert moved_spirits(JIAXU_CHEN, JIAXU_CHEN._replace(dashi="common")) == [("大時", "巳", "酉"), ("小時", "酉", "辰")]


def test_the_spirits_that_move_are_those_placing_both_charts_whole_shows():
    """Group by group, as placing each chart whole and comparing every spirit but the 逐月 table's finds them."""
    def where(spirit):
        return "".join(BRANCHES[b] for b in spirit.branches)

    for day in range(0, 60, 7):
        for month in (None, 0, 4, 11):
            for year in (None, (day % 10, day % 12), (3, 7)):
                key = JIAXU_CHEN._replace(day_stem=day % 10, day_branch=day % 12, month_branch=month, year=year)
                mine = {s.key: where(s) for s in placed_spirits(key) if s.group != "palace"}
                for other in (key._replace(emended=True), key._replace(dashi="common")):
                    whole = [(s.name, mine.get(s.key, "—"), where(s)) for s in placed_spirits(other)
                             if s.group != "palace" and mine.get(s.key) != where(s)]
                    assert moved_spirits(key, other) == whole

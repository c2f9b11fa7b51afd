"""The worked examples of 六壬大全 (課經) that docs/engine-rules.md §6 lists: transmissions and method.

Each row: day 干支, query hour, monthly general, the printed transmissions, method and sub-name.
"""
import pytest

from divination.engine.chart import chart_from_ke
from divination.engine.cycles import BRANCHES
from divination.engine.options import Options

WORKED_EXAMPLES = [
    # day,  hour, general, transmissions, method, subname
    ("甲子", "卯", "子", "午卯子", "賊剋", "元首"),
    ("丙戌", "巳", "申", "申亥寅", "賊剋", "重審"),
    ("壬辰", "巳", "辰", "戌酉申", "比用", "知一"),
    ("丁卯", "丑", "亥", "亥酉未", "涉害", None),
    ("庚戌", "辰", "申", "辰申子", "涉害", "察微"),
    ("壬辰", "巳", "申", "戌丑辰", "遙剋", "蒿矢"),
    ("壬申", "申", "亥", "巳申亥", "遙剋", "彈射"),
    ("戊申", "卯", "辰", "戌酉午", "昴星", "虎視"),
    ("丁丑", "辰", "丑", "子辰戌", "昴星", "冬蛇掩目"),
    ("丙辰", "卯", "辰", "亥午午", "別責", None),
    ("甲寅", "辰", "丑", "丑亥亥", "八專", None),
    ("己未", "未", "酉", "酉酉酉", "八專", "獨足"),
    ("丙辰", "申", "申", "巳申寅", "伏吟", "自任"),
    ("丁丑", "未", "未", "丑戌未", "伏吟", "自信"),
    ("壬辰", "酉", "酉", "亥辰戌", "伏吟", "杜傳"),
    ("庚戌", "寅", "申", "寅申寅", "返吟", "無依"),
    ("辛丑", "巳", "亥", "亥未辰", "返吟", "井欄射"),
]


def transmissions_text(chart) -> str:
    return "".join(BRANCHES[b] for b in chart.transmissions.branches)


@pytest.mark.parametrize("day,hour,general,expected,method,subname", WORKED_EXAMPLES,
                         ids=[f"{r[0]}{r[1]}時{r[2]}將-{r[4]}" for r in WORKED_EXAMPLES])
def test_worked_example_of_liuren_daquan(day, hour, general, expected, method, subname):
    chart = chart_from_ke(day, general, hour)
    assert transmissions_text(chart) == expected
    assert chart.transmissions.method == method
    assert chart.transmissions.subname == subname


def test_shehai_depth_school_counts_six_for_hai_against_two_for_chou():
    """丁卯 丑時亥將: 亥 on 丑 meets 丑 辰 戊 未 己 戌 (six earths), 丑 on 卯 meets 卯 乙 (two woods)."""
    shehai = chart_from_ke("丁卯", "亥", "丑").transmissions.trace[-1]
    depths = {row["branch"]: row["depth"] for row in shehai.found["counts"]}
    assert depths == {"丑": 2, "亥": 6}


def test_mengzhongji_school_takes_the_candidate_on_a_zhong():
    """六壬斷案 and 中黃經 on 丁卯 丑時亥將: 丑 stands on 卯 (仲), 亥 on 丑 (季) → 丑亥酉 (docs/engine-rules.md §5)."""
    chart = chart_from_ke("丁卯", "亥", "丑", options=Options(shehai="mengzhongji"))
    assert transmissions_text(chart) == "丑亥酉"
    assert chart.transmissions.subname == "察微"


def test_every_step_of_the_trace_names_its_method():
    trace = chart_from_ke("丁卯", "亥", "丑").transmissions.trace
    assert [step.method for step in trace] == ["賊剋", "比用", "涉害"]
    assert [step.decided for step in trace] == [False, False, True]


@pytest.mark.parametrize("day,hour,general,names", [
    ("甲子", "卯", "子", ("元首課",)),
    ("丙戌", "巳", "申", ("重審課",)),
    ("壬辰", "巳", "辰", ("知一課",)),
    ("丁卯", "丑", "亥", ("涉害課",)),
    ("庚戌", "辰", "申", ("涉害課", "察微課")),
    ("壬辰", "巳", "申", ("蒿矢課",)),
    ("戊申", "卯", "辰", ("虎視課",)),
    ("丁丑", "辰", "丑", ("冬蛇掩目課",)),
    ("丙辰", "卯", "辰", ("別責課",)),
    ("己未", "未", "酉", ("八專課", "獨足")),
    ("壬辰", "酉", "酉", ("伏吟課", "杜傳")),
    ("辛丑", "巳", "亥", ("返吟課", "井欄射")),
])
def test_the_method_names_the_ke_ti(day, hour, general, names):
    """The 課體 of the nine methods, as the chart and its patterns name it."""
    assert chart_from_ke(day, general, hour).transmissions.pattern_names == names

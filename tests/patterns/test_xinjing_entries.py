"""The 118 entries of 大六壬心鏡 卷三 as registered: ids in catalog order, passages, inputs, and what a
chart without the extra inputs reports (docs/patterns.md, §5)."""
import pytest
from django.conf import settings

from classics.corpus import parse
from divination.engine.chart import chart_from_ke
from divination.patterns.registry import DIFFICULTIES, ENTRIES, INPUT_CODES, MATCH, NOT_EVALUATED, match_chart
from sources.keys import parse_passage_key

# docs/patterns.md, rows 374–491, in order.
CATALOG_IDS = ["xinjing." + i for i in """
    guasu_guchen
    longzhan longzhan.ri longzhan.yong longzhan.nian longzhan.xingde
    lide lide.yinqian_yanghou
    zhuixu zhuixu.jiqi zhuixu.jiaren
    wulei wulei.youqi wulei.xiongdi wulei.zulei wulei.shengwu wulei.siwu
    xingu xingu.gang_xin xingu.gang_gu xingu.rou_xin xingu.rou_gu
    bazhun_wufu bazhun_wufu.fu1 bazhun_wufu.fu2 bazhun_wufu.fu3 bazhun_wufu.fu4 bazhun_wufu.fu5
    bazhun_wufu.zhun1 bazhun_wufu.zhun2 bazhun_wufu.zhun3 bazhun_wufu.zhun4 bazhun_wufu.zhun5
    bazhun_wufu.zhun6 bazhun_wufu.zhun7 bazhun_wufu.zhun8
    shizhong shizhong.xianji_houxiong shizhong.xianxiong_houji shizhong.shane_dengfen shizhong.shoumo_juzang
    shizhong.mo_ke_chu shizhong.chu_ke_mo shizhong.xiangsheng shizhong.xiangke shizhong.fanglai shizhong.yiwang
    ganhe.jiaji ganhe.yigeng ganhe.bingxin ganhe.dingren ganhe.wugui
    quzhi jiase congge runxia
    jiuchou jiuchou.gang jiuchou.rou jiuchou.zhuque jiuchou.xuanwu jiuchou.gouchen jiuchou.baihu
    jiuchou.dashi_xiaoshi jiuchou.chongyang jiuchou.chongyin
    tianfan difan tiandifan duchuan duchuan.nan_ri duchuan.nv_yue tianfan.xianwang difan.sizhong
    tianhuo tianhuo.baihu tianhuo.xuanwu tianhuo.zhuque tianhuo.gouchen tianhuo.tiankong
    tiankou tianwang
    tianyu tianyu.fumu tianyu.xiongdi tianyu.qizi
    sanqi sanqi.siqi sanqi.jia_meng sanqi.jia_zhong sanqi.jia_ji sanqi.jia_ri sanqi.jia_chen sanqi.jia_sui
    sanqi.xingqi_lin sanqi.yueqi_lin sanqi.riqi_jie
    pohua pohua.nan pohua.nv pohua.waisang pohua.neisang pohua.zishen
    sanyin sanyin.yi sanyin.er sanyin.san sanyin.alt
    feihun sangmen sangmen.baihu fuyang
    tianluo_diwang tianluo_diwang.tianluo tianluo_diwang.diwang tianluo_diwang.zhuque tianluo_diwang.baihu
    tianluo_diwang.tengshe
""".split()]

XINJING = [e for e in ENTRIES if e.work == "xinjing"]


def classical_paragraph(passage_key: str) -> str:
    work, volume, number = parse_passage_key(passage_key)
    name = f"{work}-{volume}.zh.txt"
    return parse(name, (settings.CORPUS_DIR / name).read_bytes()).paragraphs[number - 1][0]


def test_every_xinjing_entry_of_the_catalog_is_registered_in_its_order():
    assert [e.id for e in XINJING] == CATALOG_IDS


@pytest.mark.parametrize("item", XINJING, ids=lambda e: e.id)
def test_the_defining_words_stand_in_the_cited_classical_paragraph(item):
    assert item.passage.startswith("xinjing-3-")
    assert item.highlight in classical_paragraph(item.passage)


@pytest.mark.parametrize("item", XINJING, ids=lambda e: e.id)
def test_inputs_and_difficulty_use_the_catalog_legend(item):
    assert "C" in item.inputs and item.inputs <= INPUT_CODES
    assert item.difficulty in DIFFICULTIES
    assert item.reading


def test_the_passage_is_the_classical_line_of_the_source_column():
    """xj:L3 is passage 1, xj:L35 passage 9, xj:L159 passage 40 (lines 3, 7, 11, … → 1, 2, 3, …)."""
    by_id = {e.id: e for e in XINJING}
    assert by_id["xinjing.guasu_guchen"].passage == "xinjing-3-1"
    assert by_id["xinjing.bazhun_wufu.zhun1"].passage == "xinjing-3-9"
    assert by_id["xinjing.tianluo_diwang"].passage == "xinjing-3-40"


def test_tiankou_links_to_the_paragraph_that_names_it():
    """The catalog cites xj:L103 (where 離神 is defined), but 「天寇」 first stands in xj:L107 (passage 27)."""
    item = next(e for e in XINJING if e.id == "xinjing.tiankou")
    assert item.source.startswith("xj:L103")
    assert item.passage == "xinjing-3-27"
    assert "天寇" in classical_paragraph(item.passage)


def _reported(chart):
    return {m.entry.id: m for m in match_chart(chart) if m.entry.work == "xinjing"}


def test_a_ke_only_chart_reports_travel_year_patterns_as_needing_the_querent():
    """甲子日 申將 子時 (k=8): 初傳 戌 (戌/甲 下賊上), neither 卯 nor 酉, and the day is 子: only the 行年
    could make 龍戰, so it is not evaluated, needing XN; 天羅 (卯) is not the initial, 日上 戌 or 辰上 申."""
    reported = _reported(chart_from_ke("甲子", "申", "子"))
    for entry_id in ("xinjing.longzhan", "xinjing.longzhan.nian", "xinjing.tianluo_diwang.tianluo"):
        assert reported[entry_id].status == NOT_EVALUATED
        assert reported[entry_id].needs == ("XN",)


def test_a_ke_only_chart_reports_the_calendar_inputs_each_pattern_needs():
    reported = _reported(chart_from_ke("甲子", "申", "子"))
    assert reported["xinjing.pohua"].needs == ("MB", "XN")
    assert reported["xinjing.tianhuo"].needs == ("JQ",)
    assert reported["xinjing.tiankou"].needs == ("JQ", "LD")
    assert reported["xinjing.shizhong.fanglai"].needs == ("MB",)


def test_a_pattern_the_chart_already_rules_out_is_not_reported_for_lack_of_input():
    """杜傳 needs 斗罡 on 丑 or 未: with k = 8 辰 stands on 申, so 杜傳·男抵日 fails whatever the 行年."""
    assert "xinjing.duchuan.nan_ri" not in _reported(chart_from_ke("甲子", "申", "子"))


def test_a_clause_on_the_chart_alone_matches_without_the_missing_input():
    """乙丑日 辰將 子時 (k=4): 初傳 酉 (酉/巳 下賊上) stands for 龍戰 by itself; no 行年 is needed."""
    reported = _reported(chart_from_ke("乙丑", "辰", "子"))
    assert reported["xinjing.longzhan"].status == MATCH
    assert reported["xinjing.longzhan"].outcome.components == ("initial",)


def test_gengchen_at_the_yin_hour_with_the_wu_general_shows_runxia():
    """Issue 5: 庚辰日 寅時 午將 (k=4): 三傳 辰 申 子 form the water trine: 潤下 (xj:L71)."""
    reported = _reported(chart_from_ke("庚辰", "午", "寅"))
    assert reported["xinjing.runxia"].status == MATCH
    assert reported["xinjing.runxia"].to_dict()["passage"] == "xinjing-3-18"

"""Ways of reading a chart apart from the patterns a chart shows; partial names only where the text counts
(issue 10, point 2).

始終 (xj:L39 「始終之卦在臨時，神將相傳仔細思」), 物類 (xj:L23 「用神與日類須詳」), 新故 (xj:L27 「新故陰陽不易分」)
and 八迍五福 (xj:L31 「以意推之無定神」) read any chart; the 干合 verses (xj:L43–L55) explain a thing's colour
and state no trigger. 天獄 is named by its four 凶 together (xj:L115 「四凶天獄是其由」), 三陰 by its three.
"""
from divination.engine.chart import chart_from_ke
from divination.engine.cycles import SEXAGENARY
from divination.interface import chart_json
from divination.patterns import match_chart
from divination.patterns.registry import ENTRIES, METHOD_OF_READING, PARTIAL, PATTERN

METHOD_FAMILIES = ("xinjing.shizhong", "xinjing.wulei", "xinjing.xingu", "xinjing.bazhun_wufu", "xinjing.ganhe")


def family(entry_id):
    return ".".join(entry_id.split(".")[:2])


def test_the_methods_of_reading_are_shizhong_wulei_xingu_bazhun_wufu_and_the_ganhe_verses():
    methods = {item.id for item in ENTRIES if item.kind == METHOD_OF_READING}
    assert methods == {item.id for item in ENTRIES if family(item.id) in METHOD_FAMILIES}


def test_every_other_entry_is_a_pattern():
    assert all(item.kind == PATTERN for item in ENTRIES if family(item.id) not in METHOD_FAMILIES)


def test_the_json_marks_a_method_of_reading():
    """甲子日 申將 子時, 申月: 始終 reads it (先吉後凶, 終來克始, 三傳相生), 刑傷 does not."""
    kinds = {p["id"]: p["kind"] for p in chart_json(chart_from_ke("甲子", "申", "子", month="申"))["patterns"]}
    assert (kinds["xinjing.shizhong"], kinds["xinjing.shizhong.xiangsheng"], kinds["jingwei.hehe"]) == (
        METHOD_OF_READING, METHOD_OF_READING, PATTERN)


def test_bazhun_wufu_is_a_tally_of_its_two_lists():
    """癸酉日 亥將 午時 正月 (xj:L35, TV1): 福一, 福三 and all eight 迍."""
    weighed = {m.entry.id: m for m in match_chart(chart_from_ke("癸酉", "亥", "午", month="寅"))}["xinjing.bazhun_wufu"]
    assert [(c.name, c.holding, c.of) for c in weighed.outcome.tally] == [("五福", 2, 5), ("八迍", 8, 8)]
    assert [h.id.rsplit(".", 1)[1] for h in weighed.outcome.held] == [
        "fu1", "fu3", "zhun1", "zhun2", "zhun3", "zhun4", "zhun5", "zhun6", "zhun7", "zhun8"]


def test_tianyu_with_one_evil_of_four_is_no_match():
    """甲子日 子將 子時 (伏吟), 申月: 初傳 寅 on 寅 is 死 in autumn (one 凶), neither the 墓 of its ground (丘)
    nor 克ed by it (仇), and 辰 stands on 辰, not on 亥 (甲's 長生): one 凶 of four is no 天獄, not even a partial."""
    found = {m.entry.id for m in match_chart(chart_from_ke("甲子", "子", "子", month="申"))}
    assert "xinjing.tianyu" not in found


def test_no_entry_is_partial_but_half_a_pair_read_each():
    """Over the 720 課 in a 寅 month: no entry reports a partial count under the default settings."""
    for day in SEXAGENARY:
        for k in range(12):
            assert not [m.entry.id for m in match_chart(chart_from_ke(day, k, 0, month="寅")) if m.status == PARTIAL]

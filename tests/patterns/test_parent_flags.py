"""A parent made of clauses (「…皆曰刑傷」) is 勿實論 only when every clause that holds is (issue 10, point 1).

The text takes away a name reached *through* a void transmission (「三將或空一二，勿以此名實論」, jw:L7 …;
R-VOID V1 for the clauses anchored on the initial), nothing else: a parent reached by another clause too
keeps its name. Charts worked by hand; 旬空 from the day's decade.
"""
from functools import lru_cache

import pytest

from divination.engine.chart import chart_from_ke
from divination.engine.cycles import SEXAGENARY
from divination.interface import chart_json
from divination.patterns import match_chart
from divination.patterns.registry import ENTRIES, MATCH

VOID = "void:勿實論"


def matches(day, general, hour, month="申"):
    return {m.entry.id: m for m in match_chart(chart_from_ke(day, general, hour, month=month))}


def held(match):
    return {h.id.rsplit(".", 1)[1]: h.flags for h in match.outcome.held}


class TestBingshenFuyin:
    """丙申日 子將 子時 (伏吟), 申月: 丙 lodges 巳, 干上 巳, 支上 申; 剛日 自任: 初傳 巳, 巳刑申 → 申, 申刑寅 → 寅.
    丙申 is in the 甲午旬: 辰巳 void, so the initial 巳 is void. 巳刑申 is 干支相刑 and 干支上相刑 (no void in
    them); 初刑中、中刑末 runs through the void initial."""

    def test_xingshang_holds_without_the_void_flag(self):
        assert matches("丙申", "子", "子")["jingwei.xingshang"].outcome.flags == ()

    def test_each_clause_carries_its_own_flag(self):
        assert held(matches("丙申", "子", "子")["jingwei.xingshang"]) == {
            "gan_zhi": (), "shang": (), "chain_fwd": (VOID,)}

    def test_near_miss_wuxu_reaches_xingshang_only_through_the_void_chain(self):
        """戊戌日 (one input changed): 戊 lodges 巳 too, the 伏吟 chain is again 巳申寅 with 巳 void (甲午旬), but
        巳 and 戌 do not punish each other: only 初刑中、中刑末 holds, so 刑傷 is 勿實論."""
        xingshang = matches("戊戌", "子", "子")["jingwei.xingshang"]
        assert (xingshang.outcome.flags, held(xingshang)) == ((VOID,), {"chain_fwd": (VOID,)})


class TestJiaziK8:
    """甲子日 申將 子時 (k=8), 申月: 甲 lodges 寅; 一課 戌/甲 (甲木克戌土, 下賊上) is the only 克 → 戌, 午, 寅, the
    fire 局, 戌 void (甲子旬: 戌亥), so 三傳三合 is 勿實論 (jw:L51 「勿以此名與合局實論」). At k=8 the lodging and
    its uppers (寅 戌 午) and the day branch and its uppers (子 申 辰) form trines too: 干三合, 支三合, no void."""

    def test_hehe_holds_without_the_void_flag(self):
        assert matches("甲子", "申", "子")["jingwei.hehe"].outcome.flags == ()

    def test_each_clause_carries_its_own_flag(self):
        assert held(matches("甲子", "申", "子")["jingwei.hehe"]) == {"ju3": (VOID,), "zhi3": (), "gan3": ()}

    def test_near_miss_jiaxu_has_the_same_trine_with_no_void_in_it(self):
        """甲戌日 (one input changed): 一課 戌/甲 again → 戌午寅, but the 甲戌旬 leaves 申酉 void: no clause is void."""
        assert held(matches("甲戌", "申", "子")["jingwei.hehe"]) == {"ju3": (), "zhi3": (), "gan3": ()}

    def test_hehe_reached_only_through_void_clauses_is_flagged(self):
        """No chart one input away from 甲子 申將 子時 reaches 和合 through void clauses alone (at k=8 干三合 and
        支三合 always hold). 丁亥日 卯將 子時 (k=3): 初傳 午 合 丁's 未, and 午戌寅 forms the fire 局, 午 void
        (甲申旬: 午未): both clauses void, so 和合 is 勿實論."""
        hehe = matches("丁亥", "卯", "子")["jingwei.hehe"]
        assert (hehe.outcome.flags, held(hehe)) == ((VOID,), {"chu_gan": (VOID,), "ju3": (VOID,)})


def test_the_json_says_which_clause_carries_which_flag():
    data = chart_json(chart_from_ke("丙申", "子", "子", month="申"))
    xingshang = next(p for p in data["patterns"] if p["id"] == "jingwei.xingshang")
    assert (xingshang["flags"], xingshang["clauses"]) == ([], [
        {"id": "jingwei.xingshang.gan_zhi", "flags": []},
        {"id": "jingwei.xingshang.shang", "flags": []},
        {"id": "jingwei.xingshang.chain_fwd", "flags": [VOID]},
    ])


PARENTS = [item for item in ENTRIES if item.clauses]


@lru_cache(maxsize=1)
def _720_in_two_months():
    """Every parent match over the 720 課 (子 hour) in a 寅 and a 申 month, with the chart's matches by id."""
    found = []
    for month in ("寅", "申"):
        for day in SEXAGENARY:
            for k in range(12):
                by_id = {m.entry.id: m for m in match_chart(chart_from_ke(day, k, 0, month=month))}
                found += [(by_id[p.id], by_id) for p in PARENTS if p.id in by_id and by_id[p.id].status == MATCH]
    return found


@pytest.fixture(scope="module")
def parents_on_720():
    return _720_in_two_months()


def test_no_parent_carries_a_flag_none_of_its_holding_clauses_carries(parents_on_720):
    for parent, _ in parents_on_720:
        carried = {flag for h in parent.outcome.held for flag in h.flags}
        assert set(parent.outcome.flags) <= carried, parent.entry.id


def test_a_parent_carries_a_flag_only_when_every_holding_clause_does(parents_on_720):
    for parent, _ in parents_on_720:
        common = set.intersection(*(set(h.flags) for h in parent.outcome.held))
        assert set(parent.outcome.flags) == common, parent.entry.id


def test_the_clauses_a_parent_lists_are_the_entries_that_hold_with_those_flags(parents_on_720):
    for parent, by_id in parents_on_720:
        for h in parent.outcome.held:
            assert by_id[h.id].status == MATCH and by_id[h.id].outcome.flags == h.flags, (parent.entry.id, h.id)

"""Invariants that hold over all 720 課, whatever the day (docs/engine-rules.md §3)."""
from collections import Counter

import pytest

from divination.engine.cycles import STEM_LODGING
from divination.engine.ke import all_ke
from divination.engine.options import Options
from divination.engine.transmissions import BAZHUAN_DAYS

ALL = list(all_ke())


def test_there_are_720_distinct_ke():
    assert len({(ke.day_stem, ke.day_branch, ke.k) for ke in ALL}) == 720


def test_fuyin_is_exactly_the_sixty_ke_with_k_zero_and_fanyin_the_sixty_with_k_six():
    assert {(ke.day_name, ke.k) for ke in ALL if ke.transmissions.method == "伏吟"} == \
        {(ke.day_name, 0) for ke in ALL if ke.k == 0}
    assert sum(ke.transmissions.method == "返吟" for ke in ALL) == 60
    assert all(ke.k == 6 for ke in ALL if ke.transmissions.method == "返吟")


def test_jinglanshe_falls_on_the_six_days_the_rule_names():
    """返吟 without 賊剋: 丁丑 丁未 己丑 己未 辛丑 辛未 (docs/engine-rules.md §3.2)."""
    days = {ke.day_name for ke in ALL if ke.transmissions.subname == "井欄射"}
    assert days == {"丁丑", "丁未", "己丑", "己未", "辛丑", "辛未"}


def test_bazhuan_method_only_on_the_five_bazhuan_days():
    days = {ke.day_name for ke in ALL if ke.transmissions.method == "八專"}
    assert days <= {"甲寅", "庚申", "丁未", "己未", "癸丑"}
    assert all(STEM_LODGING[s] == b for s, b in BAZHUAN_DAYS)


def test_usual_methods_chain_the_middle_and_final_along_the_heaven_plate():
    for ke in ALL:
        t = ke.transmissions
        if t.method in {"賊剋", "比用", "涉害", "遙剋"}:
            assert t.middle == ke.heaven_on(t.initial) and t.final == ke.heaven_on(t.middle), ke.day_name


def test_zeike_initial_is_the_upper_of_a_lesson_of_that_relation():
    for ke in ALL:
        t = ke.transmissions
        if t.method in {"賊剋", "比用", "涉害"}:
            lesson = ke.lessons[t.source_lesson - 1]
            assert lesson.upper == t.initial and lesson.relation is not None


def test_zei_takes_precedence_over_ke():
    for ke in ALL:
        t = ke.transmissions
        if t.method in {"賊剋", "比用", "涉害"} and any(l.relation == "zei" for l in ke.lessons):
            assert ke.lessons[t.source_lesson - 1].relation == "zei"


def test_maoxing_needs_four_distinct_lessons_and_biezhe_three():
    for ke in ALL:
        distinct = len({(l.lower_branch, l.upper) for l in ke.lessons})
        if ke.transmissions.method == "昴星":
            assert distinct == 4 and not any(l.relation for l in ke.lessons)
        if ke.transmissions.method == "別責":
            assert distinct == 3 and not any(l.relation for l in ke.lessons)


def test_method_counts_over_the_720_ke():
    """The known sizes: 別責 9 課, 八專 16 (獨足 1), 昴星 16, 井欄射 6 (e.g. 六壬大全's tables)."""
    counts = Counter(ke.transmissions.method for ke in ALL)
    subnames = Counter(ke.transmissions.subname for ke in ALL)
    assert counts["別責"] == 9
    assert counts["八專"] == 16 and subnames["獨足"] == 1
    assert counts["昴星"] == 16
    assert subnames["井欄射"] == 6


@pytest.mark.parametrize("shehai", ["depth", "mengzhongji"])
def test_every_ke_has_three_transmissions_and_a_decided_trace(shehai):
    for ke in all_ke(Options(shehai=shehai)):
        t = ke.transmissions
        assert all(0 <= b < 12 for b in t.branches)
        assert t.trace and t.trace[-1].decided


def test_mengzhongji_school_changes_only_shehai_ke():
    default = {(ke.day_name, ke.k): ke.transmissions for ke in ALL}
    for ke in all_ke(Options(shehai="mengzhongji")):
        if ke.transmissions.branches != default[(ke.day_name, ke.k)].branches:
            assert ke.transmissions.method in {"涉害", "返吟"}

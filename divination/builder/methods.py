"""The nine methods (九宗門) as pages: their slugs, order, worked examples and live examples from the 720 課."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from functools import cached_property
from typing import Final

from django.utils.functional import Promise
from django.utils.translation import gettext_lazy as _

from divination.engine.chart import Chart, chart_from_ke
from divination.engine.cycles import BRANCHES
from divination.engine.ke import Ke, all_ke
from divination.patterns.survey import EXAMPLE_HOUR, example_general


@dataclass(frozen=True)
class Method:
    slug: str      # glossary code name, the URL word
    name: str      # 九宗門 name, as the engine records it
    title: Promise  # one line: what decides, in the page's language


# docs/engine-rules.md §3, in the order the methods are tried.
METHODS: Final = (
    Method("fuyin", "伏吟", _("the plates lie still (k = 0)")),
    Method("fanyin", "返吟", _("the plates face each other (k = 6)")),
    Method("bazhuan", "八專", _("the stem lodges in the day branch")),
    Method("zeike", "賊剋", _("one lesson with 賊 (or, failing that, 剋)")),
    Method("biyong", "比用", _("several: keep the day stem's polarity (知一)")),
    Method("shehai", "涉害", _("still several: the one that has suffered most")),
    Method("yaoke", "遙剋", _("no 賊剋: an upper and the day stem overcome each other")),
    Method("biezhe", "別責", _("no 賊剋 or 遙剋, three distinct lessons")),
    Method("maoxing", "昴星", _("no 賊剋 or 遙剋, four distinct lessons: look to 酉")),
)
METHOD_BY_SLUG: Final = {m.slug: m for m in METHODS}
SLUG_BY_NAME: Final = {m.name: m.slug for m in METHODS}


@dataclass(frozen=True)
class WorkedExample:
    """A 課 printed in 六壬大全 (課經) as a worked example (docs/engine-rules.md §6).

    Only the 課 is written here; its transmissions, method and sub-name are the engine's, which
    tests/engine/test_worked_examples.py holds to the printed ones.
    """

    day: str
    hour: str
    general: str

    @cached_property
    def chart(self) -> Chart:
        return chart_from_ke(self.day, self.general, self.hour)

    @property
    def method(self) -> str:
        return self.chart.transmissions.method

    @property
    def subname(self) -> str | None:
        return self.chart.transmissions.subname

    @property
    def transmissions(self) -> str:
        return "".join(BRANCHES[b] for b in self.chart.transmissions.branches)


# day, query hour, monthly general, in the order of docs/engine-rules.md §6.
WORKED_EXAMPLES: Final = tuple(WorkedExample(*row) for row in (
    ("甲子", "卯", "子"), ("丙戌", "巳", "申"), ("壬辰", "巳", "辰"), ("丁卯", "丑", "亥"), ("庚戌", "辰", "申"),
    ("壬辰", "巳", "申"), ("壬申", "申", "亥"), ("戊申", "卯", "辰"), ("丁丑", "辰", "丑"), ("丙辰", "卯", "辰"),
    ("甲寅", "辰", "丑"), ("己未", "未", "酉"), ("丙辰", "申", "申"), ("丁丑", "未", "未"), ("壬辰", "酉", "酉"),
    ("庚戌", "寅", "申"), ("辛丑", "巳", "亥"),
))


@dataclass(frozen=True)
class LiveExample:
    ke: Ke
    general: str
    hour: str

    @property
    def transmissions(self) -> str:
        t = self.ke.transmissions
        return "".join(BRANCHES[b] for b in t.branches)


def ke_with_method(name: str) -> list[Ke]:
    """Every 課 (default options) whose initial transmission this method decides, in cycle order."""
    return [ke for ke in all_ke() if ke.transmissions.method == name]


def live_examples(name: str, per_subname: int = 4) -> tuple[dict[str | None, list[LiveExample]], int]:
    """A few 課 of each sub-name of a method, and how many of the 720 the method decides."""
    found = ke_with_method(name)
    groups: dict[str | None, list[LiveExample]] = {}
    for ke in found:
        group = groups.setdefault(ke.transmissions.subname, [])
        if len(group) < per_subname:
            group.append(LiveExample(ke, example_general(ke.k), BRANCHES[EXAMPLE_HOUR]))
    return groups, len(found)


def method_counts() -> Counter:
    """How many of the 720 課 each method decides (default options)."""
    return Counter(ke.transmissions.method for ke in all_ke())

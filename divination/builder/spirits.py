"""The chart page's spirits (神煞): grouped, 吉 and 凶 apart, each palace's on demand, each row linked.

A spirit stands on a branch of the heaven plate (天盤): the drawing lists it in the palace where that
branch stands. Where a school option changes the spirits of this chart (dashi: 心鏡 or 六壬大全 for
大時 小時; spirit_text: the damaged rows as printed or emended), the other reading is shown beside them.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Final

from django.urls import reverse
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

from divination.engine.chart import Chart, chart_from_ke
from divination.engine.cycles import BRANCHES
from divination.engine.options import SPEC_BY_NAME
from divination.engine.shensha import GROUP_TITLES, GROUPS, NATURES, ROWS, PlacedSpirit
from divination.engine.shensha.left_out import LEFT_OUT
from divination.engine.shensha.palaces import MONTHLY_TABLE
from divination.engine.shensha.rows import DAY_STEM, MONTH, YEAR_STEM
from languages.wording import said_lazily

NATURE_TITLES: Final = {"auspicious": _("吉 · auspicious"), "inauspicious": _("凶 · inauspicious"),
                        "neutral": _("其他 · neither (尊神 and markers)")}


def _where(spirit: PlacedSpirit) -> str:
    return "".join(BRANCHES[b] for b in spirit.branches)


def _row(spirit: PlacedSpirit, rows_url: str) -> dict:
    return {"name": spirit.name, "where": _where(spirit), "source": spirit.source, "note": spirit.note,
            "nature": spirit.nature, "url": f"{rows_url}#{spirit.anchor}", "key": spirit.key}


def spirit_groups(spirits: list[PlacedSpirit]) -> list[dict]:
    """[{group, title, natures: [(title, rows)]}] in the order of docs/spirits.md, empty groups left out."""
    rows_url = reverse("divination:spirits")
    groups = []
    for group in GROUPS:
        members = [s for s in spirits if s.group == group]
        if members:
            natures = [(NATURE_TITLES[n], [_row(s, rows_url) for s in members if s.nature == n]) for n in NATURES]
            groups.append({"group": group, "title": said_lazily(GROUP_TITLES[group]),
                           "natures": [(title, rows) for title, rows in natures if rows]})
    return groups


def spirits_on(spirits: list[PlacedSpirit], heaven_branch: int) -> list[dict]:
    """The spirits standing on one heaven-plate branch, for the drawing's palace."""
    rows_url = reverse("divination:spirits")
    return [_row(s, rows_url) for s in spirits if heaven_branch in s.branches]


def _rebuilt(chart: Chart, options) -> Chart:
    return chart_from_ke((chart.day_stem, chart.day_branch), chart.monthly_general, chart.query_hour,
                         options=options, daytime=chart.daytime, month=chart.month_branch,
                         query_year=chart.query_year, calendar=chart.calendar)


def other_readings(chart: Chart) -> list[dict]:
    """Under the other value of dashi and of spirit_text: the spirits of this chart that move, old → new."""
    mine = {s.key: _where(s) for s in chart.spirits()}
    found = []
    for name in ("dashi", "spirit_text"):
        spec = SPEC_BY_NAME[name]
        for value in spec.values:
            if value == getattr(chart.options, name):
                continue
            other = _rebuilt(chart, replace(chart.options, **{name: value}))
            moved = [(s.name, mine.get(s.key, "—"), _where(s)) for s in other.spirits()
                     if mine.get(s.key) != _where(s) and s.group != "palace"]
            if moved:
                found.append({"choice": format_lazy("{}: {}", said_lazily(spec.label), value), "holder": said_lazily(spec.explanations[value]), "moved": moved})
    return found


MONTH_NAMES: Final = ("正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月")
INDEX_HEADS: Final = {DAY_STEM: "甲乙丙丁戊己庚辛壬癸", YEAR_STEM: "甲乙丙丁戊己庚辛壬癸", MONTH: "正二三四五六七八九十冬臘"}
XINJING_ROWS: Final = (
    ("earth_net", "地網", "心鏡 xj:L159 「對沖名為地網神」", "the clash of 天羅: 六壬大全 has no 地網"),
    ("mourning_gate", "喪門", "心鏡 xj:L151", "未 辰 丑 戌 in turn from 正月: the month's, beside 六壬大全's 喪門 of the year"),
    ("sun_mansion", "日宿", "心鏡 xj:L83 註", "the monthly general"),
    ("moon_mansion", "月宿", "心鏡 xj:L83", "by the lunar day, from the month's first mansion"),
)


def _spelled(places) -> str:
    return "".join(BRANCHES[b] if b is not None else "·" for b in places)


def spirit_table() -> dict:
    """The context of the spirits page: the rows by group, each with both readings; the 逐月 table; the rest."""
    groups = []
    for group in GROUPS[:-1]:
        rows = [{"key": row.key, "name": row.name, "section": row.section, "printed": row.printed,
                 "nature": row.nature, "note": row.note, "heads": INDEX_HEADS.get(row.read_by, BRANCHES),
                 "reading": _spelled(row.places(False)),
                 "emended": _spelled(row.places(True)) if row.emended else None}
                for row in ROWS if row.group == group]
        groups.append({"group": group, "title": said_lazily(GROUP_TITLES[group]), "rows": rows})
    months = [{"anchor": f"zhuyue-{m}", "name": MONTH_NAMES[m - 1], "palaces": MONTHLY_TABLE[m]} for m in MONTHLY_TABLE]
    return {"groups": groups, "months": months, "left_out": LEFT_OUT, "xinjing": XINJING_ROWS}

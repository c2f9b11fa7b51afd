"""The chart page's spirits (神煞): grouped, 吉 and 凶 apart, each palace's on demand, each row linked.

A spirit stands on a branch of the heaven plate (天盤): the drawing lists it in the palace where that
branch stands. Where a school option changes the spirits of this chart (dashi: 心鏡 or 六壬大全 for
大時 小時; spirit_text: the damaged rows as printed or emended), the other reading is shown beside them.
The templates (`divination/_step_spirits.html`, `divination/_figure.html`) link each to its row.
"""
from __future__ import annotations

from typing import Final

from django.utils.translation import gettext_lazy as _
from django.utils.translation import pgettext

from divination.builder.schools import choice_said
from divination.engine.cycles import BRANCHES
from divination.engine.options import SPEC_BY_NAME
from divination.engine.shensha.left_out import LEFT_OUT
from divination.engine.shensha.palaces import MONTHLY_TABLE
from divination.engine.shensha.placing import (
    GROUP_TITLES,
    GROUPS,
    NATURES,
    ROWS,
    PlacedSpirit,
    SpiritKey,
    moved_spirits,
    placed_parts,
)
from divination.engine.shensha.rows import DAY_STEM, MONTH, YEAR_STEM
from divination.passages import cited
from languages.wording import said, said_lazily

NATURE_TITLES: Final = {"auspicious": _("吉 · auspicious"), "inauspicious": _("凶 · inauspicious"),
                        "neutral": _("其他 · neither (尊神 and markers)")}


def _shown(spirit: PlacedSpirit) -> dict:
    """A spirit as the page links it, in the reader's language: its row's anchor, its source (and with its note, the
    title), its branches."""
    source = said(spirit.source)
    title = pgettext("a source and its note", "%(source)s — %(note)s") % {
        "source": source, "note": said(spirit.note)} if spirit.note else source
    return {"name": spirit.name, "nature": spirit.nature, "anchor": spirit.anchor, "source": source, "title": title,
            "branch_names": spirit.branch_names, "branches": " ".join(spirit.branch_names)}


def _placed(key: SpiritKey) -> list[PlacedSpirit]:
    """The chart's spirits in the order of their parts (the year's, the month's, the day's …)."""
    return [spirit for part in placed_parts(key) for spirit in part]


def spirit_groups(key: SpiritKey) -> list[dict]:
    """[{group, title, natures: [{nature, title, spirits}]}] in the order of docs/spirits.md, empty ones left out."""
    lines: dict[tuple[str, str], list[dict]] = {}
    for spirit in _placed(key):
        lines.setdefault((spirit.group, spirit.nature), []).append(_shown(spirit))
    groups = []
    for group in GROUPS:
        natures = [{"nature": nature, "title": NATURE_TITLES[nature], "spirits": lines[group, nature]}
                   for nature in NATURES if (group, nature) in lines]
        if natures:
            groups.append({"group": group, "title": said_lazily(GROUP_TITLES[group]), "natures": natures})
    return groups


def spirits_by_branch(key: SpiritKey) -> dict[int, dict]:
    """For the drawing: each heaven-plate branch's spirits, their count and the spirits themselves."""
    on: dict[int, list[dict]] = {}
    for spirit in _placed(key):
        for branch in spirit.branches:
            on.setdefault(branch, []).append(_shown(spirit))
    return {branch: {"count": len(items), "items": items} for branch, items in on.items()}


def other_readings(key: SpiritKey) -> list[dict]:
    """Under the other value of dashi and of spirit_text: the spirits of this chart that move, old → new (compared
    group by group: placing.moved_spirits), each choice said in the reader's language."""
    found = []
    for name, field in (("dashi", "dashi"), ("spirit_text", "emended")):
        for value in SPEC_BY_NAME[name].values:
            other_key = key._replace(**{field: value if name == "dashi" else value == "emended"})
            if other_key != key and (moved := moved_spirits(key, other_key)):
                spec = SPEC_BY_NAME[name]
                found.append({"choice": choice_said(spec, value),
                              "holder": cited(said(spec.explanations[value])), "moved": moved})
    return found


MONTH_NAMES: Final = ("正月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月",
                      "十二月")
INDEX_HEADS: Final = {DAY_STEM: "甲乙丙丁戊己庚辛壬癸", YEAR_STEM: "甲乙丙丁戊己庚辛壬癸",
                      MONTH: "正二三四五六七八九十冬臘"}
XINJING_ROWS: Final = (
    ("earth_net", "地網", "心鏡 xj:L159 「對沖名為地網神」", _("the clash of 天羅: 六壬大全 has no 地網")),
    ("mourning_gate", "喪門", "心鏡 xj:L151",
     _("未 辰 丑 戌 in turn from 正月: the month's, beside 六壬大全's 喪門 of the year")),
    ("sun_mansion", "日宿", "心鏡 xj:L83 註", _("the monthly general")),
    ("moon_mansion", "月宿", "心鏡 xj:L83", _("by the lunar day, from the month's first mansion")),
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

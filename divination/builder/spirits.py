"""The chart page's spirits (神煞): grouped, 吉 and 凶 apart, each palace's on demand, each row linked.

A spirit stands on a branch of the heaven plate (天盤): the drawing lists it in the palace where that
branch stands. Where a school option changes the spirits of this chart (dashi: 心鏡 or 六壬大全 for
大時 小時; spirit_text: the damaged rows as printed or emended), the other reading is shown beside them.

A chart places some two hundred spirits, each shown twice (in its group and in its palace). A
template loop over them would double the page's rendering time (bench/bench_pages.py): each spirit's
link is built once, escaped, and memoised (the spirits are the engine's memoised table rows).
"""
from __future__ import annotations

from functools import cache, lru_cache
from typing import Final

from django.urls import reverse
from django.utils.html import format_html
from django.utils.safestring import SafeString

from divination.builder.schools import choice_name
from divination.engine.cycles import BRANCHES
from divination.engine.options import SPEC_BY_NAME, Options
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
from languages.reader import gettext_lazy as _
from languages.reader import reader_language, reader_script_prefix
from languages.wording import said, said_lazily

NATURE_TITLES: Final = {"auspicious": _("吉 · auspicious"), "inauspicious": _("凶 · inauspicious"),
                        "neutral": _("其他 · neither (尊神 and markers)")}


@cache
def _rows_url() -> str:
    return reverse("divination:spirits")


@cache
def _link(spirit: PlacedSpirit) -> SafeString:
    """The spirit as a link to its row, its branches after its name, its source (and note) as the title;
    pointing at it lights its palaces on the drawing (data-branches)."""
    title = spirit.source + (f" — {spirit.note}" if spirit.note else "")
    return format_html('<a href="{}#{}" title="{}" data-branches="{}">{}<span class="branch">{}</span></a>', _rows_url(),
                       spirit.anchor, title, " ".join(spirit.branch_names), spirit.name, spirit.branch_names)


@cache
def _item(spirit: PlacedSpirit) -> SafeString:
    return format_html('<li class="spirit-{}"><a href="{}#{}" title="{}">{}</a></li>', spirit.nature, _rows_url(),
                       spirit.anchor, spirit.source, spirit.name)


@lru_cache(maxsize=2048)
def spirit_groups(key: SpiritKey) -> list[dict]:
    """[{group, title, natures: [{nature, title, links}]}] in the order of docs/spirits.md, empty ones left out.

    `links`: each spirit as a link to its row, its branches after its name, its source as the title; joined from
    each part's (`_lines_of`), which every chart of its year, month or day shares. The lines, and the palaces' items
    (`spirits_by_branch`), made SafeString directly: mark_safe's look for a lazy string cost more than the joins.
    """
    lines: dict[tuple[str, str], list[str]] = {}
    for part in placed_parts(key):
        for line, links in _lines_of(part).items():
            lines.setdefault(line, []).append(links)
    groups = []
    for group in GROUPS:
        natures = [{"nature": nature, "title": NATURE_TITLES[nature],
                    "links": SafeString(" ".join(lines[group, nature]))}  # each link escaped by format_html
                   for nature in NATURES if (group, nature) in lines]
        if natures:
            groups.append({"group": group, "title": said_lazily(GROUP_TITLES[group]), "natures": natures})
    return groups


@lru_cache(maxsize=1024)
def _lines_of(part: tuple[PlacedSpirit, ...]) -> dict[tuple[str, str], str]:
    """One part's links by group and nature, in its order, joined as the step writes them."""
    lines: dict[tuple[str, str], list[str]] = {}
    for spirit in part:
        lines.setdefault((spirit.group, spirit.nature), []).append(_link(spirit))
    return {line: " ".join(links) for line, links in lines.items()}


@lru_cache(maxsize=2048)
def spirits_by_branch(key: SpiritKey) -> dict[int, dict]:
    """For the drawing: each heaven-plate branch's spirits, their count and list items (joined from each part's,
    `_items_of`)."""
    on: dict[int, list[tuple[int, str]]] = {}
    for part in placed_parts(key):
        for branch, items in _items_of(part).items():
            on.setdefault(branch, []).append(items)
    return {branch: {"count": sum(count for count, _ in found),
                     "items": SafeString("".join(items for _, items in found))}  # each item escaped by format_html
            for branch, found in on.items()}


@lru_cache(maxsize=1024)
def _items_of(part: tuple[PlacedSpirit, ...]) -> dict[int, tuple[int, str]]:
    """One part's spirits on each branch: how many, and their list items in its order."""
    on: dict[int, list[str]] = {}
    for spirit in part:
        for branch in spirit.branches:
            on.setdefault(branch, []).append(_item(spirit))
    return {branch: (len(items), "".join(items)) for branch, items in on.items()}


def other_readings(key: SpiritKey) -> list[dict]:
    """Under the other value of dashi and of spirit_text: the spirits of this chart that move, old → new (compared
    group by group: placing.moved_spirits), each choice said in the reader's language."""
    found = []
    for name, field in (("dashi", "dashi"), ("spirit_text", "emended")):
        for value in SPEC_BY_NAME[name].values:
            other_key = key._replace(**{field: value if name == "dashi" else value == "emended"})
            if other_key != key and (moved := moved_spirits(key, other_key)):
                choice, holder = _choice_said(name, value, reader_language(), reader_script_prefix())
                found.append({"choice": choice, "holder": holder, "moved": moved})
    return found


@lru_cache(maxsize=256)
def _choice_said(name: str, value: str, language: str | None, script_prefix: str) -> tuple[str, str]:
    """The choice and who holds it, in the reader's language, its passages linked under the script prefix."""
    spec = SPEC_BY_NAME[name]
    return f"{said(spec.label)}: {choice_name(name, value)}", cited(said(spec.explanations[value]))


def build_every_link() -> None:
    """Every spirit's link and list item under the default options, and what the other readings move, built
    before the server's workers fork (liuren_site.warmup): a chart of a new day, month or year built a hundred
    of them, 3-4 ms of its first page. Sixty charts hold every group's inputs: each year and day of the
    cycle, each month and each monthly general."""
    defaults = Options()
    for n in range(60):
        key = SpiritKey(day_stem=n % 10, day_branch=n % 12, month_branch=n % 12, year=(n % 10, n % 12),
                        emended=defaults.spirit_text == "emended", dashi=defaults.dashi, monthly_general=n % 12,
                        moon=None)
        spirit_groups(key)
        spirits_by_branch(key)
        other_readings(key)


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

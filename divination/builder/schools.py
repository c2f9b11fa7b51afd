"""Where the schools disagree: the same 課 under the other school's choice (docs/engine-rules.md §5).

For each choice that can change the transmissions or the generals (the 涉害 school, 六壬大全's
比用格, the noble table, 占事略決's day boundary, the day or night noble) the chart is rebuilt with
the other choice; when the answer differs, the page shows it beside the chosen one with who holds
it. The choices that change only the qualities (占事略決's earth month, 陽順陰逆, 六壬指南's 遁干 of
the void branches) are compared in the qualities step (`other_qualities`).
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from django.utils.text import format_lazy
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from divination.engine.chart import Chart, chart_from_ke
from divination.engine.cycles import BRANCHES, STEMS
from divination.engine.generals import is_daytime_hour
from divination.engine.options import SPEC_BY_NAME
from languages.wording import said_lazily

# Charts the sources themselves print differently: (day, monthly general, query hour) → who says what.
KNOWN_DISAGREEMENTS: Final = {
    ("丁卯", "亥", "丑"): _("六壬大全 gives 亥酉未 by the depth count; 六壬斷案 and 中黃經 give 丑亥酉 on the same 課."),
    ("甲戌", "戌", "寅"): _("心鏡 卷三 (魄化) and 六壬斷案 案68 put 白虎 on 午 here, which needs the day noble at this "
                           "寅 hour; the default rule (卯 to 申 hours are day) gives the night noble, 占事略決's "
                           "「從寅至酉為旦」 (option daynight zhanshi) the day noble, as the books print it."),
}
DAY_NIGHT_NOTE: Final = _("晝夜: the common rule takes the day noble for the 卯 to 申 hours; the sun's rule "
                           "(option daynight) and some printed charts take the other at the edges of the day.")


@dataclass(frozen=True)
class OtherAnswer:
    """The chart under another school's choice, reduced to what a student compares."""

    choice: str          # what changes, e.g. 涉害 · school: mengzhongji
    holder: str          # one line: who holds it
    chart: Chart
    params: dict[str, str]
    transmissions_differ: bool
    generals_differ: bool

    @property
    def transmissions(self) -> str:
        return "".join(BRANCHES[b] for b in self.chart.transmissions.branches)

    @property
    def transmission_generals(self) -> str:
        return " ".join(self.chart.general_on(b) for b in self.chart.transmissions.branches)


def _rebuilt(chart: Chart, options, daytime: bool) -> Chart:
    return chart_from_ke((chart.day_stem, chart.day_branch), chart.monthly_general, chart.query_hour,
                         options=options, daytime=daytime, month=chart.month_branch)


def _compare(chart: Chart, other: Chart, choice: str, holder: str, params: dict[str, str]) -> OtherAnswer | None:
    t_differ = other.transmissions.branches != chart.transmissions.branches
    g_differ = other.generals.on_branch != chart.generals.on_branch
    if not (t_differ or g_differ):
        return None
    return OtherAnswer(choice, holder, other, params, t_differ, g_differ)


def other_answers(chart: Chart, params: dict[str, str]) -> list[OtherAnswer]:
    """The answers of the other schools that differ from this chart's, each with its canonical parameters."""
    found = []
    for name in ("shehai", "biyong_ge", "noble_table", "daynight"):
        spec = SPEC_BY_NAME[name]
        chosen = getattr(chart.options, name)
        for value in spec.values:
            if value == chosen or (name == "daynight" and "sun" in (value, chosen)):
                continue  # the sun's rule needs the place; it is compared by the day/night flip below
            options = replace(chart.options, **{name: value})
            daytime = is_daytime_hour(chart.query_hour, value) if name == "daynight" else chart.daytime
            # The link names the noble its rule gives: a chart link always carries noble, which would override it.
            link = {**params, "o": options.to_token(), **({"noble": "day" if daytime else "night"} if name == "daynight" else {})}
            answer = _compare(chart, _rebuilt(chart, options, daytime), format_lazy("{}: {}", said_lazily(spec.label), value),
                              said_lazily(spec.explanations[value]), link)
            if answer:
                found.append(answer)
    flipped = not chart.daytime
    answer = _compare(chart, _rebuilt(chart, chart.options, flipped),
                      _("貴人 · day noble 晝貴") if flipped else _("貴人 · night noble 夜貴"), DAY_NIGHT_NOTE,
                      {**params, "noble": "day" if flipped else "night"})
    if answer:
        found.append(answer)
    return found


def known_disagreement(chart: Chart) -> str | None:
    """What the printed sources say about this very chart, where they disagree (docs/engine-rules.md §5)."""
    key = (STEMS[chart.day_stem] + BRANCHES[chart.day_branch], BRANCHES[chart.monthly_general],
           BRANCHES[chart.query_hour])
    return KNOWN_DISAGREEMENTS.get(key)


QUALITY_SCHOOLS: Final = ("earth_month", "life_order", "void_stem")


def _qualities(chart: Chart) -> tuple:
    return (chart.seasonal_states(), tuple(chart.life_stage_of(b) for b in range(12)),
            tuple(chart.hidden_stem(b) for b in range(12)))


def other_qualities(chart: Chart, params: dict[str, str]) -> list[dict]:
    """The qualities of this chart under the other choice of each quality school, where they differ."""
    mine = _qualities(chart)
    found = []
    for name in QUALITY_SCHOOLS:
        spec = SPEC_BY_NAME[name]
        for value in spec.values:
            if value == getattr(chart.options, name):
                continue
            options = replace(chart.options, **{name: value})
            other = _rebuilt(chart, options, chart.daytime)
            theirs = _qualities(other)
            changes = []
            if theirs[0] != mine[0] and theirs[0]:
                changes.append("旺相休囚死 " + " ".join(f"{e}{state}" for e, state in theirs[0].items()))
            if theirs[1] != mine[1]:
                changes.append(gettext("長生 at %(birth)s, 帝旺 at %(peak)s") % {
                    "birth": BRANCHES[theirs[1].index("長生")], "peak": BRANCHES[theirs[1].index("帝旺")]})
            if theirs[2] != mine[2]:
                changes.append("遁干 " + " ".join(f"{BRANCHES[b]}{STEMS[s]}" for b, s in enumerate(theirs[2])
                                                  if s is not None and mine[2][b] is None))
            if changes:
                found.append({"choice": format_lazy("{}: {}", said_lazily(spec.label), value), "holder": said_lazily(spec.explanations[value]),
                              "changes": changes, "params": {**params, "o": options.to_token()}})
    return found

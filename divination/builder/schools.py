"""Where the schools disagree: the same 課 under the other school's choice (engine-rules.md §5).

For each choice that can change the transmissions or the generals (the 涉害 school, 六壬大全's
比用格, the noble table, the day or night noble) the chart is rebuilt with the other choice; when
the answer differs, the page shows it beside the chosen one with who holds it.
"""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from divination.engine.chart import Chart, chart_from_ke
from divination.engine.cycles import BRANCHES, STEMS
from divination.engine.options import OPTION_SPECS, SPEC_BY_NAME, Options

# Charts the sources themselves print differently: (day, monthly general, query hour) → who says what.
KNOWN_DISAGREEMENTS: Final = {
    ("丁卯", "亥", "丑"): "六壬大全 gives 亥酉未 by the depth count; 六壬斷案 and 中黃經 give 丑亥酉 on the same 課.",
    ("甲戌", "戌", "寅"): "心鏡 卷三 (魄化) and 六壬斷案 案68 put 白虎 on 午 here, which needs the day noble at this "
                         "寅 hour; the default rule (卯 to 申 hours are day) gives the night noble.",
}
# Each option value by a short name, as a form and a chart header show the choice (the explanations say who holds it).
CHOICE_NAMES: Final = {
    "zi_hour": {"2300": "at 23:00 (子初換日)", "0000": "at midnight (子正換日)"},
    "time_basis": {"china": "China standard time (UTC+8)", "local": "the querent's own clock",
                   "solar": "true solar time"},
    "daynight": {"hours": "by the hour (卯 to 申 are day)", "sun": "by the sun at the place"},
    "noble_table": {"jiawugeng": "甲戊庚牛羊", "jiayang": "甲羊戊庚牛"},
    "shehai": {"depth": "by the depth count (六壬大全)", "mengzhongji": "by 孟仲季 directly (六壬斷案)"},
    "biyong_ge": {"no": "not applied", "yes": "applied after 涉害"},
    "earth_growth": {"water": "水土同宮 (長生 at 申)", "fire": "火土同宮 (長生 at 寅)"},
    "general_switch": {"major": "at the 中氣", "minor": "at the 節"},
    "year_boundary": {"lichun": "at 立春", "lunar": "at the lunar new year"},
}
DAY_NIGHT_NOTE: Final = ("晝夜: the common rule takes the day noble for the 卯 to 申 hours; the sun's rule "
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
    for name in ("shehai", "biyong_ge", "noble_table"):
        spec = SPEC_BY_NAME[name]
        chosen = getattr(chart.options, name)
        for value in spec.values:
            if value == chosen:
                continue
            options = replace(chart.options, **{name: value})
            answer = _compare(chart, _rebuilt(chart, options, chart.daytime), f"{spec.label}: {choice_name(name, value)}",
                              spec.explanations[value], {**params, "o": options.to_token()})
            if answer:
                found.append(answer)
    flipped = not chart.daytime
    answer = _compare(chart, _rebuilt(chart, chart.options, flipped),
                      "貴人 · " + ("day noble 晝貴" if flipped else "night noble 夜貴"), DAY_NIGHT_NOTE,
                      {**params, "noble": "day" if flipped else "night"})
    if answer:
        found.append(answer)
    return found


def known_disagreement(chart: Chart) -> str | None:
    """What the printed sources say about this very chart, where they disagree (engine-rules.md §5)."""
    key = (STEMS[chart.day_stem] + BRANCHES[chart.day_branch], BRANCHES[chart.monthly_general],
           BRANCHES[chart.query_hour])
    return KNOWN_DISAGREEMENTS.get(key)


def choice_name(option: str, value: str) -> str:
    """The short name of an option's value (the value itself for one this table does not know yet)."""
    return CHOICE_NAMES.get(option, {}).get(value, value)


@dataclass(frozen=True)
class OptionChoice:
    """One school option of a chart, as its header lists it."""

    label: str
    choice: str
    explanation: str
    is_default: bool


def option_choices(options: Options) -> list[OptionChoice]:
    """Every school option of a chart by name, with what its choice means and whether it is the default."""
    return [OptionChoice(spec.label, choice_name(spec.name, value), spec.explanations[value], value == spec.default)
            for spec in OPTION_SPECS for value in [getattr(options, spec.name)]]


def options_summary(choices: list[OptionChoice]) -> str:
    """One line for the collapsed list: all defaults, or the choices that differ from them."""
    differ = [f"{c.label.split(' · ')[-1]} {c.choice}" for c in choices if not c.is_default]
    return "every option at its default" if not differ else "; ".join(differ) + "; the others at their defaults"

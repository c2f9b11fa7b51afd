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

from django.utils.translation import gettext, pgettext
from django.utils.translation import gettext_lazy as _

from divination.engine.chart import Chart, chart_from_ke
from divination.engine.cycles import BRANCHES, STEMS
from divination.engine.generals import is_daytime_hour
from divination.engine.options import OPTION_SPECS, SPEC_BY_NAME, Options, OptionSpec
from divination.engine.params import relinked
from divination.passages import cited
from languages.wording import said

# Charts the sources themselves print differently: (day, monthly general, query hour) → who says what.
KNOWN_DISAGREEMENTS: Final = {
    ("丁卯", "亥", "丑"): _("六壬大全 gives 亥酉未 by the depth count; 六壬斷案 and 中黃經 give 丑亥酉 on the same "
                           "課."),
    ("甲戌", "戌", "寅"): _("心鏡 卷三 (魄化) and 六壬斷案 案68 put 白虎 on 午 here, which needs the day noble at this "
                           "寅 hour; the default rule (卯 to 申 hours are day) gives the night noble, 占事略決's "
                           "「從寅至酉為旦」 (option daynight zhanshi) the day noble, as the books print it."),
}
# Each option value by a short name, as a form and a chart header show the choice (the explanations say who holds it).
CHOICE_NAMES: Final = {
    "zi_hour": {"2300": _("at 23:00 (子初換日)"), "0000": _("at midnight (子正換日)")},
    "time_basis": {"local": _("the querent's own clock"), "china": _("China standard time (UTC+8)"),
                   "solar": _("true solar time")},
    "daynight": {"hours": _("by the hour (卯 to 申 are day)"), "sun": _("by the sun at the place"),
                 "zhanshi": _("by the hour (寅 to 酉 are day, 占事略決)")},
    "noble_table": {"jiawugeng": _("甲戊庚牛羊 (六壬大全)"), "xieji": _("甲 alone swapped (協紀辨方書)"),
                    "jiayang": _("甲羊戊庚牛 (the full song)")},
    "shehai": {"depth": _("by the depth count (六壬大全)"), "mengzhongji": _("by 孟仲季 directly (六壬斷案)")},
    "biyong_ge": {"no": _("not applied"), "yes": _("applied after 涉害")},
    "earth_growth": {"water": _("水土同宮 (長生 at 申)"), "fire": _("火土同宮 (長生 at 寅)")},
    "general_switch": {"major": _("at the 中氣"), "minor": _("at the 節")},
    "year_boundary": {"lichun": _("at 立春"), "lunar": _("at the lunar new year")},
    "dashi": {"commentary": _("心鏡 註's tables"), "on_chart": _("心鏡 註's tables, read on the chart"),
              "common": _("六壬大全's tables")},
    "earth_month": {"four": _("辰未戌丑 (the usual table)"), "wei": _("未 alone (占事略決)")},
    "life_order": {"forward": _("forward for every stem"), "yin_backward": _("yin stems backward (陽順陰逆)")},
    "void_stem": {"none": _("none"), "next": _("the next decade's 甲 and 乙 (六壬指南)")},
    "spirit_text": {"printed": _("as printed (依底本)"), "emended": _("emended (校改)")},
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


# The choices whose other values can change the transmissions or the generals (the day or night noble is flipped apart).
ANSWER_SCHOOLS: Final = ("shehai", "biyong_ge", "noble_table", "daynight")
# What the other schools' answers depend on: the 課 as the books print it, the month, the options, day or night.
KeOf = tuple[int, int, int, int, int | None, Options, bool]


def _ke_of(chart: Chart) -> KeOf:
    return (chart.day_stem, chart.day_branch, chart.monthly_general, chart.query_hour, chart.month_branch,
            chart.options, chart.daytime)


def _rebuilt(ke: KeOf, options, daytime: bool) -> Chart:
    day_stem, day_branch, general, hour, month = ke[:5]
    return chart_from_ke((day_stem, day_branch), general, hour, options=options, daytime=daytime, month=month)


def _differences(chart: Chart, other: Chart) -> tuple[bool, bool] | None:
    """Whether another school's chart differs in its transmissions, in its generals; None if in neither."""
    t_differ = other.transmissions.branches != chart.transmissions.branches
    g_differ = other.generals.on_branch != chart.generals.on_branch
    return (t_differ, g_differ) if t_differ or g_differ else None


def other_answers(chart: Chart, params: dict[str, str]) -> list[OtherAnswer]:
    """The answers of the other schools that differ from this chart's, each with its canonical parameters."""
    return [OtherAnswer(choice, holder, other, _linked(params, *link), t_differ, g_differ)
            for choice, holder, other, link, t_differ, g_differ in _other_answers(_ke_of(chart))]


def _linked(params: dict[str, str], options: Options | None, noble: str | None, by_rule: bool) -> dict[str, str]:
    """The link of another answer: other options (under another day/night rule, the noble that rule gives), or
    the other noble (none named where the other is the one the rule gives: the chart's own noble overrode it)."""
    if options is not None:
        return relinked(params, options, drop_noble=by_rule)
    return relinked(params, drop_noble=True) if "noble" in params else relinked(params, noble=noble)


def _other_answers(ke: KeOf) -> tuple[tuple, ...]:
    """Each answer of another school that differs, with what its link changes in the chart's parameters."""
    chart_options, daytime = ke[5], ke[6]
    chart = _rebuilt(ke, chart_options, daytime)
    found = []
    for spec, value, options in _other_choices(chart_options, ANSWER_SCHOOLS):
        name = spec.name
        if name == "daynight" and "sun" in (value, chart_options.daynight):
            continue  # the sun's rule needs the place; it is compared by the day/night flip below
        other_daytime = is_daytime_hour(chart.query_hour, value) if name == "daynight" else daytime
        other = _rebuilt(ke, options, other_daytime)
        if differ := _differences(chart, other):   # the link and the words written only for an answer shown
            link = (options, None, name == "daynight")
            found.append((choice_said(spec, value), _explained(spec, value), other, link, *differ))
    flipped = not daytime
    other = _rebuilt(ke, chart_options, flipped)
    if differ := _differences(chart, other):
        found.append((_("貴人 · day noble 晝貴") if flipped else _("貴人 · night noble 夜貴"), DAY_NIGHT_NOTE, other,
                      (None, "day" if flipped else "night", False), *differ))
    return tuple(found)


def known_disagreement(chart: Chart) -> str | None:
    """What the printed sources say about this very chart, where they disagree (docs/engine-rules.md §5)."""
    key = (STEMS[chart.day_stem] + BRANCHES[chart.day_branch], BRANCHES[chart.monthly_general],
           BRANCHES[chart.query_hour])
    return KNOWN_DISAGREEMENTS.get(key)


def choice_name(option: str, value: str) -> str:
    """The short name of an option's value (the value itself for one this table does not know yet)."""
    name = CHOICE_NAMES.get(option, {}).get(value)
    return str(name) if name is not None else value


def choice_said(spec: OptionSpec, value: str) -> str:
    """What changes, in the reader's language and its punctuation: 涉害之派：逕取孟仲季（六壬斷案）."""
    return pgettext("an option and the value chosen", "%(option)s: %(value)s") % {
        "option": said(spec.label), "value": choice_name(spec.name, value)}


def _explained(spec: OptionSpec, value: str) -> str:
    """Who holds an option's value, in the reader's language, its line references as links."""
    return cited(said(spec.explanations[value]))


@dataclass(frozen=True)
class OptionChoice:
    """One school option of a chart, as its header lists it."""

    label: str
    choice: str
    explanation: str  # with its citations as links
    is_default: bool


def option_choices(options: Options) -> tuple[OptionChoice, ...]:
    """Every school option of a chart by name, with what its choice means and whether it is the default."""
    return tuple(OptionChoice(said(spec.label), choice_name(spec.name, value), _explained(spec, value),
                              value == spec.default)
                 for spec in OPTION_SPECS for value in [getattr(options, spec.name)])


def options_summary(choices: tuple[OptionChoice, ...]) -> str:
    """One line for the collapsed list: all defaults, or the choices that differ from them."""
    differ = [f"{c.label.split(' · ')[-1]} {c.choice}" for c in choices if not c.is_default]
    if not differ:
        return gettext("every option at its default")
    return gettext("%(choices)s; the others at their defaults") % {"choices": "; ".join(differ)}


QUALITY_SCHOOLS: Final = ("earth_month", "life_order", "void_stem")


def _qualities(chart: Chart) -> tuple:
    return (chart.seasonal_states(), tuple(chart.life_stage_of(b) for b in range(12)),
            tuple(chart.hidden_stem(b) for b in range(12)))


def other_qualities(chart: Chart, params: dict[str, str]) -> list[dict]:
    """The qualities of this chart under the other choice of each quality school, where they differ."""
    return [{"choice": choice, "holder": holder, "changes": list(changes), "params": relinked(params, options)}
            for choice, holder, changes, options in _other_qualities(_ke_of(chart))]


def _other_qualities(ke: KeOf) -> tuple[tuple, ...]:
    """Each other quality school's answer that differs: its choice, who holds it, what changes, its options."""
    chart_options, daytime = ke[5], ke[6]
    mine = _qualities(_rebuilt(ke, chart_options, daytime))
    found = []
    for spec, value, options in _other_choices(chart_options, QUALITY_SCHOOLS):
        theirs = _qualities(_rebuilt(ke, options, daytime))
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
            found.append((choice_said(spec, value), _explained(spec, value), tuple(changes), options))
    return tuple(found)


def _other_choices(options: Options, names: tuple[str, ...]) -> tuple[tuple[OptionSpec, str, Options], ...]:
    """Each other value of the options `names`, with the options it makes."""
    return tuple((spec, value, replace(options, **{spec.name: value}))
                 for spec in map(SPEC_BY_NAME.__getitem__, names)
                 for value in spec.values if value != getattr(options, spec.name))

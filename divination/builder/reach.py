"""/methods/schools/: how far each school option and pattern setting reaches, and the list of what a value changes.

The engine surveys the 720 課 once per process (engine.reach for the options, patterns.survey for the pattern
settings; liuren_site.warmup builds both before the workers fork); these pages say the counts in the reader's
language and draw the list of the charts a value changes, each linked to the chart under both readings.
"""
from __future__ import annotations

from typing import Any, Final

import django_tables2 as tables
from django.utils.translation import gettext_lazy as _

from divination.builder.page import chart_url
from divination.builder.schools import choice_name
from divination.engine.cycles import BRANCHES
from divination.engine.options import OPTION_SPECS, SPEC_BY_NAME, OptionSpec
from divination.engine.params import CURRENT_VERSION
from divination.engine.reach import KE, MOMENT, Change, Reach, reach
from divination.passages import cited
from divination.patterns.settings import PatternSettings
from divination.patterns.survey import EXAMPLE_HOUR, PatternChange, SettingReach, example_general, setting_reach
from languages.wording import said
from liuren_site.tables import labelled_column

CELLS: Final = "divination/methods/cells/"
PER_PAGE: Final = 120  # ten 課 in each of the twelve months
# The parts of a chart a student reads (engine.reach.PARTS), as the list names them.
PART_NAMES: Final = {
    "transmissions": _("三傳 transmissions"), "generals": _("天將 generals"), "life_stages": _("長生 life stages"),
    "seasons": _("旺相休囚死 seasons"), "hidden_stems": _("遁干 hidden stems"), "spirits": _("神煞 spirits"),
}
SETTING_BY_NAME: Final = {spec.name: spec for spec in PatternSettings.SPECS}


def _values(spec: OptionSpec, survey, named=None) -> list[dict[str, Any]]:
    """Each value of an option or setting: its name, who holds it, whether it is the default, and its reach."""
    return [{"value": value, "name": named(spec.name, value) if named else value,
             "explanation": cited(said(spec.explanations[value])),
             "is_default": value == spec.default, "reach": None if value == spec.default else survey(spec.name, value)}
            for value in spec.values]


def schools_context() -> dict[str, Any]:
    """Every school option, then every pattern setting, each value with how many 課 it changes."""
    return {
        "options": [{"name": spec.name, "label": said(spec.label), "values": _values(spec, reach, choice_name)}
                    for spec in OPTION_SPECS],
        "settings": [{"name": spec.name, "label": said(spec.label), "values": _values(spec, setting_reach)}
                     for spec in PatternSettings.SPECS],
    }


def survey_everything() -> None:
    """Each option's and each setting's values surveyed (the index page counts them all): ~20 s of one core, once."""
    for spec in OPTION_SPECS:
        for value in spec.values:
            reach(spec.name, value)
    for spec in PatternSettings.SPECS:
        for value in spec.values:
            setting_reach(spec.name, value)


def option_chart_url(change: Change, over: str, option: str, value: str = "") -> str:
    """The permanent link of a changed chart under the defaults, or under the option's value: the noble named where
    the survey chose it (the 課 alone are surveyed with both; a change the same with either names none)."""
    params = {"day": change.day, "general": change.general, "hour": change.hour}
    if change.month is not None:
        params["month"] = change.month
    if change.daytime is not None and over == KE:
        params["noble"] = "day" if change.daytime else "night"
    return chart_url(params | {"v": CURRENT_VERSION} | ({option: value} if value else {}))


def setting_chart_url(change: PatternChange, setting: str, value: str = "") -> str:
    """The permanent link of a 課's example chart (in the month surveyed) under the default reading or the value."""
    params = {"day": change.ke.day_name, "general": example_general(change.ke.k), "hour": BRANCHES[EXAMPLE_HOUR]}
    if change.month is not None:
        params["month"] = BRANCHES[change.month]
    return chart_url(params | {"v": CURRENT_VERSION} | ({setting: value} if value else {}))


class OptionChangeTable(tables.Table):
    """The charts an option's value changes: where, what differs, the transmissions and noble under each reading."""

    chart = labelled_column(_("課 Chart"), accessor="day", orderable=False, template_name=CELLS + "option_chart.html")
    parts = labelled_column(_("What changes"), orderable=False, template_name=CELLS + "parts.html")
    transmissions = labelled_column(_("三傳 Transmissions"), orderable=False,
                                    template_name=CELLS + "transmissions.html")
    noble = labelled_column(_("貴人 Noble on"), accessor="noble_ground", orderable=False,
                            template_name=CELLS + "noble.html")

    class Meta:
        attrs = {"class": "reach-table stacked-on-phone"}


class SettingChangeTable(tables.Table):
    """The charts whose patterns a setting's value changes: where, and the entries shown or no longer shown."""

    chart = labelled_column(_("課 Chart"), accessor="ke", orderable=False, template_name=CELLS + "setting_chart.html")
    gained = labelled_column(_("Shown under this reading only"), orderable=False, template_name=CELLS + "entries.html")
    lost = labelled_column(_("Shown under the default only"), orderable=False, template_name=CELLS + "entries.html")
    otherwise = labelled_column(_("Shown otherwise (partly, or with other flags)"), orderable=False,
                                template_name=CELLS + "entries.html")

    class Meta:
        attrs = {"class": "reach-table stacked-on-phone"}


def option_reach_context(option: str, value: str) -> dict[str, Any] | None:
    """The list page of an option's value (None if there is no such option or value)."""
    spec = SPEC_BY_NAME.get(option)
    if spec is None or value not in spec.values:
        return None
    found: Reach = reach(option, value)
    # `other_value`, not `value`: a table's cell templates are given their own `value`.
    return {"label": said(spec.label), "option": option, "other_value": value, "reach": found,
            "view_value": {"value": value, "reach": found},  # as the index's count sentence reads a value
            "choice": choice_name(option, value), "default_choice": choice_name(option, spec.default),
            "explanation": cited(said(spec.explanations[value])), "is_default": value == spec.default,
            "moment": found.over == MOMENT, "table": OptionChangeTable(found.changes)}


def setting_reach_context(setting: str, value: str) -> dict[str, Any] | None:
    """The list page of a pattern setting's value (None if there is no such setting or value)."""
    spec = SETTING_BY_NAME.get(setting)
    if spec is None or value not in spec.values:
        return None
    found: SettingReach = setting_reach(setting, value)
    return {"label": said(spec.label), "setting": setting, "reach": found,
            "view_value": {"value": value, "reach": found},
            "explanation": cited(said(spec.explanations[value])), "is_default": value == spec.default,
            "default_explanation": cited(said(spec.explanations[spec.default])),
            "table": SettingChangeTable(found.changes)}

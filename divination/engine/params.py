"""Chart parameters by name: the one vocabulary shared by the CLI, `--batch`, the API and the pages.

A chart is asked for either from a 課 (`day`, `general`, `hour`; optionally `month`, `noble`) or
from a moment (`at`, `tz`; optionally `lat`, `lon`, `fold`), with the querent's optional `birth_date`
(`birth_time`) or bare `birth_year`, and `sex`,
plus every school option by its own name or all at once as the token `o`.

A permanent link (`short_params`) writes the chart's inputs, the version of the defaults it was made under
(`v=1`) and each option that differs from that version's by name (`shehai=mengzhongji`): `v=1` always means
the defaults written out in OPTIONS_BY_VERSION, whatever today's are, so the link keeps its chart. The older
long form (`canonical_params`: every option in the token `o`) still reads.
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Mapping
from typing import Any, Final

from .chart import Chart, chart_from_ke
from .cycles import BRANCHES, STEMS, branch_index, parse_ganzhi
from .errors import ChartInputError
from .generals import is_daytime_hour
from .messages import _
from .options import OPTION_SPECS, Options, SpecSettings

KE_FIELDS = ("day", "general", "hour")
MOMENT_FIELDS = ("at", "tz")
# What one kind of chart reads and the other has no use for: a place and the fold of a repeated hour belong
# to a moment; the month and the year of the query to a 課 (a moment's come from its date).
MOMENT_ONLY = ("lat", "lon", "fold")
KE_ONLY = ("month", "query_year")
MAX_PARAM_LENGTH = 64
KNOWN = frozenset({*KE_FIELDS, *MOMENT_FIELDS, *MOMENT_ONLY, *KE_ONLY, "noble", "birth_year", "birth_date",
                   "birth_time", "sex", "o", "v"} | {spec.name for spec in OPTION_SPECS})
# The defaults of each version of the permanent links, written out. A link's `v` reads its own version's,
# whatever the defaults are today; a change of a default adds a version here (and the pattern settings' own
# table in divination.patterns.settings), which new links then name. Never change a version once written.
CURRENT_VERSION: Final = "1"
SPEC_NAMES: Final = frozenset(spec.name for spec in OPTION_SPECS)
OPTIONS_BY_VERSION: Final = {"1": "z23.tl.dh.na.sd.b0.ew.gq.yl.hc.m4.lf.vn.xp"}
NOBLE_CHOICES = {"day": True, "night": False, "auto": None, "": None}


def _text(values: Mapping[str, Any], name: str) -> str | None:
    raw = values.get(name)
    if raw is None:
        return None
    text = str(raw).strip()
    if len(text) > MAX_PARAM_LENGTH:
        raise ChartInputError(_("The parameter %(name)s is too long (%(length)d characters)."), name, name=name, length=len(text))
    return text or None


def _number(values, name, kind, low, high):
    text = _text(values, name)
    if text is None:
        return None
    try:
        number = kind(text)
    except ValueError:
        raise ChartInputError(_("%(name)s must be a number, not 「%(text)s」."), name, name=name, text=text) from None
    if not low <= number <= high:
        raise ChartInputError(_("%(name)s must lie between %(low)s and %(high)s."), name, name=name, low=low, high=high)
    return number


def _birth(values: Mapping[str, Any]) -> tuple[dt.date | None, dt.time | None]:
    date_text, time_text = _text(values, "birth_date"), _text(values, "birth_time")
    try:
        born = dt.date.fromisoformat(date_text) if date_text else None
    except ValueError:
        raise ChartInputError(_("「%(text)s」 is not a birth date like 1990-01-20."), "birth_date", text=date_text) from None
    try:
        at = dt.time.fromisoformat(time_text) if time_text else None
    except ValueError:
        raise ChartInputError(_("「%(text)s」 is not a birth time like 08:30."), "birth_time", text=time_text) from None
    if at is not None and at.tzinfo is not None:
        raise ChartInputError(_("Give the birth time as a wall-clock time, without an offset."), "birth_time")
    return born, at


# Links made while dashi was a pattern setting carry it in `p` as t<code> (docs/engine-rules.md §7).
LEGACY_DASHI_CODES: Final = {"tc": "commentary", "to": "on_chart", "tm": "common"}


def options_from_params(values: Mapping[str, Any]) -> Options:
    """The token `o` first, then any option named on its own (which wins).

    An `o` made before dashi joined the options has no h<code>; its link's `p` then says which it was.
    """
    token = _text(values, "o") or versioned(values, OPTIONS_BY_VERSION)
    named = {spec.name: _text(values, spec.name) for spec in OPTION_SPECS if spec.name in values}
    if token and named.get("dashi") is None and not any(part.startswith("h") for part in token.split(".")):
        legacy = [LEGACY_DASHI_CODES[part] for part in str(values.get("p") or "").split(".") if part in LEGACY_DASHI_CODES]
        named["dashi"] = legacy[0] if legacy else None
    return Options.of(token, Options.named_entries(named))


def versioned(values: Mapping[str, Any], tokens: Mapping[str, str]) -> str:
    """The token of the defaults the link's version `v` names ("" without one: today's defaults)."""
    version = _text(values, "v")
    if version is None:
        return ""
    if version not in tokens:
        raise ChartInputError(_("「%(version)s」 is not a version of the chart links: v is one of %(versions)s."), "v",
                              version=version[:10], versions=", ".join(tokens))
    return tokens[version]


def chart_from_params(values: Mapping[str, Any]) -> Chart:
    """Validate named parameters and build the chart; ChartInputError names the field at fault."""
    options = options_from_params(values)
    noble = _text(values, "noble") or "auto"
    if noble not in NOBLE_CHOICES:
        raise ChartInputError(_("noble must be day, night or auto."), "noble")
    birth_year = _number(values, "birth_year", int, 1800, 2100)
    birth_date, birth_time = _birth(values)
    sex = _text(values, "sex")
    if sex is not None and sex not in ("male", "female"):
        raise ChartInputError(_("sex must be male or female."), "sex")
    has_ke = any(_text(values, f) for f in KE_FIELDS)
    has_moment = any(_text(values, f) for f in MOMENT_FIELDS)
    if has_ke and has_moment:
        raise ChartInputError(_("Give either a 課 (day, general, hour) or a moment (at, tz), not both."), "at")
    if has_ke or has_moment:
        _refuse_the_other_kinds(values, has_moment)
    if has_moment:
        from .moment import chart_from_moment

        at_text, tz = _text(values, "at"), _text(values, "tz")
        if not at_text:
            raise ChartInputError(_("Give the date and time of the query (at), e.g. 2026-11-30T14:30."), "at")
        if not tz:
            raise ChartInputError(_("Give the time zone (tz), e.g. Asia/Shanghai."), "tz")
        try:
            at = dt.datetime.fromisoformat(at_text)
        except ValueError:
            raise ChartInputError(_("「%(text)s」 is not a date and time like 2026-11-30T14:30."), "at", text=at_text) from None
        if at.tzinfo is not None:
            raise ChartInputError(_("Give the local wall-clock time without an offset; the zone goes in tz."), "at")
        fold = _number(values, "fold", int, 0, 1)
        return chart_from_moment(
            at, tz, options=options, longitude=_number(values, "lon", float, -180, 180),
            latitude=_number(values, "lat", float, -90, 90), fold=fold,
            daytime=NOBLE_CHOICES[noble], birth_year=birth_year, birth_date=birth_date, birth_time=birth_time,
            sex=sex,
        )
    _check_given_ke_fields(values)
    missing = [f for f in KE_FIELDS if not _text(values, f)]
    if missing:
        raise ChartInputError(
            _("Give a 課 (day 干支, monthly general, query hour) or a moment (date, time and zone); missing: %(missing)s."),
            missing[0], missing=", ".join(missing))
    day, general, hour = (str(_text(values, f)) for f in KE_FIELDS)
    return chart_from_ke(
        day, general, hour,
        options=options, daytime=NOBLE_CHOICES[noble], month=_text(values, "month"),
        birth_year=birth_year, birth_date=birth_date, birth_time=birth_time, sex=sex,
        query_year=_number(values, "query_year", int, 1800, 2200),
    )


def _refuse_the_other_kinds(values: Mapping[str, Any], moment: bool) -> None:
    """A parameter of the other kind of chart is refused, not silently dropped from the chart asked for."""
    for name in KE_ONLY if moment else MOMENT_ONLY:
        if _text(values, name) is not None:
            raise ChartInputError(
                f"{name} belongs to a chart from a 課 (day, general, hour): a moment's month and year come from its date."
                if moment else f"{name} belongs to a chart from a moment (at, tz): a 課 has no place and no clock.", name)


def _check_given_ke_fields(values: Mapping[str, Any]) -> None:
    """Name a wrong day, general or hour before complaining about a missing one."""
    if day := _text(values, "day"):
        parse_ganzhi(day, "day")
    for name in ("general", "hour", "month"):
        if value := _text(values, name):
            branch_index(value, name)


def canonical_params(chart: Chart, source: Mapping[str, Any] | None = None) -> dict[str, str]:
    """Every input and every option of a chart, in a fixed order: the long form of its link (the token `o`),
    which links made before the short form (`short_params`) carry."""
    params: dict[str, str] = {}
    cal = chart.calendar
    if cal is not None:
        local = cal.local.replace(tzinfo=None, microsecond=0)
        # Seconds only when given: near a solar term they can decide the monthly general.
        params["at"] = local.isoformat(timespec="seconds" if local.second else "minutes")
        params["tz"] = cal.tz
        if cal.longitude is not None:
            params["lon"] = f"{cal.longitude:g}"
        if cal.latitude is not None:
            params["lat"] = f"{cal.latitude:g}"
        if source and _text(source, "fold") is not None:
            params["fold"] = str(_text(source, "fold"))
    else:
        params["day"] = STEMS[chart.day_stem] + BRANCHES[chart.day_branch]
        params["general"] = BRANCHES[chart.monthly_general]
        params["hour"] = BRANCHES[chart.query_hour]
        if chart.month_branch is not None:
            params["month"] = BRANCHES[chart.month_branch]
    params["noble"] = "day" if chart.daytime else "night"
    if chart.querent is not None:
        q = chart.querent
        if q.birth_date is not None:
            params["birth_date"] = q.birth_date.isoformat()
            if q.birth_time is not None:
                params["birth_time"] = q.birth_time.isoformat("minutes")
        else:
            params["birth_year"] = str(q.birth_year)
        params["sex"] = q.sex
        if cal is None and source and _text(source, "query_year"):
            params["query_year"] = str(_text(source, "query_year"))
    params["o"] = chart.options.to_token()
    return params


def daytime_by_rule(chart: Chart) -> bool:
    """Day or night as the chart's own rule gives it (the noble `auto`): its moment's, or its hour's."""
    if chart.calendar is not None:
        return chart.calendar.daytime
    return is_daytime_hour(chart.query_hour, chart.options.daynight)


def changed_pairs(values: SpecSettings, base: SpecSettings) -> dict[str, str]:
    """Each entry that differs from `base`, by name (`shehai=mengzhongji`), in the order of its table."""
    return {spec.name: getattr(values, spec.name) for spec in values.SPECS
            if getattr(values, spec.name) != getattr(base, spec.name)}


def short_params(chart: Chart, source: Mapping[str, Any] | None = None) -> dict[str, str]:
    """The parameters of a chart's permanent link: its inputs, the noble only where it overrides the rule,
    the version of the defaults, then each option that differs from them by name."""
    params = canonical_params(chart, source)
    del params["o"]
    if chart.daytime == daytime_by_rule(chart):
        del params["noble"]
    params["v"] = CURRENT_VERSION
    return params | changed_pairs(chart.options, Options.from_token(OPTIONS_BY_VERSION[CURRENT_VERSION]))


# The order of a permanent link's parameters (canonical_params writes them so): the inputs, the noble, the
# querent, the version; then the options (OPTION_SPECS' order), then the pattern settings as they come.
LINK_ORDER: Final = ("at", "tz", "lon", "lat", "fold", "day", "general", "hour", "month", "noble", "birth_date",
                     "birth_time", "birth_year", "sex", "query_year", "v", *(spec.name for spec in OPTION_SPECS))


def relinked(params: Mapping[str, str], options: Options | None = None, noble: str | None = None,
             drop_noble: bool = False) -> dict[str, str]:
    """A permanent link's parameters with other options (each that differs from the link's version by name) or
    another noble, in the link's order: the link of the same chart read by another school."""
    changed = {name: value for name, value in params.items() if name not in SPEC_NAMES and not
               (drop_noble and name == "noble")}
    if options is not None:
        changed |= changed_pairs(options, Options.from_token(OPTIONS_BY_VERSION[params.get("v", CURRENT_VERSION)]))
    if noble is not None:
        changed["noble"] = noble
    rank = {name: index for index, name in enumerate(LINK_ORDER)}
    return dict(sorted(changed.items(), key=lambda item: rank.get(item[0], len(rank))))

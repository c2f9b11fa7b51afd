"""The two ways to start a chart (from a moment, from a 課); each form validates by building the chart.

Field names are the engine's parameter names (divination.engine.params), so a submitted form is
already a chart URL; the view then redirects it to the canonical one.
"""
from __future__ import annotations

from functools import cache

from django import forms
from django.utils.functional import lazy
from django.utils.translation import gettext_lazy as _
from django.utils.translation import gettext_noop

from divination.builder.schools import choice_name
from divination.engine.civil_time import zone_names
from divination.engine.cycles import BRANCHES, SEXAGENARY
from divination.engine.errors import ChartInputError
from divination.engine.generals import is_daytime_hour
from divination.engine.options import OPTION_SPECS
from divination.engine.params import KE_FIELDS, KNOWN, MAX_PARAM_LENGTH, MOMENT_FIELDS, chart_from_params
from divination.interface import pattern_settings_from
from divination.passages import cited
from divination.patterns.settings import PatternSettings
from languages.wording import said, said_lazily

# A few major cities for day/night by the sun and true solar time: (name, latitude, longitude). The name is
# the value the form sends; the page shows it translated.
CITIES = (
    (gettext_noop("北京 Beijing"), 39.9042, 116.4074),
    (gettext_noop("上海 Shanghai"), 31.2304, 121.4737),
    (gettext_noop("廣州 Guangzhou"), 23.1291, 113.2644),
    (gettext_noop("成都 Chengdu"), 30.5728, 104.0668),
    (gettext_noop("香港 Hong Kong"), 22.3193, 114.1694),
    (gettext_noop("臺北 Taipei"), 25.0330, 121.5654),
    (gettext_noop("新加坡 Singapore"), 1.3521, 103.8198),
    (gettext_noop("吉隆坡 Kuala Lumpur"), 3.1390, 101.6869),
    (gettext_noop("東京 Tokyo"), 35.6762, 139.6503),
    (gettext_noop("首爾 Seoul"), 37.5665, 126.9780),
    (gettext_noop("悉尼 Sydney"), -33.8688, 151.2093),
    (gettext_noop("倫敦 London"), 51.5072, -0.1276),
    (gettext_noop("巴黎 Paris"), 48.8566, 2.3522),
    (gettext_noop("柏林 Berlin"), 52.5200, 13.4050),
    (gettext_noop("紐約 New York"), 40.7128, -74.0060),
    (gettext_noop("三藩市 San Francisco"), 37.7749, -122.4194),
    (gettext_noop("溫哥華 Vancouver"), 49.2827, -123.1207),
)
CITY_BY_NAME = {name: (lat, lon) for name, lat, lon in CITIES}

NOBLE_CHOICES = (
    ("auto", _("by the hour (卯–申 day) · 自動")),
    ("day", _("day noble · 晝貴")),
    ("night", _("night noble · 夜貴")),
)
BRANCH_CHOICES = tuple((b, b) for b in BRANCHES)
# The fields that make a query a chart's: a 課, or a moment.
START_FIELDS = (*KE_FIELDS, *MOMENT_FIELDS)


def refuse_repeated(query) -> None:
    """A parameter given twice (day=丁卯&day=甲子) is refused: the chart is never built from a guess."""
    repeated = [name for name in query if len(query.getlist(name)) > 1]
    if repeated:
        raise ChartInputError(gettext_noop("The parameter %(name)s is given more than once: give it once."),
                              repeated[0],
                              name=repeated[0])


@cache
def time_zones() -> tuple[str, ...]:
    """Every IANA zone name the engine accepts, for the zone field's suggestions."""
    return tuple(sorted(zone_names()))


def _text(label, **kwargs) -> forms.CharField:
    return forms.CharField(label=label, required=False, max_length=MAX_PARAM_LENGTH, **kwargs)


def _choice(label, choices, widget=forms.Select, **kwargs) -> forms.CharField:
    """A choice whose refusal the engine words (「甲丑」 is not one of the sixty 干支), not Django."""
    return _text(label, widget=widget(choices=choices), **kwargs)


class _OptionField(forms.CharField):
    """A school option: a form sent back with an error shows the default where the request named none."""

    def bound_data(self, data, initial):
        return data or initial


choice_name_lazily = lazy(choice_name, str)


def _option_field(spec) -> forms.CharField:
    return _OptionField(label=said_lazily(spec.label), required=False, max_length=MAX_PARAM_LENGTH,
                        initial=spec.default,
                        widget=forms.RadioSelect(choices=[(value, choice_name_lazily(spec.name, value))
                                                          for value in spec.values]))


def _adds_to(name: str, explanation: str) -> bool:
    return explanation.rstrip(".").lower() != name.lower()


class _ChartForm(forms.Form):
    """Shared by both forms: who asks, the noble, the school options; clean() builds the chart."""

    noble = _choice(_("貴人 · day or night noble"), NOBLE_CHOICES, initial="auto")
    birth_date = _text(_("生日 · birth date (for 本命: the year changes at 立春)"), widget=forms.DateInput(
        attrs={"type": "date", "min": "1900-01-01", "max": "2100-12-31"}, format="%Y-%m-%d"))
    birth_time = _text(_("生時 · birth time (optional; decides a birth on the day of 立春)"),
                       widget=forms.TimeInput(attrs={"type": "time"}, format="%H:%M"))
    birth_year = _text(_("或生年 · or the birth year alone"),
                       widget=forms.NumberInput(attrs={"min": 1800, "max": 2100}))
    sex = _choice(_("性別 · sex (optional)"), (("", "—"), ("male", _("男 male")), ("female", _("女 female"))))
    o = _text(_("options token"), widget=forms.HiddenInput)
    p = forms.CharField(required=False, widget=forms.HiddenInput)  # the pattern settings, kept for the link

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # the school options, one field each (engine.options.OPTION_SPECS), after the inputs as the forms show them
        self.fields.update({spec.name: _option_field(spec) for spec in OPTION_SPECS})
        self.chart = None

    @property
    def option_fields(self):
        return [self[spec.name] for spec in OPTION_SPECS]

    @property
    def option_choices(self):
        """Each option's field with its radios, each radio with what its choice means (who holds it)."""
        return [(self[spec.name], [(radio, cited(explanation) if _adds_to(str(radio.choice_label), explanation) else "")
                                   for radio, value in zip(self[spec.name], spec.values)
                                   for explanation in [said(spec.explanations[value])]])
                for spec in OPTION_SPECS]

    @property
    def option_errors(self) -> bool:
        return any(field.errors for field in self.option_fields)

    def clean(self):
        data = super().clean()
        if self.errors:
            return data
        try:
            refuse_repeated(self.data)
            self.chart = chart_from_params(self.engine_params(data))
        except ChartInputError as error:
            field = error.field
            self.add_error(field if field in self.fields and field != "o" else None, said(error.reason))
        return data

    def engine_params(self, data) -> dict[str, str]:
        """The named parameters given; an option left out keeps what the token `o` or the default says.

        A parameter of the other kind of chart, which this form lacks, still goes to the engine: it refuses
        the mixture (a 課 with a moment, a place on a 課) rather than let the chart drop it unseen.
        """
        given = {name: value for name, value in data.items() if value}
        given.update({name: str(self.data[name]) for name in KNOWN if name not in self.fields and self.data.get(name)})
        return given


class MomentForm(_ChartForm):
    """起課 from a moment: the local date and time, its zone, optionally the place."""

    at = _text(_("日時 · date and time"),
               widget=forms.DateTimeInput(attrs={"type": "datetime-local"}, format="%Y-%m-%dT%H:%M"))
    tz = _text(_("時區 · time zone (IANA)"), widget=forms.TextInput(attrs={"list": "time-zones", "autocomplete": "off",
                                                                    "spellcheck": "false"}))
    city = forms.ChoiceField(label=_("城市 · a city"), required=False,
                             choices=[("", "—")] + [(name, _(name)) for name, *_coordinates in CITIES])
    lat = _text(_("緯度 · latitude"), widget=forms.NumberInput(attrs={"step": "any", "min": -90, "max": 90}))
    lon = _text(_("經度 · longitude"), widget=forms.NumberInput(attrs={"step": "any", "min": -180, "max": 180}))
    fold = _choice(_("重複時刻 · a repeated hour"), (("", "—"), ("0", _("the first (before the clocks went back)")),
                                              ("1", _("the second (after)"))))

    field_order = ("at", "tz", "city", "lat", "lon", "fold")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, auto_id="moment-%s", **kwargs)

    def engine_params(self, data):
        params = super().engine_params(data)
        city = params.pop("city", None)
        if city and not (params.get("lat") or params.get("lon")):
            lat, lon = CITY_BY_NAME[city]
            params.update(lat=f"{lat:g}", lon=f"{lon:g}")
        return params


class KeForm(_ChartForm):
    """起課 from a 課 as the books print it: day 干支, monthly general, query hour."""

    day = _choice(_("日 · day 干支"), [("", "—")] + [(gz, gz) for gz in SEXAGENARY])
    general = _choice(_("月將 · monthly general"), (("", "—"),) + BRANCH_CHOICES)
    hour = _choice(_("占時 · query hour"), (("", "—"),) + BRANCH_CHOICES)
    month = _choice(_("月建 · month branch (optional)"), (("", "—"),) + BRANCH_CHOICES)
    query_year = _text(_("占年 · year of the query (for 行年)"),
                       widget=forms.NumberInput(attrs={"min": 1800, "max": 2200}))

    field_order = ("day", "general", "hour", "month")

    def __init__(self, *args, **kwargs):
        super().__init__(*args, auto_id="ke-%s", **kwargs)

    def engine_params(self, data):
        if self.data.get("city"):
            raise ChartInputError("city belongs to a chart from a moment (at, tz): a 課 has no place.", "city")
        return super().engine_params(data)


def form_for(query) -> _ChartForm:
    """The form a chart request belongs to: a 課 if it names one, else a moment."""
    is_ke = any(query.get(name) for name in KE_FIELDS)
    return (KeForm if is_ke else MomentForm)(query)


def noble_choice(chart) -> str:
    """The noble as the form offers it: `auto` when the chart's noble is the one its rule gives, else forced."""
    by_rule = chart.calendar.daytime if chart.calendar is not None else is_daytime_hour(chart.query_hour)
    return "auto" if chart.daytime == by_rule else ("day" if chart.daytime else "night")


def prefilled(chart, params) -> _ChartForm:
    """The form of a chart's kind holding its inputs and every option by name: a change of one field
    changes only that in the chart sent back."""
    form_class = KeForm if chart.calendar is None else MomentForm
    initial = {name: value for name, value in params.items() if name in form_class.base_fields and name != "o"}
    initial |= chart.options.to_dict() | {"noble": noble_choice(chart)}
    try:  # the pattern settings the link names by pair travel with the form in its hidden token
        initial["p"] = pattern_settings_from(params).to_token()
    except ChartInputError:
        pass
    return form_class(initial=initial)


def given_form(query) -> _ChartForm | None:
    """The form of a chart's query filled in from it (None for no query); a query that does not make a
    chart comes back in its form with the messages beside the fields."""
    if not any(query.get(name) for name in START_FIELDS):
        return None
    form = form_for(query)
    return prefilled(form.chart, query) if form.is_valid() else form


def read_pattern_settings(values, form) -> PatternSettings:
    """The pattern settings of a chart request; a bad value becomes an error of the chart form, not an exception."""
    try:
        return pattern_settings_from(values)
    except ChartInputError as error:
        form.add_error(None, said(error.reason))
        return PatternSettings()

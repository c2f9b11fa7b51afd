"""A chart link as other sections read it: a pasted /chart/ or /ke/ link validated through the engine's
parameters (divination.engine.params) and written back in its permanent, canonical form.

Every form reads: the permanent one (/ke/丁卯/亥/丑/?v=1&shehai=mengzhongji, /chart/?at=…&tz=…&v=1), the
long one of older links (every option in the token `o`, every pattern setting in `p`), a bare /ke/ or a
query naming only some options (today's defaults for the rest), percent-encoded or not. The notebook and the
lesson sheets store the canonical query (`ChartLink.query`: the inputs, `v`, each changed option and setting
by name; a step where one is chosen), so a saved link shows the same chart after defaults change; what they
saved in the long form is found by `ChartLink.long_query`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Final
from urllib.parse import parse_qsl, unquote, urlencode, urlsplit

from django.http import QueryDict
from django.urls import Resolver404, get_script_prefix, resolve

from divination.builder.forms import refuse_repeated
from divination.builder.page import STEP_SLUGS, chart_name, chart_url, long_params, permanent_params
from divination.engine.chart import Chart
from divination.engine.cycles import BRANCHES, STEMS
from divination.engine.errors import ChartInputError
from divination.engine.messages import _
from divination.engine.params import chart_from_params
from divination.interface import pattern_settings_from
from divination.patterns.registry import MATCH, match_chart

MAX_LINK_LENGTH: Final = 2000
CHART_VIEWS: Final = frozenset({"divination:chart", "divination:ke_short"})


@dataclass(frozen=True)
class ChartLink:
    chart: Chart
    params: dict[str, str]
    step: str | None = None
    long: dict[str, str] | None = None

    @property
    def query(self) -> str:
        """The canonical query, without the step: what identifies the chart."""
        return urlencode(self.params, safe=":/")

    @property
    def long_query(self) -> str:
        """The same chart's query in the long form links had before `v` (what older saves hold)."""
        return urlencode(self.long or {}, safe=":/")

    @property
    def url(self) -> str:
        return chart_url(self.params, self.step)

    @property
    def name(self) -> str:
        """The whole chart in a line (its transmissions and method included)."""
        return chart_name(self.chart)

    @property
    def inputs(self) -> str:
        """What is asked, without the answer: for practice, where the transmissions are the exercise."""
        if "at" in self.params:
            return f"{self.params['at'].replace('T', ' ')} {self.params['tz']}"
        c = self.chart
        return (f"{STEMS[c.day_stem]}{BRANCHES[c.day_branch]}日 {BRANCHES[c.monthly_general]}將 "
                f"{BRANCHES[c.query_hour]}時")

    @property
    def method(self) -> str:
        return self.chart.transmissions.method

    def patterns(self) -> list[tuple[str, str]]:
        """(id, name) of each pattern the chart shows under its pattern settings."""
        return [(m.entry.id, m.entry.names[0]) for m in match_chart(self.chart, pattern_settings_from(self.params))
                if m.status == MATCH]


def read_chart_link(text: str, allow_step: bool = True) -> ChartLink:
    """The chart of a pasted link (absolute or not); ChartInputError(message, "chart") when it is none."""
    text = (text or "").strip()
    if not text:
        raise ChartInputError(_("Paste the link of a chart (it starts with /chart/?)."), "chart")
    if len(text) > MAX_LINK_LENGTH:
        raise ChartInputError(_("The link is %(length)d characters long; a chart link is at most %(limit)d."), "chart",
                              length=len(text), limit=MAX_LINK_LENGTH)
    parts = urlsplit(text)
    try:
        match = resolve(unquote(parts.path or "/").removeprefix(get_script_prefix().rstrip("/")) or "/")
    except Resolver404:
        match = None
    if match is None or match.view_name not in CHART_VIEWS:
        raise ChartInputError(_("This is not a chart link: a chart link starts with /chart/? (or "
                                "/ke/day/general/hour/)."), "chart")
    query = QueryDict(parts.query)
    if match.view_name == "divination:ke_short":
        query = query.copy()
        query.update(match.kwargs)
    step = query.get("step") or None
    try:
        refuse_repeated(query)
        the_chart = chart_from_params(query)
        params = permanent_params(the_chart, query)
        long = long_params(the_chart, query)
    except ChartInputError as error:
        raise ChartInputError(_("This link does not make a chart: %(reason)s"), "chart", reason=error.reason) from None
    if step is not None and (not allow_step or step not in STEP_SLUGS):
        choices = ", ".join(sorted(STEP_SLUGS))
        raise ChartInputError(_("「%(step)s」 is not a step of the chart; leave it out or choose one of "
                                "%(choices)s."), "chart",
                              step=step[:20], choices=choices)
    return ChartLink(the_chart, params, step, long)


def stored_url(query: str, step: str | None = None) -> str:
    """The chart URL of a query a note or a sheet stored: its permanent address (/ke/丁卯/亥/丑/?v=1) for one
    saved canonical; a query saved in the long form of older links is redirected there by the chart page."""
    return chart_url(dict(parse_qsl(query, keep_blank_values=True)), step)

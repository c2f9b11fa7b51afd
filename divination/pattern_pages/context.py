"""What the pattern pages (and the passage pages, through the `passage_patterns` tag) show of an entry:
its inputs, its 720-課 count, the 課 showing it and the next moments it occurs, each linked to a chart.
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Final

from django.utils.safestring import SafeString
from django.utils.translation import gettext

from divination.builder.page import chart_url
from divination.engine.chart import Chart
from divination.engine.cycles import BRANCHES
from divination.engine.ke import Ke
from divination.engine.messages import Message
from divination.engine.params import CURRENT_VERSION, changed_pairs
from divination.passages import cited, pattern_page
from divination.patterns import registry
from divination.patterns.reachability import unreachable
from divination.patterns.registry import Entry, Match, Outcome
from divination.patterns.search import DEFAULT_ZONE, Moment, Querent, next_moments
from divination.patterns.settings import SETTINGS_BY_VERSION, PatternSettings
from divination.patterns.survey import (
    EXAMPLE_HOUR,
    example_general,
    flags_seen,
    frequencies,
    ke_matching,
    ke_showing,
    readings_of,
)
from divination.patterns.survey import by_entry as by_entry  # the server builds it before it forks (liuren_site.warmup)
from divination.wording import inputs_sentence
from languages.wording import said

# Patterns of 行年 or sex need a querent: the passage pages show them for this one (and say so).
EXAMPLE_QUERENT: Final = Querent(1990, "male")


def only_ke(item: Entry) -> bool:
    """The entry depends on the 課 alone (inputs C), so it can be counted over the 720 課."""
    return item.inputs == frozenset({"C"})


def showing(entry_id: str) -> tuple[tuple[Chart, Match], ...]:
    """The example charts of the 課 that show an entry, in cycle order, each with the entry's match there."""
    return ke_matching(entry_id)


def ke_chart_link(ke: Ke, settings: PatternSettings | None = None) -> str:
    """The example chart of a 課 (general BRANCHES[k] on the 子 hour), at its permanent address (/ke/甲子/子/子/?v=1),
    with the pattern settings that differ from the defaults by name."""
    params = {"day": ke.day_name, "general": example_general(ke.k), "hour": BRANCHES[EXAMPLE_HOUR],
              "v": CURRENT_VERSION}
    base = PatternSettings.from_token(SETTINGS_BY_VERSION[CURRENT_VERSION])
    return chart_url(params | (changed_pairs(settings, base) if settings else {}))


def ke_row(chart: Chart, match: Match) -> dict[str, Any]:
    """One 課 showing an entry: its name and link, the flags the entry carries there and, for a parent
    where a clause carries a flag, which clauses hold there with their own flags."""
    outcome = match.outcome or Outcome()
    flagged = any(held.flags for held in outcome.held)
    return {"label": ke_label(chart), "url": ke_chart_link(chart.ke), "flags": outcome.flags,
            "held": [(registry.entry(held.id).names[0], held.flags) for held in outcome.held] if flagged else []}


def clause_rows(item: Entry) -> list[dict[str, Any]]:
    """A parent's clauses (or a tally's factors): each with its link, its 720-課 count and the flags it carries."""
    counts, cannot_occur = frequencies(), unreachable()
    rows = []
    for clause_id in item.clauses:
        clause = registry.entry(clause_id)
        rows.append({"id": clause_id, "name": clause.names[0], "url": pattern_page(clause_id),
                     "frequency": counts.get(clause_id, 0) if only_ke(clause) else None,
                     "flags": sorted(flags_seen(clause_id)) if only_ke(clause) else [],
                     "never": cannot_occur.get(clause_id)})
    return rows


def never_said(reason: Message | None) -> SafeString | None:
    """Why no chart shows an entry, in the reader's language, its line references linked and its quotations marked."""
    return cited(said(reason)) if reason else None


def needs_querent(item: Entry) -> bool:
    return bool(item.inputs & {"XN", "SX"})


def upcoming(items: Sequence[Entry], tz: str = DEFAULT_ZONE, count: int = 5,
             querent: Querent = EXAMPLE_QUERENT) -> dict[str, list[dict[str, Any]]]:
    """The next moments from now showing each entry (searched once an hour per zone and querent).

    Entries that read the querent's 行年 or sex are searched for `querent`; the others for nobody. An
    entry no chart can show is not searched for (reachability): it has no moments.
    """
    hour = dt.datetime.now(dt.UTC).replace(minute=0, second=0, microsecond=0)
    cannot_occur = unreachable()
    searched = [i for i in items if i.id not in cannot_occur]
    views = {}
    for searched_for, who in (([i for i in searched if not needs_querent(i)], Querent()),
                              ([i for i in searched if needs_querent(i)], querent)):
        for item_id, moments in _upcoming(tuple(searched_for), tz, count, hour, who).items():
            views[item_id] = [moment_view(m, tz, who) for m in moments]
    return {i.id: views.get(i.id, []) for i in items}


# The search, once an hour per zone and querent: what it keeps is the engine's moments, not the page's links.
@lru_cache(maxsize=256)
def _upcoming(items: tuple[Entry, ...], tz: str, count: int, start: dt.datetime, querent: Querent
              ) -> dict[str, list[Moment]]:
    return next_moments(items, start, tz=tz, count=count, querent=querent) if items else {}


def moment_view(moment: Moment, tz: str, querent: Querent = Querent()) -> dict[str, Any]:
    """A moment as a line of a page: its local time, the chart's name and a link to the builder."""
    params = {"at": moment.wall, "tz": tz} | ({"fold": str(moment.local.fold)} if moment.ambiguous else {})
    if querent.birth_year is not None:
        params |= {"birth_year": str(querent.birth_year), "sex": querent.sex}
    return {"local": f"{moment.local:%Y-%m-%d %H:%M} {tz}", "ke": ke_label(moment.chart), "url": chart_url(params),
            "flags": moment.match.outcome.flags}


def querent_label(querent: Querent) -> str:
    template = gettext("for a man born in "
                       "%(year)s") if querent.sex == "male" else gettext("for a woman born in %(year)s")
    return template % {"year": querent.birth_year}


@dataclass(frozen=True)
class KeLabel:
    """e.g. 庚辰日 午將 寅時 (庚辰日 午将 寅時 on a Japanese page): written when shown, since the searches
    that find the moments are cached for readers of every language."""

    day: str
    general: str
    hour: str

    def __str__(self) -> str:
        return gettext("%(day)s日 %(general)s將 "
                       "%(hour)s時") % {"day": self.day, "general": self.general, "hour": self.hour}


def ke_label(chart: Chart) -> KeLabel:
    return KeLabel(chart.ke.day_name, BRANCHES[chart.monthly_general], BRANCHES[chart.query_hour])


def passage_patterns(key: str, tz: str = DEFAULT_ZONE, examples: int = 3) -> list[dict[str, Any]]:
    """The patterns a passage defines, each with its 720-課 count, a few 課 showing it and its next moments."""
    items = [item for item in registry.ENTRIES if item.passage == key]
    moments = upcoming(items, tz, count=examples)
    counts, cannot_occur = frequencies(), unreachable()
    return [{
        "id": item.id, "name": item.names[0], "names": item.names, "reading": item.reading,
        "highlight": item.highlight, "url": pattern_page(item.id),
        "inputs": inputs_sentence(item.inputs), "only_ke": only_ke(item),
        "frequency": counts.get(item.id, 0) if only_ke(item) else None, "never": never_said(cannot_occur.get(item.id)),
        "ke": [(ke_label(chart), ke_chart_link(chart.ke)) for chart in ke_showing(item.id)[:examples]]
        if only_ke(item) else [],
        "moments": moments[item.id], "tz": tz,
        "querent": querent_label(EXAMPLE_QUERENT) if needs_querent(item) else "",
    } for item in items]


def _ke_links(kes: Sequence[Ke], settings: PatternSettings) -> list[tuple[KeLabel, str]]:
    return [(KeLabel(ke.day_name, example_general(ke.k), BRANCHES[EXAMPLE_HOUR]), ke_chart_link(ke, settings))
            for ke in kes]


def reading_rows(item: Entry) -> list[dict[str, Any]]:
    """Where the readings differ on a 課-only entry: each pattern setting whose values change which of the 720 課 show
    it, each value explained (its passages linked) with how many 課 show the entry under it and which it gains or
    loses against the default reading (each 課 linked to its chart under that reading)."""
    specs = {spec.name: spec for spec in PatternSettings.SPECS}
    rows = []
    for values in readings_of(item.id):
        spec = specs[values[0].setting]
        rows.append({"label": said(spec.label).split(" · ")[0], "setting": spec.name, "values": [{
            "explanation": cited(said(spec.explanations[v.value])), "is_default": v.is_default, "count": v.count,
            "gained": _ke_links(v.gained, PatternSettings(**{spec.name: v.value})),
            "lost": _ke_links(v.lost, PatternSettings(**{spec.name: v.value}))} for v in values]})
    return rows

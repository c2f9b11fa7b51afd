"""A querent's wall-clock time in an IANA zone → one exact instant, or a clear refusal.

Historical offsets come from zoneinfo (China's daylight-saving years 1986–1991 included). A wall
time skipped by a clock change does not exist; one repeated by a clock change is ambiguous and
needs `fold` (0 = the first, 1 = the second occurrence, as in PEP 495).
"""
from __future__ import annotations

import datetime as dt
from functools import cache
from typing import Final
from zoneinfo import ZoneInfo, available_timezones

from .errors import ChartInputError
from .messages import _

FIRST_DATE: Final = dt.date(1900, 1, 1)
LAST_DATE: Final = dt.date(2100, 12, 31)
# Files of the zone database that are no place's clock: the placeholder zone of unconfigured machines and
# this machine's own local time (whatever it was set to).
NOT_ZONES: Final = frozenset({"Factory", "localtime", "posixrules"})


@cache
def zone_names() -> frozenset[str]:
    """Every IANA zone name zoneinfo can load (the tzdata package and the system's), less NOT_ZONES."""
    return frozenset(available_timezones()) - NOT_ZONES


def zone_named(tz: str) -> ZoneInfo:
    """The zone of an IANA name such as Asia/Shanghai; a folder of zones (Asia), a file that is no zone, a
    misspelling each refused with what to give instead."""
    names = zone_names()
    if isinstance(tz, str) and tz in names:
        return ZoneInfo(tz)
    text = str(tz)[:64]
    inside = sorted(name for name in names if name.startswith(f"{text}/"))
    if inside:
        raise ChartInputError(_("「%(text)s」 is a region, not a time zone: give a zone in it, such as %(example)s."), "tz",
                              text=text, example=inside[0])
    spelled = [name for name in names if name.lower() == text.lower()]
    if spelled:
        raise ChartInputError(_("「%(text)s」 is not a known time zone (did you mean %(zone)s?): give an IANA zone name such "
                                "as Asia/Shanghai or America/New_York."), "tz", text=text, zone=spelled[0])
    raise ChartInputError(
        _("「%(text)s」 is not a known time zone: give an IANA zone name such as Asia/Shanghai or America/New_York."), "tz",
        text=text,
    )


def _offset_text(moment: dt.datetime) -> str:
    offset = moment.utcoffset() or dt.timedelta(0)
    sign = "+" if offset >= dt.timedelta(0) else "−"
    minutes = abs(int(offset.total_seconds())) // 60
    return f"{moment.tzname()}, UTC{sign}{minutes // 60:02d}:{minutes % 60:02d}"


def resolve_local(local: dt.datetime, tz: str, fold: int | None = None) -> dt.datetime:
    """The aware local time a naive wall-clock time stands for in zone `tz`."""
    zone = zone_named(tz)
    if not isinstance(local, dt.datetime) or local.tzinfo is not None:
        raise ChartInputError(_("Give the moment as a wall-clock date and time without a zone, e.g. 2026-11-30T14:30."), "at")
    if not FIRST_DATE <= local.date() <= LAST_DATE:
        raise ChartInputError(
            _("%(date)s is outside the supported range %(first)s to %(last)s."), "at",
            date=local.date().isoformat(), first=FIRST_DATE.isoformat(), last=LAST_DATE.isoformat(),
        )
    if fold not in (None, 0, 1):
        raise ChartInputError(_("fold must be 0 (the first occurrence) or 1 (the second), not %(fold)r."), "fold", fold=fold)
    first, second = local.replace(tzinfo=zone, fold=0), local.replace(tzinfo=zone, fold=1)
    if first.utcoffset() == second.utcoffset():
        return first
    wall = f"{local:%Y-%m-%d %H:%M}"
    if _round_trips(first) and _round_trips(second):
        if fold is not None:
            return second if fold else first
        raise ChartInputError(
            _("%(wall)s occurs twice in %(tz)s: the clocks were turned back. It is either %(wall)s (%(first)s, "
              "%(first_utc)s) or, later, %(wall)s (%(second)s, %(second_utc)s): choose the first (fold 0) or the second (fold 1)."),
            "at", wall=wall, tz=tz, first=_offset_text(first), first_utc=_utc_text(first),
            second=_offset_text(second), second_utc=_utc_text(second),
        )
    raise ChartInputError(
        _("%(wall)s does not exist in %(tz)s: the clocks were put forward there, from %(first)s to %(second)s, "
          "and skipped this time. Check the time you were given."),
        "at", wall=wall, tz=tz, first=_offset_text(first), second=_offset_text(second),
    )


def _round_trips(moment: dt.datetime) -> bool:
    return moment.astimezone(dt.UTC).astimezone(moment.tzinfo).replace(tzinfo=None) == moment.replace(tzinfo=None)


def _utc_text(moment: dt.datetime) -> str:
    return f"{moment.astimezone(dt.UTC):%Y-%m-%d %H:%M} UTC"

"""The sun at a place, from ephem: true solar time (真太陽時) and whether the sun is up."""
from __future__ import annotations

import math
from datetime import UTC, datetime, timedelta
from typing import Final

import ephem

# Sunrise and sunset as almanacs give them: the upper limb on the horizon, standard refraction
# included (the USNO convention, −0°50′), with ephem's own refraction switched off.
HORIZON: Final = ephem.degrees("-0:50")
_TWO_PI: Final = 2 * math.pi


def _observer(instant_utc: datetime, longitude: float, latitude: float = 0.0) -> ephem.Observer:
    observer = ephem.Observer()
    observer.lon = math.radians(longitude)
    observer.lat = math.radians(latitude)
    observer.pressure = 0
    observer.date = ephem.Date(instant_utc.astimezone(UTC).replace(tzinfo=None))
    return observer


def true_solar_time(instant_utc: datetime, longitude: float) -> datetime:
    """Local mean time at the longitude plus the equation of time, as a naive wall-clock time.

    The sun's hour angle (local apparent sidereal time − its apparent right ascension) gives the
    apparent solar time; its distance from mean time is the equation of time (within ±17 minutes).
    """
    observer = _observer(instant_utc, longitude)
    hour_angle = (float(observer.sidereal_time()) - float(ephem.Sun(observer).g_ra)) % _TWO_PI
    apparent_hours = (hour_angle / _TWO_PI * 24 + 12) % 24
    mean = instant_utc.astimezone(UTC).replace(tzinfo=None) + timedelta(hours=longitude / 15)
    mean_hours = mean.hour + mean.minute / 60 + (mean.second + mean.microsecond / 1e6) / 3600
    equation_of_time = (apparent_hours - mean_hours + 12) % 24 - 12
    return mean + timedelta(hours=equation_of_time)


def sun_is_up(instant_utc: datetime, latitude: float, longitude: float) -> bool:
    """Between sunrise and sunset at the place (polar day and night included)."""
    return ephem.Sun(_observer(instant_utc, longitude, latitude)).alt > HORIZON

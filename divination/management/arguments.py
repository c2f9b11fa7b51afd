"""What the management commands share: the option flags and turning them into chart parameters."""
from __future__ import annotations

from typing import Any

from divination.engine.options import OPTION_SPECS
from divination.patterns.settings import PATTERN_SETTING_SPECS

SETTING_SPECS = OPTION_SPECS + PATTERN_SETTING_SPECS

INPUT_FLAGS = (
    ("day", "day 干支 of a 課, e.g. 丁卯"),
    ("general", "monthly general (月將), a branch"),
    ("hour", "query hour (占時), a branch"),
    ("month", "月建 of a 課 chart (for seasons and monthly spirits), a branch"),
    ("noble", "day | night | auto: force the day or night noble (default: from the hour by the daynight option)"),
    ("at", "local date and time, e.g. 2026-11-30T14:30"),
    ("tz", "IANA time zone, e.g. Asia/Shanghai"),
    ("lat", "latitude of the place (day/night by the sun)"),
    ("lon", "longitude of the place (true solar time, day/night by the sun)"),
    ("fold", "0 or 1: which of a repeated local time (when clocks turn back)"),
    ("birth_date", "the querent's birth date, e.g. 1990-01-20 (本命 by the year pillar at birth, 行年)"),
    ("birth_time", "the birth time, e.g. 08:15 (decides a birth on the day of 立春)"),
    ("birth_year", "the birth year alone, when the date is unknown (a warning says what it cannot decide)"),
    ("sex", "male | female (行年 runs forward for men, backward for women)"),
    ("query_year", "the year of the query, for 行年 on a 課 chart"),
    ("o", "every school option at once, as the token of a chart link"),
    ("p", "every pattern setting at once, as the token of a chart link"),
)


def add_chart_arguments(parser, *, inputs: bool = True) -> None:
    """--NAME VALUE for every input, school option and pattern setting (--shehai, --biyong-ge spellings both work)."""
    if inputs:
        for name, help_text in INPUT_FLAGS:
            flags = {f"--{name}", f"--{name.replace('_', '-')}"}
            parser.add_argument(*sorted(flags), dest=name, help=help_text)
    else:
        parser.add_argument("--o", dest="o", help="every school option at once, as a token")
    for spec in SETTING_SPECS if inputs else OPTION_SPECS:
        flags = {f"--{spec.name}", f"--{spec.name.replace('_', '-')}"}
        choices = " | ".join(f"{value}{' (default)' if value == spec.default else ''}" for value in spec.values)
        # A bare flag such as --biyong-ge means "yes" for the yes/no options.
        const = "yes" if set(spec.values) == {"yes", "no"} else None
        parser.add_argument(*sorted(flags), dest=spec.name, nargs="?" if const else None, const=const,
                            help=f"{spec.label}: {choices}")


def chart_params(options: dict[str, Any]) -> dict[str, Any]:
    """The chart parameters a command was given (the vocabulary of divination.engine.params, plus `p`)."""
    names = {name for name, _ in INPUT_FLAGS} | {spec.name for spec in SETTING_SPECS}
    return {name: options[name] for name in names if options.get(name) is not None}

"""The school options: every choice on which the schools disagree, with its named default.

A chart records the Options it used. `Options.to_token()` writes every option explicitly
(never "the default"), so a link made today rebuilds the same chart after a default changes.
The token is dot-separated `<key><code>` pairs, e.g. the defaults: ``z23.tc.dh.na.sd.b0.ew.gq.yl``.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Final, Self

from .errors import ChartInputError
from .messages import _


@dataclass(frozen=True)
class OptionSpec:
    name: str                      # the field name, also the CLI flag (--name) and the URL parameter
    key: str                       # one letter in the token
    values: Mapping[str, str]      # value -> its code in the token
    default: str
    label: str                     # 中文 label · English (a message id: pages show it translated)
    explanations: Mapping[str, str]  # one line per value: who holds it (message ids too)


# docs/engine-rules.md §1, §3.6, §4: the table of school options.
OPTION_SPECS: Final = (
    OptionSpec(
        "zi_hour", "z", {"2300": "23", "0000": "00"}, "2300", _("子時換日 · day change"),
        {"2300": _("The day changes at 23:00, the start of 子時 (子初換日; docs/engine-rules.md §1)."),
         "0000": _("The day changes at civil midnight (子正換日), as some modern schools do.")},
    ),
    OptionSpec(
        "time_basis", "t", {"china": "c", "local": "l", "solar": "s"}, "china", _("曆法時間 · time basis"),
        {"china": _("Pillars and terms computed in China standard time (UTC+8), as the calendars print them."),
         "local": _("Pillars computed in the querent's own civil time."),
         "solar": _("True solar time at the given longitude (equation of time applied).")},
    ),
    OptionSpec(
        "daynight", "d", {"hours": "h", "sun": "s"}, "hours", _("晝夜 · day or night"),
        {"hours": _("卯 to 申 hours are day, 酉 to 寅 night (the common rule)."),
         "sun": _("Day from sunrise to sunset at the querent's place (needs latitude/longitude).")},
    ),
    OptionSpec(
        "noble_table", "n", {"jiawugeng": "a", "jiayang": "b"}, "jiawugeng", _("貴人 · noble table"),
        {"jiawugeng": _("甲戊庚牛羊: 甲戊庚 day 丑 night 未 (reproduces 43 of 44 charts of 六壬斷案)."),
         "jiayang": _("甲羊戊庚牛: 甲 day 未 night 丑, 戊庚 day 丑 night 未.")},
    ),
    OptionSpec(
        "shehai", "s", {"depth": "d", "mengzhongji": "m"}, "depth", _("涉害 · school"),
        {"depth": _("Count the depth of harm over the earth plate; ties go to 孟 then 仲 (六壬大全)."),
         "mengzhongji": _("Skip the count: take the candidate on a 孟, then on a 仲 (六壬斷案, 六壬指南).")},
    ),
    OptionSpec(
        "biyong_ge", "b", {"no": "0", "yes": "1"}, "no", _("比用格 · 六壬大全's rule"),
        {"no": _("Not applied."),
         "yes": _("After 涉害, prefer a candidate of the stem's element or one generating it (六壬大全 比用格).")},
    ),
    OptionSpec(
        "earth_growth", "e", {"water": "w", "fire": "f"}, "water", _("土長生 · earth's life stages"),
        {"water": _("水土同宮: earth's 長生 is 申, its 墓 辰 (the usual 六壬 table)."),
         "fire": _("火土同宮: earth's 長生 is 寅, its 墓 戌.")},
    ),
    OptionSpec(
        "general_switch", "g", {"major": "q", "minor": "j"}, "major", _("月將交換 · general changes"),
        {"major": _("The monthly general changes at the exact 中氣 (雨水 亥, 春分 戌, …)."),
         "minor": _("The monthly general changes at the 節 (some modern schools).")},
    ),
    OptionSpec(
        "year_boundary", "y", {"lichun": "l", "lunar": "n"}, "lichun", _("太歲換年 · year change"),
        {"lichun": _("The year branch (太歲) changes at 立春."),
         "lunar": _("The year branch changes at the lunar new year.")},
    ),
)
SPEC_BY_NAME: Final = {spec.name: spec for spec in OPTION_SPECS}


class SpecSettings:
    """A frozen dataclass whose fields are described by a table of OptionSpec rows.

    Validation, the token and the named-values reading are the same for every such table: the
    engine's Options here, the pattern matcher's settings beside it.
    """

    SPECS: ClassVar[tuple[OptionSpec, ...]]
    TOKEN_PARAM: ClassVar[str]   # the URL parameter carrying the token
    KIND: ClassVar[str]          # how a message names one entry: "Option", "Pattern setting"

    def __post_init__(self) -> None:
        for spec in self.SPECS:
            value = getattr(self, spec.name)
            if value not in spec.values:
                raise ChartInputError(
                    f"{self.KIND} {spec.name} cannot be 「{value}」: choose one of {', '.join(spec.values)}.", spec.name
                )

    def to_token(self) -> str:
        """Every entry, explicitly, as dot-separated `<key><code>` pairs (see the module docstring)."""
        return ".".join(spec.key + spec.values[getattr(self, spec.name)] for spec in self.SPECS)

    @classmethod
    def from_token(cls, token: str):
        """Parse a token; entries it does not name keep today's defaults."""
        by_key = {spec.key: spec for spec in cls.SPECS}
        chosen: dict[str, str] = {}
        for part in filter(None, token.strip().split(".")):
            spec = by_key.get(part[0])
            code = part[1:]
            value = next((v for v, c in spec.values.items() if c == code), None) if spec else None
            if spec is None or value is None:
                raise ChartInputError(f"「{part}」 in 「{token}」 names no {cls.KIND.lower()}.", cls.TOKEN_PARAM)
            chosen[spec.name] = value
        return cls(**chosen)

    def to_dict(self) -> dict[str, str]:
        return {spec.name: getattr(self, spec.name) for spec in self.SPECS}

    @classmethod
    def from_mapping(cls, values: Mapping[str, Any], base: Self | None = None) -> Self:
        """Entries from named values (CLI flags, URL parameters, JSON); unknown names are ignored here."""
        chosen = {}
        for spec in cls.SPECS:
            raw = values.get(spec.name)
            if raw is None or raw == "":
                continue
            if isinstance(raw, bool):
                raw = "yes" if raw else "no"
            chosen[spec.name] = str(raw)
        start = base if base is not None else cls()
        return replace(start, **chosen)  # type: ignore[type-var]  # every SpecSettings is a dataclass


@dataclass(frozen=True)
class Options(SpecSettings):
    """The school options of one chart (docs/engine-rules.md §1–§4); defaults named in OPTION_SPECS."""

    SPECS: ClassVar[tuple[OptionSpec, ...]] = OPTION_SPECS
    TOKEN_PARAM: ClassVar[str] = "o"
    KIND: ClassVar[str] = "Option"

    zi_hour: str = "2300"
    time_basis: str = "china"
    daynight: str = "hours"
    noble_table: str = "jiawugeng"
    shehai: str = "depth"
    biyong_ge: str = "no"
    earth_growth: str = "water"
    general_switch: str = "major"
    year_boundary: str = "lichun"


DEFAULT_OPTIONS: Final = Options()

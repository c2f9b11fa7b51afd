"""The school options: every choice on which the schools disagree, with its named default.

A chart records the Options it used. `Options.to_token()` writes every option explicitly
(never "the default"), so a link made today rebuilds the same chart after a default changes.
The token is dot-separated `<key><code>` pairs, e.g. the defaults:
``z23.tl.dh.na.sd.b0.ew.gq.yl.hc.m4.lf.vn.xp``. Every option added later defaults to what the
engine did before it existed, so an older token (``z23.tc.dh.na.sd.b0.ew.gq.yl``, China time
written out) still decodes to its own chart (docs/engine-rules.md §7).
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace
from functools import cache, lru_cache
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


# docs/engine-rules.md §7: the table of school options, each with its default and who holds each value.
OPTION_SPECS: Final = (
    OptionSpec(
        "zi_hour", "z", {"2300": "23", "0000": "00"}, "2300", _("子時換日 · day change"),
        {"2300": _("The day changes at 23:00, the start of 子時 (子初換日)."),
         "0000": _("The day changes at civil midnight (子正換日); the late 子 hour still takes the next day's 子 stem.")},
    ),
    OptionSpec(
        "time_basis", "t", {"china": "c", "local": "l", "solar": "s"}, "local", _("曆法時間 · time basis"),
        {"local": _("Pillars and hours in the querent's own civil time: the hour where the question is asked."),
         "china": _("Pillars and hours in China standard time (UTC+8), as the Chinese almanacs print them."),
         "solar": _("True solar time at the given longitude (equation of time applied).")},
    ),
    OptionSpec(
        "daynight", "d", {"hours": "h", "sun": "s", "zhanshi": "z"}, "hours", _("晝夜 · day or night"),
        {"hours": _("卯 to 申 hours are day, 酉 to 寅 night (the common rule)."),
         "sun": _("Day from sunrise to sunset at the querent's place (needs latitude/longitude)."),
         "zhanshi": _("占事略決: 「從寅至酉為旦」, 寅 to 酉 hours are day, 戌 to 丑 night.")},
    ),
    OptionSpec(
        "noble_table", "n", {"jiawugeng": "a", "xieji": "b", "jiayang": "c"}, "jiawugeng", _("貴人 · noble table"),
        {"jiawugeng": _("「甲戊庚牛羊，乙己鼠猴鄉，丙丁豬雞位，壬癸蛇兔藏，六辛逢馬虎」 (六壬大全; 43 of 44 charts of 六壬斷案)."),
         "xieji": _("協紀辨方書: as 甲戊庚牛羊 except 甲, day 未 night 丑."),
         "jiayang": _("「甲羊戊庚牛，乙猴己鼠求，丙雞丁豬位，壬兔癸蛇游，六辛逢虎上」: the song's animal by day, its pair by night.")},
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
        "year_boundary", "y", {"lichun": "l", "lunar": "n"}, "lichun", _("換年 · year change"),
        {"lichun": _("The year (太歲, 本命, age and 行年) changes at 立春."),
         "lunar": _("The year (太歲, 本命, age and 行年) changes at the lunar new year.")},
    ),
    OptionSpec(
        "dashi", "h", {"commentary": "c", "on_chart": "o", "common": "m"}, "commentary", _("大時小時 · great and small time"),
        {"commentary": _("心鏡 註: 大時 正月卯 forward, 小時 卯子酉午; 九丑's 相濟會 = they coincide."),
         "on_chart": _("心鏡 註's tables; 相濟會 = 大時 and 小時 both appear on the day, branch or transmissions."),
         "common": _("六壬大全 卷一: 大時 卯子酉午 三輪, 小時 即月建 (相濟會 read on the chart).")},
    ),
    OptionSpec(
        "earth_month", "m", {"four": "4", "wei": "w"}, "four", _("旺相休囚死 · the earth month"),
        {"four": _("辰未戌丑, the last month of each season, are earth's months (the usual table)."),
         "wei": _("占事略決: only 未 (季夏) is earth's month; 辰 is wood's, 戌 metal's, 丑 water's.")},
    ),
    OptionSpec(
        "life_order", "l", {"forward": "f", "yin_backward": "b"}, "forward", _("十二長生 · yin stems"),
        {"forward": _("Every stem counts its element's twelve stages forward (心鏡 xj:L119)."),
         "yin_backward": _("陽順陰逆: a yin stem's 長生 is its yang partner's 死, counted backward (乙午 丁酉 辛子 癸卯).")},
    ),
    OptionSpec(
        "void_stem", "v", {"none": "n", "next": "x"}, "none", _("空亡遁干 · void branches' stems"),
        {"none": _("The two void branches take no hidden stem: the decade has only ten stems."),
         "next": _("六壬指南: they take the next decade's 甲 and 乙.")},
    ),
    OptionSpec(
        "spirit_text", "x", {"printed": "p", "emended": "e"}, "printed", _("神煞立成 · damaged rows"),
        {"printed": _("依底本: 六壬大全 卷一's spirit tables as printed, each damaged row noted."),
         "emended": _("校改: the damaged rows read as the 逐月 table or the row's own pattern shows.")},
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
    CANNOT_BE: ClassVar[str]     # the refusals, as message ids (an option, a pattern setting)
    NAMES_NONE: ClassVar[str]
    MOVED: ClassVar[frozenset[str]] = frozenset()  # keys an older token carries for an entry now kept elsewhere

    def __post_init__(self) -> None:
        for spec in self.SPECS:
            value = getattr(self, spec.name)
            if value not in spec.values:
                raise ChartInputError(self.CANNOT_BE, spec.name, name=spec.name, value=value, choices=", ".join(spec.values))

    def _kept_hash(self) -> int:
        # Each subclass's __hash__ (a dataclass makes its own unless the class names one). The same few objects
        # (_settings) are keys of every cache of a chart, several times a chart: hashing 14 or 36 fields each time
        # cost more than the calendar's look-ups.
        try:
            return self.__dict__["_hash"]
        except KeyError:
            value = hash(tuple(getattr(self, field.name) for field in fields(self)))  # type: ignore[arg-type]  # a dataclass
            object.__setattr__(self, "_hash", value)
            return value

    def __getstate__(self) -> dict[str, Any]:
        # A string's hash differs from process to process: a pickled object hashes afresh where it lands.
        return {name: value for name, value in self.__dict__.items() if name != "_hash"}

    def to_token(self) -> str:
        """Every entry, explicitly, as dot-separated `<key><code>` pairs (see the module docstring)."""
        return _token(self)

    @classmethod
    def from_token(cls, token: str):
        """Parse a token; entries it does not name keep today's defaults."""
        by_key = {spec.key: spec for spec in cls.SPECS}
        chosen: dict[str, str] = {}
        for part in filter(None, token.strip().split(".")):
            if part[0] in cls.MOVED:
                continue
            spec = by_key.get(part[0])
            code = part[1:]
            value = next((v for v, c in spec.values.items() if c == code), None) if spec else None
            if spec is None or value is None:
                raise ChartInputError(cls.NAMES_NONE, cls.TOKEN_PARAM, part=part, token=token)
            chosen[spec.name] = value
        return cls(**chosen)

    def to_dict(self) -> dict[str, str]:
        return {spec.name: getattr(self, spec.name) for spec in self.SPECS}

    @classmethod
    def named_entries(cls, values: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
        """The entries named values choose (CLI flags, URL parameters, JSON), as text: a JSON true or false is
        yes or no; unknown names and empty values are ignored here."""
        # Most requests name none of them: no walk through the table (mypy takes type[Self] for unhashable)
        if values.keys().isdisjoint(_names(cls)):  # type: ignore[arg-type]
            return ()
        chosen = []
        for spec in cls.SPECS:
            raw = values.get(spec.name)
            if raw is None or raw == "":
                continue
            if isinstance(raw, bool):
                raw = "yes" if raw else "no"
            chosen.append((spec.name, str(raw)))
        return tuple(chosen)

    @classmethod
    def from_mapping(cls, values: Mapping[str, Any], base: Self | None = None) -> Self:
        """Entries from named values (CLI flags, URL parameters, JSON); unknown names are ignored here."""
        chosen = dict(cls.named_entries(values))
        start = base if base is not None else cls()
        return replace(start, **chosen) if chosen else start  # type: ignore[type-var]  # every SpecSettings is a dataclass

    @classmethod
    def of(cls, token: str, named: tuple[tuple[str, str], ...]) -> Self:
        """`from_mapping(dict(named), from_token(token))`, the same object for the same request (see _settings)."""
        # mypy takes type[Self] for unhashable; _settings builds a cls.
        return _settings(cls, token, named)  # type: ignore[arg-type,return-value]


@cache
def _names(kind: type[SpecSettings]) -> frozenset[str]:
    return frozenset(spec.name for spec in kind.SPECS)


@lru_cache(maxsize=1024)
def _settings(kind: type[SpecSettings], token: str, named: tuple[tuple[str, str], ...]) -> SpecSettings:
    """Parsed once per distinct token and named entries: every chart request and `--batch` line reads its
    options and pattern settings, mostly the same few. A refused value raises, and is not kept."""
    base = kind.from_token(token) if token else kind()
    return replace(base, **dict(named)) if named else base  # type: ignore[type-var]  # every SpecSettings is a dataclass


@lru_cache(maxsize=1024)
def _token(settings: SpecSettings) -> str:
    """A token is asked for on every chart and link: written once for each set of values."""
    return ".".join(spec.key + spec.values[getattr(settings, spec.name)] for spec in settings.SPECS)


@dataclass(frozen=True)
class Options(SpecSettings):
    """The school options of one chart (docs/engine-rules.md §1–§4); defaults named in OPTION_SPECS."""

    SPECS: ClassVar[tuple[OptionSpec, ...]] = OPTION_SPECS
    TOKEN_PARAM: ClassVar[str] = "o"
    CANNOT_BE: ClassVar[str] = _("Option %(name)s cannot be 「%(value)s」: choose one of %(choices)s.")
    NAMES_NONE: ClassVar[str] = _("「%(part)s」 in 「%(token)s」 names no option.")
    __hash__ = SpecSettings._kept_hash

    zi_hour: str = "2300"
    time_basis: str = "local"
    daynight: str = "hours"
    noble_table: str = "jiawugeng"
    shehai: str = "depth"
    biyong_ge: str = "no"
    earth_growth: str = "water"
    general_switch: str = "major"
    year_boundary: str = "lichun"
    dashi: str = "commentary"
    earth_month: str = "four"
    life_order: str = "forward"
    void_stem: str = "none"
    spirit_text: str = "printed"


DEFAULT_OPTIONS: Final = Options()

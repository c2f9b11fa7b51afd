"""The registry of patterns: every entry of docs/patterns.md, in catalog order, and `match_chart`.

HOW A FAMILY MODULE REGISTERS (for every pattern engineer)
-----------------------------------------------------------
1. Write `divination/patterns/<work>/<family>.py` (work = `jingwei` or `xinjing`). It imports
   `Entry`, `Outcome` from this module and `Facts` from `divination.patterns.facts`, and defines a
   module-level ``ENTRIES: tuple[Entry, ...]`` holding its entries in the catalog's order.
   Nothing else is needed: no decorator, no side effect at import.
2. Add the module's name to ``FAMILIES`` in its work's `__init__.py`, at its place in the
   catalog's order (§4 for 經緯, §5 for 心鏡; 經緯 comes first). Those two lists are
   the only place that fixes the order; ENTRIES is built from it on first use, so importing a
   family module on its own (e.g. from its tests) is fine too.
3. A test is ``test(facts, settings) -> Outcome | None``: None when the pattern does not hold, an
   Outcome (components fired, flags, partial count, variant) when it does. A fact the chart cannot
   give raises `facts.MissingInput(code)`; `match_chart` reports the entry as "not evaluated" with
   every input code of `Entry.inputs` the chart lacks. Where an extra input feeds only one clause
   of a disjunction, catch MissingInput inside the test and evaluate the other clauses.
4. A parent made of other entries (「…皆曰印綬」) is `clauses.any_of({child id: test})`: it holds when a
   clause holds and carries a flag only when every clause that holds carries it (`Outcome.held` says
   which clause carries which). A count the text names (八迍五福) is `clauses.tally`. A clause that is an entry
   of its own too is `clauses.remembered`: the parent and the entry read one evaluation a chart.
5. A half of a listed pair under A-PAIR each returns ``Outcome(partial=(holding, of))``; it is reported
   as "partial". No other entry is partial: a name the text gives to all of its conditions together
   (天獄's four 凶, 三陰's three) is not earned by some of them.
6. `kind` METHOD_OF_READING marks a way of reading any chart (始終, 物類, 新故, 八迍五福, the 干合 verses):
   the chart page gives it as guidance for the question, apart from the patterns the chart shows.
   `never` states why no chart can show an entry when the text itself is the reason (a lost verse, an
   undefined 煞) or a proof stands behind it; `reachability` adds what the engine's rules exclude.
"""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property, lru_cache
from importlib import import_module
from typing import Any, Final

from divination.engine.chart import Chart
from divination.patterns import jingwei, xinjing
from divination.patterns.facts import (
    INPUT_ORDER,
    LUNAR_DATE,
    MOON_PHASE,
    SEX,
    SOLAR_TERM_DAY,
    TRAVEL_YEAR,
    YEAR,
    Facts,
    MissingInput,
)
from divination.patterns.settings import DEFAULT_SETTINGS, PatternSettings
from sources.keys import key_for_line_ref

# The family modules in the catalog's order: §4 六壬經緯 (jingwei.FAMILIES), then §5 心鏡 (xinjing.FAMILIES).
FAMILY_MODULES: Final = tuple(f"jingwei.{name}" for name in jingwei.FAMILIES) + tuple(
    f"xinjing.{name}" for name in xinjing.FAMILIES)

MATCH, PARTIAL, NOT_EVALUATED = "match", "partial", "not_evaluated"
PATTERN, METHOD_OF_READING = "pattern", "method_of_reading"
KINDS: Final = frozenset({PATTERN, METHOD_OF_READING})
DIFFICULTIES: Final = frozenset({"simple", "extra", "ambiguous", "extra+ambiguous"})
INPUT_CODES: Final = frozenset(INPUT_ORDER)
# The inputs of the moment and the querent, in the catalog's order: what a result depends on beyond a chart's 課 part.
MOMENT_INPUTS: Final = (YEAR, MOON_PHASE, LUNAR_DATE, SOLAR_TERM_DAY, TRAVEL_YEAR, SEX)
# The readings under which a fact of the 課 and the month reads the moment (facts.py): 驛馬 by the year (A-YIMA),
# the monthly tables counted by the lunar month (A-MONTH), the seasons by the lunar month or with 土旺用事 before
# each 立 (A-SEASON). Under them any entry may read that input.
READINGS_OF_THE_MOMENT: Final = {("yima", "year"): YEAR, ("month_count", "lunar"): LUNAR_DATE,
                                 ("season", "lunar"): LUNAR_DATE, ("season", "tuwang"): SOLAR_TERM_DAY}


def inputs_of_readings(settings: PatternSettings) -> frozenset[str]:
    """The inputs of the moment the chosen readings make facts of the 課 and the month read."""
    return frozenset(code for (name, value), code in READINGS_OF_THE_MOMENT.items()
                     if getattr(settings, name) == value)


@dataclass(frozen=True)
class Held:
    """A clause of a parent entry (one of the entries it is made of) that holds, with its own flags."""

    id: str
    flags: tuple[str, ...] = ()


@dataclass(frozen=True)
class Count:
    """One count of a tally the text names (八迍五福: how many 福, how many 迍)."""

    name: str
    holding: int
    of: int


@dataclass(frozen=True)
class Outcome:
    """What a test returns when its pattern holds on a chart."""

    components: tuple[str, ...] = ()   # chart parts that fired it: "initial", "lesson:1", "branch:亥", "general:白虎" …
    flags: tuple[str, ...] = ()        # "void:勿實論", "校改", "依底本", "推補", "重出", "脫文" … as the catalog says
    partial: tuple[int, int] | None = None  # (conditions holding, of): half of a pair read each (A-PAIR)
    variant: str = "default"           # default | alt-… | literal | emended
    held: tuple[Held, ...] = ()        # a parent's clauses that hold, each with the flags it carries
    tally: tuple[Count, ...] = ()      # a tally's counts


Test = Callable[[Facts, PatternSettings], "Outcome | None"]


@dataclass(frozen=True, eq=False)
class Entry:
    """One catalog entry: a named pattern of one classical paragraph, with its test.

    Each entry exists once (the registry refuses an id registered twice), so it is itself its identity:
    comparing or hashing one (as the matcher's and the JSON's caches do) does not walk its fields."""

    id: str                  # the catalog's stable id, e.g. "jingwei.xuantai.shun.spring"
    names: tuple[str, ...]   # the catalog's name column first (display name), then other names
    passage: str             # passage key of the classical paragraph, e.g. "jingwei-2-2"
    source: str              # the catalog's source column, e.g. "jw:L7/L9 (JP ja:L9)"
    inputs: frozenset[str]   # input codes, e.g. {"C", "MB"}
    difficulty: str          # simple | extra | ambiguous | extra+ambiguous
    reading: str             # the one-line reading from the catalog
    highlight: str           # the defining words in the classical paragraph
    test: Test
    kind: str = PATTERN      # pattern | method_of_reading
    never: str | None = None  # why no chart can show it, where the text or a proof says so
    # Inputs its test reads beyond `inputs` though they decide no match, only a flag (孀居's reading by sex).
    also_reads: frozenset[str] = frozenset()

    @cached_property
    def moment_inputs(self) -> tuple[str, ...]:
        """The inputs of the moment and the querent the test reads: what its result depends on beyond the 課, the
        hour, the month, the options and the settings (a test proves none reads more, tests/patterns)."""
        return tuple(code for code in MOMENT_INPUTS if code in self.inputs | self.also_reads)

    @property
    def work(self) -> str:
        return self.id.split(".", 1)[0]

    @property
    def clauses(self) -> tuple[str, ...]:
        """The ids of the entries this one is made of (a parent's clauses, a tally's factors), else ()."""
        return tuple(getattr(self.test, "clauses", ()))


def passage_of(source: str) -> str:
    """Passage key of a catalog source column: its first line reference is the classical paragraph."""
    return key_for_line_ref(source.split("/", 1)[0].strip())


def make_entry(entry_id: str, names: tuple[str, ...] | str, source: str, inputs: str, difficulty: str,
               reading: str, highlight: str, test: Test, *, passage: str | None = None, kind: str = PATTERN,
               never: str | None = None, also_reads: str = "") -> Entry:
    """An Entry from a catalog row: the passage follows from the source, inputs are written "C,MB".

    `passage` names another line when the pattern's name stands in a later paragraph of the same piece.
    """
    codes, more = frozenset(inputs.split(",")), frozenset(filter(None, also_reads.split(",")))
    if not codes | more <= INPUT_CODES or difficulty not in DIFFICULTIES or kind not in KINDS:
        raise ValueError(f"{entry_id}: inputs {inputs!r}, difficulty {difficulty!r} or kind {kind!r} unknown")
    return Entry(entry_id, (names,) if isinstance(names, str) else names, passage_of(passage or source), source, codes,
                 difficulty, reading, highlight, test, kind, never, more)


@dataclass(frozen=True)
class Match:
    """One entry evaluated on one chart: matched, partly matched, or not evaluated for lack of input."""

    entry: Entry
    status: str                         # match | partial | not_evaluated
    outcome: Outcome | None = None
    needs: tuple[str, ...] = ()         # for not_evaluated: the missing input codes

    def __hash__(self) -> int:
        # Kept: a result the matcher reuses is looked up (its JSON) on every chart of its key, and the
        # hash of its outcome walks every component, flag and clause.
        try:
            return self.__dict__["_hash"]
        except KeyError:
            value = hash((self.entry, self.status, self.outcome, self.needs))
            object.__setattr__(self, "_hash", value)
            return value

    def __getstate__(self) -> dict[str, Any]:
        # A string's hash differs from process to process: a pickled Match hashes afresh where it lands.
        return {name: value for name, value in self.__dict__.items() if name != "_hash"}

    @cached_property
    def fingerprint(self) -> str:
        """The result written out whole, the same in every process (no object's address in it): what a digest of a
        chart's results is made of. Kept: the matcher gives the same result on every chart of its key."""
        return f"{self.entry.id};{self.status};{self.outcome!r};{self.needs}"

    def to_dict(self) -> dict[str, Any]:
        outcome = self.outcome or Outcome()
        return {
            "id": self.entry.id,
            "names": list(self.entry.names),
            "passage": self.entry.passage,
            "flags": list(outcome.flags),
            "components": list(outcome.components),
            "status": self.status,
            "partial": list(outcome.partial) if outcome.partial else None,
            "variant": outcome.variant,
            "needs": list(self.needs),
            "reading": self.entry.reading,
            "kind": self.entry.kind,
            "clauses": [{"id": held.id, "flags": list(held.flags)} for held in outcome.held],
            "tally": [{"name": c.name, "holding": c.holding, "of": c.of} for c in outcome.tally],
        }


@lru_cache(maxsize=1)
def _entries() -> tuple[Entry, ...]:
    found = tuple(
        item for name in FAMILY_MODULES for item in import_module(f"divination.patterns.{name}").ENTRIES
    )
    ids = [item.id for item in found]
    duplicates = {i for i in ids if ids.count(i) > 1}
    if duplicates:
        raise RuntimeError(f"pattern ids registered twice: {sorted(duplicates)}")
    return found


@lru_cache(maxsize=1)
def _by_id() -> dict[str, Entry]:
    return {item.id: item for item in _entries()}


def __getattr__(name: str) -> Any:
    # ENTRIES is built on first use, so that family modules may import this module freely.
    if name == "ENTRIES":
        return _entries()
    raise AttributeError(name)


def entry(entry_id: str) -> Entry:
    """The entry with this catalog id (KeyError if none)."""
    return _by_id()[entry_id]


def missing_inputs(chart: Chart) -> frozenset[str]:
    """Input codes the chart was built without."""
    missing = set()
    if chart.month_branch is None:
        missing.add("MB")
    if chart.calendar is None:
        missing |= {"YR", "MP", "LD", "JQ"}
    if chart.querent is None:
        missing |= {"XN", "SX"}
    return frozenset(missing)


def evaluate(item: Entry, facts: Facts, settings: PatternSettings, missing: frozenset[str]) -> Match | None:
    """The entry on one chart's facts; None when it does not hold."""
    try:
        outcome = item.test(facts, settings)
    except MissingInput as lack:
        needs = tuple(sorted(item.inputs & missing)) or (lack.code,)
        return Match(item, NOT_EVALUATED, None, needs)
    if outcome is None:
        return None
    if outcome.partial is not None:
        holding, of = outcome.partial
        if holding == 0:
            return None
        return Match(item, MATCH if holding == of else PARTIAL, outcome, ())
    return Match(item, MATCH, outcome, ())


def match_chart(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> list[Match]:
    """Every entry on one chart: the matches, partial matches and entries not evaluated, in catalog order.

    An entry's result depends on what it declares it reads (`Entry.moment_inputs`, and what the settings' readings
    bring: `inputs_of_readings`) and nothing else: the 課, hour, month, options and settings (`ke_key`), and the
    values of the moment's and the querent's inputs it reads. The
    results of a key are evaluated once (`_results_of_ke`), and an entry that reads the moment once for each set
    of values of what it reads (`_moment_result`); a chart of a key seen before evaluates only what it has new.
    """
    missing = missing_inputs(chart)
    key = ke_key(chart, settings, missing)
    facts: list[Facts] = []   # made for the first entry this chart must evaluate itself, shared by the others
    found: list[Match] = []
    for item, result in zip(_entries(), _results_of_ke(_Ke(key, chart)), strict=True):
        if result is _READS_MOMENT:
            result = _moment_result(item, key, chart, facts)
        if isinstance(result, Match):
            found.append(result)
    return found


def ke_key(chart: Chart, settings: PatternSettings, missing: frozenset[str]) -> tuple:
    """All a chart's facts read of it but its moment and querent: the day, placement k, query hour (hence the
    general), day or night, month and options; with the settings and the inputs the chart lacks (entries not
    evaluated name them)."""
    return (chart.ke.day_stem, chart.ke.day_branch, chart.ke.k, chart.query_hour, chart.daytime, chart.month_branch,
            chart.options, settings, missing)


class _Ke:
    """A key with a chart of it, to evaluate the key's results on: known by the key alone."""

    __slots__ = ("chart", "key")

    def __init__(self, key: tuple, chart: Chart):
        self.key, self.chart = key, chart

    def __hash__(self) -> int:
        return hash(self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Ke) and self.key == other.key


# An entry whose result depends on the moment or the querent too, in a key's results.
_READS_MOMENT: Final = object()


@lru_cache(maxsize=2048)
def _results_of_ke(ke: _Ke) -> tuple[Match | None | object, ...]:
    """Each entry's result on every chart of the key, in catalog order (`_READS_MOMENT` where it depends on more)."""
    settings, missing = ke.key[-2], ke.key[-1]
    facts, brought = Facts(ke.chart, settings), inputs_of_readings(settings)
    return tuple(_READS_MOMENT if item.moment_inputs or brought else evaluate(item, facts, settings, missing)
                 for item in _entries())


def moment_values(chart: Chart, codes: tuple[str, ...]) -> tuple:
    """The values of the moment's and the querent's inputs `codes` on the chart, as the facts read them (facts.py
    §2.3): equal values, equal facts. The lunar date, its phase and 月宿 follow from the day in force; the
    solar-term facts from it, the terms around the moment (土旺用事 counts to the next 立) and whether a 四立 or
    分至 falls on the day, which the zone decides too (a term just after midnight in China falls on the day
    before in Europe)."""
    cal, querent = chart.calendar, chart.querent
    values: list[object] = []
    for code in codes:
        if code == TRAVEL_YEAR:
            values.append((querent.travel_year, querent.sex) if querent is not None else None)
        elif code == SEX:
            values.append(querent.sex if querent is not None else None)
        elif cal is None:
            values.append(None)
        elif code == YEAR:
            values.append(cal.year_branch)
        elif code in (MOON_PHASE, LUNAR_DATE):
            values.append(cal.pillar_date)
        elif code == SOLAR_TERM_DAY:
            values.append((cal.pillar_date, cal.previous_term.utc, cal.next_term.utc, cal.is_sili_day,
                           cal.is_fenzhi_day))
        else:
            raise ValueError(f"no moment input {code!r}")
    return tuple(values)


# (entry, key, the values it read) → its result; the oldest forgotten first.
_MOMENT_RESULTS: OrderedDict[tuple, Match | None] = OrderedDict()
MOMENT_RESULTS_KEPT: Final = 65536


def _moment_result(item: Entry, key: tuple, chart: Chart, facts: list[Facts]) -> Match | None:
    """The entry's result for the values of the moment's and the querent's inputs it reads on this chart (with
    those the settings' readings bring)."""
    brought = inputs_of_readings(key[-2])
    codes = tuple(code for code in MOMENT_INPUTS if code in brought or code in item.moment_inputs)
    found = (item, key, moment_values(chart, codes))
    try:
        return _MOMENT_RESULTS[found]
    except KeyError:
        pass
    if not facts:
        facts.append(Facts(chart, key[-2]))
    result = evaluate(item, facts[0], key[-2], key[-1])
    if len(_MOMENT_RESULTS) >= MOMENT_RESULTS_KEPT:
        try:
            _MOMENT_RESULTS.popitem(last=False)
        except KeyError:  # another thread emptied it first
            pass
    _MOMENT_RESULTS[found] = result
    return result

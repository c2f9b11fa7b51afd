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
               never: str | None = None) -> Entry:
    """An Entry from a catalog row: the passage follows from the source, inputs are written "C,MB".

    `passage` names another line when the pattern's name stands in a later paragraph of the same piece.
    """
    codes = frozenset(inputs.split(","))
    if not codes <= INPUT_CODES or difficulty not in DIFFICULTIES or kind not in KINDS:
        raise ValueError(f"{entry_id}: inputs {inputs!r}, difficulty {difficulty!r} or kind {kind!r} unknown")
    return Entry(entry_id, (names,) if isinstance(names, str) else names, passage_of(passage or source), source, codes,
                 difficulty, reading, highlight, test, kind, never)


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
        return _one_of(item, NOT_EVALUATED, None, needs)
    if outcome is None:
        return None
    if outcome.partial is not None:
        holding, of = outcome.partial
        if holding == 0:
            return None
        return _one_of(item, MATCH if holding == of else PARTIAL, outcome, ())
    return _one_of(item, MATCH, outcome, ())


def match_chart(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> list[Match]:
    """Every entry on one chart: the matches, partial matches and entries not evaluated, in catalog order.

    What depends on the 課, the month and the settings alone is computed once a key and reused: the whole
    result for a chart with neither moment nor querent (`_without_moment`); else, from the first chart of a
    key, the results of the entries that read neither the moment nor the querent (`_MOMENT_STEPS`): later
    charts of the key evaluate only the others, on their own facts. The first chart costs one evaluation
    of every entry, as it would without reuse.
    """
    return [match for run, _ in match_runs(chart, settings) for match in run]


Run = tuple[tuple[Match, ...], bool]


def match_runs(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> list[Run]:
    """`match_chart` in runs, each with whether it is shared: a shared run is the same tuple on every chart
    of its key (what a caller writes of it, such as its JSON, it may keep); the others are this chart's.

    An entry that read the moment or the querent is looked up by what it read (`_Probe`), and evaluated
    only on a chart whose values of those inputs it has not seen with this key."""
    missing = missing_inputs(chart)
    key = _KePart(chart, settings, missing)
    if chart.calendar is None and chart.querent is None:
        return [(_without_moment(key), True)]
    steps = _MOMENT_STEPS.get(key.key)
    if steps is None:
        return [(_learn(key, chart, settings, missing), False)]
    facts: list[Facts] = []  # made on the first entry the probes have not seen, and shared by the others
    runs: list[Run] = []
    for step in steps:
        if isinstance(step, tuple):
            runs.append((step, True))
        elif (result := step.result(chart, settings, missing, facts)) is not None:
            runs.append(((result,), False))
    return runs


def _learn(key: _KePart, chart: Chart, settings: PatternSettings, missing: frozenset[str]) -> tuple[Match, ...]:
    """Every entry on the first chart of a key, learning which of them read the moment or the querent."""
    facts = Facts(chart, settings, count_moment_reads=True)
    reads = facts.moment_reads
    assert reads is not None
    found: list[Match] = []
    steps: list[tuple[Match, ...] | _Probe] = []
    fixed: list[Match] = []
    for item in _entries():
        reads.clear()
        result = evaluate(item, facts, settings, missing)
        if reads:
            if fixed:
                steps.append(tuple(fixed))
                fixed = []
            probe = _Probe(item)
            probe.learn(chart, reads, result)
            steps.append(probe)
        elif result is not None:
            fixed.append(result)
        if result is not None:
            found.append(result)
    if fixed:
        steps.append(tuple(fixed))
    _keep(key.key, tuple(steps))
    return tuple(found)


def _read_value(chart: Chart, code: str) -> object:
    """Everything the facts of one input code read of the chart (facts.py §2.3): equal values, equal facts.

    The lunar date, its phase and 月宿 follow from the day in force; the solar-term facts from it, the terms
    around the moment (土旺用事 counts to the next 立) and whether a 四立 or 分至 falls on the day, which the
    zone decides too (a term just after midnight in China falls on the day before in Europe)."""
    cal, querent = chart.calendar, chart.querent
    if code == TRAVEL_YEAR:
        return (querent.travel_year, querent.sex) if querent is not None else None
    if code == SEX:
        return querent.sex if querent is not None else None
    if cal is None:
        return None
    if code == YEAR:
        return cal.year_branch
    if code in (MOON_PHASE, LUNAR_DATE):
        return cal.pillar_date
    if code == SOLAR_TERM_DAY:
        return cal.pillar_date, cal.previous_term.utc, cal.next_term.utc, cal.is_sili_day, cal.is_fenzhi_day
    raise ValueError(f"no moment input {code!r}")


class _Probe:
    """An entry that reads the moment or the querent, with the results it gave under one key: a tree of the
    inputs it read, in the order it read them (each input read decides which it reads next), down to the
    result. A chart whose values lead to a result it has seen takes that result without evaluating."""

    __slots__ = ("entry", "tree")

    def __init__(self, entry: Entry):
        self.entry = entry
        # [the input code read first, {its value: [the next code read, {…}], or the result (a Match or None)}]:
        # a result stands in its branch itself (the steps of 2,048 keys hold some forty thousand).
        self.tree: list = [None, {}]

    def learn(self, chart: Chart, reads: list[str], result: Match | None) -> None:
        node = self.tree
        for depth, code in enumerate(reads, 1):
            if node[0] is None:
                node[0] = code
            elif node[0] != code:  # not the tree of one deterministic test: keep nothing
                return
            value = _read_value(chart, code)
            following = node[1].get(value, _UNSEEN)
            if depth == len(reads):
                if following is _UNSEEN:
                    node[1][value] = result
                return
            if following is _UNSEEN:
                following = node[1][value] = [None, {}]
            elif not isinstance(following, list):  # a result where this chart read on: keep nothing
                return
            node = following

    def result(self, chart: Chart, settings: PatternSettings, missing: frozenset[str],
               facts: list[Facts]) -> Match | None:
        node = self.tree
        while (code := node[0]) is not None:
            following = node[1].get(_read_value(chart, code), _UNSEEN)
            if following is _UNSEEN:
                break
            if not isinstance(following, list):
                return following
            node = following
        if not facts:
            facts.append(Facts(chart, settings, count_moment_reads=True))
        reads = facts[0].moment_reads
        assert reads is not None
        reads.clear()
        result = evaluate(self.entry, facts[0], settings, missing)
        self.learn(chart, list(reads), result)
        return result


# A branch of a probe's tree not yet taken (None is a result: the entry does not hold).
_UNSEEN: Final = object()


class _KePart:
    """The key of what a chart's matching owes to its 課, hour, month, options and settings (not to the moment).

    Facts read from a chart only its day, placement k, query hour (hence the general), day or night,
    month, options, calendar and querent; the key is all of these but the last two, plus which inputs
    the chart lacks (entries not evaluated name them).
    """

    __slots__ = ("chart", "key")

    def __init__(self, chart: Chart, settings: PatternSettings, missing: frozenset[str]):
        self.chart = chart
        self.key = _ke_part_key(chart, settings, missing)

    def __hash__(self) -> int:
        return hash(self.key)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _KePart) and self.key == other.key


def _ke_part_key(chart: Chart, settings: PatternSettings, missing: frozenset[str]) -> tuple:
    return (chart.ke.day_stem, chart.ke.day_branch, chart.ke.k, chart.query_hour, chart.daytime, chart.month_branch,
            chart.options, settings, missing)


# Every input of the moment and the querent an entry may read, each as `_read_value` gives it.
_MOMENT_INPUTS: Final = (YEAR, MOON_PHASE, LUNAR_DATE, SOLAR_TERM_DAY, TRAVEL_YEAR, SEX)


def results_key(chart: Chart, settings: PatternSettings = DEFAULT_SETTINGS) -> tuple:
    """Everything `match_chart(chart, settings)` depends on, equal keys for equal results: the key of its 課 part
    (`_KePart`) and the values of every input of the moment and the querent (`_read_value`), the premise on
    which `match_runs` reuses an entry's result between the charts of a key."""
    return (*_ke_part_key(chart, settings, missing_inputs(chart)),
            *(_read_value(chart, code) for code in _MOMENT_INPUTS))


@lru_cache(maxsize=2048)
def _without_moment(part: _KePart) -> tuple[Match, ...]:
    """Every entry on the chart without its moment and querent (one Facts: parents reuse their clauses)."""
    settings, missing = part.key[-2], part.key[-1]
    facts = Facts(part.chart, settings)
    return tuple(result for item in _entries() if (result := evaluate(item, facts, settings, missing)) is not None)


# Per key, in catalog order: the results of the entries that read neither the moment nor the querent on the
# key's first chart (so they are the same on every chart of the key), a run of them at a time, and between
# them the other entries, each with the results it gave for the values it read (_Probe).
# Keyed by the key's values alone: a _KePart holds its first chart, which the steps need not keep.
_MOMENT_STEPS: OrderedDict[tuple, tuple[tuple[Match, ...] | _Probe, ...]] = OrderedDict()
_MOMENT_STEPS_KEPT: Final = 2048


def _keep(key: tuple, steps: tuple[tuple[Match, ...] | _Probe, ...]) -> None:
    if len(_MOMENT_STEPS) >= _MOMENT_STEPS_KEPT:
        try:
            _MOMENT_STEPS.popitem(last=False)  # the oldest key
        except KeyError:  # another thread emptied it first
            pass
    _MOMENT_STEPS[key] = steps


# The results evaluated, each value once: the same result recurs under many keys (the 47,847 results kept for 1,200
# new 課 in a row were 2,019 values), and every object kept is walked by each full run of the cycle collector (the
# matcher's steps were two thirds of what a worker's collector walked). Looked up by the result's parts, so that a
# result seen before is not built again. Bounded as the steps are.
_RESULTS: dict[tuple[Entry, str, Outcome | None, tuple[str, ...]], Match] = {}
_RESULTS_KEPT: Final = 16384


def _one_of(item: Entry, status: str, outcome: Outcome | None, needs: tuple[str, ...]) -> Match:
    """The kept result of these parts (made, and kept, the first time)."""
    key = (item, status, outcome, needs)
    kept = _RESULTS.get(key)
    if kept is None:
        if len(_RESULTS) >= _RESULTS_KEPT:
            _RESULTS.clear()
        kept = _RESULTS[key] = Match(item, status, outcome, needs)
    return kept

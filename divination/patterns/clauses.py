"""Entries made of other entries: a parent that holds when any of its clauses does, and a tally.

A parent such as 刑傷 (「…皆曰刑傷」) is the name of its clauses together. The void clause of the text
(「三將或空一二，勿以此名實論」, 「X空勿實論」) takes away a name reached through a void transmission, so a
parent reached by another clause as well keeps its name: it carries a flag only when every clause that
holds carries it. The same holds for the badges of a reading (校改, 依底本, 推補): the parent depends on
the emended or the printed text only when each way to it does. `Outcome.held` lists the clauses that
hold with their own flags, so the page can say which clause carries which.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from divination.patterns.facts import Facts, MissingInput
from divination.patterns.registry import Count, Held, Outcome, Test
from divination.patterns.settings import PatternSettings


def flags_in_common(outcomes: list[Outcome]) -> tuple[str, ...]:
    """The flags every outcome carries, in the order the first gives them."""
    first, others = outcomes[0].flags, outcomes[1:]
    return tuple(flag for flag in first if all(flag in o.flags for o in others)) if others else first


def remembered(test: Test) -> Test:
    """The test evaluated once per chart: a parent entry reuses its sub-conditions' outcomes, and counts
    the moment's inputs they read as its own reads (`Facts.moment_reads`)."""
    key = object()

    def once(f: Facts, s: PatternSettings) -> Outcome | None:
        reads = f.moment_reads
        kept = f.memo.get(key)
        if kept is None:
            start = len(reads) if reads is not None else 0
            kept = f.memo[key] = (test(f, s), tuple(reads[start:]) if reads is not None else ())
        elif reads is not None:
            reads.extend(kept[1])
        return kept[0]

    return once


@dataclass(frozen=True, eq=False)  # an Entry hashes its test: by identity
class AnyOf:
    """A parent entry's test: it holds when one of its clauses (entries, by id) holds in full (half a pair
    read each is no clause that holds).

    A clause needing an input the chart lacks makes the parent "not evaluated" only when no other
    clause holds.
    """

    tests: tuple[tuple[str, Test], ...]

    @property
    def clauses(self) -> tuple[str, ...]:
        return tuple(clause_id for clause_id, _ in self.tests)

    def __call__(self, f: Facts, s: PatternSettings) -> Outcome | None:
        held: list[tuple[str, Outcome]] = []
        missing: MissingInput | None = None
        for clause_id, test in self.tests:
            try:
                found = test(f, s)
            except MissingInput as lack:
                missing = missing or lack
                continue
            if found is not None and (found.partial is None or found.partial[0] == found.partial[1]):
                held.append((clause_id, found))
        if not held:
            if missing:
                raise missing
            return None
        outcomes = [o for _, o in held]
        components = outcomes[0].components if len(held) == 1 else tuple(
            dict.fromkeys(c for o in outcomes for c in o.components))
        return Outcome(components=components, flags=flags_in_common(outcomes),
                       held=tuple(Held(clause_id, o.flags) for clause_id, o in held))


def any_of(tests: Mapping[str, Test]) -> AnyOf:
    return AnyOf(tuple(tests.items()))


@dataclass(frozen=True, eq=False)
class Tally:
    """A count the text names over lists of factors (八迍五福: 「沖剋休囚刑墓殺，惡將都看有幾迍」).

    It holds when any factor does and reports, per list, how many of its factors hold. A factor that
    needs an input the chart lacks makes the whole "not evaluated": a count with a gap is no count.
    """

    groups: Mapping[str, Mapping[str, Test]]   # name of the count → its factors (entries, by id)

    @property
    def clauses(self) -> tuple[str, ...]:
        return tuple(clause_id for factors in self.groups.values() for clause_id in factors)

    def __call__(self, f: Facts, s: PatternSettings) -> Outcome | None:
        counts, held = [], []
        for name, factors in self.groups.items():
            found = [(clause_id, test(f, s)) for clause_id, test in factors.items()]
            holding = [(clause_id, o) for clause_id, o in found if o is not None]
            counts.append(Count(name, len(holding), len(factors)))
            held += holding
        if not held:
            return None
        return Outcome(components=tuple(dict.fromkeys(c for _, o in held for c in o.components)),
                       held=tuple(Held(clause_id, o.flags) for clause_id, o in held), tally=tuple(counts))


def tally(groups: Mapping[str, Mapping[str, Test]]) -> Tally:
    return Tally({name: dict(factors) for name, factors in groups.items()})

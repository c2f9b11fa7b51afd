"""Entries made of other entries: a parent that holds when any of its clauses does, and a tally.

A parent such as 刑傷 (「…皆曰刑傷」) is the name of its clauses together. The void clause of the text
(「三將或空一二，勿以此名實論」, 「X空勿實論」) takes away a name reached through a void transmission, so a
parent reached by another clause as well keeps its name: it carries a flag only when every clause that
holds carries it. The same holds for the badges of a reading (校改, 依底本, 推補): the parent depends on
the emended or the printed text only when each way to it does. `Outcome.held` lists the clauses that
hold with their own flags, so the page can say which clause carries which.
"""
from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from divination.patterns.facts import Facts, MissingInput
from divination.patterns.registry import Count, Held, Outcome, Test
from divination.patterns.settings import PatternSettings


def _read(f: Facts, s: PatternSettings, tests: Mapping[str, Test]) -> Iterator[tuple[str, Outcome | MissingInput]]:
    """Each clause that holds in full, or the MissingInput it raised; a failing clause or half a pair is left out."""
    for clause_id, test in tests.items():
        try:
            found = test(f, s)
        except MissingInput as lack:
            yield clause_id, lack
            continue
        if found is not None and (found.partial is None or found.partial[0] == found.partial[1]):
            yield clause_id, found


def flags_in_common(outcomes: list[Outcome]) -> tuple[str, ...]:
    """The flags every outcome carries, in the order the first gives them."""
    return tuple(flag for flag in outcomes[0].flags if all(flag in o.flags for o in outcomes[1:]))


@dataclass(frozen=True, eq=False)  # an Entry hashes its test: by identity
class AnyOf:
    """A parent entry's test: it holds when one of its clauses (entries, by id) holds in full.

    A clause needing an input the chart lacks makes the parent "not evaluated" only when no other
    clause holds.
    """

    tests: Mapping[str, Test]

    @property
    def clauses(self) -> tuple[str, ...]:
        return tuple(self.tests)

    def __call__(self, f: Facts, s: PatternSettings) -> Outcome | None:
        results = list(_read(f, s, self.tests))
        held = [(clause_id, o) for clause_id, o in results if isinstance(o, Outcome)]
        if not held:
            missing = next((o for _, o in results if isinstance(o, MissingInput)), None)
            if missing:
                raise missing
            return None
        outcomes = [o for _, o in held]
        return Outcome(components=tuple(dict.fromkeys(c for o in outcomes for c in o.components)),
                       flags=flags_in_common(outcomes),
                       held=tuple(Held(clause_id, o.flags) for clause_id, o in held))


def any_of(tests: Mapping[str, Test]) -> AnyOf:
    return AnyOf(dict(tests))


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

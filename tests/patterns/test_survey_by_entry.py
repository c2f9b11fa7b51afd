"""The survey of the 720 課 looked up by entry (divination/patterns/survey.py): the same 課, in the same cycle
order, as a pass over the 720 finds."""
from divination.patterns.survey import by_entry, flags_seen, ke_charts, ke_matches, ke_matching


def _scanned(entry_id: str) -> list:
    return [(chart, m) for chart, found in zip(ke_charts(), ke_matches()) for m in found if m.entry.id == entry_id]


def test_each_entry_is_shown_by_the_ke_a_pass_over_the_720_finds():
    for entry_id in by_entry():
        assert list(ke_matching(entry_id)) == _scanned(entry_id)


def test_an_entry_no_ke_shows_has_none_and_no_flags():
    assert ke_matching("no.such.entry") == ()
    assert flags_seen("no.such.entry") == set()

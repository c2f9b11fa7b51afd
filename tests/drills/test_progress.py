"""Mastery, the weakest topic, the streak and the heat map, from a student's answers (drills.progress)."""
import datetime as dt

from drills.progress import RECENT, WEEKS, days_practised, heat_map, mastery, streak, weakest

TODAY = dt.date(2026, 12, 7)   # a Monday
ZONE = dt.timezone(dt.timedelta(hours=9))


def _at(day: dt.date, hour: int = 12) -> dt.datetime:
    return dt.datetime.combine(day, dt.time(hour), tzinfo=ZONE)


def _of(slug, masteries):
    return next(m for m in masteries if m.topic.slug == slug)


def test_mastery_is_the_share_right_of_the_last_twenty_answers():
    rows = [("lessons", False, _at(TODAY))] * 10 + [("lessons", True, _at(TODAY))] * 15 + \
        [("lessons", False, _at(TODAY))] * 5
    lessons = _of("lessons", mastery(rows))
    assert (lessons.answered, lessons.recent, lessons.right, lessons.percent) == (30, RECENT, 15, 75)


def test_how_mastery_moved_is_against_the_twenty_answers_before():
    rows = [("plates", False, _at(TODAY))] * 20 + [("plates", True, _at(TODAY))] * 20
    assert _of("plates", mastery(rows)).moved == 100


def test_a_topic_not_answered_has_no_mastery():
    assert _of("noble", mastery([])).percent is None


def test_the_weakest_topic_is_the_one_answered_least_well_after_five_answers():
    rows = [("lessons", True, _at(TODAY))] * 5 + [("plates", False, _at(TODAY))] * 3 + \
        [("noble", True, _at(TODAY))] * 3 + [("noble", False, _at(TODAY))] * 2
    assert weakest(mastery(rows)).topic.slug == "noble"   # plates has too few answers to say


def test_days_are_counted_in_the_readers_zone():
    late = dt.datetime(2026, 12, 6, 16, tzinfo=dt.UTC)   # 01:00 on the 7th in Tokyo
    assert days_practised([("lessons", True, late)], ZONE) == {TODAY: 1}


def test_the_streak_counts_the_days_in_a_row_up_to_today():
    days = days_practised([("lessons", True, _at(TODAY - dt.timedelta(days=n))) for n in (0, 1, 2, 4)], ZONE)
    assert streak(days, TODAY) == 3


def test_the_streak_holds_until_today_is_over():
    days = days_practised([("lessons", True, _at(TODAY - dt.timedelta(days=n))) for n in (1, 2)], ZONE)
    assert streak(days, TODAY) == 2


def test_the_streak_is_broken_by_a_day_missed():
    days = days_practised([("lessons", True, _at(TODAY - dt.timedelta(days=2)))], ZONE)
    assert streak(days, TODAY) == 0


def test_the_heat_map_has_a_column_a_week_up_to_today_monday_at_the_top():
    drawn = heat_map(days_practised([("lessons", True, _at(TODAY))] * 12, ZONE), TODAY)
    cells = drawn["cells"]
    assert cells[-1].day == TODAY and cells[0].day.weekday() == 0
    assert len(cells) == (WEEKS - 1) * 7 + 1   # today is a Monday: its week's first day
    assert cells[-1].count == 12 and cells[-1].level == 3 and cells[-2].level == 0
    assert cells[-1].y == cells[0].y

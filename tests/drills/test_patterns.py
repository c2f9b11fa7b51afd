"""Recognising the 課體 a chart shows: four names of 經緯's patterns, one of which the chart shows."""
import pytest
from django.urls import reverse

from divination.engine.params import chart_from_params
from divination.patterns.registry import ENTRIES, MATCH, match_chart
from divination.practice.recognition import pattern_choices
from drills.models import Mistake
from drills.topics import TOPIC_BY_SLUG, drawn_question
from tests.drills.conftest import DINGMAO, text

pytestmark = pytest.mark.django_db
# 丁卯日 亥將 丑時: the initial 亥 is the 絕 of 丁 (fire is born at 寅 and cut off at 亥) and carries 朱雀:
# 決絕 (經緯 2.22, 「絕神… 朱雀」).
JUEJUE = next(e.id for e in ENTRIES if e.names[0] == "決絕 (絕+朱雀)")


def test_a_question_offers_four_patterns_exactly_one_of_which_the_chart_shows():
    for seed in range(20):
        chart = drawn_question(TOPIC_BY_SLUG["patterns"], seed=seed).chart
        shown = {m.entry.id for m in match_chart(chart) if m.status == MATCH}
        choices = pattern_choices(chart)
        assert len(choices) == 4 and sum(entry.id in shown for entry in choices) == 1
        assert len({entry.names[0] for entry in choices}) == 4


def test_the_same_chart_offers_the_same_four():
    chart = chart_from_params({"day": "丁卯", "general": "亥", "hour": "丑"})
    assert pattern_choices(chart) == pattern_choices(chart_from_params({"day": "丁卯", "general": "亥", "hour": "丑"}))


def test_choosing_the_pattern_the_chart_shows_is_right(client, answer):
    assert JUEJUE in {e.id for e in pattern_choices(chart_from_params({"day": "丁卯", "general": "亥", "hour": "丑"}))}
    response = answer(client, {"pattern": JUEJUE}, topic="patterns", chart=DINGMAO)
    assert response.status_code == 200
    assert 'data-state="right"' in response.content.decode()


def test_choosing_a_pattern_the_chart_does_not_show_is_kept_as_a_mistake_with_the_one_it_shows(as_student, student,
                                                                                             answer):
    chart = chart_from_params({"day": "丁卯", "general": "亥", "hour": "丑"})
    other = next(e for e in pattern_choices(chart) if e.id != JUEJUE)
    response = answer(as_student, {"pattern": other.id}, topic="patterns", chart=DINGMAO)
    assert 'data-state="revealed"' in response.content.decode()
    assert Mistake.objects.get(owner=student).expected == {"pattern": "決絕 (絕+朱雀)"}
    assert "the answer is 決絕 (絕+朱雀)." in text(as_student.get(reverse("drills:mistakes")))


def test_a_pattern_not_offered_is_refused_beside_the_choices(client, answer):
    response = answer(client, {"pattern": "xinjing.no-such"}, topic="patterns", chart=DINGMAO)
    assert response.status_code == 400
    assert 'class="field-error"' in response.content.decode()

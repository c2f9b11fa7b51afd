"""A drill as a student meets it: a question of the topic, checked by the practice checker, kept, and brought back."""
import datetime as dt
import re
from unittest import mock
from urllib.parse import parse_qsl

import pytest
from django.urls import reverse
from django.utils import timezone

from drills.models import Attempt, Card, Mistake
from drills.topics import TOPIC_BY_SLUG, drawn_question
from tests.drills.conftest import DINGMAO, RIGHT_LESSONS, WRONG_LESSONS, text

pytestmark = pytest.mark.django_db


def _question_chart(response) -> dict:
    chart = re.search(r'name="question_chart" value="([^"]*)"', response.content.decode()).group(1)
    return dict(parse_qsl(chart.replace("&amp;", "&")))


def test_a_drill_of_the_lessons_asks_the_four_uppers_of_a_chart(client):
    response = client.get(reverse("drills:drill"), {"topic": "lessons"})
    assert response.status_code == 200
    page = text(response)
    assert "Question 1 of 10" in page
    assert {"lessons.1", "lessons.2", "lessons.3", "lessons.4"} <= set(re.findall(r'name="(lessons\.\d)"',
                                                                                  response.content.decode()))


def test_a_drill_of_thirty_says_how_far_along_it_is(client):
    page = text(client.get(reverse("drills:drill"), {"topic": "plates", "n": 30, "q": 4, "right": 3})
                    )
    assert "Question 4 of 30 · 3 right so far" in page


@pytest.mark.parametrize("slug, method", [("method-fuyin", "伏吟"), ("method-fanyin", "返吟"),
                                          ("method-bazhuan", "八專"), ("method-zeike", "賊剋"),
                                          ("method-biyong", "比用"), ("method-shehai", "涉害"),
                                          ("method-yaoke", "遙剋"), ("method-biezhe", "別責"),
                                          ("method-maoxing", "昴星")])
def test_a_drill_of_a_method_draws_charts_that_method_decides(slug, method):
    for seed in range(5):
        assert drawn_question(TOPIC_BY_SLUG[slug], seed=seed).chart.transmissions.method == method


def test_a_drill_of_the_depths_draws_charts_whose_shehai_is_decided_by_counting():
    for seed in range(5):
        chart = drawn_question(TOPIC_BY_SLUG["depths"], seed=seed).chart
        assert chart.transmissions.method == "涉害"
        assert any(step.found.get("school") == "depth" for step in chart.transmissions.trace)


def test_a_drill_narrowed_to_a_method_and_a_school_option_draws_such_charts(client):
    response = client.get(reverse("drills:drill"), {"topic": "transmissions", "method": "shehai",
                                                     "option": "shehai=mengzhongji"})
    chart = _question_chart(response)
    assert chart["shehai"] == "mengzhongji"


def test_the_noble_drill_asks_only_the_noble(client):
    html = client.get(reverse("drills:drill"), {"topic": "noble"}).content.decode()
    assert re.findall(r'name="((?:noble|generals)\.[a-z]+)"', html) == ["noble.branch"]


def test_a_right_answer_is_marked_right_with_the_rule_explained(client, answer):
    response = answer(client, RIGHT_LESSONS)
    assert response.status_code == 200
    assert 'data-state="right"' in response.content.decode()
    assert "lodges in 未" in text(response)   # 丁 lodges in 未 (寄宮): the explanation


def test_a_wrong_answer_shows_the_right_one_and_is_kept_as_a_mistake(as_student, student, answer):
    response = answer(as_student, WRONG_LESSONS)
    assert 'data-state="revealed"' in response.content.decode()
    mistake = Mistake.objects.get(owner=student)
    assert (mistake.topic, mistake.step, mistake.given["lessons.1"], mistake.expected["lessons.1"]) == \
        ("lessons", "lessons", "亥", "巳")
    page = text(as_student.get(reverse("drills:mistakes")))
    assert "You wrote 亥; the answer is 巳." in page
    assert "寄宮" in page   # the rule of 一課: over the day stem's lodging


def test_a_mistake_put_right_twice_leaves_the_list(as_student, student, answer):
    answer(as_student, WRONG_LESSONS)
    answer(as_student, RIGHT_LESSONS)
    assert Mistake.objects.get(owner=student).put_right == 1
    assert "put right once" in as_student.get(reverse("drills:mistakes")).content.decode()
    answer(as_student, RIGHT_LESSONS)
    assert not Mistake.objects.filter(owner=student).exists()


def test_the_mistakes_not_yet_put_right_are_listed_apart(as_student, answer):
    answer(as_student, WRONG_LESSONS)
    answer(as_student, RIGHT_LESSONS)
    assert "You wrote 亥" in text(as_student.get(reverse("drills:mistakes")))
    assert "You wrote 亥" not in text(as_student.get(reverse("drills:mistakes"), {"open": "1"}))


def test_practising_the_mistakes_again_asks_the_chart_answered_wrong(as_student, answer):
    answer(as_student, WRONG_LESSONS)
    response = as_student.get(reverse("drills:drill"), {"mode": "mistakes", "topic": "lessons"})
    assert _question_chart(response) == dict(parse_qsl(DINGMAO))


def test_each_answer_is_kept_with_its_attempt_number_at_that_question(as_student, student, answer):
    answer(as_student, WRONG_LESSONS)
    answer(as_student, RIGHT_LESSONS)
    kept = list(Attempt.objects.filter(owner=student).values_list("topic", "chart", "step", "correct", "attempt"))
    assert kept == [("lessons", DINGMAO, "lessons", False, 1), ("lessons", DINGMAO, "lessons", True, 2)]


def test_an_answer_left_out_is_wrong(as_student, student, answer):
    answer(as_student, {"lessons.1": "巳"})
    assert Attempt.objects.get(owner=student).correct is False


def test_no_answer_at_all_is_refused_beside_the_form_and_nothing_is_kept(as_student, student, answer):
    response = answer(as_student, {})
    assert response.status_code == 400
    assert not Attempt.objects.exists()


def test_an_unreadable_answer_gets_its_message_beside_the_field(as_student, answer):
    response = answer(as_student, {"lessons.1": "banana"})
    assert response.status_code == 400
    assert 'class="field-error"' in response.content.decode()


def test_a_chart_answered_today_is_due_for_review_the_next_day(as_student, answer):
    answer(as_student, RIGHT_LESSONS)
    assert "No review is due now." in text(as_student.get(reverse("drills:drill"), {"mode": "review"}))
    tomorrow = timezone.now() + dt.timedelta(days=1)
    with mock.patch("django.utils.timezone.now", return_value=tomorrow):
        index = text(as_student.get(reverse("drills:index")))
        assert "1 review is due today." in index
        review = as_student.get(reverse("drills:drill"), {"mode": "review"})
        assert _question_chart(review) == dict(parse_qsl(DINGMAO))


def test_a_drill_of_a_topic_takes_its_due_cards_first(as_student, answer):
    answer(as_student, RIGHT_LESSONS)
    with mock.patch("django.utils.timezone.now", return_value=timezone.now() + dt.timedelta(days=1)):
        assert _question_chart(as_student.get(reverse("drills:drill"), {"topic": "lessons"})) == \
            dict(parse_qsl(DINGMAO))


def test_a_review_with_nothing_due_says_so(client):
    assert "No review is due now." in client.get(reverse("drills:drill"), {"mode": "review"}).content.decode()


def test_the_home_page_shows_the_reviews_due_today(as_student, answer):
    answer(as_student, RIGHT_LESSONS)
    with mock.patch("django.utils.timezone.now", return_value=timezone.now() + dt.timedelta(days=1)):
        assert "1 review is due today." in text(as_student.get(reverse("divination:home")))


def test_a_card_is_kept_per_topic_and_ke(as_student, student, answer):
    answer(as_student, RIGHT_LESSONS)
    answer(as_student, RIGHT_LESSONS)
    card = Card.objects.get(owner=student)
    assert (card.topic, card.ke) == ("lessons", "丁卯/10")   # 亥 general on 丑 hour: k = 11 − 1 = 10


def test_the_desired_retention_is_a_setting_and_a_lower_one_spaces_reviews_further(settings):
    from drills.study import reviewed

    start = dt.datetime(2026, 12, 7, 10, tzinfo=dt.UTC)

    def after_three_good_reviews():
        card = reviewed(None, True, start)
        for _ in range(2):
            card = reviewed(card.to_dict(), True, card.due)
        return card.due

    assert settings.DRILLS_DESIRED_RETENTION == 0.9
    at_ninety = after_three_good_reviews()
    settings.DRILLS_DESIRED_RETENTION = 0.8
    assert after_three_good_reviews() > at_ninety


def test_todays_chart_is_the_present_hour_in_the_readers_zone(client):
    client.cookies["tz"] = "Asia/Tokyo"
    moment = dt.datetime(2026, 12, 7, 10, 41, tzinfo=dt.UTC)   # 19:41 in Tokyo
    with mock.patch("django.utils.timezone.now", return_value=moment):
        location = client.get(reverse("drills:today"))["Location"]
    query = dict(parse_qsl(location.split("?", 1)[1]))
    assert (query["mode"], query["at"], query["tz"]) == ("today", "2026-12-07T19:00", "Asia/Tokyo")
    first = client.get(location)
    assert _question_chart(first)["at"] == "2026-12-07T19:00"
    assert "monthly_general" in first.content.decode()   # its first step: the monthly general and the hour


def test_todays_chart_counts_in_the_streak(client, answer):
    location = client.get(reverse("drills:today"))["Location"]
    chart = _question_chart(client.get(location))
    answer(client, {"monthly_general": "子", "query_hour": "子"}, topic="general",
           chart="&".join(f"{k}={v}" for k, v in chart.items()), query=dict(parse_qsl(location.split("?", 1)[1])))
    assert "1 day in a row" in client.get(reverse("drills:progress")).content.decode()


def test_a_drill_its_url_cannot_give_is_a_400_with_the_reason_beside_the_field(client):
    response = client.get(reverse("drills:drill"), {"topic": "no-such-topic", "n": "7"})
    assert response.status_code == 400
    assert response.content.decode().count('class="field-error"') >= 2


def test_a_posted_chart_that_is_no_chart_is_refused_with_a_message(as_student, answer):
    response = answer(as_student, RIGHT_LESSONS, chart="day=甲丑&general=亥&hour=丑")
    assert response.status_code == 400
    assert not Attempt.objects.exists()


def test_a_school_option_does_not_narrow_the_depths_which_only_the_default_school_counts():
    chart = drawn_question(TOPIC_BY_SLUG["depths"], option=("shehai", "mengzhongji"), seed=3).chart
    assert chart.options.shehai == "depth"

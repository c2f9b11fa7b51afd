"""The drills as JSON: GET /api/drills/next gives the next question, POST /api/drills/answer answers it (docs/api.md).

The answer is marked as /api/practice/check marks it (the same body reader and checker) and kept like an answer
on the drill page, in the caller's session or account: so it is a change a cross-site page must not make for a
student, and asks Django's CSRF token (the cookie `next` sets, sent back in X-CSRFToken).
"""
from __future__ import annotations

from django.http import JsonResponse
from django.utils import timezone
from django.utils.translation import gettext
from django.views.decorators.cache import never_cache
from django.views.decorators.csrf import ensure_csrf_cookie

from divination.builder.page import chart_url
from divination.engine.errors import ChartInputError
from divination.practice.page import rule_url
from divination.practice.steps import STEP_BY_SLUG
from divination.practice.views import CheckRefused, read_check, refused
from drills.forms import DrillForm
from drills.progress import mastery
from drills.study import kept_answer, study_of
from drills.topics import TOPIC_BY_SLUG, question_on, unknown_topic
from drills.views import end_of_today, next_question
from languages.wording import said


def _error(message: str, field: str | None, status: int = 400) -> JsonResponse:
    return refused(CheckRefused(message, field, status))


def _json(data: dict) -> JsonResponse:
    return JsonResponse(data, json_dumps_params={"ensure_ascii": False})


@never_cache
@ensure_csrf_cookie
def api_next(request):
    """GET /api/drills/next?topic=…[&method=…&option=…&mode=…]: the next question (a due card first), or null."""
    if request.method not in ("GET", "HEAD"):  # JSON, as every answer of the API (not Django's empty 405)
        response = _error(gettext("Ask this address with GET."), None, 405)
        response["Allow"] = "GET, HEAD"
        return response
    form = DrillForm(request.GET)
    if not form.is_valid():
        field, errors = next(iter(form.errors.items()))
        return _error(str(errors[0]), None if field == "__all__" else field)
    if form.cleaned_data.get("topic") == "patterns":
        return _error(gettext("The 課體 are recognised on the drill page: this API asks the steps of a chart."),
                      "topic")
    study = study_of(request)
    try:
        question = next_question(study, form.cleaned_data)
    except ChartInputError as error:
        return _error(said(error.reason), "chart")
    if question is None:
        return _json({"question": None, "due_today": study.due_count(end_of_today())})
    return _json({"question": {
        "topic": question.topic.slug, "chart": question.params, "step": question.topic.step,
        "answers": list(question.topic.asked), "chart_url": request.build_absolute_uri(chart_url(question.params)),
    }, "due_today": study.due_count(end_of_today())})


@never_cache
def api_answer(request):
    """POST /api/drills/answer {"topic", "chart", "step", "answers"}: marked, kept, with the topic's mastery now
    and the card's next review; 400 {"error", "field"} for what it cannot read."""
    try:
        asked = read_check(request, frozenset({"topic"}))
    except CheckRefused as error:
        return refused(error)
    topic = TOPIC_BY_SLUG.get(asked.body.get("topic")) if isinstance(asked.body.get("topic"), str) else None
    if topic is None or topic.step not in STEP_BY_SLUG:
        return _error(unknown_topic(), "topic")
    if asked.step.slug != topic.step:
        return _error(gettext('The topic %(topic)s asks the step "%(step)s".') % {"topic": topic.slug,
                                                                                  "step": topic.step}, "step")
    question = question_on(topic, asked.params)
    result = question.check(asked.answers)
    study = study_of(request)
    answered = study.answer(kept_answer(question, result, timezone.now()))
    topic_mastery = next(m for m in mastery(study.rows()) if m.topic == topic)
    return _json(result.to_dict(reveal=True) | {
        "topic": topic.slug, "correct": answered.kept.correct, "attempt": answered.attempt,
        "rule_url": rule_url(question.chart, topic.step, revealed=True),
        "mastery": {"percent": topic_mastery.percent, "right": topic_mastery.right, "of": topic_mastery.recent,
                    "answered": topic_mastery.answered},
        "next_review": answered.next_review.isoformat()})

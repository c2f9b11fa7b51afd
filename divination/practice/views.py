"""Thin views of practice mode: a form reads the answers, the checker checks, a template renders.

/practice/ serves the canonical URL of a chart's practice twin (the chart page's parameters, then
`step`); the answers are POSTed to that same URL (CSRF). How each step went (the record) is kept in the
student's session, per chart, so the step tabs, the next step and the summary all see the step just
answered; a signed-in student's every check is also kept as a drill's answer (drills.study, their own rows: what
a class's report reads); a link made when the record travelled in it (`record=…`) adds its outcomes to the
session and is redirected without it. With htmx only the step region is returned. POST /api/practice/check is the
same checker as JSON.
"""
from __future__ import annotations

import json
import secrets
from collections import Counter
from dataclasses import dataclass
from urllib.parse import parse_qsl, urlencode, urlsplit

from django.http import JsonResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.cache import patch_cache_control
from django.utils.encoding import uri_to_iri
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_http_methods, require_safe

from divination.builder.forms import form_for, read_pattern_settings
from divination.builder.page import permanent_params
from divination.engine.chart import Chart
from divination.engine.errors import ChartInputError
from divination.engine.params import chart_from_params
from divination.interface import PARAMETERS, pattern_settings_from
from divination.pattern_pages.context import only_ke
from divination.patterns import registry
from divination.practice.answers import AnswerError, read_answers
from divination.practice.checker import check
from divination.practice.choice import MAX_SEED, drawn_chart
from divination.practice.forms import RandomChartForm, StepForm
from divination.practice.messages import say
from divination.practice.page import HINTS, REVEALED, RIGHT, UNREADABLE, page_context, practice_url, rule_url
from divination.practice.steps import FIRST, SECOND, SHOWN, STEP_BY_SLUG, SUMMARY, PracticeStep, Record, step_of
from drills.study import DatabaseStudy, kept_answer
from drills.topics import TOPIC_BY_SLUG, question_on
from languages.wording import said
from liuren_site.htmx import page_or_region
from liuren_site.user_json import UnreadableJSON, read_json
from sheets.returns import sheet_return
from sources.keys import short_label

MAX_BODY = 32 * 1024
# The session keeps the records of the charts practised last, the oldest dropped first.
SESSION_KEY, KEPT_CHARTS = "practice_records", 20
# The lesson sheet each chart's practice was opened from (sheet_way_back), for as many charts as the records.
RETURNS_KEY = "practice_returns"


def session_record(request, params, chart) -> Record:
    """The record of this chart in the student's session (a record it cannot read any longer is forgotten)."""
    token = request.session.get(SESSION_KEY, {}).get(urlencode(params))
    try:
        return Record.from_token(token, chart)
    except ChartInputError:
        return Record()


def keep_record(request, params, record: Record) -> None:
    """Keep the record of this chart in the session, as the most recent of at most KEPT_CHARTS."""
    records = {key: value for key, value in request.session.get(SESSION_KEY, {}).items() if key != urlencode(params)}
    records[urlencode(params)] = record.to_token()
    request.session[SESSION_KEY] = dict(list(records.items())[-KEPT_CHARTS:])


def sheet_way_back(request, params) -> str | None:
    """The lesson sheet a chart's practice was opened from: named by the link's `from`, then kept in the session so
    that every link of the practice (its tabs, its buttons) leads back to it; a `from` that is no sheet is dropped."""
    key, kept = urlencode(params), request.session.get(RETURNS_KEY, {})
    back = sheet_return(request.GET.get("from"))
    if back and kept.get(key) != back:
        others = {name: value for name, value in kept.items() if name != key}
        request.session[RETURNS_KEY] = dict(list({**others, key: back}.items())[-KEPT_CHARTS:])
    return back or kept.get(key)


def _patterns() -> list[tuple[str, str]]:
    """The patterns a chart at random can be drawn for, by name (懸胎); a name that several entries share is told
    apart by the passage it comes from (懸胎 · 經緯 2.2), never by the registry's id."""
    entries = [item for item in registry.ENTRIES if only_ke(item)]
    names = Counter(item.names[0] for item in entries)
    return [(item.id, item.names[0] if names[item.names[0]] == 1 else f"{item.names[0]} · {short_label(item.passage)}")
            for item in entries]


def _start(request, errors: list[str] | None = None, form: RandomChartForm | None = None, status: int = 200):
    form = form or RandomChartForm(patterns=_patterns())
    return render(request, "practice/start.html", {"errors": errors or [], "random_form": form}, status=status)


PAGE, REGION = "practice/practice.html", "practice/_region.html"


def _respond(request, context: dict, status: int = 200):
    """A page with a form of this visitor's own (Django's CSRF token, its answers): private, for no shared cache."""
    # readable in the copy box: 丁卯, not %E4%B8%81%E5%8D%AF (an IRI; browsers send it encoded)
    context["share_url"] = uri_to_iri(request.build_absolute_uri(practice_url(context["params"], context["step"])))
    context["back_to_sheet"] = sheet_way_back(request, context["params"])
    response = page_or_region(request, PAGE, REGION, context, status=status)
    patch_cache_control(response, private=True)
    return response


@require_http_methods(["GET", "HEAD", "POST"])
def practice(request):
    """/practice/?<a chart's canonical query>&step=<slug>[&record=…]: the chart, worked step by step."""
    if not request.GET:
        return _start(request)
    form = form_for(request.GET)
    pattern_settings = read_pattern_settings(request.GET, form)
    if not form.is_valid():
        return _start(request, [e for errors in form.errors.values() for e in errors], status=400)
    chart = form.chart
    params = permanent_params(chart, request.GET, pattern_settings)
    try:
        slug = request.GET.get("step") or None
        step = SUMMARY if slug == SUMMARY else step_of(chart, slug).slug
        linked = Record.from_token(request.GET.get("record"), chart)
    except ChartInputError as error:
        return _start(request, [said(error.reason)], status=400)
    record = session_record(request, params, chart)
    if linked.outcomes:  # an older link's record joins the session's
        for linked_step, outcome in linked.outcomes:
            record = record.with_outcome(linked_step, outcome)
        keep_record(request, params, record)
    back = sheet_return(request.GET.get("from"))  # the lesson sheet it was opened from; any other `from` is dropped
    target = practice_url(params, step) + (f"&{urlencode({'from': back})}" if back else "")
    if request.method != "POST" and parse_qsl(request.META.get("QUERY_STRING", ""), keep_blank_values=True) != \
            parse_qsl(urlsplit(target).query, keep_blank_values=True):
        return redirect(target)
    if step == SUMMARY:
        return _respond(request, page_context(chart, params, step, record))
    practice_step = STEP_BY_SLUG[step]
    if request.method != "POST":
        return _respond(request, page_context(chart, params, step, record, form=StepForm(practice_step)))
    answers = StepForm(practice_step, request.POST)
    reveal = "reveal" in request.POST
    if answers.is_valid() and not answers.answers and not reveal:
        answers.add_error(None, say("answer.nothing"))
    if not answers.is_valid():
        return _respond(request, page_context(chart, params, step, record, form=answers, state=UNREADABLE,
                                              attempt=answers.attempt_number), status=400)
    result = check(chart, step, answers.answers)
    if request.user.is_authenticated:  # kept as a drill's answer is: the student's own, what a class's report reads
        question = question_on(TOPIC_BY_SLUG[step], params)
        DatabaseStudy(request.user).answer(kept_answer(question, result, timezone.now()))
    if result.all_correct:
        state, outcome = RIGHT, FIRST if answers.attempt_number == 1 else SECOND
    elif reveal or answers.attempt_number >= 2:
        state, outcome = REVEALED, SHOWN
    else:
        state, outcome = HINTS, None
    if outcome:
        record = record.with_outcome(step, outcome)
        keep_record(request, params, record)
    context = page_context(chart, params, step, record, form=answers, result=result, state=state, attempt=2)
    context["attempt_was"] = answers.attempt_number
    return _respond(request, context)


@require_safe
def random_chart(request):
    """/practice/random/?seed=…[&method=…&subname=…&pattern=…&kind=…]: the same seed, the same chart to practise."""
    form = RandomChartForm(request.GET, patterns=_patterns())
    if not form.is_valid():
        return _start(request, form=form, status=400)
    data = form.cleaned_data
    choice = {"kind": data.get("kind") or "ke", "method": data.get("method") or "",
              "subname": data.get("subname") or "", "pattern": data.get("pattern") or ""}
    if data.get("seed") is None:
        seed = secrets.randbelow(MAX_SEED + 1)
        query = {name: value for name, value in choice.items() if value and not (name == "kind" and value == "ke")}
        return redirect(reverse("practice:random") + "?" + urlencode({"seed": seed, **query}))
    try:
        drawn = drawn_chart(data["seed"], choice["kind"], data.get("method_name"), choice["subname"] or None,
                            choice["pattern"] or None)
    except ChartInputError as error:
        form.add_error(error.field if error.field in form.fields else None, said(error.reason))
        return _start(request, form=form, status=400)
    chart = chart_from_params(drawn)
    return redirect(practice_url(permanent_params(chart, drawn)))


def _error(message: str, field: str | None, status: int = 400) -> JsonResponse:
    return JsonResponse({"error": message, "field": field}, status=status, json_dumps_params={"ensure_ascii": False})


class CheckRefused(ValueError):
    """A check's body this API cannot read: the message and the field it names (400, or 405 for a GET)."""

    def __init__(self, message: str, field: str | None, status: int = 400):
        super().__init__(message)
        self.message, self.field, self.status = message, field, status


@dataclass(frozen=True)
class CheckRequest:
    body: dict
    params: dict[str, str]   # the chart's parameters, as a URL gives them
    chart: Chart
    step: PracticeStep
    answers: dict


def read_check(request, also: frozenset[str] = frozenset()) -> CheckRequest:
    """The body of a check (/api/practice/check, and the drills' answer, which may add the fields `also`): the
    chart, its step and the answers read, or CheckRefused naming what it cannot read."""
    if request.method != "POST":
        raise CheckRefused(say("api.post_only"), None, 405)
    if len(request.body) > MAX_BODY:
        raise CheckRefused(say("api.too_large", size=MAX_BODY // 1024), None)
    try:
        body = read_json(request.body.decode("utf-8"))
    except (UnicodeDecodeError, UnreadableJSON) as error:
        raise CheckRefused(say("api.not_json", error=error), None) from None
    if not isinstance(body, dict):
        raise CheckRefused(say("api.not_an_object"), None)
    unknown = sorted(set(body) - {"chart", "step", "answers"} - also)
    if unknown:
        raise CheckRefused(say("api.unknown_field", name=unknown[0][:30]), unknown[0][:30])
    for name in ("chart", "step", "answers"):
        if name not in body:
            raise CheckRefused(say("api.missing_field", name=name), name)
    parameters = body["chart"]
    if not isinstance(parameters, dict):
        raise CheckRefused(say("api.chart_object"), "chart")
    strange = sorted(set(parameters) - PARAMETERS)
    if strange:
        raise CheckRefused(say("api.chart_parameter", name=str(strange[0])[:30]), f"chart.{str(strange[0])[:30]}")
    params = {name: value if isinstance(value, str) else json.dumps(value)
              for name, value in parameters.items() if value is not None}
    try:
        chart = chart_from_params(params)
        pattern_settings_from(parameters)
    except ChartInputError as error:
        raise CheckRefused(said(error.reason), f"chart.{error.field}" if error.field else "chart") from None
    if not isinstance(body["step"], str):
        raise CheckRefused(say("api.step"), "step")
    try:
        step = step_of(chart, body["step"])
    except ChartInputError as error:
        raise CheckRefused(said(error.reason), "step") from None
    try:
        answers = read_answers(step, body["answers"])
    except AnswerError as error:
        raise CheckRefused(error.message, "answers" if error.field == "answers" else f"answers.{error.field}") from None
    return CheckRequest(body, params, chart, step, answers)


def refused(error: CheckRefused) -> JsonResponse:
    response = _error(error.message, error.field, error.status)
    if error.status == 405:
        response["Allow"] = "POST"
    return response


@csrf_exempt  # a pure function of its body: it reads no cookie and changes nothing (see docs/api.md)
def api_check(request):
    """POST /api/practice/check: one step's answers marked, or 400 {"error", "field"} for input it cannot read."""
    try:
        asked = read_check(request, frozenset({"reveal"}))
    except CheckRefused as error:
        return refused(error)
    reveal = asked.body.get("reveal", False)
    if not isinstance(reveal, bool):
        return _error(say("api.reveal"), "reveal")
    result = check(asked.chart, asked.step.slug, asked.answers)
    data = result.to_dict(reveal) | {"rule_url": rule_url(asked.chart, asked.step.slug, revealed=reveal)}
    return JsonResponse(data, json_dumps_params={"ensure_ascii": False})

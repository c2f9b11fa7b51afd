"""The drills' pages: the topics and what is due, a drill's questions, the mistakes kept, progress; export, import.

A question is a step of a chart (drills.topics) asked with the practice page's own parts (its drawing, its
questions, its feedback: divination.practice.page) and marked by the practice checker. Each answer is kept by
drills.study, in the session or the student's account. Every page is the student's own: private, never cached
for others.
"""
from __future__ import annotations

import datetime as dt
from urllib.parse import parse_qsl, urlencode

from django.contrib.auth.decorators import login_required
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import ngettext
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_http_methods, require_safe

from accounts.throttle import import_limited
from accounts.transfer import exported_at, import_response, json_download
from divination.builder.page import chart_url
from divination.builder.patterns_step import patterns_context
from divination.engine.errors import ChartInputError
from divination.practice.forms import LABELS
from divination.practice.messages import say
from divination.practice.page import REVEALED, RIGHT, TITLES, page_context, practice_title, written
from divination.practice.recognition import PATTERNS_STEP
from divination.practice.steps import SUMMARY, Record, steps_of
from drills.forms import MISTAKES, MODES, NEW, PATTERN_LABEL, REVIEW, TODAY, DrillForm, answer_form
from drills.progress import days_practised, heat_map, mastery, streak, weakest
from drills.records import FORMAT, MAX_IMPORT_ATTEMPTS, import_study, study_document
from drills.study import kept_answer, study_of
from drills.topics import TOPIC_BY_SLUG, TOPICS, Question, drawn_question, question_on, unknown_topic
from languages.wording import said
from liuren_site.reader_zone import reader_zone_name


def end_of_today() -> dt.datetime:
    """The last moment of the reader's today (their zone: liuren_site.reader_zone): what is due today."""
    today = timezone.localdate()
    return timezone.make_aware(dt.datetime.combine(today, dt.time.max))


def drill_url(**query) -> str:
    return reverse("drills:drill") + "?" + urlencode({k: v for k, v in query.items() if v not in (None, "", False)})


@require_safe
@never_cache
def index(request):
    """/drills/: what is due today, the topics with their mastery, a drill to start."""
    return _index(request, DrillForm())


def _index(request, form: DrillForm, status: int = 200):
    """The drills page; with a drill its URL cannot give, its form's errors beside their fields (400)."""
    study = study_of(request)
    masteries = mastery(study.rows())
    weak = weakest(masteries)
    return render(request, "drills/index.html", {
        "form": form, "due": study.due_count(end_of_today()), "masteries": masteries, "weakest": weak,
        "weakest_url": drill_url(topic=weak.topic.slug) if weak else None, "review_url": drill_url(mode=REVIEW),
        "mistakes": len(study.mistakes())}, status=status)


def _drill_query(data) -> dict:
    """The drill's own parameters, for the next question's link and the form's action."""
    return {"topic": data.get("topic"), "n": data["n"], "method": data.get("method"), "option": data.get("option"),
            "mode": None if data["mode"] == NEW else data["mode"], "open": data.get("open"), "at": data.get("at"),
            "tz": data.get("tz")}


def _kept_question(topic: str, chart: str) -> Question | None:
    """The question of a card or mistake kept; None for a chart this site does not read (an imported one)."""
    try:
        return question_on(TOPIC_BY_SLUG[topic], dict(parse_qsl(chart)))
    except ChartInputError:
        return None


def next_question(study, data) -> Question | None:
    """The run's next question: for a review the earliest card due (of the topic, or of any), for mistakes the
    one kept longest, for today's chart its next step; a drill asks the due cards of its topic first."""
    mode, topic = data["mode"], TOPIC_BY_SLUG.get(data.get("topic") or "")
    if mode == TODAY:
        chart_params = {"at": data["at"], "tz": data["tz"]}
        steps = steps_of(question_on(TOPIC_BY_SLUG["general"], chart_params).chart)
        return question_on(TOPIC_BY_SLUG[steps[data["q"] - 1].slug], chart_params) if data["q"] <= len(steps) else None
    if mode == MISTAKES:
        kept = study.mistakes(topic.slug if topic else None, only_open=bool(data.get("open")))
        return next(filter(None, (_kept_question(m.topic, m.chart) for m in kept)), None)
    due = study.due(topic.slug if topic else None, timezone.now())
    found = next(filter(None, (_kept_question(d.topic, d.chart) for d in due)), None)
    if found is not None or mode == REVIEW:
        return found
    return drawn_question(topic, data.get("method_name") if topic.narrowable else None, data.get("option_pair"))


def _ask(topic) -> str:
    """The questions' template: the practice page's own for a whole step, else the answers the topic asks."""
    if topic.step == PATTERNS_STEP:
        return "drills/_ask_patterns.html"
    return f"practice/_ask_{topic.step}.html" if topic.whole_step else "drills/_ask_fields.html"


def _page(request, question: Question, data: dict, form, *, result=None, answered=None, status=200):
    """A drill's question: blank, its answers refused (400), or marked with the right ones and the rule."""
    topic = question.topic
    state = (RIGHT if answered.kept.correct else REVEALED) if answered else "blank"
    recognising = topic.step == PATTERNS_STEP
    # A 課體 is recognised on the whole chart: the practice page's drawing as at its summary, every step shown.
    context = page_context(question.chart, question.params, SUMMARY if recognising else topic.step, Record(),
                           form=form, result=result, state=state, attempt=1)
    query = _drill_query(data)
    length = len(steps_of(question.chart)) if data["mode"] == TODAY else data["n"]
    right = data["right"] + (1 if answered and answered.kept.correct else 0)
    if recognising:  # the answer explained as the chart page's 課體 step shows what it found, and where it is taught
        context |= patterns_context(question.chart) | {
            "step": PATTERNS_STEP, "step_title": topic.title, "rule_url": chart_url(question.params, PATTERNS_STEP)}
    context |= {
        "topic": topic, "mode": data["mode"], "mode_title": MODES[data["mode"]], "q": data["q"], "length": length,
        "right": right, "answered": answered, "ask": _ask(topic),
        "action": drill_url(**query, q=data["q"], right=data["right"]),
        "next_url": drill_url(**query, q=data["q"] + 1, right=right) if data["q"] < length else None,
        "end_url": reverse("drills:progress"), "question_chart_url": chart_url(question.params, topic.step),
    }
    return render(request, "drills/drill.html", context, status=status)


@require_http_methods(["GET", "HEAD", "POST"])
@never_cache
def drill(request):
    """/drills/drill/?topic=…&n=10&q=3&right=2[&method=…&option=…&mode=…]: the drill's question q; POST answers it."""
    form = DrillForm(request.GET)
    if not form.is_valid():
        return _index(request, form, 400)
    data = form.cleaned_data
    study = study_of(request)
    try:
        if request.method == "POST":
            topic = TOPIC_BY_SLUG.get(request.POST.get("question_topic", ""))
            if topic is None:
                form.add_error(None, unknown_topic())
                return _index(request, form, 400)
            question = question_on(topic, dict(parse_qsl(request.POST.get("question_chart", "")[:500])))
        else:
            question = next_question(study, data)
    except ChartInputError as error:
        form.add_error(None, said(error.reason))
        return _index(request, form, 400)
    if question is None:
        return render(request, "drills/done.html", {"mode": data["mode"], "mode_title": MODES[data["mode"]],
                                                    "right": data["right"], "asked": data["q"] - 1,
                                                    "progress_url": reverse("drills:progress")})
    hidden = {"question_topic": question.topic.slug, "question_chart": question.query}
    if request.method != "POST":
        return _page(request, question, data, answer_form(question, initial=hidden))
    answers = answer_form(question, request.POST)
    if answers.is_valid() and not answers.answers:
        answers.add_error(None, say("answer.nothing"))
    if not answers.is_valid():
        return _page(request, question, data, answers, status=400)
    result = question.check(answers.answers)
    answered = study.answer(kept_answer(question, result, timezone.now()))
    return _page(request, question, data, answers, result=result, answered=answered)


@require_safe
def today(request):
    """/drills/today/: today's chart, the chart of the present hour in the reader's zone, step by step."""
    zone = reader_zone_name(request) or "UTC"
    now = timezone.localtime()
    return redirect(drill_url(mode=TODAY, at=now.replace(minute=0).strftime("%Y-%m-%dT%H:%M"), tz=zone))


def _mistake_row(mistake) -> dict | None:
    """A mistake as the list shows it: its chart and step, each answer given and right with the rule (in the
    reader's language, from the checker); None for a chart this site does not read (nothing to practise)."""
    question = _kept_question(mistake.topic, mistake.chart)
    if question is None:
        return None
    rules = question.check({})
    return {"mistake": mistake, "topic": question.topic, "title": practice_title(question.chart),
            "step_title": question.topic.title if question.topic.step == PATTERNS_STEP else TITLES[question.topic.step],
            "chart_url": chart_url(question.params, question.topic.step),
            "answers": [{"label": PATTERN_LABEL if name == "pattern" else LABELS[name],
                         "given": written(mistake.given.get(name)), "expected": written(mistake.expected.get(name)),
                         "right": mistake.given.get(name) == mistake.expected.get(name),
                         "rule": rules.field(name).rule} for name in mistake.expected]}


@require_safe
@never_cache
def mistakes(request):
    """/drills/mistakes/?topic=…&open=1: the wrong answers kept, each with its chart, the right answer and the rule."""
    topic = TOPIC_BY_SLUG.get(request.GET.get("topic", ""))
    only_open = request.GET.get("open") == "1"
    kept = study_of(request).mistakes(topic.slug if topic else None, only_open)
    rows = [row for row in map(_mistake_row, kept) if row is not None]
    return render(request, "drills/mistakes.html", {
        "rows": rows, "topics": TOPICS, "topic": topic, "only_open": only_open,
        "again_url": drill_url(mode=MISTAKES, topic=topic.slug if topic else None, open=only_open and "1")})


@require_safe
@never_cache
def progress(request):
    """/drills/progress/: mastery per topic and how it moved, the weakest topic, the days practised, the streak."""
    rows = study_of(request).rows()
    masteries = mastery(rows)
    days = days_practised(rows, timezone.get_current_timezone())
    today = timezone.localdate()
    weak = weakest(masteries)
    return render(request, "drills/progress.html", {
        "masteries": masteries, "weakest": weak,
        "weakest_url": drill_url(topic=weak.topic.slug, n=10) if weak else None,
        "streak": streak(days, today), "days": len(days), "map": heat_map(days, today),
        "zone": reader_zone_name(request) or "UTC"})


@require_safe
@login_required
def export(request):
    return json_download(study_document(request.user, exported_at()), f"drills-{request.user.get_username()}.json")


@require_http_methods(["GET", "POST"])
@login_required
@import_limited
def import_page(request):
    def imported(document):
        count = import_study(request.user, document)
        return (ngettext("%(count)d answer imported.", "%(count)d answers imported.", count) % {"count": count},
                reverse("drills:progress"))
    return import_response(request, expected_format=FORMAT, template="drills/import.html", limit=MAX_IMPORT_ATTEMPTS,
                       imported=imported)

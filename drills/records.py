"""A student's study as JSON and back: every answer, card and mistake, so that an export imported into an account
gives back the same study (tests/drills/test_nothing_lost.py). An import is all or nothing; an answer the account
holds already (the same question at the same moment) is not doubled, a card or mistake is kept where it is later.
"""
from __future__ import annotations

import datetime as dt
import re
from typing import Any, Final

import fsrs
from django.db import transaction
from django.utils.translation import gettext

from accounts.transfer import moment_of, problems_said, text_of
from drills.models import CHART_LENGTH, Attempt, Card, Mistake
from drills.study import PUT_RIGHT_TWICE, SESSION_KEY
from drills.topics import TOPIC_BY_SLUG

FORMAT: Final = "liuren-drills"
MAX_IMPORT_ATTEMPTS: Final = 20_000
KE: Final = re.compile(r"^[甲乙丙丁戊己庚辛壬癸][子丑寅卯辰巳午未申酉戌亥]/(?:[0-9]|1[01])$")
# An answer as the checker writes it: a branch or a name, a list of branches, counts by branch, or none.
MAX_ANSWER_TEXT, MAX_ANSWER_ITEMS = 40, 12


def _record(attempt: Attempt) -> dict[str, Any]:
    return {"topic": attempt.topic, "chart": attempt.chart, "step": attempt.step, "given": attempt.given,
            "expected": attempt.expected, "correct": attempt.correct, "attempt": attempt.attempt,
            "answered": attempt.answered.isoformat()}


def study_document(owner, exported: str) -> dict[str, Any]:
    return {
        "format": FORMAT, "version": 1, "exported": exported,
        "answers": [_record(a) for a in Attempt.objects.filter(owner=owner).order_by("answered", "id")],
        "cards": [{"topic": c.topic, "ke": c.ke, "chart": c.chart, "memory": c.memory}
                  for c in Card.objects.filter(owner=owner).order_by("id")],
        "mistakes": [{"topic": m.topic, "chart": m.chart, "step": m.step, "given": m.given, "expected": m.expected,
                      "put_right": m.put_right, "created": m.created.isoformat(), "updated": m.updated.isoformat()}
                     for m in Mistake.objects.filter(owner=owner).order_by("id")],
    }


def _refused(where: str, name: str) -> ValueError:
    return ValueError(gettext('%(where)s: "%(name)s" is not one this site knows.') % {"where": where, "name": name})


def _text(record: dict[str, Any], name: str, where: str, length: int = CHART_LENGTH) -> str:
    value = text_of(record, name, where, required=True)
    if len(value) > length or "\x00" in value:  # PostgreSQL's text holds no NUL
        raise _refused(where, name)
    return value


def _question(record: dict[str, Any], where: str, with_step: bool = True) -> dict[str, Any]:
    """The topic, chart and (but for a card) step of a record: the step must be the topic's."""
    topic = TOPIC_BY_SLUG.get(_text(record, "topic", where, 30))
    if topic is None:
        raise _refused(where, "topic")
    fields = {"topic": topic.slug, "chart": _text(record, "chart", where)}
    if with_step and record.get("step") != topic.step:
        raise _refused(where, "step")
    return fields | ({"step": topic.step} if with_step else {})


def _value(value: Any) -> bool:
    """An answer in the checker's form, no larger than any answer is."""
    if value is None or (isinstance(value, str) and len(value) <= MAX_ANSWER_TEXT and "\x00" not in value):
        return True
    if isinstance(value, list):
        return len(value) <= MAX_ANSWER_ITEMS and all(isinstance(v, str) and len(v) <= 2 for v in value)
    if isinstance(value, dict):
        return len(value) <= MAX_ANSWER_ITEMS and all(
            isinstance(k, str) and len(k) <= 2 and isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 100
            for k, v in value.items())
    return False


def _answers(record: dict[str, Any], name: str, topic: str, where: str) -> dict[str, Any]:
    value = record.get(name)
    names = TOPIC_BY_SLUG[topic].answer_names
    if not isinstance(value, dict) or not all(k in names and _value(v) for k, v in value.items()):
        raise _refused(where, name)
    return value


def _number(record: dict[str, Any], name: str, where: str, least: int, most: int) -> int:
    value = record.get(name)
    if not isinstance(value, int) or isinstance(value, bool) or not least <= value <= most:
        raise _refused(where, name)
    return value


def _each(document: dict[str, Any], name: str, label: str, read, limit: int) -> list:
    """Every record of the list `name`, read by `read(record, where)`; ValueError with every reason otherwise."""
    records = document.get(name)
    if not isinstance(records, list):
        raise ValueError(gettext('The file has no list "%(name)s".') % {"name": name})
    if len(records) > limit:
        raise ValueError(gettext("The file holds %(count)s answers; an import takes at most %(limit)s.")
                         % {"count": f"{len(records):,}", "limit": f"{limit:,}"})
    found, problems = [], []
    for number, record in enumerate(records, 1):
        where = label % {"number": number}
        try:
            if not isinstance(record, dict):
                raise _refused(where, name)
            found.append(read(record, where))
        except ValueError as error:
            problems.append(str(error))
    if problems:
        raise ValueError(problems_said(problems))
    return found


def _attempt(record: dict[str, Any], where: str) -> dict[str, Any]:
    question = _question(record, where)
    if not isinstance(record.get("correct"), bool):
        raise _refused(where, "correct")
    return question | {"given": _answers(record, "given", question["topic"], where),
                       "expected": _answers(record, "expected", question["topic"], where),
                       "correct": record["correct"], "attempt": _number(record, "attempt", where, 1, 10**9),
                       "answered": moment_of(record, "answered", where)}


def _card(record: dict[str, Any], where: str) -> dict[str, Any]:
    question = _question(record, where, with_step=False)
    ke = _text(record, "ke", where, 10)
    if not KE.match(ke):
        raise _refused(where, "ke")
    try:
        card = fsrs.Card.from_dict(record.get("memory"))
        due = card.due.astimezone(dt.UTC)
    except (TypeError, ValueError, KeyError, AttributeError, OverflowError):
        raise _refused(where, "memory") from None
    return question | {"ke": ke, "memory": card.to_dict(), "due": due}


def _mistake(record: dict[str, Any], where: str) -> dict[str, Any]:
    question = _question(record, where)
    return question | {"given": _answers(record, "given", question["topic"], where),
                       "expected": _answers(record, "expected", question["topic"], where),
                       "put_right": _number(record, "put_right", where, 0, PUT_RIGHT_TWICE - 1),
                       "created": moment_of(record, "created", where), "updated": moment_of(record, "updated", where)}


def import_study(owner, document: dict[str, Any]) -> int:
    """An export's answers, cards and mistakes into `owner`'s study (all or nothing): the answers written."""
    attempts = _each(document, "answers", gettext("Answer %(number)d"), _attempt, MAX_IMPORT_ATTEMPTS)
    cards = _each(document, "cards", gettext("Card %(number)d"), _card, MAX_IMPORT_ATTEMPTS)
    mistakes = _each(document, "mistakes", gettext("Mistake %(number)d"), _mistake, MAX_IMPORT_ATTEMPTS)
    with transaction.atomic():
        held = set(Attempt.objects.filter(owner=owner).values_list("chart", "step", "answered"))
        new = [Attempt(owner=owner, **a) for a in attempts if (a["chart"], a["step"], a["answered"]) not in held]
        Attempt.objects.bulk_create(new)
        for card in cards:
            kept = Card.objects.select_for_update().filter(owner=owner, topic=card["topic"], ke=card["ke"]).first()
            if kept is None or (kept.memory.get("last_review") or "") < (card["memory"].get("last_review") or ""):
                Card.objects.update_or_create(owner=owner, topic=card["topic"], ke=card["ke"], defaults={
                    "chart": card["chart"], "memory": card["memory"], "due": card["due"]})
        for mistake in mistakes:
            question = {name: mistake.pop(name) for name in ("topic", "chart", "step")}
            kept = Mistake.objects.select_for_update().filter(owner=owner, **question).first()
            if kept is None or kept.updated < mistake["updated"]:
                Mistake.objects.update_or_create(owner=owner, **question, defaults=mistake)
    return len(new)


def keep_session_progress(sender, request, user, **kwargs) -> None:
    """On signing up or in (Django's user_logged_in): an anonymous student's study in the session joins the
    account's, as an import of it would, and leaves the session."""
    data = request.session.pop(SESSION_KEY, None) if request is not None else None
    if data:
        try:
            import_study(user, {"answers": data["answers"], "cards": list(data["cards"].values()),
                                "mistakes": list(data["mistakes"].values())})
        except ValueError:
            pass  # kept by an older release (a topic since renamed): signing in matters more than what it held

"""A class of the teacher (tests/conftest.py's `teacher`) with students who joined by its code, a sheet to practise
on 丁卯日 亥將 丑時 (一課 巳 二課 卯 三課 丑 四課 亥, as tests/drills/conftest.py works it) with a question, and how a
student works it: the practice page's forms, POSTed as a browser does."""
import re
from urllib.parse import urlencode

import pytest
from django.test import Client
from django.urls import reverse

from tests.sheets.fixtures import add

DINGMAO = urlencode({"day": "丁卯", "general": "亥", "hour": "丑", "v": "1"})
RIGHT_LESSONS = {"lessons.1": "巳", "lessons.2": "卯", "lessons.3": "丑", "lessons.4": "亥"}
WRONG_LESSONS = {"lessons.1": "亥", "lessons.2": "卯", "lessons.3": "丑", "lessons.4": "亥"}


@pytest.fixture
def classroom(as_teacher):
    from classes.models import Classroom

    response = as_teacher.post(reverse("classes:new"), {"name": "壬班", "description": "Tuesdays."})
    assert response.status_code == 302
    return Classroom.objects.latest("id")


@pytest.fixture
def joined(make_user, classroom):
    """A signed-in student in the class under the name they chose (their own client)."""
    def make(username: str, shown_name: str | None = None) -> Client:
        client = Client()
        client.force_login(make_user(username))
        response = client.post(reverse("classes:join"), {"code": classroom.code, "shown_name": shown_name or username})
        assert response.status_code == 302, response.content.decode()[:2000]
        return client
    return make


@pytest.fixture
def practice_sheet(as_teacher, new_sheet):
    """A sheet shared by link: the lessons of 丁卯日 亥將 丑時 to practise, and a question."""
    sheet = new_sheet(title="四課", visibility="link")
    for data in ({"kind": "practice", "chart": "/ke/丁卯/亥/丑/", "step": "lessons"},
                 {"kind": "question", "text": "Which lesson is 賊?"}):
        assert add(as_teacher, sheet, **data).status_code == 302
    return sheet


@pytest.fixture
def assign(as_teacher, classroom):
    def give(**data):
        from classes.models import Assignment

        response = as_teacher.post(reverse("classes:assign", args=[classroom.pk]), data)
        assert response.status_code == 302, response.content.decode()[:3000]
        return Assignment.objects.latest("id")
    return give


def practise(client, fields: dict, step: str = "lessons", attempt: int = 1, chart: str = DINGMAO, **extra):
    """A step of the practice page answered (its form's fields, the try it is)."""
    url = f"{reverse('practice:practice')}?{chart}&step={step}"
    response = client.post(url, {"attempt": str(attempt), **fields, **extra})
    assert response.status_code == 200, response.content.decode()[:2000]
    return response


def answer_question(client, sheet, text: str):
    item = sheet.items.get(kind="question")
    response = client.post(reverse("sheets:answer", args=[sheet.token, item.pk]), {"text": text})
    assert response.status_code == 302
    return response


def words(response) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", response.content.decode()))

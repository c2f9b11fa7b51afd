"""The drills' tests answer questions on 丁卯日 亥將 丑時 (六壬大全 課經): 一課 巳 二課 卯 三課 丑 四課 亥, a night
chart, 亥酉未 by 涉害, the night noble 酉 (as tests/practice/test_browser_practice.py works it)."""
import html
import re
from urllib.parse import urlencode

import pytest
from django.urls import reverse

DINGMAO = urlencode({"day": "丁卯", "general": "亥", "hour": "丑", "v": "1"})
RIGHT_LESSONS = {"lessons.1": "巳", "lessons.2": "卯", "lessons.3": "丑", "lessons.4": "亥"}
WRONG_LESSONS = {"lessons.1": "亥", "lessons.2": "卯", "lessons.3": "丑", "lessons.4": "亥"}


@pytest.fixture
def student(django_user_model):
    return django_user_model.objects.create_user("student", password="a long pass phrase 42")


@pytest.fixture
def as_student(client, student):
    client.force_login(student)
    return client


@pytest.fixture
def answer():
    """POST a question's answers from the drill page, as its form sends them."""
    def post(client, answers, topic="lessons", chart=DINGMAO, query=None):
        url = reverse("drills:drill") + "?" + urlencode(query or {"topic": topic})
        return client.post(url, {"question_topic": topic, "question_chart": chart, **answers})
    return post


def text(response) -> str:
    """A page's words as a reader reads them: no markup, runs of white space one space."""
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", "", response.content.decode())))

"""A teacher's sheet built through the pages, as a teacher builds it (fixtures for every test: tests/conftest.py)."""
import pytest
from django.urls import reverse

from tests.pages import unmarked

# 六壬經緯 卷二, passage 1 (懸胎) and 大六壬心鏡 卷三, passage 1 (孤辰寡宿).
XUANTAI = "jingwei-2-1"
GUCHEN = "xinjing-3-1"


@pytest.fixture
def new_sheet(as_teacher, corpus_db):
    def make(title="涉害 lesson", visibility="private", client=None):
        from sheets.models import Sheet

        response = (client or as_teacher).post(reverse("sheets:new"), {"title": title, "introduction": "Read, then chart.",
                                                                        "visibility": visibility})
        assert response.status_code == 302, unmarked(response.content.decode())[:2000]
        return Sheet.objects.latest("id")
    return make


def add(client, sheet, **data):
    sheet.refresh_from_db()
    return client.post(reverse("sheets:item_add", args=[sheet.token]), {"version": sheet.version} | data)


@pytest.fixture
def lesson(as_teacher, new_sheet):
    """Three charts (one to practise), two passages (one with a phrase marked), a question."""
    sheet = new_sheet(visibility="link")
    for data in (
        {"kind": "chart", "chart": "/ke/丁卯/亥/丑/", "step": "lessons", "text": "Find the four lessons."},
        {"kind": "passage", "passage": XUANTAI, "highlight": "順懸胎"},
        {"kind": "chart", "chart": "/chart/?day=甲子&general=子&hour=子&step=transmissions"},
        {"kind": "passage", "passage": GUCHEN},
        {"kind": "practice", "chart": "/chart/?day=丁卯&general=亥&hour=子"},
        {"kind": "question", "text": "Which method decides the **first** chart?"},
    ):
        response = add(as_teacher, sheet, **data)
        assert response.status_code == 302, unmarked(response.content.decode())[:3000]
    sheet.refresh_from_db()
    return sheet

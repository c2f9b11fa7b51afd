"""Charts as a user pastes them: the short /ke/ link of a book's 課, and a moment with a step."""
import pytest

from tests.pages import unmarked

# 丁卯日 亥將 丑時 (六壬大全 課經): a night chart, 亥酉未 by 涉害.
DINGMAO = "/ke/丁卯/亥/丑/"
DINGMAO_CANONICAL = "/ke/丁卯/亥/丑/?v=1"
# 甲子日 子將 子時: 伏吟, 自任 (the stem 甲 lodges at 寅).
JIAZI_FUYIN = "/chart/?day=甲子&general=子&hour=子"


@pytest.fixture
def save(as_teacher):
    def save_note(chart=DINGMAO, title="丁卯 涉害", text="", tags="", client=None):
        from django.urls import reverse

        response = (client or as_teacher).post(reverse("notebook:add"), {"chart": chart, "title": title, "text": text, "tags": tags})
        assert response.status_code == 302, unmarked(response.content.decode())[:2000]
        from notebook.models import Note

        return Note.objects.latest("id")
    return save_note

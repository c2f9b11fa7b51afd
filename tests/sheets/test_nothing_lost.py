"""Nothing lost: a save from a stale tab is refused (version), deleting goes to the trash, exports import back."""
import json

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from sheets.models import Item, Sheet
from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def state(sheet):
    sheet.refresh_from_db()
    return sheet.title, sheet.version, list(sheet.items.values_list("pk", "position", "text"))


def test_a_sheet_edited_in_two_tabs_refuses_the_stale_save(as_teacher, lesson):
    opened = lesson.version
    as_teacher.post(reverse("sheets:edit", args=[lesson.token]), {"title": "first tab", "visibility": "link", "version": opened})
    before = state(lesson)
    response = as_teacher.post(reverse("sheets:edit", args=[lesson.token]),
                               {"title": "second tab", "visibility": "link", "version": opened})
    assert response.status_code == 409
    page = unmarked(response.content.decode())
    assert "This was changed in another tab or window since you opened it" in page
    assert 'value="second tab"' in page  # what was typed is still in the form
    assert state(lesson) == before and before[0] == "first tab"


@pytest.mark.parametrize("action", ["add", "move", "remove", "reorder", "edit_item"])
def test_every_item_change_on_a_stale_page_is_refused(as_teacher, lesson, action):
    stale = lesson.version - 1
    item = lesson.items.first()
    url, data = {
        "add": (reverse("sheets:item_add", args=[lesson.token]), {"kind": "text", "text": "late"}),
        "move": (reverse("sheets:item_move", args=[lesson.token, item.pk]), {"direction": "down"}),
        "remove": (reverse("sheets:item_remove", args=[lesson.token, item.pk]), {}),
        "reorder": (reverse("sheets:reorder", args=[lesson.token]), {"item": list(lesson.items.values_list("pk", flat=True))}),
        "edit_item": (reverse("sheets:item_edit", args=[lesson.token, item.pk]), {"kind": "text", "text": "late"}),
    }[action]
    before = state(lesson)
    response = as_teacher.post(url, data | {"version": stale})
    assert response.status_code == 409
    assert "Nothing was saved: reload the page" in unmarked(response.content.decode())
    assert state(lesson) == before


def test_deleting_moves_the_sheet_to_the_trash_and_its_link_opens_nothing(as_teacher, lesson):
    as_teacher.post(reverse("sheets:delete", args=[lesson.token]))
    assert Client().get(lesson.get_absolute_url()).status_code == 404
    assert lesson.title in unmarked(as_teacher.get(reverse("sheets:trash")).content.decode())
    as_teacher.post(reverse("sheets:restore", args=[lesson.token]))
    assert Client().get(lesson.get_absolute_url()).status_code == 200
    assert lesson.items.count() == 6


def exported(client, sheet):
    return json.loads(client.get(reverse("sheets:export", args=[sheet.token])).content)


def upload(client, content: bytes):
    return client.post(reverse("sheets:import"), {"file": SimpleUploadedFile("sheet.json", content, "application/json")})


def test_export_then_import_gives_the_same_sheet(as_teacher, lesson, stranger_client):
    document = exported(as_teacher, lesson)
    assert [i["kind"] for i in document["sheet"]["items"]] == ["chart", "passage", "chart", "passage", "practice", "question"]
    assert upload(stranger_client, json.dumps(document).encode()).status_code == 302
    imported = Sheet.objects.exclude(pk=lesson.pk).get()
    assert exported(stranger_client, imported)["sheet"] == document["sheet"]


def test_an_imported_sheet_shows_the_markdown_rendered(as_teacher, lesson, stranger_client):
    upload(stranger_client, json.dumps(exported(as_teacher, lesson)).encode())
    page = stranger_client.get(Sheet.objects.exclude(pk=lesson.pk).get().get_absolute_url()).content.decode()
    assert "Which method decides the <strong>first</strong> chart?" in page


@pytest.mark.parametrize("change, reason", [
    (lambda d: d["sheet"]["items"].append({"kind": "passage", "passage": "jingwei-2-999"}), "Item 7: Passage: There is no passage 經緯 2.999"),
    (lambda d: d["sheet"]["items"].append({"kind": "chart", "chart": "/methods/"}), "Item 7: Chart link: This is not a chart link"),
    (lambda d: d["sheet"].update(title="t" * 300), "The sheet: Title: The title may be at most 200 characters long; it has 300."),
    (lambda d: d["sheet"].update(items="none"), 'The sheet\'s "items" must be a list.'),
    (lambda d: d.update(format="liuren-notebook"), 'its "format" must be "liuren-sheet"'),
    (lambda d: d["sheet"]["items"].append({"kind": "text", "text": 5}), 'Item 7: "text" must be text.'),
])
def test_a_malformed_import_is_refused_with_the_reason_and_changes_nothing(as_teacher, lesson, change, reason):
    document = exported(as_teacher, lesson)
    change(document)
    counts = (Sheet.objects.count(), Item.objects.count())
    response = upload(as_teacher, json.dumps(document).encode())
    assert response.status_code == 400
    assert reason in response.context["form"].errors["file"][0]
    assert (Sheet.objects.count(), Item.objects.count()) == counts


def test_an_oversized_import_is_refused(as_teacher, corpus_db):
    response = upload(as_teacher, b"{" + b" " * (2 * 1024 * 1024) + b"}")
    assert "an import may be at most 2,097,152 bytes" in response.context["form"].errors["file"][0]
    assert not Sheet.objects.exists()

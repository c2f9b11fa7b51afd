"""The sheets as an adversarial run tried them (issue 38): each attack answered without a 5xx, nothing lost."""
import logging

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from sheets.models import Sheet
from tests.pages import unmarked

pytestmark = pytest.mark.django_db

NO_VERSION = "The page sent no version of what it changes (it is now at version"


# F6: a NUL byte, which PostgreSQL's text cannot hold, reached a query and gave a 500 anonymously.
@pytest.mark.parametrize("path", ["/sheets/%00/", "/sheets/%00/export/", "/sheets/%00/1/"])
def test_a_nul_byte_in_a_sheets_address_is_not_found(client, path):
    assert client.get(path).status_code == 404


def test_a_nul_byte_in_the_public_search_is_refused_beside_the_field(client, as_teacher, new_sheet):
    new_sheet(title="涉害 lesson", visibility="public")
    response = client.get(reverse("sheets:index"), {"q": "涉害\x00"})
    assert response.status_code == 400
    assert "Null characters are not allowed." in unmarked(response.content.decode())


# F7: a form posted without its version (or with it empty) gave a TypeError in StaleEdit.message.
@pytest.mark.parametrize("version", [None, ""])
def test_a_sheet_saved_without_a_version_is_a_stale_edit(as_teacher, lesson, version):
    data = {"title": "no version", "visibility": "link"} | ({} if version is None else {"version": version})
    response = as_teacher.post(reverse("sheets:edit", args=[lesson.token]), data)
    assert response.status_code == 409
    assert NO_VERSION in unmarked(response.content.decode())
    lesson.refresh_from_db()
    assert lesson.title == "涉害 lesson"


@pytest.mark.parametrize("version", [None, ""])
def test_an_item_added_without_a_version_is_a_stale_edit(as_teacher, lesson, version):
    count = lesson.items.count()
    data = {"kind": "text", "text": "late"} | ({} if version is None else {"version": version})
    response = as_teacher.post(reverse("sheets:item_add", args=[lesson.token]), data)
    assert response.status_code == 409
    assert NO_VERSION in unmarked(response.content.decode())
    assert lesson.items.count() == count


# F5: hostile JSON in an import gave a 500 and a traceback (RecursionError, ValueError, UnicodeEncodeError).
@pytest.mark.parametrize("content, reason", [
    (b"{" + b'"a": {' * 5000 + b"}" * 5001, "its values are nested more than 32 deep"),
    (b'{"format": "liuren-sheet", "version": 1, "sheet": {"title": "\\udc00 lesson", "items": []}}',
     "a string holds \\udc00, half of a character (a lone surrogate)"),
    (b'{"format": "liuren-sheet", "version": -' + b"9" * 5000 + b"}", "the number -99999999999999999… has more than 18 digits"),
])
def test_hostile_json_in_a_sheet_import_is_refused_beside_the_file(as_teacher, caplog, content, reason):
    with caplog.at_level(logging.WARNING):
        response = as_teacher.post(reverse("sheets:import"),
                                   {"file": SimpleUploadedFile("sheet.json", content, "application/json")})
    assert response.status_code == 400
    assert response.context["form"].errors["file"] == [
        f"The file is not JSON this site can read: {reason}. Nothing was imported."]
    assert not Sheet.objects.exists()
    assert [record.getMessage() for record in caplog.records if record.levelno >= logging.ERROR] == []

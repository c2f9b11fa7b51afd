"""The notebook as an adversarial run tried it (issue 38): each attack answered without a 5xx, nothing lost."""
import json
import logging

import pytest
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from notebook.models import Note
from tests.notebook.conftest import DINGMAO, JIAZI_FUYIN
from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def titles(response):
    return [row.record.title for row in response.context["table"].paginated_rows]


# F6: a NUL byte, which PostgreSQL's text cannot hold, reached a query.
@pytest.mark.parametrize("field", ["q", "tag"])
def test_a_nul_byte_in_a_notebook_search_is_refused_beside_the_field(as_teacher, save, field):
    save(title="涉害", tags="homework")
    response = as_teacher.get(reverse("notebook:index"), {field: "home\x00work"})
    assert response.status_code == 400
    assert response.context["filters"].errors[field] == ["Null characters are not allowed."]
    assert titles(response) == ["涉害"]


# F7: a note posted without its version (or with it empty) gave a TypeError in StaleEdit.message.
@pytest.mark.parametrize("version", [None, ""])
def test_a_note_saved_without_a_version_is_a_stale_edit(as_teacher, save, version):
    note = save(title="before")
    fields = {"chart": note.chart_url, "title": "after", "text": "", "tags": ""} | ({} if version is None else {"version": version})
    response = as_teacher.post(reverse("notebook:edit", args=[note.pk]), fields)
    assert response.status_code == 400
    assert ("The page sent no version of what it changes (it is now at version 1). Nothing was saved: reload the page "
            "to see the latest, then make your changes again.") in unmarked(response.content.decode())
    note.refresh_from_db()
    assert (note.title, note.version) == ("before", 1)


# F8: per_page=-1 gave a 500 (EmptyPage in django-tables2); per_page=1000000 was taken.
@pytest.fixture
def twelve_notes(save):
    for n in range(12):
        save(DINGMAO if n % 2 else JIAZI_FUYIN, title=f"note {n:02}")


@pytest.mark.parametrize("per_page", ["-1", "0", "9", "101", "1000000", "ten"])
def test_rows_a_page_outside_ten_to_a_hundred_are_refused_and_the_page_shows_twenty_five(as_teacher, twelve_notes, per_page):
    response = as_teacher.get(reverse("notebook:index"), {"per_page": per_page})
    assert response.status_code == 400
    refusal = ("Give the rows a page as a whole number from 10 to 100." if per_page == "ten"
               else "Show between 10 and 100 rows a page.")
    assert response.context["filters"].errors["per_page"] == [refusal]
    assert response.context["table"].paginator.per_page == 25
    assert len(titles(response)) == 12


def test_ten_rows_a_page_pages_the_notebook_and_a_page_beyond_the_last_shows_the_last(as_teacher, twelve_notes):
    first = as_teacher.get(reverse("notebook:index"), {"per_page": "10", "sort": "title"})
    assert (first.status_code, titles(first)) == (200, [f"note {n:02}" for n in range(10)])
    beyond = as_teacher.get(reverse("notebook:index"), {"per_page": "10", "sort": "title", "page": "99"})
    assert (beyond.status_code, titles(beyond)) == (200, ["note 10", "note 11"])
    assert first.context["total"] == 12


# F5: hostile JSON in an import gave a 500 and a traceback (RecursionError, ValueError, UnicodeEncodeError).
def upload(client, content: bytes):
    return client.post(reverse("notebook:import"), {"file": SimpleUploadedFile("notebook.json", content, "application/json")})


@pytest.mark.parametrize("content, reason", [
    (b"[" * 10_000 + b"]" * 10_000, "its values are nested more than 32 deep"),
    (b'{"format": "liuren-notebook", "version": ' + b"1" * 5000 + b"}", "the number 111111111111111111… has more than 18 digits"),
    (b'{"format": "liuren-notebook", "version": 1, "notes": [{"title": "\\ud800", "chart": "/ke/\xe4\xb8\x81\xe5\x8d\xaf/'
     b'\xe4\xba\xa5/\xe4\xb8\x91/"}]}', "a string holds \\ud800, half of a character (a lone surrogate)"),
])
def test_hostile_json_in_a_notebook_import_is_refused_beside_the_file(as_teacher, caplog, content, reason):
    with caplog.at_level(logging.WARNING):
        response = upload(as_teacher, content)
    assert response.status_code == 400
    assert response.context["form"].errors["file"] == [
        f"The file is not JSON this site can read: {reason}. Nothing was imported."]
    assert not Note.objects.exists()
    assert [record.getMessage() for record in caplog.records if record.levelno >= logging.ERROR] == []


# F2: an imported date that is beyond the year 9999 (or before the year 1) in UTC was stored; every page of the
# notebook, the export, the note's view, edit and delete then answered 500 for good (psycopg's DataError).
def notebook_of(*notes):
    return json.dumps({"format": "liuren-notebook", "version": 1, "notes": list(notes)}).encode()


@pytest.mark.parametrize("moment", ["9999-12-31T23:59:59-01:00", "0001-01-01T00:00:00+01:00"])
def test_an_imported_date_outside_the_years_1_to_9999_in_utc_is_refused(as_teacher, moment):
    response = upload(as_teacher, notebook_of({"title": "edge", "chart": DINGMAO, "created": moment}))
    assert response.status_code == 400
    assert response.context["form"].errors["file"] == [
        f'Note 1: "created" must fall between the years 1 and 9999 in UTC; {moment} does not. Nothing was imported.']
    assert not Note.objects.exists()


def test_the_last_and_first_moments_in_utc_are_imported_and_every_page_of_the_note_opens(as_teacher):
    response = upload(as_teacher, notebook_of({"title": "edge", "chart": DINGMAO, "created": "0001-01-01T00:00:00+00:00",
                                               "updated": "9999-12-31T22:59:59-01:00"}))
    assert response.status_code == 302
    note = Note.objects.get()
    assert (note.created.isoformat(), note.updated.isoformat()) == ("0001-01-01T00:00:00+00:00", "9999-12-31T23:59:59+00:00")
    for name in ("notebook:note", "notebook:edit", "notebook:delete"):
        assert as_teacher.get(reverse(name, args=[note.pk])).status_code == 200
    assert as_teacher.get(reverse("notebook:index")).status_code == 200
    assert json.loads(as_teacher.get(reverse("notebook:export")).content)["notes"][0]["updated"] == "9999-12-31T23:59:59+00:00"

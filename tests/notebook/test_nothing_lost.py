"""Nothing lost: a stale edit is refused, deleting goes to a trash for 30 days, export imports back whole."""
import datetime as dt
import io
import json

import pytest
from django.core.management import call_command
from django.urls import reverse
from django.utils import timezone

from notebook.models import Note
from tests.notebook.conftest import DINGMAO, JIAZI_FUYIN
from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def edit(client, note, version, **data):
    fields = {"chart": note.chart_url, "title": note.title, "text": note.text, "tags": "", "version": version} | data
    return client.post(reverse("notebook:edit", args=[note.pk]), fields)


def test_editing_saves_and_takes_the_next_version(as_teacher, save):
    note = save()
    assert edit(as_teacher, note, 1, title="new").status_code == 302
    note.refresh_from_db()
    assert (note.title, note.version) == ("new", 2)


def test_an_edit_made_on_a_stale_page_is_refused_with_a_message(as_teacher, save):
    note = save()
    edit(as_teacher, note, 1, title="from the first tab")
    response = edit(as_teacher, note, 1, title="from the second tab")
    assert response.status_code == 400
    assert "This was changed in another tab or window since you opened it" in unmarked(response.content.decode())
    note.refresh_from_db()
    assert note.title == "from the first tab"


def test_changing_the_chart_of_a_note_changes_its_method(as_teacher, save):
    note = save(DINGMAO)
    edit(as_teacher, note, 1, chart=JIAZI_FUYIN)
    note.refresh_from_db()
    assert note.method == "伏吟"


def test_deleting_moves_to_the_trash_and_restoring_brings_it_back(as_teacher, save):
    note = save(title="kept")
    as_teacher.post(reverse("notebook:delete", args=[note.pk]))
    assert as_teacher.get(note.get_absolute_url()).status_code == 404
    assert "kept" in unmarked(as_teacher.get(reverse("notebook:trash")).content.decode())
    as_teacher.post(reverse("notebook:restore", args=[note.pk]))
    assert as_teacher.get(note.get_absolute_url()).status_code == 200


def test_after_thirty_days_the_trash_cannot_restore_and_purge_deletes(as_teacher, save):
    note = save()
    Note.objects.filter(pk=note.pk).update(deleted_at=timezone.now() - dt.timedelta(days=31))
    assert as_teacher.post(reverse("notebook:restore", args=[note.pk])).status_code == 404
    call_command("purge_trash", stdout=io.StringIO())
    assert not Note.objects.filter(pk=note.pk).exists()


def test_purge_keeps_what_is_in_the_trash_for_less_than_thirty_days(as_teacher, save):
    note = save()
    Note.objects.filter(pk=note.pk).update(deleted_at=timezone.now() - dt.timedelta(days=29))
    call_command("purge_trash", stdout=io.StringIO())
    assert Note.objects.filter(pk=note.pk).exists()


def export(client):
    response = client.get(reverse("notebook:export"))
    assert response["Content-Disposition"].startswith("attachment;")
    return json.loads(response.content)


def upload(client, content: bytes, name="notebook.json"):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return client.post(reverse("notebook:import"), {"file": SimpleUploadedFile(name, content, "application/json")})


def test_export_then_import_into_an_empty_notebook_loses_nothing(as_teacher, save, stranger_client):
    save(DINGMAO, title="one", text="# 涉害\n\n*depth*", tags="a b")
    save(JIAZI_FUYIN, title="two", text="", tags="")
    exported = export(as_teacher)
    assert upload(stranger_client, json.dumps(exported).encode()).status_code == 302
    again = export(stranger_client)
    assert again["notes"] == exported["notes"]
    assert [n["title"] for n in again["notes"]] == ["one", "two"]


def test_importing_the_same_file_twice_adds_nothing_the_second_time(as_teacher, save):
    save()
    content = json.dumps(export(as_teacher)).encode()
    upload(as_teacher, content)
    assert Note.objects.count() == 1


@pytest.mark.parametrize("content, reason", [
    (b"{not json", "The file is not valid JSON"),
    (b'{"format": "something-else", "version": 1}', 'its "format" must be "liuren-notebook"'),
    (b'{"format": "liuren-notebook", "version": 7, "notes": []}', 'The file\'s "version" must be 1'),
    (b'{"format": "liuren-notebook", "version": 1}', 'The file has no list "notes".'),
    (json.dumps({"format": "liuren-notebook", "version": 1, "notes": [
        {"title": "fine", "chart": "/ke/丁卯/亥/丑/"}, {"title": "bad", "chart": "/patterns/"}]}).encode(),
     "Note 2: Chart link: This is not a chart link"),
    (json.dumps({"format": "liuren-notebook", "version": 1, "notes": [
        {"title": "x" * 201, "chart": "/ke/丁卯/亥/丑/"}]}).encode(), "Note 1: Title: The title may be at most 200 characters"),
])
def test_a_malformed_import_is_refused_with_the_reason_and_changes_nothing(as_teacher, save, content, reason):
    save(title="before")
    response = upload(as_teacher, content)
    assert response.status_code == 400
    assert reason in response.context["form"].errors["file"][0]
    assert list(Note.objects.values_list("title", flat=True)) == ["before"]


def test_an_oversized_import_is_refused(as_teacher):
    response = upload(as_teacher, b" " * (2 * 1024 * 1024 + 1))
    assert "an import may be at most 2,097,152 bytes" in response.context["form"].errors["file"][0]
    assert not Note.objects.exists()

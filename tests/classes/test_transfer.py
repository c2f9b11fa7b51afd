"""A user's classes as JSON and back: the classes they own with their assignments (made again with a new code and
no students), and the classes they are in; an import is all or nothing and refuses what the forms refuse."""
import json

from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from classes.models import Assignment, Classroom


def _upload(client, document):
    upload = SimpleUploadedFile("classes.json", json.dumps(document).encode(), content_type="application/json")
    return client.post(reverse("classes:import"), {"file": upload})


def _export(client):
    return json.loads(client.get(reverse("classes:export_mine")).content)


def test_an_export_holds_the_classes_owned_with_their_assignments(as_teacher, classroom, practice_sheet, assign):
    assign(kind="sheet", sheet=practice_sheet.pk, due="2030-01-31")
    assign(kind="drill", topic="lessons", questions=30, charts="/ke/丁卯/亥/丑/")
    document = _export(as_teacher)
    [exported] = document["classes"]
    assert exported["name"] == "壬班"
    assert [a["kind"] for a in exported["assignments"]] == ["sheet", "drill"]
    assert exported["assignments"][0]["sheet"] == practice_sheet.get_absolute_url()


def test_an_export_holds_the_classes_a_student_is_in_but_not_their_classmates(classroom, joined):
    client = joined("s1", "Ann")
    joined("s2", "Bo")
    document = _export(client)
    assert document["classes"] == []
    assert [(m["class"], m["shown_name"]) for m in document["memberships"]] == [("壬班", "Ann")]


def test_an_imported_export_makes_the_classes_again_with_a_new_code_and_no_students(as_teacher, classroom, joined,
                                                                                     practice_sheet, assign):
    assign(kind="sheet", sheet=practice_sheet.pk)
    assign(kind="drill", topic="plates", questions=50)
    joined("s1")
    document = _export(as_teacher)
    assert _upload(as_teacher, document).status_code == 302
    again = Classroom.objects.latest("id")
    assert again.pk != classroom.pk and again.code != classroom.code and not again.memberships.exists()
    assert _export(as_teacher)["classes"][1]["assignments"] == document["classes"][0]["assignments"]


def test_a_sheet_assignment_of_a_sheet_not_the_importers_is_refused_and_nothing_is_imported(
        as_teacher, classroom, practice_sheet, assign, stranger_client):
    assign(kind="sheet", sheet=practice_sheet.pk)
    document = _export(as_teacher)
    response = _upload(stranger_client, document)
    assert response.status_code == 400
    assert "no sheet of yours is at" in response.content.decode()
    assert Classroom.objects.count() == 1 and Assignment.objects.count() == 1


def test_an_import_refuses_what_the_forms_refuse_beside_the_file(as_teacher, db):
    for classes in ("x", [1], [{"name": ""}], [{"name": "a\x00"}], [{"name": "n", "assignments": [{"kind": "drill",
                                                                                                    "topic": "x"}]}],
                    [{"name": "n", "assignments": [{"kind": "drill", "topic": "lessons", "questions": 7}]}],
                    [{"name": "n", "created": "9999-12-31T23:59:59-01:00"}]):
        response = _upload(as_teacher, {"format": "liuren-classes", "version": 1, "classes": classes})
        assert response.status_code == 400, classes
        assert "Nothing was imported." in response.content.decode()
    assert not Classroom.objects.exists()

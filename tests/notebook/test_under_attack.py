"""The notebook as an adversarial run tried it (issue 38): each attack answered without a 5xx, nothing lost."""
import pytest
from django.urls import reverse

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

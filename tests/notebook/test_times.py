"""Times in the reader's own zone, the zone named: the browser's zone comes in the `tz` cookie (static/js/site.js);
without it, UTC, said so. The pattern pages search the next moments in the reader's zone unless they choose one."""
import datetime as dt

import pytest
from django.urls import reverse

from notebook.models import Note
from tests.pages import unmarked

pytestmark = pytest.mark.django_db
SAVED = dt.datetime(2026, 12, 7, 7, 27, tzinfo=dt.UTC)  # 08:27 in Berlin


@pytest.fixture
def note(as_teacher, corpus_db):
    as_teacher.post(reverse("notebook:add"), {"chart": "/ke/丁卯/亥/丑/", "title": "涉害", "tags": "涉害"})
    Note.objects.update(created=SAVED, updated=SAVED)
    return Note.objects.get()


def test_a_note_says_when_it_was_saved_in_the_readers_zone_and_names_it(as_teacher, note):
    as_teacher.cookies["tz"] = "Europe/Berlin"
    page = unmarked(as_teacher.get(reverse("notebook:note", args=[note.pk])).content.decode())
    assert "Saved 2026-12-07 08:27; changed 2026-12-07 08:27 (version 1); times in Europe/Berlin." in page


def test_without_the_browsers_zone_a_note_says_utc(as_teacher, note):
    page = unmarked(as_teacher.get(reverse("notebook:note", args=[note.pk])).content.decode())
    assert "Saved 2026-12-07 07:27; changed 2026-12-07 07:27 (version 1); times in UTC." in page


def test_a_zone_the_site_does_not_know_is_taken_for_none(as_teacher, note):
    as_teacher.cookies["tz"] = "../../etc/passwd"
    page = unmarked(as_teacher.get(reverse("notebook:note", args=[note.pk])).content.decode())
    assert "times in UTC." in page


def test_the_notebooks_table_shows_the_readers_time_and_names_the_zone(as_teacher, note):
    as_teacher.cookies["tz"] = "Asia/Tokyo"
    page = unmarked(as_teacher.get(reverse("notebook:index")).content.decode())
    assert "2026-12-07 16:27" in page and "Times are in Asia/Tokyo." in page


def test_a_pattern_page_searches_the_next_moments_in_the_readers_zone(client, corpus_db):
    client.cookies["tz"] = "Europe/Berlin"
    page = unmarked(client.get(reverse("patterns:pattern", args=["jingwei.xuantai"])).content.decode())
    assert "From now, in Europe/Berlin" in page


def test_a_zone_the_reader_chooses_on_the_pattern_page_wins(client, corpus_db):
    client.cookies["tz"] = "Europe/Berlin"
    page = unmarked(client.get(reverse("patterns:pattern", args=["jingwei.xuantai"]), {"tz": "America/New_York"}).content.decode())
    assert "From now, in America/New_York" in page


def test_a_pattern_page_says_it_varies_with_the_readers_cookies(client, corpus_db):
    response = client.get(reverse("patterns:pattern", args=["jingwei.xuantai"]))
    assert "Cookie" in response["Vary"]


def test_a_passage_page_searches_the_next_moments_in_the_readers_zone(client, corpus_db):
    client.cookies["tz"] = "Europe/Berlin"
    page = unmarked(client.get("/classics/jingwei/2/1/").content.decode())
    assert "Next (<code>Europe/Berlin</code>):" in page and "Asia/Shanghai</code>" not in page


def test_without_the_browsers_zone_a_passage_page_searches_in_china_time(client, corpus_db):
    page = unmarked(client.get("/classics/jingwei/2/1/").content.decode())
    assert "Next (<code>Asia/Shanghai</code>):" in page

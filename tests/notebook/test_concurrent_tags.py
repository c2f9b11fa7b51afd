"""F1 of issue 38, as the adversarial run tried it: saves racing each other on the same tag, in real concurrent
transactions. Four saves making the same new tag got a 500 (unique_tag_per_owner) in 15 trials of 15; a save racing
an edit that dropped the tag's last use got a 500, or was saved without its tags.

Only PostgreSQL runs transactions side by side (SQLite lets one writer in at a time): `make test-postgres`.
"""
import threading

import pytest
from django.db import connection, connections
from django.test import Client
from django.urls import reverse

from notebook.models import Note, Tag
from tests.notebook.conftest import DINGMAO, JIAZI_FUYIN

pytestmark = [pytest.mark.django_db(transaction=True),
              pytest.mark.skipif(connection.vendor != "postgresql", reason="SQLite runs one writing transaction at a time")]


def at_once(*requests) -> list[int]:
    """Each request (a function of a signed-in client) in a thread of its own, released together; their statuses."""
    start = threading.Barrier(len(requests))
    statuses: list[int] = [0] * len(requests)

    def run(index, request, client):
        try:
            start.wait()
            statuses[index] = request(client).status_code
        finally:
            connections.close_all()

    clients = []
    for _ in requests:
        client = Client()
        client.force_login(Note.owner.field.related_model.objects.get(username="teacher"))
        clients.append(client)
    threads = [threading.Thread(target=run, args=(i, r, c)) for i, (r, c) in enumerate(zip(requests, clients, strict=True))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return statuses


def add(title, tags):
    return lambda client: client.post(reverse("notebook:add"), {"chart": DINGMAO, "title": title, "tags": tags})


def edit(note, tags):
    return lambda client: client.post(reverse("notebook:edit", args=[note.pk]), {
        "chart": note.chart_url, "title": note.title, "tags": tags, "version": note.version})


def tags_of(title):
    return [tag.name for tag in Note.objects.get(title=title).tags.all()]


@pytest.mark.parametrize("trial", range(5))
def test_four_saves_making_the_same_new_tag_at_once_all_keep_it(teacher, trial):
    assert at_once(*(add(f"note {n}", "newtag") for n in range(4))) == [302, 302, 302, 302]
    assert [tags_of(f"note {n}") for n in range(4)] == [["newtag"]] * 4
    assert list(Tag.objects.values_list("name", flat=True)) == ["newtag"]


@pytest.mark.parametrize("trial", range(10))
def test_a_save_racing_an_edit_that_drops_the_tags_last_use_keeps_the_tag(teacher, trial):
    client = Client()
    client.force_login(teacher)
    client.post(reverse("notebook:add"), {"chart": JIAZI_FUYIN, "title": "old", "tags": "shared"})
    old = Note.objects.get(title="old")
    assert at_once(edit(old, ""), add("new", "shared")) == [302, 302]
    assert (tags_of("old"), tags_of("new")) == ([], ["shared"])
    assert list(Tag.objects.values_list("name", flat=True)) == ["shared"]

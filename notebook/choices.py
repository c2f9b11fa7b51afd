"""The patterns a notebook's charts show, as its filter offers them: read once, then kept in the cache per owner.

Reading them means going through every pattern row of the notebook (some 21,000 for 1,000 charts); the
filter is on every page of the table, and the list changes only when a note is saved, trashed, restored or
imported (notebook.records calls `forget_patterns`). A change gives the owner a new stamp, and the list is
kept under its stamp: a page that read the old list while the change was being saved stores it under the
old stamp, where no page looks again. Kept an hour at most, so a change the operator makes in the admin
shows within the hour.
"""
from __future__ import annotations

import uuid

from django.core.cache import cache
from django.db import transaction

from notebook.models import NotePattern

KEPT_SECONDS = 3600


def _stamp_key(owner_id: int) -> str:
    return f"notebook-patterns-stamp:{owner_id}"


def _stamp(owner_id: int) -> str:
    stamp = cache.get(_stamp_key(owner_id))
    if stamp is None:
        cache.add(_stamp_key(owner_id), uuid.uuid4().hex, KEPT_SECONDS)
        stamp = cache.get(_stamp_key(owner_id), "")
    return stamp


def notebook_patterns(owner) -> list[tuple[str, str]]:
    """(registry id, name) of each pattern the owner's live notes show, by name."""
    # The account's date of joining is kept beside the list: an id given again to a new account (a test
    # database rolled back) never finds the old account's list.
    key, joined = f"notebook-patterns:{owner.pk}:{_stamp(owner.pk)}", owner.date_joined.isoformat()
    kept = cache.get(key)
    if kept is not None and kept[0] == joined:
        return kept[1]
    found = NotePattern.objects.filter(owner=owner).order_by().values_list("pattern", "name").distinct()
    patterns = sorted(set(found), key=lambda p: (p[1], p[0]))
    cache.set(key, (joined, patterns), KEPT_SECONDS)
    return patterns


def forget_patterns(owner_id: int) -> None:
    """The owner's notes changed: a new stamp now (this request's next read), and again once the change is
    committed (a page that read the list in between is not kept)."""
    def new_stamp():
        cache.set(_stamp_key(owner_id), uuid.uuid4().hex, KEPT_SECONDS)

    new_stamp()
    transaction.on_commit(new_stamp)

"""Saving a note (one transaction: the note, its tags, its patterns), trashing and restoring it, and the
notebook as JSON and back.

The export holds every live note with everything the user gave (link, title, notes, tags) and its
dates; importing it into an empty notebook gives the same export again (tests/notebook).
"""
from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from typing import Any

from django.db import transaction
from django.utils.translation import gettext

from accounts.transfer import field_problems, moment_of, problems_said, text_of
from divination.links import ChartLink, read_chart_link
from notebook.choices import forget_patterns
from notebook.forms import NoteForm
from notebook.models import Note, NotePattern, Tag

FORMAT = "liuren-notebook"
MAX_IMPORT_NOTES = 2000
# Names looked up in one query: SQLite takes some thousands of parameters, and an import may bring 40,000 tags.
LOOKUP_BATCH = 500


def _locked_tags(owner, names: Iterable[str]) -> dict[str, Tag]:
    """The owner's tags of these names by name, made where missing and locked until the transaction ends (call inside
    one). Two saves making the same new tag both get it (INSERT … ON CONFLICT DO NOTHING waits for the other's
    insert, then the tag is read); a tag a clean-up deletes before it is locked here is made again."""
    wanted, found = set(names), {}
    # Each pass makes what is missing and locks what is there; a pass finds a tag missing only when a clean-up
    # deleted it between the two statements, and the next pass makes it again.
    while missing := sorted(wanted - found.keys()):
        for start in range(0, len(missing), LOOKUP_BATCH):
            batch = missing[start:start + LOOKUP_BATCH]
            Tag.objects.bulk_create([Tag(owner=owner, name=name) for name in batch], ignore_conflicts=True)
            found.update((tag.name, tag) for tag in Tag.objects.select_for_update().filter(owner=owner, name__in=batch))
    return found


def _drop_unused_tags(owner) -> None:
    """Delete the owner's tags that no note has (call inside a transaction). A tag another save is giving a note is
    locked by it (_locked_tags): it is skipped, not waited for (two saves waiting on each other's tags would
    deadlock), and every tag is asked again, once locked here, whether it still has no note."""
    unused = Tag.objects.filter(owner=owner, notes__isnull=True)
    locked = list(unused.select_for_update(skip_locked=True, of=("self",)).values_list("pk", flat=True))
    if locked:
        Tag.objects.filter(pk__in=locked, notes__isnull=True).delete()


def save_note(owner, data: dict[str, Any], note: Note | None = None) -> Note:
    """Create (note=None) or update a note from NoteForm's cleaned data; an update refuses a stale version."""
    link = data["chart"]
    with transaction.atomic():
        if note is None:
            note = Note(owner=owner)
        else:
            note.claim_version(data["version"])
        chart_changed = note.chart != link.query
        note.title, note.text = data["title"], data["text"]
        note.chart, note.chart_name, note.method = link.query, link.name, link.method
        note.save()
        tags = _locked_tags(owner, data["tags"])
        note.tags.set([tags[name] for name in data["tags"]])
        if chart_changed:
            _store_patterns(note, link)
        _drop_unused_tags(owner)
    return note


def _store_patterns(note: Note, link: ChartLink) -> None:
    note.patterns.all().delete()
    NotePattern.objects.bulk_create([NotePattern(note=note, owner_id=note.owner_id, pattern=i, name=n)
                                     for i, n in link.patterns()])
    forget_patterns(note.owner_id)


def trash_note(note: Note) -> None:
    """Into the trash; its patterns leave the notebook's filter with it (only live notes keep theirs)."""
    with transaction.atomic():
        note.move_to_trash()
        note.patterns.all().delete()
        forget_patterns(note.owner_id)


def restore_note(note: Note) -> None:
    """Out of the trash, with the patterns its permanent link shows."""
    with transaction.atomic():
        note.restore()
        _store_patterns(note, read_chart_link(note.chart_url))


def note_record(note: Note) -> dict[str, Any]:
    return {"title": note.title, "chart": note.chart_url, "notes": note.text,
            "tags": [t.name for t in note.tags.all()],
            "created": note.created.isoformat(), "updated": note.updated.isoformat()}


def notebook_document(owner, exported: str) -> dict[str, Any]:
    notes = Note.objects.of(owner).live().order_by("created", "id").prefetch_related("tags")
    return {"format": FORMAT, "version": 1, "exported": exported, "notes": [note_record(n) for n in notes]}


def read_notes(document: dict[str, Any]) -> list[tuple[dict[str, Any], tuple[dt.datetime, dt.datetime]]]:
    """Every note of an export, validated as the note form validates; ValueError with all reasons otherwise."""
    records = document.get("notes")
    if not isinstance(records, list):
        raise ValueError(gettext('The file has no list "notes".'))
    if len(records) > MAX_IMPORT_NOTES:
        raise ValueError(gettext("The file holds %(count)s notes; an import takes at most %(limit)s.")
                         % {"count": f"{len(records):,}", "limit": f"{MAX_IMPORT_NOTES:,}"})
    read, problems = [], []
    for number, record in enumerate(records, 1):
        where = gettext("Note %(number)d") % {"number": number}
        try:
            if not isinstance(record, dict):
                raise ValueError(gettext("%(where)s is not an object with title, chart, notes and tags.")
                                 % {"where": where})
            tags = record.get("tags") or []
            if not isinstance(tags, list) or not all(isinstance(t, str) for t in tags):
                raise ValueError(gettext('%(where)s: "tags" must be a list of words.') % {"where": where})
            form = NoteForm({"chart": text_of(record, "chart", where), "title": text_of(record, "title", where),
                             "text": text_of(record, "notes", where), "tags": " ".join(tags)})
            if not form.is_valid():
                raise ValueError("; ".join(field_problems(form, where)))
            read.append((form.cleaned_data, (moment_of(record, "created", where), moment_of(record, "updated", where))))
        except ValueError as error:
            problems.append(str(error))
    if problems:
        raise ValueError(problems_said(problems))
    return read


def import_notes(owner, document: dict[str, Any]) -> tuple[int, int]:
    """Add every note of an export (all or nothing); a note the notebook already holds, or one the file holds twice, is
    skipped. (added, skipped). The notes, their tags, the tags' links and the patterns (some 21 a note) are each written
    in bulk, in one transaction, not a note at a time (11-14 s for 2,000 notes): bench/bench_users.py times it."""
    read = read_notes(document)
    held = set(Note.objects.of(owner).live().values_list("chart", "title", "text"))
    new = []
    for data, dates in read:
        key = (data["chart"].query, data["title"], data["text"])
        if key not in held:
            held.add(key)
            new.append((data, dates))
    with transaction.atomic():
        notes = Note.objects.bulk_create([
            Note(owner=owner, title=data["title"], text=data["text"], chart=data["chart"].query,
                 chart_name=data["chart"].name, method=data["chart"].method, created=created, updated=updated)
            for data, (created, updated) in new])
        tags = _locked_tags(owner, {name for data, _dates in new for name in data["tags"]})
        Note.tags.through.objects.bulk_create([Note.tags.through(note_id=note.pk, tag_id=tags[name].pk)
                                               for note, (data, _dates) in zip(notes, new, strict=True)
                                               for name in data["tags"]])
        NotePattern.objects.bulk_create([NotePattern(note_id=note.pk, owner_id=owner.pk, pattern=pattern, name=name)
                                         for note, (data, _dates) in zip(notes, new, strict=True)
                                         for pattern, name in data["chart"].patterns()])
        forget_patterns(owner.pk)
    return len(new), len(read) - len(new)

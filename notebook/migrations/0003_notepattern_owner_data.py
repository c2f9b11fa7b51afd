"""Existing patterns take their note's owner; a trashed note's patterns go (restoring recomputes them)."""
from django.db import migrations
from django.db.models import OuterRef, Subquery


def fill_owners(apps, schema_editor):
    Note = apps.get_model("notebook", "Note")
    NotePattern = apps.get_model("notebook", "NotePattern")
    NotePattern.objects.filter(note__deleted_at__isnull=False).delete()
    NotePattern.objects.update(owner=Subquery(Note.objects.filter(pk=OuterRef("note")).values("owner")[:1]))


class Migration(migrations.Migration):

    dependencies = [
        ('notebook', '0002_notepattern_owner'),
    ]

    # Going back needs nothing undone: the column goes with 0002, and trashed notes' patterns are
    # found again when they are restored.
    operations = [
        migrations.RunPython(fill_owners, migrations.RunPython.noop),
    ]

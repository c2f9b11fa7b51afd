"""Migrations that move data: notes saved before a change keep everything the change needs."""
import pytest
from django.utils import timezone

from tests.migrating import migrated_to


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("back_to_the_latest_schema")
def test_patterns_saved_before_they_carried_their_owner_take_it_and_a_trashed_notes_go():
    old = migrated_to(("notebook", "0001_initial"))
    owner = old.get_model("auth", "User").objects.create(username="teacher")
    Note, NotePattern = old.get_model("notebook", "Note"), old.get_model("notebook", "NotePattern")
    live = Note.objects.create(owner=owner, title="live", chart="day=甲子", chart_name="x", method="伏吟")
    trashed = Note.objects.create(owner=owner, title="trashed", chart="day=乙丑", chart_name="y", method="伏吟",
                                  deleted_at=timezone.now())
    NotePattern.objects.create(note=live, pattern="jingwei.xingshang", name="刑傷")
    NotePattern.objects.create(note=trashed, pattern="jingwei.xingshang", name="刑傷")

    new = migrated_to(("notebook", "0004_notepattern_owner_required"))
    patterns = new.get_model("notebook", "NotePattern").objects.all()
    assert [(p.note.title, p.owner.username, p.pattern) for p in patterns] == [("live", "teacher", "jingwei.xingshang")]

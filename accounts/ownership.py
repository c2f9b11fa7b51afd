"""What a user owns (a notebook entry, a sheet): the owner, a version against stale saves, and the trash.

Rules (issue 15): only the owner edits or deletes; a private thing is a 404 to anyone else, so its
existence does not leak; deleting moves to a trash the owner can restore from for TRASH_DAYS days.
"""
from __future__ import annotations

import datetime as dt

from django.conf import settings
from django.db import models
from django.db.models import F
from django.http import Http404
from django.utils import timezone
from django.utils.translation import gettext

TRASH_DAYS = 30


class StaleEdit(Exception):
    """The thing was saved elsewhere (another tab) since this form was opened."""

    def __init__(self, current: int, given: int | None):
        super().__init__(current, given)
        self.current, self.given = current, given

    @property
    def message(self) -> str:
        if self.given is None:
            # A form posted without its version (a page cut short, a hand-made request): it may be from any time.
            return gettext("The page sent no version of what it changes (it is now at version %(current)d). Nothing "
                           "was saved: reload the page to see the latest, then make your changes again.") % {
                               "current": self.current}
        return gettext("This was changed in another tab or window since you opened it (it is now at version "
                       "%(current)d, "
                       "your page showed version %(given)d). Nothing was saved: reload the page to see the changes, "
                       "then make yours again.") % {"current": self.current, "given": self.given}


def trash_cutoff() -> dt.datetime:
    return timezone.now() - dt.timedelta(days=TRASH_DAYS)


class OwnedQuerySet(models.QuerySet):
    def live(self):
        return self.filter(deleted_at__isnull=True)

    def trashed(self):
        """In the trash and still restorable."""
        return self.filter(deleted_at__gte=trash_cutoff())

    def expired(self):
        """In the trash for longer than TRASH_DAYS: `manage.py purge_trash` deletes them for good."""
        return self.filter(deleted_at__lt=trash_cutoff())

    def of(self, user):
        return self.filter(owner=user) if user.is_authenticated else self.none()


class Owned(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created = models.DateTimeField(default=timezone.now)
    updated = models.DateTimeField(default=timezone.now)
    deleted_at = models.DateTimeField(null=True, blank=True, db_index=True)
    version = models.PositiveIntegerField(default=1)

    objects = OwnedQuerySet.as_manager()

    class Meta:
        abstract = True

    @property
    def kept_until(self) -> dt.datetime | None:
        return self.deleted_at + dt.timedelta(days=TRASH_DAYS) if self.deleted_at else None

    def claim_version(self, given: int | None) -> None:
        """Take the next version if `given` is still the current one, else raise StaleEdit (call inside a transaction);
        no version given (None) is never the current one."""
        now = timezone.now()
        claimed = given is not None and type(self).objects.filter(pk=self.pk, version=given).update(
            version=F("version") + 1, updated=now)
        if not claimed:
            current = type(self).objects.filter(pk=self.pk).values_list("version", flat=True).first()
            raise StaleEdit(current or 0, given)
        self.version, self.updated = given + 1, now

    def move_to_trash(self) -> None:
        self.deleted_at = timezone.now()
        self.save(update_fields=["deleted_at"])

    def restore(self) -> None:
        self.deleted_at = None
        self.save(update_fields=["deleted_at"])


def owned_or_404(queryset: OwnedQuerySet, user, **lookup):
    """The user's own live thing, or a 404 that says no more than 'not found' (another's looks the same)."""
    found = queryset.of(user).live().filter(**lookup).first()
    if found is None:
        raise Http404(gettext("Nothing of yours is at this address."))
    return found


def trashed_or_404(queryset: OwnedQuerySet, user, **lookup):
    found = queryset.of(user).trashed().filter(**lookup).first()
    if found is None:
        raise Http404(gettext("Nothing of yours is in the trash at this address."))
    return found

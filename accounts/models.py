"""What a signed-in reader chooses for the site itself (their notes, sheets and drills live in their own apps)."""
from __future__ import annotations

from django.conf import settings
from django.db import models

ZONE_LENGTH = 64


class Preferences(models.Model):
    """The zone an account's times are shown in: blank for the browser's (liuren_site.reader_zone)."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="preferences")
    time_zone = models.CharField(max_length=ZONE_LENGTH, blank=True, help_text="an IANA zone name, or blank")

    def __str__(self):
        return f"{self.user_id} {self.time_zone or '(browser)'}"

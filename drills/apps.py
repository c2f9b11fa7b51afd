from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class DrillsConfig(AppConfig):
    name = "drills"
    verbose_name = _("Drills")

    def ready(self):
        from django.contrib.auth.signals import user_logged_in

        from drills.records import keep_session_progress

        # An anonymous student's progress is in their session; signing up (or in) keeps it in their account.
        user_logged_in.connect(keep_session_progress, dispatch_uid="drills.records.keep_session_progress")

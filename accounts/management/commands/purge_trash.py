"""Delete for good what has been in a trash (notebook and sheets) for longer than accounts.ownership.TRASH_DAYS."""
from django.apps import apps
from django.core.management.base import BaseCommand

from accounts.ownership import TRASH_DAYS, Owned


class Command(BaseCommand):
    help = f"Delete notes and sheets that have been in the trash for more than {TRASH_DAYS} days (run it daily)."

    def handle(self, *args, **options):
        for model in apps.get_models():
            if issubclass(model, Owned):
                count, _ = model.objects.expired().delete()
                self.stdout.write(f"{model._meta.verbose_name_plural}: {count} rows deleted for good.")

"""`manage.py export_corpus DIR`: write each corpus file back from the database, byte for byte."""
from pathlib import Path

from django.core.management.base import BaseCommand

from classics.loading import export_corpus


class Command(BaseCommand):
    help = "Write every corpus file from the database into DIR under its own name."

    def add_arguments(self, parser):
        parser.add_argument("directory", type=Path)

    def handle(self, *args, directory, **options):
        for path in export_corpus(directory):
            if options["verbosity"] > 0:
                self.stdout.write(f"wrote {path}")

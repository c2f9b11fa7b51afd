"""`manage.py load_corpus [DIR]`: load the shipped corpus and the project's markup (idempotent)."""
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from classics.annotations import AnnotationError
from classics.corpus import CorpusLayoutError
from classics.loading import load_corpus


class Command(BaseCommand):
    help = "Load the corpus files (default: settings.CORPUS_DIR) into the database; safe to run again."

    def add_arguments(self, parser):
        parser.add_argument("directory", nargs="?", type=Path, default=None)

    def handle(self, *args, directory=None, **options):
        directory = directory or Path(settings.CORPUS_DIR)
        try:
            count = load_corpus(directory)
        except (CorpusLayoutError, AnnotationError) as error:
            raise CommandError(f"corpus not loaded (nothing changed): {error}") from None
        if options["verbosity"] > 0:
            self.stdout.write(f"corpus loaded: {count} passages from {directory}")

"""`manage.py load_corpus [DIR]`: load the shipped corpus and the project's markup (idempotent, one load at a time)."""
from pathlib import Path

from django.conf import settings
from django.core.management.base import BaseCommand, CommandError

from classics.annotations import AnnotationError
from classics.corpus import CorpusLayoutError
from classics.load_lock import LoadRunning, exclusive_load
from classics.loading import load_corpus


class Command(BaseCommand):
    help = ("Load the corpus files (default: settings.CORPUS_DIR) into the database; safe to run again. A second "
            "load started meanwhile waits for the first (--wait seconds), then gives up.")

    def add_arguments(self, parser):
        parser.add_argument("directory", nargs="?", type=Path, default=None)
        parser.add_argument("--wait", type=float, default=120.0,
                            help="seconds to wait for another load to finish (default 120)")

    def handle(self, *args, directory=None, wait=120.0, **options):
        directory = directory or Path(settings.CORPUS_DIR)
        try:
            with exclusive_load(wait):
                count = load_corpus(directory)
        except (LoadRunning, CorpusLayoutError, AnnotationError) as error:
            raise CommandError(f"corpus not loaded (nothing changed): {error}") from None
        if options["verbosity"] > 0:
            self.stdout.write(f"corpus loaded: {count} passages from {directory}")

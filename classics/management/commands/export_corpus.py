"""`manage.py export_corpus DIR`: write each corpus file back from the database, byte for byte."""
from pathlib import Path

from django.core.management.base import BaseCommand, CommandError

from classics.corpus import CorpusLayoutError
from classics.loading import export_corpus


class Command(BaseCommand):
    help = "Write every corpus file from the database into DIR under its own name (all or none of them)."

    def add_arguments(self, parser):
        parser.add_argument("directory", type=Path)

    def handle(self, *args, directory, **options):
        try:
            written = export_corpus(directory)
        except OSError as error:
            raise CommandError(f"corpus not exported: cannot write into {directory}: "
                               f"{error.strerror or error}") from None
        except CorpusLayoutError as error:
            raise CommandError(f"corpus not exported: {error}") from None
        if options["verbosity"] > 0:
            for path in written:
                self.stdout.write(f"wrote {path}")

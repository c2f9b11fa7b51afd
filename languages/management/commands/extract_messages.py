"""manage.py extract_messages: add the interface's new msgids to locale/zh_Hant and locale/ja.

makemessages with the project's options (GNU gettext's xgettext and msgmerge do the work); `make
extract-messages` runs it, and tests/languages runs it in a copy of the tree to find messages the
catalogues lack. zh_Hans is not extracted: build_messages writes it from zh_Hant.
"""
from django.core.management import call_command
from django.core.management.base import BaseCommand

TRANSLATED_LOCALES = ("zh_Hant", "ja")
IGNORED = [".venv*", "staticfiles", "tests", "bench", "locale", "node_modules"]


class Command(BaseCommand):
    help = "Extract the interface's messages into locale/zh_Hant and locale/ja (needs GNU gettext)."

    def handle(self, *args, **options):
        call_command("makemessages", locale=list(TRANSLATED_LOCALES), ignore_patterns=IGNORED, no_obsolete=True,
                     add_location="file", verbosity=options["verbosity"])

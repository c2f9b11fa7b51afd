"""manage.py build_messages: 简体中文 from 繁體中文 (OpenCC), then every catalogue compiled (.mo).

`make run` and `make test` call it; a server calls it once per release, like collectstatic.
"""
from django.conf import settings
from django.core.management.base import BaseCommand

from languages.catalogues import compile_all, write_simplified


class Command(BaseCommand):
    help = "Write locale/zh_Hans from locale/zh_Hant (OpenCC t2s) and compile every .po to .mo."

    def handle(self, *args, **options):
        locale_dir = settings.LOCALE_PATHS[0]
        if write_simplified(locale_dir):
            self.stdout.write("locale/zh_Hans rewritten from zh_Hant")
        for mo in compile_all(locale_dir):
            if options["verbosity"] > 1:
                self.stdout.write(f"compiled {mo.relative_to(settings.BASE_DIR)}")

"""`manage.py ke_table`: all 720 課, one row each (TSV or JSON), under the given school options."""
from __future__ import annotations

import json

from django.core.management.base import BaseCommand, CommandError

from divination.engine.cycles import BRANCHES
from divination.engine.errors import ChartInputError
from divination.engine.ke import all_ke
from divination.engine.params import options_from_params
from divination.management.arguments import add_chart_arguments, chart_params

COLUMNS = ("day", "k", "lessons", "transmissions", "method", "subname")


class Command(BaseCommand):
    help = "All 720 課 (60 days × 12 placements k = monthly general − query hour): lessons, transmissions, method."

    def add_arguments(self, parser):
        parser.add_argument("--format", choices=("tsv", "json"), default="tsv")
        add_chart_arguments(parser, inputs=False)

    def handle(self, *args, **options):
        try:
            chosen = options_from_params(chart_params(options) | ({"o": options["o"]} if options.get("o") else {}))
        except ChartInputError as error:
            raise CommandError(error.message, returncode=2) from None
        rows = [
            {
                "day": ke.day_name,
                "k": ke.k,
                "lessons": ke.lessons_text,
                "transmissions": "".join(BRANCHES[b] for b in ke.transmissions.branches),
                "method": ke.transmissions.method,
                "subname": ke.transmissions.subname or "",
            }
            for ke in all_ke(chosen)
        ]
        if options["format"] == "json":
            self.stdout.write(json.dumps({"options": chosen.to_dict(), "ke": rows}, ensure_ascii=False, indent=1))
            return
        self.stdout.write("\t".join(COLUMNS))
        for row in rows:
            self.stdout.write("\t".join(str(row[c]) for c in COLUMNS))

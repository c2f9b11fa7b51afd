"""`manage.py patterns`: every implemented pattern entry (id, names, passage, inputs), as a table or JSON."""
from __future__ import annotations

import json

from django.core.management.base import BaseCommand

from divination.pattern_context import entry_row
from divination.patterns import registry

COLUMNS = ("id", "name", "passage", "inputs", "difficulty")


class Command(BaseCommand):
    help = "List every implemented pattern of 六壬經緯 and 心鏡: id, names, passage path, inputs needed."

    def add_arguments(self, parser):
        parser.add_argument("--json", action="store_true", help="one JSON object: {count, entries: [...]}")

    def handle(self, *args, **options):
        rows = [entry_row(item) for item in registry.ENTRIES]
        if options["json"]:
            self.stdout.write(json.dumps({"count": len(rows), "entries": rows}, ensure_ascii=False, indent=1))
            return
        self.stdout.write("\t".join(COLUMNS))
        for row in rows:
            self.stdout.write("\t".join((row["id"], row["names"][0], row["passage"], ",".join(row["inputs"]),
                                         row["difficulty"])))
        self.stdout.write(f"{len(rows)} entries")

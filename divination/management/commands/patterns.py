"""`manage.py patterns`: every implemented pattern entry (id, names, passage, inputs, kind), as a table or JSON."""
from __future__ import annotations

import json
from typing import Any

from django.core.management.base import BaseCommand

from divination.management.catalog_markdown import catalog_markdown
from divination.passages import passage_path
from divination.patterns import registry
from divination.patterns.facts import ordered_inputs
from divination.patterns.reachability import unreachable
from divination.patterns.registry import Entry

COLUMNS = ("id", "name", "passage", "inputs", "difficulty")


def entry_row(item: Entry) -> dict[str, Any]:
    """One implemented entry for `manage.py patterns --json`."""
    return {
        "id": item.id, "names": list(item.names), "work": item.work, "passage": passage_path(item.passage),
        "passage_key": item.passage, "source": item.source, "inputs": ordered_inputs(item.inputs),
        "difficulty": item.difficulty, "reading": item.reading, "highlight": item.highlight, "kind": item.kind,
        "clauses": list(item.clauses), "cannot_occur": str(reason) if (reason := unreachable().get(item.id)) else None,
    }


class Command(BaseCommand):
    help = "List every implemented pattern of 六壬經緯 and 心鏡: id, names, passage path, inputs needed."

    def add_arguments(self, parser):
        parser.add_argument("--json", action="store_true", help="one JSON object: {count, entries: [...]}")
        parser.add_argument("--markdown", action="store_true", help="the catalog docs/patterns.md, with the settings")

    def handle(self, *args, **options):
        if options["markdown"]:
            self.stdout.write(catalog_markdown(), ending="")
            return
        rows = [entry_row(item) for item in registry.ENTRIES]
        if options["json"]:
            self.stdout.write(json.dumps({"count": len(rows), "entries": rows}, ensure_ascii=False, indent=1))
            return
        self.stdout.write("\t".join(COLUMNS))
        for row in rows:
            self.stdout.write("\t".join((row["id"], row["names"][0], row["passage"], ",".join(row["inputs"]),
                                         row["difficulty"])))
        self.stdout.write(f"{len(rows)} entries")

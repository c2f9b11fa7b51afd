"""docs/patterns.md, written from the registry: every implemented pattern and every pattern setting.

`manage.py patterns --markdown` prints it; a test holds the committed file to it, so the catalog the
code cites is always the code's own.
"""
from __future__ import annotations

from divination.passages import WORK_TITLES
from divination.patterns import registry
from divination.patterns.facts import INPUT_NAMES, ordered_inputs
from divination.patterns.reachability import unreachable
from divination.patterns.registry import METHOD_OF_READING, Entry
from divination.patterns.settings import PATTERN_SETTING_SPECS

HEADER = """# The patterns the matcher implements

Written by `python manage.py patterns --markdown > docs/patterns.md` from the registry
(`divination/patterns/`); `tests/pattern_pages/test_patterns_command.py` fails when this file is not
current. Each entry is one named pattern of one paragraph of the classics: its id (stable, in URLs
and the API), its names, the passage key (`jingwei-2-2` is 六壬經緯 卷二, passage 2; the page is
`/classics/jingwei/2/2/`), the catalog's line references (`jw:L7` is line 7 of `corpus/jingwei-2.zh.txt`,
`ja:` the Japanese translation, `xj:` 心鏡 卷三), the inputs it needs beyond the 課, and its reading. The notes
say which entries are methods of reading any chart (given apart, as guidance, on the chart page), which
are made of other entries (a parent holds when any of its clauses does: docs/pattern-rules.md §3), and
which no chart can show under the engine's rules and the default readings, and why.
"""


def _cell(text: str) -> str:
    return text.replace("|", "\\|").replace("\n", " ")


def _entry_line(item: Entry, cannot_occur: dict[str, str]) -> str:
    needs = ", ".join(INPUT_NAMES[code] for code in ordered_inputs(item.inputs) if code != "C") or "—"
    notes = [note for note in ("method of reading" if item.kind == METHOD_OF_READING else "",
                               f"any of {len(item.clauses)}" if item.clauses else "",
                               f"cannot occur: {cannot_occur[item.id]}" if item.id in cannot_occur else "") if note]
    return (f"| `{item.id}` | {_cell('、'.join(item.names))} | `{item.passage}` | {_cell(item.source)} | {needs} "
            f"| {item.difficulty} | {_cell(item.reading)} | {_cell('; '.join(notes)) or '—'} |")


def catalog_markdown() -> str:
    lines = [HEADER]
    cannot_occur = unreachable()
    for work, title in WORK_TITLES.items():
        entries = [item for item in registry.ENTRIES if item.work == work]
        lines += [f"## {title} ({len(entries)} entries)", "",
                  "| id | names | passage | lines | needs | difficulty | reading | notes |",
                  "|---|---|---|---|---|---|---|---|"]
        lines += [_entry_line(item, cannot_occur) for item in entries]
        lines.append("")
    lines += ["## Pattern settings", "",
              "Readings on which the catalog lets the reader choose; the default comes first. A chart link carries",
              "them all as the token `p`; each is also a URL parameter and a `manage.py chart` flag of its name.", ""]
    for spec in PATTERN_SETTING_SPECS:
        lines.append(f"- **`{spec.name}`** ({_cell(spec.label)}), default `{spec.default}`:")
        lines += [f"  - `{value}`: {_cell(spec.explanations[value])}" for value in spec.values]
    return "\n".join(lines) + "\n"

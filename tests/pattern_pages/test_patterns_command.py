"""`manage.py patterns`: every implemented entry with id, names, passage path and inputs."""
import json
import re
from io import StringIO

from django.core.management import call_command

from divination.patterns.registry import ENTRIES

INPUT_CODES = {"C", "MB", "YR", "MP", "LD", "JQ", "XN", "SX"}


def run(*args) -> str:
    out = StringIO()
    call_command("patterns", *args, stdout=out)
    return out.getvalue()


def test_the_json_lists_all_491_entries_of_the_catalog():
    data = json.loads(run("--json"))
    assert data["count"] == 491 == len(data["entries"])
    assert len({e["id"] for e in data["entries"]}) == 491


def test_each_entry_has_names_a_passage_path_and_legend_inputs():
    for e in json.loads(run("--json"))["entries"]:
        assert e["names"] and re.fullmatch(r"/classics/(jingwei/2|xinjing/3)/\d+/", e["passage"]), e
        assert set(e["inputs"]) <= INPUT_CODES and "C" in e["inputs"], e


def test_chengdou_is_listed_with_its_paragraph():
    entry = next(e for e in json.loads(run("--json"))["entries"] if e["id"] == "jingwei.shuiju.shun.chengdou")
    assert entry["names"][0] == "順水局「呈斗」"
    assert entry["passage"] == "/classics/jingwei/2/11/"
    assert entry["inputs"] == ["C"]


def test_the_plain_table_has_a_header_a_line_per_entry_and_a_count():
    lines = run().splitlines()
    assert lines[0].split("\t") == ["id", "name", "passage", "inputs", "difficulty"]
    assert "jingwei.shuiju.shun.chengdou\t順水局「呈斗」\t/classics/jingwei/2/11/\tC\tsimple" in lines
    assert lines[-1] == "491 entries"


def test_the_json_gives_each_entrys_kind_its_clauses_and_why_it_cannot_occur():
    entries = {e["id"]: e for e in json.loads(run("--json"))["entries"]}
    assert entries["xinjing.shizhong"]["kind"] == "method_of_reading"
    assert entries["jingwei.xingshang"]["kind"] == "pattern"
    assert "jingwei.xingshang.gan_zhi" in entries["jingwei.xingshang"]["clauses"]
    assert "申–丑" in entries["jingwei.taotuo.rulin"]["cannot_occur"]
    assert entries["jingwei.taotuo.fucang"]["cannot_occur"] is None


def test_docs_patterns_md_is_the_catalog_the_registry_writes():
    """docs/patterns.md is what the docstrings cite: regenerate it with `manage.py patterns --markdown`."""
    from django.conf import settings

    from divination.management.catalog_markdown import catalog_markdown

    committed = (settings.BASE_DIR / "docs" / "patterns.md").read_text(encoding="utf-8")
    assert committed == catalog_markdown(), "run: python manage.py patterns --markdown > docs/patterns.md"


def test_the_markdown_catalog_lists_every_entry_and_setting():
    from divination.management.catalog_markdown import catalog_markdown
    from divination.patterns.settings import PATTERN_SETTING_SPECS

    text = catalog_markdown()
    assert all(f"| `{item.id}` |" in text for item in ENTRIES)
    assert all(f"- **`{spec.name}`**" in text for spec in PATTERN_SETTING_SPECS)

"""The 經緯 half of the registry against the catalog and the shipped text."""
import re
from pathlib import Path

import pytest

from divination.patterns.registry import ENTRIES, FAMILY_MODULES
from sources.keys import classical_line, parse_passage_key

JINGWEI = [e for e in ENTRIES if e.work == "jingwei"]
TEXT = (Path(__file__).resolve().parents[2] / "corpus" / "jingwei-2.zh.txt").read_text(encoding="utf-8").split("\n")

# Entries per family module, counted from the catalog's §4 tables.
FAMILY_COUNTS = {
    "jingwei.sequences": 11 + 13 + 11,          # 懸胎, 關隔 (with 三光不仁, 四門俱閉), 稼穡
    "jingwei.ju": 4 * 9,                          # 金 木 水 火: 局, 順, 逆, six names
    "jingwei.kin": 4 * 11 + 9,                    # 印綬 傷官 官訟 妻財 with chains; 劫財 without
    "jingwei.stages": 12,
    "jingwei.relations": 4 * 8 + 11,              # 刑傷 搖動 破損 仇害; 和合 with its three triads
    "jingwei.fortune": 3,
    "jingwei.timeliness": 4 * 5 + 2,
    "jingwei.void": 5 * 4,
    # twelve paragraphs; positions: 貴人 11 (巳午 one), 朱雀 10 (寅卯, 辰戌 pairs), 白虎 8, the rest 12.
    "jingwei.generals": 12 + 11 + 12 + 10 + 12 + 12 + 12 + 12 + 8 + 12 + 12 + 12 + 12,
}


def paragraph(entry) -> str:
    _, _, number = parse_passage_key(entry.passage)
    return TEXT[classical_line(number) - 1]


def test_the_registry_holds_all_491_entries_with_unique_ids():
    assert len(ENTRIES) == 491
    assert len({e.id for e in ENTRIES}) == 491
    assert sum(e.work == "xinjing" for e in ENTRIES) == 118


def test_jingwei_has_373_entries_before_every_xinjing_entry():
    assert len(JINGWEI) == 373
    assert [e.work for e in ENTRIES[:373]] == ["jingwei"] * 373


def test_each_jingwei_family_module_holds_its_entries():
    from importlib import import_module

    counts = {name: len(import_module(f"divination.patterns.{name}").ENTRIES)
              for name in FAMILY_MODULES if name.startswith("jingwei")}
    assert counts == FAMILY_COUNTS
    assert sum(FAMILY_COUNTS.values()) == 373


@pytest.mark.parametrize("entry", JINGWEI, ids=lambda e: e.id)
def test_highlight_is_in_the_classical_paragraph(entry):
    assert entry.highlight and entry.highlight in paragraph(entry)


def _core_names(entry) -> set[str]:
    cores = set()
    for name in entry.names:
        cores |= set(re.findall(r"「(.*?)」", name))
        cores.add(re.sub(r"\s*\(.*?\)|「.*?」|·.*", "", name))
    return {re.sub(r"\(.*?\)", "", c) for c in cores if c}


@pytest.mark.parametrize("entry", JINGWEI, ids=lambda e: e.id)
def test_the_passage_names_the_pattern(entry):
    """The paragraph prints the pattern's name (朝天 and 喜慶 by their heading or body; the lost
    name of 朱雀臨巳 is the one exception, flagged 脫文)."""
    if entry.id == "jingwei.wenshu.lost":
        return
    text = paragraph(entry)
    assert any(core in text for core in _core_names(entry)), (entry.names, _core_names(entry))


def test_every_jingwei_entry_cites_a_jw_line():
    assert all(e.source.startswith("jw:L") and e.passage.startswith("jingwei-2-") for e in JINGWEI)

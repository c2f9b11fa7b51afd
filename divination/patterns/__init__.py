"""The pattern matcher: the named patterns (課體) of 六壬經緯 卷二 and 大六壬心鏡 卷三 on a chart.

Pure Python like the engine (no Django import). docs/patterns.md is the specification:
`settings` holds its ambiguity register (§7), `facts` its field definitions (§2), `registry`
the entries in catalog order and `match_chart`; the `jingwei/` and `xinjing/` sub-packages hold the
families, each a table of entries (see registry.py for how a family registers).
"""
from divination.patterns.facts import Facts, MissingInput
from divination.patterns.registry import Entry, Match, Outcome, entry, match_chart
from divination.patterns.settings import DEFAULT_SETTINGS, PATTERN_SETTING_SPECS, PatternSettings

__all__ = [
    "DEFAULT_SETTINGS", "Entry", "Facts", "Match", "MissingInput", "Outcome", "PATTERN_SETTING_SPECS",
    "PatternSettings", "entry", "match_chart",
]

"""The chart as the command line prints it for people: a plain-text 課式."""
from __future__ import annotations

from divination.engine.chart import Chart
from divination.engine.cycles import BRANCHES, STEMS


def chart_text(chart: Chart) -> str:
    """A compact 課式: pillars, plates, lessons right to left, transmissions top to bottom."""
    b = BRANCHES
    data = chart.to_dict()
    p = data["pillars"]
    lines = [
        "  ".join(f"{label}{p[key]}" for label, key in (("年", "year"), ("月", "month"), ("日", "day"), ("時", "hour"))
                  if p[key]),
        f"{b[chart.monthly_general]}將 {b[chart.query_hour]}時  {'晝' if chart.daytime else '夜'}貴  "
        f"旬空 {''.join(b[x] for x in chart.void)}",
        "",
        "天盤 " + " ".join(b[chart.heaven_on(g)] for g in range(12)),
        "地盤 " + " ".join(b[g] for g in range(12)),
        "天將 " + " ".join(chart.general_on(chart.heaven_on(g)) for g in range(12)),
        "",
        "四課  " + "  ".join(b[l.upper] for l in reversed(chart.lessons)),
        "      " + "  ".join(l.lower_name for l in reversed(chart.lessons)),
        "",
    ]
    t = chart.transmissions
    for label, x in zip("初中末", t.branches):
        stem = chart.hidden_stem(x)
        lines.append(f"{label}傳 {STEMS[stem] if stem is not None else '〇'}{b[x]} {chart.general_on(x)} "
                     f"{chart.kin_of(x)}{' 空' if x in chart.void else ''}")
    lines.append(f"{t.method}{'·' + t.subname if t.subname else ''}")
    lines += [f"  {step.method}: {step.rule}" for step in t.trace]
    lines += [f"! {w}" for w in chart.warnings]
    lines.append(f"options {chart.options.to_token()}")
    return "\n".join(lines)

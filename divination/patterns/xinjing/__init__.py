"""大六壬心鏡 卷三's patterns (docs/patterns.md), one module a family.

`FAMILIES` fixes the catalog's order of the family modules of this work; `common` holds what
several of them share.
"""
from __future__ import annotations

from typing import Final

FAMILIES: Final = (
    "guasu",
    "longzhan",
    "lide",
    "zhuixu",
    "wulei_xingu",
    "bazhun_wufu",
    "shizhong",
    "ganhe",
    "trines",
    "jiuchou",
    "fan",
    "tianhuo",
    "tianwang",
    "tianyu",
    "sanqi",
    "pohua",
    "sanyin",
    "monthly_spirits",
    "tianluo_diwang",
)

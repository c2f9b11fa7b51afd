"""六壬經緯 卷二's patterns (docs/patterns.md), one module a family.

`FAMILIES` fixes the catalog's order of the family modules of this work; `common` holds what
several of them share.
"""
from __future__ import annotations

from typing import Final

FAMILIES: Final = (
    "sequences",
    "ju",
    "kin",
    "stages",
    "relations",
    "fortune",
    "timeliness",
    "void",
    "generals",
)

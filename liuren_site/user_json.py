"""JSON a user sends (an import file, the practice API's body), read only as far as Python and the database hold it.

json.loads alone answers hostile input with more than its JSONDecodeError: values nested ten thousand deep raise
RecursionError, an integer of 5,000 digits ValueError (Python's limit on reading an int), and a lone surrogate
("\\ud800") is returned as a string that no UTF-8 encoder (PostgreSQL's, a response's) can write. Each is refused
here as UnreadableJSON with its reason, before any of the document is used.
"""
from __future__ import annotations

import json
import math
import re
from typing import Any

from django.utils.translation import gettext

# An export nests its values four deep, the practice API's body three: far below what exhausts Python's stack.
MAX_DEPTH = 32
# A PostgreSQL bigint holds 18 digits whatever they are; no number a user sends means more.
MAX_DIGITS = 18
_SURROGATE = re.compile("[\ud800-\udfff]")


class UnreadableJSON(ValueError):
    """The reason in the reader's language; `position` (line, column) where the text is not JSON at all."""

    def __init__(self, reason: str, position: tuple[int, int] | None = None):
        super().__init__(reason)
        self.reason, self.position = reason, position


class _Refused(Exception):
    """Raised from json.loads's hooks, which must not raise ValueError (json would report it as its own)."""


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _Refused(gettext("the number %(number)s… has more than %(limit)d digits") % {"number": text[:MAX_DIGITS],
                                                                                          "limit": MAX_DIGITS})
    return int(text)


def _real(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(gettext("the number %(number)s is too large") % {"number": text[:MAX_DIGITS + 2]})
    return value


def _constant(name: str) -> float:
    raise _Refused(gettext("%(name)s is not a number JSON allows") % {"name": name})


def read_json(text: str) -> Any:
    """The document `text` holds; UnreadableJSON where it is not JSON, nests deeper than MAX_DEPTH, has a number
    of more than MAX_DIGITS digits (or beyond a float) or a string with a lone surrogate."""
    too_deep = gettext("its values are nested more than %(limit)d deep") % {"limit": MAX_DEPTH}
    try:
        document = json.loads(text, parse_int=_integer, parse_float=_real, parse_constant=_constant)
    except json.JSONDecodeError as error:
        raise UnreadableJSON(str(error), (error.lineno, error.colno)) from None
    except _Refused as refused:
        raise UnreadableJSON(str(refused)) from None
    except RecursionError:
        raise UnreadableJSON(too_deep) from None
    pending = [(document, 1)]
    while pending:
        value, depth = pending.pop()
        if depth > MAX_DEPTH:
            raise UnreadableJSON(too_deep)
        if isinstance(value, dict):
            pending.extend((key, depth) for key in value)
            pending.extend((item, depth + 1) for item in value.values())
        elif isinstance(value, list):
            pending.extend((item, depth + 1) for item in value)
        elif isinstance(value, str) and (half := _SURROGATE.search(value)):
            raise UnreadableJSON(gettext("a string holds %(code)s, half of a character (a lone surrogate)")
                                 % {"code": f"\\u{ord(half.group()):04x}"})
    return document

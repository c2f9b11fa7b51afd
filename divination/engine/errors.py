"""The one exception the engine raises for input it cannot make a chart from."""
from __future__ import annotations

from typing import Any

from .messages import Message


class ChartInputError(ValueError):
    """Raised for input no chart can be built from; `field` names the input at fault.

    The reason names the problem in words a student understands (e.g. 「甲丑」 is not one of the
    sixty 干支): an English template marked `_()` with its parameters (divination/engine/messages.py).
    `message` is its English, for the JSON API and the CLI; a page shows `reason` translated beside
    the field.
    """

    def __init__(self, template: str, field: str | None = None, **params: Any):
        self.reason = Message(template, params)
        super().__init__(str(self.reason))
        self.field = field

    @property
    def message(self) -> str:
        return str(self.reason)

"""Log formatting: a record shown as one short line, for events that happen by the thousand."""
from __future__ import annotations

import logging

MAX_MESSAGE = 200


class OneLineFormatter(logging.Formatter):
    """The message alone, cut to MAX_MESSAGE characters, without the traceback Django attaches."""

    def format(self, record: logging.LogRecord) -> str:
        message = record.getMessage()
        short = message if len(message) <= MAX_MESSAGE else message[:MAX_MESSAGE] + "…"
        copy = logging.makeLogRecord({**record.__dict__, "msg": short, "args": None, "exc_info": None, "exc_text": None,
                                      "stack_info": None})
        return super().format(copy).replace("\n", " ")

"""`manage.py chart`: one chart from a moment or a 課, as text or JSON; `--batch` for many."""
from __future__ import annotations

import codecs
import json
import os
import sys
from typing import BinaryIO

from django.core.management.base import BaseCommand, CommandError

from divination.engine.errors import ChartInputError
from divination.engine.params import chart_from_params
from divination.interface import chart_json, chart_json_text, pattern_settings_from, refuse_unknown
from divination.management.arguments import add_chart_arguments, chart_params
from divination.management.text import chart_text


class Command(BaseCommand):
    help = (
        "Compute a 大六壬 chart. From a moment: --at 2026-11-30T14:30 --tz Asia/Shanghai; "
        "from a 課: --day 丁卯 --general 亥 --hour 丑. --json for the machine interface; "
        "--batch reads one JSON object of parameters a line on standard input and writes one chart "
        "(or one {\"error\": …} object) a line."
    )

    def add_arguments(self, parser):
        add_chart_arguments(parser)
        parser.add_argument("--json", action="store_true", help="print the chart as JSON")
        parser.add_argument("--batch", action="store_true", help="JSON lines in, JSON lines out")

    def handle(self, *args, **options):
        if options["batch"]:
            self._batch()
            return
        params = chart_params(options)
        try:
            chart = chart_from_params(params)
            settings = pattern_settings_from(params)
        except ChartInputError as error:
            raise CommandError(f"{error.field}: {error.message}" if error.field else error.message,
                               returncode=2) from None
        if options["json"]:
            self.stdout.write(json.dumps(chart_json(chart, settings), ensure_ascii=False, indent=2))
        else:
            self.stdout.write(chart_text(chart))

    def _batch(self) -> None:
        binary = self._utf8_buffer()
        for number, line in enumerate(sys.stdin, start=1):
            if not line.strip():
                continue
            text = self._one(number, line)
            if binary is not None:
                _write_all(binary, text.encode() + b"\n")
                continue
            self.stdout.write(text + "\n", ending="")
        if binary is not None:
            binary.flush()

    def _utf8_buffer(self) -> BinaryIO | None:
        """The bytes under the output (a file or a pipe, as sys.stdout is) when it writes UTF-8 and "\n" as it
        is; None for a stream of text alone (call_command's StringIO)."""
        buffer, encoding = getattr(self.stdout, "buffer", None), getattr(self.stdout, "encoding", None)
        if buffer is None or not encoding or codecs.lookup(encoding).name != "utf-8" or os.linesep != "\n":
            return None
        self.stdout.flush()
        return buffer

    @staticmethod
    def _one(number: int, line: str) -> str:
        """The line's chart as JSON text, or its error as a JSON object."""
        try:
            params = json.loads(line)
        except json.JSONDecodeError as error:
            return _error(f"line {number} is not JSON: {error.msg}", None, number)
        if not isinstance(params, dict):
            return _error(f"line {number} must be a JSON object of parameters", None, number)
        try:
            refuse_unknown(params)
            return chart_json_text(chart_from_params(params), pattern_settings_from(params))
        except ChartInputError as error:
            return _error(error.message, error.field, number)


def _write_all(stream: BinaryIO, data: bytes) -> None:
    """Unbuffered (python -u), a file's write may take only some of the bytes: the rest follow."""
    view = memoryview(data)
    while view:
        view = view[stream.write(view) or 0:]


def _error(message: str, field: str | None, number: int) -> str:
    return json.dumps({"error": message, "field": field, "line": number}, ensure_ascii=False)


"""`chart --batch` to a file or a pipe writes the UTF-8 of each chart's kept parts: the same lines, byte for byte,
as it writes to a stream of text (call_command's), errors included."""
import io
import json
import os
import subprocess
import sys

from django.conf import settings
from django.core.management import call_command

LINES = [
    {"day": "丁卯", "general": "亥", "hour": "丑"},
    {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai", "birth_year": 1985, "sex": "female"},
    {"at": "2026-11-30T14:41", "tz": "Asia/Shanghai"},
    {"at": "2026-02-04T19:30", "tz": "Europe/London", "lat": 51.5, "lon": -0.1, "daynight": "sun"},
    {"day": "甲丑", "general": "亥", "hour": "丑"},
    {"day": "丁卯", "general": "亥", "hour": "丑", "p": "pa"},
]


def test_the_batch_to_a_pipe_is_the_batch_to_a_text_stream_byte_for_byte():
    text = "\n".join(json.dumps(line, ensure_ascii=False) for line in LINES) + "\n{not json\n"
    piped = subprocess.run([sys.executable, "manage.py", "chart", "--batch"], cwd=settings.BASE_DIR, input=text.encode(),
                           capture_output=True, env={**os.environ, "PYTHONIOENCODING": "utf-8"}, check=True).stdout
    stdin, out = sys.stdin, io.StringIO()
    sys.stdin = io.StringIO(text)
    try:
        call_command("chart", batch=True, stdout=out)
    finally:
        sys.stdin = stdin
    assert piped == out.getvalue().encode()
    assert len(piped.splitlines()) == len(LINES) + 1

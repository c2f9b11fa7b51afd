"""The checker is pure Python: the page, the API and a future store of attempts attach to it without Django."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PURE = ("divination.practice.checker", "divination.practice.answers", "divination.practice.initial",
        "divination.practice.steps", "divination.practice.choice")


def test_the_checker_and_its_readers_import_no_django():
    script = ("import sys\n" + "".join(f"import {name}\n" for name in PURE) +
              "found = sorted(m for m in sys.modules if m == 'django' or m.startswith('django.'))\n"
              "print(','.join(found))")
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, check=True,
                            env={"PATH": "/usr/bin:/bin"})
    assert result.stdout.strip() == ""

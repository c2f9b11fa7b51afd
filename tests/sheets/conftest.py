"""The sheets' tests read the teacher's sheet of tests/sheets/fixtures.py (a plugin of every test, tests/conftest.py)."""
from tests.sheets.fixtures import GUCHEN, XUANTAI, add

__all__ = ["GUCHEN", "XUANTAI", "add"]

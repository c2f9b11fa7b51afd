"""The lock files: the runtime set apart from the development set, every pin exact and hashed."""
import re
from pathlib import Path

import pytest

REQUIREMENTS = Path(__file__).resolve().parent.parent / "requirements"
# Tools of the tests and gates, never installed on a server.
DEVELOPMENT_ONLY = {"pytest", "pytest-django", "selenium", "trio", "hypothesis", "ruff", "mypy", "iniconfig", "pluggy"}

_PIN = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)==(\S+) \\$")
_DIRECT = re.compile(r"^([A-Za-z0-9][A-Za-z0-9._-]*)(?:\[[^\]]+\])?==(\S+)$")


def _name(raw: str) -> str:
    return re.sub(r"[-_.]+", "-", raw).lower()


def _locked(name: str) -> dict[str, tuple[str, int]]:
    """name → (version, number of hashes) of a compiled lock file."""
    pins: dict[str, tuple[str, int]] = {}
    current = None
    for line in (REQUIREMENTS / f"{name}.txt").read_text(encoding="utf-8").splitlines():
        if match := _PIN.match(line):
            current = _name(match.group(1))
            pins[current] = (match.group(2), 0)
        elif line.strip().startswith("--hash=sha256:") and current:
            version, hashes = pins[current]
            pins[current] = (version, hashes + 1)
        elif line and not line.startswith((" ", "#")):
            pytest.fail(f"{name}.txt: a line that is not an exact pin: {line!r}")
    return pins


def _direct(name: str) -> dict[str, str]:
    lines = (REQUIREMENTS / f"{name}.in").read_text(encoding="utf-8").splitlines()
    wanted = [line for line in lines if line.strip() and not line.startswith(("#", "-r "))]
    pins = {}
    for line in wanted:
        match = _DIRECT.match(line.strip())
        assert match, f"{name}.in: {line!r} is not pinned exactly (name==version)"
        pins[_name(match.group(1))] = match.group(2)
    return pins


@pytest.mark.parametrize("name", ["base", "dev"])
def test_every_locked_package_is_pinned_with_hashes(name):
    locked = _locked(name)
    assert locked
    assert [package for package, (_, hashes) in locked.items() if hashes == 0] == []


@pytest.mark.parametrize("name", ["base", "dev"])
def test_every_direct_requirement_is_locked_at_its_pinned_version(name):
    locked = _locked(name)
    assert {package: locked.get(package, ("missing",))[0] for package in _direct(name)} == _direct(name)


def test_the_runtime_set_holds_no_test_or_gate_tool():
    assert DEVELOPMENT_ONLY & set(_locked("base")) == set()


def test_the_development_set_is_the_runtime_set_plus_the_tools_at_the_same_versions():
    base, dev = _locked("base"), _locked("dev")
    assert {package: dev.get(package, ("missing",))[0] for package in base} == {p: v for p, (v, _) in base.items()}
    assert DEVELOPMENT_ONLY <= set(dev)

"""The house's walls: the pure packages import no Django and no app; classics imports no divination page."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PURE = ("divination/engine", "divination/patterns", "sources")
WEB = ("django", "classics", "liuren_site", "divination.builder", "divination.pattern_pages", "divination.interface",
       "divination.passages", "divination.wording", "divination.management", "divination.templatetags",
       "divination.practice")
# Practice mode's checker and its readers are pure as well, inside a web sub-package: the page, the API and a
# store of attempts attach to them (divination/practice/__init__.py).
PURE_PRACTICE = ("steps", "answers", "messages", "marking", "initial", "checker", "choice")


def imports_of(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
    return names


def reaches(names: set[str], forbidden: tuple[str, ...]) -> list[str]:
    return sorted(n for n in names if any(n == f or n.startswith(f + ".") for f in forbidden))


@pytest.mark.parametrize("package", PURE)
def test_a_pure_package_imports_neither_django_nor_an_app(package):
    found = {str(p.relative_to(ROOT)): reaches(imports_of(p), WEB) for p in (ROOT / package).rglob("*.py")}
    assert {path: names for path, names in found.items() if names} == {}


def test_the_practice_checker_imports_neither_django_nor_a_page():
    own = tuple(f"divination.practice.{name}" for name in PURE_PRACTICE)
    found = {name: [n for n in reaches(imports_of(ROOT / "divination" / "practice" / f"{name}.py"), WEB) if n not in own]
             for name in PURE_PRACTICE}
    assert {name: names for name, names in found.items() if names} == {}


def test_classics_shows_patterns_without_importing_divinations_pages():
    pages = ("divination.builder", "divination.pattern_pages", "divination.interface", "divination.passages")
    found = {str(p.relative_to(ROOT)): reaches(imports_of(p), pages) for p in (ROOT / "classics").rglob("*.py")}
    assert {path: names for path, names in found.items() if names} == {}


def test_no_relative_imports_reach_out_of_a_package():
    """Absolute imports everywhere: a module's imports read the same wherever it moves."""
    relative = [str(p.relative_to(ROOT)) for package in (*PURE, "divination", "classics")
                for p in (ROOT / package).rglob("*.py")
                if any(isinstance(n, ast.ImportFrom) and n.level > 1 for n in ast.walk(ast.parse(p.read_text())))]
    assert relative == []


APPS = ("accounts", "notebook", "sheets", "classics", "divination", "classes")


def test_no_app_imports_another_apps_views():
    """Sections meet through models, forms, template tags and small interfaces (divination.links), never views."""
    found = {}
    for app in APPS:
        others = tuple(f"{other}.views" for other in APPS if other != app) + tuple(
            f"divination.{section}.views" for section in ("builder", "pattern_pages") if app != "divination")
        for path in (ROOT / app).rglob("*.py"):
            if names := reaches(imports_of(path), others):
                found[str(path.relative_to(ROOT))] = names
    assert found == {}

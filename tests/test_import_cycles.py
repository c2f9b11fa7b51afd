"""No module of the project imports, at load time, a module that imports it back, counting that Python imports
a module's package before the module. Two threads importing such a cycle at once can each hold a lock the other
waits for, and one of them gets a half-loaded module: runserver's reloader imports the URLconf while its system
checks import the template tags, and a fresh clone's first `make run` printed "cannot import name 'Entry' from
partially initialized module 'divination.patterns.registry'" (divination/patterns/__init__.py re-exported it).
"""
from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("accounts", "classes", "classics", "divination", "liuren_site", "notebook", "sheets", "sources")


def project_modules() -> dict[str, tuple[Path, bool]]:
    """Every module of the project's packages (migrations aside): dotted name → (file, is a package)."""
    found = {}
    for package in PACKAGES:
        for path in (ROOT / package).rglob("*.py"):
            if "migrations" in path.parts:
                continue
            parts = path.relative_to(ROOT).with_suffix("").parts
            is_package = parts[-1] == "__init__"
            found[".".join(parts[:-1] if is_package else parts)] = (path, is_package)
    return found


def _load_time_statements(tree: ast.Module):
    """The statements run when the module loads: its body, inside try and if (not `if TYPE_CHECKING`)."""
    for node in tree.body:
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            continue
        if isinstance(node, ast.If | ast.Try):
            yield from node.body
            yield from node.orelse
            for handler in getattr(node, "handlers", ()):
                yield from handler.body
        else:
            yield node


def imported_at_load(name: str, path: Path, is_package: bool) -> set[str]:
    """The modules (and their packages) a module imports when it loads."""
    package = name if is_package else name.rpartition(".")[0]
    names: set[str] = set()

    def with_packages(module: str) -> None:
        parts = module.split(".")
        names.update(".".join(parts[:n]) for n in range(1, len(parts) + 1))

    for node in _load_time_statements(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                with_packages(alias.name)
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, module] if module else base)
            with_packages(module)
            names.update(f"{module}.{alias.name}" for alias in node.names)  # `from package import module`
    return names


def import_graph() -> dict[str, set[str]]:
    modules = project_modules()
    graph = {name: {m for m in imported_at_load(name, *where) if m in modules and m != name}
             for name, where in modules.items()}
    for name in modules:  # a module's package is imported first
        package = name.rpartition(".")[0]
        while package:
            if package in modules:
                graph[name].add(package)
            package = package.rpartition(".")[0]
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected parts of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            part = []
            while (w := stack.pop()) != v:
                part.append(w)
            if part:
                found.append(sorted([v, *part]))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_no_module_imports_back_a_module_that_imports_it():
    assert cycles(import_graph()) == []


def test_a_package_that_imports_its_own_module_is_a_cycle():
    # divination/patterns/__init__.py as it was: it re-exported registry, which imports the package first.
    graph = {"divination.patterns": {"divination.patterns.registry"}, "divination.patterns.registry": {"divination.patterns"}}
    assert cycles(graph) == [["divination.patterns", "divination.patterns.registry"]]


def test_two_threads_import_the_urls_and_the_template_tags_at_once_without_an_import_error():
    # What runserver does on start: its reloader imports the URLconf while the system checks load every
    # template tag library. Before the fix this failed in 19 of 20 fresh interpreters.
    script = textwrap.dedent("""
        import os, sys, threading
        os.environ["DJANGO_SETTINGS_MODULE"] = "liuren_site.settings"
        import django
        django.setup()
        targets = ["liuren_site.urls", "divination.templatetags.pattern_tags", "divination.patterns.facts"]
        barrier, errors = threading.Barrier(len(targets)), []
        def load(name):
            barrier.wait()
            try:
                __import__(name)
            except ImportError as error:
                errors.append(f"{name}: {error}")
        threads = [threading.Thread(target=load, args=(name,)) for name in targets]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        print("; ".join(errors) or "ok")
    """)
    for _ in range(3):
        done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=300)
        assert done.stdout.strip() == "ok", done.stdout + done.stderr[-2000:]

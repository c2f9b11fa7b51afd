"""Run every benchmark module under bench/ (each exposes main()) and print its figures."""
import importlib
import os
import pkgutil
import sys
from pathlib import Path

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "liuren_site.settings")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def main() -> None:
    import django

    django.setup()
    selected = set(sys.argv[1:])
    for module in sorted(pkgutil.iter_modules([str(Path(__file__).parent)]), key=lambda m: m.name):
        if not module.name.startswith("bench_") or (selected and module.name not in selected):
            continue
        print(f"== {module.name}")
        importlib.import_module(f"bench.{module.name}").main()


if __name__ == "__main__":
    main()

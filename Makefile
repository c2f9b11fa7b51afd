# The two commands: `make run` serves the app, `make test` runs every test. Both set up first.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# Test tools from the npm registry (axe-core for the accessibility check), pinned in package-lock.json.
NODE_STAMP := node_modules/.installed
HOST ?= 127.0.0.1:8000

.PHONY: setup run test lint bench check-deploy clean

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $(STAMP)

$(NODE_STAMP): package.json package-lock.json
	@if command -v npm >/dev/null; then npm ci --no-audit --no-fund --loglevel=error && touch $@; \
	else echo "npm is not installed: the browser tests' accessibility check (axe-core) will be skipped."; fi

setup: $(STAMP)
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_corpus
	$(PY) manage.py collectstatic --noinput --verbosity 0

run: setup
	$(PY) manage.py runserver $(HOST)

test: lint $(NODE_STAMP)
	$(PY) -m pytest

# The gates: ruff (lint, import order) over the tree; mypy over the pure packages (pyproject.toml).
lint: $(STAMP)
	$(VENV)/bin/ruff check .
	$(VENV)/bin/mypy

bench: setup
	$(PY) -m bench

check-deploy: $(STAMP)
	DJANGO_SECRET_KEY=$$(head -c 48 /dev/urandom | base64) DJANGO_ALLOWED_HOSTS=example.org DJANGO_HTTPS=1 \
		$(PY) manage.py check --deploy --fail-level WARNING

clean:
	rm -rf $(VENV) node_modules staticfiles db.sqlite3

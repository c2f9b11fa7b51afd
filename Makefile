# The two commands: `make run` serves the app, `make test` runs every test. Both set up first.
# `make test-postgres` runs every test again on PostgreSQL (DATABASE_URL, or a server of its own).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
HOST ?= 127.0.0.1:8000

.PHONY: setup run test test-postgres migrations-check lint bench check-deploy clean

$(STAMP): requirements.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -r requirements.txt
	touch $(STAMP)

setup: $(STAMP)
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_corpus
	$(PY) manage.py collectstatic --noinput --verbosity 0

run: setup
	$(PY) manage.py runserver $(HOST)

test: lint migrations-check
	$(PY) -m pytest

# The same suite and migration check on PostgreSQL: the server DATABASE_URL names, or a throwaway one.
test-postgres: lint
	bin/with-postgres sh -c '$(PY) manage.py makemigrations --check --dry-run && $(PY) -m pytest'

# Models and migrations agree (on whichever database DATABASE_URL names).
migrations-check: $(STAMP)
	$(PY) manage.py makemigrations --check --dry-run

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
	rm -rf $(VENV) staticfiles db.sqlite3

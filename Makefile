# The two commands: `make run` serves the app, `make test` runs every test. Both set up first.
# Development installs requirements/dev.txt (the runtime set and the tests' and gates' tools) into .venv;
# `make production` installs requirements/base.txt alone, as a server does. Both lock files carry hashes.
# `make test-postgres` runs every test again on PostgreSQL (DATABASE_URL, or a server of its own).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed
# Test tools from the npm registry (axe-core for the accessibility check), pinned in package-lock.json.
NODE_STAMP := node_modules/.installed
PRODUCTION_VENV := .venv-production
PRODUCTION_STAMP := $(PRODUCTION_VENV)/.installed
HOST ?= 127.0.0.1:8000
PIP_TOOLS := pip-tools==7.6.2

.PHONY: setup messages extract-messages run test test-postgres migrations-check lint bench bench-instructions production check-deploy requirements clean

$(STAMP): requirements/dev.txt requirements/base.txt
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet --require-hashes -r requirements/dev.txt
	touch $(STAMP)

$(NODE_STAMP): package.json package-lock.json
	@if command -v npm >/dev/null; then npm ci --no-audit --no-fund --loglevel=error && touch $@; \
	else echo "npm is not installed: the browser tests' accessibility check (axe-core) will be skipped."; fi
$(PRODUCTION_STAMP): requirements/base.txt
	$(PYTHON) -m venv $(PRODUCTION_VENV)
	$(PRODUCTION_VENV)/bin/python -m pip install --quiet --upgrade pip
	$(PRODUCTION_VENV)/bin/python -m pip install --quiet --require-hashes -r requirements/base.txt
	touch $(PRODUCTION_STAMP)

# The interface languages: zh_Hans written from zh_Hant (OpenCC), every locale/*.po compiled to .mo by
# Babel (pure Python, pinned: no system gettext needed to build or run). Only the catalogue test's
# `makemessages` run needs GNU gettext's xgettext (`.ci/run` installs Debian's gettext).
messages: $(STAMP)
	$(PY) manage.py build_messages

# After changing a template's or a module's messages: add the new msgids to locale/zh_Hant and locale/ja
# (GNU gettext's xgettext and msgmerge do the extraction), then translate them (docs/languages.md).
extract-messages: $(STAMP)
	$(PY) manage.py extract_messages

setup: messages
	$(PY) manage.py migrate --noinput
	$(PY) manage.py load_corpus
	$(PY) manage.py collectstatic --noinput --verbosity 0

run: setup
	$(PY) manage.py runserver $(HOST)

test: lint messages migrations-check $(NODE_STAMP)
	$(PY) -m pytest

# The same suite and migration check on PostgreSQL: the server DATABASE_URL names, or a throwaway one.
test-postgres: lint messages $(NODE_STAMP)
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

# Instructions a page costs (valgrind's callgrind): what the machine's speed does not move; some minutes.
bench-instructions: setup
	$(PY) -m bench.instructions

production: $(PRODUCTION_STAMP)

# The deploy checks, run by the production install: the runtime set alone must carry the site.
check-deploy: $(PRODUCTION_STAMP)
	$(PRODUCTION_VENV)/bin/python manage.py build_messages
	DJANGO_SECRET_KEY=$$(head -c 48 /dev/urandom | base64) DJANGO_ALLOWED_HOSTS=example.org DJANGO_HTTPS=1 \
		DJANGO_HSTS_SECONDS=31536000 DJANGO_HSTS_INCLUDE_SUBDOMAINS=0 DJANGO_HSTS_PRELOAD=0 \
		$(PRODUCTION_VENV)/bin/python manage.py check --deploy --fail-level WARNING

# Recompile the lock files from requirements/*.in (pins kept unless an .in file changes them).
requirements:
	$(PYTHON) -m venv .venv-tools
	.venv-tools/bin/python -m pip install --quiet $(PIP_TOOLS)
	cd requirements && for name in base dev; do \
		CUSTOM_COMPILE_COMMAND="make requirements" ../.venv-tools/bin/pip-compile --quiet --generate-hashes \
			--strip-extras --no-emit-index-url --no-emit-find-links --no-emit-trusted-host \
			--output-file $$name.txt $$name.in || exit 1; \
	done

clean:
	rm -rf $(VENV) $(PRODUCTION_VENV) .venv-tools node_modules staticfiles db.sqlite3 locale/*/LC_MESSAGES/*.mo

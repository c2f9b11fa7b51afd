"""Shared test fixtures, and the Hypothesis settings of the property tests."""
import os

import pytest
from hypothesis import HealthCheck, settings

# No example database in the work tree; no deadline (a first request builds caches for seconds); the same
# examples on every CI run (CI=true), fresh ones on a developer's. The test client fixtures are stateless.
settings.register_profile("site", database=None, deadline=None, derandomize=bool(os.environ.get("CI")),
                          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
settings.load_profile("site")

# A teacher's sheet (`new_sheet`, `lesson`), for the sheets' tests and the pages' tests that read a sheet.
pytest_plugins = ["tests.sheets.fixtures"]


@pytest.fixture(autouse=True)
def _static_files_without_manifest(settings):
    # The manifest exists only after collectstatic; tests read static files from the finders.
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }


@pytest.fixture(autouse=True)
def _fast_password_hashing(settings):
    # Django's real hasher takes most of a second per password by design; tests check rules, not its cost.
    settings.PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]


@pytest.fixture(autouse=True)
def _no_rate_limits(settings):
    # django-ratelimit counts in the process's cache, which outlives each test's database: the tests of the limits
    # turn them on with a cache of their own (tests/accounts/test_throttle.py).
    settings.RATELIMIT_ENABLE = False


@pytest.fixture(autouse=True)
def _each_test_starts_in_the_default_language():
    # A request leaves its reader's language active in the thread (LocaleMiddleware): a test that reads a
    # message outside a request must not inherit the last page's language.
    from django.utils import translation

    translation.deactivate()
    yield
    translation.deactivate()


@pytest.fixture(scope="session")
def _corpus_loaded_once(django_db_setup, django_db_blocker):
    from django.core.management import call_command

    with django_db_blocker.unblock():
        call_command("load_corpus", verbosity=0)


@pytest.fixture
def corpus_db(_corpus_loaded_once, db):
    """The shipped corpus in the test database (loaded once a session; again after a transactional flush)."""
    from django.core.management import call_command

    from classics.models import Passage

    if not Passage.objects.exists():
        call_command("load_corpus", verbosity=0)


@pytest.fixture(scope="session")
def browser():
    """A headless Chromium (Debian's chromium + chromedriver) driven by selenium, one per session."""
    import os
    import shutil
    import tempfile

    if not (shutil.which("chromium") and shutil.which("chromedriver")):
        if os.environ.get("LIUREN_REQUIRE_BROWSER"):
            pytest.fail("chromium and chromedriver are required (LIUREN_REQUIRE_BROWSER is set)")
        pytest.skip("chromium/chromedriver not installed")
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium")
    profile = tempfile.mkdtemp(prefix="liuren-chrome-")
    for flag in (
        "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-quic",
        "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={profile}", "--window-size=1280,900",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service(executable_path="/usr/bin/chromedriver"), options=options)
    yield driver
    driver.quit()
    shutil.rmtree(profile, ignore_errors=True)


@pytest.fixture
def make_user(db):
    """A user with a known password (Django's validators accept it)."""
    from django.contrib.auth import get_user_model

    def make(username="teacher", password="tortoise-shell-oracle-17"):
        return get_user_model().objects.create_user(username=username, password=password)
    return make


@pytest.fixture
def teacher(make_user):
    return make_user("teacher")


@pytest.fixture
def student(make_user):
    return make_user("student")


@pytest.fixture
def as_teacher(client, teacher):
    client.force_login(teacher)
    return client


@pytest.fixture
def stranger_client(student):
    """Another signed-in user, in a client of their own."""
    from django.test import Client

    other = Client()
    other.force_login(student)
    return other


@pytest.fixture(scope="session")
def redis_url():
    """Debian's redis-server on a loopback port of its own, for the tests of the shared cache."""
    import os
    import shutil
    import socket
    import subprocess
    import tempfile
    import time

    binary = shutil.which("redis-server")
    if binary is None:
        if os.environ.get("LIUREN_REQUIRE_REDIS"):
            pytest.fail("redis-server is required (LIUREN_REQUIRE_REDIS is set)")
        pytest.skip("redis-server not installed")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    workdir = tempfile.mkdtemp(prefix="liuren-redis-")
    server = subprocess.Popen([binary, "--bind", "127.0.0.1", "--port", str(port), "--save", "", "--appendonly", "no",
                               "--dir", workdir], stdout=subprocess.DEVNULL)
    deadline = time.monotonic() + 20
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as connection:
                connection.sendall(b"PING\r\n")
                if connection.recv(16).startswith(b"+PONG"):
                    break
        except OSError:
            pass
        if time.monotonic() > deadline or server.poll() is not None:
            server.kill()
            pytest.fail("redis-server did not start")
        time.sleep(0.1)
    yield f"redis://127.0.0.1:{port}/0"
    server.terminate()
    server.wait(timeout=10)
    shutil.rmtree(workdir, ignore_errors=True)


@pytest.fixture(scope="session")
def axe_source():
    """axe-core's script (npm registry, pinned in package-lock.json; `make test` installs it with npm ci)."""
    import os
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "node_modules" / "axe-core" / "axe.min.js"
    if not path.exists():
        if os.environ.get("LIUREN_REQUIRE_BROWSER"):
            pytest.fail(f"{path} is missing: run `npm ci` (make test does, when npm is installed)")
        pytest.skip("axe-core is not installed (npm ci)")
    return path.read_text(encoding="utf-8")


@pytest.fixture
def viewport(browser):
    """Set the browser's viewport to a desktop (1280) or a phone (390) width; restored afterwards."""
    size = browser.get_window_size()

    def set_width(width: int, height: int = 900):
        browser.set_window_size(width, height)
        return browser

    yield set_width
    browser.set_window_size(size["width"], size["height"])


@pytest.fixture
def back_to_the_latest_schema():
    """After a test that migrated the database to a past state, the schema every other test expects."""
    from tests.migrating import migrate_to_the_latest

    yield
    migrate_to_the_latest()

"""Shared test fixtures."""
import pytest


@pytest.fixture(autouse=True)
def _static_files_without_manifest(settings):
    # The manifest exists only after collectstatic; tests read static files from the finders.
    settings.STORAGES = {
        **settings.STORAGES,
        "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"},
    }


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

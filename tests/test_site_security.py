"""The site is safe by default: debug off, security headers, a CSP with no inline scripts, settings that fail loudly.

Settings are read once a process, so each environment is tried in a fresh Python (the tests' own
process runs under pytest-django, which turns DEBUG off whatever the environment says).
"""
import json
import logging
import os
import subprocess
import sys

import pytest
from django.conf import settings

from liuren_site.logs import OneLineFormatter

PRODUCTION = {"DJANGO_SECRET_KEY": "x" * 64 + "-production-key-from-env", "DJANGO_ALLOWED_HOSTS": "example.org"}


def _environment(**variables: str) -> dict[str, str]:
    """This process's environment without any DJANGO_* variable of the developer's, plus `variables`."""
    env = {name: value for name, value in os.environ.items() if not name.startswith("DJANGO_")}
    return env | {"DJANGO_SETTINGS_MODULE": "liuren_site.settings"} | variables


def _python(code: str, **variables: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-c", code], cwd=settings.BASE_DIR, env=_environment(**variables),
                          capture_output=True, text=True, timeout=60)


def _settings(*names: str, **variables: str) -> dict:
    """The named settings as a fresh process reads them from `variables`."""
    result = _python(f"import json; from django.conf import settings; print(json.dumps({{n: getattr(settings, n) "
                     f"for n in {names!r}}}))", **variables)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def _refusal(**variables: str) -> str:
    """The last line of the error a fresh process stops with when it loads the settings from `variables`."""
    result = _python("from django.conf import settings; settings.DEBUG", **variables)
    assert result.returncode != 0, result.stdout
    return result.stderr.strip().splitlines()[-1]


def test_debug_is_off_when_DJANGO_DEBUG_is_not_set():
    assert _settings("DEBUG") == {"DEBUG": False}


@pytest.mark.parametrize("value, debug", [("1", True), ("yes", True), ("ON", True), ("0", False), ("off", False)])
def test_DJANGO_DEBUG_reads_yes_and_no_words(value, debug):
    assert _settings("DEBUG", DJANGO_DEBUG=value) == {"DEBUG": debug}


@pytest.mark.parametrize("name", ["DJANGO_DEBUG", "DJANGO_HTTPS", "DJANGO_HSTS_INCLUDE_SUBDOMAINS", "DJANGO_HSTS_PRELOAD"])
def test_a_flag_value_not_understood_stops_the_site_naming_the_variable(name):
    assert _refusal(**{name: "maybe"}) == (
        f"django.core.exceptions.ImproperlyConfigured: {name}='maybe' is not understood: "
        "give 1, true, yes, on or 0, false, no, off.")


def test_hsts_seconds_that_are_not_a_number_stop_the_site_naming_the_variable():
    assert "DJANGO_HSTS_SECONDS='a year' is not understood" in _refusal(DJANGO_HSTS_SECONDS="a year")


def test_the_served_application_refuses_to_load_without_a_secret_key():
    result = _python("import liuren_site.wsgi")
    assert result.returncode == 1
    assert result.stderr.strip().splitlines()[-1].startswith(
        "django.core.exceptions.ImproperlyConfigured: DJANGO_SECRET_KEY is not set")


def test_the_served_application_loads_with_a_secret_key():
    result = _python("import liuren_site.wsgi; print(liuren_site.wsgi.application.django_application.__class__.__name__)",
                     DJANGO_SECRET_KEY="k" * 50)
    assert (result.returncode, result.stdout.strip()) == (0, "WSGIHandler"), result.stderr


def test_the_served_application_loads_without_a_key_when_debug_is_on():
    assert _python("import liuren_site.wsgi", DJANGO_DEBUG="1").returncode == 0


def test_a_management_command_runs_without_a_secret_key():
    result = subprocess.run([sys.executable, "manage.py", "check"], cwd=settings.BASE_DIR, env=_environment(),
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr


def test_https_alone_redirects_and_secures_cookies_but_sends_no_hsts_and_trusts_no_proxy_header():
    assert _settings("SECURE_SSL_REDIRECT", "SESSION_COOKIE_SECURE", "CSRF_COOKIE_SECURE", "SECURE_HSTS_SECONDS",
                     "SECURE_HSTS_INCLUDE_SUBDOMAINS", "SECURE_HSTS_PRELOAD", "SECURE_PROXY_SSL_HEADER",
                     DJANGO_HTTPS="1") == {
        "SECURE_SSL_REDIRECT": True, "SESSION_COOKIE_SECURE": True, "CSRF_COOKIE_SECURE": True,
        "SECURE_HSTS_SECONDS": 0, "SECURE_HSTS_INCLUDE_SUBDOMAINS": False, "SECURE_HSTS_PRELOAD": False,
        "SECURE_PROXY_SSL_HEADER": None,
    }


def test_hsts_seconds_alone_covers_neither_subdomains_nor_preload():
    assert _settings("SECURE_HSTS_SECONDS", "SECURE_HSTS_INCLUDE_SUBDOMAINS", "SECURE_HSTS_PRELOAD",
                     DJANGO_HTTPS="1", DJANGO_HSTS_SECONDS="3600") == {
        "SECURE_HSTS_SECONDS": 3600, "SECURE_HSTS_INCLUDE_SUBDOMAINS": False, "SECURE_HSTS_PRELOAD": False}


def test_subdomains_and_preload_are_each_asked_for_on_their_own():
    assert _settings("SECURE_HSTS_INCLUDE_SUBDOMAINS", "SECURE_HSTS_PRELOAD", DJANGO_HTTPS="1",
                     DJANGO_HSTS_SECONDS="31536000", DJANGO_HSTS_INCLUDE_SUBDOMAINS="1") == {
        "SECURE_HSTS_INCLUDE_SUBDOMAINS": True, "SECURE_HSTS_PRELOAD": False}
    assert _settings("SECURE_HSTS_INCLUDE_SUBDOMAINS", "SECURE_HSTS_PRELOAD", DJANGO_HTTPS="1",
                     DJANGO_HSTS_SECONDS="31536000", DJANGO_HSTS_INCLUDE_SUBDOMAINS="1", DJANGO_HSTS_PRELOAD="1") == {
        "SECURE_HSTS_INCLUDE_SUBDOMAINS": True, "SECURE_HSTS_PRELOAD": True}


def test_preload_without_a_year_of_hsts_over_every_subdomain_is_refused():
    assert "DJANGO_HSTS_PRELOAD=1 needs DJANGO_HSTS_INCLUDE_SUBDOMAINS=1" in _refusal(
        DJANGO_HTTPS="1", DJANGO_HSTS_SECONDS="3600", DJANGO_HSTS_PRELOAD="1")


def test_the_proxy_header_is_trusted_only_as_named():
    assert _settings("SECURE_PROXY_SSL_HEADER", DJANGO_HTTPS="1", DJANGO_PROXY_SSL_HEADER="X-Forwarded-Proto") == {
        "SECURE_PROXY_SSL_HEADER": ["HTTP_X_FORWARDED_PROTO", "https"]}
    assert "DJANGO_PROXY_SSL_HEADER='X-Forwarded-Proto: https' is not a header name" in _refusal(
        DJANGO_PROXY_SSL_HEADER="X-Forwarded-Proto: https")


def test_the_forwarded_client_address_is_read_only_as_many_proxies_are_named():
    assert _settings("TRUSTED_PROXY_COUNT") == {"TRUSTED_PROXY_COUNT": 0}
    assert "DJANGO_TRUSTED_PROXY_COUNT='one' is not understood: give a whole number of proxies, e.g. 1." in _refusal(
        DJANGO_TRUSTED_PROXY_COUNT="one")


def test_home_sends_security_headers(client):
    response = client.get("/")
    assert response.status_code == 200
    csp = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in csp
    assert "unsafe-inline" not in csp
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["X-Frame-Options"] == "DENY"


def _check_deploy(**variables: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
                          cwd=settings.BASE_DIR, env=_environment(**PRODUCTION, **variables),
                          capture_output=True, text=True, timeout=60)


def test_check_deploy_is_clean_with_production_settings():
    result = _check_deploy(DJANGO_HTTPS="1", DJANGO_HSTS_SECONDS="31536000", DJANGO_HSTS_INCLUDE_SUBDOMAINS="0",
                           DJANGO_HSTS_PRELOAD="0")
    assert result.returncode == 0, result.stdout + result.stderr


def test_check_deploy_reminds_of_each_hsts_setting_not_chosen():
    result = _check_deploy(DJANGO_HTTPS="1", DJANGO_HSTS_SECONDS="31536000")
    assert result.returncode == 1
    assert "security.W005" in result.stderr and "security.W021" in result.stderr


class _Collect(logging.Handler):
    def __init__(self):
        super().__init__()
        self.records = []

    def emit(self, record):
        self.records.append(record)


@pytest.fixture
def logged():
    """The records a named logger passes on during the test, and the lines its own handlers make of them."""
    added = []

    def collect(name):
        handler = _Collect()
        logging.getLogger(name).addHandler(handler)
        added.append((name, handler))
        return handler
    yield collect
    for name, handler in added:
        logging.getLogger(name).removeHandler(handler)


def _site_handler(name):
    """The handler the site's LOGGING gives a logger (pytest adds its own capturing handlers beside it)."""
    (handler,) = [h for h in logging.getLogger(name).handlers if isinstance(h.formatter, OneLineFormatter)]
    return handler


def test_a_bad_host_header_logs_one_short_line(client, logged):
    log = logged("django.security.DisallowedHost")
    assert client.get("/", HTTP_HOST="scanner.example").status_code == 400
    (record,) = log.records
    assert record.exc_info is not None  # Django attaches the traceback; the site's handler leaves it out
    line = _site_handler("django.security.DisallowedHost").format(record)
    assert "\n" not in line
    assert line.endswith("[django.security.DisallowedHost] ERROR: Invalid HTTP_HOST header: 'scanner.example'. "
                         "You may need to add 'scanner.example' to ALLOWED_HOSTS.")


def test_a_very_long_bad_host_is_cut_short_in_the_log(client, logged):
    log = logged("django.security.DisallowedHost")
    client.get("/", HTTP_HOST="a" * 5000 + ".example")
    assert len(_site_handler("django.security.DisallowedHost").format(log.records[0])) < 300


def test_a_client_error_logs_nothing(client, logged):
    log = logged("django.request")
    assert client.get("/no/such/page/").status_code == 404
    assert client.get("/chart/", {"day": "甲丑"}).status_code == 400
    assert log.records == []


@pytest.mark.django_db
def test_every_page_and_every_answer_carries_the_one_policy_of_the_settings(client):
    from csp.utils import build_policy

    pages = [client.get(url) for url in ("/", "/classics/", "/api/chart?day=丁卯&general=亥&hour=丑")]
    assert {page.headers["Content-Security-Policy"] for page in pages} == {build_policy()}


# F9 of issue 38: a 400 for a bad Host came from the middleware that found it (CommonMiddleware), without the
# headers of the middleware after it: no CSP, no X-Frame-Options.
def test_a_bad_host_is_answered_400_with_every_security_header(client):
    from csp.utils import build_policy

    response = client.get("/", HTTP_HOST="scanner.example")
    assert response.status_code == 400
    assert {name: response.headers.get(name) for name in (
        "Content-Security-Policy", "X-Frame-Options", "X-Content-Type-Options", "Referrer-Policy")} == {
        "Content-Security-Policy": build_policy(), "X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "same-origin"}


# F9 of issue 38: gunicorn logged "WSGI app sent body bytes on a no-body response" for every HEAD request.
def test_gunicorn_answers_head_with_the_headers_of_get_and_logs_no_warning(tmp_path):
    import http.client
    import socket
    import time

    with socket.socket() as free:
        free.bind(("127.0.0.1", 0))
        port = free.getsockname()[1]
    log, configuration = tmp_path / "gunicorn.log", tmp_path / "empty.conf.py"
    # An empty configuration: the site's gunicorn.conf.py builds the browsers' tables first, which HEAD needs not.
    configuration.write_text("")
    # gunicorn's warning goes through the logging the site configures: to the server's standard error.
    server = subprocess.Popen([str(settings.BASE_DIR / ".venv" / "bin" / "gunicorn"), "-c", str(configuration),
                               "liuren_site.wsgi", "-b", f"127.0.0.1:{port}", "-w", "1"],
                              cwd=settings.BASE_DIR, env=_environment(DJANGO_SECRET_KEY="k" * 50), stderr=log.open("w"))
    try:
        for _ in range(100):
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=30)
                connection.request("GET", "/")
                got = connection.getresponse()
                body = got.read()
                break
            except OSError:
                time.sleep(0.2)
        connection.request("HEAD", "/")
        head = connection.getresponse()
        assert (got.status, head.status, head.read()) == (200, 200, b"")
        assert (head.headers["Content-Length"], head.headers["Content-Type"]) == (str(len(body)), "text/html; charset=utf-8")
        connection.close()
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert "no-body response" not in log.read_text()

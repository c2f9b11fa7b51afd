"""The site is safe by default: debug off, security headers, a CSP with no inline scripts."""
import os
import subprocess
import sys

from django.conf import settings


def test_debug_is_off_unless_asked_for():
    assert settings.DEBUG is False


def test_home_sends_security_headers(client):
    response = client.get("/")
    assert response.status_code == 200
    csp = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in csp
    assert "unsafe-inline" not in csp
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["X-Frame-Options"] == "DENY"


def test_check_deploy_is_clean_with_production_settings():
    env = dict(os.environ, DJANGO_SECRET_KEY="x" * 64 + "-production-key-from-env", DJANGO_HTTPS="1",
               DJANGO_ALLOWED_HOSTS="example.org")
    env.pop("DJANGO_DEBUG", None)
    result = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=settings.BASE_DIR, env=env, capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stdout + result.stderr

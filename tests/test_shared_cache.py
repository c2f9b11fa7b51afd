"""The cache several servers share: CACHE_URL selects Django's Redis cache, and a page one server rendered
is served by another from it. Each "server" here is a process of its own, with its own secret key."""
import json
import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest

from tests.pages import without_token

ROOT = Path(__file__).resolve().parent.parent
CHART = "/ke/丁卯/亥/丑/"  # the short link of a 課: redirected to its canonical chart URL

# A process of the site: settings from the environment it is given, then one request through Django's
# handler (the test client), printing what the test needs. With `broken`, the chart page cannot be rendered
# in this process, so a 200 can only come from the shared cache.
SERVER = """
import json, os, sys
import django
django.setup()
from django.conf import settings
from django.core.cache import cache
from django.test import Client
from django.test.utils import override_settings
if sys.argv[2] == "broken":
    import divination.builder.views as views
    def refuse(*args, **kwargs):
        raise RuntimeError("this server cannot render charts")
    views.chart_context = refuse
static = {**settings.STORAGES, "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"}}
with override_settings(STORAGES=static, ALLOWED_HOSTS=["testserver"]):
    response = Client(raise_request_exception=False).get(sys.argv[1], follow=True)
print(json.dumps({"backend": settings.CACHES["default"]["BACKEND"], "prefix": settings.CACHES["default"].get("KEY_PREFIX"),
                  "status": response.status_code, "body": response.content.decode()[:20000]}))
"""


def serve(url: str, cache_url: str | None, mode: str = "working") -> dict:
    env = {k: v for k, v in os.environ.items() if k not in ("CACHE_URL", "CACHE_KEY_PREFIX", "DJANGO_DEBUG")}
    env |= {"DJANGO_SETTINGS_MODULE": "liuren_site.settings", "DJANGO_SECRET_KEY": secrets.token_urlsafe(40)}
    if cache_url:
        env["CACHE_URL"] = cache_url
    done = subprocess.run([sys.executable, "-c", SERVER, url, mode], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_without_cache_url_each_process_keeps_its_own_cache():
    assert serve("/", None)["backend"] == "django.core.cache.backends.locmem.LocMemCache"


def test_cache_url_selects_djangos_redis_cache(redis_url):
    assert serve("/", redis_url)["backend"] == "django.core.cache.backends.redis.RedisCache"


def test_every_server_of_one_release_writes_the_same_keys(redis_url):
    # Different secret keys, different processes: the prefix is the release's, nothing per process.
    assert serve("/", redis_url)["prefix"] == serve("/", redis_url)["prefix"]


def test_a_second_server_serves_the_first_ones_chart_page_from_the_shared_cache(redis_url):
    first = serve(CHART, redis_url)
    second = serve(CHART, redis_url, "broken")
    assert first["status"] == 200 and "丁卯" in first["body"]
    # the same page, each reader given a token of their own (languages.csrf) in the language switcher
    assert second["status"] == 200 and without_token(second["body"]) == without_token(first["body"])
    assert 'value="csrf-' not in second["body"]


def test_a_server_without_the_shared_cache_renders_for_itself(redis_url):
    serve(CHART, redis_url)
    assert serve(CHART, None, "broken")["status"] == 500


def test_a_cache_url_of_another_kind_is_refused():
    from liuren_site.settings import cache_from_url

    with pytest.raises(ValueError, match="redis://"):
        cache_from_url("memcached://127.0.0.1:11211")

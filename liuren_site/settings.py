"""Settings for the 大六壬 study site. Everything that differs between machines comes from the environment.

DJANGO_DEBUG          "1" turns debug on (off unless set)
DJANGO_SECRET_KEY     required in production; a random per-process key is used when absent
DJANGO_ALLOWED_HOSTS  comma-separated; default localhost,127.0.0.1
DATABASE_URL          default sqlite:///<project>/db.sqlite3; postgres://… is supported
DJANGO_HTTPS          "1" when served behind TLS: HSTS, secure cookies, redirect to https
CACHE_URL             the cache several servers share, redis://host:port/db (or rediss://, unix://);
                      absent: each process keeps its own (LocMem)
CACHE_KEY_PREFIX      what the shared cache's keys start with; default: a digest of the code, so servers
                      running one release share entries and a new release never serves an old one's pages
"""
from __future__ import annotations

import hashlib
import os
import secrets
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF

BASE_DIR = Path(__file__).resolve().parent.parent


def _flag(name: str) -> bool:
    return os.environ.get(name, "").strip().lower() in {"1", "true", "yes", "on"}


DEBUG = _flag("DJANGO_DEBUG")
# A missing key must not stop `make run` on a fresh machine; links and charts never depend on it.
SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY") or secrets.token_urlsafe(50)
ALLOWED_HOSTS = [
    h.strip() for h in os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost,127.0.0.1").split(",") if h.strip()
]

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.staticfiles",
    "django_htmx",
    "django_tables2",
    "divination",
    "classics",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "liuren_site.urls"
WSGI_APPLICATION = "liuren_site.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
            ],
        },
    }
]

DATABASES = {
    "default": dj_database_url.config(
        default=f"sqlite:///{BASE_DIR / 'db.sqlite3'}", conn_max_age=60
    )
}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"


def code_release() -> str:
    """A digest of the code and templates: the same on every server running the same release."""
    digest = hashlib.sha256()
    for folder in ("classics", "divination", "liuren_site", "sources", "templates", "static"):
        for path in sorted((BASE_DIR / folder).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts:
                digest.update(str(path.relative_to(BASE_DIR)).encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


def cache_from_url(url: str) -> dict:
    """CACHE_URL → Django's built-in Redis cache; nothing per process enters its keys (cache_page keys are the
    method, the absolute URL and the headers the page varies on, after this prefix)."""
    if not url.startswith(("redis://", "rediss://", "unix://")):
        raise ValueError(f"CACHE_URL must be a redis://, rediss:// or unix:// URL, not {url!r}")
    return {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": url,
        "KEY_PREFIX": os.environ.get("CACHE_KEY_PREFIX") or code_release(),
        "TIMEOUT": 24 * 3600,
    }


# Rendered chart pages (the same URL always yields the same chart) are kept in the shared cache when
# CACHE_URL names one, else per process, up to ~60 MB.
CACHES = {
    "default": cache_from_url(os.environ["CACHE_URL"]) if os.environ.get("CACHE_URL") else {
        "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
        "OPTIONS": {"MAX_ENTRIES": 1000},
    }
}

LANGUAGE_CODE = "zh-hant"
TIME_ZONE = "UTC"
USE_I18N = False
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"
        if not DEBUG
        else "django.contrib.staticfiles.storage.StaticFilesStorage"
    },
}
# Tests and `runserver` read static files straight from the finders; no collectstatic needed.
WHITENOISE_USE_FINDERS = True
WHITENOISE_MANIFEST_STRICT = False

# The corpus the project ships (a byte-identical copy of the reference texts).
CORPUS_DIR = BASE_DIR / "corpus"

# Security headers. HTTPS-only settings apply when served behind TLS.
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True
if _flag("DJANGO_HTTPS"):
    SECURE_SSL_REDIRECT = True
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_HSTS_SECONDS = 31536000
    SECURE_HSTS_INCLUDE_SUBDOMAINS = True
    SECURE_HSTS_PRELOAD = True
    SESSION_COOKIE_SECURE = True
    CSRF_COOKIE_SECURE = True

# No inline scripts or styles anywhere: every script and stylesheet is a static file.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF],
        "img-src": [SELF, "data:"],
        "font-src": [SELF],
        "connect-src": [SELF],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    }
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": "WARNING"},
}

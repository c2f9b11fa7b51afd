"""Settings for the 大六壬 study site. Everything that differs between machines comes from the environment.

DJANGO_DEBUG          a flag: debug on (off unless set)
DJANGO_SECRET_KEY     required to serve the WSGI application (liuren_site/wsgi.py) with debug off;
                      commands, `make run` and the tests make up a key of their own process without it
DJANGO_ALLOWED_HOSTS  comma-separated; default localhost,127.0.0.1
DATABASE_URL          default sqlite:///<project>/db.sqlite3; postgres://… is supported
DJANGO_HTTPS          a flag: served over TLS only (redirect to https, secure cookies)
DJANGO_HSTS_SECONDS   Strict-Transport-Security max-age (HSTS off unless set; needs DJANGO_HTTPS)
DJANGO_HSTS_INCLUDE_SUBDOMAINS, DJANGO_HSTS_PRELOAD
                      flags: HSTS for every subdomain too; ask to be preloaded by browsers (both near
                      irreversible, so each is asked for on its own; set 0 to record the choice "no")
DJANGO_PROXY_SSL_HEADER
                      the header a TLS proxy in front sets to "https" (e.g. X-Forwarded-Proto); trusted
                      only when named, since any client can send it where no proxy overwrites it
DJANGO_TRUSTED_PROXY_COUNT
                      how many reverse proxies stand in front, each adding to X-Forwarded-For: the sign-in
                      throttle then counts per client address read from that header (unset: REMOTE_ADDR)

DJANGO_SCRIPT_NAME    the path the site is mounted under behind a proxy (e.g. /liuren); every link and static
                      file is then written under it (Django's FORCE_SCRIPT_NAME); default: the root

CACHE_URL             the cache several servers share, redis://host:port/db (or rediss://, unix://);
                      absent: each process keeps its own (LocMem)
CACHE_KEY_PREFIX      what the shared cache's keys start with; default: a digest of the code, so servers
                      running one release share entries and a new release never serves an old one's pages

A flag is 1/true/yes/on or 0/false/no/off; anything else stops the site with a message naming the variable.
The README explains each setting.
"""
from __future__ import annotations

import datetime as dt
import hashlib
import os
import re
import secrets
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured

BASE_DIR = Path(__file__).resolve().parent.parent

_YES, _NO = frozenset({"1", "true", "yes", "on"}), frozenset({"0", "false", "no", "off"})


def _env(name: str) -> str | None:
    """The variable's value, or None when it is unset or blank."""
    return os.environ.get(name, "").strip() or None


def _flag(name: str) -> bool | None:
    """A yes/no variable: True, False, or None when unset; a value it does not understand is an error."""
    raw = _env(name)
    if raw is None:
        return None
    if raw.lower() in _YES | _NO:
        return raw.lower() in _YES
    raise ImproperlyConfigured(f"{name}={raw!r} is not understood: give 1, true, yes, on or 0, false, no, off.")


def _whole_number(name: str, example: str) -> int | None:
    raw = _env(name)
    if raw is None:
        return None
    if not raw.isdigit():
        raise ImproperlyConfigured(f"{name}={raw!r} is not understood: give a whole number of {example}.")
    return int(raw)


def _seconds(name: str) -> int | None:
    return _whole_number(name, "seconds, e.g. 31536000")


def _proxy_header(name: str) -> tuple[str, str] | None:
    """The request header (as Django's META key) that a proxy sets to "https" for a TLS request."""
    raw = _env(name)
    if raw is None:
        return None
    if not re.fullmatch(r"[A-Za-z0-9-]+", raw):
        raise ImproperlyConfigured(f"{name}={raw!r} is not a header name like X-Forwarded-Proto.")
    return "HTTP_" + raw.upper().replace("-", "_"), "https"


DEBUG = bool(_flag("DJANGO_DEBUG"))
# A command's sessions and CSRF tokens live no longer than its process, so a key of its own will do
# (manage.py sets one for a command and its runserver child; the tests use this one). The served
# application refuses to start without DJANGO_SECRET_KEY (liuren_site/wsgi.py): its workers must share it.
SECRET_KEY = _env("DJANGO_SECRET_KEY") or secrets.token_urlsafe(50)
ALLOWED_HOSTS = [
    h.strip() for h in os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost,127.0.0.1").split(",") if h.strip()
]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django_htmx",
    "django_tables2",
    "axes",
    "languages",
    "divination",
    "classics",
    "accounts",
    "notebook",
    "sheets",
    "drills",
    "classes",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # The headers every page carries, outside everything that can refuse a request: a middleware's refusal (a bad
    # Host, which CommonMiddleware finds) is answered where it was raised and passes only the middleware outside it.
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    # Before every middleware that reads or writes the body: it compresses what they leave (with Django's
    # mitigation of BREACH); whitenoise serves static files compressed already.
    "django.middleware.gzip.GZipMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "liuren_site.reader_zone.ReaderZoneMiddleware",   # times shown in the reader's own zone (the `tz` cookie)
    "django_ratelimit.middleware.RatelimitMiddleware",   # a sign-up or an import over its limit: the 429 page
    # Last, as django-axes asks: it answers a locked-out sign-in with the lockout page.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "liuren_site.urls"
CSRF_FAILURE_VIEW = "liuren_site.errors.csrf_failure"
WSGI_APPLICATION = "liuren_site.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "languages.context.page_language",
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

# Accounts: Django's own users, passwords checked by its validators; sign-in throttled by django-axes.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
LOGIN_URL = "accounts:login"
LOGIN_REDIRECT_URL = "accounts:home"
LOGOUT_REDIRECT_URL = "divination:home"
# Five failed sign-ins for one account from one address lock that pair, and five from one address lock that address,
# for an hour; a success resets. Never a username alone: usernames are public (sheets print them), and anyone could
# otherwise lock an owner out from wherever the owner signs in.
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = dt.timedelta(hours=1)
AXES_LOCKOUT_PARAMETERS = [["ip_address", "username"], "ip_address"]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "accounts/locked_out.html"
# Behind N proxies the address axes sees is the nearest proxy's; the client's is then read from
# X-Forwarded-For, where each proxy appends the address it was reached from: the client is the Nth entry
# from the right (python-ipware counts the proxies listed in the header, N - 1 of them; entries further
# left are whatever the client sent). Unset, the header is never read: any client could write it.
TRUSTED_PROXY_COUNT = _whole_number("DJANGO_TRUSTED_PROXY_COUNT", "proxies, e.g. 1") or 0
if TRUSTED_PROXY_COUNT:
    AXES_IPWARE_META_PRECEDENCE_ORDER = ("HTTP_X_FORWARDED_FOR", "REMOTE_ADDR")
    AXES_IPWARE_PROXY_ORDER = "left-most"
    AXES_IPWARE_PROXY_COUNT = TRUSTED_PROXY_COUNT - 1
    # Not strict: a header longer than the proxies make (the client sent one of its own) still yields the
    # address our first proxy saw, instead of falling back to the proxy's own address for everyone.
    IPWARE_STRICT = False
# Sign-up and imports are limited per address and per account by django-ratelimit (accounts/throttle.py), counting
# the client's address as axes reads it; the counts live in the cache (one per process without CACHE_URL).
RATELIMIT_VIEW = "accounts.throttle.rate_limited"
RATELIMIT_IP_META_KEY = "accounts.throttle.client_address"


def code_release() -> str:
    """A digest of the site's code, templates and static files: the same on every server of one release."""
    digest = hashlib.sha256()
    folders = sorted(p for p in BASE_DIR.iterdir() if p.is_dir() and p.name not in ("tests", "bench")
                     and ((p / "__init__.py").exists() or p.name in ("templates", "static")))
    for folder in folders:
        for path in sorted(folder.rglob("*")):
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


# Mounted under a path (DJANGO_SCRIPT_NAME): Django writes every URL it reverses, and the static files' URL, under it.
FORCE_SCRIPT_NAME = _env("DJANGO_SCRIPT_NAME")
if FORCE_SCRIPT_NAME is not None and not re.fullmatch(r"(/[A-Za-z0-9._~-]+)+", FORCE_SCRIPT_NAME):
    raise ImproperlyConfigured("DJANGO_SCRIPT_NAME must be a path such as /liuren (no trailing slash).")

# Whole pages (cache_page) and template fragments ({% cache %}): in the shared cache when CACHE_URL names one,
# else per process, bounded so that a worker stays small (docs/performance.md).
CACHES = {
    "default": cache_from_url(os.environ["CACHE_URL"]) if os.environ.get("CACHE_URL") else {
        "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
        "OPTIONS": {"MAX_ENTRIES": 1000},
    }
}

# The interface languages (docs/languages.md). The browser's Accept-Language chooses the first time, the
# switcher on every page afterwards (a cookie); a browser asking for none of them gets English, the
# language of the message ids and of the API's JSON. Links carry no language: a chart's URL is one chart.
LANGUAGE_CODE = "en"
LANGUAGES = [
    ("zh-hant", "繁體中文"),
    ("zh-hans", "简体中文"),
    ("ja", "日本語"),
    ("en", "English"),
]
LOCALE_PATHS = [BASE_DIR / "locale"]
USE_I18N = True
LANGUAGE_COOKIE_AGE = 365 * 24 * 3600
LANGUAGE_COOKIE_HTTPONLY = True
LANGUAGE_COOKIE_SAMESITE = "Lax"
TIME_ZONE = "UTC"
USE_TZ = True

# The drills' spaced review: the chance a student still recalls a card when FSRS brings it back (docs/drills.md).
DRILLS_DESIRED_RETENTION = float(os.environ.get("DRILLS_DESIRED_RETENTION") or 0.9)

# Under the path the site is mounted at (whitenoise serves them below it).
STATIC_URL = f"{FORCE_SCRIPT_NAME or ''}/static/"
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

# Every table is django-tables2's own, its Chinese words marked for an English page.
DJANGO_TABLES2_TEMPLATE = "tables/table.html"

# The corpus the project ships (a byte-identical copy of the reference texts).
CORPUS_DIR = BASE_DIR / "corpus"

# Security headers. The HTTPS settings apply only as the environment asks, each on its own (README).
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_HTTPONLY = True
# Forms carry the token in a hidden field; no script reads the cookie.
CSRF_COOKIE_HTTPONLY = True
HTTPS = bool(_flag("DJANGO_HTTPS"))
SECURE_SSL_REDIRECT = SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = LANGUAGE_COOKIE_SECURE = HTTPS
SECURE_PROXY_SSL_HEADER = _proxy_header("DJANGO_PROXY_SSL_HEADER")
SECURE_HSTS_SECONDS = _seconds("DJANGO_HSTS_SECONDS") or 0
_hsts_subdomains, _hsts_preload = _flag("DJANGO_HSTS_INCLUDE_SUBDOMAINS"), _flag("DJANGO_HSTS_PRELOAD")
SECURE_HSTS_INCLUDE_SUBDOMAINS, SECURE_HSTS_PRELOAD = bool(_hsts_subdomains), bool(_hsts_preload)
if SECURE_HSTS_PRELOAD and not (SECURE_HSTS_INCLUDE_SUBDOMAINS and SECURE_HSTS_SECONDS >= 31536000):
    # Browsers' preload lists take only a year's HSTS covering every subdomain (hstspreload.org).
    raise ImproperlyConfigured("DJANGO_HSTS_PRELOAD=1 needs DJANGO_HSTS_INCLUDE_SUBDOMAINS=1 and DJANGO_HSTS_SECONDS "
                               "of at least 31536000 (one year).")
# `check --deploy` reminds of each HSTS setting left unset; a variable set to 0 records the choice and
# silences the reminder.
SILENCED_SYSTEM_CHECKS = [check for check, choice in (
    ("security.W004", _seconds("DJANGO_HSTS_SECONDS")), ("security.W005", _hsts_subdomains), ("security.W021",
                                                                                              _hsts_preload),
) if choice in (0, False)]

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

# As Django's own site logs: a request logs only when it fails on the server (5xx, with its traceback);
# a bad Host header (every scanner sends them) is one short line. `runserver` also logs each request.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "full": {"format": "%(asctime)s [%(name)s] %(levelname)s: %(message)s"},
        "one_line": {"()": "liuren_site.logs.OneLineFormatter", "format": "%(asctime)s [%(name)s] %(levelname)s: "
                                                                          "%(message)s"},
    },
    "handlers": {
        "console": {"class": "logging.StreamHandler", "formatter": "full"},
        "one_line": {"class": "logging.StreamHandler", "formatter": "one_line"},
    },
    "loggers": {
        "django.request": {"level": "ERROR"},
        "django.security.DisallowedHost": {"handlers": ["one_line"], "level": "ERROR", "propagate": False},
    },
    "root": {"handlers": ["console"], "level": "WARNING"},
}

"""WSGI entry point (gunicorn liuren_site.wsgi).

Served by several workers, the site needs one secret key they share (sessions, CSRF tokens): with debug
off it refuses to start without DJANGO_SECRET_KEY rather than let each worker make up its own.
"""
import os

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "liuren_site.settings")
application = get_wsgi_application()
if not settings.DEBUG and not os.environ.get("DJANGO_SECRET_KEY", "").strip():
    raise ImproperlyConfigured("DJANGO_SECRET_KEY is not set: the served site needs one secret key shared by its "
                               "workers (e.g. the output of `python -c 'import secrets; print(secrets.token_urlsafe(50))'`).")

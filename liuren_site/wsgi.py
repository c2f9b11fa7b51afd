"""WSGI entry point (gunicorn liuren_site.wsgi).

Served by several workers, the site needs one secret key they share (sessions, CSRF tokens): with debug
off it refuses to start without DJANGO_SECRET_KEY rather than let each worker make up its own.
"""
import os

from django.conf import settings
from django.core.exceptions import ImproperlyConfigured
from django.core.wsgi import get_wsgi_application


class WithoutHeadBodies:
    """Django's application, answering HEAD with the status and headers of GET and no body (RFC 9110 §9.3.2).

    Django leaves dropping the body to the server, and its own runserver drops it; gunicorn drops it too, but logs
    "WSGI app sent body bytes on a no-body response" for every HEAD. No Django setting or middleware does it: a
    middleware's empty content would change the Content-Length that HEAD must report as GET's."""

    def __init__(self, django_application):
        self.django_application = django_application

    def __call__(self, environ, start_response):
        response = self.django_application(environ, start_response)
        if environ.get("REQUEST_METHOD") != "HEAD":
            return response
        response.close()  # as the server would once the body was sent: Django's request_finished
        return []


os.environ.setdefault("DJANGO_SETTINGS_MODULE", "liuren_site.settings")
application = WithoutHeadBodies(get_wsgi_application())
if not settings.DEBUG and not os.environ.get("DJANGO_SECRET_KEY", "").strip():
    raise ImproperlyConfigured("DJANGO_SECRET_KEY is not set: the served site needs one secret key shared by its "
                               "workers (e.g. the output of `python -c 'import secrets; "
                               "print(secrets.token_urlsafe(50))'`).")

#!/usr/bin/env python
"""Django's command-line utility for administrative tasks."""
import os
import secrets
import sys


def main() -> None:
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "liuren_site.settings")
    # A command (runserver included: its reloaded child inherits the key) lives in one process, so it may go
    # without DJANGO_SECRET_KEY; the application served to several workers may not (liuren_site/wsgi.py).
    if not os.environ.get("DJANGO_SECRET_KEY", "").strip():
        os.environ["DJANGO_SECRET_KEY"] = secrets.token_urlsafe(50)
    from django.core.management import execute_from_command_line

    execute_from_command_line(sys.argv)


if __name__ == "__main__":
    main()

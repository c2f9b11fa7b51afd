"""What a server builds before it serves (gunicorn.conf.py): the tables every worker would otherwise build on
its first request of them, for the default school options and pattern settings."""
from __future__ import annotations


def warm_up() -> None:
    from django.db import connections

    from divination.pattern_pages.tables import ke_survey, pattern_rows

    ke_survey()
    pattern_rows()
    # The workers fork from here: none may inherit a database connection opened while building.
    connections.close_all()

"""What a server builds before it serves (gunicorn.conf.py): the tables every worker would otherwise build on
its first request of them, for the default school options and pattern settings, the cells of the 720-課 browser
and of the pattern catalog in every interface language, the chart pages' links of every spirit, and the classics
search's index and OpenCC's dictionaries (~90 ms: a worker's first search paid them)."""
from __future__ import annotations


def warm_up() -> None:
    from django.conf import settings
    from django.db import DatabaseError, connections
    from django.utils import translation

    from classics.search import search_index
    from divination.builder.spirits import build_every_link
    from divination.pattern_pages.context import by_entry
    from divination.pattern_pages.tables import ke_survey, pattern_rows
    from sources.variants import CONVERSIONS, converter

    survey, patterns = ke_survey(), pattern_rows()
    by_entry()  # the pattern pages' look-up of the 課 showing each entry
    build_every_link()  # the chart pages' spirits
    try:
        search_index()
    except DatabaseError:  # a database not migrated yet: the first search builds the index
        pass
    for config in CONVERSIONS:  # the search's and the practice checker's
        converter(config)
    for language, _ in settings.LANGUAGES:
        with translation.override(language):
            str(survey.rows[0]["cells"])  # writes every row's cells in the language
            str(patterns[0]["cells"])
    # The workers fork from here: none may inherit a database connection opened while building.
    connections.close_all()

"""What a server builds before it forks its workers (gunicorn.conf.py): the tables every worker would otherwise
build on its first request of them (the 720-課 browser's rows and the pattern catalog's, for the default school
options and pattern settings: some seconds), the classics search's index and OpenCC's dictionaries."""
from __future__ import annotations


def warm_up() -> None:
    from django.db import DatabaseError, connections

    from classics.search import search_index
    from divination.builder.reach import survey_everything
    from divination.pattern_pages.context import by_entry
    from divination.pattern_pages.tables import ke_survey, pattern_rows
    from sources.variants import CONVERSIONS, converter

    ke_survey()
    pattern_rows()
    by_entry()  # the pattern pages' look-up of the 課 showing each entry
    survey_everything()  # how far each school option and pattern setting reaches (/methods/schools/)
    try:
        search_index()
    except DatabaseError:  # a database not migrated yet: the first search builds the index
        pass
    for config in CONVERSIONS:  # the search's and the practice checker's
        converter(config)
    # The workers fork from here: none may inherit a database connection opened while building.
    connections.close_all()

"""A served site builds the 720-課 browser's table before it forks its workers (gunicorn.conf.py): a worker's
first page of the browser is a look-up, as every later one is."""
import runpy
from pathlib import Path
from unittest import mock

import pytest

from divination.pattern_pages.tables import ke_survey, pattern_rows
from liuren_site.warmup import warm_up

pytestmark = pytest.mark.django_db


def test_after_the_warm_up_the_browser_builds_nothing(client):
    warm_up()
    built = ke_survey.cache_info().misses, pattern_rows.cache_info().misses
    assert client.get("/ke/", {"method": "涉害"}).status_code == 200
    assert client.get("/patterns/").status_code == 200
    assert (ke_survey.cache_info().misses, pattern_rows.cache_info().misses) == built


def test_gunicorn_loads_the_site_once_and_warms_it_up_before_forking():
    config = runpy.run_path(str(Path(__file__).resolve().parents[2] / "gunicorn.conf.py"))
    assert config["preload_app"] is True
    with mock.patch("liuren_site.warmup.warm_up") as warm, mock.patch("gc.freeze") as freeze:
        config["when_ready"](server=None)
    warm.assert_called_once_with()
    freeze.assert_called_once_with()

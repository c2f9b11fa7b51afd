"""gunicorn's master freezes what it has built out of the cycle collector's reach, and each worker what outlives
its full collections, which it runs between requests (liuren_site.collector)."""
import gc
import runpy
import weakref
from pathlib import Path
from unittest import mock

import pytest

from liuren_site.collector import FULL_AFTER, collect_between_requests, freeze_what_is_built

CONF = Path(__file__).resolve().parent.parent / "gunicorn.conf.py"


@pytest.fixture
def collector():
    """The collector as a served worker has it; as it was, after."""
    threshold = gc.get_threshold()
    try:
        freeze_what_is_built()
        yield
    finally:
        gc.unfreeze()
        gc.set_threshold(*threshold)


class _Node:
    def __init__(self):
        self.itself = self


def test_what_is_built_is_frozen_out_of_the_collections(collector):
    assert gc.get_freeze_count() > 0


def test_a_worker_never_runs_a_full_collection_in_the_middle_of_a_request(collector):
    assert gc.get_threshold()[2] > 1_000_000


def test_a_full_collection_due_between_requests_frees_the_old_garbage_and_freezes_what_survives(collector):
    kept, garbage = _Node(), _Node()
    gone = weakref.ref(garbage)
    for _ in range(FULL_AFTER):
        gc.collect(1)  # both reach the oldest generation, and the full collection falls due
    del garbage
    frozen = gc.get_freeze_count()
    collect_between_requests()
    assert gone() is None
    assert gc.get_freeze_count() > frozen and gc.get_count()[2] == 0
    assert kept.itself is kept


def test_no_full_collection_runs_between_requests_before_it_is_due(collector):
    gc.collect()
    frozen = gc.get_freeze_count()
    collect_between_requests()
    assert gc.get_freeze_count() == frozen


def test_the_master_freezes_after_warming_up_before_it_forks_the_workers():
    when_ready = runpy.run_path(str(CONF))["when_ready"]
    calls = mock.Mock()
    with mock.patch("liuren_site.allocator.keep_large_blocks"), \
            mock.patch("liuren_site.warmup.warm_up", calls.warm_up), \
            mock.patch("liuren_site.collector.freeze_what_is_built", calls.freeze):
        when_ready(server=None)
    assert [name for name, _, _ in calls.mock_calls] == ["warm_up", "freeze"]


def test_each_worker_collects_between_requests():
    pre_request = runpy.run_path(str(CONF))["pre_request"]
    with mock.patch("liuren_site.collector.collect_between_requests") as collect:
        pre_request(mock.Mock(), mock.Mock(method="GET", path="/"))
    collect.assert_called_once_with()

"""gunicorn's master freezes what it has built out of the cycle collector's reach (liuren_site.collector)."""
import gc
import runpy
from pathlib import Path
from unittest import mock

from liuren_site.collector import freeze_what_is_built

CONF = Path(__file__).resolve().parent.parent / "gunicorn.conf.py"


def test_what_is_built_is_frozen_out_of_the_collections():
    try:
        freeze_what_is_built()
        assert gc.get_freeze_count() > 0
    finally:
        gc.unfreeze()


def test_the_master_freezes_after_warming_up_before_it_forks_the_workers():
    when_ready = runpy.run_path(str(CONF))["when_ready"]
    calls = mock.Mock()
    with mock.patch("liuren_site.allocator.keep_large_blocks"), \
            mock.patch("liuren_site.warmup.warm_up", calls.warm_up), \
            mock.patch("liuren_site.collector.freeze_what_is_built", calls.freeze):
        when_ready(server=None)
    assert [name for name, _, _ in calls.mock_calls] == ["warm_up", "freeze"]

"""gunicorn's workers keep the big blocks a page is made of (liuren_site.allocator)."""
import platform
import runpy
from pathlib import Path
from unittest import mock

import pytest

from liuren_site.allocator import keep_large_blocks

CONF = Path(__file__).resolve().parent.parent / "gunicorn.conf.py"


@pytest.mark.skipif(platform.libc_ver()[0] != "glibc", reason="only glibc's malloc has these thresholds")
def test_glibc_takes_the_raised_thresholds():
    assert keep_large_blocks() is True


def test_the_master_raises_them_before_it_forks_the_workers():
    when_ready = runpy.run_path(str(CONF))["when_ready"]
    with mock.patch("liuren_site.allocator.keep_large_blocks") as kept, mock.patch("liuren_site.warmup.warm_up"), \
            mock.patch("liuren_site.collector.freeze_what_is_built"):
        when_ready(server=None)
    kept.assert_called_once_with()

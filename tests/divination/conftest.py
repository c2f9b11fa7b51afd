"""Helpers for the chart builder's tests: a 課's canonical URL, as the site hands it to a teacher."""
from urllib.parse import unquote

import pytest

from tests.pages import unmarked

DEFAULT_TOKEN = "z23.tl.dh.na.sd.b0.ew.gq.yl.hc.m4.lf.vn.xp"


@pytest.fixture
def canonical(client):
    """The canonical URL of a 課 chart, found by asking the site with the three inputs of a book."""
    def find(day, general, hour, **extra):
        response = client.get("/chart/", {"day": day, "general": general, "hour": hour, **extra})
        assert response.status_code == 302, unmarked(response.content.decode())[:500]
        return response["Location"]
    return find


@pytest.fixture
def dingmao(canonical):
    """丁卯日 亥將 丑時 (六壬大全 課經): a night chart, 亥酉未 by 涉害."""
    url = canonical("丁卯", "亥", "丑")
    assert unquote(url) == "/ke/丁卯/亥/丑/?v=1"   # at the defaults: the 課, the version of the defaults
    return url

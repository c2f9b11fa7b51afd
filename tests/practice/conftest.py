"""Practice tests' charts: 丁卯日 亥將 丑時 (六壬大全 課經), its chart page and its practice page, as the site links them."""
import pytest


@pytest.fixture
def dingmao_chart(client):
    """The canonical chart URL of 丁卯日 亥將 丑時."""
    return client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑"})["Location"]


@pytest.fixture
def dingmao(client):
    """The canonical practice URL of 丁卯日 亥將 丑時, at its first step (the plates)."""
    return client.get("/practice/", {"day": "丁卯", "general": "亥", "hour": "丑"})["Location"]

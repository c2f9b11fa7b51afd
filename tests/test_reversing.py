"""URLs reversed once per script prefix (liuren_site.reversing.reversed_once)."""
from django.urls import set_script_prefix

from liuren_site.reversing import reversed_once


def test_a_url_is_reversed_by_name_with_its_arguments():
    assert reversed_once("classics:passage", "jingwei", 2, 14) == "/classics/jingwei/2/14/"


def test_a_url_is_reversed_under_each_script_prefix():
    try:
        set_script_prefix("/liuren/")
        under = reversed_once("classics:library")
    finally:
        set_script_prefix("/")
    assert (under, reversed_once("classics:library")) == ("/liuren/classics/", "/classics/")


def test_every_kept_url_is_forgotten_when_the_urlconf_changes(settings, monkeypatch):
    from functools import cache

    from liuren_site import reversing
    from liuren_site.reversing import holding_urls

    # the site's own kept URLs, and this test's for as long as it runs
    monkeypatch.setattr(reversing, "_HOLDING_URLS", [*reversing._HOLDING_URLS])
    calls = []

    @holding_urls
    @cache
    def kept(name: str) -> str:
        calls.append(name)
        return reversed_once(name)

    kept("classics:library")
    settings.ROOT_URLCONF = "liuren_site.urls"  # a test's URLconf, as django's override_settings signals it
    kept("classics:library")
    assert calls == ["classics:library", "classics:library"]

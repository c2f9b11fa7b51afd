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

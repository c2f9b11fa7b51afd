"""A pattern page says which reading (pattern setting) its matches rest on where the readings differ, and what the
other readings say, each explained with its passages and the 課 it shows or drops."""
import re
from urllib.parse import quote

import pytest
from django.urls import reverse

from divination.patterns.survey import readings_of
from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def readings_section(client, entry_id):
    page = unmarked(client.get(reverse("patterns:pattern", args=[entry_id])).content.decode())
    found = re.search(r'<section class="pattern-readings">.*?</section>', page, re.S)
    return found.group(0) if found else None


def test_guange_rests_on_the_glosss_membership_and_the_catalog_drops_three_ke():
    [membership] = readings_of("jingwei.guange")
    assert [(r.value, r.is_default, r.count, len(r.lost), len(r.gained)) for r in membership] == [
        ("gloss", True, 28, 0, 0), ("emended", False, 28, 0, 0), ("catalog", False, 25, 3, 0)]


def test_a_pattern_no_reading_changes_has_no_readings():
    assert readings_of("jingwei.xuantai.ni") == []


def test_the_guange_page_names_the_default_reading_and_the_others_with_their_passages(client, corpus_db):
    section = readings_section(client, "jingwei.guange")
    assert "The default, which this page follows:</b> The gloss&#x27;s definition (" in section
    assert '<a href="/classics/jingwei/2/1/">經緯 2.1</a>' in section  # jw:L5, the gloss that defines the three
    assert section.count("(28 of the 720 課)") == 2 and "(25 of the 720 課)" in section
    # The 課 the catalog's reading drops (卯子午 is no printed order), each linked.
    assert re.findall(r">(\w+日 子將 子時)</a>", section) == ["丁卯日 子將 子時", "己卯日 子將 子時", "辛卯日 子將 子時"]


def test_the_ke_a_reading_drops_open_under_that_reading(client, corpus_db):
    section = readings_section(client, "jingwei.guange")
    # the 課's permanent link names the reading by its pair
    assert f'href="/ke/{quote("丁卯")}/{quote("子")}/{quote("子")}/?v=1&amp;membership=catalog"' in \
        section.split("Not shown under this reading:")[1]


def test_a_page_whose_pattern_no_reading_changes_says_nothing_of_readings(client, corpus_db):
    assert readings_section(client, "jingwei.xuantai.ni") is None

"""Passage keys and catalog line references (sources.keys, pure Python)."""
import pytest

from sources.keys import key_for_line_ref, parse_citation, parse_passage_key, passage_key, passage_number_for_line


def test_passage_key_joins_work_volume_and_number():
    assert passage_key("jingwei", 2, 1) == "jingwei-2-1"


def test_passage_key_parses_back_to_work_volume_and_number():
    assert parse_passage_key("xinjing-3-40") == ("xinjing", 3, 40)


@pytest.mark.parametrize("bad", ["jingwei-2", "jingwei-2-0", "Jingwei-2-1", "jingwei-2-1-x", ""])
def test_malformed_passage_key_is_refused(bad):
    with pytest.raises(ValueError):
        parse_passage_key(bad)


@pytest.mark.parametrize(
    "ref, key",
    [
        ("jw:L3", "jingwei-2-1"),  # 懸胎, classical paragraph
        ("jw:L5", "jingwei-2-1"),  # its gloss
        ("jw:L7", "jingwei-2-2"),
        ("ja:L9", "jingwei-2-2"),  # the Japanese reading of the same passage
        ("jw:L183", "jingwei-2-46"),  # 干婦, the last passage
        ("xj:L3", "xinjing-3-1"),  # 寡宿
        ("xj:L35", "xinjing-3-9"),  # 八迍 example (TV1)
        ("xj:L161", "xinjing-3-40"),
    ],
)
def test_line_reference_names_its_passage(ref, key):
    assert key_for_line_ref(ref) == key


@pytest.mark.parametrize("ref", ["jw:L1", "jw:L2", "jw:L4", "zz:L3", "jw:3", "jw:L0"])
def test_title_and_empty_lines_and_unknown_codes_name_no_passage(ref):
    with pytest.raises(ValueError):
        key_for_line_ref(ref)


def test_line_numbers_follow_the_corpus_layout():
    assert [passage_number_for_line(line) for line in (3, 5, 7, 9, 11)] == [1, 1, 2, 2, 3]


@pytest.mark.parametrize("citation, key", [
    ("經緯 2.14", "jingwei-2-14"),
    ("心鏡 3.40", "xinjing-3-40"),
    ("经纬 2.3", "jingwei-2-3"),
    ("経緯2.1", "jingwei-2-1"),
    ("  心镜 3．12 ", "xinjing-3-12"),
])
def test_a_citation_as_the_site_writes_it_names_its_passage(citation, key):
    assert parse_citation(citation) == key


@pytest.mark.parametrize("text", ["經緯", "經緯 2", "易經 2.14", "經緯 0.3", "jingwei-2-14"])
def test_text_that_is_no_citation_is_refused(text):
    with pytest.raises(ValueError):
        parse_citation(text)

"""Every entry's passage link lands on an existing passage whose classical text names the pattern.

A name is found in the text in one of its forms: whole, its quoted 「name」, its glossed (part), each
part of 「family·condition」, or without the 順/逆 of its order. Where the text itself is defective,
the catalog's text-critical register (docs/pattern-rules.md §5) gives the form the text has instead.
A condition of a family (e.g. 天禍·乘白虎, in the 註 after the verse) is named by its family: the
family's name stands in its passage or in one of the three before it.
"""
import re

import pytest

from classics.models import Passage
from divination.passages import passage_link, passage_path
from divination.patterns.registry import ENTRIES
from sources.keys import parse_passage_key

# The name as displayed → what the classical text has in its place.
DEFECTIVE_NAMES = {
    "(脫文)": "臨□曰□",  # §6 #21: jw:L147 「朱雀臨□曰□」, branch and name lost
    "乘雲": "乘云",      # jw:L159 writes 云 for 雲
}
FAMILY_REACH = 3
LINK = re.compile(r"^/classics/(?P<work>[a-z]+)/(?P<volume>\d+)/(?P<number>\d+)/\?hl=[^#]+#p(?P=number)$")


def name_forms(name: str) -> set[str]:
    forms = {name, re.sub(r"[()]", "", name)}
    forms |= set(re.findall(r"「(.+?)」", name)) | set(re.findall(r"\((.+?)\)", name))
    bare = re.sub(r"\s*\(.*?\)", "", name)
    forms |= {bare, *bare.split("·")}
    forms |= {f[1:] for f in set(forms) if f[:1] in "順逆" and len(f) > 2}
    forms |= {DEFECTIVE_NAMES[f] for f in set(forms) if f in DEFECTIVE_NAMES}
    return {f.strip() for f in forms if f.strip()}


def names_itself(item, originals) -> bool:
    return any(form in originals[item.passage] for name in item.names for form in name_forms(name))


def test_every_passage_link_names_a_passage_and_its_anchor():
    for item in ENTRIES:
        assert LINK.match(passage_link(item)), (item.id, passage_link(item))


@pytest.mark.django_db
def test_every_entry_links_to_an_existing_passage_containing_its_defining_words(corpus_db):
    originals = {p.key: p.original for p in Passage.objects.all()}
    assert [(i.id, i.passage) for i in ENTRIES if i.highlight not in originals.get(i.passage, "")] == []


@pytest.mark.django_db
def test_every_entry_is_named_in_its_passage_or_its_family_just_before(corpus_db):
    originals = {p.key: p.original for p in Passage.objects.all()}
    named = [item for item in ENTRIES if names_itself(item, originals)]

    def family_named(item) -> bool:
        work, volume, number = parse_passage_key(item.passage)
        family = item.id.rsplit(".", 1)[0]
        return any(
            (other.id == family or other.id.startswith(family + ".")) and parse_passage_key(other.passage)[:2] == (work, volume)
            and 0 <= number - parse_passage_key(other.passage)[2] <= FAMILY_REACH
            for other in named
        )

    assert [(i.id, i.passage) for i in ENTRIES if i not in named and not family_named(i)] == []


@pytest.mark.django_db
def test_every_linked_passage_page_exists(client, corpus_db):
    for path in sorted({passage_path(item.passage) for item in ENTRIES}):
        assert client.get(path).status_code == 200, path


def test_a_passage_key_becomes_the_path_of_its_page():
    assert passage_path("jingwei-2-2") == "/classics/jingwei/2/2/"


def test_a_passage_link_is_under_the_script_prefix_the_site_is_served_from():
    from django.urls import get_script_prefix, set_script_prefix

    from divination.passages import pattern_page

    entry = ENTRIES[0]
    before = get_script_prefix()
    try:
        set_script_prefix("/")
        plain = (passage_path(entry.passage), passage_link(entry), pattern_page(entry.id))
        set_script_prefix("/liuren/")
        mounted = (passage_path(entry.passage), passage_link(entry), pattern_page(entry.id))
    finally:
        set_script_prefix(before)
    assert all(path.startswith(("/classics/", "/patterns/")) for path in plain)
    assert mounted == tuple("/liuren" + path for path in plain)

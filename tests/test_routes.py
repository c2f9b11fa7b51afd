"""Every named route answers: the site is built from names (reverse, {% url %}), so a test walks them all."""
from __future__ import annotations

from types import SimpleNamespace

import pytest
from django.urls import URLPattern, URLResolver, get_resolver, reverse
from django.urls.resolvers import RegexPattern

# Arguments for the routes that take some, as a reader would follow them.
ROUTE_ARGS = {
    "divination:ke_short": ["丁卯", "亥", "丑"],
    "divination:method": ["shehai"],
    "divination:option_reach": ["shehai", "mengzhongji"],
    "divination:reading_reach": ["membership", "catalog"],
    "patterns:pattern": ["xinjing.runxia"],
    "classics:passage_by_key": ["jingwei-2-1"],
    "classics:volume": ["jingwei", 2],
    "classics:passage": ["jingwei", 2, 1],
    "languages:choose": ["ja"],
    # What users keep: a note and a sheet of the signed-in reader (the `kept` fixture).
    **{name: lambda kept: [kept["note"].pk] for name in ("notebook:note", "notebook:edit", "notebook:delete", "notebook:restore")},
    **{name: lambda kept: [kept["sheet"].token] for name in (
        "sheets:sheet", "sheets:edit", "sheets:item_add", "sheets:reorder", "sheets:delete", "sheets:restore",
        "sheets:relink", "sheets:copy", "sheets:export")},
    "sheets:work": lambda kept: [kept["sheet"].token, 1],
    **{name: lambda kept: [kept["sheet"].token, kept["item"].pk] for name in (
        "sheets:item_edit", "sheets:item_move", "sheets:item_remove", "sheets:answer")},
    # A class the reader teaches, with a student in it and an assignment.
    **{name: lambda kept: [kept["classroom"].pk] for name in (
        "classes:classroom", "classes:edit", "classes:renew", "classes:teachers", "classes:leave", "classes:assign",
        "classes:export")},
    **{name: lambda kept: [kept["classroom"].pk, kept["member"].pk] for name in ("classes:student", "classes:remove")},
    **{name: lambda kept: [kept["classroom"].pk, kept["assignment"].pk] for name in (
        "classes:assignment", "classes:take_back")},
}
# Routes that read a chart from the query; /chart/ sends a query that is not canonical to its canonical URL.
ROUTE_QUERY = {"divination:chart": {"day": "丁卯", "general": "亥", "hour": "丑"},
               "divination:api_chart": {"day": "丁卯", "general": "亥", "hour": "丑"},
               "notebook:for_chart": {"chart": "/ke/丁卯/亥/丑/"},
               # A drill and its next question name their topic.
               "drills:drill": {"topic": "lessons"}, "drills:api_next": {"topic": "lessons"}}
# Routes that answer by sending the reader on: to the canonical chart, to the passage of a key, to a chart
# drawn by a seed; the practice API, which takes only a POST; set_language, which on a GET changes nothing
# and sends the reader back (to "/" without a `next`).
EXPECTED_STATUS = {"divination:chart": 302, "divination:ke_short": 302, "classics:passage_by_key": 302,
                   "practice:random": 302, "practice:api_check": 405,
                   # A signed-in reader does not sign up or in again; a restore of what is not in the trash finds nothing.
                   "accounts:signup": 302, "accounts:login": 302, "notebook:restore": 405, "sheets:restore": 405,
                   "set_language": 302, "languages:choose": 302, "favicon": 301, "divination:work": 302,
                   # Today's chart is the present hour's drill; the drills' answer takes only a POST.
                   "drills:today": 302, "drills:api_answer": 405}
# Routes that change something answer a POST only.
POST_ONLY = {"accounts:logout", "accounts:zone", "sheets:item_add", "sheets:item_move", "sheets:item_remove",
             "sheets:reorder", "sheets:relink", "sheets:copy", "sheets:answer", "classes:renew", "classes:teachers",
             "classes:leave", "classes:remove", "classes:take_back"}


def named_routes(resolver=None, namespace=""):
    """(name, takes arguments) of every named route of the site, with its namespace."""
    for pattern in (resolver or get_resolver()).url_patterns:
        if isinstance(pattern, URLResolver):
            inner = f"{namespace}{pattern.namespace}:" if pattern.namespace else namespace
            yield from named_routes(pattern, inner)
        elif isinstance(pattern, URLPattern) and pattern.name:
            if not (namespace + pattern.name).startswith("admin:"):  # the operator's admin is Django's own
                yield namespace + pattern.name, bool(pattern.pattern.converters)


ROUTES = sorted({name for name, _ in named_routes()})


def test_every_route_that_takes_arguments_is_given_some():
    assert {name for name, takes in named_routes() if takes} == set(ROUTE_ARGS)


@pytest.fixture
def kept(client, corpus_db, teacher, student):
    """A signed-in reader with a note, a sheet of one item, and a class with a student and an assignment."""
    from classes.models import Assignment, Membership
    from classes.records import create_classroom
    from notebook.models import Note
    from sheets.models import Item, Sheet

    client.force_login(teacher)
    sheet = Sheet.objects.create(owner=teacher, title="s")
    classroom = create_classroom(teacher, {"name": "c", "description": ""})
    return {"note": Note.objects.create(owner=teacher, title="n", chart="day=x", chart_name="x", method="涉害"), "sheet": sheet,
            "item": Item.objects.create(sheet=sheet, position=0, kind="text", text="t"), "classroom": classroom,
            "member": Membership.objects.create(classroom=classroom, student=student, shown_name="s"),
            "assignment": Assignment.objects.create(classroom=classroom, kind="drill", topic="lessons")}


@pytest.mark.django_db
@pytest.mark.parametrize("name", ROUTES)
def test_every_named_route_answers(client, kept, name):
    args = ROUTE_ARGS.get(name, [])
    url = reverse(name, args=args(kept) if callable(args) else args)
    expected = 405 if name in POST_ONLY else EXPECTED_STATUS.get(name, 200)
    assert client.get(url, ROUTE_QUERY.get(name, {})).status_code == expected, url


def test_the_order_of_the_top_level_routes_decides_nothing():
    """The hot routes come first (liuren_site/urls.py): that is safe only while no address matches two of them,
    so every route's address resolves to that route with the top-level routes in the opposite order too."""
    root = get_resolver()
    opposite = URLResolver(RegexPattern(r"^/"), list(reversed(root.url_patterns)))
    kept = {"note": SimpleNamespace(pk=1), "sheet": SimpleNamespace(token="a1b2c3"), "item": SimpleNamespace(pk=2),
            "classroom": SimpleNamespace(pk=3), "member": SimpleNamespace(pk=4), "assignment": SimpleNamespace(pk=5)}
    for name in ROUTES:
        args = ROUTE_ARGS.get(name, [])
        url = reverse(name, args=args(kept) if callable(args) else args)
        assert opposite.resolve(url).view_name == root.resolve(url).view_name == name, url

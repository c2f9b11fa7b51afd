"""The chart page's ways through its steps, written in Python: the list of steps, each step's heading, the
previous / next buttons. As template loops and tags they cost more than the step they lead to.

Every link is the step's own URL (`page._step_link`), landing on the step without JavaScript; htmx swaps the
chart's region (`#chart-steps`) instead.
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from django.utils.safestring import SafeString, mark_safe

from languages.kept import already_marked, written_once
from languages.reader import gettext
from liuren_site.markup import escaped

Link = Mapping[str, Any]


def step_link(link: Link, text: Any, rel: str = "", cls: str = "", before: str = "", after: str = "") -> str:
    """A step's link: its own URL landing on the step without JavaScript, the chart's region swapped by htmx.
    The current step is marked in the list of steps (the link without a class)."""
    url = escaped(link["url"])
    attributes = f' rel="{escaped(rel)}"' if rel else ""
    if link["current"] and not cls:
        attributes += ' aria-current="step"'
    if cls:
        attributes += f' class="{escaped(cls)}"'
    return (f'<a href="{url}#step-{escaped(link["slug"])}" hx-get="{url}" hx-target="#chart-steps" '
            f'hx-swap="outerHTML" hx-push-url="true"{attributes}>{escaped(before)}{escaped(text)}{escaped(after)}</a>\n')


def step_list(links: Iterable[Link]) -> SafeString:
    """The `<li>` of every step: the current one, those done before it, those to come."""
    out = []
    for link in links:
        state = "current" if link["current"] else "done" if link["reached"] else ""
        out.append(f'\n      <li class="{state}">{step_link(link, link["title"])}</li>\n      ')
    return mark_safe("".join(out))


# Where the chart's address goes in the list of steps written once: no address holds it (a NUL is no URL's character).
_URL_STAND_IN = "\0url\0"


def step_list_of(url: str, links: Iterable[Link]) -> SafeString:
    """The list of steps (step_list) of the chart at `url` (each link is `url` and its step): written once, marked,
    per step reached and current in each language, the address spliced into its attributes (which the marking
    passes by)."""
    links = tuple(links)
    states = tuple((link["slug"], bool(link["current"]), bool(link["reached"])) for link in links)
    written = written_once(("chart step list", states), lambda: step_list(
        [dict(link, url=link["url"].replace(url, _URL_STAND_IN, 1)) for link in links]))
    return already_marked(escaped(url).join(written.split(_URL_STAND_IN)))


def step_heading(number: int, title: Any, slug: str, rule_url: str) -> str:
    """A step's heading: its number in the page, its name, the link to where its rule is taught. Written once,
    marked, for these in each language (the name is its step's: a page of a new 課 marked its ten headings)."""
    def write() -> str:
        rule = gettext("the rule ›")
        return (f'<h2 id="heading-{escaped(slug)}" tabindex="-1"><span class="step-number">{number}</span> '
                f'{escaped(title)}\n          <a class="rule-link no-print" href="{escaped(rule_url)}">{rule}</a></h2>')

    return already_marked(written_once(("chart step heading", number, slug, rule_url), write))


def step_buttons(step: str | None, url: str, previous: Link | None, following: Link | None, first: Link) -> SafeString:
    """The buttons under the steps: previous and next step; on a step, the whole chart, else the first step."""
    out = ["\n        "]
    if previous:
        out.append(step_link(previous, mark_safe(gettext("上一步 · Previous step")), rel="prev", cls="button previous",
                             before="‹ "))
    out.append("\n        ")
    if following:
        out.append(step_link(following, mark_safe(gettext("下一步 · Next step")), rel="next", cls="button primary next",
                             after=" ›"))
    out.append("\n        ")
    if step:
        show_all = gettext("全課 · Show all")
        out.append(f'<a href="{escaped(url)}" hx-get="{escaped(url)}" hx-target="#chart-steps" hx-swap="outerHTML" '
                   f'hx-push-url="true" class="button show-all">{show_all}</a>\n        ')
    else:
        out.append(step_link(first, mark_safe(gettext("逐步 · Step by step from the start")), cls="button primary step-by-step"))
    return mark_safe("".join(out))

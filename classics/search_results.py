"""The search page's results, written in one pass: a template per result and per hit was most of a search's time,
and the summary's `{% blocktranslate %}` a twentieth of it. The markup and the messages are those
templates/classics/search.html wrote; values escaped as a template escapes them.

Every Chinese or Japanese word of the results stands in an element that says its language (the query, its forms,
the passage's name, the layer's label, the snippets), and the site's own words are marked as the page would mark
them, so the page's marking would leave the results as they are: they are kept back from it.
"""
from __future__ import annotations

from html import escape

from django.utils.http import urlencode
from django.utils.safestring import SafeString
from django.utils.translation import ngettext

from languages.kept import already_marked
from languages.marking import marked_for_reader
from languages.reader import gettext
from liuren_site.markup import escaped, filled

from .search import Hit, Result


def results_html(results: list[Result], query: str, words: tuple[str, ...], variants: tuple[str, ...]) -> SafeString:
    """What a query found: how many passages hold it, then the ordered list of them, each linking its page (the
    words lit) and its place in the volume."""
    in_the_volume = marked_for_reader(gettext("in the volume"))  # the site's own words, as {% translate %} leaves them
    lit = escape(urlencode({"hl": query}))
    labels: dict[int, str] = {}   # each layer's label said once a page, not once a hit (a lazy string each time)

    def label(hit: Hit) -> str:
        if (said := labels.get(id(hit.label))) is None:
            said = labels[id(hit.label)] = escaped(hit.label)
        return said

    items = "".join(
        f'\n  <li class="search-result">\n    <h2><a href="{escape(found.passage.get_absolute_url())}?{lit}">'
        f'<span lang="zh-Hant">{_name(found)}</span></a>\n'
        f'      <a class="permalink" href="{escape(found.passage.anchor_url())}">{in_the_volume}</a></h2>'
        f'{"".join(_hit(hit, label(hit)) for hit in found.hits)}\n  </li>'
        for found in results)
    return already_marked(f'{_summary(query, words, variants, len(results))}\n<ol class="search-results">{items}\n</ol>')


def _summary(query: str, words: tuple[str, ...], variants: tuple[str, ...], count: int) -> str:
    """e.g. "3 passages hold 懸胎 (every word of it), searched as 懸胎, 悬胎." """
    # The site's words are marked before the query and its forms are written in: those stand in elements that
    # say their language, so the marking would pass them by (and it cost more than the rest of the summary).
    holds = filled(marked_for_reader(ngettext('%(count)s passage holds <mark class="hl" lang="zh-Hant">%(query)s</mark>',
                                              '%(count)s passages hold <mark class="hl" lang="zh-Hant">%(query)s</mark>',
                                              count)), count=count, query=query)
    every = " " + marked_for_reader(gettext("(every word of it)")) if len(words) > 1 else ""
    forms = ", ".join(f'<span lang="zh-Hant">{escape(form)}</span>' for form in variants)
    searched = marked_for_reader(gettext(", searched as")) + " " + forms if len(variants) > len(words) else ""
    return f'<p class="search-summary">{holds}{every}{searched}.</p>'


def _name(found: Result) -> str:
    """e.g. 六壬經緯 第 2 卷 · 2 懸胎·四季"""
    passage = found.passage
    volume = passage.volume
    return f"{escape(volume.work.title)} 第 {volume.number} 卷 · {passage.number} {escape(passage.title)}"


def _hit(hit: Hit, label: str) -> str:
    """A layer holding the words: its label (escaped), then its snippets (… where the layer goes on), the words lit."""
    lang = "ja" if hit.layer == "reading" else "zh-Hant"
    snippets = "".join(f'{"…" if before else ""}{html}{"…" if after else ""} ' for before, html, after in hit.snippets)
    return (f'\n    <p class="hit"><span class="hit-layer" lang="{lang}">{label}</span> '
            f'<span lang="{lang}">{snippets}</span></p>')

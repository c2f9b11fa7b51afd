"""Template tags of the interface languages.

    {{ value|term }}                 a term of the books in the page's script (初傳 → 初伝 on a Japanese page)
    {{ message|said }}               the engine's words (a Message or a message id) in the reader's language
    {{ text|cjk }}                   on a page in a Latin script, its Chinese and Japanese words get their `lang`
    {% marked %}…{% endmarked %}     on an English page, Chinese and Japanese words get their `lang`
    {% premarked name v… [seconds=s] %}…{% endpremarked %}   a fragment kept marked (cache: a day, or s seconds),
                                     left alone by the page's marking
    {% once name v… %}…{% endonce %} a fragment that never changes while the process runs (the frame of every
                                     page), written once per language, script prefix and the values of the
                                     context's names v…, kept marked
    {% page_lang %}                  the page's `lang` where no context processor ran (500.html)
    {% terms_lang %}                 ` lang="zh-Hant"` on an element of the chart's terms, on an English page
    {% language_switcher %}          the form that changes the interface language (POST, works without JS)
    {% terms_table %}                the glossary of the interface's terms in the three languages
"""
from __future__ import annotations

from django import template
from django.template.loader_tags import BlockNode
from django.utils.html import conditional_escape as escape
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language, gettext

from languages.codes import html_lang
from languages.context import language_choices
from languages.csrf import token_placeholder
from languages.kept import already_marked, kept_marked, marked_page, written_once
from languages.lang_marks import marked_for_page
from languages.terms import terms
from languages.wording import said
from languages.wording import term as term_in_script
from languages.wording import terms_lang as terms_lang_of_page
from liuren_site.reversing import reversed_once

register = template.Library()


@register.filter
def term(value) -> str:
    """The chart's terms (generals, kin, methods …) in the page's script; other languages keep the books' form."""
    return "" if value is None else term_in_script(str(value))


@register.filter(is_safe=True)
def cjk(value) -> str:
    """The value with its Chinese and Japanese runs marked `lang` on a page in a Latin script (languages.lang_marks)."""
    return "" if value is None else marked_for_page(value)


@register.filter(name="said")
def said_filter(words) -> str:
    """The engine's words (a Message or a message id) in the reader's language."""
    return "" if words is None else said(words)


# A day: the fragments' keys hold everything they show (the texts' version included).
PREMARKED_SECONDS = 86400


class MarkedNode(template.Node):
    def __init__(self, nodelist):
        self.nodelist = nodelist

    def render(self, context) -> str:
        return mark_safe(marked_page(lambda: self.nodelist.render(context)))


class PremarkedNode(template.Node):
    """A large fragment (a volume's passages) marked once and kept: the page's marking, a walk of every tag,
    then skips it. Marked on its own it is marked as in place, for it stands in no element that says its
    language (its template's business); the key is the name, the values it varies on and the language."""

    def __init__(self, name: str, vary_on: list[template.base.FilterExpression], nodelist,
                 seconds: template.base.FilterExpression | None = None):
        self.name, self.vary_on, self.nodelist, self.seconds = name, vary_on, nodelist, seconds

    def render(self, context) -> str:
        seconds = PREMARKED_SECONDS if self.seconds is None else int(self.seconds.resolve(context))
        return kept_marked(self.name, [v.resolve(context) for v in self.vary_on], seconds,
                           lambda: self.nodelist.render(context))


class OnceNode(template.Node):
    """Markup that depends only on the language, the script prefix and the values named (the frame of every page:
    the navigation's links and words, the footer): rendered once for them and kept in the process, marked."""

    # It holds no block (`once` refuses one): a page's {% extends %}, which looks for blocks in every node on
    # every rendering, need not look inside.
    child_nodelists = ()

    def __init__(self, name: str, vary_on: list[str], nodelist):
        self.name, self.vary_on, self.nodelist = name, vary_on, nodelist

    def render(self, context) -> str:
        # The values by name, as the context holds them (absent: None), without a variable's resolving, which
        # costs an exception for each name absent.
        what = (self.name, *(context.get(name) for name in self.vary_on)) if self.vary_on else self.name
        return already_marked(written_once(what, lambda: self.nodelist.render(context)))


@register.tag
def marked(parser, token):
    nodelist = parser.parse(("endmarked",))
    parser.delete_first_token()
    return MarkedNode(nodelist)


@register.tag
def premarked(parser, token):
    name, *vary_on = token.split_contents()[1:]
    seconds = vary_on.pop()[len("seconds="):] if vary_on and vary_on[-1].startswith("seconds=") else None
    nodelist = parser.parse(("endpremarked",))
    parser.delete_first_token()
    return PremarkedNode(name, [parser.compile_filter(v) for v in vary_on], nodelist,
                         parser.compile_filter(seconds) if seconds else None)


@register.tag
def once(parser, token):
    name, *vary_on = token.split_contents()[1:]
    nodelist = parser.parse(("endonce",))
    parser.delete_first_token()
    if nodelist.get_nodes_by_type(BlockNode):
        raise template.TemplateSyntaxError(f"{{% once {name} %}} holds a {{% block %}}: what a page overrides is not "
                                           "written once for every page")
    return OnceNode(name, vary_on, nodelist)


@register.simple_tag
def page_lang() -> str:
    """The `lang` of the page's language, for the pages rendered without a request (the server error page)."""
    return html_lang(get_language())


@register.simple_tag
def terms_lang() -> str:
    """` lang="zh-Hant"` for an element of the chart's terms on a page in a Latin script; nothing on a Chinese or
    Japanese page, where the `term` filter writes them in the page's own script."""
    lang = terms_lang_of_page()
    return mark_safe(f' lang="{lang}"') if lang else ""


@register.simple_tag(takes_context=True)
def language_switcher(context) -> SafeString:
    """On every page: the form written once per language and script prefix, the address to come back to spliced
    in (an attribute's value, which the marking passes by, so the form stays marked)."""
    request = context.get("request")
    # An error page leads back to the start: it never echoes the address it refuses (site_pages.not_found).
    next_url = context.get("language_next") or (request.get_full_path() if request is not None else "/")
    before, after = written_once("language switcher", _switcher).split(_NEXT_STAND_IN)
    return already_marked(f"{before}{escape(next_url)}{after}")


# Where the address goes in the form written once: no address holds it (a NUL is no URL's character).
_NEXT_STAND_IN = "\0next\0"


def _switcher() -> str:
    label = gettext("Interface language")   # outside the f-string, where makemessages finds it
    pressed = {True: ' aria-pressed="true" class="current"', False: ' aria-pressed="false"'}
    buttons = "".join(
        f'<button type="submit" name="language" value="{escape(c["code"])}" lang="{escape(c["lang"])}"'
        f'{pressed[bool(c["current"])]}>{escape(c["name"])}</button>' for c in language_choices())
    return (
        f'<form class="language-switcher no-print" action="{escape(reversed_once("set_language"))}" method="post">\n'
        f'  <input type="hidden" name="csrfmiddlewaretoken" value="{escape(token_placeholder())}">\n'
        f'  <input type="hidden" name="next" value="{_NEXT_STAND_IN}">\n'
        f'  <span class="visually-hidden" id="language-label">{escape(label)}</span>\n'
        f'  <span class="language-choices" role="group" aria-labelledby="language-label">\n'
        f"  {buttons}\n  </span>\n</form>\n")


@register.inclusion_tag("languages/_terms_table.html")
def terms_table() -> dict:
    return {"terms": terms()}

"""Template tags of the interface languages.

    {{ value|term }}                 a term of the books in the page's script (初傳 → 初伝 on a Japanese page)
    {% marked %}…{% endmarked %}     on an English page, Chinese and Japanese words get their `lang`
    {% page_lang %}                  the page's `lang` where no context processor ran (500.html)
    {% language_switcher %}          the form that changes the interface language (POST, works without JS)
    {% terms_table %}                the glossary of the interface's terms in the three languages
"""
from __future__ import annotations

from django import template
from django.utils.safestring import mark_safe
from django.utils.translation import get_language

from languages.codes import html_lang
from languages.csrf import token_placeholder
from languages.marking import mark_foreign_runs
from languages.terms import in_script, terms

register = template.Library()
LATIN_SCRIPT_LANGUAGES = frozenset({"en"})


@register.filter
def term(value) -> str:
    """The chart's terms (generals, kin, methods …) in the page's script; other languages keep the books' form."""
    if value is None:
        return ""
    return in_script(str(value), get_language())


class MarkedNode(template.Node):
    def __init__(self, nodelist):
        self.nodelist = nodelist

    def render(self, context) -> str:
        html = self.nodelist.render(context)
        if get_language() in LATIN_SCRIPT_LANGUAGES:
            return mark_safe(mark_foreign_runs(html))
        return html


@register.tag
def marked(parser, token):
    nodelist = parser.parse(("endmarked",))
    parser.delete_first_token()
    return MarkedNode(nodelist)


@register.simple_tag
def page_lang() -> str:
    """The `lang` of the page's language, for the pages rendered without a request (the server error page)."""
    return html_lang(get_language())


@register.inclusion_tag("languages/_switcher.html", takes_context=True)
def language_switcher(context) -> dict:
    request = context.get("request")
    return {
        "choices": context.get("language_choices", ()),
        "next": request.get_full_path() if request is not None else "/",
        "token": token_placeholder(),
    }


@register.inclusion_tag("languages/_terms_table.html")
def terms_table() -> dict:
    return {"terms": terms()}

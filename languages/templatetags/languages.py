"""Template tags of the interface languages.

    {{ value|term }}                 a term of the books in the page's script (初傳 → 初伝 on a Japanese page)
    {{ message|said }}               the engine's words (a Message or a message id) in the reader's language
    {{ text|cjk }}                   on a page in a Latin script, its Chinese and Japanese words get their `lang`
    {% cjk %}…{% endcjk %}           the same for a passage of prose the template writes (its own elements with a
                                     `lang` are left as they are)
    {% page_lang %}                  the page's `lang` where no context processor ran (500.html)
    {% terms_lang %}                 ` lang="zh-Hant"` on an element of the chart's terms, on an English page
    {% language_switcher %}          the form that changes the interface language (POST, works without JS)
    {% terms_table %}                the glossary of the interface's terms in the three languages
"""
from __future__ import annotations

from django import template
from django.utils.safestring import mark_safe
from django.utils.translation import get_language

from languages.codes import html_lang
from languages.context import language_choices
from languages.lang_marks import marked_for_page
from languages.terms import terms
from languages.wording import said
from languages.wording import term as term_in_script
from languages.wording import terms_lang as terms_lang_of_page

register = template.Library()


@register.filter
def term(value) -> str:
    """The chart's terms (generals, kin, methods …) in the page's script; other languages keep the books' form."""
    return "" if value is None else term_in_script(str(value))


@register.filter(is_safe=True)
def cjk(value) -> str:
    """The value with its Chinese and Japanese runs marked `lang` on a page in a Latin script (languages.lang_marks)."""
    return "" if value is None else marked_for_page(value)


class CjkNode(template.Node):
    def __init__(self, nodelist):
        self.nodelist = nodelist

    def render(self, context) -> str:
        return marked_for_page(mark_safe(self.nodelist.render(context)))


def cjk_tag(parser, token):
    """`{% cjk %}…{% endcjk %}`: the passage's Chinese and Japanese words marked where the passage is written."""
    nodelist = parser.parse(("endcjk",))
    parser.delete_first_token()
    return CjkNode(nodelist)


register.tag("cjk", cjk_tag)


@register.filter(name="said")
def said_filter(words) -> str:
    """The engine's words (a Message or a message id) in the reader's language."""
    return "" if words is None else said(words)


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


@register.inclusion_tag("languages/_switcher.html", takes_context=True)
def language_switcher(context) -> dict:
    """On every page: the form that changes the interface language and comes back to this address (an error
    page comes back to the start: it never echoes the address it refuses, site_pages.not_found)."""
    request = context.get("request")
    next_url = context.get("language_next") or (request.get_full_path() if request is not None else "/")
    return {"choices": language_choices(), "next_url": next_url}


@register.inclusion_tag("languages/_terms_table.html")
def terms_table() -> dict:
    return {"terms": terms()}

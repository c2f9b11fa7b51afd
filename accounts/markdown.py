"""What users write (notes, introductions, text blocks): Markdown rendered by markdown-it-py, sanitised by nh3.

Raw HTML is allowed in the Markdown (ruby annotations and <mark> are useful for classical Chinese) and
then cleaned: no script, no style or event attribute, no image; links get rel="nofollow noopener".
"""
from __future__ import annotations

from typing import Final

import nh3
from django.utils.safestring import SafeString, mark_safe
from markdown_it import MarkdownIt

_MARKDOWN: Final = MarkdownIt("commonmark", {"html": True}).enable(["table", "strikethrough"])

ALLOWED_TAGS: Final = frozenset({
    "p", "br", "hr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "code", "em", "strong", "del", "s",
    "ul", "ol", "li", "a", "table", "thead", "tbody", "tr", "th", "td", "mark", "ruby", "rt", "rp", "sup", "sub",
    "abbr", "dl", "dt", "dd", "kbd", "q", "cite",
})
ALLOWED_ATTRIBUTES: Final = {"a": {"href", "title"}, "abbr": {"title"}, "ol": {"start"},
                             "th": {"align"}, "td": {"align"},
                             "*": {"lang"}}


def render_markdown(text: str) -> SafeString:
    """Markdown to HTML that is safe to show to anyone."""
    html = _MARKDOWN.render(text or "")
    return mark_safe(nh3.clean(  # noqa: S308 — nh3 has just sanitised it
        html, tags=set(ALLOWED_TAGS), attributes={k: set(v) for k, v in ALLOWED_ATTRIBUTES.items()},
        link_rel="nofollow noopener", url_schemes={"http", "https", "mailto"}, strip_comments=True,
    ))

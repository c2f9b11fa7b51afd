"""The page's language for every template (`page_lang`, the `lang` of <html>), and the language switcher's choices."""
from __future__ import annotations

from django.conf import settings
from django.utils.translation import get_language

from .codes import html_lang


def page_language(request) -> dict:
    return {"page_lang": html_lang(get_language())}


def language_choices() -> list[dict]:
    """The interface languages, each by its code, its own name and `lang`, the page's own one current."""
    current = get_language()
    return [{"code": code, "name": name, "lang": html_lang(code), "current": code == current}
            for code, name in settings.LANGUAGES]

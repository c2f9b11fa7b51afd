"""The page's language for every template: `page_lang` (the `lang` of <html>) and the switcher's choices."""
from __future__ import annotations

from django.conf import settings
from django.utils.translation import get_language

from .codes import html_lang


def page_language(request) -> dict:
    current = get_language()
    return {
        "page_lang": html_lang(current),
        "language_choices": [
            {"code": code, "name": name, "lang": html_lang(code), "current": code == current}
            for code, name in settings.LANGUAGES
        ],
    }

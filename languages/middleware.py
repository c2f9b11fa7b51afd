"""Django's LocaleMiddleware, telling caches the whole truth: the language comes from the cookie too.

Django varies its answer on Accept-Language; a reader's language cookie (the switcher's choice) decides
before it, so every answer also varies on Cookie: no browser or proxy hands one language's page (or
htmx region) to a reader of another. The server's own page cache keys on the language itself
(django.utils.cache adds it to every key when USE_I18N is on).

The site's URLs carry no language (no i18n_patterns), so the language is Django's choice from the cookie
and Accept-Language alone, made once per pair of them: Django makes it again on every request, and for a
reader without a cookie (most) it raises and catches LookupErrors on the way, a tenth of a millisecond.
"""
from __future__ import annotations

from functools import lru_cache
from types import SimpleNamespace

from django.conf import settings
from django.conf.urls.i18n import is_language_prefix_patterns_used
from django.core.signals import setting_changed
from django.dispatch import receiver
from django.middleware.locale import LocaleMiddleware as DjangosLocaleMiddleware
from django.utils import translation
from django.utils.cache import patch_vary_headers
from django.utils.translation.trans_real import LANGUAGE_CODE_MAX_LENGTH

# What the choice depends on besides the request: a change (tests override them) forgets the choices made.
_CHOICE_SETTINGS = frozenset({"LANGUAGES", "LANGUAGE_CODE", "LOCALE_PATHS", "LANGUAGE_COOKIE_NAME"})


def _django_choice(cookie: str | None, accept: str) -> str:
    cookies = {} if cookie is None else {settings.LANGUAGE_COOKIE_NAME: cookie}
    request = SimpleNamespace(COOKIES=cookies, META={"HTTP_ACCEPT_LANGUAGE": accept})
    return translation.get_language_from_request(request)


_remembered_choice = lru_cache(maxsize=1000)(_django_choice)


def reader_language(cookie: str | None, accept: str) -> str:
    """Django's language for this cookie and Accept-Language (no language in the path); remembered as Django
    remembers a parsed header, up to a thousand of them, none longer than it bounds a language code."""
    if len(accept) + len(cookie or "") > LANGUAGE_CODE_MAX_LENGTH:
        return _django_choice(cookie, accept)
    return _remembered_choice(cookie, accept)


@receiver(setting_changed)
def _settings_changed(setting, **kwargs) -> None:
    if setting in _CHOICE_SETTINGS:
        _remembered_choice.cache_clear()


class LocaleMiddleware(DjangosLocaleMiddleware):
    def process_request(self, request):
        if is_language_prefix_patterns_used(getattr(request, "urlconf", settings.ROOT_URLCONF))[0]:
            return super().process_request(request)
        translation.activate(reader_language(request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME),
                                             request.META.get("HTTP_ACCEPT_LANGUAGE", "")))
        request.LANGUAGE_CODE = translation.get_language()
        return None

    def process_response(self, request, response):
        if is_language_prefix_patterns_used(getattr(request, "urlconf", settings.ROOT_URLCONF))[0]:
            response = super().process_response(request, response)
            patch_vary_headers(response, ("Cookie",))
            return response
        # What Django's does without language prefixes (no redirect to one), in the order it writes the headers.
        patch_vary_headers(response, ("Accept-Language", "Cookie"))
        response.headers.setdefault("Content-Language", translation.get_language())
        return response

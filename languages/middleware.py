"""Django's LocaleMiddleware, telling caches the whole truth: the language comes from the cookie too.

Django varies its answer on Accept-Language; a reader's language cookie (the switcher's choice) decides
before it, so every answer also varies on Cookie: no browser or proxy hands one language's page (or
htmx region) to a reader of another. The server's own page cache keys on the language itself
(django.utils.cache adds it to every key when USE_I18N is on).
"""
from django.middleware.locale import LocaleMiddleware as DjangosLocaleMiddleware
from django.utils.cache import patch_vary_headers


class LocaleMiddleware(DjangosLocaleMiddleware):
    def process_response(self, request, response):
        response = super().process_response(request, response)
        patch_vary_headers(response, ("Cookie",))
        return response

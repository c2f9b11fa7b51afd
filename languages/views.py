"""The interface language a reader chooses: a link of the switcher on every page.

A link, not a form: the only thing it changes is the reader's own choice of language (a cookie), which no one can
turn against them; and a page holding no form holds no reader's token, so the same page serves every reader and
is kept by the server and by shared caches (docs/languages.md). Django's own `set_language` (a POST) stays at
/i18n/setlang/.
"""
from __future__ import annotations

from django.conf import settings
from django.http import Http404
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import check_for_language, gettext
from django.views.decorators.cache import never_cache
from django.views.decorators.http import require_safe


@require_safe
@never_cache
def choose(request, code: str):
    """Remember the language `code` for this reader and go back to the page they were reading (`next`, an address
    of this site; any other goes to the start)."""
    if code not in dict(settings.LANGUAGES) or not check_for_language(code):
        raise Http404(gettext("This site is not written in that language."))
    back = request.GET.get("next", "")
    if not url_has_allowed_host_and_scheme(back, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        back = reverse("divination:home")
    response = redirect(back)
    response.set_cookie(settings.LANGUAGE_COOKIE_NAME, code, max_age=settings.LANGUAGE_COOKIE_AGE,
                        path=settings.LANGUAGE_COOKIE_PATH, domain=settings.LANGUAGE_COOKIE_DOMAIN,
                        secure=settings.LANGUAGE_COOKIE_SECURE, httponly=settings.LANGUAGE_COOKIE_HTTPONLY,
                        samesite=settings.LANGUAGE_COOKIE_SAMESITE)
    return response

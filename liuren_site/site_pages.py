"""The site's own error pages (the navigation stays, the message says what to do next) and its icon."""
from __future__ import annotations

from django.shortcuts import redirect, render
from django.templatetags.static import static


def not_found(request, exception=None):
    """404: the view's own message when it gave one ("No pattern has this id."), never an internal repr; the same
    page for what is missing and what is someone else's (the address is not echoed)."""
    said = exception.args[0] if exception is not None and exception.args else ""
    reason = said if isinstance(said, str) else ""
    return render(request, "404.html", {"reason": reason, "language_next": "/"}, status=404)


def favicon(request):
    """Browsers ask for /favicon.ico whatever the page links; the icon is an SVG among the static files."""
    return redirect(static("favicon.svg"), permanent=True)

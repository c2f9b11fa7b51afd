"""The box to share a chart, written in Python: the readable link to the step shown (or the chart), the buttons
that copy it or the link from the first step. The links are page.share_links'.
"""
from __future__ import annotations

from collections.abc import Mapping

from django.utils.safestring import SafeString, mark_safe

from languages.reader import gettext
from liuren_site.markup import escaped


def share_box(share: Mapping[str, object]) -> SafeString:
    """The link shown, to the step or the chart, and the buttons copying it or the link from the first step."""
    copied, failed = gettext("Copied:"), gettext("Select the link above and copy it.")
    if share["here_is_step"]:
        label, copy = gettext("Link to this step"), gettext("Copy link to this step")
    else:
        label, copy = gettext("Link to this chart"), gettext("Copy link to this chart")
    from_start = gettext("Copy link from the start")
    return mark_safe(
        f'<div class="share no-print" data-copied-text="{copied}" data-copy-failed-text="{failed}">\n'
        f'  <label for="chart-link">{label}</label>\n'
        f'  <input id="chart-link" class="chart-link" type="text" readonly value="{escaped(share["readable_here"])}">\n'
        '  <span class="share-buttons js-only">\n'
        f'    <button type="button" class="copy-link" data-copy="{escaped(share["here"])}">{copy}</button>\n'
        f'    <button type="button" class="copy-link" data-copy="{escaped(share["start"])}">{from_start}</button>\n'
        '  </span>\n  <span class="copy-status" role="status" aria-live="polite"></span>\n</div>\n')

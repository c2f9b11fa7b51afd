"""The Content-Security-Policy header, written once.

django-csp builds the policy from the settings on every response (a copy of the directives, each joined and
checked): a third of a millisecond, on every page and every API answer. The site's views never change the
policy (no csp_update, csp_replace, csp_exempt) nor ask for a nonce, and it sets no report-only policy or
excluded prefixes: its header is one string, built when the settings are read. A response or request that does
ask for a policy of its own is handed to django-csp whole.
"""
from __future__ import annotations

from functools import cache

from csp.middleware import HEADER, CheckableLazyObject
from csp.middleware import CSPMiddleware as DjangoCSPMiddleware
from csp.utils import build_policy
from django.conf import settings
from django.core.signals import setting_changed
from django.dispatch import receiver

# What a view sets on its response, or a template on its request, to change the policy.
_OWN_POLICY = ("_csp_config", "_csp_update", "_csp_replace", "_csp_exempt",
               "_csp_config_ro", "_csp_update_ro", "_csp_replace_ro", "_csp_exempt_ro")


@cache
def site_policy() -> str | None:
    """The policy of the settings, or None where they ask for more than one plain header."""
    report_only = getattr(settings, "CONTENT_SECURITY_POLICY_REPORT_ONLY", None)
    prefixes = (getattr(settings, "CONTENT_SECURITY_POLICY", None) or {}).get("EXCLUDE_URL_PREFIXES")
    return None if report_only or prefixes or settings.DEBUG else build_policy()


@receiver(setting_changed)
def _settings_changed(setting, **kwargs) -> None:
    if setting.startswith("CONTENT_SECURITY_POLICY") or setting == "DEBUG":
        site_policy.cache_clear()


class CSPMiddleware(DjangoCSPMiddleware):
    def process_response(self, request, response):
        policy = site_policy()
        if (policy is None or getattr(request, "_csp_nonce", None) is not None
                or any(getattr(response, name, None) for name in _OWN_POLICY)):
            return super().process_response(request, response)
        if HEADER not in response and policy:
            response[HEADER] = policy
        # As django-csp does: a nonce asked for after the header is written is an error, not a silent gap.
        request.csp_nonce = CheckableLazyObject(self._csp_nonce_post_response)
        return response

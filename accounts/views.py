"""Accounts: sign up (which signs in), sign in and out, change the password, delete the account.

Sign-in attempts are counted by django-axes (settings.AXES_*): too many failures lock out the pair of the
address and the account, or the address, for an hour, with the page `accounts/locked_out.html`. Sign-ups are
limited per address (accounts.throttle).
"""
from __future__ import annotations

from django.contrib import messages
from django.contrib.auth import login, logout
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import UserCreationForm
from django.contrib.auth.views import PasswordChangeView
from django.db import transaction
from django.shortcuts import redirect, render
from django.urls import reverse_lazy
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext
from django.views.decorators.cache import never_cache
from django.views.decorators.debug import sensitive_post_parameters
from django.views.decorators.http import require_POST, require_safe

from accounts.forms import DeleteAccountForm, ZoneForm
from accounts.models import Preferences
from accounts.throttle import signup_limited
from liuren_site.reader_zone import KNOWN_ZONES, keep_account_zone

SIGNED_UP_BACKEND = "django.contrib.auth.backends.ModelBackend"


def _next_url(request, default: str) -> str:
    target = request.POST.get("next") or request.GET.get("next") or ""
    if url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()}, require_https=request.is_secure()):
        return target
    return default


@sensitive_post_parameters("password1", "password2")
@never_cache
@signup_limited
def signup(request):
    if request.user.is_authenticated:
        return redirect("accounts:home")
    form = UserCreationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        with transaction.atomic():
            user = form.save()
        login(request, user, backend=SIGNED_UP_BACKEND)
        messages.success(request, gettext("Welcome, %(username)s: your account is made and you are signed in.")
                         % {"username": user.get_username()})
        return redirect(_next_url(request, str(reverse_lazy("accounts:home"))))
    return render(request, "accounts/signup.html", {"form": form, "next": _next_url(request, "")},
                  status=400 if form.errors else 200)


def _account_page(request, zone_form: ZoneForm, status: int = 200):
    return render(request, "accounts/home.html", {"zone_form": zone_form, "zone_names": sorted(KNOWN_ZONES)},
                  status=status)


@require_safe
@login_required
@never_cache
def home(request):
    chosen = Preferences.objects.filter(user=request.user).values_list("time_zone", flat=True).first() or ""
    return _account_page(request, ZoneForm(initial={"time_zone": chosen}))


@require_POST
@login_required
@never_cache
def zone(request):
    """The zone the account's times are shown in (blank: the browser's), kept in this browser's cookie now and in
    every other's from its next sign-in."""
    form = ZoneForm(request.POST)
    if not form.is_valid():
        return _account_page(request, form, status=400)
    chosen = form.cleaned_data["time_zone"]
    with transaction.atomic():
        Preferences.objects.update_or_create(user=request.user, defaults={"time_zone": chosen})
    messages.success(request, gettext("Times are now shown in %(zone)s.") % {"zone": chosen} if chosen
                     else gettext("Times now follow your browser's zone."))
    response = redirect("accounts:home")
    keep_account_zone(response, request, chosen)
    return response


class PasswordChange(PasswordChangeView):
    template_name = "accounts/password_change.html"
    success_url = reverse_lazy("accounts:home")

    def form_valid(self, form):
        response = super().form_valid(form)
        messages.success(self.request, gettext("Your password is changed; you stay signed in here."))
        return response


@sensitive_post_parameters("password")
@login_required
@never_cache
def delete_account(request):
    form = DeleteAccountForm(request.user, request.POST or None)
    if request.method == "POST" and form.is_valid():
        user = request.user
        with transaction.atomic():
            # The notebook, the sheets and their trash go with the user (on_delete=CASCADE).
            user.delete()
        logout(request)
        return redirect("accounts:deleted")
    return render(request, "accounts/delete.html", {"form": form}, status=400 if form.errors else 200)


@require_safe
def deleted(request):
    return render(request, "accounts/deleted.html")

"""Account forms beyond Django's own (sign-up, sign-in and password change are Django's), and their wording."""
from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from accounts.models import ZONE_LENGTH
from liuren_site.reader_zone import KNOWN_ZONES


class DeleteAccountForm(forms.Form):
    """Deleting an account and everything it owns asks for the password, so a left-open session cannot."""

    password = forms.CharField(label=_("Your password"), strip=False,
                               widget=forms.PasswordInput(attrs={"autocomplete": "current-password"}),
                               error_messages={"required": _("Type your password to confirm.")})
    confirm = forms.BooleanField(label=_("I understand that my notebook and my sheets will be deleted for good."),
                                 error_messages={"required": _("Tick the box to confirm that everything you own goes "
                                                               "with the account.")})

    def __init__(self, user, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.user = user

    def clean_password(self) -> str:
        password = self.cleaned_data["password"]
        if not self.user.check_password(password):
            raise forms.ValidationError(_("That is not your password: nothing was deleted."))
        return password


class ZoneForm(forms.Form):
    """The zone an account's times are shown in; blank for the browser's."""

    time_zone = forms.CharField(
        label=_("Show times in the zone"), required=False, max_length=ZONE_LENGTH,
        help_text=_("An IANA name such as Europe/Berlin or Asia/Tokyo; leave it empty to follow your browser."),
        widget=forms.TextInput(attrs={"list": "zone-names", "autocomplete": "off", "spellcheck": "false"}))

    def clean_time_zone(self) -> str:
        name = self.cleaned_data["time_zone"].strip()
        if name and name not in KNOWN_ZONES:
            raise forms.ValidationError(_("「%(name)s」 is not a time zone: write one like Europe/Berlin."),
                                        params={"name": name[:ZONE_LENGTH]})
        return name

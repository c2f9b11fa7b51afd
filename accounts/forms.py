"""Account forms beyond Django's own (sign-up, sign-in and password change are Django's), and their wording."""
from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _


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

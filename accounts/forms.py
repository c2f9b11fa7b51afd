"""Account forms beyond Django's own (sign-up, sign-in and password change are Django's), and their wording."""
from __future__ import annotations

from html import escape

from django import forms
from django.utils.choices import BaseChoiceIterator
from django.utils.html import format_html
from django.utils.safestring import mark_safe
from django.utils.translation import gettext_lazy as _


class LongSelect(forms.Select):
    """A select written in one pass, not a template per option: the patterns of a notebook (hundreds), and the
    selects of the sheet editor, which renders on every change of an item.

    Plain (key, label) choices only; each is escaped by the standard library's html.escape, as Django's own
    escape does, without a SafeString per option.
    """

    def render(self, name, value, attrs=None, renderer=None):
        attrs = self.build_attrs(self.attrs, attrs) | {"name": name}
        chosen = "" if value is None else str(value)
        options = "".join(f'<option value="{escape(str(key))}"{" selected" if str(key) == chosen else ""}>{escape(str(label))}</option>'
                          for key, label in self.choices)
        return format_html("<select{}>{}</select>", forms.utils.flatatt(attrs),
                           mark_safe(options))  # noqa: S308 — escaped above


class ReadyChoices(BaseChoiceIterator):
    """(value, label) pairs taken as they are: a field normalizes a plain list of choices again on every form,
    which for hundreds of them costs more than the form's whole rendering with LongSelect."""

    def __init__(self, pairs: list[tuple[str, str]]):
        self.pairs = pairs

    def __iter__(self):
        return iter(self.pairs)


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

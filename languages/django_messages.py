"""Django's own messages that the site's pages show (form errors, the sign-in, the password rules), said in the
site's register.

Django's Japanese catalogue writes them in です・ます, the site writes plain form (である・だ), and Django's Chinese
catalogues use other words than the site's. The site's catalogues come before Django's (LOCALE_PATHS), so a message
marked here and translated in locale/zh_Hant and locale/ja replaces Django's wording wherever Django says it. Each
msgid is Django's own, character for character (tests/languages/test_catalogues.py holds it).
"""
from __future__ import annotations

from typing import Final

from django.utils.translation import gettext_noop, ngettext_lazy

DJANGO_MESSAGES: Final = (
    # django.forms
    gettext_noop("This field is required."),
    gettext_noop("Enter a whole number."),
    gettext_noop("Select a valid choice. %(value)s is not one of the available choices."),
    gettext_noop("Select a valid choice. That choice is not one of the available choices."),
    gettext_noop("Ensure this value is less than or equal to %(limit_value)s."),
    gettext_noop("Ensure this value is greater than or equal to %(limit_value)s."),
    ngettext_lazy("Ensure this value has at most %(limit_value)d character (it has %(show_value)d).",
                  "Ensure this value has at most %(limit_value)d characters (it has %(show_value)d).", "limit_value"),
    # django.contrib.auth: signing up, signing in, changing the password
    gettext_noop("Please enter a correct %(username)s and password. Note that both fields may be case-sensitive."),
    gettext_noop("Required. 150 characters or fewer. Letters, digits and @/./+/-/_ only."),
    gettext_noop("Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters."),
    gettext_noop("A user with that username already exists."),
    gettext_noop("The two password fields didn’t match."),
    gettext_noop("Enter the same password as before, for verification."),
    gettext_noop("Your old password was entered incorrectly. Please enter it again."),
    ngettext_lazy("This password is too short. It must contain at least %d character.",
                  "This password is too short. It must contain at least %d characters.", "min_length"),
    ngettext_lazy("Your password must contain at least %(min_length)d character.",
                  "Your password must contain at least %(min_length)d characters.", "min_length"),
    gettext_noop("Your password can’t be too similar to your other personal information."),
    gettext_noop("This password is too common."),
    gettext_noop("Your password can’t be a commonly used password."),
    gettext_noop("This password is entirely numeric."),
    gettext_noop("Your password can’t be entirely numeric."),
)

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AccountsConfig(AppConfig):
    name = "accounts"
    verbose_name = _("Accounts and what users own")

    def ready(self):
        from django.contrib.auth.signals import user_logged_in, user_logged_out

        from accounts.signals import account_zone_in, account_zone_out

        user_logged_in.connect(account_zone_in, dispatch_uid="accounts.account_zone_in")
        user_logged_out.connect(account_zone_out, dispatch_uid="accounts.account_zone_out")

from django.apps import AppConfig
from django.utils.translation import gettext_lazy as _


class AccountsConfig(AppConfig):
    name = "accounts"
    verbose_name = _("Accounts and what users own")

    def ready(self):
        from django.contrib.auth.signals import user_logged_in

        from accounts.signals import keep_account_zone

        user_logged_in.connect(keep_account_zone, dispatch_uid="accounts.keep_account_zone")

from django.apps import AppConfig


class LanguagesConfig(AppConfig):
    name = "languages"
    verbose_name = "Interface languages"

    def ready(self) -> None:
        # Practice mode's checker is pure Python: it says its sentences through these, in the reader's language.
        from django.utils.translation import gettext

        from divination.practice import messages
        from languages.wording import term

        messages.translate = gettext
        messages.term = term

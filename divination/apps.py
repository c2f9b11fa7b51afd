from django.apps import AppConfig


class DivinationConfig(AppConfig):
    """The chart builder, its API, the nine methods and the pattern pages (占課)."""

    name = "divination"
    default_auto_field = "django.db.models.BigAutoField"

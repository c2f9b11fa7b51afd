from django.apps import AppConfig


class ClassicsConfig(AppConfig):
    """The classical texts read side by side (經典)."""

    name = "classics"
    default_auto_field = "django.db.models.BigAutoField"

"""Top-level routes: the divination section (home, charts, API, patterns, practice), the classics, the language switch."""
from django.urls import include, path

urlpatterns = [
    path("i18n/", include("django.conf.urls.i18n")),
    path("classics/", include("classics.urls")),
    path("", include("divination.practice.urls")),
    path("", include("divination.pattern_pages.urls")),
    path("", include("divination.builder.urls")),
]

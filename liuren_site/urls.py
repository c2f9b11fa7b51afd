"""Top-level routes: the divination section (home, charts, API, patterns, practice) and the classics."""
from django.urls import include, path

urlpatterns = [
    path("classics/", include("classics.urls")),
    path("", include("divination.practice.urls")),
    path("", include("divination.pattern_pages.urls")),
    path("", include("divination.builder.urls")),
]

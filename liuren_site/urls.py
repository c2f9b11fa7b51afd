"""Top-level routes: the divination section (home, charts, API, patterns, practice) and the classics; the error answers."""
from django.urls import include, path

urlpatterns = [
    path("classics/", include("classics.urls")),
    path("", include("divination.practice.urls")),
    path("", include("divination.pattern_pages.urls")),
    path("", include("divination.builder.urls")),
]

handler400 = "liuren_site.errors.bad_request"
handler403 = "liuren_site.errors.permission_denied"
handler404 = "liuren_site.errors.page_not_found"
handler500 = "liuren_site.errors.server_error"

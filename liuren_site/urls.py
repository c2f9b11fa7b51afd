"""Top-level routes: the divination section (home, charts, API, patterns, practice), the classics, the site's icon."""
from django.urls import include, path

from liuren_site import site_pages

urlpatterns = [
    path("classics/", include("classics.urls")),
    path("favicon.ico", site_pages.favicon, name="favicon"),
    path("", include("divination.practice.urls")),
    path("", include("divination.pattern_pages.urls")),
    path("", include("divination.builder.urls")),
]

handler404 = "liuren_site.site_pages.not_found"

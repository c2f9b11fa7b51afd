"""Top-level routes: the divination section (home, charts, API, patterns, practice), the classics, what users keep,
the drills, the language switch, the site's icon; the error answers."""
from django.contrib import admin
from django.urls import include, path

from liuren_site import site_pages

# No address matches two of these routes (tests/test_routes.py), so their order decides nothing.
urlpatterns = [
    path("", include("divination.builder.urls")),
    path("", include("divination.pattern_pages.urls")),
    path("classics/", include("classics.urls")),
    path("", include("divination.practice.urls")),
    path("favicon.ico", site_pages.favicon, name="favicon"),
    path("i18n/", include("django.conf.urls.i18n")),
    path("language/", include("languages.urls")),
    path("accounts/", include("accounts.urls")),
    path("notebook/", include("notebook.urls")),
    path("sheets/", include("sheets.urls")),
    path("classes/", include("classes.urls")),
    path("", include("drills.urls")),
    path("admin/", admin.site.urls),
]

handler400 = "liuren_site.errors.bad_request"
handler403 = "liuren_site.errors.permission_denied"
handler404 = "liuren_site.errors.page_not_found"
handler500 = "liuren_site.errors.server_error"

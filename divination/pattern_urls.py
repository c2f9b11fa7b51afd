"""Routes of the pattern pages: the 720 課, the pattern catalog, one pattern."""
from django.urls import path

from . import pattern_views

app_name = "patterns"
urlpatterns = [
    path("ke/", pattern_views.ke_browser, name="ke"),
    path("patterns/", pattern_views.catalog, name="catalog"),
    path("patterns/<str:entry_id>/", pattern_views.pattern, name="pattern"),
]

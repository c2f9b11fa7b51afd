"""Routes of the pattern pages: the 720 課, the pattern catalog, one pattern."""
from django.urls import path

from divination.pattern_pages import views

app_name = "patterns"
urlpatterns = [
    path("ke/", views.ke_browser, name="ke"),
    path("patterns/", views.catalog, name="catalog"),
    path("patterns/<str:entry_id>/", views.pattern, name="pattern"),
]

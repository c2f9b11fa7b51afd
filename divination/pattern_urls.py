"""Routes of the pattern pages: the 720 課 and the pattern catalog."""
from django.urls import path

from . import pattern_views

app_name = "patterns"
urlpatterns = [
    path("ke/", pattern_views.ke_browser, name="ke"),
]

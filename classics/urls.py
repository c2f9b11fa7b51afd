from django.urls import path

from . import views

app_name = "classics"
urlpatterns = [
    path("", views.library, name="library"),
]

from django.urls import path

from . import views

app_name = "divination"
urlpatterns = [
    path("", views.home, name="home"),
]

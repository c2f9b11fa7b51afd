"""Routes of practice mode: a chart to practise step by step, a chart chosen at random, the checking API."""
from django.urls import path

from divination.practice import views

app_name = "practice"
urlpatterns = [
    path("practice/", views.practice, name="practice"),
]

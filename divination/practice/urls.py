"""Routes of practice mode: a chart to practise step by step, a chart drawn at random, the checking API."""
from django.urls import path

from divination.practice import views

app_name = "practice"
urlpatterns = [
    path("practice/", views.practice, name="practice"),
    path("practice/random/", views.random_chart, name="random"),
    path("api/practice/check", views.api_check, name="api_check"),
]

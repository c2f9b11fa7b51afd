from django.urls import path

from . import views

app_name = "classics"
urlpatterns = [
    path("", views.library, name="library"),
    path("search/", views.search_page, name="search"),
    path("notes/", views.notes, name="notes"),
    path("glossary/", views.glossary_page, name="glossary"),
    path("about/", views.about, name="about"),
    path("key/<str:key>/", views.passage_by_key, name="passage_by_key"),
    path("<slug:work>/<int:volume>/", views.volume, name="volume"),
    path("<slug:work>/<int:volume>/<int:number>/", views.passage, name="passage"),
]

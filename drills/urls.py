"""Routes of the drills: the pages under /drills/, the API under /api/drills/."""
from django.urls import path

from drills import api, views

app_name = "drills"
urlpatterns = [
    path("drills/", views.index, name="index"),
    path("drills/drill/", views.drill, name="drill"),
    path("drills/today/", views.today, name="today"),
    path("drills/mistakes/", views.mistakes, name="mistakes"),
    path("drills/progress/", views.progress, name="progress"),
    path("drills/export/", views.export, name="export"),
    path("drills/import/", views.import_page, name="import"),
    path("api/drills/next", api.api_next, name="api_next"),
    path("api/drills/answer", api.api_answer, name="api_answer"),
]

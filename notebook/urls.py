from django.urls import path

from notebook import views

app_name = "notebook"
urlpatterns = [
    path("", views.index, name="index"),
    path("add/", views.add, name="add"),
    path("chart/", views.for_chart, name="for_chart"),
    path("trash/", views.trash, name="trash"),
    path("export/", views.export, name="export"),
    path("import/", views.import_view, name="import"),
    path("<int:pk>/", views.note, name="note"),
    path("<int:pk>/edit/", views.edit, name="edit"),
    path("<int:pk>/delete/", views.delete, name="delete"),
    path("<int:pk>/restore/", views.restore, name="restore"),
]

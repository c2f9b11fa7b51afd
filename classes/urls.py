from django.urls import path

from classes import views

app_name = "classes"
urlpatterns = [
    path("", views.index, name="index"),
    path("new/", views.new, name="new"),
    path("join/", views.join_class, name="join"),
    path("export/", views.export_mine, name="export_mine"),
    path("import/", views.import_view, name="import"),
    path("<int:pk>/", views.classroom, name="classroom"),
    path("<int:pk>/edit/", views.edit, name="edit"),
    path("<int:pk>/renew/", views.renew, name="renew"),
    path("<int:pk>/teachers/", views.teachers, name="teachers"),
    path("<int:pk>/leave/", views.leave_class, name="leave"),
    path("<int:pk>/assign/", views.assign, name="assign"),
    path("<int:pk>/export/", views.export, name="export"),
    path("<int:pk>/members/<int:member>/", views.student, name="student"),
    path("<int:pk>/members/<int:member>/remove/", views.remove, name="remove"),
    path("<int:pk>/assignments/<int:number>/", views.assignment, name="assignment"),
    path("<int:pk>/assignments/<int:number>/take-back/", views.take_back_assignment, name="take_back"),
]

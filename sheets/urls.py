from django.urls import path

from sheets import views

app_name = "sheets"
urlpatterns = [
    path("", views.index, name="index"),
    path("mine/", views.mine, name="mine"),
    path("new/", views.new, name="new"),
    path("add/", views.add_to_sheet, name="add"),
    path("import/", views.import_view, name="import"),
    path("trash/", views.trash, name="trash"),
    path("answers/", views.answers, name="answers"),
    path("answers/export/", views.answers_export, name="answers_export"),
    path("answers/import/", views.answers_import, name="answers_import"),
    path("<slug:token>/", views.sheet, name="sheet"),
    path("<slug:token>/<int:number>/", views.work, name="work"),
    path("<slug:token>/edit/", views.edit, name="edit"),
    path("<slug:token>/items/", views.item_add, name="item_add"),
    path("<slug:token>/items/<int:pk>/", views.item_edit, name="item_edit"),
    path("<slug:token>/items/<int:pk>/answer/", views.answer, name="answer"),
    path("<slug:token>/items/<int:pk>/move/", views.item_move, name="item_move"),
    path("<slug:token>/items/<int:pk>/remove/", views.item_remove, name="item_remove"),
    path("<slug:token>/reorder/", views.reorder, name="reorder"),
    path("<slug:token>/delete/", views.delete, name="delete"),
    path("<slug:token>/restore/", views.restore, name="restore"),
    path("<slug:token>/relink/", views.relink, name="relink"),
    path("<slug:token>/copy/", views.copy, name="copy"),
    path("<slug:token>/export/", views.export, name="export"),
]

from django.urls import path

from sheets import views

app_name = "sheets"
urlpatterns = [
    path("", views.index, name="index"),
    path("mine/", views.mine, name="mine"),
    path("new/", views.new, name="new"),
    path("import/", views.import_view, name="import"),
    path("trash/", views.trash, name="trash"),
    path("<str:token>/", views.sheet, name="sheet"),
    path("<str:token>/<int:number>/", views.work, name="work"),
    path("<str:token>/edit/", views.edit, name="edit"),
    path("<str:token>/items/", views.item_add, name="item_add"),
    path("<str:token>/items/<int:pk>/", views.item_edit, name="item_edit"),
    path("<str:token>/items/<int:pk>/move/", views.item_move, name="item_move"),
    path("<str:token>/items/<int:pk>/remove/", views.item_remove, name="item_remove"),
    path("<str:token>/reorder/", views.reorder, name="reorder"),
    path("<str:token>/delete/", views.delete, name="delete"),
    path("<str:token>/restore/", views.restore, name="restore"),
    path("<str:token>/relink/", views.relink, name="relink"),
    path("<str:token>/copy/", views.copy, name="copy"),
    path("<str:token>/export/", views.export, name="export"),
]

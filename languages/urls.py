from django.urls import path

from languages import views

app_name = "languages"
urlpatterns = [
    path("<str:code>/", views.choose, name="choose"),
]

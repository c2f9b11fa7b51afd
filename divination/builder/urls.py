from django.urls import path

from divination.builder import api, views
from divination.builder.api import API_PREFIX

app_name = "divination"
urlpatterns = [
    path("", views.home, name="home"),
    path("chart/", views.chart, name="chart"),
    path("chart/work/", views.work, name="work"),
    path("ke/<str:day>/<str:general>/<str:hour>/", views.ke_short, name="ke_short"),
    path(f"{API_PREFIX}chart", api.chart, name="api_chart"),
    path("methods/", views.methods_index, name="methods"),
    path("methods/spirits/", views.spirit_rows, name="spirits"),
    path("methods/schools/", views.schools, name="schools"),
    path("methods/schools/option/<slug:option>/<slug:value>/", views.option_reach, name="option_reach"),
    path("methods/schools/reading/<slug:setting>/<slug:value>/", views.reading_reach, name="reading_reach"),
    path("methods/<slug:slug>/", views.method_detail, name="method"),
]

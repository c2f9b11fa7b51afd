"""Thin views: a form validates, the engine computes, a template renders."""
from django.shortcuts import render


def home(request):
    return render(request, "divination/home.html")

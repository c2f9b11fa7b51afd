"""Thin views over the corpus models."""
from django.shortcuts import render


def library(request):
    return render(request, "classics/library.html")

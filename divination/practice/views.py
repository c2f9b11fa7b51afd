"""Thin views of practice mode: a form validates, the checker checks, a template renders."""
from __future__ import annotations

from urllib.parse import parse_qsl, urlsplit

from django.shortcuts import redirect, render
from django.views.decorators.http import require_safe

from divination.builder.forms import form_for, read_pattern_settings
from divination.builder.page import permanent_params
from divination.engine.errors import ChartInputError
from divination.practice.page import page_context, practice_url
from divination.practice.steps import SUMMARY, Record, step_of


@require_safe
def practice(request):
    """/practice/?<a chart's canonical query>&step=<slug>: the chart, to be worked step by step."""
    if not request.GET:
        return render(request, "practice/start.html", {})
    form = form_for(request.GET)
    pattern_settings = read_pattern_settings(request.GET, form)
    if not form.is_valid():
        return render(request, "practice/start.html", {"errors": form.errors}, status=400)
    chart = form.chart
    params = permanent_params(chart, request.GET, pattern_settings)
    try:
        slug = request.GET.get("step") or None
        step = SUMMARY if slug == SUMMARY else step_of(chart, slug).slug
        record = Record.from_token(request.GET.get("record"), chart)
    except ChartInputError as error:
        return render(request, "practice/start.html", {"errors": {error.field: [error.message]}}, status=400)
    target = practice_url(params, step, record)
    if parse_qsl(request.META.get("QUERY_STRING", ""), keep_blank_values=True) != parse_qsl(urlsplit(target).query):
        return redirect(target)
    return render(request, "practice/practice.html", page_context(chart, params, step, record))

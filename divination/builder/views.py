"""Thin views: a form validates, the engine computes, a template renders.

A chart is served only at its permanent address (builder.page.chart_url: /ke/丁卯/亥/丑/?v=1 for a 課,
/chart/?at=…&tz=…&v=1 for a moment, each changed option by name); any other query that makes a valid chart,
an older link's long form with its tokens `o` and `p` included, is redirected there, so a shared link never
depends on today's defaults. A chart page is the same for the same URL: it is cacheable
(divination.builder.caching says by whom).
"""
from __future__ import annotations

from urllib.parse import parse_qsl, unquote, urlsplit

from django.conf import settings
from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.cache import patch_vary_headers
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import gettext
from django.views.decorators.cache import cache_page, never_cache
from django.views.decorators.http import require_safe
from django.views.decorators.vary import vary_on_cookie

from divination.builder.caching import CACHE_SECONDS, cacheable
from divination.builder.forms import (
    KeForm,
    MomentForm,
    form_for,
    given_form,
    read_pattern_settings,
    time_zones,
)
from divination.builder.methods import METHOD_BY_SLUG, METHODS, WORKED_EXAMPLES, live_examples, method_counts
from divination.builder.page import (
    STEP_SLUGS,
    WORK_PARAM,
    chart_url,
    page_context,
    permanent_params,
    step_url,
    with_return,
)
from divination.builder.patterns_step import patterns_context
from divination.builder.reach import PER_PAGE, option_reach_context, schools_context, setting_reach_context
from divination.builder.schools import choice_name
from divination.builder.spirits import spirit_table
from divination.engine.options import DEFAULT_OPTIONS, OPTION_SPECS
from divination.engine.params import KE_FIELDS, chart_from_params
from divination.interface import PARAMETERS, pattern_settings_from
from divination.pattern_pages.tables import configure
from liuren_site.htmx import page_or_region
from sheets.returns import sheet_return

# Every parameter a chart link may carry: the chart's (divination.interface), the page's step, working it out and
# the lesson sheet it was opened from (`from`, shown as the way back); the start form also sends its city, which
# /chart/ turns into the place.
CHART_PARAMETERS = PARAMETERS | {"step", WORK_PARAM, "from"}
# The reader's choice to work each chart out step by step (builder.page.name_so_far), kept a year.
WORK_COOKIE, WORK_COOKIE_AGE = "chart_work", 365 * 24 * 3600
FORM_PARAMETERS = CHART_PARAMETERS | {"city"}


def refuse_unknown(form, query, known=CHART_PARAMETERS) -> None:
    """A parameter that is none of a chart's (a misspelt option) is refused, never dropped: the chart would
    silently take the default it meant to change."""
    unknown = [name for name in query if name not in known]
    if unknown:
        form.add_error(None, gettext("「%(name)s」 is not a parameter of a chart: give the school options by their "
                                     "names (%(options)s) or as the token o.")
                       % {"name": unknown[0][:20], "options": ", ".join(spec.name for spec in OPTION_SPECS)})


def _start_context(moment_form, ke_form) -> dict:
    return {"moment_form": moment_form, "ke_form": ke_form, "time_zones": time_zones(),
            "basis_default": choice_name("time_basis", DEFAULT_OPTIONS.time_basis)}


def _start_page(request, moment_form, ke_form, status=200):
    return render(request, "divination/home.html", _start_context(moment_form, ke_form), status=status)


@require_safe
def home(request):
    """The start page; a chart's query (with its step) fills in that chart's form, for editing it.

    The chart page's edit panel asks for the filled-in form alone (an htmx request).
    """
    form = given_form(request.GET)
    step = request.GET.get("step") if request.GET.get("step") in STEP_SLUGS else None
    context = _start_context(form if isinstance(form, MomentForm) else MomentForm(),
                             form if isinstance(form, KeForm) else KeForm())
    return page_or_region(request, "divination/home.html", "divination/_edit_form.html",
                          context | {"form": form, "is_ke": isinstance(form, KeForm),
                                     "ke_step": step if isinstance(form, KeForm) else None,
                                     "moment_step": step if isinstance(form, MomentForm) else None})


@require_safe
@cache_page(CACHE_SECONDS)
@vary_on_cookie   # the language the reader's cookie chose
def chart(request):
    """The chart of a moment (or, redirected to its /ke/ address, of a 課), step by step (`step=<slug>`) or whole;
    bad input returns the start form with the message."""
    return _chart_page(request, request.GET, form_for(request.GET))


@require_safe
@cache_page(CACHE_SECONDS)
@vary_on_cookie   # the language the reader's cookie chose
def ke_short(request, day, general, hour):
    """/ke/丁卯/亥/丑/?v=1: a 課 as the books print it (day, monthly general, query hour), the permanent address
    of a 課's chart. The options and settings in its query are kept (?v=1&shehai=mengzhongji); a parameter that
    is not one of a chart's, or a 課 given twice, is refused with the message, never dropped."""
    query = request.GET.copy()
    repeated = [name for name in KE_FIELDS if name in query]
    query.update({"day": day, "general": general, "hour": hour})
    form = KeForm(query)
    form.is_valid()
    if repeated:
        form.add_error(None, gettext("The 課 is in the address already: leave %(name)s out of the query.")
                       % {"name": repeated[0]})
    return _chart_page(request, query, form)


def _chart_page(request, query, form):
    step = query.get("step") or None
    if form.is_valid():
        refuse_unknown(form, request.GET, FORM_PARAMETERS)
    if form.is_valid() and step is not None and step not in STEP_SLUGS:
        form.add_error(None, gettext("「%(step)s」 is not a step of the chart: choose one of %(steps)s.")
                       % {"step": step[:20], "steps": ", ".join(sorted(STEP_SLUGS))})
    pattern_settings = read_pattern_settings(query, form)
    if not form.is_valid():
        blank = KeForm() if isinstance(form, MomentForm) else MomentForm()
        forms = (form, blank) if isinstance(form, MomentForm) else (blank, form)
        return _start_page(request, *forms, status=400)
    the_chart = form.chart
    params = permanent_params(the_chart, query, pattern_settings)
    # Working it out is a step's (the whole chart shows everything): asked in the URL, or, for a chart the reader
    # comes to by a form or an older link, by the choice the reader made before (a redirect is never cached).
    work = step is not None and (query.get(WORK_PARAM) == "1" if WORK_PARAM in query
                                 else request.COOKIES.get(WORK_COOKIE) == "1")
    back = sheet_return(query.get("from"))  # a `from` that is no sheet of this site is dropped
    target = step_url(chart_url(params), step, work, back) if step else chart_url(params) + with_return(back)
    if not _is_address(request, target):
        response = redirect(target)  # an older or longer link, or a 課 asked at /chart/: to its permanent address
        patch_vary_headers(response, ["Cookie"])
        return response
    return cacheable(page_or_region(request, "divination/chart.html", "divination/_chart_steps.html",
                                    chart_context(request, the_chart, params, step, work, back)
                                    | {"back_to_sheet": back}),
                     request)


def _is_address(request, url: str) -> bool:
    """The request asked for this very URL (its path, and its query in the same order)."""
    parts = urlsplit(url)
    return unquote(parts.path) == request.path and parse_qsl(
        request.META.get("QUERY_STRING", ""), keep_blank_values=True) == parse_qsl(parts.query, keep_blank_values=True)


def chart_context(request, the_chart, params, step, work=False, back=None) -> dict:
    """The chart page's context; the 課體 step comes with the patterns found on the chart. A step the chart
    does not reach is not found."""
    patterns = patterns_context(the_chart, pattern_settings_from(params))
    context = page_context(the_chart, params, step, request.build_absolute_uri(chart_url(params)), patterns, work,
                           back)
    if step is not None and not context["progress"].reached(step):
        raise Http404(gettext("This chart has no such step."))
    return context


@require_safe
@never_cache
def work(request):
    """/chart/work/?on=1&next=<a step's URL>: work each chart out step by step (on=1) or not (on=0), the choice kept
    in a cookie, then back to the step. A link, as harmless as the language's choice: it changes only what the
    reader's own next charts hide."""
    target = request.GET.get("next") or reverse("divination:home")
    if not url_has_allowed_host_and_scheme(target, allowed_hosts={request.get_host()},
                                           require_https=request.is_secure()):
        target = reverse("divination:home")
    response = redirect(target)
    if request.GET.get("on") == "1":
        response.set_cookie(WORK_COOKIE, "1", max_age=WORK_COOKIE_AGE, samesite="Lax", httponly=True,
                            secure=settings.SESSION_COOKIE_SECURE)
    else:
        response.delete_cookie(WORK_COOKIE, samesite="Lax")
    return response


def _example_url(day, general, hour) -> str:
    return chart_url(permanent_params(chart_from_params({"day": day, "general": general, "hour": hour}), {}))


@require_safe
@cache_page(CACHE_SECONDS)
@vary_on_cookie
def methods_index(request):
    counts = method_counts()
    return cacheable(render(request, "divination/methods/index.html", {
        "methods": [(m, counts[m.name]) for m in METHODS],
        "example": _example_url("丁卯", "亥", "丑"),
    }), request)


@require_safe
@cache_page(CACHE_SECONDS)
@vary_on_cookie
def method_detail(request, slug):
    method = METHOD_BY_SLUG.get(slug)
    if method is None:
        raise Http404(gettext("No method has this name."))
    groups, total = live_examples(method.name)
    worked = [(w, _example_url(w.day, w.general, w.hour)) for w in WORKED_EXAMPLES if w.method == method.name]
    index = METHODS.index(method)
    return cacheable(render(request, "divination/methods/detail.html", {
        "method": method, "worked": worked, "total": total,
        "groups": [(subname, [(ex, _example_url(ex.ke.day_name, ex.general, ex.hour)) for ex in examples])
                   for subname, examples in groups.items()],
        "previous": METHODS[index - 1] if index else None,
        "next": METHODS[index + 1] if index + 1 < len(METHODS) else None,
        "rule_template": f"divination/methods/_rule_{method.slug}.html",
    }), request)


@require_safe
@cache_page(CACHE_SECONDS)
@vary_on_cookie
def spirit_rows(request):
    """/methods/spirits/: every row of 六壬大全 卷一 神煞立成 the chart places, the 逐月 table, the rows left out."""
    return cacheable(render(request, "divination/methods/spirits.html", spirit_table()), request)


@require_safe
@cache_page(CACHE_SECONDS)
@vary_on_cookie
def schools(request):
    """/methods/schools/: every school option and pattern setting, with how many 課 each other value changes."""
    return cacheable(render(request, "divination/methods/schools.html", schools_context()), request)


def _reach_page(request, context, template: str, missing: str):
    """A list of what a value changes: its table paged from the request; not found where no such value is."""
    if context is None:
        raise Http404(missing)
    configure(context["table"], request, per_page=PER_PAGE)
    return cacheable(render(request, template, context), request)


@require_safe
@cache_page(CACHE_SECONDS)
@vary_on_cookie
def option_reach(request, option, value):
    """The charts a school option's value changes against the default."""
    return _reach_page(request, option_reach_context(option, value), "divination/methods/option_reach.html",
                       gettext("No school option has this value."))


@require_safe
@cache_page(CACHE_SECONDS)
@vary_on_cookie
def reading_reach(request, setting, value):
    """The 課 on which a pattern setting's value shows other patterns than the default reading."""
    return _reach_page(request, setting_reach_context(setting, value), "divination/methods/reading_reach.html",
                       gettext("No pattern setting has this value."))

"""The 720-課 browser's rows and the filter forms are written in Python, in one pass: what they write is what
django-tables2's and Django's own templates write (the rows marked for the reader, as the page marks them)."""
import re

import pytest
from django.http import QueryDict
from django.template.loader import render_to_string
from django.test import RequestFactory
from django.utils import translation
from django.utils.http import urlencode

from divination.pattern_pages.forms import KeFilterForm, PatternFilterForm
from divination.pattern_pages.tables import KeRows, KeTable, PatternTable, configure, ke_survey, pattern_rows
from languages.marking import mark_foreign_runs, marked_for_reader

pytestmark = pytest.mark.django_db

LANGUAGES = ("en", "zh-hant", "zh-hans", "ja")


def _tbody(html: str) -> str:
    body = re.search(r"<tbody[^>]*>(.*?)</tbody>", html, re.DOTALL).group(1)
    return re.sub(r">\s+<", "><", body).strip()


def _table(query: str, template_name: str | None = None) -> str:
    request = RequestFactory().get("/ke/?" + query)
    survey = ke_survey()
    form = KeFilterForm(request.GET, methods=survey.methods, patterns=survey.patterns)
    table = KeTable(KeRows(survey, survey.select(form.filters())), template_name=template_name)
    configure(table, request, form.rows_a_page())
    return _written(table, request, template_name)


def _written(table, request, template_name: str | None) -> str:
    """Ours in one pass (no template named), or as the template named writes it."""
    return str(table.html()) if template_name is None else render_to_string(template_name, {"table": table, "request": request})


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("query", ["", "method=涉害&sort=-k", "day=甲子&page=2", "per_page=10&page=5&sort=method"])
def test_a_page_of_rows_is_django_tables2s_own_rows_marked(language, query):
    with translation.override(language):
        ours = _table(query)
        theirs = mark_foreign_runs(_table(query, "django_tables2/table.html")) if language == "en" \
            else _table(query, "django_tables2/table.html")
    assert _tbody(ours) == _tbody(theirs)


def _catalog(query: str, template_name: str | None = None) -> str:
    request = RequestFactory().get("/patterns/?" + query)
    table = PatternTable(list(pattern_rows()), template_name=template_name)
    configure(table, request, None)
    return _written(table, request, template_name)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("query", ["", "sort=frequency&page=2", "sort=-name&page=4"])
def test_a_page_of_the_catalog_is_django_tables2s_own_rows_marked(language, query):
    with translation.override(language):
        ours = _catalog(query)
        theirs = _catalog(query, "django_tables2/table.html")
    assert _tbody(ours) == _tbody(mark_foreign_runs(theirs) if language == "en" else theirs)


def _outside_rows(html: str) -> str:
    """The table without its rows and with its previous and next links emptied (ours say them in the reader's
    words, theirs in Django's), the spaces between tags taken out (our tbody stands as _table.html had it)."""
    html = re.sub(r"(<tbody[^>]*>).*?(</tbody>)", r"\1\2", html, flags=re.DOTALL)
    html = re.sub(r'<li class="(previous|next)">.*?</li>', r'<li class="\1"></li>', html, flags=re.DOTALL)
    return re.sub(r">\s+<", "><", html)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("query", ["", "method=涉害&sort=-k", "day=甲子&page=2", "per_page=10&page=5&sort=method",
                                   "per_page=10&page=72", "sort=k&x=<&x=b", "day=甲子&method=返吟"])
def test_the_headers_sort_links_and_page_links_are_django_tables2s_own_marked(language, query):
    with translation.override(language):
        ours, theirs = _table(query), _table(query, "django_tables2/table.html")
    assert _outside_rows(ours) == _outside_rows(mark_foreign_runs(theirs) if language == "en" else theirs)


def test_the_page_links_say_previous_and_next_in_the_readers_language():
    with translation.override("en"):
        html = _table("per_page=10&page=5")
    assert '<li class="previous"><a href="?per_page=10&amp;page=4">← Previous page</a></li>' in html
    assert '<li class="next"><a href="?per_page=10&amp;page=6">Next page →</a></li>' in html


def test_rows_alternate_even_and_odd_from_the_first_of_the_page():
    with translation.override("en"):
        rows = re.findall(r'<tr class="(even|odd)">', _table("per_page=10&page=3"))
    assert rows == ["even", "odd"] * 5


def test_no_row_fits_says_so_in_the_table():
    with translation.override("en"):
        html = _table("day=甲子&method=返吟&pattern=jingwei.muju")
    assert 'No <span lang="zh-Hant">課</span> fits these filters' in _tbody(html)   # marked, as the page marked it


KE_QUERIES = ["", "day=甲子&method=涉害", "pattern=nonsense&per_page=5", "day=XX", "per_page=abc",
              'pattern=<b>&method="x', "per_page=20&pattern=懸胎"]
CATALOG_QUERIES = ["", "q=懸&work=zz", "inputs=C", "difficulty=simple&q=\"<>", "per_page=7"]


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("query", KE_QUERIES)
def test_the_ke_filters_are_written_as_djangos_div_template_writes_them(language, query):
    survey = ke_survey()
    with translation.override(language):
        form = KeFilterForm(QueryDict(query) if query else None, methods=survey.methods, patterns=survey.patterns)
        # each field is kept marked for the reader, as the page marks it in place
        assert form.as_div() == marked_for_reader(form.render(form.template_name_div))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("query", CATALOG_QUERIES)
def test_the_catalog_filters_are_written_as_djangos_div_template_writes_them(language, query):
    with translation.override(language):
        form = PatternFilterForm(QueryDict(query) if query else None)
        assert form.as_div() == marked_for_reader(form.render(form.template_name_div))


def test_a_pattern_pages_list_of_ke_is_written_in_each_readers_language(client):
    from django.utils.translation import gettext

    pages = {language: client.get("/patterns/jingwei.xingshang/", HTTP_ACCEPT_LANGUAGE=language).content.decode()
             for language in ("en", "ja", "en")}
    with translation.override("ja"):
        japanese = gettext("practise")
    assert japanese != "practise"
    assert f'">{japanese}</a></li>' in pages["ja"] and '">practise</a></li>' not in pages["ja"]
    assert '">practise</a></li>' in pages["en"]


def test_a_pattern_pages_list_holds_every_ke_its_count_says(client):
    from divination.patterns.survey import ke_showing

    html = client.get("/patterns/jingwei.xingshang/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    count = len(ke_showing("jingwei.xingshang"))
    assert html.split('<ul class="ke-list">', 1)[1].split("</ul>", 1)[0].count('class="practise-this"') == count
    assert f"{count} of the 720" in html


def test_forms_of_other_languages_leave_each_forms_method_choices_in_its_own_script():
    # The forms share their fields: a form made for a Japanese reader changes no field an English one shows.
    survey = ke_survey()
    with translation.override("ja"):
        japanese = KeFilterForm(QueryDict("method=涉害"), methods=survey.methods, patterns=survey.patterns)
    with translation.override("en"):
        english = KeFilterForm(QueryDict("method=涉害"), methods=survey.methods, patterns=survey.patterns)
        english_div = english.as_div()
    with translation.override("ja"):
        japanese_div = japanese.as_div()
    assert '<option value="涉害" selected>渉害</option>' in japanese_div
    assert '<option value="涉害" selected>涉害</option>' in english_div


def test_a_pattern_is_found_by_its_id_or_by_any_of_its_names_with_every_pattern_of_that_name():
    # 從革 names a 經緯 entry and a 心鏡 one: the name finds both, the id (shown as the first name) the same.
    survey = ke_survey()

    def found(typed: str) -> frozenset[str]:
        return KeFilterForm(QueryDict(urlencode({"pattern": typed})), methods=survey.methods,
                            patterns=survey.patterns).filters()["pattern"]

    assert found("從革") == {"jingwei.jinju.shun.congge", "xinjing.congge"}
    assert found("jingwei.jinju.shun.congge") == found(survey.patterns["jingwei.jinju.shun.congge"][0])
    assert all("jingwei.jinju.shun.congge" in found(name) for name in survey.patterns["jingwei.jinju.shun.congge"])

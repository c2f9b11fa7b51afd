"""Saving a chart: its permanent canonical link, a title, notes and tags; bad input named beside its field."""
from urllib.parse import unquote

import pytest
from django.urls import reverse

from notebook.models import Note
from tests.notebook.conftest import DINGMAO, DINGMAO_CANONICAL, JIAZI_FUYIN
from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def test_a_short_link_is_kept_as_the_canonical_chart_link(save):
    note = save(DINGMAO)
    assert unquote(note.chart_url).startswith(DINGMAO_CANONICAL)


def test_a_saved_chart_records_its_method_and_name(save):
    note = save(DINGMAO)
    assert note.method == "涉害"
    assert note.chart_name == "丁卯日 亥將 丑時 · 亥酉未 涉害"


def test_a_link_with_its_host_and_a_step_is_kept_without_either(save):
    note = save("https://example.org/chart/?day=丁卯&general=亥&hour=丑&step=lessons")
    assert unquote(note.chart_url).startswith(DINGMAO_CANONICAL)
    assert "step" not in note.chart


def test_a_fuyin_chart_is_filed_under_fuyin(save):
    assert save(JIAZI_FUYIN).method == "伏吟"


def test_tags_are_kept_once_each_and_shown_by_name(save):
    # Made in the order of their names, whatever the order typed: two saves making the same tags never wait on
    # each other crosswise (notebook.records._locked_tags).
    note = save(tags="涉害, homework 涉害、夜貴")
    assert [t.name for t in note.tags.all()] == ["homework", "夜貴", "涉害"]


def post(client, **data):
    fields = {"chart": DINGMAO, "title": "t", "text": "", "tags": ""} | data
    return client.post(reverse("notebook:add"), fields)


def errors_of(response, field):
    return response.context["form"].errors.get(field, [])


def test_a_link_that_is_not_a_chart_is_refused_beside_the_chart_field(as_teacher):
    response = post(as_teacher, chart="/patterns/")
    assert response.status_code == 400
    assert errors_of(response, "chart") == [
        "This is not a chart link: a chart link starts with /chart/? (or /ke/day/general/hour/)."]
    assert 'id="id_chart_error1"' in unmarked(response.content.decode())
    assert not Note.objects.exists()


def test_a_chart_link_with_a_wrong_day_names_what_is_wrong(as_teacher):
    response = post(as_teacher, chart="/chart/?day=甲丑&general=亥&hour=丑")
    assert errors_of(response, "chart")[0].startswith("This link does not make a chart: ")
    assert "甲丑" in errors_of(response, "chart")[0]


def test_a_chart_link_with_an_unknown_step_is_refused(as_teacher):
    response = post(as_teacher, chart="/chart/?day=丁卯&general=亥&hour=丑&step=nowhere")
    assert "「nowhere」 is not a step of the chart" in errors_of(response, "chart")[0]


def test_an_over_long_title_is_refused_beside_the_title(as_teacher):
    response = post(as_teacher, title="課" * 201)
    assert errors_of(response, "title") == ["The title may be at most 200 characters long; it has 201."]
    assert not Note.objects.exists()


def test_a_missing_title_is_asked_for(as_teacher):
    assert errors_of(post(as_teacher, title=""), "title") == ["Give the note a title."]


def test_a_tag_with_punctuation_is_refused_beside_the_tags(as_teacher):
    response = post(as_teacher, tags="good <script>")
    assert errors_of(response, "tags")[0].startswith("「<script>」 is not a tag")


def test_more_than_twenty_tags_are_refused(as_teacher):
    response = post(as_teacher, tags=" ".join(f"t{n}" for n in range(21)))
    assert errors_of(response, "tags") == ["A note takes at most 20 tags; this one has 21."]


def test_the_add_form_is_filled_in_from_the_chart_page(as_teacher):
    response = as_teacher.get(reverse("notebook:add"), {"chart": DINGMAO})
    form = response.context["form"]
    assert form.initial["title"] == "丁卯日 亥將 丑時 · 亥酉未 涉害"


def test_saving_needs_an_account(client):
    response = post(client)
    assert response.status_code == 302
    assert response["Location"].startswith(reverse("accounts:login"))

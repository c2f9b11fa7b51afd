"""The chart forms, built on every chart request, share their class's fields instead of copying them
(liuren_site.shared_fields); each form still keeps its own order, data and errors, and reads its query as
Django would, without an exception for each absent field."""
import pytest
from django.http import QueryDict

from divination.builder.forms import KeForm, MomentForm, _Given
from divination.engine.options import OPTION_SPECS


def test_two_moment_forms_hold_the_same_field_objects():
    first, second = MomentForm(), MomentForm()
    assert first.fields["tz"] is second.fields["tz"] is MomentForm.base_fields["tz"]


def test_a_forms_fields_are_a_dict_of_its_own():
    form = KeForm()
    form.fields.pop("day")
    assert "day" in KeForm().fields


def test_the_school_options_come_after_the_inputs_on_every_form():
    for form in (KeForm(), KeForm()):
        assert list(form.fields)[-len(OPTION_SPECS):] == [spec.name for spec in OPTION_SPECS]


def test_an_error_on_one_form_is_not_seen_on_the_next():
    refused = MomentForm(QueryDict("at=2026-13-40T99:00&tz=Asia/Shanghai"))
    assert not refused.is_valid()
    accepted = MomentForm(QueryDict("at=2026-03-01T10:00&tz=Asia/Shanghai"))
    assert accepted.is_valid(), accepted.errors
    assert not accepted.errors


@pytest.mark.parametrize("name", ["day", "hour", "tz", "step"])
def test_the_chart_forms_read_a_query_as_django_reads_it(name):
    query = QueryDict("day=丁卯&hour=&tz=Asia/Shanghai&tz=Europe/Berlin")
    given = _Given(dict(query.lists()))
    assert given.get(name) == query.get(name)
    assert given.get(name, "none") == query.get(name, "none")
    assert given.getlist(name) == query.getlist(name)

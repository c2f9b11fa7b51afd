"""The chart forms, built on every chart request, share their class's fields instead of copying them
(liuren_site.shared_fields); each form still keeps its own order, data and errors, and reads and cleans its
query as Django would, without an exception for each absent field or a bound field for each field."""
import pytest
from django import forms
from django.http import QueryDict
from hypothesis import given
from hypothesis import strategies as st

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


class _MomentFormAsDjango(MomentForm):
    _clean_fields = forms.BaseForm._clean_fields


class _KeFormAsDjango(KeForm):
    _clean_fields = forms.BaseForm._clean_fields


VALUES = st.sampled_from(["", " ", "丁卯", "亥", "2026-03-01T10:00", "2026-13-40T99:00", "Asia/Shanghai", "Mars/Base",
                          "北京", "31.2", "x" * 300, "1", "day", "night", "auto", "male", "z23.tl", "v1.gj"])


@pytest.mark.parametrize("form_class, as_django", [(MomentForm, _MomentFormAsDjango), (KeForm, _KeFormAsDjango)])
@given(data=st.data())
def test_a_chart_form_cleans_its_query_as_djangos_form_cleaning_does(form_class, as_django, data):
    names = sorted(form_class.base_fields) + ["day", "at", "step"]
    query = QueryDict(mutable=True)
    for name, value in data.draw(st.lists(st.tuples(st.sampled_from(names), VALUES), max_size=8)):
        query.appendlist(name, value)
    ours, django_s = form_class(query), as_django(query)
    assert ours.is_valid() == django_s.is_valid()
    assert ours.errors.get_json_data() == django_s.errors.get_json_data()
    assert ours.cleaned_data == django_s.cleaned_data
    assert ours.chart == django_s.chart


@pytest.mark.parametrize("form_class", [MomentForm, KeForm])
def test_no_chart_form_field_is_disabled_a_file_or_cleaned_by_a_method_of_its_own(form_class):
    # What Django's field cleaning does besides reading and cleaning each value, which the chart forms' skips.
    for name, field in form_class().fields.items():
        assert not field.disabled and not isinstance(field, forms.FileField) and not hasattr(form_class, f"clean_{name}")

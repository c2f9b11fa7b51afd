"""The chart forms: each keeps its own fields, order, data and errors; the school options come after the inputs."""
from django.http import QueryDict

from divination.builder.forms import KeForm, MomentForm
from divination.engine.options import OPTION_SPECS


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

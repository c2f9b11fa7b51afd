"""Export and import as JSON: one download, one upload form that refuses a file too large or not JSON."""
from __future__ import annotations

import datetime as dt
import json
from collections.abc import Callable
from typing import Any

from django import forms
from django.contrib import messages
from django.http import HttpResponse
from django.shortcuts import redirect, render
from django.utils import timezone
from django.utils.translation import gettext, gettext_lazy

from accounts.throttle import IMPORTS_AN_HOUR
from liuren_site.user_json import UnreadableJSON, read_json

MAX_IMPORT_BYTES = 2 * 1024 * 1024


def import_limits(count: int) -> dict[str, Any]:
    """What an import page states: the file's size, how many notes or items it may hold, and imports an hour."""
    return {"megabytes": MAX_IMPORT_BYTES // (1024 * 1024), "count": f"{count:,}", "imports": IMPORTS_AN_HOUR}


def import_response(request, *, expected_format: str, template: str, limit: int,
                imported: Callable[[dict[str, Any]], tuple[str, str]]) -> HttpResponse:
    """The import page of one kind of a user's data: the form; on a good file, `imported` writes the parsed
    document in one transaction and gives the message to show and the address to go to; a file it refuses
    (ValueError, its reasons) is named beside the field and nothing is imported."""
    form = ImportFileForm(request.POST or None, request.FILES or None, expected_format=expected_format)
    if request.method == "POST" and form.is_valid():
        try:
            said, target = imported(form.cleaned_data["file"])
        except ValueError as error:
            form.add_error("file", gettext("%(reasons)s Nothing was imported.") % {"reasons": error})
        else:
            messages.success(request, said)
            return redirect(target)
    return render(request, template, {"form": form} | import_limits(limit), status=400 if form.errors else 200)


def json_download(data: dict[str, Any], filename: str) -> HttpResponse:
    response = HttpResponse(json.dumps(data, ensure_ascii=False, indent=2),
                            content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    response["Cache-Control"] = "private, no-store"
    return response


def exported_at() -> str:
    return timezone.now().isoformat(timespec="seconds")


class ImportFileForm(forms.Form):
    """A JSON file of a given format; `cleaned_data["file"]` is the parsed document."""

    file = forms.FileField(label=gettext_lazy("JSON file"), error_messages={
        "required": gettext_lazy("Choose a JSON file to import."),
        "empty": gettext_lazy("The file is empty: choose an exported JSON file.")})

    def __init__(self, *args, expected_format: str, **kwargs):
        super().__init__(*args, **kwargs)
        self.expected_format = expected_format

    def clean_file(self) -> dict[str, Any]:
        upload = self.cleaned_data["file"]
        if upload.size > MAX_IMPORT_BYTES:
            raise forms.ValidationError(
                gettext("The file is %(size)s bytes; an import may be at most %(limit)s bytes. Nothing was imported.")
                % {"size": f"{upload.size:,}", "limit": f"{MAX_IMPORT_BYTES:,}"})
        try:
            document = read_json(upload.read().decode("utf-8"))
        except UnicodeDecodeError:
            raise forms.ValidationError(gettext("The file is not text in UTF-8. Nothing was imported.")) from None
        except UnreadableJSON as error:
            if error.position:  # the position, not the parser's English words
                raise forms.ValidationError(
                    gettext("The file is not valid JSON (line %(line)d, column %(column)d). Nothing was imported.")
                    % {"line": error.position[0], "column": error.position[1]}) from None
            raise forms.ValidationError(gettext("The file is not JSON this site can read: %(reason)s. Nothing was "
                                                "imported.")
                                        % {"reason": error.reason}) from None
        if not isinstance(document, dict) or document.get("format") != self.expected_format:
            raise forms.ValidationError(
                gettext('The file is not an export of this kind: its "format" must be "%(format)s". Nothing was '
                        'imported.')
                % {"format": self.expected_format})
        if document.get("version") != 1:
            raise forms.ValidationError(gettext('The file\'s "version" must be 1, the only version this site writes. '
                                                'Nothing was imported.'))
        return document


def text_of(record: dict[str, Any], name: str, where: str, required: bool = False) -> str:
    """A string field of an imported record; ValueError with the place named (in the reader's language: "Note 3")
    when it is of the wrong type."""
    value = record.get(name, "")
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise ValueError(gettext('%(where)s: "%(name)s" must be text.') % {"where": where, "name": name})
    if required and not value.strip():
        raise ValueError(gettext('%(where)s: "%(name)s" is missing.') % {"where": where, "name": name})
    return value


def problems_said(problems: list[str], shown: int = 5) -> str:
    """The first reasons an import is refused, and how many more there are."""
    more = len(problems) - shown
    return " ".join(problems[:shown] + ([gettext("… and %(count)d more.") % {"count": more}] if more > 0 else []))


def field_problems(form, where: str) -> list[str]:
    """Each refusal of a form that checked an imported record, with its place and field: "Note 1: Title: …"."""
    return [gettext("%(where)s: %(field)s: %(error)s")
            % {"where": where, "field": form.fields[f].label if f in form.fields else f,
                                                          "error": e}
            for f, errors in form.errors.items() for e in errors]


def moment_of(record: dict[str, Any], name: str, where: str) -> dt.datetime:
    """A date and time of an imported record (now when it is empty), kept in UTC; ValueError with the place named."""
    text = text_of(record, name, where) or timezone.now().isoformat()
    try:
        moment = dt.datetime.fromisoformat(text)
    except ValueError:
        raise ValueError(gettext('%(where)s: "%(name)s" must be a date and time like 2026-11-30T14:30:00+00:00.')
                         % {"where": where, "name": name}) from None
    if moment.tzinfo is None:
        raise ValueError(gettext('%(where)s: "%(name)s" must give its offset from UTC, e.g. 2026-11-30T14:30:00+00:00.')
                         % {"where": where, "name": name})
    # Kept in UTC: 9999-12-31T23:59:59-01:00 is in the year 10000 there, which the database takes but Python cannot
    # read back (every page of the notebook would fail for good).
    try:
        return moment.astimezone(dt.UTC)
    except OverflowError:
        raise ValueError(
            gettext('%(where)s: "%(name)s" must fall between the years 1 and 9999 in UTC; %(value)s does not.')
            % {"where": where, "name": name, "value": text}) from None

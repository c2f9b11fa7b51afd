"""Export and import as JSON: one download, one upload form that refuses a file too large or not JSON."""
from __future__ import annotations

import json
from typing import Any

from django import forms
from django.http import HttpResponse
from django.utils import timezone

MAX_IMPORT_BYTES = 2 * 1024 * 1024


def json_download(data: dict[str, Any], filename: str) -> HttpResponse:
    response = HttpResponse(json.dumps(data, ensure_ascii=False, indent=2), content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    response["Cache-Control"] = "private, no-store"
    return response


def exported_at() -> str:
    return timezone.now().isoformat(timespec="seconds")


class ImportFileForm(forms.Form):
    """A JSON file of a given format; `cleaned_data["file"]` is the parsed document."""

    file = forms.FileField(label="JSON file", error_messages={
        "required": "Choose a JSON file to import.", "empty": "The file is empty: choose an exported JSON file."})

    def __init__(self, *args, expected_format: str, **kwargs):
        super().__init__(*args, **kwargs)
        self.expected_format = expected_format

    def clean_file(self) -> dict[str, Any]:
        upload = self.cleaned_data["file"]
        if upload.size > MAX_IMPORT_BYTES:
            raise forms.ValidationError(
                f"The file is {upload.size:,} bytes; an import may be at most {MAX_IMPORT_BYTES:,} bytes. Nothing was imported.")
        try:
            document = json.loads(upload.read().decode("utf-8"))
        except (UnicodeDecodeError, ValueError) as error:
            raise forms.ValidationError(f"The file is not valid JSON ({error}). Nothing was imported.") from None
        if not isinstance(document, dict) or document.get("format") != self.expected_format:
            raise forms.ValidationError(
                f"The file is not an export of this kind: its \"format\" must be \"{self.expected_format}\". Nothing was imported.")
        if document.get("version") != 1:
            raise forms.ValidationError("The file's \"version\" must be 1, the only version this site writes. Nothing was imported.")
        return document


def text_of(record: dict[str, Any], name: str, where: str, required: bool = False) -> str:
    """A string field of an imported record; ValueError with the place named when it is of the wrong type."""
    value = record.get(name, "")
    if value is None:
        value = ""
    if not isinstance(value, str):
        raise ValueError(f"{where}: \"{name}\" must be text.")
    if required and not value.strip():
        raise ValueError(f"{where}: \"{name}\" is missing.")
    return value

"""The table of every editorial note of every work (django-tables2, sortable by any column).

On a phone each row is a card: every cell carries its heading (`data-label`) for the stacked layout.
"""
import django_tables2 as tables
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from liuren_site.tables import labelled_column
from sources.keys import short_label

from .models import EditorialNote
from .rendering import authority_label, in_readers_language


def _read(note: EditorialNote) -> tuple[str, str]:
    return in_readers_language(note.text, note.translations)


class EditorialNoteTable(tables.Table):
    passage = labelled_column(
        _("段 · passage"), order_by=("passage__volume__work_id", "passage__volume__number", "passage__number", "number")
    )
    printed = labelled_column(_("底本 · as printed"), attrs={"td": {"lang": "zh-Hant"}})
    reading = labelled_column(_("讀作 · read as"), attrs={"td": {"lang": "zh-Hant"}})
    kind = labelled_column(_("類 · kind"))
    authority = labelled_column(_("出處 · flagged by"))
    # The note in the reader's language, its cell saying which (django-tables2 calls `lang` with the row).
    text = labelled_column(_("校記 · note"), orderable=False, attrs={"td": {"lang": lambda record: _read(record)[1]}})

    class Meta:
        model = EditorialNote
        fields = ("passage", "printed", "reading", "kind", "authority", "text")
        attrs = {"class": "notes-table stacked-on-phone"}
        empty_text = _("No editorial notes.")

    def render_passage(self, record):
        passage = record.passage
        return format_html(
            '<a href="{}#{}"><span lang="zh-Hant">{} {}</span></a>',
            passage.get_absolute_url(),
            f"note-item-{passage.key}-{record.number}",
            short_label(passage.key),
            passage.title,
        )

    def render_authority(self, value):
        return authority_label(value)

    def render_text(self, record):
        return _read(record)[0]

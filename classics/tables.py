"""The table of every editorial note of every work (django-tables2, sortable by any column)."""
import django_tables2 as tables
from django.utils.html import format_html
from django.utils.translation import gettext_lazy as _

from .models import EditorialNote
from .rendering import authority_label


class EditorialNoteTable(tables.Table):
    passage = tables.Column(
        verbose_name=_("段 · passage"), order_by=("passage__volume__work_id", "passage__volume__number", "passage__number", "number")
    )
    printed = tables.Column(verbose_name=_("底本 · printed"), attrs={"td": {"lang": "zh-Hant"}})
    reading = tables.Column(verbose_name=_("讀作 · reading"), attrs={"td": {"lang": "zh-Hant"}})
    kind = tables.Column(verbose_name=_("類 · kind"))
    authority = tables.Column(verbose_name=_("出處 · flagged by"))
    register = tables.Column(verbose_name="§6")
    text = tables.Column(verbose_name=_("校記 · note"), orderable=False, attrs={"td": {"lang": "en"}})

    class Meta:
        model = EditorialNote
        fields = ("passage", "printed", "reading", "kind", "authority", "register", "text")
        attrs = {"class": "notes-table"}
        empty_text = _("No editorial notes.")

    def render_passage(self, record):
        passage = record.passage
        return format_html(
            '<a href="{}#{}" lang="zh-Hant">{} {}</a> <span class="key">{}</span>',
            passage.get_absolute_url(),
            f"note-item-{passage.key}-{record.number}",
            passage.volume.work.title,
            passage.title,
            passage.key,
        )

    def render_authority(self, value):
        return authority_label(value)

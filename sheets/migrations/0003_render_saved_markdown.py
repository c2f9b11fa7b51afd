"""The sheets saved before their Markdown was kept rendered: every introduction and item text rendered once."""
from django.db import migrations

from accounts.markdown import render_markdown


def render_all(apps, schema_editor):
    Sheet, Item = apps.get_model("sheets", "Sheet"), apps.get_model("sheets", "Item")
    for model, source, target in ((Sheet, "introduction", "introduction_html"), (Item, "text", "text_html")):
        changed = []
        for row in model.objects.exclude(**{source: ""}).only("pk", source).iterator(chunk_size=500):
            setattr(row, target, render_markdown(getattr(row, source)))
            changed.append(row)
        model.objects.bulk_update(changed, [target], batch_size=500)


class Migration(migrations.Migration):

    dependencies = [
        ('sheets', '0002_rendered_markdown'),
    ]

    operations = [
        migrations.RunPython(render_all, migrations.RunPython.noop),
    ]

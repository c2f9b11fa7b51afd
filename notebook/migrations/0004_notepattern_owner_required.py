"""Every pattern has its owner; the notebook's list of patterns reads one index (owner, pattern, name)."""
import django.db.models.deletion
from django.conf import settings
from django.db import migrations, models


class Migration(migrations.Migration):

    dependencies = [
        ('notebook', '0003_notepattern_owner_data'),
        migrations.swappable_dependency(settings.AUTH_USER_MODEL),
    ]

    operations = [
        migrations.AlterField(
            model_name='notepattern',
            name='owner',
            field=models.ForeignKey(help_text="the note's owner, so that a notebook's patterns are read from one index",
                                    db_index=False, on_delete=django.db.models.deletion.CASCADE, related_name='+',
                                    to=settings.AUTH_USER_MODEL),
        ),
        migrations.RemoveIndex(
            model_name='notepattern',
            name='note_pattern',
        ),
        migrations.AddIndex(
            model_name='notepattern',
            index=models.Index(fields=['owner', 'pattern', 'name'], name='note_pattern_owner'),
        ),
    ]

"""The corpus in the database: works, volumes, the files they came from, passages and their annotations.

Column names follow docs/glossary.md: 經文 `original`, 白話 `gloss`, 日本語訳 `reading`, 註 `commentary`,
底本…當作… `emendation` (an editorial note).
"""
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from sources.keys import passage_key


class Work(models.Model):
    """A classical work (書), e.g. 六壬經緯 (`jingwei`)."""

    slug = models.SlugField(unique=True)
    title = models.CharField(max_length=100)

    class Meta:
        ordering = ["id"]

    def __str__(self):
        return self.title


class Volume(models.Model):
    """One volume (卷) of a work."""

    work = models.ForeignKey(Work, on_delete=models.CASCADE, related_name="volumes")
    number = models.PositiveIntegerField()

    class Meta:
        ordering = ["work_id", "number"]
        constraints = [models.UniqueConstraint(fields=["work", "number"], name="unique_volume")]

    def __str__(self):
        return f"{self.work.title} 卷{self.number}"

    def get_absolute_url(self):
        return reverse("classics:volume", args=[self.work.slug, self.number])


class SourceFile(models.Model):
    """A corpus file as shipped: what `export_corpus` needs besides the passages to write it back."""

    volume = models.ForeignKey(Volume, on_delete=models.CASCADE, related_name="source_files")
    name = models.CharField(max_length=100, unique=True)
    language = models.CharField(max_length=5)
    title = models.CharField(max_length=200)
    final_newline = models.BooleanField()
    sha256 = models.CharField(max_length=64)

    class Meta:
        ordering = ["name"]

    def __str__(self):
        return self.name


class Passage(models.Model):
    """One classical paragraph with its parallel layers; `key` is its stable name (`jingwei-2-1`)."""

    volume = models.ForeignKey(Volume, on_delete=models.CASCADE, related_name="passages")
    number = models.PositiveIntegerField()
    key = models.CharField(max_length=50, unique=True)
    title = models.CharField(max_length=50)
    original = models.TextField(help_text="經文 as printed")
    gloss = models.TextField(null=True, help_text="白話: the modern Chinese gloss")
    reading = models.TextField(null=True, help_text="日本語訳: the Japanese translation of the gloss")
    original_line = models.PositiveIntegerField()
    gloss_line = models.PositiveIntegerField(null=True)
    reading_line = models.PositiveIntegerField(null=True)

    class Meta:
        ordering = ["volume_id", "number"]
        constraints = [models.UniqueConstraint(fields=["volume", "number"], name="unique_passage_number")]

    def __str__(self):
        return f"{self.key} {self.title}"

    def save(self, *args, **kwargs):
        self.key = passage_key(self.volume.work.slug, self.volume.number, self.number)
        super().save(*args, **kwargs)

    def get_absolute_url(self):
        return reverse("classics:passage", args=[self.volume.work.slug, self.volume.number, self.number])

    def anchor_url(self):
        """The passage on its volume page (`…/2/#p1`)."""
        return f"{self.volume.get_absolute_url()}#p{self.number}"


class CommentarySpan(models.Model):
    """註 (or an editor's 按) run into the verse without a mark: [start, end) in characters of the original."""

    class Kind(models.TextChoices):
        COMMENTARY = "commentary", _("註 commentary")
        EDITOR = "editor", _("按 editor's remark")

    passage = models.ForeignKey(Passage, on_delete=models.CASCADE, related_name="commentary_spans")
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()
    kind = models.CharField(max_length=20, choices=Kind.choices)

    class Meta:
        ordering = ["passage_id", "start"]


class EditorialNote(models.Model):
    """An editor's note on the printed text (emendation, variant, lacuna…); the text itself stays as printed."""

    class Kind(models.TextChoices):
        EMENDATION = "emendation", _("校改 emendation")
        SUPERFLUOUS = "superfluous", _("衍 superfluous")
        LACUNA = "lacuna", _("脫 lacuna")
        VARIANT = "variant", _("異文 variant reading")
        QUERY = "query", _("存疑 doubtful")

    passage = models.ForeignKey(Passage, on_delete=models.CASCADE, related_name="notes")
    number = models.PositiveIntegerField(help_text="order of the note within its passage, from 1")
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()
    kind = models.CharField(max_length=20, choices=Kind.choices)
    printed = models.CharField(max_length=200, help_text="the printed text the note concerns")
    reading = models.CharField(max_length=200, blank=True, help_text="the reading the editors adopt")
    authority = models.CharField(max_length=50, help_text="who flagged it: the gloss, 程偉堂, 郭本, 許本, 註…")
    register = models.CharField(max_length=20, blank=True, help_text="entry in docs/pattern-rules.md §5")
    text = models.TextField(help_text="the note itself")
    text_zh_hant = models.TextField(blank=True, help_text="the note in 繁體中文 (简体中文 reads it converted)")
    text_ja = models.TextField(blank=True, help_text="the note in 日本語")

    class Meta:
        ordering = ["passage_id", "number"]

    @property
    def translations(self) -> dict[str, str]:
        """The note in each language it is written in besides English, by Django's code."""
        return {"zh-hant": self.text_zh_hant, "ja": self.text_ja}


class DefinedTerm(models.Model):
    """A term (課體 name) the passage defines; `start` is None when the printed text lacks it."""

    passage = models.ForeignKey(Passage, on_delete=models.CASCADE, related_name="defined_terms")
    order = models.PositiveIntegerField()
    name = models.CharField(max_length=50)
    start = models.PositiveIntegerField(null=True)

    class Meta:
        ordering = ["passage_id", "order"]


class WorkedExample(models.Model):
    """A chart the text works through (e.g. 正月癸酉日午時), linked to the chart builder."""

    passage = models.ForeignKey(Passage, on_delete=models.CASCADE, related_name="examples")
    start = models.PositiveIntegerField()
    end = models.PositiveIntegerField()
    day = models.CharField(max_length=2, help_text="日干支")
    general = models.CharField(max_length=1, help_text="月將 branch")
    hour = models.CharField(max_length=1, help_text="占時 branch")
    month = models.CharField(max_length=1, blank=True, help_text="月建 branch when the text names the month")
    general_source = models.CharField(max_length=200, help_text="where the general comes from")
    general_source_zh_hant = models.CharField(max_length=200, blank=True, help_text="the same in 繁體中文")
    general_source_ja = models.CharField(max_length=200, blank=True, help_text="the same in 日本語")

    class Meta:
        ordering = ["passage_id", "start"]

    @property
    def translations(self) -> dict[str, str]:
        """Where the general comes from, in each language it is written in besides English, by Django's code."""
        return {"zh-hant": self.general_source_zh_hant, "ja": self.general_source_ja}

    def chart_url(self):
        query = {"day": self.day, "general": self.general,
                 "hour": self.hour} | ({"month": self.month} if self.month else {})
        # Readable as the books print it: the values are single 干支 and branch characters.
        return reverse("divination:chart") + "?" + "&".join(f"{name}={value}" for name, value in query.items())

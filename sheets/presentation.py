"""A sheet's items as its pages show them (templates/sheets/_item.html): passages fetched in one query, the
chosen phrase marked."""
from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import urlencode

from classics.models import Passage
from divination.builder.page import STEP_SLUGS, Progress, figure_context, steps_for
from divination.engine.errors import ChartInputError
from divination.links import read_chart_link
from sheets.forms import STEP_TITLES, AnswerForm
from sheets.models import Item
from sources.keys import short_label


def marked(text: str, phrase: str) -> list[tuple[str, bool]]:
    """The text in pieces, each occurrence of the phrase a piece of its own, marked True (the template writes
    those in <mark>)."""
    if not phrase:
        return [(text, False)]
    pieces: list[tuple[str, bool]] = []
    for number, part in enumerate(text.split(phrase)):
        if number:
            pieces.append((phrase, True))
        if part:
            pieces.append((part, False))
    return pieces


@dataclass(frozen=True)
class PassageView:
    key: str
    label: str
    title: str
    original: list[tuple[str, bool]]
    gloss: list[tuple[str, bool]] | None


def passage_view(p: Passage, phrase: str) -> PassageView:
    return PassageView(p.key, short_label(p.key), p.title, marked(p.original, phrase),
                       marked(p.gloss, phrase) if p.gloss else None)


@dataclass(frozen=True)
class ItemView:
    number: int
    item: Item
    passage: PassageView | None
    answer_form: AnswerForm | None = None  # a question's, for a signed-in reader; None in the editor
    page: str = ""  # the sheet's page the item is read on: its links out lead back to it (`from`)

    def _with_way_back(self, url: str) -> str:
        return f"{url}&{urlencode({'from': f'{self.page}#item-{self.item.pk}'})}" if self.page else url

    @property
    def chart_label(self) -> str:
        """The chart item's name as far as its step has come: its 課 alone before the initial transmission (the
        transmissions and method are what the student is to find), the whole name from there on."""
        step = self.item.step or None
        if step in STEP_SLUGS and not Progress(steps_for(True), step).reached("initial"):
            return self.item.chart_inputs
        return self.item.chart_name

    @property
    def chart_link(self) -> str:
        """The chart at the item's step, with the way back to this item of the sheet."""
        return self._with_way_back(self.item.chart_url)

    @property
    def practice_link(self) -> str:
        return self._with_way_back(self.item.practice_url)

    @property
    def step_title(self) -> str:
        """The chart step's name (四課 · the four lessons), or the whole chart."""
        return str(STEP_TITLES.get(self.item.step or "", self.item.step))

    def figure(self) -> dict | None:
        """The drawing of a chart item at its step (the chart page's own, divination/_figure.html), read from the
        item's permanent link; None for a link the engine no longer reads. Asked for by the template only when the
        drawing's fragment is not kept yet (sheets/_chart_figure.html)."""
        try:
            link = read_chart_link(self.item.whole_chart_url)
        except ChartInputError:
            return None
        return figure_context(link.chart, self.item.step or None) | {"figure_id": f"figure-{self.item.pk}"}



def item_views(items: list[Item], first: int = 1, answer_forms: dict[int, AnswerForm] | None = None,
               page: str = "") -> list[ItemView]:
    """Each item numbered (from `first`), with its passage when it is one (the passages in one query), its answer
    form when `answer_forms` (by item id) has one, and links out that lead back to `page`."""
    keys = {item.passage_key for item in items if item.kind == Item.Kind.PASSAGE}
    passages = {p.key: p for p in Passage.objects.filter(key__in=keys).select_related("volume__work").only(
        "key", "number", "title", "original", "gloss", "volume__number", "volume__work__slug")} if keys else {}
    views = []
    for number, item in enumerate(items, first):
        passage = passage_view(passages[item.passage_key], item.highlight) if item.passage_key in passages else None
        views.append(ItemView(number, item, passage, (answer_forms or {}).get(item.pk), page))
    return views

"""What a reader sees of a page: its visible text, without tags, attributes, scripts or styles."""
from __future__ import annotations

from html.parser import HTMLParser

HIDDEN_ELEMENTS = frozenset({"script", "style", "title", "datalist", "template"})


class _Visible(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.pieces: list[str] = []
        self.hidden = 0

    def handle_starttag(self, tag, attrs):
        if tag in HIDDEN_ELEMENTS:
            self.hidden += 1

    def handle_endtag(self, tag):
        if tag in HIDDEN_ELEMENTS:
            self.hidden -= 1

    def handle_data(self, data):
        if not self.hidden:
            self.pieces.append(data)


def visible_text(html: str) -> str:
    """The text of a page as a reader sees it (attribute values, like URLs and ids, left out)."""
    parser = _Visible()
    parser.feed(html)
    return " ".join(" ".join(parser.pieces).split())

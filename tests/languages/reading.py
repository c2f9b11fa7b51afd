"""What a reader of a page sees, by language: each text of the page with the language its elements declare."""
from __future__ import annotations

from html.parser import HTMLParser

VOID = frozenset("area base br col embed hr img input link meta source track wbr".split())
UNSEEN = frozenset({"script", "style", "template"})
# Where no element can say its language: the window's title, a select's options; and a text field, which holds
# what the user wrote, in a language no page can know.
UNMARKABLE = frozenset({"head", "title", "option", "select", "textarea"})


class _Texts(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[str, str | None, bool]] = []  # (tag, lang, is code)
        self.found: list[tuple[str, str | None, bool]] = []
        self.markable_only = False

    def handle_starttag(self, tag, attrs):
        if tag in VOID:
            return
        attributes = dict(attrs)
        lang = attributes.get("lang", self.stack[-1][1] if self.stack else None)
        code = tag in ("code", "kbd", "samp") or (bool(self.stack) and self.stack[-1][2])
        self.stack.append((tag, lang, code))

    def handle_endtag(self, tag):
        for depth in range(len(self.stack) - 1, -1, -1):
            if self.stack[depth][0] == tag:
                del self.stack[depth:]
                return

    def handle_data(self, data):
        hidden = UNSEEN | (UNMARKABLE if self.markable_only else frozenset())
        if data.strip() and not any(tag in hidden for tag, _, _ in self.stack):
            _, lang, code = self.stack[-1] if self.stack else (None, None, False)
            self.found.append((data, lang, code))


def texts(html: str, markable_only: bool = False) -> list[tuple[str, str | None, bool]]:
    """(text, the language its elements declare, whether it is code) for every text a reader sees
    (only those an element could mark, with `markable_only`)."""
    parser = _Texts()
    parser.markable_only = markable_only
    parser.feed(html)
    return parser.found

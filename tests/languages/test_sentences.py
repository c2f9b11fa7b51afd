"""Sentences in Chinese and Japanese are written in their own punctuation, never glued from English pieces: no
ASCII comma, colon or full stop between two CJK characters, and no term explained by itself in brackets."""
import re
from html.parser import HTMLParser

import pytest

from tests.languages.reading import UNSEEN, VOID
from tests.languages.test_pages import CHART_PAGES, OWNER_PAGES, PAGES, PATTERN_PAGES, _get, owned  # noqa: F401

CJK = r"[\u3000-\u303f\uff01-\uff60\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]"
# A Western comma, colon or full stop between two CJK characters, whitespace allowed on either side.
WESTERN_STOP = re.compile(rf"{CJK}\s*[,:.]\s*{CJK}")
# A term followed by itself in brackets, after at most two characters of its value: 夜貴（夜貴）, 月將 亥（月將）.
SELF_GLOSS = re.compile(rf"({CJK}{{2,}})[^（(）)]{{0,2}}[（(]\1[）)]")


# Elements that end a run of text: a sentence never runs on from one to the next (a tooltip, a cell, a line).
BLOCKS = frozenset("""address article aside blockquote br dd details div dl dt fieldset figcaption figure footer form
h1 h2 h3 h4 h5 h6 header hr li main nav ol option p pre section select summary table tbody td th thead title tr ul
button label""".split())
BOUNDARY = "\x00"


class _Runs(HTMLParser):
    """The visible text of a page, a boundary at each block and each popover, English and code left out."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.skipped: list[tuple[str, bool]] = []  # (tag, whether its text is left out)
        self.parts: list[str] = []

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag in BLOCKS or "popover" in attributes or "tip" in (attributes.get("class") or "").split():
            self.parts.append(BOUNDARY)
        if tag in VOID:
            return
        left_out = (tag in UNSEEN or tag in ("code", "kbd", "samp") or attributes.get("lang") == "en"
                    or bool(self.skipped and self.skipped[-1][1]))
        self.skipped.append((tag, left_out))

    def handle_endtag(self, tag):
        if tag in BLOCKS:
            self.parts.append(BOUNDARY)
        for depth in range(len(self.skipped) - 1, -1, -1):
            if self.skipped[depth][0] == tag:
                del self.skipped[depth:]
                return

    def handle_data(self, data):
        if not (self.skipped and self.skipped[-1][1]):
            self.parts.append(data)


def faults(html: str) -> list[str]:
    """Each place of a page's visible text where a sentence keeps Western punctuation or glosses a term by itself."""
    runs = _Runs()
    runs.feed(html)
    text = "".join(runs.parts)
    return [match.group(0) for pattern in (WESTERN_STOP, SELF_GLOSS) for match in pattern.finditer(text)]


def test_the_check_finds_the_faults_it_is_for():
    assert faults("<p>月將 亥（月將）</p>") == ["月將 亥（月將）"]
    assert faults("<p>夜貴（夜貴）</p>") == ["夜貴（夜貴）"]
    assert faults("<p>月建 寅 · 正月, 雨水之後,</p>") == ["月, 雨"]
    assert faults("<p>三伝： 初傳 亥, 中傳 酉, 末傳 未.</p>") == ["亥, 中", "酉, 末"]
    assert faults("<p>三伝：初傳亥、中傳酉、末傳未。經緯 2.14</p>") == []


@pytest.mark.parametrize("language", ["zh-hant", "zh-hans", "ja"])
@pytest.mark.parametrize("path", PAGES + CHART_PAGES + PATTERN_PAGES)
def test_a_chinese_or_japanese_page_writes_its_sentences_in_its_own_punctuation(page, path, language):
    assert faults(page(path, language)) == []


@pytest.mark.parametrize("language", ["zh-hant", "zh-hans", "ja"])
@pytest.mark.parametrize("path", OWNER_PAGES)
def test_the_pages_of_what_users_keep_write_their_sentences_in_their_own_punctuation(client, owned, path, language):  # noqa: F811
    # `owned` (a fixture, imported above): the notes, sheets and classes these pages show.
    assert faults(_get(client, language, path, owned)) == []

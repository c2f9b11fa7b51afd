"""The main pages speak in the reader's words: no catalog codes, line references, ids or tokens in the text.

Codes stay where a machine reads them (URLs, data attributes, the JSON API); the page shows
"心鏡 3.40" for `xj:L159`, "the month (月建)" for `MB`, 勿實論 with its meaning for `void:勿實論`.
"""
import re

import pytest
from django.urls import reverse

from divination.engine.options import OPTION_SPECS
from divination.patterns.settings import PATTERN_SETTING_SPECS
from tests.page_text import visible_text
from tests.pages import unmarked

pytestmark = pytest.mark.django_db

CODES = {
    "a line reference": r"\b(?:xj|jw|ja):L\d+",
    "a section sign": r"§",
    "an input code": r"\b(?:MB|YR|MP|LD|JQ|XN|SX)\b",
    "a pattern id": r"\b(?:jingwei|xinjing)\.[a-z]",
    "a passage key": r"\b(?:jingwei|xinjing)-\d+-\d+",
    "a flag code": r"\bvoid:",
    "an options token": r"\bz(?:23|00)\.t[cls]\.",
    "a reading code": r"\b[AR]-[A-Z]{2,}",
    "a test-vector code": r"\bTV\d",
    # the options' and settings' URL names that no English word spells (void_stem, month_count …)
    "an option's name": r"\b(?:" + "|".join(spec.name for spec in OPTION_SPECS + PATTERN_SETTING_SPECS
                                             if "_" in spec.name) + r")\b",
    "a pattern settings token": r"\bv[01]\.gj\.",
}
PAGES = [
    "/chart/?day=丁卯&general=亥&hour=丑",
    "/chart/?day=丁卯&general=亥&hour=丑&step=patterns",
    "/chart/?day=庚辰&general=午&hour=寅",
    "/chart/?at=2026-11-30T14:30&tz=Europe/Berlin",
    "/",
    "/?day=丁卯&general=亥&hour=丑",
    "/patterns/",
    "/patterns/jingwei.shuiju.shun.chengdou/",
    "/patterns/jingwei.xuantai.shun/",
    "/ke/",
    "/ke/?pattern=jingwei.shuiju.shun.chengdou",
    "/classics/",
    "/classics/notes/",
    "/classics/jingwei/2/1/",
    "/classics/xinjing/3/25/",
    "/classics/search/?q=悬胎",
    "/classics/about/",
    "/practice/",
    "/practice/?day=丁卯&general=亥&hour=丑",
    "/practice/?day=丁卯&general=亥&hour=丑&step=qualities",
    "/practice/?day=丁卯&general=亥&hour=丑&step=summary",
    "/practice/?at=2026-11-30T14:30&tz=Europe/Berlin",
]


@pytest.mark.parametrize("url", PAGES)
def test_the_visible_text_carries_no_internal_code(client, corpus_db, url):
    response = client.get(url, follow=True)
    assert response.status_code == 200
    # A link printed for the reader to copy is a URL: the codes in it are the link's.
    text = re.sub(r"https?://\S+", "", visible_text(unmarked(response.content.decode())))
    found = {what: re.findall(pattern, text)[:3] for what, pattern in CODES.items() if re.search(pattern, text)}
    assert found == {}, url


def test_an_option_cites_its_passage_as_a_reader_does(client):
    page = unmarked(client.get("/chart/?day=丁卯&general=亥&hour=丑", follow=True).content.decode())
    # The stages counted forward for every stem: xj:L119, the classical line of 心鏡 卷三's 30th passage.
    assert 'twelve stages forward (<a href="/classics/xinjing/3/30/">心鏡 3.30</a>)' in page


def test_a_pattern_cites_its_passage_by_work_volume_and_number(client):
    page = unmarked(client.get("/patterns/", {"q": "呈斗"}).content.decode())
    assert ">經緯 2.11</a>" in page


def test_the_inputs_of_a_pattern_are_named_in_words(client):
    page = unmarked(client.get("/patterns/", {"q": "順懸胎·春"}).content.decode())
    assert "the 課 and the month (月建)" in page


def test_a_flag_reads_as_a_word_with_its_meaning(client):
    # 庚辰日 午將 寅時: 申 is void in the 甲戌 decade, so 呈斗 (辰申子) is 勿實論.
    page = unmarked(client.get("/chart/", {"day": "庚辰", "general": "午", "hour": "寅"}, follow=True).content.decode())
    assert ('<span class="flag"><span class="flag-label" lang="zh-Hant">勿實論</span><span class="flag-meaning"> — not taken at '
            'face value: a transmission is void (空亡).</span></span>') in page


def test_an_emendation_flag_names_the_printed_reading(client):
    from divination.wording import flag_words

    words = flag_words("校改：底本作巳辰酉")
    assert (words.label, words.meaning) == ("校改", "the text is emended here; the printed text reads 「巳辰酉」.")


def test_the_options_of_a_chart_are_named_choices(client):
    page = unmarked(client.get("/chart/", {"day": "丁卯", "general": "亥", "hour": "丑", "shehai": "mengzhongji"},
                      follow=True).content.decode())
    assert "School options: school by 孟仲季 directly (六壬斷案); the others at their defaults" in page
    assert "<b>涉害 · school</b>: by 孟仲季 directly (六壬斷案) —" in page


def test_the_notes_table_names_passages_as_a_reader_cites_them(client, corpus_db):
    page = client.get("/classics/notes/").content.decode()
    assert '<span lang="zh-Hant">經緯 2.40 喜慶</span>' in page
    assert "§6" not in visible_text(page)


def signed_in_pages(as_teacher, lesson):
    """A teacher's sheet (read, worked through, edited, an item edited), answers and notebook (a note on a chart)."""
    from notebook.models import Note

    as_teacher.post(reverse("notebook:add"), {"chart": "/chart/?day=丁卯&general=亥&hour=丑", "title": "涉害",
                                              "text": "See 經緯 2.1.", "tags": "涉害"})
    passage = lesson.items.filter(kind="passage").first()
    return [lesson.get_absolute_url(), reverse("sheets:work", args=[lesson.token, passage.position + 1]),
            reverse("sheets:edit", args=[lesson.token]), reverse("sheets:item_edit", args=[lesson.token, passage.pk]),
            reverse("sheets:mine"), reverse("sheets:answers"), reverse("notebook:index"),
            reverse("notebook:note", args=[Note.objects.get().pk])]


def test_the_sheet_and_notebook_pages_carry_no_internal_code(as_teacher, lesson):
    for url in signed_in_pages(as_teacher, lesson):
        response = as_teacher.get(url)
        assert response.status_code == 200, url
        text = re.sub(r"https?://\S+", "", visible_text(unmarked(response.content.decode())))
        found = {what: re.findall(pattern, text)[:3] for what, pattern in CODES.items() if re.search(pattern, text)}
        assert found == {}, url


def test_the_item_editor_names_the_passage_as_the_site_cites_it(as_teacher, lesson):
    passage = lesson.items.filter(kind="passage").first()
    form = as_teacher.get(reverse("sheets:item_edit", args=[lesson.token, passage.pk])).context["form"]
    assert form["passage"].value() == "經緯 2.1"


def test_no_practice_sentence_names_an_option_by_its_token():
    """A hint says 「option 空亡遁干 · void branches' stems」, never `void_stem`, nor a parameter as a link writes it
    (`noble=day`) (issue 40)."""
    from divination.practice.messages import TEXTS

    tokens = re.compile(CODES["an option's name"] + r"|\b[a-z_]+=[a-z0-9]")
    assert {key: tokens.findall(str(text)) for key, text in TEXTS.items() if tokens.search(str(text))} == {}


def test_the_practice_pattern_list_names_the_patterns_without_their_ids(client):
    page = unmarked(client.get("/practice/").content.decode())
    assert '<option value="jingwei.xuantai">懸胎</option>' in page
    assert "· jingwei." not in page


@pytest.mark.parametrize("table", ["jiawugeng", "xieji", "jiayang"])
def test_a_noble_hint_names_the_tables_by_their_books_or_songs_not_their_tokens(table):
    """甲子 子將 午時: each branch a table gives as 甲's noble, answered under each table, names no option value."""
    from divination.engine.chart import chart_from_ke
    from divination.engine.options import Options
    from divination.practice.answers import read_item
    from divination.practice.checker import check

    chart = chart_from_ke("甲子", "子", "午", options=Options(noble_table=table))
    values = re.compile(r"\b(?:jiawugeng|xieji|jiayang)\b")
    for given in "丑未":
        hint = check(chart, "generals", {"noble.branch": read_item("noble.branch", given)}).fields[0].hint
        assert not values.search(str(hint)), hint

"""Every page in every language: nothing left in English on a Chinese or Japanese page, every word in the
language its elements declare (the page's, the texts' zh-Hant, the Japanese reading's ja)."""
import re
from urllib.parse import parse_qsl

import pytest
from django.template.loader import render_to_string
from django.utils import timezone, translation

from divination.engine.options import OPTION_SPECS
from divination.patterns.settings import PATTERN_SETTING_SPECS
from tests.languages.conftest import BROWSERS, TRANSLATED, html_lang
from tests.languages.reading import texts
from tests.pages import unmarked as without_marks

METHODS = ("fuyin", "fanyin", "bazhuan", "zeike", "biyong", "shehai", "yaoke", "biezhe", "maoxing")
PAGES = (
    "/", "/methods/", *(f"/methods/{slug}/" for slug in METHODS), "/methods/spirits/",
    "/methods/schools/", "/methods/schools/option/shehai/mengzhongji/", "/methods/schools/option/dashi/common/",
    "/methods/schools/reading/membership/catalog/",
    "/classics/", "/classics/jingwei/2/", "/classics/xinjing/3/", "/classics/jingwei/2/1/", "/classics/xinjing/3/9/",
    "/classics/search/?q=懸胎", "/classics/search/?q=", "/classics/notes/", "/classics/glossary/",
    "/no-such-page/", "/chart/?day=甲丑&general=亥&hour=丑", "/practice/",
    # The about page; search by several words, and the sentences of an empty result (one word, several).
    "/classics/about/", "/classics/search/?q=懸胎 玄胎", "/classics/search/?q=電腦", "/classics/search/?q=懸胎 電腦",
    # The start page given a chart's query: the chart's own form, to edit it (at its step).
    "/?day=丁卯&general=亥&hour=丑&step=initial", "/?at=2026-11-30T14:30&tz=Asia/Shanghai&birth_year=1990&sex=female",
    # The drills: the topics, a question of a step and of the noble, the mistakes, progress with its heat map.
    "/drills/", "/drills/drill/?topic=lessons", "/drills/drill/?topic=noble", "/drills/drill/?topic=method-shehai",
    "/drills/drill/?topic=patterns", "/drills/mistakes/", "/drills/progress/", "/drills/drill/?mode=review",
)
# The chart page's edit panel: the filled-in form alone, as the panel asks for it (htmx).
EDIT_PANELS = ("/?day=丁卯&general=亥&hour=丑&step=initial", "/?at=2026-11-30T14:30&tz=Asia/Shanghai")
# The error pages a view or the server answers with, rendered as Django renders them.
ERROR_PAGES = ("400.html", "403.html", "404.html", "500.html")
# Charts whose pages show every kind of step: 涉害 by the count (丁卯日 亥將 丑時), 伏吟 (k = 0), 返吟 with
# 賊剋, 遙剋, 八專, 別責, 昴星, and a moment with a querent; each whole, by steps, and as practice.
CHARTS = (
    {"day": "丁卯", "general": "亥", "hour": "丑"}, {"day": "乙丑", "general": "子", "hour": "子"},
    {"day": "辛丑", "general": "亥", "hour": "巳"}, {"day": "壬辰", "general": "辰", "hour": "巳"},
    {"day": "甲寅", "general": "丑", "hour": "辰"}, {"day": "丙辰", "general": "申", "hour": "申"},
    {"day": "丁丑", "general": "丑", "hour": "辰"},
    {"at": "2026-11-30T14:30", "tz": "Asia/Shanghai", "birth_year": "1990", "sex": "female", "lat": "39.9", "lon": "116.4"},
)
# Words a Chinese or Japanese page may show in Latin letters: names of standards, formats and zones, parameter
# values (and the codes of the settings, of their citations and of the option values, which the URLs carry), the
# site's paths, the keys of a JSON file in their quotes.
LATIN_ALLOWED = re.compile(r"\b[A-Z]+(?:-[A-Z0-9]+)+\b|\b(?:UTC|IANA|GMT|JSON|HTML|Markdown|OpenCC|TC|k|g|mod|cols|orig|gloss|ja|e\.g)\b|[A-Z][a-z]+/[A-Za-z_/]+"
                           r"|\b[a-z0-9]+(?:[-_][a-z0-9]+)+\b|\b[A-Z]+(?:-[A-Z0-9]+)+\b|\b[a-z]+:L\d+\b|docs/[\w./-]+|https?://\S+|\b[a-z]+(?:\.[a-z0-9_]+)+\b"
                           r'|(?<![\w/])/[a-z]+/\S*|"[a-z_]+"')
# The names and values of the school options and pattern settings are codes the URLs carry.
CODES = re.compile(r"\b(?:" + "|".join(sorted({w for spec in (*OPTION_SPECS, *PATTERN_SETTING_SPECS)
                                                 for w in (spec.name, *spec.values)}, key=len, reverse=True)) + r")\b")
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
HAN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]")
KANA = re.compile(r"[\u3040-\u30ff]")


CHART_PAGES = tuple({**c, "_step": step} for c in CHARTS for step in (None, "initial")) + tuple(
    {**c, "_practice": True, "_step": step} for c in CHARTS[:2] for step in ("lessons", "initial"))


def english_left(html: str, language: str) -> list[str]:
    """Texts of a page in `language` that still read as English (outside code and elements marked lang="en")."""
    return [text.strip() for text, lang, code in texts(html)
            if not code and lang not in ("en",)
            and ENGLISH_WORD.search(CODES.sub("", LATIN_ALLOWED.sub("", text)))]


@pytest.mark.parametrize("language", ["zh-hant", "ja", "zh-hans"])
@pytest.mark.parametrize("path", PAGES + CHART_PAGES)
def test_a_chinese_or_japanese_page_has_no_english_left(page, path, language):
    html = page(path, language)
    assert (english_left(html, language), english_attributes(html)) == ([], [])


@pytest.mark.parametrize("path", PAGES + CHART_PAGES)
def test_on_an_english_page_every_chinese_or_japanese_word_declares_its_language(page, path):
    unmarked = [text for text, lang, _ in texts(page(path, "en"), markable_only=True) if (HAN.search(text) or KANA.search(text))
                and lang not in ("zh-Hant", "zh-Hans", "ja")]
    assert unmarked == []


@pytest.mark.parametrize("language", ["zh-hant", "ja", "zh-hans"])
@pytest.mark.parametrize("path", EDIT_PANELS)
def test_the_edit_panel_is_in_the_readers_language(reader, path, language):
    response = reader(path, language, HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert response.status_code == 200 and 'class="edit-form"' in html and "<html" not in html
    assert english_left(html, language) == []


@pytest.mark.parametrize("language", ["zh-hant", "ja", "zh-hans"])
@pytest.mark.parametrize("template", ERROR_PAGES)
def test_an_error_page_is_in_the_readers_language(template, language):
    with translation.override(language):
        html = render_to_string(template)
    assert f'<html lang="{html_lang(language)}">' in html
    assert english_left(html, language) == []


@pytest.mark.parametrize("language", ["zh-hant", "zh-hans", "en"])
@pytest.mark.parametrize("path", PAGES)
def test_japanese_words_on_a_page_in_another_language_are_marked_ja(page, path, language):
    assert [text for text, lang, _ in texts(page(path, language), markable_only=True) if KANA.search(text) and lang != "ja"] == []


@pytest.mark.parametrize("language", BROWSERS)
def test_the_reading_page_keeps_the_texts_in_their_own_languages(page, language):
    html = page("/classics/jingwei/2/1/", language)
    assert re.search(r'<section class="column column-orig"[^>]*>.*?<div class="text" lang="zh-Hant">', html, re.S)
    assert re.search(r'<section class="column column-ja"[^>]*>.*?<div class="text" lang="ja">', html, re.S)
    gloss_lang = "zh-Hans" if language == "zh-hans" else "zh-Hant"
    assert re.search(rf'<section class="column column-gloss"[^>]*>.*?<div class="text" lang="{gloss_lang}">', html, re.S)


def gloss_text(html: str) -> str:
    return re.sub(r"<[^>]+>", "", re.search(r'<section class="column column-gloss".*?<div class="text"[^>]*>(.*?)</div>',
                                            html, re.S).group(1))


def test_a_simplified_reader_reads_the_gloss_in_simplified_characters(page):
    traditional = gloss_text(page("/classics/jingwei/2/1/", "zh-hant"))
    simplified = gloss_text(page("/classics/jingwei/2/1/", "zh-hans"))
    assert "懸胎" in traditional and "悬胎" in simplified and "懸胎" not in simplified
    assert len(simplified) == len(traditional)


@pytest.mark.parametrize("language", BROWSERS)
def test_the_reading_page_says_the_gloss_is_converted_only_where_it_is(page, language):
    note = 'class="script-note"' in page("/classics/jingwei/2/1/", language)
    assert note == (language == "zh-hans")


def printed_text(html: str) -> str:
    """The characters of the original column, without the glossary's tooltips and the notes' popovers."""
    column = re.search(r'<div class="text" lang="zh-Hant">(.*?)</div>', html, re.S).group(1)
    column = re.sub(r'<span class="tip".*?</span></span>', "", column, flags=re.S)
    column = re.sub(r'<span popover.*?<span class="note-by">[^<]*</span></span>', "", column, flags=re.S)
    return re.sub(r"<[^>]+>", "", column)


@pytest.mark.parametrize("language", ["zh-hans", "ja", "en"])
def test_the_classical_text_is_never_converted(page, language):
    traditional = printed_text(page("/classics/jingwei/2/1/?cols=orig", "zh-hant"))
    assert traditional.startswith("懸胎 三傳亥寅巳")
    assert printed_text(page("/classics/jingwei/2/1/?cols=orig", language)) == traditional


# What users keep: accounts, the notebook and the lesson sheets, read by a signed-in user who has a note (and one in
# the trash) and a public sheet with an item of each kind (and one in the trash). What the user wrote is Chinese, as
# a Chinese or Japanese reader's would be: a user's words are never translated, the interface around them is.
OWNER = "王生"
PASSWORD = "tortoise-shell-oracle-17"
CHART = "/ke/丁卯/亥/丑/"
SHEET_ITEMS = (
    {"kind": "chart", "chart": CHART, "step": "lessons", "text": "先看四課。"},
    {"kind": "practice", "chart": "/ke/丁卯/亥/子/", "step": "initial"},
    {"kind": "practice", "chart": "/ke/乙丑/子/子/"},
    {"kind": "passage", "passage": "jingwei-2-1", "highlight": "順懸胎"},
    {"kind": "text", "text": "**涉害**以深淺定之。"},
    {"kind": "question", "text": "此課何者為初傳？"},
)


@pytest.fixture
def owned(client, corpus_db, django_user_model):
    """The owner's things, made as the forms make them; the client signed in as the owner."""
    from notebook.forms import NoteForm
    from notebook.records import save_note
    from sheets.forms import ItemForm, SheetForm
    from sheets.models import Sheet
    from sheets.records import add_item, create_sheet

    owner = django_user_model.objects.create_user(OWNER, password=PASSWORD)

    def cleaned(form):
        assert form.is_valid(), form.errors
        return form.cleaned_data

    note = save_note(owner, cleaned(NoteForm({"chart": CHART, "title": "涉害之課", "text": "**深淺**之數。", "tags": "涉害 功課"})))
    save_note(owner, cleaned(NoteForm({"chart": "/ke/乙丑/子/子/", "title": "伏吟之課", "tags": "伏吟"}))).move_to_trash()
    sheet = create_sheet(owner, cleaned(SheetForm({"title": "涉害講義", "introduction": "先讀經，再起課。", "visibility": "public"})))
    for data in SHEET_ITEMS:
        add_item(sheet, sheet.version, cleaned(ItemForm(data)))
    create_sheet(owner, cleaned(SheetForm({"title": "舊講義", "visibility": "private"}))).move_to_trash()
    sheet = Sheet.objects.get(pk=sheet.pk)
    client.force_login(owner)
    return {"note": note.pk, "token": sheet.token, "item": sheet.items.first().pk, "version": sheet.version,
            **_classes(owner, sheet, django_user_model)}


def _classes(owner, sheet, users):
    """The owner's class with a student who worked its sheet with a mistake, and another's class the owner is in."""
    from classes.models import Assignment
    from classes.records import create_classroom, join
    from drills.study import DatabaseStudy, kept_answer
    from drills.topics import TOPIC_BY_SLUG, question_on
    from sheets.models import Item

    classroom = create_classroom(owner, {"name": "壬班", "description": "每週二。"})
    student = users.objects.create_user("李生", password=PASSWORD)
    member = join(classroom, student, "小李")
    given = Assignment.objects.create(classroom=classroom, kind="sheet", sheet=sheet)
    Assignment.objects.create(classroom=classroom, kind="drill", topic="lessons", questions=5)
    practice = sheet.items.filter(kind=Item.Kind.PRACTICE).first()
    question = question_on(TOPIC_BY_SLUG[practice.step], dict(parse_qsl(practice.chart)))
    DatabaseStudy(student).answer(kept_answer(question, question.check({}), timezone.now()))
    other = create_classroom(student, {"name": "癸班", "description": ""})
    drill = Assignment.objects.create(classroom=other, kind="drill", topic="plates", questions=10)
    join(other, owner, "王")
    return {"classroom": classroom.pk, "member": member.pk, "assignment": given.pk, "other": other.pk,
            "drill": drill.pk}


OWNER_PAGES = (
    "/accounts/", "/accounts/password/", "/accounts/delete/",
    "/notebook/", "/notebook/?q=深淺&tag=涉害&method=涉害", "/notebook/?tag=作業&pattern=無此課體", f"/notebook/add/?chart={CHART}",
    "/notebook/{note}/", "/notebook/{note}/edit/", "/notebook/{note}/delete/", "/notebook/trash/", "/notebook/import/",
    f"/notebook/chart/?chart={CHART}",
    "/sheets/", "/sheets/?q=涉害", "/sheets/?q=無此講義", "/sheets/mine/", "/sheets/new/", "/sheets/import/", "/sheets/trash/",
    "/sheets/{token}/", *(f"/sheets/{{token}}/{n}/" for n in range(1, len(SHEET_ITEMS) + 1)),
    "/sheets/{token}/edit/", "/sheets/{token}/items/{item}/", "/sheets/{token}/delete/",
    "/classics/jingwei/2/1/",
    "/classes/", "/classes/new/", "/classes/join/", "/classes/{classroom}/", "/classes/{classroom}/edit/",
    "/classes/{classroom}/assign/", "/classes/{classroom}/assignments/{assignment}/",
    "/classes/{classroom}/members/{member}/", "/classes/{other}/", "/classes/{other}/assignments/{drill}/",
    "/classes/import/",
)
# A reader without an account: signing up and in, the public list, a shared sheet worked through.
VISITOR_PAGES = ("/accounts/login/", "/accounts/signup/", "/accounts/deleted/", "/sheets/", "/sheets/{token}/", "/sheets/{token}/4/")


def _get(client, language, path, owned, expected=(200, 400)):
    response = client.get(path.format(**owned), HTTP_ACCEPT_LANGUAGE=BROWSERS[language])
    assert response.status_code in expected, (path, response.status_code)
    return response.content.decode()


def _unmarked(html: str) -> list[str]:
    return [text for text, lang, _ in texts(html, markable_only=True) if (HAN.search(text) or KANA.search(text))
            and lang not in ("zh-Hant", "zh-Hans", "ja")]


@pytest.mark.parametrize("language", ["zh-hant", "ja", "zh-hans"])
@pytest.mark.parametrize("path", OWNER_PAGES)
def test_the_pages_of_what_users_keep_have_no_english_left(client, owned, path, language):
    assert english_left(_get(client, language, path, owned), language) == []


@pytest.mark.parametrize("path", OWNER_PAGES)
def test_on_the_english_pages_of_what_users_keep_every_chinese_word_declares_its_language(client, owned, path):
    assert _unmarked(_get(client, "en", path, owned)) == []


@pytest.mark.parametrize("language", BROWSERS)
@pytest.mark.parametrize("path", VISITOR_PAGES)
def test_a_visitor_reads_signing_up_and_a_shared_sheet_in_their_language(client, owned, path, language):
    client.logout()
    html = _get(client, language, path, owned)
    assert (_unmarked(html) if language == "en" else english_left(html, language)) == []


def _import_file(text: str):
    from django.core.files.uploadedfile import SimpleUploadedFile

    return SimpleUploadedFile("export.json", text.encode(), content_type="application/json")


# Refusals beside their fields and the messages after a change, in the reader's language: Django's own (the
# sign-up's validators, the sign-in), the forms' and the engine's (a chart link that makes no chart), a stale
# save, a malformed import, editing another's sheet.
REFUSALS = {
    "signup": ("/accounts/signup/", lambda o: {"username": "李生", "password1": "password123", "password2": "password124"}, 400, False),
    "login": ("/accounts/login/", lambda o: {"username": OWNER, "password": "wrong"}, 200, False),
    "delete account": ("/accounts/delete/", lambda o: {"password": "wrong"}, 400, True),
    "password": ("/accounts/password/", lambda o: {"old_password": "wrong", "new_password1": "x", "new_password2": "y"}, 200, True),
    "note": ("/notebook/add/", lambda o: {"chart": "/chart/?day=甲丑&general=亥&hour=丑", "title": "", "tags": "涉害!"}, 400, True),
    "not a chart": ("/notebook/add/", lambda o: {"chart": "/classics/", "title": "課" * 201}, 400, True),
    "note saved": ("/notebook/add/", lambda o: {"chart": CHART, "title": "又一課"}, 200, True),
    "stale note": ("/notebook/{note}/edit/", lambda o: {"chart": CHART, "title": "改", "version": 0}, 400, True),
    "note import": ("/notebook/import/", lambda o: {"file": _import_file('{"format": "liuren-notebook", "version": 1, "notes": '
                                                                          '[{"title": 5}, {"chart": "/ke/甲丑/亥/丑/", "title": "誤"}]}')}, 400, True),
    "not json": ("/notebook/import/", lambda o: {"file": _import_file("{")}, 400, True),
    "note imported": ("/notebook/import/", lambda o: {"file": _import_file(
        '{"format": "liuren-notebook", "version": 1, "notes": [{"title": "匯入之課", "chart": "/ke/丁卯/亥/丑/", '
        '"created": "2026-11-30T14:30:00+00:00", "updated": "2026-11-30T14:30:00+00:00"}]}')}, 200, True),
    "passage item": ("/sheets/{token}/items/", lambda o: {"kind": "passage", "passage": "jingwei-2-99", "version": o["version"]}, 400, True),
    "highlight": ("/sheets/{token}/items/", lambda o: {"kind": "passage", "passage": "jingwei-2-1", "highlight": "無此語",
                                                       "version": o["version"]}, 400, True),
    "stale sheet": ("/sheets/{token}/edit/", lambda o: {"title": "改", "visibility": "link", "version": 1}, 409, True),
    "item added": ("/sheets/{token}/items/", lambda o: {"kind": "question", "text": "何謂涉害？", "version": o["version"]}, 200, True),
    "item moved": ("/sheets/{token}/items/{item}/move/", lambda o: {"direction": "down", "version": o["version"]}, 200, True),
    "sheet import": ("/sheets/import/", lambda o: {"file": _import_file('{"format": "liuren-sheet", "version": 1, "sheet": '
                                                                         '{"title": "", "items": [{"kind": "chart", "chart": "/nowhere/"}]}}')}, 400, True),
    "sheet copied": ("/sheets/{token}/copy/", lambda o: {}, 200, True),
    "sheet deleted": ("/sheets/{token}/delete/", lambda o: {}, 200, True),
}


@pytest.fixture
def refused(client, owned):
    def post(name, language):
        path, data, status, signed_in = REFUSALS[name]
        if not signed_in:
            client.logout()
        response = client.post(path.format(**owned), data(owned), HTTP_ACCEPT_LANGUAGE=BROWSERS[language], follow=True)
        assert response.status_code == status, (name, response.status_code)
        return response.content.decode()
    return post


@pytest.mark.parametrize("language", ["zh-hant", "ja", "zh-hans"])
@pytest.mark.parametrize("name", REFUSALS)
def test_refusals_and_messages_speak_the_readers_language(refused, name, language):
    assert english_left(refused(name, language), language) == []


def test_djangos_own_refusals_are_said_in_the_sites_plain_japanese(refused):
    html = refused("signup", "ja")
    assert "確認用のパスワードが一致しない。" in html and "ください" not in html and "です。" not in html


@pytest.mark.parametrize("name", REFUSALS)
def test_refusals_and_messages_on_an_english_page_mark_their_chinese_words(refused, name):
    assert _unmarked(refused(name, "en")) == []


@pytest.fixture
def stranger(client, owned, django_user_model):
    client.force_login(django_user_model.objects.create_user("陌生人", password=PASSWORD))
    return client


@pytest.mark.parametrize("language", BROWSERS)
def test_editing_anothers_sheet_is_refused_in_the_readers_language(stranger, owned, language):
    html = _get(stranger, language, "/sheets/{token}/edit/", owned, expected=(403,))
    assert (_unmarked(html) if language == "en" else english_left(html, language)) == []


@pytest.mark.parametrize("language", BROWSERS)
def test_the_lockout_after_failed_sign_ins_speaks_the_readers_language(client, owned, language):
    client.logout()
    for _ in range(5):
        client.post("/accounts/login/", {"username": OWNER, "password": "wrong"}, HTTP_ACCEPT_LANGUAGE=BROWSERS[language])
    response = client.post("/accounts/login/", {"username": OWNER, "password": PASSWORD}, HTTP_ACCEPT_LANGUAGE=BROWSERS[language])
    assert response.status_code == 429
    html = response.content.decode()
    assert (_unmarked(html) if language == "en" else english_left(html, language)) == []


# The pattern catalog, the pattern pages and the 720-課 browser: unfiltered, filtered, sorted, empty, refused; pages
# of every kind of entry (a plain one, one made of clauses, a tally, one that reads the moment, one that reads the
# querent, one no chart can show for each kind of reason, a method of reading); the reader's pages where a passage
# defines patterns no chart shows.
PATTERN_PAGES = (
    "/patterns/", "/patterns/?q=懸胎&work=jingwei", "/patterns/?q=電腦", "/patterns/?inputs=extra&difficulty=extra%2Bambiguous",
    "/patterns/?inputs=MB&sort=-frequency&page=2", "/patterns/?q=jingwei.taotuo.rulin", "/patterns/?q=xinjing.shizhong.xiangsheng",
    "/patterns/jingwei.xuantai.shun/", "/patterns/jingwei.xingshang/", "/patterns/xinjing.bazhun_wufu/",
    "/patterns/jingwei.xuantai.shun.spring/", "/patterns/xinjing.longzhan/", "/patterns/xinjing.shizhong/",
    "/patterns/jingwei.taotuo.rulin/", "/patterns/jingwei.jinju.shun.congge/", "/patterns/xinjing.ganhe.bingxin/",
    "/patterns/jingwei.posun.chain_fwd/", "/patterns/xinjing.bazhun_wufu.fu4/", "/patterns/xinjing.tianyu.qizi/",
    "/patterns/jingwei.shangguan/", "/patterns/xinjing.sanqi.riqi_jie/",
    "/ke/", "/ke/?day=甲子", "/ke/?method=涉害&sort=-method", "/ke/?pattern=jingwei.xuantai", "/ke/?pattern=懸胎&sort=k&page=2",
    "/classics/jingwei/2/44/", "/classics/jingwei/2/25/", "/classics/xinjing/3/12/",
)
# Refusals beside their fields: rows a page out of range or no number, a choice no list holds, a pattern no name
# matches, a zone no one keeps, a birth year out of range and one after every moment searched.
PATTERN_REFUSALS = (
    "/patterns/?per_page=5", "/patterns/?per_page=abc&work=no-such-work&difficulty=very-hard", "/ke/?pattern=無此格&per_page=500",
    "/ke/?day=甲丑&method=無法", "/patterns/xinjing.longzhan/?tz=Mars/Base&birth_year=1800&sex=x",
    "/patterns/xinjing.longzhan/?birth_year=2100",
)
# The results alone, as the filters ask for them (htmx).
PATTERN_REGIONS = ("/patterns/?q=懸胎", "/ke/?day=甲子&sort=-k", "/ke/?pattern=無此格")
# Attributes a reader is shown (on hover, by a screen reader, or by a script) that say words.
WORDED_ATTRIBUTE = re.compile(r'\s(?:title|aria-label|placeholder|data-[a-z-]+-text)="([^"]*)"')


def english_attributes(html: str) -> list[str]:
    """Worded attributes of a page that still read as English."""
    return [value for value in WORDED_ATTRIBUTE.findall(html)
            if ENGLISH_WORD.search(CODES.sub("", LATIN_ALLOWED.sub("", value)))]


@pytest.mark.parametrize("language", ["zh-hant", "ja", "zh-hans"])
@pytest.mark.parametrize("path", PATTERN_PAGES + PATTERN_REFUSALS)
def test_the_pattern_pages_have_no_english_left(page, path, language):
    html = page(path, language)
    assert (english_left(html, language), english_attributes(html)) == ([], [])


@pytest.mark.parametrize("path", PATTERN_PAGES + PATTERN_REFUSALS)
def test_on_the_english_pattern_pages_every_chinese_word_declares_its_language(page, path):
    assert _unmarked(page(path, "en")) == []


@pytest.mark.parametrize("language", ["zh-hant", "ja", "zh-hans"])
@pytest.mark.parametrize("path", PATTERN_REGIONS)
def test_the_pattern_pages_results_are_in_the_readers_language(reader, corpus_db, path, language):
    html = reader(path, language, HTTP_HX_REQUEST="true").content.decode()
    assert 'id="results"' in html and "<html" not in html
    assert (english_left(html, language), english_attributes(html)) == ([], [])


@pytest.mark.parametrize("path", PATTERN_REFUSALS)
def test_a_pattern_page_refuses_in_the_readers_language(reader, corpus_db, path):
    english = reader(path, "en").content.decode()
    japanese = reader(path, "ja").content.decode()
    assert 'class="errorlist"' in english and 'class="errorlist"' in japanese
    errors = re.search(r'<ul class="errorlist"[^>]*>(.*?)</ul>', japanese, re.S).group(1)
    assert errors and english_left(errors, "ja") == []


def test_the_720_browser_writes_each_language_from_its_own_cells(reader, corpus_db):
    """The rows are written once per language: a Japanese page after an English one keeps no English header."""
    english = reader("/ke/?method=涉害", "en").content.decode()
    japanese = reader("/ke/?method=涉害", "ja").content.decode()
    assert 'data-label="課體 Method"' in without_marks(english) and ">涉害<" in without_marks(english)
    assert 'data-label="九宗門"' in japanese and ">渉害<" in japanese and "Method" not in japanese


@pytest.mark.parametrize("language", ["zh-hant", "ja", "zh-hans"])
def test_the_copy_citation_script_says_the_words_the_reader_page_gives_it(page, language):
    html = page("/classics/jingwei/2/1/", language)
    button = re.search(r'<button type="button" class="copy-citation"[^>]*>', html).group(0)
    for attribute in ("data-copied-text", "data-copy-failed-text", "data-no-clipboard-text"):
        assert re.search(rf'{attribute}="[^"a-zA-Z]+"', button), attribute


def test_the_copy_citation_script_holds_no_words_of_its_own():
    from django.conf import settings

    script = (settings.BASE_DIR / "static" / "js" / "classics.js").read_text(encoding="utf-8")
    code = re.sub(r"^\s*//.*$", "", script, flags=re.M)
    words = [text for text in re.findall(r'"([^"\n]*)"', code) if re.search(r"[A-Za-z]+ [A-Za-z]+", text)]
    assert words == ["use strict"]
    assert re.findall(r"textContent = (\S+);", code) == ["button.dataset.noClipboardText", "button.dataset.copiedText",
                                                          "button.dataset.copyFailedText"]


# A view's own reason for a 404 (an unknown pattern, passage key, method or step), as the reader reads it.
MISSING = {
    "/patterns/jingwei.nothing/": {"zh-hant": "沒有課體以此為代號。", "ja": "この記号の課体はない。"},
    "/classics/key/nothing/": {"zh-hant": "沒有段落以此為代號。", "ja": "この記号の段はない。"},
    "/methods/nothing/": {"zh-hant": "九宗門中沒有此名。", "ja": "九宗門にこの名はない。"},
}


@pytest.mark.parametrize("language", TRANSLATED)
@pytest.mark.parametrize("path", MISSING)
def test_a_missing_pages_reason_is_in_the_readers_language(reader, corpus_db, path, language):
    response = reader(path, language)
    html = response.content.decode()
    assert response.status_code == 404 and MISSING[path][language] in html
    assert english_left(html, language) == []

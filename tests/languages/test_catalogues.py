"""The catalogues under locale/: every message translated, none missing, terms as the glossary writes them.

A message the catalogues lack, a translation left empty or fuzzy, a placeholder or a tag dropped, a
term written otherwise than languages/terms.tsv writes it: each fails here.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from django.conf import settings

from languages.catalogues import SIMPLIFIED, TRADITIONAL, po_path, po_text, read_catalogue, simplified_catalogue
from languages.terms import terms

LOCALE = Path(settings.LOCALE_PATHS[0])
HAND_TRANSLATED = (TRADITIONAL, "ja")
PLACEHOLDER = re.compile(r"%\((\w+)\)[sdrg]|(?<!\{)\{(\w+)\}(?!\})")
# Links, emphasis, marks and code must survive translation; a <span> (an English gloss beside the term) may go.
TAG = re.compile(r"</?((?!span\b)[a-z]+)\b")
QUOTATION = re.compile(r'<span lang="zh-Hant">.*?</span>', re.DOTALL)


def messages(locale: str):
    """(msgid, translations) of a catalogue, plural forms as one tuple."""
    return _messages_of(po_path(LOCALE, locale))


def _messages_of(path: Path):
    for message in read_catalogue(path):
        if message.id:
            msgid = message.id if isinstance(message.id, str) else message.id[0]
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            yield message, msgid, strings


@pytest.mark.parametrize("locale", HAND_TRANSLATED)
def test_every_message_has_a_translation_that_is_not_fuzzy(locale):
    untranslated = [msgid for message, msgid, strings in messages(locale) if message.fuzzy or not all(strings)]
    assert untranslated == []


@pytest.mark.parametrize("locale", HAND_TRANSLATED)
def test_a_translation_keeps_the_placeholders_and_tags_of_its_message(locale):
    broken = []
    for _message, msgid, strings in messages(locale):
        for string in strings:
            if set(PLACEHOLDER.findall(string)) != set(PLACEHOLDER.findall(msgid)) or \
                    Counter(TAG.findall(string)) != Counter(TAG.findall(msgid)):
                broken.append(msgid)
    assert broken == []


def test_the_catalogues_hold_the_same_messages():
    assert {msgid for _, msgid, _ in messages(TRADITIONAL)} == {msgid for _, msgid, _ in messages("ja")}


def test_simplified_chinese_is_the_opencc_conversion_of_the_traditional_catalogue():
    expected = po_text(simplified_catalogue(read_catalogue(po_path(LOCALE, TRADITIONAL))))
    assert po_path(LOCALE, SIMPLIFIED).read_bytes() == expected, "run `make messages`"


def test_simplified_chinese_keeps_quotations_of_the_books_as_printed():
    for _message, msgid, strings in messages(SIMPLIFIED):
        assert all(QUOTATION.findall(s) == QUOTATION.findall(t) for s, t in zip(strings, _traditional()[msgid]))


def _traditional() -> dict[str, tuple[str, ...]]:
    return {msgid: strings for _, msgid, strings in messages(TRADITIONAL)}


# Parameters, paths, commands and placeholders are no words.
CODE = re.compile(r"<code>.*?</code>|\S*[=/]\S*|%\(\w+\)\w|\{\w+\}|^noble must be")
# English words of the glossary used in their everyday sense (a row's pattern is no 課體, clocks put forward no 順).
EVERYDAY = re.compile(r"the row's own pattern|put forward")


def _terms_named(msgid: str):
    """The glossary's terms a message names in English (or by the Chinese term English pages keep), longest first."""
    rest = EVERYDAY.sub(" ", CODE.sub(" ", msgid))
    for term in sorted(terms(), key=lambda t: -len(t.en)):
        if term.english_pattern.search(rest):
            yield term
            rest = term.english_pattern.sub(" ", rest)


def test_every_translation_writes_the_terms_of_its_message_as_the_glossary_does():
    wrong = []
    japanese = {msgid: strings for _, msgid, strings in messages("ja")}
    for _message, msgid, strings in messages(TRADITIONAL):
        for term in _terms_named(msgid):
            if not all(any(form in s for form in term.zh_hant) for s in strings):
                wrong.append((msgid, "zh-Hant", term.name))
            if not all(any(form in s for form in term.ja) for s in japanese[msgid]):
                wrong.append((msgid, "ja", term.japanese_name))
    assert wrong == []


def test_japanese_never_writes_a_term_in_its_traditional_chinese_form_outside_a_quotation():
    forms = {zh: ja for t in terms() for zh, ja in zip(t.zh_hant, t.ja) if zh != ja and len(zh) > 1}
    wrong = [(msgid, zh) for _, msgid, strings in messages("ja") for s in strings for zh in forms
             if zh in QUOTATION.sub("", s)]
    assert wrong == []


def test_the_glossary_keeps_the_english_names_of_the_projects_glossary():
    glossary = (settings.BASE_DIR / "docs" / "glossary.md").read_text(encoding="utf-8")
    named = [t for t in terms() if t.code]
    assert all(f"`{t.code}`" in glossary for t in named), [t.code for t in named if f"`{t.code}`" not in glossary]
    def same_words(t):
        code, english = t.code.replace("_", " ").lower(), t.en.lower()
        return code in english or english in code or not t.en.isascii()
    assert [t.code for t in named if not same_words(t)] == []


@pytest.fixture(scope="module")
def extracted(tmp_path_factory):
    """The catalogues makemessages writes from the templates and modules as they are, in a copy of the tree."""
    if not (shutil.which("xgettext") and shutil.which("msgmerge")):
        if os.environ.get("LIUREN_REQUIRE_GETTEXT"):
            pytest.fail("GNU gettext (xgettext, msgmerge) is required (LIUREN_REQUIRE_GETTEXT is set)")
        pytest.skip("GNU gettext is not installed")
    copy = tmp_path_factory.mktemp("tree") / "liuren"
    shutil.copytree(settings.BASE_DIR, copy, ignore=shutil.ignore_patterns(
        ".git", ".venv*", "staticfiles", "db.sqlite3", "*.mo", "__pycache__", "node_modules"))
    result = subprocess.run([sys.executable, "manage.py", "extract_messages", "--verbosity", "0"], cwd=copy,
                            capture_output=True, text=True, env=dict(os.environ, DJANGO_SETTINGS_MODULE="liuren_site.settings"))
    assert result.returncode == 0, result.stderr
    return copy / "locale"


@pytest.mark.parametrize("locale", HAND_TRANSLATED)
def test_makemessages_finds_no_message_the_catalogue_lacks_and_the_catalogue_holds_none_unused(extracted, locale):
    found = {m.id if isinstance(m.id, str) else m.id[0] for m in read_catalogue(po_path(extracted, locale)) if m.id}
    held = {msgid for _, msgid, _ in messages(locale)}
    assert (sorted(found - held), sorted(held - found)) == ([], [])


# Polite endings (です・ます) where a sentence or a clause ends: the site's Japanese is in plain form.
POLITE = re.compile(r"(?:です|ます|ください|ません|でした|ましょう)(?=[。、）)：」]|$)")


def test_the_japanese_catalogue_keeps_to_plain_form():
    assert [msgid for _, msgid, strings in messages("ja") for s in strings if POLITE.search(s)] == []


def test_the_django_messages_the_site_rewords_are_djangos_own():
    import django

    djangos = {msgid for catalogue in ("conf/locale", "contrib/auth/locale") for _, msgid, _ in
               _messages_of(Path(django.__file__).parent / catalogue / "ja" / "LC_MESSAGES" / "django.po")}
    reworded = [msgid for message, msgid, _ in messages(TRADITIONAL)
                if any(path == "languages/django_messages.py" for path, _ in message.locations)]
    assert len(reworded) == 21 and [msgid for msgid in reworded if msgid not in djangos] == []


def test_simplified_chinese_keeps_the_japanese_name_of_the_japanese_column():
    from languages.catalogues import simplified

    assert simplified("經文與日本語訳") == "经文与日本語訳"

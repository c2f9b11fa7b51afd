"""The shipped corpus files and their layout (classics.corpus, pure Python)."""
import hashlib

import pytest
from django.conf import settings

from classics import corpus

# From the corpus README: the check that nothing was lost.
README_SHA256 = {
    "jingwei-2.zh.txt": "23a8af3149ca4114addcfaf4e49c7ce97074c7c356b19ec9a2f4caa9289ce7a5",
    "jingwei-2.ja.txt": "0c3c94a8ef6fba984c83a78d36353fa433d56ad316d33fd9986faaa940e85fc0",
    "xinjing-3.zh.txt": "5f198e04207e42d6475180dab09b95f9aaade50d27273241772c4b68aac82fb0",
    "xinjing-3.ja.txt": "157fd933dfac7de6475da7ba2b9effbd759158cc90953f1cb05722d36787876b",
}


@pytest.mark.parametrize("name", sorted(README_SHA256))
def test_shipped_corpus_file_is_byte_identical_to_the_reference(name):
    data = (settings.CORPUS_DIR / name).read_bytes()
    assert hashlib.sha256(data).hexdigest() == README_SHA256[name]


@pytest.mark.parametrize("name", sorted(README_SHA256))
def test_parsing_and_rendering_a_corpus_file_gives_back_its_bytes(name):
    data = (settings.CORPUS_DIR / name).read_bytes()
    assert corpus.render(corpus.parse(name, data)) == data


def test_jingwei_has_46_passages_and_xinjing_40():
    counts = {
        name: len(corpus.parse(name, (settings.CORPUS_DIR / name).read_bytes()).paragraphs) for name in README_SHA256
    }
    assert counts == {"jingwei-2.zh.txt": 46, "jingwei-2.ja.txt": 46, "xinjing-3.zh.txt": 40, "xinjing-3.ja.txt": 40}


def test_work_title_comes_from_the_title_line():
    parsed = corpus.parse("jingwei-2.zh.txt", (settings.CORPUS_DIR / "jingwei-2.zh.txt").read_bytes())
    assert parsed.work_title() == "六壬經緯"


def test_japanese_file_keeps_its_own_title_line():
    parsed = corpus.parse("jingwei-2.ja.txt", (settings.CORPUS_DIR / "jingwei-2.ja.txt").read_bytes())
    assert parsed.title == "格局・懸胎"
    assert parsed.work_title() is None


GOOD = "書 · 第 1 卷\n\n經一\n\n注一\n\n經二\n\n注二"


def test_a_well_formed_small_file_parses_into_pairs():
    parsed = corpus.parse("shu-1.zh.txt", GOOD.encode())
    assert parsed.paragraphs == (("經一", "注一"), ("經二", "注二"))
    assert parsed.final_newline is False


@pytest.mark.parametrize(
    "text, line, problem",
    [
        ("書 · 第 1 卷\n\n經一\n注一\n\n", 4, "empty line"),
        ("書 · 第 1 卷\n\n經一\n\n\n\n經二\n\n注二", 5, "should hold a paragraph"),
        ("書 · 第 1 卷\n\n經一\n\n注一\n\n經二", 7, "must end with a gloss"),
        ("書 · 第 1 卷\r\n\r\n經一\r\n\r\n注一", 1, "carriage return"),
    ],
)
def test_a_file_whose_layout_is_wrong_is_refused_naming_file_and_line(text, line, problem):
    with pytest.raises(corpus.CorpusLayoutError) as refused:
        corpus.parse("shu-1.zh.txt", text.encode())
    assert refused.value.line == line
    assert "shu-1.zh.txt" in str(refused.value) and f"line {line}" in str(refused.value)
    assert problem in str(refused.value)


def test_invalid_utf8_is_refused_with_its_line():
    with pytest.raises(corpus.CorpusLayoutError, match=r"shu-1.zh.txt, line 3: not valid UTF-8"):
        corpus.parse("shu-1.zh.txt", "書 · 第 1 卷\n\n".encode() + b"\xff\xfe\n\n" + "注".encode())


def test_a_file_name_outside_the_scheme_is_refused():
    with pytest.raises(corpus.CorpusLayoutError, match="file name"):
        corpus.parse("notes.txt", GOOD.encode())


def test_the_xinjing_japanese_file_holds_the_classical_paragraphs_character_for_character():
    read = {name: corpus.parse(name, (settings.CORPUS_DIR / name).read_bytes()) for name in ("xinjing-3.zh.txt",
                                                                                             "xinjing-3.ja.txt")}
    originals = {name: [original for original, _ in parsed.paragraphs] for name, parsed in read.items()}
    assert originals["xinjing-3.ja.txt"] == originals["xinjing-3.zh.txt"]


def test_the_xinjing_translation_marks_the_commentary_and_keeps_the_editors_sigla():
    parsed = corpus.parse("xinjing-3.ja.txt", (settings.CORPUS_DIR / "xinjing-3.ja.txt").read_bytes())
    translations = [translation for _, translation in parsed.paragraphs]
    # 心鏡 3.1's gloss: 「註文說甲戌旬中，胃、昴、畢、觜、參這幾宿就是寡宿」; 3.5's: 程偉堂按 three times, 郭本 twice, 許氏本.
    assert "註文に言う、甲戌旬中では胃・昴・畢・觜・参の諸宿が寡宿" in translations[0]
    assert translations[4].count("程偉堂按") == 3 and translations[4].count("郭本") == 2 and "許氏本" in translations[4]

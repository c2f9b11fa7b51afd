"""Chinese marked where it is written (languages.lang_marks): never inside an element whose content is text (a
form's value would change)."""
from django.utils.safestring import mark_safe

from languages.lang_marks import runs_marked


def test_a_run_of_chinese_in_prose_is_marked():
    assert runs_marked(mark_safe("<p>the 涉害 method</p>")) == '<p>the <span lang="zh-Hant">涉害</span> method</p>'


def test_the_text_of_a_textarea_stays_as_the_reader_wrote_it():
    assert runs_marked(mark_safe('<textarea name="text">涉害: the deepest</textarea><p>涉害</p>')) == (
        '<textarea name="text">涉害: the deepest</textarea><p><span lang="zh-Hant">涉害</span></p>')


def test_a_title_stays_text():
    assert runs_marked(mark_safe("<title>涉害 lesson</title>")) == "<title>涉害 lesson</title>"

"""The marking of Chinese and Japanese words on a page in a Latin script (languages.marking), rule by rule."""
from languages.marking import mark_foreign_runs


def test_a_run_of_chinese_gets_the_texts_language():
    assert mark_foreign_runs("<p>the method 涉害 first</p>") == '<p>the method <span lang="zh-Hant">涉害</span> first</p>'


def test_a_run_with_kana_is_japanese():
    assert mark_foreign_runs("<p>read かな here</p>") == '<p>read <span lang="ja">かな</span> here</p>'


def test_a_run_keeps_its_punctuation_and_the_spaces_between_its_words():
    assert mark_foreign_runs("<td>「丁卯日 亥將」 · x</td>") == '<td><span lang="zh-Hant">「丁卯日 亥將」</span> · x</td>'


def test_punctuation_alone_is_no_word():
    assert mark_foreign_runs("<p>「deepest」 甲</p>") == '<p>「deepest」 <span lang="zh-Hant">甲</span></p>'


def test_text_inside_an_element_that_says_it_is_chinese_or_japanese_is_left_alone():
    html = '<p lang="zh-Hant">甲子 <b>乙丑</b></p><p lang="ja">かな</p>'
    assert mark_foreign_runs(html) == html


def test_text_inside_an_english_element_within_a_chinese_one_is_marked():
    html = '<div lang="zh-Hant">甲<p lang="en">the 乙</p>丙</div>'
    assert mark_foreign_runs(html) == '<div lang="zh-Hant">甲<p lang="en">the <span lang="zh-Hant">乙</span></p>丙</div>'


def test_elements_whose_text_cannot_hold_a_span_are_left_alone():
    html = "<title>課 · 大六壬</title><select><option>涉害</option></select><textarea>甲</textarea>"
    assert mark_foreign_runs(html) == html


def test_attributes_and_comments_are_not_text():
    assert mark_foreign_runs('<a title="涉害" href="?tag=涉害"><!-- 甲 -->x</a>') == '<a title="涉害" href="?tag=涉害"><!-- 甲 -->x</a>'


def test_void_and_self_closing_elements_leave_the_language_of_the_text_around_them():
    html = '<p lang="zh-Hant">甲<br>乙<img src="x"/>丙</p>丁'
    assert mark_foreign_runs(html) == '<p lang="zh-Hant">甲<br>乙<img src="x"/>丙</p><span lang="zh-Hant">丁</span>'


def test_a_closing_tag_closes_the_elements_left_open_inside_it():
    assert mark_foreign_runs('<div><p lang="zh-Hant">甲</div>乙') == '<div><p lang="zh-Hant">甲</div><span lang="zh-Hant">乙</span>'


def test_text_after_the_last_tag_is_marked():
    assert mark_foreign_runs("<p>x</p>\n甲 and 乙") == '<p>x</p>\n<span lang="zh-Hant">甲</span> and <span lang="zh-Hant">乙</span>'


def test_a_page_without_chinese_or_japanese_is_returned_as_it_is():
    html = "<p>no words to mark < here"
    assert mark_foreign_runs(html) is html


def test_options_written_without_end_tags_leave_the_text_after_their_list_marked():
    html = '<datalist id="d"><option value="懸胎"><option value="關隔"></datalist>甲'
    assert mark_foreign_runs(html) == html[:-1] + '<span lang="zh-Hant">甲</span>'


def test_an_empty_element_with_a_language_leaves_the_text_after_it_marked():
    assert mark_foreign_runs('<p><span lang="zh-Hant"></span>甲</p>') == '<p><span lang="zh-Hant"></span><span lang="zh-Hant">甲</span></p>'


def test_a_comment_holding_markup_is_passed_by():
    assert mark_foreign_runs('<!-- <p lang="zh-Hant"> -->甲') == '<!-- <p lang="zh-Hant"> --><span lang="zh-Hant">甲</span>'


def test_an_element_that_says_the_language_around_it_changes_nothing_inside_it():
    html = '<p lang="zh-Hant"><span lang="zh-Hant">甲<b lang="en">乙</b>丙</span>丁</p>戊'
    assert mark_foreign_runs(html) == ('<p lang="zh-Hant"><span lang="zh-Hant">甲<b lang="en"><span lang="zh-Hant">乙</span>'
                                       '</b>丙</span>丁</p><span lang="zh-Hant">戊</span>')

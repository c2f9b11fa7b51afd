"""Reading what a student types: forgiving where a person would be, a message naming anything else."""
import pytest

from divination.practice.answers import AnswerError, read_answers, read_item
from divination.practice.steps import STEP_BY_SLUG


@pytest.mark.parametrize("typed, read", [
    ("亥", 11), (" 亥 ", 11), ("　亥　", 11), ("亥將", 11), ("丑时", 1),
])
def test_a_branch_with_spaces_full_width_spaces_or_its_suffix(typed, read):
    assert read_item("initial", typed) == read


@pytest.mark.parametrize("typed, method", [
    ("涉害", "涉害"), ("渉害", "涉害"),          # Japanese 渉
    ("贼克", "賊剋"), ("賊克", "賊剋"), ("賊剋課", "賊剋"),
    ("遥克", "遙剋"), ("遙剋", "遙剋"),          # simplified and Japanese 遥
    ("别责", "別責"), ("八专", "八專"), ("八専", "八專"), ("反吟", "返吟"), ("伏吟", "伏吟"),
])
def test_a_method_in_simplified_japanese_or_the_books_variant_forms(typed, method):
    assert read_item("method", typed) == method


@pytest.mark.parametrize("typed, subname", [
    ("重审", "重審"), ("见机", "見機"), ("缀瑕", "綴瑕"), ("弹射", "彈射"), ("虎视", "虎視"), ("杜传", "杜傳"),
    ("杜伝", "杜傳"), ("井栏射", "井欄射"), ("独足", "獨足"), ("元首課", "元首"), ("", None), ("—", None),
])
def test_a_subname_in_any_of_its_forms_or_none(typed, subname):
    assert read_item("subname", typed) == subname


@pytest.mark.parametrize("typed, general", [
    ("螣蛇", "螣蛇"), ("騰蛇", "螣蛇"), ("腾蛇", "螣蛇"), ("蛇", "螣蛇"), ("青龙", "青龍"), ("青竜", "青龍"),
    ("勾陈", "勾陳"), ("太阴", "太陰"), ("贵人", "貴人"), ("后", "天后"),
])
def test_a_general_in_its_variant_or_short_forms(typed, general):
    assert read_item("generals.initial", typed) == general


def test_full_width_digits_in_the_depths():
    assert read_item("depths", "亥６　丑２") == {11: 6, 1: 2}


@pytest.mark.parametrize("name, typed, message", [
    ("initial", "x", "「x」 is not one of the twelve branches 子丑寅卯辰巳午未申酉戌亥."),
    ("initial", "亥酉", "「亥酉」 is not one of the twelve branches 子丑寅卯辰巳午未申酉戌亥."),
    ("method", "知一", "「知一」 is a sub-name of 比用, not a method: give 比用 as the method and 知一 as the sub-name."),
    ("subname", "涉害", "「涉害」 is a method, not a sub-name: give it as the method."),
    ("method", "賊", "「賊」 is not one of the nine methods 伏吟 返吟 八專 賊剋 比用 涉害 遙剋 別責 昴星."),
    ("generals.final", "龍王", "「龍王」 is not one of the twelve generals 貴人 螣蛇 朱雀 六合 勾陳 青龍 天空 白虎 太常 玄武 太陰 天后."),
    ("kin.middle", "妻", "「妻」 is not one of the five kin 父母 兄弟 子孫 妻財 官鬼."),
    ("noble.direction", "左", "「左」 is not a direction: the generals run 順 (forward) or 逆 (backward)."),
    ("void", "戌", "「戌」: the void is two different branches, e.g. 戌亥."),
    ("hidden_stems.initial", "子", "「子」 is not one of the ten stems 甲乙丙丁戊己庚辛壬癸 (write 空 for a branch that takes none)."),
    ("depths", "亥6 丑 six", "「丑 six」: write each 涉害 depth as a branch and a number, e.g. 亥6 丑2."),
])
def test_anything_else_gets_a_message_naming_it(name, typed, message):
    with pytest.raises(AnswerError) as raised:
        read_item(name, typed)
    assert raised.value.message == message
    assert raised.value.field == name


def test_the_api_answers_are_flattened_to_the_checkers_names():
    answers = read_answers(STEP_BY_SLUG["generals"], {"noble": {"branch": "酉", "direction": "順"},
                                                      "generals": ["朱雀", "貴人", "太陰"]})
    assert answers == {"noble.branch": 9, "noble.direction": "順", "generals.initial": "朱雀",
                       "generals.middle": "貴人", "generals.final": "太陰"}


def test_the_api_lessons_may_be_one_string():
    assert read_answers(STEP_BY_SLUG["lessons"], {"lessons": "巳卯丑亥"}) == {
        "lessons.1": 5, "lessons.2": 3, "lessons.3": 1, "lessons.4": 11}


def test_a_null_hidden_stem_is_the_answer_none_as_in_the_chart_json():
    answers = read_answers(STEP_BY_SLUG["qualities"], {"hidden_stems": [None, "癸", "辛"]})
    assert answers == {"hidden_stems.initial": None, "hidden_stems.middle": 9, "hidden_stems.final": 7}

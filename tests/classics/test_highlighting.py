"""A plain layer's words lit (classics.rendering.highlighted) as the reader's markup lights them."""
from hypothesis import given
from hypothesis import strategies as st

from classics.rendering import Markup, highlighted

TEXT = st.text(alphabet="甲乙丙丁<&\"'a ", max_size=30)
WORDS = st.lists(st.text(alphabet="甲乙丙<&a", max_size=3), max_size=4)


def test_each_occurrence_of_a_word_is_lit_and_the_text_escaped():
    assert highlighted("甲乙<甲", ["甲"]) == '<mark class="hl">甲</mark>乙&lt;<mark class="hl">甲</mark>'


def test_overlapping_words_light_each_piece_they_cover():
    assert highlighted("甲乙丙", ["甲乙", "乙丙"]) == (
        '<mark class="hl">甲</mark><mark class="hl">乙</mark><mark class="hl">丙</mark>')


@given(TEXT, WORDS)
def test_a_plain_layer_is_lit_as_the_readers_markup_lights_it(text, words):
    markup = Markup(text, anchor="")
    markup.add_highlights(words)
    assert highlighted(text, words) == markup.render()

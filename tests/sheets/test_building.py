"""Building a sheet: items of every kind, each validated beside its field; add, edit, reorder, remove."""
import pytest
from django.urls import reverse

from sheets.models import Item
from tests.pages import unmarked
from tests.sheets.conftest import GUCHEN, XUANTAI, add

pytestmark = pytest.mark.django_db


def kinds(sheet):
    return list(sheet.items.values_list("kind", flat=True))


def test_a_sheet_holds_its_items_in_the_order_added(lesson):
    assert kinds(lesson) == ["chart", "passage", "chart", "passage", "practice", "question"]
    assert lesson.version == 7


def test_a_chart_item_keeps_the_canonical_link_and_the_step(lesson):
    first = lesson.items.first()
    assert first.step == "lessons"
    assert first.chart_name == "丁卯日 亥將 丑時 · 亥酉未 涉害"
    assert first.chart_url.endswith("&step=lessons")


def test_a_step_in_the_pasted_link_is_the_items_step(lesson):
    assert lesson.items.all()[2].step == "transmissions"


def test_a_practice_item_shows_the_question_without_the_answer(as_teacher, lesson):
    page = unmarked(as_teacher.get(lesson.get_absolute_url()).content.decode())
    assert "Practise <a href=" in page and "丁卯日 亥將 子時</a>" in page


def test_a_practice_item_links_the_practice_page_or_until_it_exists_the_chart(lesson):
    from django.urls import NoReverseMatch

    item = lesson.items.get(kind="practice")
    try:
        practice = reverse("practice:practice")
    except NoReverseMatch:
        practice = reverse("divination:chart")
    assert item.practice_url.startswith(practice + "?day=")


def test_the_passage_is_shown_with_its_phrase_marked(as_teacher, lesson):
    page = unmarked(as_teacher.get(lesson.get_absolute_url()).content.decode())
    assert "<mark>順懸胎</mark>" in page
    assert "居天寡宿地孤辰" in page
    assert 'href="/classics/jingwei/2/1/?hl=%E9%A0%86%E6%87%B8%E8%83%8E#p1"' in page


def test_markdown_of_a_question_is_rendered(as_teacher, lesson):
    assert "Which method decides the <strong>first</strong> chart?" in unmarked(as_teacher.get(lesson.get_absolute_url()).content.decode())


def errors(response, field):
    return response.context["item_form"].errors.get(field, [])


def test_a_link_that_is_not_a_chart_is_refused_beside_the_field(as_teacher, new_sheet):
    sheet = new_sheet()
    response = add(as_teacher, sheet, kind="chart", chart="/classics/")
    assert response.status_code == 400
    assert errors(response, "chart") == ["This is not a chart link: a chart link starts with /chart/? (or /ke/day/general/hour/)."]
    assert not sheet.items.exists()


def test_a_passage_key_that_does_not_exist_is_refused(as_teacher, new_sheet):
    response = add(as_teacher, new_sheet(), kind="passage", passage="jingwei-2-999")
    assert errors(response, "passage") == ["There is no passage 經緯 2.999 in the classics: check it on the passage page."]


def test_a_malformed_passage_key_is_refused(as_teacher, new_sheet):
    response = add(as_teacher, new_sheet(), kind="passage", passage="懸胎")
    assert errors(response, "passage") == ["「懸胎」 names no passage: write it as the site cites it (經緯 2.14) or paste "
                                           "the address of its page."]


def test_a_phrase_not_in_the_passage_is_refused_beside_the_phrase(as_teacher, new_sheet):
    response = add(as_teacher, new_sheet(), kind="passage", passage=XUANTAI, highlight="寡宿")
    assert errors(response, "highlight") == ["「寡宿」 does not occur in passage 經緯 2.1: copy the phrase from the passage."]


def test_an_empty_question_is_refused(as_teacher, new_sheet):
    assert errors(add(as_teacher, new_sheet(), kind="question", text="  "), "text") == ["Write the question."]


def test_an_over_long_title_is_refused_beside_the_title(as_teacher, corpus_db):
    response = as_teacher.post(reverse("sheets:new"), {"title": "x" * 201, "visibility": "private"})
    assert response.status_code == 400
    assert response.context["form"].errors["title"] == ["The title may be at most 200 characters long; it has 201."]


def test_a_script_in_a_text_block_is_removed(as_teacher, new_sheet):
    sheet = new_sheet()
    add(as_teacher, sheet, kind="text", text="<script>document.cookie</script>\n\n<b onmouseover=x()>bold</b>")
    page = unmarked(as_teacher.get(sheet.get_absolute_url()).content.decode())
    assert "document.cookie" not in page and "onmouseover" not in page


def test_editing_an_item(as_teacher, lesson):
    item = lesson.items.get(kind="question")
    response = as_teacher.post(reverse("sheets:item_edit", args=[lesson.token, item.pk]),
                               {"kind": "question", "text": "Which method?", "version": lesson.version})
    assert response.status_code == 302
    item.refresh_from_db()
    assert item.text == "Which method?"


def test_an_edited_items_markdown_is_shown_as_edited(as_teacher, lesson):
    item = lesson.items.get(kind="question")
    as_teacher.post(reverse("sheets:item_edit", args=[lesson.token, item.pk]),
                    {"kind": "question", "text": "Which *method*?", "version": lesson.version})
    page = as_teacher.get(lesson.get_absolute_url()).content.decode()
    assert "Which <em>method</em>?" in page
    assert "<strong>first</strong>" not in page


def test_an_edited_introduction_is_shown_as_edited(as_teacher, lesson):
    as_teacher.post(reverse("sheets:edit", args=[lesson.token]), {"title": lesson.title, "introduction": "Read **twice**.",
                                                                  "visibility": "link", "version": lesson.version})
    assert "Read <strong>twice</strong>." in as_teacher.get(lesson.get_absolute_url()).content.decode()


def move(client, sheet, item, direction):
    sheet.refresh_from_db()
    return client.post(reverse("sheets:item_move", args=[sheet.token, item.pk]), {"direction": direction, "version": sheet.version})


def test_moving_an_item_up_and_down_without_javascript(as_teacher, lesson):
    question = lesson.items.get(kind="question")
    assert move(as_teacher, lesson, question, "up").status_code == 302
    assert kinds(lesson) == ["chart", "passage", "chart", "passage", "question", "practice"]
    move(as_teacher, lesson, question, "down")
    assert kinds(lesson) == ["chart", "passage", "chart", "passage", "practice", "question"]


def test_the_first_item_does_not_move_up(as_teacher, lesson):
    move(as_teacher, lesson, lesson.items.first(), "up")
    assert kinds(lesson) == ["chart", "passage", "chart", "passage", "practice", "question"]


def test_reordering_by_drag_posts_the_new_order_with_htmx(as_teacher, lesson):
    ids = list(lesson.items.values_list("pk", flat=True))
    response = as_teacher.post(reverse("sheets:reorder", args=[lesson.token]),
                               {"version": lesson.version, "item": list(reversed(ids))}, HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    assert 'id="item-order"' in unmarked(response.content.decode()) and "<html" not in unmarked(response.content.decode())
    assert kinds(lesson) == ["question", "practice", "passage", "chart", "passage", "chart"]
    assert f'data-version="{lesson.version + 1}"' in unmarked(response.content.decode())


def test_an_order_that_does_not_list_every_item_once_is_refused(as_teacher, lesson):
    ids = list(lesson.items.values_list("pk", flat=True))
    response = as_teacher.post(reverse("sheets:reorder", args=[lesson.token]),
                               {"version": lesson.version, "item": ids[:-1] + [ids[0]]}, HTTP_HX_REQUEST="true")
    assert response.status_code == 400
    assert kinds(lesson) == ["chart", "passage", "chart", "passage", "practice", "question"]


def test_removing_an_item_closes_the_gap(as_teacher, lesson):
    item = lesson.items.get(kind="question")
    response = as_teacher.post(reverse("sheets:item_remove", args=[lesson.token, item.pk]), {"version": lesson.version})
    assert response.status_code == 302
    assert list(lesson.items.values_list("position", flat=True)) == [0, 1, 2, 3, 4]
    assert not Item.objects.filter(pk=item.pk).exists()


def test_the_passages_of_a_sheet_come_in_one_query_whatever_their_number(as_teacher, new_sheet, django_assert_num_queries):
    small, large = new_sheet(), new_sheet()
    add(as_teacher, small, kind="passage", passage=XUANTAI)
    for n in range(50):
        add(as_teacher, large, kind="passage" if n % 2 else "chart", passage=GUCHEN, chart="/ke/丁卯/亥/丑/")
    # session, user, the sheet, its items, their passages.
    with django_assert_num_queries(5):
        as_teacher.get(small.get_absolute_url())
    with django_assert_num_queries(5):
        assert as_teacher.get(large.get_absolute_url()).status_code == 200


def test_the_editor_takes_the_same_number_of_queries_whatever_the_sheets_length(as_teacher, new_sheet, django_assert_num_queries):
    small, large = new_sheet(), new_sheet()
    add(as_teacher, small, kind="passage", passage=XUANTAI)
    for n in range(50):
        add(as_teacher, large, kind="passage" if n % 2 else "question", passage=GUCHEN, text=f"Question {n}?")
    # session, user, the sheet, its items, their passages.
    for sheet in (small, large):
        with django_assert_num_queries(5):
            assert as_teacher.get(reverse("sheets:edit", args=[sheet.token])).status_code == 200


@pytest.mark.parametrize("named", [
    "經緯 2.1",
    "经纬 2.1",
    "/classics/jingwei/2/1/",
    "https://liuren.example/classics/jingwei/2/1/#p1",
    "/classics/key/jingwei-2-1/",
    "jingwei-2-1",
])
def test_the_passage_is_named_by_its_citation_its_address_or_its_key(as_teacher, new_sheet, named):
    sheet = new_sheet()
    assert add(as_teacher, sheet, kind="passage", passage=named).status_code == 302
    assert sheet.items.get().passage_key == XUANTAI


def test_a_pasted_address_brings_the_phrase_it_highlights(as_teacher, new_sheet):
    sheet = new_sheet()
    add(as_teacher, sheet, kind="passage", passage="/classics/jingwei/2/1/?hl=%E9%A0%86%E6%87%B8%E8%83%8E#p1")
    assert sheet.items.get().highlight == "順懸胎"


@pytest.mark.parametrize("named", ["/classics/", "/chart/?day=丁卯&general=亥&hour=丑", "易經 2.1"])
def test_an_address_or_a_citation_of_no_passage_is_refused_beside_the_field(as_teacher, new_sheet, named):
    response = add(as_teacher, new_sheet(), kind="passage", passage=named)
    assert response.status_code == 400
    assert errors(response, "passage")[0].endswith("names no passage: write it as the site cites it (經緯 2.14) or paste "
                                                   "the address of its page.")

"""A sheet's chart item draws its chart (the chart page's own drawing) at the step the teacher chose, on the sheet
and item by item, with the 三傳 line once the step has reached them; a printed item gives a short address."""
import re

import pytest
from django.urls import reverse

from tests.pages import unmarked

pytestmark = pytest.mark.django_db


def article(page, item):
    return re.search(rf'<article class="sheet-item kind-\w+" id="item-{item.pk}">.*?</article>', page, re.S).group(0)


def sheet_page(client, lesson):
    return unmarked(client.get(lesson.get_absolute_url()).content.decode())


def test_a_chart_item_at_the_lessons_draws_the_plates_and_lessons_but_no_transmission(client, lesson):
    first = article(sheet_page(client, lesson), lesson.items.get(position=0))
    assert 'class="ke-figure"' in first and 'class="lesson-table"' in first
    assert 'class="transmission-table"' not in first and "三傳" not in first


def test_a_chart_item_at_the_transmissions_draws_them_and_says_the_three_transmissions(client, lesson):
    third = article(sheet_page(client, lesson), lesson.items.get(position=2))
    assert 'class="transmission-table"' in third
    assert '<p class="transmissions-line" lang="zh-Hant">三傳 初傳 寅 · 中傳 巳 · 末傳 申 · 伏吟·自任</p>' in third


def test_each_drawing_has_an_id_of_its_own(client, lesson):
    ids = re.findall(r'class="ke-figure" id="([^"]+)"', sheet_page(client, lesson))
    assert len(ids) == 2 and len(set(ids)) == 2


def test_a_practice_item_draws_no_chart(client, lesson):
    practice = article(sheet_page(client, lesson), lesson.items.get(kind="practice"))
    assert 'class="ke-figure"' not in practice


def test_working_through_the_sheet_draws_the_item_too(client, lesson):
    page = unmarked(client.get(reverse("sheets:work", args=[lesson.token, 3])).content.decode())
    assert 'class="transmission-table"' in page


def test_a_printed_chart_item_gives_the_short_address_of_the_item(client, lesson):
    first = article(sheet_page(client, lesson), lesson.items.get(position=0))
    short = reverse("sheets:work", args=[lesson.token, 1])
    assert f'<p class="print-only">http://testserver{short}</p>' in first
    assert len(short) <= 60


def test_a_chart_item_before_the_initial_names_only_its_ke(client, lesson):
    first = article(sheet_page(client, lesson), lesson.items.get(position=0))
    assert ">丁卯日 亥將 丑時</a> · shown at 四課 · the four lessons" in first
    assert "亥酉未" not in first


def test_a_chart_item_from_the_transmissions_on_names_them(client, lesson):
    third = article(sheet_page(client, lesson), lesson.items.get(position=2))
    assert ">甲子日 子將 子時 · 寅巳申 伏吟·自任</a>" in third


def test_the_editor_draws_each_chart_item_as_the_students_will_see_it(as_teacher, lesson):
    page = unmarked(as_teacher.get(reverse("sheets:edit", args=[lesson.token])).content.decode())
    assert len(re.findall(r'class="ke-figure" id="', page)) == 2
    assert '<p class="transmissions-line" lang="zh-Hant">三傳 初傳 寅 · 中傳 巳 · 末傳 申 · 伏吟·自任</p>' in page

"""The notebook table (django-tables2): sort, filter by tag, method and pattern, search; constant queries."""
import pytest
from django.urls import reverse

from tests.notebook.conftest import DINGMAO, JIAZI_FUYIN

pytestmark = pytest.mark.django_db


def titles(response):
    return [row.record.title for row in response.context["table"].paginated_rows]


@pytest.fixture
def notebook(save):
    save(DINGMAO, title="b 涉害", text="the depth count", tags="homework")
    save(JIAZI_FUYIN, title="a 伏吟", text="自任", tags="伏吟 homework")
    save("/chart/?day=丁卯&general=亥&hour=子", title="c", tags="other")


def test_sorting_by_title(as_teacher, notebook):
    assert titles(as_teacher.get(reverse("notebook:index"), {"sort": "title"})) == ["a 伏吟", "b 涉害", "c"]
    assert titles(as_teacher.get(reverse("notebook:index"), {"sort": "-title"})) == ["c", "b 涉害", "a 伏吟"]


def test_filtering_by_tag(as_teacher, notebook):
    assert sorted(titles(as_teacher.get(reverse("notebook:index"), {"tag": "homework"}))) == ["a 伏吟", "b 涉害"]


def test_filtering_by_method(as_teacher, notebook):
    assert titles(as_teacher.get(reverse("notebook:index"), {"method": "伏吟"})) == ["a 伏吟"]


def test_filtering_by_a_pattern_the_chart_shows(as_teacher, notebook):
    # 甲子日 伏吟 (自任): 寅 巳 申, each punishing the next: 刑傷 (六壬經緯), which neither 丁卯 chart shows.
    response = as_teacher.get(reverse("notebook:index"))
    assert dict(response.context["filters"].fields["pattern"].choices)["jingwei.xingshang"] == "刑傷"
    assert titles(as_teacher.get(reverse("notebook:index"), {"pattern": "jingwei.xingshang"})) == ["a 伏吟"]


def test_searching_titles_and_notes(as_teacher, notebook):
    assert titles(as_teacher.get(reverse("notebook:index"), {"q": "depth"})) == ["b 涉害"]
    assert titles(as_teacher.get(reverse("notebook:index"), {"q": "亥酉未"})) == ["b 涉害"]


def test_an_unknown_tag_is_named_beside_the_filter(as_teacher, notebook):
    response = as_teacher.get(reverse("notebook:index"), {"tag": "nosuch"})
    assert response.status_code == 400
    assert response.context["filters"].errors["tag"] == ["You have no tag 「nosuch」: choose one of the tags in your notebook."]


def test_an_unknown_method_is_named_beside_the_filter(as_teacher, notebook):
    response = as_teacher.get(reverse("notebook:index"), {"method": "猜"})
    assert response.context["filters"].errors["method"] == ["「猜」 is not one of the nine methods."]


def test_another_users_notes_are_not_in_my_table(stranger_client, notebook):
    assert titles(stranger_client.get(reverse("notebook:index"))) == []


@pytest.mark.parametrize("count", [3, 30])
def test_the_table_takes_the_same_number_of_queries_whatever_its_length(as_teacher, teacher, count, django_assert_num_queries):
    from notebook.models import Note, Tag

    tag = Tag.objects.create(owner=teacher, name="t")
    for n in range(count):
        Note.objects.create(owner=teacher, title=f"n{n}", chart="day=x", chart_name="x", method="涉害").tags.add(tag)
    # session, user, the filter's patterns, the table's count, the notebook's count, the page of notes, their tags.
    with django_assert_num_queries(7):
        as_teacher.get(reverse("notebook:index"), {"sort": "title"})

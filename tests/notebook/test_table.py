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
    # session, user, the filter's patterns (the first time), the notebook's count, the page of notes, their tags.
    with django_assert_num_queries(6):
        as_teacher.get(reverse("notebook:index"), {"sort": "title"})
    with django_assert_num_queries(5):
        as_teacher.get(reverse("notebook:index"), {"sort": "title", "page": 1})


def pattern_choices(client):
    return dict(client.get(reverse("notebook:index")).context["filters"].fields["pattern"].choices)


def test_a_trashed_notes_patterns_leave_the_filter_and_come_back_when_it_is_restored(as_teacher, notebook):
    from notebook.models import Note

    fuyin = Note.objects.get(title="a 伏吟")
    as_teacher.post(reverse("notebook:delete", args=[fuyin.pk]))
    assert "jingwei.xingshang" not in pattern_choices(as_teacher)
    as_teacher.post(reverse("notebook:restore", args=[fuyin.pk]))
    assert pattern_choices(as_teacher)["jingwei.xingshang"] == "刑傷"
    assert titles(as_teacher.get(reverse("notebook:index"), {"pattern": "jingwei.xingshang"})) == ["a 伏吟"]


def test_notes_saved_in_the_same_instant_keep_their_places_from_page_to_page(as_teacher, teacher):
    from django.utils import timezone

    from notebook.models import Note

    now = timezone.now()
    Note.objects.bulk_create([Note(owner=teacher, title=f"n{n:02}", chart="day=x", chart_name="x", method="涉害",
                                   created=now, updated=now) for n in range(30)])
    first = titles(as_teacher.get(reverse("notebook:index")))
    second = titles(as_teacher.get(reverse("notebook:index"), {"page": 2}))
    # Newest first, and among equals the later saved first: 30 notes on two pages, none twice.
    assert first + second == [f"n{n:02}" for n in reversed(range(30))]


@pytest.mark.parametrize("count", [3, 30])
def test_a_filtered_table_takes_the_same_number_of_queries_whatever_its_length(as_teacher, teacher, count, django_assert_num_queries):
    from notebook.models import Note, NotePattern, Tag

    tag = Tag.objects.create(owner=teacher, name="t")
    for n in range(count):
        note = Note.objects.create(owner=teacher, title=f"n{n}", chart="day=x", chart_name="x", method="涉害")
        note.tags.add(tag)
        NotePattern.objects.create(note=note, owner=teacher, pattern="jingwei.xingshang", name="刑傷")
    # session, user, the filter's patterns (the first time), the tag's existence, the table's count, the
    # notebook's count, the page of notes, their tags.
    query = {"tag": "t", "method": "涉害", "pattern": "jingwei.xingshang", "q": "n", "sort": "-updated", "page": 1}
    with django_assert_num_queries(8):
        response = as_teacher.get(reverse("notebook:index"), query)
    assert len(titles(response)) == min(count, 25)
    with django_assert_num_queries(7):
        as_teacher.get(reverse("notebook:index"), query)


def test_the_notebooks_count_is_of_every_note_when_a_filter_leaves_some_out(as_teacher, notebook):
    response = as_teacher.get(reverse("notebook:index"), {"tag": "other"})
    assert titles(response) == ["c"]
    assert response.context["total"] == 3


def test_a_new_charts_patterns_are_in_the_filter_right_after_it_is_saved(as_teacher, save):
    save(DINGMAO, title="b 涉害")
    assert "jingwei.xingshang" not in pattern_choices(as_teacher)
    save(JIAZI_FUYIN, title="a 伏吟")
    assert pattern_choices(as_teacher)["jingwei.xingshang"] == "刑傷"


def test_a_note_moved_to_another_chart_takes_its_patterns_with_it(as_teacher, save):
    note = save(JIAZI_FUYIN, title="a 伏吟")
    assert "jingwei.xingshang" in pattern_choices(as_teacher)
    as_teacher.post(reverse("notebook:edit", args=[note.pk]), {"chart": DINGMAO, "title": "now 涉害", "text": "", "tags": "",
                                                                "version": note.version})
    assert "jingwei.xingshang" not in pattern_choices(as_teacher)


def test_imported_notes_patterns_are_in_the_filter_right_after_the_import(as_teacher, save):
    import json

    from django.core.files.uploadedfile import SimpleUploadedFile

    save(DINGMAO, title="b 涉害")
    assert "jingwei.xingshang" not in pattern_choices(as_teacher)
    document = {"format": "liuren-notebook", "version": 1, "notes": [{"title": "a 伏吟", "chart": JIAZI_FUYIN, "notes": "", "tags": []}]}
    upload = SimpleUploadedFile("notebook.json", json.dumps(document).encode(), content_type="application/json")
    assert as_teacher.post(reverse("notebook:import"), {"file": upload}).status_code == 302
    assert pattern_choices(as_teacher)["jingwei.xingshang"] == "刑傷"


def test_a_list_read_while_a_change_is_being_saved_is_read_again_once_it_is_committed(teacher, django_assert_num_queries,
                                                                                      django_capture_on_commit_callbacks):
    from notebook.choices import forget_patterns, notebook_patterns

    with django_capture_on_commit_callbacks(execute=True):
        forget_patterns(teacher.pk)
        notebook_patterns(teacher)  # as a page in another request would, before the change is committed
        with django_assert_num_queries(0):
            notebook_patterns(teacher)
    with django_assert_num_queries(1):
        notebook_patterns(teacher)


def test_another_account_given_the_same_id_does_not_find_the_old_accounts_patterns(teacher, django_assert_num_queries):
    import datetime as dt

    from notebook.choices import notebook_patterns

    notebook_patterns(teacher)
    teacher.date_joined += dt.timedelta(seconds=1)
    with django_assert_num_queries(1):
        notebook_patterns(teacher)

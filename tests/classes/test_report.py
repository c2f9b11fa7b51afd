"""The teacher's report of an assignment: who has finished, each step's shares (right the first time, at the second
try, shown), the common mistakes with their charts and the rule, the answers to the questions; each student's
progress and mastery; the results as CSV."""
import csv
import io

from django.urls import reverse

from tests.classes.conftest import RIGHT_LESSONS, WRONG_LESSONS, answer_question, practise, words


def _worked(joined, practice_sheet, assign):
    given = assign(kind="sheet", sheet=practice_sheet.pk)
    ann, bo, cy = joined("s1", "Ann"), joined("s2", "Bo"), joined("s3", "Cy")
    practise(ann, RIGHT_LESSONS)
    practise(bo, WRONG_LESSONS)
    practise(bo, RIGHT_LESSONS, attempt=2)
    practise(cy, WRONG_LESSONS)
    practise(cy, WRONG_LESSONS, attempt=2)
    answer_question(ann, practice_sheet, "the second")
    return given


def test_the_report_says_who_has_finished(as_teacher, joined, practice_sheet, assign):
    given = _worked(joined, practice_sheet, assign)
    page = words(as_teacher.get(given.get_absolute_url()))
    assert "Ann : ✓ done" in page and "Bo : 1 of 2 done" in page and "Cy : 1 of 2 done" in page


def test_the_report_gives_each_steps_shares(as_teacher, joined, practice_sheet, assign):
    given = _worked(joined, practice_sheet, assign)
    response = as_teacher.get(given.get_absolute_url())
    shares = response.context["shares"][0]
    assert (shares.first_share, shares.second_share, shares.shown_share) == (33, 33, 33)


def test_the_most_common_mistake_is_first_at_its_step_with_its_chart_and_rule(as_teacher, joined, practice_sheet,
                                                                             assign):
    given = _worked(joined, practice_sheet, assign)
    response = as_teacher.get(given.get_absolute_url())
    first = response.context["mistakes"][0]
    assert (first.step, first.answer, first.given, first.expected, first.count) == ("lessons", "lessons.1", "亥",
                                                                                    "巳", 3)
    assert first.charts == [("丁卯日 亥將 丑時", reverse("divination:ke_short", args=["丁卯", "亥", "丑"])
                              + "?v=1&step=lessons")]
    assert "亥 given 3 times, where 巳 is right" in words(response)


def test_the_report_gives_the_answers_student_by_student(as_teacher, joined, practice_sheet, assign):
    given = _worked(joined, practice_sheet, assign)
    page = words(as_teacher.get(given.get_absolute_url()))
    assert "Ann the second" in page and "Bo not answered" in page


def test_a_students_page_gives_progress_and_mastery_from_the_drills(as_teacher, classroom, joined, practice_sheet,
                                                                   assign):
    _worked(joined, practice_sheet, assign)
    membership = classroom.memberships.get(shown_name="Bo")
    response = as_teacher.get(reverse("classes:student", args=[classroom.pk, membership.pk]))
    [lessons] = response.context["masteries"]
    assert (lessons.topic.slug, lessons.recent, lessons.right, lessons.percent) == ("lessons", 2, 1, 50)


def test_the_results_export_as_csv_a_row_per_student_and_assignment(as_teacher, classroom, joined, practice_sheet,
                                                                    assign):
    _worked(joined, practice_sheet, assign)
    response = as_teacher.get(reverse("classes:export", args=[classroom.pk]))
    assert response["Content-Type"].startswith("text/csv")
    rows = list(csv.DictReader(io.StringIO(response.content.decode())))
    assert [(r["student"], r["finished"], r["first"], r["second"], r["shown"]) for r in rows] == [
        ("Ann", "yes", "1", "0", "0"), ("Bo", "no", "0", "1", "0"), ("Cy", "no", "0", "0", "1")]


def test_a_name_a_spreadsheet_would_run_is_written_as_text_in_the_csv(as_teacher, classroom, joined, assign):
    assign(kind="drill", topic="lessons", questions=10)
    joined("s1", "=HYPERLINK(1)")
    response = as_teacher.get(reverse("classes:export", args=[classroom.pk]))
    assert "'=HYPERLINK(1)" in response.content.decode()


def test_a_drills_report_gives_its_steps_shares_over_every_question_answered(as_teacher, joined, assign):
    given = assign(kind="drill", topic="lessons", questions=10)
    ann, bo = joined("s1", "Ann"), joined("s2", "Bo")
    practise(ann, RIGHT_LESSONS)
    practise(bo, WRONG_LESSONS)
    [row] = as_teacher.get(given.get_absolute_url()).context["shares"]
    assert (row.asked.step, row.first, row.second, row.shown, row.rule_url) == ("lessons", 1, 0, 1, None)

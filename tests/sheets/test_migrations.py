"""Migrations that move data: sheets saved before their Markdown was kept rendered show it rendered."""
import pytest

from tests.migrating import migrated_to


@pytest.mark.django_db(transaction=True)
@pytest.mark.usefixtures("back_to_the_latest_schema")
def test_sheets_saved_before_the_markdown_was_kept_rendered_are_rendered_once():
    old = migrated_to(("sheets", "0001_initial"))
    owner = old.get_model("auth", "User").objects.create(username="teacher")
    sheet = old.get_model("sheets", "Sheet").objects.create(owner=owner, title="t", introduction="Read *this*.", token="t" * 24)
    old.get_model("sheets", "Item").objects.create(sheet=sheet, position=0, kind="question", text="Which **method**?")

    new = migrated_to(("sheets", "0003_render_saved_markdown"))
    assert new.get_model("sheets", "Sheet").objects.get().introduction_html == "<p>Read <em>this</em>.</p>\n"
    assert new.get_model("sheets", "Item").objects.get().text_html == "<p>Which <strong>method</strong>?</p>\n"

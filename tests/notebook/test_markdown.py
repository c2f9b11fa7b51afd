"""Notes are Markdown (markdown-it-py) sanitised by nh3: no script, no inline style, links nofollow noopener."""
import pytest

from accounts.markdown import render_markdown
from tests.pages import unmarked


def test_markdown_is_rendered():
    assert render_markdown("*初傳* and **末傳**") == "<p><em>初傳</em> and <strong>末傳</strong></p>\n"


def test_a_script_in_markdown_is_removed_with_its_content():
    html = render_markdown("before\n\n<script>alert('x')</script>\n\nafter")
    assert "<script" not in html and "alert" not in html
    assert "<p>before</p>" in html and "<p>after</p>" in html


def test_an_inline_style_and_an_event_handler_are_removed():
    html = render_markdown('<p style="color:red" onclick="alert(1)">紅</p>')
    assert html == "<p>紅</p>"


def test_a_javascript_link_loses_its_address():
    html = render_markdown('<a href="javascript:alert(1)">x</a>')
    assert "javascript" not in html


def test_links_get_nofollow_noopener():
    html = render_markdown("[六壬](https://example.org/)")
    assert html == '<p><a href="https://example.org/" rel="nofollow noopener">六壬</a></p>\n'


def test_ruby_and_mark_are_kept_for_classical_text():
    html = render_markdown("<ruby>課<rt>か</rt></ruby> <mark>涉害</mark>")
    assert "<ruby>課<rt>か</rt></ruby>" in html and "<mark>涉害</mark>" in html


def test_an_image_is_removed():
    assert "<img" not in render_markdown("![x](https://example.org/a.png)")


@pytest.mark.django_db
def test_the_note_page_shows_the_sanitised_notes(as_teacher, save):
    note = save(text="<script>steal()</script>\n\n**看**")
    page = unmarked(as_teacher.get(note.get_absolute_url()).content.decode())
    assert "<strong>看</strong>" in page
    assert "steal()" not in page

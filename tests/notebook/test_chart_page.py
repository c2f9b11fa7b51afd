"""The chart page offers "save to notebook"; the user's notes come in a fragment of their own, never cached,
so the chart page (cached for everyone, per URL) never carries anyone's notes."""
import pytest
from django.conf import settings
from django.core.cache import cache
from django.urls import reverse

from tests.notebook.conftest import DINGMAO
from tests.pages import unmarked

pytestmark = pytest.mark.django_db


@pytest.fixture(autouse=True)
def _empty_page_cache():
    cache.clear()
    yield
    cache.clear()


def chart_page(client):
    response = client.get(DINGMAO, follow=True)
    assert response.status_code == 200
    return response


def test_the_chart_page_links_to_the_notebook_fragment(client):
    page = unmarked(chart_page(client).content.decode())
    assert 'hx-get="/notebook/chart/?chart=' in page
    assert "Save this chart to your notebook, or read your notes on it" in page


def test_the_chart_page_of_a_signed_in_user_touches_no_session(as_teacher, save):
    save(text="SECRET-NOTE")
    response = chart_page(as_teacher)
    assert "SECRET-NOTE" not in unmarked(response.content.decode())
    # Vary: Cookie and the CSRF cookie are the language switcher's (languages.middleware, languages.csrf);
    # the session is never read, nor its cookie sent.
    assert not response.wsgi_request.session.accessed
    assert settings.SESSION_COOKIE_NAME not in response.cookies
    assert "public" in response["Cache-Control"]


def test_a_cached_chart_page_never_carries_the_notes_to_another_visitor(as_teacher, client, save):
    save(text="SECRET-NOTE")
    chart_page(as_teacher)
    slot = as_teacher.get(reverse("notebook:for_chart"), {"chart": DINGMAO})
    assert "SECRET-NOTE" in unmarked(slot.content.decode())
    assert "SECRET-NOTE" not in unmarked(chart_page(client).content.decode())


def test_the_fragment_shows_the_owner_their_notes_and_is_never_cached(as_teacher, save):
    save(text="**my reading**")
    response = as_teacher.get(reverse("notebook:for_chart"), {"chart": DINGMAO}, HTTP_HX_REQUEST="true")
    assert "<strong>my reading</strong>" in unmarked(response.content.decode())
    assert "no-store" in response["Cache-Control"] and "private" in response["Cache-Control"]
    assert "<html" not in unmarked(response.content.decode())


def test_without_javascript_the_fragment_is_a_whole_page(as_teacher, save):
    save(text="mine")
    response = as_teacher.get(reverse("notebook:for_chart"), {"chart": DINGMAO})
    assert "<html" in unmarked(response.content.decode()) and "mine" in unmarked(response.content.decode())


def test_the_fragment_never_shows_another_users_notes(stranger_client, save):
    save(text="SECRET-NOTE")
    response = stranger_client.get(reverse("notebook:for_chart"), {"chart": DINGMAO})
    assert "SECRET-NOTE" not in unmarked(response.content.decode())
    assert "Save to notebook" in unmarked(response.content.decode())


def test_the_fragment_asks_a_visitor_to_sign_in(client):
    response = client.get(reverse("notebook:for_chart"), {"chart": DINGMAO})
    assert "to save this chart to your notebook" in unmarked(response.content.decode())


def test_one_click_saves_the_chart_with_its_name_as_title(as_teacher):
    from notebook.models import Note

    slot = unmarked(as_teacher.get(reverse("notebook:for_chart"), {"chart": DINGMAO}).content.decode())
    assert 'action="/notebook/add/"' in slot
    canonical = Note.objects.none()  # nothing saved yet
    assert not canonical.exists()
    response = as_teacher.post(reverse("notebook:add"), {"chart": DINGMAO, "title": "丁卯日 亥將 丑時 · 亥酉未 涉害"})
    assert response.status_code == 302
    assert Note.objects.get().title == "丁卯日 亥將 丑時 · 亥酉未 涉害"


def test_a_fragment_for_a_link_that_is_not_a_chart_is_a_bad_request(client):
    assert client.get(reverse("notebook:for_chart"), {"chart": "/patterns/"}).status_code == 400


def test_a_note_saved_under_the_long_link_of_before_is_found_from_the_short_one(as_teacher, save):
    """A note saved before the short links holds the long form (every option in o, every setting in p)."""
    from notebook.models import Note

    note = save(text="OLD-FORM-NOTE")
    Note.objects.filter(pk=note.pk).update(chart=(
        "day=%E4%B8%81%E5%8D%AF&general=%E4%BA%A5&hour=%E4%B8%91&noble=night&o=z23.tl.dh.na.sd.b0.ew.gq.yl.hc.m4.lf.vn.xp"
        "&p=v1.gj.jf.z2.es.sy.be.ab.he.nj.mj.yd.c6.xd.pg.fp.lb.de.ip.Va.qg.kc.rs.wh.us.Tg.Lg.Bt.Jg.Xg.M1.Nn.Rr.Zb.Ys"))
    slot = as_teacher.get(reverse("notebook:for_chart"), {"chart": "/ke/丁卯/亥/丑/?v=1"})
    assert "OLD-FORM-NOTE" in unmarked(slot.content.decode())

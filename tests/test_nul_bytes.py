"""F6 of issue 38: a NUL byte, which PostgreSQL's text cannot hold, gave a 500 anonymously where it reached a query.
Every address and search field a visitor can type into answers without a 5xx (on SQLite and on PostgreSQL)."""
import pytest

pytestmark = pytest.mark.django_db

ANONYMOUS = ["/sheets/%00/", "/sheets/%00/export/", "/sheets/%00/1/", "/sheets/?q=%00", "/sheets/?q=a%00b&page=%00",
             "/classics/search/?q=%00", "/classics/key/%00/", "/classics/jingwei/2/?hl=%00", "/patterns/?q=%00",
             "/patterns/%00/", "/ke/?pattern=%00", "/ke/%00/%00/%00/", "/chart/?day=%00", "/api/chart?day=%00",
             "/practice/?day=%00", "/notebook/chart/?chart=%00", "/methods/%00/"]
SIGNED_IN = ["/notebook/?q=%00", "/notebook/?tag=%00", "/notebook/?pattern=%00", "/notebook/?method=%00",
             "/notebook/add/?chart=%00", "/sheets/mine/", "/notebook/%00/"]


@pytest.mark.parametrize("path", ANONYMOUS)
def test_a_nul_byte_anywhere_a_visitor_types_is_answered_without_a_server_error(client, corpus_db, path):
    assert client.get(path).status_code < 500


@pytest.mark.parametrize("path", SIGNED_IN)
def test_a_nul_byte_anywhere_a_user_types_is_answered_without_a_server_error(as_teacher, corpus_db, path):
    assert as_teacher.get(path).status_code < 500

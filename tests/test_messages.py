"""Messages (django.contrib.messages) are kept for the next page; a request that says nothing through them
leaves the reader's messages as they are."""
import pytest
from django.urls import reverse

PASSWORD = "tortoise-shell-oracle-17"


@pytest.mark.django_db
def test_a_message_added_before_a_redirect_is_shown_on_the_next_page(client):
    response = client.post(reverse("accounts:signup"), {"username": "wang", "password1": PASSWORD, "password2": PASSWORD},
                           follow=True)
    assert "Welcome, wang: your account is made and you are signed in." in response.content.decode()


@pytest.mark.django_db
def test_a_page_that_shows_no_messages_keeps_them_for_the_page_that_does(client):
    client.post(reverse("accounts:signup"), {"username": "wang", "password1": PASSWORD, "password2": PASSWORD})
    assert "messages" not in client.get("/api/chart?at=2026-03-05T10:20&tz=Asia/Shanghai").cookies
    assert "messages" not in client.get("/").cookies
    assert "Welcome, wang" in client.get(reverse("accounts:home")).content.decode()


@pytest.mark.django_db
def test_a_message_shown_is_not_shown_again(client):
    client.post(reverse("accounts:signup"), {"username": "wang", "password1": PASSWORD, "password2": PASSWORD})
    assert "Welcome, wang" in client.get(reverse("accounts:home")).content.decode()
    assert "Welcome, wang" not in client.get(reverse("accounts:home")).content.decode()

"""/api/practice/check as an adversarial run tried it (issue 38, F5): anonymous and CSRF-exempt, hostile JSON got a
500 and a traceback in the log. Each is answered 400 with the reason as JSON, and nothing is logged."""
import logging

import pytest

DEEP = "[" * 10_000 + "]" * 10_000


@pytest.mark.parametrize("body, error", [
    (DEEP, "The body is not JSON: its values are nested more than 32 deep."),
    ('{"chart": ' + "[" * 40 + "]" * 40 + "}", "The body is not JSON: its values are nested more than 32 deep."),
    ('{"chart": {"day": ' + "7" * 5000 + "}}", "The body is not JSON: the number 777777777777777777… has more than 18 digits."),
    ('{"chart": {"lat": 1e999}}', "The body is not JSON: the number 1e999 is too large."),
    ('{"chart": {"lat": NaN}}', "The body is not JSON: NaN is not a number JSON allows."),
    ('{"chart": {"day": "\\ud800"}, "step": "initial", "answers": {}}',
     "The body is not JSON: a string holds \\ud800, half of a character (a lone surrogate)."),
    ('{"\\udfff": 1}', "The body is not JSON: a string holds \\udfff, half of a character (a lone surrogate)."),
])
def test_hostile_json_is_answered_400_with_the_reason_and_logs_nothing(client, caplog, body, error):
    with caplog.at_level(logging.WARNING):
        response = client.post("/api/practice/check", body, content_type="application/json")
    assert (response.status_code, response.json()) == (400, {"error": error, "field": None})
    assert [record.getMessage() for record in caplog.records if record.levelno >= logging.ERROR] == []

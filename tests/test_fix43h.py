"""fix43h (the last newcomer of the twenty-eighth round): a body that wraps its answers in an
object (``{"answers": {...}}``, the shape of the chat's reply) was screened as empty, 200 "needs
more info"; it now gets a 400 for the body (field null, as the contract's body errors are) naming the wrapper, in the request's language. A body with an
answer of its own, or an object holding no answer field, is read as before (unknown keys are
ignored)."""
import pytest

from screener.answers import validate

WRAPPED = {"en": "not inside", "es": "no dentro de"}


@pytest.mark.parametrize("lang, body", [
    ("en", {"answers": {"county": "howard", "household": "two_parent", "agi": 120000}}),
    ("es", {"answers": {"county": "howard", "household": "two_parent", "agi": 120000}}),
    ("en", {"data": {"zip": "21044"}}),
    ("es", {"state": None, "answers": {"hs_gpa": 3.1}}),
])
def test_wrapped_answers_are_a_400_naming_the_wrapper(client, lang, body):
    resp = client.post(f"/api/v1/assess?lang={lang}", json=body)
    assert resp.status_code == 400
    (error,) = resp.get_json()["errors"]
    key = next(k for k, v in body.items() if isinstance(v, dict))
    assert error["field"] is None and WRAPPED[lang] in error["message"] and f'"{key}"' in error["message"]


@pytest.mark.parametrize("lang, body", [
    ("en", {"county": "howard", "answers": {"county": "howard"}}),  # guard: an answer of its own
    ("es", {"county": "howard", "extra": {"note": "x"}}),  # guard
    ("en", {"meta": {"source": "crm"}}),  # guard: an object holding no answer field
    ("es", {}),  # guard
])
def test_a_body_with_its_own_answers_or_no_wrapped_ones_is_read_as_before(client, lang, body):
    resp = client.post(f"/api/v1/assess?lang={lang}", json=body)
    assert resp.status_code == 200 and resp.get_json()["status"] == "needs_more_info"


def test_a_roster_row_of_strings_is_never_a_wrapper():  # guard: the CSV reader's rows
    answers, errors = validate({"answers": "yes", "county": ""}, strict=False)
    assert errors == [] and answers == {}

"""Real API responses validate against the served /api/openapi.json (a JSON Schema library,
not our own reading of it), and the document's patterns accept only what the API accepts."""
import itertools

import pytest
from jsonschema import Draft202012Validator
from jsonschema import FormatChecker

from screener import create_app
from screener.answers import FIELDS
from screener.answers import validate
from support import SCENARIOS

# Conversations in the student's own words: one that an answer decides (an assessment comes
# back), one that goes on with questions and a question about the result so far.
CONVERSATIONS = [
    ["", "first time", "none", "a high school in maryland", "21044", "no", "yes"],  # a "no" that rules out is read back first
    ["", "first time", "none", "I'm a senior at a Maryland high school", "yes", "21044", "yeah", "June 2027",
     "am I eligible?", "what's the income limit?"],
]


@pytest.fixture(scope="module")
def served():
    """Return (client, OpenAPI document as served)."""
    app = create_app({"TESTING": True, "SCREENER_TODAY": "2026-11-29", "RATELIMIT_ENABLED": True,
                      "CHAT_RATELIMIT": "1000 per minute", "RATELIMIT_STORAGE_URI": "memory://"})
    client = app.test_client()
    doc = client.get("/api/openapi.json").get_json()
    return client, doc


def schema_of(doc, path, method, status) -> Draft202012Validator:
    """Return a validator for the documented response of ``method path`` with ``status``."""
    schema = doc["paths"][path][method]["responses"][str(status)]["content"]["application/json"]["schema"]
    return Draft202012Validator({**schema, "components": doc["components"]}, format_checker=FormatChecker())


def check(doc, path, method, resp):
    """Assert ``resp`` has a documented status and validates against its schema."""
    assert str(resp.status_code) in doc["paths"][path][method]["responses"], resp.status_code
    errors = sorted(schema_of(doc, path, method, resp.status_code).iter_errors(resp.get_json()), key=str)
    assert not errors, [f"{list(e.absolute_path)}: {e.message}" for e in errors[:5]]


def typed(answers: dict) -> dict:
    """Return the web form's typed answers as the API's JSON types."""
    clean, _problems = validate({k: v for k, v in answers.items() if v != ""}, strict=False)
    return clean


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("name", list(SCENARIOS)[::3])
def test_assessments_match_the_document(served, name, lang):
    client, doc = served
    resp = client.post(f"/api/v1/assess?lang={lang}", json=typed(SCENARIOS[name]))
    assert resp.status_code == 200
    check(doc, "/api/v1/assess", "post", resp)


@pytest.mark.parametrize("body", [{}, {"county": "howard"}, {"agi": 150000, "household": "married"},
                                  {"applicant_type": "renewal", "college": "howard"},
                                  {"county": "outside-md", "college": "allegany", "agi": 0, "household_size": 1}])
def test_partial_answers_match_the_document(served, body):
    client, doc = served
    check(doc, "/api/v1/assess", "post", client.post("/api/v1/assess", json=body))


@pytest.mark.parametrize("body", [{"agi": "lots"}, {"hs_completion_date": "0000-00"}, [1, 2], "x"])
def test_errors_match_the_document(served, body):
    client, doc = served
    resp = client.post("/api/v1/assess", json=body)
    assert resp.status_code == 400
    check(doc, "/api/v1/assess", "post", resp)
    resp = client.post("/api/v1/assess", data=b"{not json", content_type="application/json")
    check(doc, "/api/v1/assess", "post", resp)


def test_colleges_match_the_document(served):
    client, doc = served
    check(doc, "/api/v1/colleges", "get", client.get("/api/v1/colleges"))


def test_chat_replies_and_errors_match_the_document(served):
    client, doc = served
    assessed = []
    for conversation in CONVERSATIONS:
        state = None
        for message in conversation:
            resp = client.post("/api/v1/chat", json={"message": message, "state": state, "lang": "en"})
            check(doc, "/api/v1/chat", "post", resp)
            state = resp.get_json()["state"]
            assessed += [resp.get_json()["assessment"]] if resp.get_json()["assessment"] else []
    assert assessed, "the conversation reached no assessment: nothing was validated against the Assessment schema"
    check(doc, "/api/v1/chat", "post", client.post("/api/v1/chat", json={"message": 5}))


def test_a_rate_limited_chat_matches_the_document():
    app = create_app({"TESTING": True, "RATELIMIT_ENABLED": True, "CHAT_RATELIMIT": "1 per minute",
                      "RATELIMIT_STORAGE_URI": "memory://"})
    client = app.test_client()
    doc = client.get("/api/openapi.json").get_json()
    client.post("/api/v1/chat", json={"message": ""})
    resp = client.post("/api/v1/chat", json={"message": ""})
    assert resp.status_code == 429
    check(doc, "/api/v1/chat", "post", resp)


def test_every_documented_month_date_and_zip_is_accepted_and_no_other(served):
    _client, doc = served
    props = doc["components"]["schemas"]["Answers"]["properties"]
    cases = {
        "month": [f"{y}-{m}" for y, m in itertools.product(["0000", "1899", "1900", "2026", "2100", "2101"],
                                                           ["00", "01", "09", "12", "13", "1"])],
        "date": ["0000-00-00", "2026-02-29", "2028-02-29", "2026-11-31", "2026-12-01", "1900-01-01", "2101-01-01"],
        "zip": ["21044", "2104", "210440", "２１０４４", "٢١٠٤٤", "21044-1234", "abcde", 21044, 2104],
    }
    fields = {"month": "hs_completion_date", "date": "application_date", "zip": "zip"}
    for kind, values in cases.items():
        field = fields[kind]
        assert FIELDS[field].kind == kind
        schema = Draft202012Validator(props[field], format_checker=FormatChecker())
        for value in values:
            _clean, problems = validate({field: value}, strict=True)
            assert schema.is_valid(value) == (not problems), (field, value)


def test_an_empty_lang_is_documented_and_answered(served):
    client, doc = served
    param = next(p for p in doc["paths"]["/api/v1/assess"]["post"]["parameters"] if p["name"] == "lang")
    assert Draft202012Validator(param["schema"]).is_valid("")
    assert "Empty" in param["description"]
    resp = client.post("/api/v1/assess?lang=", json={})
    assert resp.status_code == 200
    check(doc, "/api/v1/assess", "post", resp)

"""JSON API tests against the screening contract, version 1 (the README's "API" section).

POST /api/v1/assess answers 200 with an assessment or 400 with per-field errors, never 500;
GET /api/v1/colleges lists the 16 colleges; GET /api/openapi.json is an OpenAPI 3.1 document.
"""
import json
import re

import pytest

from screener.answers import COLLEGES
from screener.answers import COUNTIES

ASSESS = "/api/v1/assess"

ELIGIBLE = {
    "county": "howard", "college": "howard", "in_state_tuition": "yes", "high_school": "maryland",
    "hs_completion_date": "2026-06", "hs_gpa": 3.2, "enrolled_at_md_community_college": False,
    "program": "associate", "credits_per_semester": 12, "household": "two_parent", "agi": 90000,
    "household_size": 4, "aid_application": "fafsa", "full_cost_scholarship": False,
    "prior_degree": "none", "tuition": 6000, "grant_aid": 2500,
}
CHECK_IDS = {
    "in_state_tuition", "high_school", "college", "gpa", "income", "enrollment", "aid_application",
    "full_cost_scholarship", "prior_degree", "renewal_gpa", "renewal_credits", "satisfactory_progress",
    "award_duration",
}


def post_raw(client, body, content_type="application/json", **kw):
    """POST ``body`` (str or bytes) to the assess endpoint with ``content_type``."""
    return client.post(ASSESS, data=body, content_type=content_type, **kw)


def assert_errors(resp):
    """Assert ``resp`` is a contract 400 and return its errors as {field: message}."""
    assert resp.status_code == 400, resp.get_data(as_text=True)
    body = resp.get_json()
    assert set(body) == {"errors"}
    assert body["errors"]
    for e in body["errors"]:
        assert set(e) >= {"field", "message"}
        assert e["field"] is None or isinstance(e["field"], str)
        assert isinstance(e["message"], str) and e["message"].strip()
    return {e["field"]: e["message"] for e in body["errors"]}


# --- 200: the assessment shape ------------------------------------------------------------------


def test_assessment_has_the_contract_shape(client):
    resp = client.post(ASSESS, json=ELIGIBLE)
    assert resp.status_code == 200
    assert resp.mimetype == "application/json"
    body = resp.get_json()
    assert set(body) >= {"status", "checks", "missing", "award", "colleges", "deadlines", "policy"}
    assert body["status"] == "likely_eligible"
    assert body["missing"] == []
    assert isinstance(body["checks"], list) and body["checks"]
    for ch in body["checks"]:
        assert set(ch) == {"id", "result", "citation", "message"}
        assert ch["id"] in CHECK_IDS
        assert ch["result"] in ("pass", "fail", "unknown", "not_applicable")
        assert ch["citation"].startswith("§18-360")
        assert isinstance(ch["message"], str) and ch["message"]
    award = body["award"]
    assert set(award) >= {"estimate", "max", "tuition", "grant_aid", "grant_aid_is_estimate"}
    assert award == {**award, "estimate": 3500, "max": 5000, "tuition": 6000, "grant_aid": 2500,
                     "grant_aid_is_estimate": False}
    assert body["colleges"][0]["id"] == "howard"
    for c in body["colleges"]:
        assert set(c) >= {"id", "name", "url", "financial_aid_url"}
        assert c["id"] in COLLEGES and c["name"]
    assert body["deadlines"]
    for d in body["deadlines"]:
        assert set(d) >= {"what", "date", "source"}
        assert d["what"]
        assert d["date"] is None or re.fullmatch(r"\d{4}-\d{2}-\d{2}", d["date"])
        assert d["source"].startswith("http")
    assert body["policy"]["award_year"] == "2027-2028"


def test_the_contract_example_income_message(client):
    body = client.post(ASSESS, json=dict(ELIGIBLE, agi=90000)).get_json()
    income = next(c for c in body["checks"] if c["id"] == "income")
    assert income["citation"] == "§18-3603(b)(4)(ii)"
    assert "$90,000" in income["message"] and "$150,000" in income["message"]


def test_empty_object_needs_more_info(client):
    body = client.post(ASSESS, json={}).get_json()
    assert body["status"] == "needs_more_info"
    assert body["award"]["estimate"] is None
    assert "agi" in body["missing"]


def test_a_bachelors_degree_alone_is_likely_ineligible_with_a_null_estimate(client):
    body = client.post(ASSESS, json={"prior_degree": "bachelor"}).get_json()
    assert body["status"] == "likely_ineligible"
    assert body["award"]["estimate"] is None


def test_renewal_assessment_lists_renewal_checks(client):
    body = client.post(ASSESS, json={"applicant_type": "renewal"}).get_json()
    ids = [c["id"] for c in body["checks"]]
    assert ids[-4:] == ["renewal_gpa", "renewal_credits", "satisfactory_progress", "award_duration"]


def test_unknown_fields_are_ignored(client):
    resp = client.post(ASSESS, json=dict(ELIGIBLE, favourite_colour="blue"))
    assert resp.status_code == 200


def test_null_and_empty_string_count_as_not_answered(client):
    body = client.post(ASSESS, json=dict(ELIGIBLE, agi=None, household="")).get_json()
    assert "agi" in body["missing"] and "household" in body["missing"]


def test_assessment_is_not_cached(client):
    assert "no-store" in client.post(ASSESS, json=ELIGIBLE).headers["Cache-Control"]


# --- 400: per-field messages --------------------------------------------------------------------

BAD_FIELDS = [
    ("agi", "45000"),                     # a string for a number
    ("agi", -1),                          # negative
    ("agi", True),                        # a bool is not a number
    ("credits_per_semester", "12"),
    ("credits_per_semester", -0.5),
    ("tuition", -100),
    ("grant_aid", [1000]),
    ("hs_gpa", "3.0"),
    ("hs_gpa", 4.01),                     # above the default 4.0 scale
    ("cc_gpa", 5),
    ("gpa_scale", 0),
    ("gpa_scale", -4),
    ("household_size", 0),
    ("household_size", 2.5),
    ("household_size", "4"),
    ("delmar_md_resident", "yes"),        # "yes" for a bool
    ("full_cost_scholarship", 1),
    ("dream_act", "true"),
    ("program_offered_locally", "false"),
    ("household", 2),                     # a number for an enum
    ("county", "Howard"),                 # enums are exact in JSON
    ("county", "atlantis"),
    ("college", 7),
    ("program", "bachelor"),
    ("applicant_type", ["new"]),
    ("application_date", "2027-02-30"),   # no such day
    ("application_date", "2027-13-01"),
    ("application_date", "12/01/2026"),
    ("application_date", 20261201),
    ("hs_completion_date", "2027-13"),    # no such month
    ("hs_completion_date", "2021-6"),
    ("hs_completion_date", "2021-06-15"),
    ("first_enrolled", "2024-00"),
    ("zip", "2104"),
    ("zip", "21044-1234"),
    ("zip", {"code": "21044"}),
    ("zip", 20850),                       # a JSON number: the contract's ZIP code is a string of 5 digits
    ("zip", 21044.0),
]


@pytest.mark.parametrize("field,value", BAD_FIELDS)
def test_a_wrong_value_gives_400_with_a_message_for_that_field(client, field, value):
    errors = assert_errors(client.post(ASSESS, json={**ELIGIBLE, field: value}))
    assert list(errors) == [field]


@pytest.mark.parametrize("zip_code", [20850, 2134, 99999999999999999999999])
@pytest.mark.parametrize("lang,says", [("en", "not as a number"), ("es", "no como número")])
def test_a_zip_code_sent_as_a_number_is_refused_saying_to_send_text(client, zip_code, lang, says):
    # accepted before: 20850 silently, and 2134 (02134 sent as a number) as "02134"
    errors = assert_errors(client.post(f"{ASSESS}?lang={lang}", json={**ELIGIBLE, "zip": zip_code}))
    assert list(errors) == ["zip"] and says in errors["zip"] and "21044" in errors["zip"]
    assert client.post(f"{ASSESS}?lang={lang}", json={**ELIGIBLE, "zip": str(zip_code).zfill(5)[:5]}).status_code == 200


def test_a_roster_cell_read_as_a_number_still_gives_its_zip_code():
    from screener.answers import validate
    assert validate({"zip": 21044}, strict=False) == ({"zip": "21044"}, [])


def test_gpa_above_a_custom_scale_is_reported_and_under_it_is_fine(client):
    assert_errors(client.post(ASSESS, json={**ELIGIBLE, "gpa_scale": 5.0, "hs_gpa": 5.1}))
    assert client.post(ASSESS, json={**ELIGIBLE, "gpa_scale": 5.0, "hs_gpa": 4.5}).status_code == 200


def test_a_gpa_over_a_tiny_scale_names_the_scale_given(client):
    """A newcomer's finding: a scale of 1e-300 was named "(0)" in the message."""
    errors = assert_errors(client.post(ASSESS, json={"gpa_scale": 1e-300, "hs_gpa": 3}))
    assert "(1e-300)" in errors["hs_gpa"]


def test_several_wrong_fields_give_one_error_each(client):
    errors = assert_errors(client.post(ASSESS, json={"agi": "x", "household_size": 2.5, "gpa_scale": 0, "county": 3}))
    assert set(errors) == {"agi", "household_size", "gpa_scale", "county"}


@pytest.mark.parametrize("literal", ["NaN", "Infinity", "-Infinity"])
@pytest.mark.parametrize("field", ["agi", "hs_gpa", "credits_per_semester", "household_size", "tuition", "gpa_scale"])
def test_nan_and_infinity_are_400(client, field, literal):
    errors = assert_errors(post_raw(client, '{"%s": %s}' % (field, literal)))
    assert field in errors


@pytest.mark.parametrize("digits", [20, 309, 400, 4000, 4300, 5000, 20000])  # 4300+: past Python's int conversion limit (a newcomer's finding)
def test_huge_integers_are_400(client, digits):
    errors = assert_errors(post_raw(client, '{"agi": 1%s, "household_size": 1%s}' % ("0" * digits, "0" * digits)))
    assert set(errors) == {"agi", "household_size"}


@pytest.mark.parametrize("body,content_type", [
    ("[]", "application/json"),
    ('"x"', "application/json"),
    ("null", "application/json"),
    ("42", "application/json"),
    ("true", "application/json"),
    ("{bad json", "application/json"),
    ('{"agi": 1,}', "application/json"),
    ("", "application/json"),
    ("", None),
    (b"\xff\xfe\x00{", "application/json"),
    ("agi=45000&household=single", "application/x-www-form-urlencoded"),
    ("agi,household\n45000,single\n", "text/csv"),
    ("<answers/>", "application/xml"),
])
def test_a_body_that_is_not_a_json_object_is_400_never_500(client, body, content_type):
    errors = assert_errors(post_raw(client, body, content_type))
    assert list(errors) == [None]


def test_a_body_past_the_size_limit_is_413_not_500():
    from screener import create_app

    app = create_app({"TESTING": False, "SCREENER_TODAY": "2026-11-29", "RATELIMIT_ENABLED": False})
    size = app.config["MAX_CONTENT_LENGTH"] + 10
    resp = post_raw(app.test_client(), '{"x": "%s"}' % ("a" * size))
    assert resp.status_code == 413
    assert resp.get_json()["errors"]


def test_wrong_method_is_a_json_error(client):
    resp = client.get(ASSESS)
    assert resp.status_code == 405
    assert resp.get_json()["errors"]


# --- language ----------------------------------------------------------------------------------


@pytest.mark.parametrize("kw,expected", [
    ({"query_string": {"lang": "es"}}, "es"),
    ({"headers": {"Accept-Language": "es-MX"}}, "es"),
    ({"headers": {"Accept-Language": "es-MX,es;q=0.9,en;q=0.5"}}, "es"),
    ({"headers": {"Accept-Language": "en-US"}}, "en"),
    ({"query_string": {"lang": "en"}, "headers": {"Accept-Language": "es"}}, "en"),
    ({"query_string": {"lang": "fr"}}, "en"),
    ({}, "en"),
])
def test_the_request_language_reaches_the_assessment(client, monkeypatch, kw, expected):
    import screener.api.routes as routes

    seen = []
    real = routes.assess_raw

    def spy(raw, today, lang="en", **rest):
        """Record the language the route passes, then assess."""
        seen.append(lang)
        return real(raw, today, lang, **rest)

    monkeypatch.setattr(routes, "assess_raw", spy)
    resp = client.post(ASSESS, json={"agi": 152000, "household": "married"}, **kw)
    assert resp.status_code == 200
    assert seen == [expected]


@pytest.mark.parametrize("kw", [{"query_string": {"lang": "es"}}, {"headers": {"Accept-Language": "es-MX"}}])
def test_spanish_messages_keep_the_figures(client, kw):
    en = client.post(ASSESS, json={"agi": 152000, "household": "married"}).get_json()
    es = client.post(ASSESS, json={"agi": 152000, "household": "married"}, **kw).get_json()
    en_income = next(c for c in en["checks"] if c["id"] == "income")
    es_income = next(c for c in es["checks"] if c["id"] == "income")
    assert es_income["message"] != en_income["message"]
    assert "$152,000" in es_income["message"] and "$150,000" in es_income["message"]
    assert es_income["citation"] == en_income["citation"]
    assert [c["id"] for c in es["checks"]] == [c["id"] for c in en["checks"]]
    assert es["status"] == en["status"]


def test_spanish_field_errors(client):
    en = assert_errors(client.post(ASSESS, json={"agi": "x"}))
    es = assert_errors(client.post(ASSESS, json={"agi": "x"}, query_string={"lang": "es"}))
    assert es["agi"] != en["agi"]


# --- GET /api/v1/colleges ------------------------------------------------------------------------


def test_colleges_lists_the_16_contract_colleges(client):
    resp = client.get("/api/v1/colleges")
    assert resp.status_code == 200
    colleges = resp.get_json()
    assert sorted(c["id"] for c in colleges) == sorted(COLLEGES)
    assert len(colleges) == 16
    for c in colleges:
        assert set(c) >= {"id", "name", "counties", "residential", "tuition"}
        assert c["name"]
        assert isinstance(c["residential"], bool)
        assert c["counties"] and set(c["counties"]) <= set(COUNTIES)
        t = c["tuition"]
        if t is not None:
            assert t["source"].startswith("http")
            assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", t["as_of"])
            assert t["per_credit"] is None or t["per_credit"] > 0
            assert isinstance(t["full_time_year"], int) and t["full_time_year"] > 0
            assert re.fullmatch(r"\d{4}-\d{4}", t["award_year"])
    assert {c["id"] for c in colleges if c["tuition"] is None} == set()
    assert {c["id"] for c in colleges if c["residential"]} == {"allegany", "garrett"}


def test_every_county_belongs_to_exactly_one_college(client):
    colleges = client.get("/api/v1/colleges").get_json()
    for county in COUNTIES:
        owners = [c["id"] for c in colleges if county in c["counties"]]
        assert len(owners) == 1, (county, owners)
    assert sum(len(c["counties"]) for c in colleges) == 24


# --- GET /api/openapi.json ----------------------------------------------------------------------


def test_openapi_is_3_1_and_lists_the_three_endpoints(client):
    resp = client.get("/api/openapi.json")
    assert resp.status_code == 200
    doc = resp.get_json()
    assert doc["openapi"].startswith("3.1")
    assert doc["info"]["title"] and doc["info"]["version"]
    paths = doc["paths"]
    assert "post" in paths["/api/v1/assess"]
    assert "get" in paths["/api/v1/colleges"]
    assert "post" in paths["/api/v1/chat"]
    for op in (paths["/api/v1/assess"]["post"], paths["/api/v1/colleges"]["get"], paths["/api/v1/chat"]["post"]):
        assert "200" in op["responses"]
    assert "400" in paths["/api/v1/assess"]["post"]["responses"]


def test_openapi_answer_schema_names_every_contract_field(client):
    from screener.answers import FIELDS

    doc = client.get("/api/openapi.json").get_json()
    props = doc["components"]["schemas"]["Answers"]["properties"]
    assert set(props) == set(FIELDS)
    assert props["county"]["enum"] == list(COUNTIES) + ["outside-md"]
    assert props["college"]["enum"] == list(COLLEGES)


# --- no cookies -----------------------------------------------------------------------------------


@pytest.mark.parametrize("method,path,body", [
    ("post", ASSESS, ELIGIBLE),
    ("post", ASSESS, {"agi": "x"}),
    ("post", ASSESS, None),
    ("get", "/api/v1/colleges", None),
    ("get", "/api/openapi.json", None),
    ("get", "/api/v1/nowhere", None),
])
def test_responses_set_no_cookie(client, method, path, body):
    resp = getattr(client, method)(path, json=body) if body is not None else getattr(client, method)(path)
    assert "Set-Cookie" not in resp.headers


def test_round_trip_json_is_plain_data(client):
    body = client.post(ASSESS, json=ELIGIBLE).get_data(as_text=True)
    assert json.loads(body)["status"] == "likely_eligible"
    assert "NaN" not in body and "Infinity" not in body


@pytest.mark.parametrize("content_type", [None, "text/plain", "application/x-www-form-urlencoded", "application/json"])
def test_a_json_object_is_read_whatever_the_content_type_says(client, content_type):
    # curl -d sends application/x-www-form-urlencoded unless told otherwise: the same JSON body
    # gets the same answer as with application/json (it was 400 "must be a JSON object")
    resp = post_raw(client, '{"applicant_type": "new", "agi": 45000}', content_type)
    assert resp.status_code == 200, resp.get_data(as_text=True)
    assert resp.get_json()["status"]

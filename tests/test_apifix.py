"""A newcomer's pass over the API and the engine: dates out of the program's range get the
contract's 400; a ZIP code that gives no county says so; the award's end is said against the
award year as it falls; a GPA scale below 4.0 is never called weighted. English and Spanish.

'today' is frozen at 2026-11-29 (tests/conftest.py): applying opens for 2027-2028.
"""
import datetime as dt

import pytest

from screener.answers import validate
from screener.geo import zip_county_unsettled
from screener.i18n import render
from screener.wire import assess_raw

ASSESS = "/api/v1/assess"
TODAY = dt.date(2026, 11, 29)
RENEWAL = {
    "applicant_type": "renewal", "county": "carroll", "college": "carroll", "in_state_tuition": "yes",
    "program": "associate", "enrollment_status": "full_time", "first_enrolled": "2025-08", "cc_gpa": 3.0,
    "credits_per_semester": 12, "credits_completed_last_semester": 12, "satisfactory_progress": True,
    "associate_awarded": False, "household": "two_parent", "agi": 50000, "household_size": 4,
    "aid_application": "fafsa", "full_cost_scholarship": False, "prior_degree": "none",
}


def errors_of(resp) -> dict:
    """Assert ``resp`` is the contract's 400 (``{"errors": [{"field", "message"}]}``, nothing
    else) and return {field: message}."""
    assert resp.status_code == 400, resp.get_data(as_text=True)
    body = resp.get_json()
    assert set(body) == {"errors"}
    assert all(set(e) == {"field", "message"} for e in body["errors"])
    return {e["field"]: e["message"] for e in body["errors"]}


def check_of(resp, check_id: str) -> dict:
    assert resp.status_code == 200, resp.get_data(as_text=True)
    return next(c for c in resp.get_json()["checks"] if c["id"] == check_id)


# --- 1. application_date and first_enrolled within the program's life ----------------------------


@pytest.mark.parametrize("day", ["2005-03-01", "2018-09-30", "2027-11-30", "2099-01-01"])
def test_an_application_date_outside_the_program_or_years_ahead_is_a_400(client, day):
    errors = errors_of(client.post(ASSESS, json={"application_date": day}))
    assert errors == {"application_date": "Enter a date of applying from October 1, 2018, when applying for the "
                                          "first awards opened, to November 29, 2027, a year from today."}


def test_the_date_message_in_spanish(client):
    errors = errors_of(client.post(ASSESS + "?lang=es", json={"application_date": "2005-03-01"}))
    assert errors["application_date"].startswith("Escribe una fecha de solicitud entre el 1 de octubre de 2018")
    assert "29 de noviembre de 2027" in errors["application_date"]


@pytest.mark.parametrize("day", ["2018-10-01", "2020-03-01", "2026-11-29", "2027-11-29"])
def test_an_application_date_within_the_range_is_assessed(client, day):
    resp = client.post(ASSESS, json={"application_date": day})
    assert resp.status_code == 200


@pytest.mark.parametrize("month, applied, expected", [
    ("2099-01", None, "it can't be after November 2026, the month of applying."),
    ("2026-12", None, "it can't be after November 2026, the month of applying."),
    ("2027-02", "2027-01-15", "it can't be after January 2027, the month of applying."),
    ("2019-06", None, "it can't be before July 2019, when the first award year began."),
    ("2005-01", None, "it can't be before July 2019, when the first award year began."),
])
def test_a_first_enrolment_after_applying_or_before_the_program_is_a_400(client, month, applied, expected):
    body = {**RENEWAL, "first_enrolled": month}
    if applied:
        body["application_date"] = applied
    errors = errors_of(client.post(ASSESS, json=body))
    assert errors == {"first_enrolled": "Enter the month you first enrolled with the award: " + expected}


@pytest.mark.parametrize("month, applied", [("2026-11", None), ("2019-07", None), ("2027-01", "2027-01-15")])
def test_a_first_enrolment_within_the_range_is_assessed(client, month, applied):
    body = {**RENEWAL, "first_enrolled": month, **({"application_date": applied} if applied else {})}
    assert client.post(ASSESS, json=body).status_code == 200


def test_the_first_enrolment_message_in_spanish(client):
    errors = errors_of(client.post(ASSESS + "?lang=es", json={**RENEWAL, "first_enrolled": "2099-01"}))
    assert errors["first_enrolled"] == ("Escribe el mes en que te inscribiste por primera vez con la beca: "
                                        "no puede ser después de noviembre de 2026, el mes de la solicitud.")


def test_both_dates_out_of_range_are_both_reported(client):
    errors = errors_of(client.post(ASSESS, json={**RENEWAL, "application_date": "2099-01-01", "first_enrolled": "2099-01"}))
    assert set(errors) == {"application_date", "first_enrolled"}  # the month is then measured against today


def test_a_roster_row_gets_the_same_bounds_and_validate_alone_checks_only_the_form():
    _answers, errors = validate({"application_date": "3/1/2005"}, strict=False, today=TODAY)
    assert [e.field for e in errors] == ["application_date"]  # "3/1/2005" is no YYYY-MM-DD either way
    _answers, errors = validate({"application_date": "2005-03-01"}, strict=False, today=TODAY)
    assert [e.field for e in errors] == ["application_date"]
    answers, errors = validate({"application_date": "2005-03-01"}, strict=True)
    assert errors == [] and answers == {"application_date": "2005-03-01"}  # no day given: the form only


def test_the_openapi_document_says_the_moving_ranges(client):
    props = client.get("/api/openapi.json").get_json()["components"]["schemas"]["Answers"]["properties"]
    assert "2018-10-01" in props["application_date"]["description"]
    assert "2019-07" in props["first_enrolled"]["description"]


# --- 2. a ZIP code that gives no county says so ----------------------------------------------------


def test_an_unknown_zip_says_it_is_no_maryland_zip_we_know(client):
    resp = client.post(ASSESS, json={"zip": "99999"})
    body = resp.get_json()
    assert body["county"] is None and "county" in body["missing"]
    college = check_of(resp, "college")
    assert college["result"] == "unknown"
    assert college["message"] == ("We couldn't find ZIP code 99999. It isn't a Maryland ZIP code we know. "
                                  "Check it, or tell us your county: it decides your home college.")
    es = check_of(client.post(ASSESS + "?lang=es", json={"zip": "99999"}), "college")
    assert es["message"].startswith("No encontramos el código postal (ZIP) 99999. No es un código postal de Maryland")


def test_a_zip_in_several_counties_names_them_and_asks_the_county(client):
    college = check_of(client.post(ASSESS, json={"zip": "21771"}), "college")
    assert college["result"] == "unknown"
    assert college["message"].startswith("ZIP code 21771 is in more than one county: Frederick County")
    assert college["message"].endswith("Tell us your county: it decides your home college.")


def test_a_county_given_beside_an_unknown_zip_decides(client):
    college = check_of(client.post(ASSESS, json={"zip": "99999", "county": "howard"}), "college")
    assert college["result"] == "pass" and "ZIP" not in college["message"]


def test_the_web_county_page_says_the_same_sentence(client):
    """The web's county page after an unknown ZIP code opens with the engine's sentence (one helper)."""
    assert render(zip_county_unsettled("00000"), "en") == "We couldn't find ZIP code 00000."
    assert zip_county_unsettled("21044") is None and zip_county_unsettled("90210") is None


# --- 3. the award's end against the award year, in Spanish too (English: tests/cases/renewals.yaml) --


@pytest.mark.parametrize("month, result, words", [
    ("2024-08", "fail", "hasta agosto de 2027, así que termina antes de que empiece el año escolar 2027-2028"),
    ("2024-09", "fail", "hasta septiembre de 2027, cuando empieza el año escolar 2027-2028, así que no puede pagar ese año"),
    ("2025-01", "pass", "hasta enero de 2028, durante el año escolar 2027-2028, así que puede que no pague todo ese año"),
    ("2025-08", "pass", "hasta agosto de 2028, después del año escolar 2027-2028"),
])
def test_the_award_end_in_spanish(month, result, words):
    out, errors = assess_raw({**RENEWAL, "first_enrolled": month}, TODAY, "es")
    assert errors is None
    check = next(c for c in out["checks"] if c["id"] == "award_duration")
    assert check["result"] == result and words in check["message"], check["message"]


# --- 4. a GPA scale below 4.0 is never called weighted ---------------------------------------------


@pytest.mark.parametrize("gpa, scale", [(0.9, 1), (2.5, 3), (3.5, 3.9)])
def test_a_scale_below_four_asks_for_the_gpa_on_a_four_point_scale(client, gpa, scale):
    gpa_check = check_of(client.post(ASSESS, json={"hs_gpa": gpa, "gpa_scale": scale}), "gpa")
    assert gpa_check["result"] == "unknown"
    assert "weighted" not in gpa_check["message"] and "a scale below the 4.0 scale" in gpa_check["message"]
    es = check_of(client.post(ASSESS + "?lang=es", json={"hs_gpa": gpa, "gpa_scale": scale}), "gpa")
    assert "ponderado" not in es["message"] and "una escala menor que la de 4.0" in es["message"]


def test_a_renewal_gpa_on_a_scale_below_four_is_asked_again_never_weighted(client):
    check = check_of(client.post(ASSESS, json={**RENEWAL, "cc_gpa": 2.5, "gpa_scale": 3}), "renewal_gpa")
    assert check["result"] == "unknown" and "weighted" not in check["message"]


def test_a_scale_above_four_is_still_read_as_weighted(client):
    check = check_of(client.post(ASSESS, json={"hs_gpa": 4.5, "gpa_scale": 5}), "gpa")
    assert "weighted" in check["message"]


@pytest.mark.parametrize("lang,year,said", [
    ("en", 1800, "Enter a number of at least 1900."), ("en", 2200, "Enter a number no greater than 2100."),
    ("es", 1800, "Escribe un número de 1900 o más."),
])
def test_a_year_out_of_range_is_said_as_a_year_not_an_amount(client, lang, year, said):
    # A newcomer's finding: the API said "at least 1,900", a year written as an amount.
    resp = client.post(ASSESS, json={"birth_year": year}, headers={"Accept-Language": lang})
    assert errors_of(resp)["birth_year"] == said

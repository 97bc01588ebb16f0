"""Where to apply, next steps and contacts follow the college the award can be used at."""
import datetime as dt

import pytest

from screener.flow import State
from screener.flow import load_flow
from screener.serialize import assess_raw
from screener.serialize import run

TODAY = dt.date(2026, 11, 29)
RENEWAL = {
    "applicant_type": "renewal", "college": "prince-georges", "program": "associate", "enrollment_status": "full_time",
    "first_enrolled": "2025-08", "in_state_tuition": "yes", "cc_gpa": 3.0, "credits_completed_last_semester": 12,
    "credits_per_semester": 12, "satisfactory_progress": True, "household": "single_parent", "agi": 38000,
    "aid_application": "fafsa", "full_cost_scholarship": False, "prior_degree": "none",
}


def texts(a):
    """Return the rendered next steps of an assessment."""
    return [s.render("en") for s in a.next_steps]


def test_a_renewals_own_college_comes_first_and_steps_are_for_keeping_the_award():
    a = run(RENEWAL, TODAY)
    assert a.status == "likely_eligible"
    assert [c.id for c in a.colleges] == ["prince-georges"]  # held at its own college only
    na = [c.message.render("en") for c in a.checks if c.result == "not_applicable"]
    assert len(set(na)) == len(na), "each rule that doesn't apply says which one it is"
    steps = " ".join(texts(a))
    assert "Apply for admission" not in steps
    assert "2.5" in steps and "6 credits" in steps
    assert a.contacts[0]["name"] == "Prince George's Community College"


def test_a_college_the_award_cant_be_used_at_is_not_where_to_apply():
    a = run({"county": "montgomery", "college": "howard", "program_offered_locally": True}, TODAY)
    assert a.status == "likely_ineligible"
    assert "Howard" not in " ".join(texts(a))
    assert a.contacts[0]["name"] == "Montgomery College"
    assert any("FAFSA anyway" in s for s in texts(a))


def test_an_eligible_student_is_told_to_apply_to_the_chosen_college():
    a = run({"county": "howard", "college": "howard", "program": "associate"}, TODAY)
    assert any("Apply for admission to Howard Community College" in s for s in texts(a))


@pytest.mark.parametrize("zip_code", ["2077４", "٢٠٧٧٤", "２０７７４"])
def test_a_zip_in_other_digits_is_a_field_error_not_a_crash(zip_code):
    result, errors = assess_raw({"zip": zip_code}, TODAY)
    assert result is None and errors[0]["field"] == "zip"


def test_no_grant_figure_is_reported_when_pell_cant_be_estimated():
    result, _ = assess_raw({"county": "howard", "college": "howard", "credits_per_semester": 12}, TODAY)
    assert result["award"]["grant_aid"] is None
    assert result["award"]["estimate_low"] == 0 and result["award"]["estimate_high"] > 0


def test_a_noncredit_apprentice_is_not_asked_credits_for_the_estimate():
    flow = load_flow()
    answers = {
        "applicant_type": "new", "county": "howard", "in_state_tuition": "yes", "high_school": "maryland",
        "hs_completion_date": "2027-06", "college": "howard", "program": "apprenticeship",
        "noncredit_pell_eligible": False, "household": "single", "agi": 20000, "full_cost_scholarship": False,
        "prior_degree": "none", "household_size": 1,
    }
    state = State(answers, frozenset({"tuition", "birth_year"}))  # the optional pages seen (no grant covers it)
    assert run(answers, TODAY).status == "likely_eligible"
    assert flow.next_question(state, TODAY) is None

"""Other aid around Promise and the money in order (issue: Beyond Promise).

Each program's rules on both sides of its limits, and the stacking arithmetic: in every
order the sources allow, the grants never pay more than the tuition (no dollar twice).
"""
import datetime as dt
import re

import pytest

from screener import other_aid
from screener.serialize import assess_raw
from screener.serialize import run

TODAY = dt.date(2026, 11, 29)
BASE = {
    "applicant_type": "new", "in_state_tuition": "yes", "high_school": "maryland",
    "hs_completion_date": "2027-06", "program": "associate", "credits_per_semester": 12,
    "enrolled_at_md_community_college": False, "hs_gpa": 3.0, "aid_application": "fafsa",
    "full_cost_scholarship": False, "prior_degree": "none",
}


def assess(**answers):
    out, errors = assess_raw({**BASE, **answers}, TODAY)
    assert errors is None, errors
    return out


def program(out, pid):
    return next((p for p in out["other_aid"] if p["id"] == pid), None)


def steps(out):
    return {s["id"]: s for s in out["paying"]["steps"]}


def high(step):
    return step.get("amount", step.get("amount_high"))


def low(step):
    return step.get("amount", step.get("amount_low"))


def check_no_double_count(out):
    p = out["paying"]
    assert 0 <= p["left_to_pay"] <= p["tuition"]
    assert 0 <= p.get("left_to_pay_low", p["left_to_pay"]) <= p["left_to_pay"]
    # The least the steps can pay, all together, never exceeds tuition; nor does the worst case leave more than tuition.
    assert sum(low(s) for s in p["steps"]) <= p["tuition"]


# --- Guaranteed Access Grant: under 26, full-time, 130% of poverty, within 6 years -----------------

def test_guaranteed_access_likely_for_a_young_full_time_low_income_student():
    out = assess(county="howard", college="howard", household="single_parent", agi=25000, household_size=3, birth_year=2009)
    assert program(out, "guaranteed_access")["result"] == "likely"


@pytest.mark.parametrize("birth_year,result", [(2002, "likely"), (2001, "maybe"), (2000, "unlikely")])
def test_guaranteed_access_age_limit_is_under_26_on_july_1(birth_year, result):
    # 2027-28: on July 1, 2027 born 2002 is 24 or 25 (under 26); 2001 is 25 or 26 (unsure); 2000 is 26 or 27.
    out = assess(county="howard", college="howard", household="single_parent", agi=25000, household_size=3,
                 birth_year=birth_year, hs_completion_date="2026-06")
    assert program(out, "guaranteed_access")["result"] == result


def test_guaranteed_access_income_boundary_is_at_or_below_130_percent():
    policy = run({**BASE, "county": "howard"}, TODAY).policy
    line = policy.poverty_guideline(3) * 130 / 100
    at = assess(county="howard", college="howard", household="single_parent", agi=int(line), household_size=3, birth_year=2009)
    over = assess(county="howard", college="howard", household="single_parent", agi=int(line) + 1, household_size=3, birth_year=2009)
    assert program(at, "guaranteed_access")["result"] == "likely"
    assert program(over, "guaranteed_access")["result"] == "unlikely"


def test_guaranteed_access_needs_full_time():
    out = assess(county="howard", college="howard", household="single_parent", agi=25000, household_size=3, credits_per_semester=11)
    assert program(out, "guaranteed_access")["result"] == "unlikely"
    assert program(out, "part_time_grant")["result"] == "maybe"


# --- Educational Assistance and Part-Time grants: "maybe" at best (need and the college) --------

@pytest.mark.parametrize("credits,ea,pt", [(12, "maybe", "unlikely"), (11, "unlikely", "maybe"), (6, "unlikely", "maybe"), (5, "unlikely", "unlikely")])
def test_ea_and_part_time_grant_by_credits(credits, ea, pt):
    out = assess(county="howard", college="howard", household="two_parent", agi=60000, household_size=4, credits_per_semester=credits)
    assert program(out, "educational_assistance")["result"] == ea
    assert program(out, "part_time_grant")["result"] == pt


def test_no_state_grant_advice_for_a_bachelors_holder():
    out = assess(county="howard", prior_degree="bachelor")
    assert not [p for p in out["other_aid"] if p["id"] in other_aid.STATE_GRANTS]


# --- Tuition waivers ---------------------------------------------------------------------------

@pytest.mark.parametrize("birth_year,result", [(2002, "likely"), (2001, "maybe"), (2000, "unlikely")])
def test_foster_waiver_first_enrolled_by_25(birth_year, result):
    out = assess(county="howard", college="howard", foster_care_or_homeless=True, birth_year=birth_year,
                 household="single", agi=30000, household_size=1, hs_completion_date="2019-06")
    assert program(out, "foster_homeless_waiver")["result"] == result


def test_no_waiver_without_its_answer():
    out = assess(county="howard", college="howard", household="two_parent", agi=60000, household_size=4)
    ids = {p["id"] for p in out["other_aid"]}
    assert not ids & set(other_aid.WAIVERS)


@pytest.mark.parametrize("birth_year,listed", [(1966, True), (1967, None), (1968, False)])
def test_senior_waiver_at_60(birth_year, listed):
    # On July 1, 2027: born 1966 is 60 or 61; born 1967 is 59 or 60 (unsure: not claimed); 1968 is under 60.
    out = assess(county="howard", college="howard", birth_year=birth_year, hs_completion_date="1985-06",
                 household="single", agi=40000, household_size=1)
    prog = program(out, "senior_waiver")
    assert (prog is not None) == bool(listed)


# --- Local promise scholarships ------------------------------------------------------------------

def test_local_promise_only_in_its_county_and_college():
    city = assess(county="baltimore-city", college="baltimore-city", household="single_parent", agi=40000, household_size=2, birth_year=2009)
    howard = assess(county="howard", college="howard", household="single_parent", agi=40000, household_size=2, birth_year=2009)
    assert program(city, "mayors_scholars")["result"] == "maybe"
    assert program(howard, "mayors_scholars") is None


@pytest.mark.parametrize("agi,result", [(150000, "maybe"), (150001, "unlikely")])
def test_ccbc_promise_income_not_more_than_150000(agi, result):
    out = assess(county="baltimore-county", college="baltimore-county", household="two_parent", agi=agi, household_size=4)
    assert program(out, "ccbc_promise")["result"] == result


# --- The money in order --------------------------------------------------------------------------

def test_baltimore_city_student_pell_then_state_then_promise_then_local():
    out = assess(county="baltimore-city", college="baltimore-city", household="single_parent", agi=40000,
                 household_size=2, birth_year=2009, credits_per_semester=12, grant_aid=1000, tuition=8000)
    order = [s["id"] for s in out["paying"]["steps"]]
    assert order[0] == "grants_entered"
    assert order.index("promise") < order.index("mayors_scholars")
    assert order.index("educational_assistance") < order.index("promise")
    p = out["paying"]
    assert p["tuition"] == out["award"]["tuition"]
    assert steps(out)["grants_entered"]["amount"] == 1000
    # The worst case (no State grant, no local award) leaves tuition − grants − Promise.
    assert p["left_to_pay"] == 8000 - 1000 - 5000
    assert high(steps(out)["mayors_scholars"]) == 2000
    assert p["left_to_pay_low"] == 0  # Mayor's Scholars would pay the rest
    check_no_double_count(out)


def test_ccbc_student_stack():
    out = assess(county="baltimore-county", college="baltimore-county", household="two_parent", agi=120000,
                 household_size=4, grant_aid=0, tuition=7000)
    s = steps(out)
    assert high(s["promise"]) == 5000
    assert "ccbc_promise" in s
    check_no_double_count(out)


def test_part_time_student_stack_has_no_full_time_grants():
    out = assess(county="howard", college="howard", household="two_parent", agi=60000, household_size=4,
                 credits_per_semester=6, grant_aid=500)
    ids = [s["id"] for s in out["paying"]["steps"]]
    assert "educational_assistance" not in ids and "guaranteed_access" not in ids
    assert "part_time_grant" in ids
    check_no_double_count(out)


def test_one_app_student_stack():
    out = assess(county="montgomery", college="montgomery", household="single_parent", agi=30000, household_size=3,
                 aid_application="one_app", dream_act=True, in_state_tuition="yes", grant_aid=0)
    assert out["paying"] is not None  # Montgomery's full-time year is sourced
    check_no_double_count(out)
    assert program(out, "educational_assistance")["result"] == "maybe"


def test_62_year_old_waiver_and_promise_order_is_the_colleges():
    out = assess(county="howard", college="howard", birth_year=1964, hs_completion_date="1982-06",
                 household="single", agi=20000, household_size=1, grant_aid=0, credits_per_semester=6)
    s = steps(out)
    assert s["senior_waiver"]["college_decides_order"] is True
    assert "amount_low" in s["senior_waiver"] or "amount" in s["senior_waiver"]
    check_no_double_count(out)
    assert any("decides whether a tuition waiver" in n for n in out["paying"]["notes"])


def test_ineligible_student_still_sees_other_aid_and_no_promise_step():
    out = assess(county="howard", college="howard", household="two_parent", agi=200000, household_size=4, grant_aid=0)
    assert out["status"] == "likely_ineligible"
    assert "promise" not in steps(out)
    check_no_double_count(out)


def test_spanish_names_and_reasons():
    out, _ = assess_raw({**BASE, "county": "howard", "college": "howard", "household": "two_parent", "agi": 60000,
                         "household_size": 4}, TODAY, lang="es")
    assert program(out, "educational_assistance")["name"] != "Educational Assistance Grant"


def test_result_page_shows_the_money_and_other_aid(client, app):
    from support import token
    answers = {**BASE, "zip": "21044", "college": "howard", "household": "single_parent", "agi": 25000,
               "household_size": 3, "birth_year": 2009}
    html = client.get(f"/result?t={token(app, answers, frozenset({'tuition'}))}").get_data(as_text=True)
    assert 'id="paying"' in html and 'id="money-table"' in html and 'id="left-to-pay"' in html
    assert 'id="aid-guaranteed_access"' in html
    assert re.search(r"Left for you to pay", html)


def test_no_order_ever_counts_a_dollar_twice():
    """Over generated answers: what is left is between 0 and tuition, and the steps' least amounts fit in tuition."""
    from hypothesis import given
    from hypothesis import settings
    from test_properties import answers as answer_strategy
    from screener.answers import validate

    @settings(max_examples=150, deadline=None)
    @given(answer_strategy())
    def check(raw):
        answers, errors = validate(raw)
        assert not errors
        a = run(answers, TODAY)
        programs, paying = other_aid.screen(a)
        assert all(p.result in ("likely", "maybe", "unlikely") for p in programs)
        if paying is None:
            return
        assert 0 <= paying.left_low <= paying.left_high <= paying.tuition
        assert sum(s["amount_low"] for s in paying.steps) <= paying.tuition
        assert sum(paying.least.values()) + paying.left_high == paying.tuition

    check()


def test_no_pell_in_the_money_for_a_bachelors_holder():
    """A bachelor's degree ends Pell eligibility: the money shows no Pell Grant (fresh-tester finding)."""
    out = assess(county="howard", college="howard", household="single_parent", agi=45000, household_size=3,
                 prior_degree="bachelor")
    assert out["status"] == "likely_ineligible"
    assert "pell" not in steps(out)
    assert out["paying"]["left_to_pay"] == out["paying"]["tuition"]


def test_income_far_over_the_line_is_unlikely_even_without_a_household_size():
    out = assess(county="howard", college="howard", household="single_parent", agi=100001)
    assert program(out, "guaranteed_access")["result"] == "unlikely"
    low = assess(county="howard", college="howard", household="single_parent", agi=20000)
    assert program(low, "guaranteed_access")["result"] in ("likely", "maybe")


def test_reasons_say_which_rules_are_met_and_notes_only_for_shown_steps():
    out = assess(county="howard", college="howard", household="single_parent", agi=25000, household_size=3, birth_year=2009)
    reasons = program(out, "guaranteed_access")["reasons"]
    assert reasons[0].startswith("You meet this: ")
    # Grants cover this student's tuition, so no State grant pays anything and none is shown or noted.
    shown = {s["id"] for s in out["paying"]["steps"]}
    assert not shown & set(other_aid.STATE_GRANTS)
    assert not any(n.startswith("State grants") for n in out["paying"]["notes"])

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


# --- Both sides of the limits not covered above (issue #15: table tests per program) -----------

@pytest.mark.parametrize("hs,result", [("2021-07", "likely"), ("2021-06", "unlikely")])
def test_guaranteed_access_within_6_years_of_high_school(hs, result):
    # College starts July 1, 2027: a diploma in July 2021 is 6 years before; June 2021 is more.
    out = assess(county="howard", college="howard", household="single_parent", agi=25000, household_size=3,
                 birth_year=2003, hs_completion_date=hs)
    assert program(out, "guaranteed_access")["result"] == result


@pytest.mark.parametrize("aid,result", [("fafsa", "maybe"), ("one_app", "maybe"), ("none", "unlikely")])
def test_educational_assistance_needs_the_fafsa_or_one_app(aid, result):
    out = assess(county="howard", college="howard", household="two_parent", agi=60000, household_size=4,
                 aid_application=aid, dream_act=True)
    assert program(out, "educational_assistance")["result"] == result


@pytest.mark.parametrize("ssi,listed", [(True, "maybe"), (False, None)])
def test_disability_waiver_only_for_ssi_or_ssdi(ssi, listed):
    out = assess(county="howard", college="howard", household="two_parent", agi=60000, household_size=4, ssi_ssdi=ssi)
    assert (program(out, "disability_waiver") or {}).get("result") == listed


@pytest.mark.parametrize("birth_year,result", [(2006, "maybe"), (2005, "maybe"), (2004, "unlikely")])
def test_mayors_scholars_21_or_younger(birth_year, result):
    # On July 1, 2027 born 2006 is 20 or 21; 2005 is 21 or 22 (not known); 2004 is 22 or 23.
    out = assess(county="baltimore-city", college="baltimore-city", household="single_parent", agi=40000,
                 household_size=2, birth_year=birth_year)
    prog = program(out, "mayors_scholars")
    assert prog["result"] == result
    if birth_year == 2006:
        assert any(r.startswith("You meet this: It is for students 21") for r in prog["reasons"])
    if birth_year == 2005:
        assert any(r.startswith("Not known yet: It is for students 21") for r in prog["reasons"])


@pytest.mark.parametrize("hs,result", [("2026-07", "maybe"), ("2026-06", "unlikely")])
def test_mayors_scholars_is_for_this_years_graduates(hs, result):
    out = assess(county="baltimore-city", college="baltimore-city", household="single_parent", agi=40000,
                 household_size=2, hs_completion_date=hs)
    assert program(out, "mayors_scholars")["result"] == result


@pytest.mark.parametrize("gpa,result", [(2.3, "maybe"), (2.29, "unlikely")])
def test_ccbc_promise_gpa_at_least_2_3(gpa, result):
    out = assess(county="baltimore-county", college="baltimore-county", household="two_parent", agi=90000,
                 household_size=4, hs_gpa=gpa)
    assert program(out, "ccbc_promise")["result"] == result


@pytest.mark.parametrize("hs,credits,result", [("2025-07", 12, "maybe"), ("2025-06", 12, "unlikely"),
                                               ("2027-06", 11, "unlikely")])
def test_prince_georges_promise_within_2_years_and_full_time(hs, credits, result):
    out = assess(county="prince-georges", college="prince-georges", household="two_parent", agi=90000,
                 household_size=4, hs_completion_date=hs, credits_per_semester=credits)
    assert program(out, "pg_promise")["result"] == result


# --- The stacking arithmetic in figures (issue #15) ----------------------------------------------
# EA pays up to $3,000 and the Part-Time Grant up to $2,000 (other_aid.yaml); the Promise
# award at most $5,000 (policy.yaml); each "maybe" grant is anything from $0 to its most.

def test_stacking_figures_come_from_the_data():
    f = other_aid.facts(2027)
    assert (f["ea_max_award"].value, f["pt_max_award"].value) == (3000, 2000)
    assert run({**BASE, "county": "howard"}, TODAY).policy["max_award"] == 5000


def test_ccbc_student_stack_in_figures():
    # $7,000 tuition, no Pell (income $120,000): EA $0–3,000, then Promise $5,000 less any EA
    # (last dollar: $4,000–5,000), then CCBC's College Promise pays what is left ($0–2,000).
    out = assess(county="baltimore-county", college="baltimore-county", household="two_parent", agi=120000,
                 household_size=4, grant_aid=0, tuition=7000)
    s = steps(out)
    assert [k for k in s] == ["educational_assistance", "promise", "ccbc_promise"]
    assert (low(s["educational_assistance"]), high(s["educational_assistance"])) == (0, 3000)
    assert (low(s["promise"]), high(s["promise"])) == (4000, 5000)
    assert (low(s["ccbc_promise"]), high(s["ccbc_promise"])) == (0, 2000)
    assert (out["paying"]["left_to_pay_low"], out["paying"]["left_to_pay"]) == (0, 2000)


def test_part_time_student_stack_in_figures():
    # 6 credits, $3,000 tuition, $500 of grants given: Part-Time Grant $0–2,000, then Promise
    # pays the rest (last dollar: $3,000 − $500 − the grant = $500–2,500); nothing left.
    out = assess(county="howard", college="howard", household="two_parent", agi=60000, household_size=4,
                 credits_per_semester=6, grant_aid=500, tuition=3000)
    s = steps(out)
    assert [k for k in s] == ["grants_entered", "part_time_grant", "promise"]
    assert s["grants_entered"]["amount"] == 500
    assert (low(s["part_time_grant"]), high(s["part_time_grant"])) == (0, 2000)
    assert (low(s["promise"]), high(s["promise"])) == (500, 2500)
    assert out["paying"]["left_to_pay"] == 0


def test_one_app_student_stack_in_figures():
    # One-App (no Pell), Montgomery College's sourced full-time year: Guaranteed Access may pay
    # it all; else EA $0–3,000; Promise up to $5,000 last dollar; the worst case leaves tuition − $5,000.
    out = assess(county="montgomery", college="montgomery", household="single_parent", agi=30000, household_size=3,
                 aid_application="one_app", dream_act=True, in_state_tuition="yes", grant_aid=0)
    tuition = out["paying"]["tuition"]
    assert tuition == out["award"]["tuition"] and tuition > 5000
    s = steps(out)
    assert "pell" not in s
    assert (low(s["guaranteed_access"]), high(s["guaranteed_access"])) == (0, tuition)
    assert (low(s["educational_assistance"]), high(s["educational_assistance"])) == (0, 3000)
    assert (low(s["promise"]), high(s["promise"])) == (0, 5000)
    assert (out["paying"]["left_to_pay_low"], out["paying"]["left_to_pay"]) == (0, tuition - 5000)


def test_62_year_old_stack_in_figures_and_the_colleges_order():
    # 6 credits at Howard: the waiver covers tuition only (not fees). Before Promise it pays all
    # the tuition part; after Promise (which pays the whole bill here) it pays nothing: a range,
    # and "your college decides the order".
    answers = {**BASE, "county": "howard", "college": "howard", "birth_year": 1964, "hs_completion_date": "1982-06",
               "household": "single", "agi": 20000, "household_size": 1, "grant_aid": 0, "credits_per_semester": 6}
    a = run(answers, TODAY)
    out = assess(**{k: v for k, v in answers.items() if k not in BASE or BASE[k] != v})
    s = steps(out)
    tuition_only = other_aid._tuition_only(a)
    assert 0 < tuition_only < out["paying"]["tuition"]  # fees are not waived
    assert (low(s["senior_waiver"]), high(s["senior_waiver"])) == (0, tuition_only)
    assert (low(s["promise"]), high(s["promise"])) == (0, out["paying"]["tuition"])
    assert s["senior_waiver"]["college_decides_order"] is True
    assert out["paying"]["left_to_pay"] == 0
    assert any("decides whether a tuition waiver" in n for n in out["paying"]["notes"])


# --- The optional page (web) ---------------------------------------------------------------------

def test_the_optional_page_is_asked_only_when_it_could_change_something():
    """Not for a student whose grants already cover tuition and whose age can't matter; yes for an
    adult with a GED (the 60+ waiver, Guaranteed Access under 26) or one whose tuition isn't covered."""
    covered = run({**BASE, "county": "howard", "college": "howard", "household": "single_parent", "agi": 15000,
                   "household_size": 3}, TODAY)
    assert covered.award.covered_by_grants
    assert other_aid.worth_asking(covered) == []
    adult = run({**BASE, "county": "howard", "college": "howard", "high_school": "maryland_ged",
                 "hs_completion_date": "2000-06", "household": "single", "agi": 60000, "household_size": 1}, TODAY)
    assert other_aid.worth_asking(adult) == ["birth_year", "ssi_ssdi"]  # 43 or older: past the foster waiver's 25
    young = run({**BASE, "county": "howard", "college": "howard", "household": "two_parent", "agi": 90000,
                 "household_size": 4}, TODAY)
    assert other_aid.worth_asking(young) == ["foster_care_or_homeless", "ssi_ssdi"]  # 16 to 20: no age limit in between


def test_the_typical_senior_whose_pell_covers_tuition_gets_no_extra_page(today):
    """bench/journeys.py's PG County senior: no answer on the page could change anything."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "bench"))
    from journeys import SENIOR
    from support import engine_walk

    pages, final = engine_walk(SENIOR, today)
    assert run(final, today).award.covered_by_grants
    assert "birth_year" not in pages


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_web_asks_the_optional_page_and_its_answers_reach_the_result(client, app, lang):
    """After the eligibility questions and the tuition page; blank is fine; the answers show on
    "Check your answers" with a change link, and reach the result's other aid."""
    from support import follow
    from support import link_href
    from support import page_question
    from support import page_token
    from support import token

    adult = {**BASE, "zip": "21044", "county": "howard", "college": "howard", "high_school": "maryland_ged",
             "hs_completion_date": "2000-06", "household": "single", "agi": 60000, "household_size": 1}
    t = token(app, adult, frozenset({"tuition"}), lang=lang)
    resp = client.get(f"/result?t={t}&lang={lang}")
    assert resp.status_code == 303 and "/question/birth_year" in resp.headers["Location"]
    html = follow(client, resp.headers["Location"]).get_data(as_text=True)
    assert page_question(html) == "birth_year"
    assert 'name="foster_care_or_homeless"' in html and 'name="ssi_ssdi"' in html
    assert 'autocomplete="bday-year"' in html
    heading = {"en": "Could other aid help you too? (optional)", "es": "¿Te puede ayudar otra ayuda también? (opcional)"}[lang]
    assert heading in html
    # Skipped: "Check your answers" says so, with a link to change it.
    done = client.post("/question/birth_year", data={"t": page_token(html), "lang": lang, "birth_year": ""})
    assert done.status_code == 303 and done.headers["Location"].startswith("/check")
    check = follow(client, done.headers["Location"]).get_data(as_text=True)
    assert {"en": "Skipped", "es": "Sin contestar"}[lang] in check
    change = link_href(check, "change-birth_year") if 'id="change-birth_year"' in check else None
    rows = re.findall(r'href="(/question/birth_year\?[^"]*return=check[^"]*)"', check)
    assert rows or change
    # Answered: the 60+ and SSI/SSDI waivers appear on the result.
    page = follow(client, (change or rows[0]).replace("&amp;", "&")).get_data(as_text=True)
    assert page_question(page) == "birth_year"
    done = client.post("/question/birth_year", data={"t": page_token(page), "lang": lang, "birth_year": "1964",
                                                     "ssi_ssdi": "true", "foster_care_or_homeless": "false"})
    assert done.status_code == 303
    check = follow(client, done.headers["Location"]).get_data(as_text=True)
    assert "1964" in check
    result = follow(client, link_href(check, "see-result")).get_data(as_text=True)
    assert 'id="aid-senior_waiver"' in result and 'id="aid-disability_waiver"' in result
    assert 'id="aid-foster_homeless_waiver"' not in result


@pytest.mark.parametrize("lang,decides", [("en", "Your college decides where this comes in the order."), ("es", None)])
def test_result_page_says_the_college_decides_the_order_and_shows_the_range(client, app, lang, decides):
    """A tuition waiver against Promise: the sources conflict on the order, so the page says the
    college decides and shows a range, in the table that is the chart's text equivalent."""
    from screener.i18n import gettext
    from support import token

    answers = {**BASE, "zip": "21044", "county": "howard", "college": "howard", "birth_year": 1964,
               "hs_completion_date": "1982-06", "high_school": "maryland_ged", "household": "single", "agi": 20000,
               "household_size": 1, "grant_aid": 0, "credits_per_semester": 6}
    html = client.get(f"/result?t={token(app, answers, frozenset({'tuition', 'birth_year'}), lang)}&lang={lang}").get_data(as_text=True)
    table = html[html.index('id="money-table"'):html.index("</table>", html.index('id="money-table"'))]
    decides = decides or gettext("Your college decides where this comes in the order.", "es")
    assert decides in table and (lang == "en") == decides.startswith("Your college")
    row = re.search(r'id="aid-senior_waiver"', html)
    assert row
    to = {"en": " to ", "es": " a "}[lang]
    assert re.search(r"\$0" + to + r"\$[1-9][0-9,]*", table), table
    assert 'role="img"' in html and 'id="stack-title"' in html


@pytest.mark.parametrize("typed,value,error", [
    ("1964", 1964, None), (" 2007 ", 2007, None), ("1900", 1900, None), ("2015", 2015, None),
    ("1899", None, "Enter a year from 1900 to 2015."), ("2016", None, "Enter a year from 1900 to 2015."),
    ("17", None, "Enter a year with 4 digits, like 2007."), ("nineteen", None, "Enter a year with 4 digits, like 2007."),
])
def test_the_birth_year_is_read_as_a_year(typed, value, error):
    """A year has its own messages (never "a number of at least 1,900") and is shown as 1964, not 1,964."""
    from screener.flow import load_flow
    from screener.i18n import render
    from screener.typed import answer_words

    q = load_flow().question("birth_year")
    updates, errors = load_flow().parse(q, {"birth_year": typed})
    assert updates.get("birth_year") == value
    assert (render(errors["birth_year"], "en") if errors else None) == error
    if value:
        assert answer_words(q.inputs[0], updates, "es") == str(value)


# --- A student ruled out of Promise still hears of the waivers -----------------------------------

def test_ruled_out_student_is_told_which_waivers_could_still_make_tuition_free():
    # A bachelor's degree ends the form at once, before the optional page: the waivers are named
    # "if" their answer holds, as maybe, and count for no money.
    out, _ = assess_raw({"applicant_type": "new", "prior_degree": "bachelor"}, TODAY)
    assert out["status"] == "likely_ineligible"
    by_id = {p["id"]: p for p in out["other_aid"]}
    assert {"senior_waiver", "disability_waiver", "foster_homeless_waiver"} <= set(by_id)
    assert all(by_id[w]["result"] == "maybe" for w in other_aid.WAIVERS)
    assert by_id["senior_waiver"]["reasons"][0].startswith("If you are 60 or older")


def test_no_if_waiver_when_the_answers_rule_it_out_or_the_student_can_screen_on():
    # Graduated high school in 2020: cannot be 60, so the senior waiver is not named.
    young, _ = assess_raw({"applicant_type": "new", "prior_degree": "bachelor", "high_school": "maryland",
                           "hs_completion_date": "2020-06"}, TODAY)
    assert "senior_waiver" not in {p["id"] for p in young["other_aid"]}
    # Not ruled out: the optional page asks, so nothing is named "if".
    ok = assess(county="howard", college="howard", household="two_parent", agi=60000, household_size=4)
    assert not {p["id"] for p in ok["other_aid"]} & set(other_aid.WAIVERS)


@pytest.mark.parametrize("lang,says", [("en", "may be applied first and make the Promise award smaller"),
                                       ("es", "puede aplicarse primero y hacer más pequeña la Beca Promise")])
def test_the_award_box_says_when_other_aid_may_come_first(client, app, lang, says):
    """A newcomer's finding: the award box said about $4,088 while the money table showed Promise
    as $0 to $4,088 beside a waiver; the box now says other aid may come first."""
    from support import token

    waiver = {**BASE, "zip": "21044", "county": "howard", "college": "howard", "household": "single", "agi": 100000,
              "household_size": 1, "birth_year": 2009, "foster_care_or_homeless": True}
    html = client.get(f"/result?t={token(app, waiver, frozenset({'tuition', 'birth_year'}), lang)}&lang={lang}").get_data(as_text=True)
    assert 'id="others-first"' in html and says in html
    # Ruled out of Promise: no award to make smaller, no such sentence.
    out = {**waiver, "hs_gpa": 2.0}
    html = client.get(f"/result?t={token(app, out, frozenset({'tuition', 'birth_year'}), lang)}&lang={lang}").get_data(as_text=True)
    assert 'data-status="likely_ineligible"' in html and 'id="others-first"' not in html


def test_with_no_aid_certain_the_result_draws_no_empty_bar(client, app):
    """A newcomer's finding: with the income (and GPA) unknown every amount is "$0 to …", and the
    bar of the least aid was an empty grey box; the table says it all, so no bar is drawn. With
    an amount that is certain, the bar is drawn."""
    from support import token
    unknown = {k: v for k, v in {**BASE, "zip": "21044", "college": "howard", "household": "single_parent"}.items()
               if k not in ("agi", "hs_gpa")}
    html = client.get(f"/result?t={token(app, unknown, frozenset({'tuition', 'agi', 'hs_gpa', 'household_size'}))}").get_data(as_text=True)
    assert 'id="money-table"' in html and 'id="money-stack"' in html
    assert 'id="stack-title"' not in html
    known = {**BASE, "zip": "21044", "college": "howard", "household": "single_parent", "agi": 25000, "household_size": 3}
    html = client.get(f"/result?t={token(app, known, frozenset({'tuition'}))}").get_data(as_text=True)
    assert 'id="stack-title"' in html

"""Award tests: the last-dollar award (§18-3604(a)), college tuition defaults, the Pell estimate.

Award = min($5,000, tuition - grant aid), never below 0, whole dollars a year. Tuition includes
mandatory fees (§18-3601). Pell: maximum at or under 175% of the prior-prior-year poverty
guideline (225% for a single parent), a partial range up to the minimum-Pell threshold, 0 above.
"""
import datetime as dt

import pytest

from screener.answers import validate_or_raise
from screener.award import estimate_award
from screener.award import estimate_pell
from screener.i18n import render
from screener.policy import load_directory
from screener.policy import load_policy
from screener.serialize import run

TODAY = dt.date(2026, 11, 29)
POLICY = load_policy(2027)
COLLEGES = load_directory().colleges
PELL_MAX, PELL_MIN = 7395, 740

# Likely eligible applicant; award inputs vary per test.
ELIGIBLE = {
    "county": "carroll", "college": "carroll", "program_offered_locally": True,
    "in_state_tuition": "yes", "high_school": "maryland", "hs_completion_date": "2026-06",
    "hs_gpa": 3.0, "enrolled_at_md_community_college": False, "program": "associate",
    "credits_per_semester": 12, "household": "two_parent", "agi": 50000, "household_size": 4,
    "aid_application": "fafsa", "full_cost_scholarship": False, "prior_degree": "none",
}


def award_for(**changes):
    """Return the Award of the eligible applicant with ``changes`` (None removes a field)."""
    answers = dict(ELIGIBLE)
    for k, v in changes.items():
        if v is None:
            answers.pop(k, None)
        else:
            answers[k] = v
    return run(validate_or_raise(answers), TODAY).award


def notes(award):
    """Return the award's notes rendered in English, joined."""
    return " | ".join(render(n) for n in award.notes)


# --- last-dollar formula --------------------------------------------------------------------


@pytest.mark.parametrize("tuition,grant,estimate", [
    (6000, 2500, 3500),
    (9000, 1000, 5000),      # capped at $5,000
    (5000, 0, 5000),
    (5001, 0, 5000),
    (4999, 0, 4999),
    (3000, 4000, 0),         # floored at 0
    (3000, 3000, 0),
    (0, 0, 0),
    (4000.6, 0.4, 4001),     # whole dollars
    (6000.49, 2500.5, 3500),
])
def test_award_is_last_dollar_capped_and_never_negative(tuition, grant, estimate):
    aw = award_for(tuition=tuition, grant_aid=grant)
    assert aw.estimate == estimate
    assert isinstance(aw.estimate, int)
    assert aw.max == 5000
    assert aw.tuition == int(round(tuition))
    assert aw.grant_aid == int(round(grant))
    assert aw.grant_aid_is_estimate is False
    assert aw.tuition_is_estimate is False
    assert aw.estimate_low is None and aw.estimate_high is None


def test_given_tuition_overrides_the_college_figure():
    aw = award_for(tuition=7000, grant_aid=0)
    assert aw.tuition == 7000 and aw.estimate == 5000
    assert aw.tuition_source is None


def test_the_award_is_null_while_likely_ineligible():
    aw = award_for(tuition=6000, grant_aid=1000, agi=200000)
    assert aw.estimate is None and aw.estimate_low is None and aw.estimate_high is None
    assert aw.max == 5000


def test_the_award_is_shown_while_more_info_is_needed():
    aw = award_for(tuition=6000, grant_aid=1000, full_cost_scholarship=None)
    assert aw.estimate == 5000


# --- college tuition defaults ------------------------------------------------------------------


def test_carroll_full_time_tuition_is_two_semesters_of_12_credits_at_182():
    aw = award_for(college="carroll", credits_per_semester=12, grant_aid=0)
    assert aw.tuition == 2 * 12 * 182 == 4368
    assert aw.tuition_is_estimate is True
    assert aw.tuition_source.startswith("https://carrollcc.edu/")
    assert aw.tuition_as_of == "2025-05-01"
    assert aw.estimate == 4368


@pytest.mark.parametrize("credits,tuition", [(6, 2184), (9, 3276), (15, 5460)])
def test_carroll_tuition_scales_with_credits(credits, tuition):
    assert award_for(credits_per_semester=credits, grant_aid=0).tuition == tuition


def test_howard_charges_tuition_and_the_consolidated_fee_for_at_most_15_credits():
    """$142 tuition and the $28.34 consolidated fee both stop at 15 credits (HCC catalog 2023-24:
    the fee "is assessed at 19.96% of the in-county tuition per credit up to 15 credits")."""
    t = COLLEGES["howard"].tuition
    assert t.year(15) == round(2 * 15 * (142 + 28.34)) == 5110
    assert t.year(18) == t.year(15) == 5110
    assert t.year(12) == round(2 * 12 * (142 + 28.34))
    aw = award_for(county="howard", college="howard", credits_per_semester=18, grant_aid=0)
    assert aw.tuition == 5110 and aw.estimate == 5000


def test_frederick_activity_fee_stops_at_10_credits():
    """$131.58 + $26 a credit, plus $3.34 a credit for at most 10 credits (college chart: $1,924.36 for 12)."""
    t = COLLEGES["frederick"].tuition
    assert t.semester(12) == pytest.approx(1924.36)
    assert t.year(12) == 3849
    assert t.semester(14) - t.semester(12) == pytest.approx(2 * (131.58 + 26))
    assert t.semester(10) - t.semester(9) == pytest.approx(131.58 + 26 + 3.34)
    aw = award_for(county="frederick", college="frederick", credits_per_semester=12, grant_aid=0)
    assert aw.tuition == 3849


def test_ccbc_activity_fee_stops_at_12_credits():
    """$122 + $37 a credit, $75 a semester, plus $4 a credit for at most 12 credits."""
    t = COLLEGES["baltimore-county"].tuition
    assert t.year(12) == 2 * (12 * 159 + 75 + 48) == 4062
    assert t.year(15) == 2 * (15 * 159 + 75 + 48) == 5016
    aw = award_for(county="baltimore-county", college="baltimore-county", credits_per_semester=15, grant_aid=0)
    assert aw.tuition == 5016 and aw.estimate == 5000


def test_montgomery_full_time_uses_its_cost_of_attendance_figure():
    """MC's 2024-25 cost of attendance: $5,394 tuition and fees for a full-time year."""
    aw = award_for(county="montgomery", college="montgomery", credits_per_semester=12, grant_aid=0)
    assert aw.tuition == 5394 and aw.estimate == 5000


def test_montgomery_part_time_has_no_figure_and_says_why():
    aw = award_for(county="montgomery", college="montgomery", credits_per_semester=6, grant_aid=0)
    assert aw.tuition is None and aw.estimate is None
    assert "full-time students only" in notes(aw)


@pytest.mark.parametrize("college,year", [("harford", "2021-2022"), ("howard", "2022-2023")])
def test_an_old_tuition_figure_says_how_old_it_is(college, year):
    aw = award_for(county=college, college=college, grant_aid=0)
    assert aw.tuition and aw.estimate is not None
    assert f"is from {year}, the latest we found" in notes(aw)


def test_a_figure_at_most_one_award_year_old_says_nothing_about_its_age():
    """Carroll's rates are for 2025-26: one year old for a 2026-27 application, two for 2027-28."""
    assert "the latest we found" not in notes(award_for(grant_aid=0, application_date="2026-03-01"))
    assert "is from 2025-2026, the latest we found" in notes(award_for(grant_aid=0, application_date="2026-11-01"))


def test_tuition_needs_credits():
    aw = award_for(credits_per_semester=None, grant_aid=0)
    assert aw.tuition is None and aw.estimate is None
    assert "how many credits" in notes(aw)


def test_noncredit_programs_have_no_default_tuition_but_use_a_given_one():
    assert award_for(program="noncredit_vocational_certificate").estimate is None
    aw = award_for(program="noncredit_vocational_certificate", tuition=2400)
    assert aw.tuition == 2400 and aw.estimate == 2400  # no Pell for a non-Pell noncredit program


def test_the_home_college_tuition_is_used_when_no_college_is_chosen():
    aw = run(validate_or_raise({"county": "carroll", "credits_per_semester": 12, "grant_aid": 0}), TODAY).award
    assert aw.tuition == 4368


# --- Pell estimate ---------------------------------------------------------------------------


def pell(answers, credits=12):
    """Return (low, high) of the Pell estimate for ``answers`` under the 2027-28 policy."""
    lo, hi, _ = estimate_pell(answers, POLICY, credits)
    return lo, hi


def test_2027_28_pell_uses_the_2025_poverty_guideline():
    assert POLICY.poverty_guideline_year == 2025
    assert POLICY.poverty_guideline(4) == 32150
    assert POLICY.poverty_guideline(10) == 54150 + 2 * 5500


@pytest.mark.parametrize("agi,expected", [
    (0, (PELL_MAX, PELL_MAX)),
    (56262, (PELL_MAX, PELL_MAX)),       # 175% x 32,150 = 56,262.50
    (56262.5, (PELL_MAX, PELL_MAX)),
    (56263, (PELL_MIN, PELL_MAX)),
    (88412, (PELL_MIN, PELL_MAX)),       # under 275% = 88,412.50
    (88412.5, (0, 0)),
    (88413, (0, 0)),
    (149000, (0, 0)),
])
def test_pell_for_a_two_parent_household_of_four(agi, expected):
    assert pell({"household": "two_parent", "household_size": 4, "agi": agi}) == expected


@pytest.mark.parametrize("agi,expected", [
    (59962, (PELL_MAX, PELL_MAX)),       # 225% x 26,650 = 59,962.50
    (59963, (PELL_MIN, PELL_MAX)),
    (86612, (PELL_MIN, PELL_MAX)),       # under 325% (dependent) = 86,612.50
    (86613, (0, PELL_MAX)),              # over 325% (dependent: 0), under 400% (independent) = 106,600
    (106599, (0, PELL_MAX)),
    (106600, (0, 0)),
])
def test_pell_for_a_single_parent_household_of_three_uses_225_percent(agi, expected):
    assert pell({"household": "single_parent", "household_size": 3, "agi": agi}) == expected


def test_pell_single_parent_threshold_is_higher_than_two_parent():
    agi = 57000  # over 175% but under 225% of the guideline for 4
    assert pell({"household": "two_parent", "household_size": 4, "agi": agi})[0] == PELL_MIN
    assert pell({"household": "single_parent", "household_size": 4, "agi": agi}) == (PELL_MAX, PELL_MAX)


@pytest.mark.parametrize("credits", [3, 6, 9, 11.5])
def test_pell_scales_by_credits_over_12_for_part_time_students(credits):
    lo, hi = pell({"household": "two_parent", "household_size": 4, "agi": 20000}, credits)
    assert lo == hi == round(PELL_MAX * credits / 12)


@pytest.mark.parametrize("credits", [12, 15, 18])
def test_pell_is_not_scaled_above_full_time(credits):
    assert pell({"household": "two_parent", "household_size": 4, "agi": 20000}, credits) == (PELL_MAX, PELL_MAX)


def test_part_time_pell_feeds_the_award():
    aw = award_for(credits_per_semester=6, agi=20000, tuition=6000)
    assert aw.grant_aid == round(PELL_MAX / 2)
    assert aw.grant_aid_is_estimate is True
    assert aw.estimate == 6000 - round(PELL_MAX / 2)
    assert "part-time" in notes(aw)


def test_without_household_size_pell_is_the_range_over_the_sizes_the_household_allows():
    lo, hi, msgs = estimate_pell({"household": "two_parent", "agi": 60000}, POLICY, 12)
    # Two parents and the student are at least 3: the minimum Pell for 3 (under 275% of $26,650), the maximum for 8.
    assert (lo, hi) == (740, PELL_MAX)
    assert any("how many people" in render(m) for m in msgs)


def test_a_single_applicant_without_a_household_size_counts_as_one():
    assert estimate_pell({"household": "single", "agi": 90000}, POLICY, 12)[:2] == (0, 0)


def test_without_income_pell_is_unknown():
    assert estimate_pell({"household": "two_parent"}, POLICY, 12) is None
    assert estimate_pell({"agi": 10000}, POLICY, 12) is None


def test_one_app_filers_get_no_pell():
    assert pell({"household": "two_parent", "household_size": 4, "agi": 0, "aid_application": "one_app"}) == (0, 0)


@pytest.mark.parametrize("program", ["noncredit_vocational_certificate", "licensure_noncredit", "apprenticeship"])
def test_noncredit_programs_get_no_pell_unless_pell_eligible(program):
    base = {"household": "two_parent", "household_size": 4, "agi": 0, "program": program}
    assert pell(base) == (0, 0)
    assert pell(dict(base, noncredit_pell_eligible=True)) == (PELL_MAX, PELL_MAX)


def test_the_max_pell_for_an_unannounced_year_is_the_latest_and_says_so():
    aw = award_for(agi=20000, tuition=9000)
    assert aw.grant_aid == PELL_MAX
    assert "2027-2028 maximum Pell Grant has not been announced" in notes(aw)


# --- the award with a Pell estimate ---------------------------------------------------------


def test_max_pell_award_with_tuition_above_pell():
    aw = award_for(agi=56262, tuition=9000)
    assert aw.estimate == 9000 - PELL_MAX
    assert aw.estimate_low is None and aw.estimate_high is None


def test_partial_pell_gives_a_range_and_the_conservative_low_end():
    aw = award_for(agi=56263, tuition=9000)
    assert aw.grant_aid_is_estimate is True
    assert (aw.grant_aid_low, aw.grant_aid_high) == (PELL_MIN, PELL_MAX)
    assert aw.estimate_low == 9000 - PELL_MAX
    assert aw.estimate_high == 5000
    assert aw.estimate == aw.estimate_low
    assert aw.is_range
    assert "$1,605" in notes(aw) and "$5,000" in notes(aw)


def test_no_pell_above_the_minimum_pell_threshold_gives_the_full_last_dollar_award():
    aw = award_for(agi=88413, tuition=4000)
    assert aw.grant_aid == 0
    assert aw.estimate == 4000


def test_unknown_income_gives_a_range_from_zero_to_max_pell():
    aw = award_for(agi=None, household=None, tuition=6000)
    assert (aw.grant_aid_low, aw.grant_aid_high) == (0, PELL_MAX)
    assert (aw.estimate_low, aw.estimate_high) == (0, 5000)
    assert aw.estimate == 0
    assert not aw.covered_by_grants
    assert "If you get the full Pell Grant" in notes(aw)


def test_a_student_whose_pell_covers_tuition_gets_zero_with_the_covered_note():
    aw = award_for(agi=30000)  # Carroll, 12 credits: $4,368 < $7,395 Pell
    assert aw.estimate == 0
    assert aw.covered_by_grants is True
    first = render(aw.notes[0])
    assert "would still be paid for" in first
    assert "$7,395" in first and "$4,368" in first


def test_explicit_grant_aid_covering_tuition_is_also_covered_by_grants():
    aw = award_for(tuition=3000, grant_aid=3000)
    assert aw.estimate == 0 and aw.covered_by_grants is True


def test_a_partial_award_is_not_covered_by_grants():
    aw = award_for(tuition=6000, grant_aid=2500)
    assert aw.covered_by_grants is False


def test_estimate_award_directly_without_a_college():
    aw = estimate_award({"tuition": 6000, "grant_aid": 2500}, POLICY, None)
    assert (aw.estimate, aw.max, aw.tuition, aw.grant_aid, aw.grant_aid_is_estimate) == (3500, 5000, 6000, 2500, False)


def test_a_pell_grant_not_estimated_names_what_is_missing():
    """A newcomer's finding: the note said "without your household's income and type" when
    only the income was missing."""
    from screener.award import _pell_unknown
    from screener.i18n import render

    assert "income, so" in render(_pell_unknown({"household": "single_parent"}), "en")
    assert "type, so" in render(_pell_unknown({"agi": 40000}), "en")
    assert "income and type" in render(_pell_unknown({}), "en")

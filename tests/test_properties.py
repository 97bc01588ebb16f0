"""Hypothesis properties of validation, the rules engine, the award and the API.

Answers are generated over the whole contract schema (``screener.answers.FIELDS``); every
property runs on cleaned answers, as the API does.
"""
import datetime as dt
import json
import math

from hypothesis import HealthCheck
from hypothesis import assume
from hypothesis import given
from hypothesis import settings
from hypothesis import strategies as st

from screener import create_app
from screener.answers import FIELDS
from screener.answers import validate
from screener.answers import validate_or_raise
from screener.serialize import assess_raw
from screener.serialize import run

TODAY = dt.date(2026, 11, 29)
SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
APP = create_app({"TESTING": True, "SCREENER_TODAY": TODAY.isoformat(), "RATELIMIT_ENABLED": False})

ZIPS = ["21044", "21875", "21201", "21228", "19901", "20001", "00000", "21541", "21502", "20850", "21801"]


def months(lo=1990, hi=2032):
    """Return a strategy of valid ``YYYY-MM`` strings between years ``lo`` and ``hi``."""
    return st.builds(lambda y, m: f"{y:04d}-{m:02d}", st.integers(lo, hi), st.integers(1, 12))


def dates(lo=dt.date(2018, 1, 1), hi=dt.date(2032, 12, 31)):
    """Return a strategy of ISO dates, mostly near today, sometimes anywhere in 1900-2100."""
    return st.one_of(st.dates(lo, hi), st.dates(dt.date(1900, 1, 1), dt.date(2100, 12, 31))).map(dt.date.isoformat)


def money(hi):
    """Return a strategy of USD amounts 0..``hi``, boundary-heavy (limits and Pell thresholds)."""
    edges = [0, 56262, 56263, 59962, 88412, 88413, 100000, 100001, 150000, 150001, 4368, 5000, 7395]
    return st.one_of(
        st.sampled_from([e for e in edges if e <= hi]),
        st.integers(0, hi),
        st.floats(0, hi, allow_nan=False, allow_infinity=False),
    )


def value_for(name):
    """Return a strategy of valid JSON values for answer field ``name`` (GPAs on a 4.0 scale)."""
    f = FIELDS[name]
    if f.kind == "enum":
        return st.sampled_from(f.choices)
    if f.kind == "bool":
        return st.booleans()
    if name == "application_date":  # the range the API takes on TODAY (screener.answers._dates_out_of_range)
        return dates(dt.date(2018, 10, 1), dt.date(2027, 11, 29)).filter(lambda d: "2018-10-01" <= d <= "2027-11-29")
    if f.kind == "date":
        return dates()
    if f.kind == "month":
        return months()
    if f.kind == "zip":
        return st.sampled_from(ZIPS)
    if name == "birth_year":
        return st.one_of(st.sampled_from([1966, 1967, 2000, 2001, 2002, 2009]), st.integers(1900, 2026))
    if f.kind == "integer":
        return st.integers(int(f.minimum), 12)
    if name in ("hs_gpa", "cc_gpa"):
        return st.one_of(st.sampled_from([2.29, 2.3, 2.49, 2.5]), st.floats(0, 4.0, allow_nan=False))
    if name == "gpa_scale":
        return st.sampled_from([4.0, 4.3, 5.0, 100.0])
    if name in ("credits_per_semester", "credits_completed_last_semester"):
        return st.one_of(st.sampled_from([0, 5.5, 5.9, 6, 12, 15, 18]), st.floats(0, 40, allow_nan=False))
    if name == "agi":
        return money(1_000_000)
    if name in ("tuition", "grant_aid"):
        return money(20_000)
    raise AssertionError(name)


@st.composite
def answers(draw, renewal=None):
    """Draw a valid raw answers dict over the whole schema (GPAs rescaled to ``gpa_scale``)."""
    out = {}
    for name in FIELDS:
        if draw(st.booleans()):
            out[name] = draw(value_for(name))
    if renewal is not None:
        out["applicant_type"] = "renewal" if renewal else "new"
    applying = out.get("application_date", TODAY.isoformat())[:7]
    if "first_enrolled" in out and not "2019-07" <= out["first_enrolled"] <= applying:
        del out["first_enrolled"]  # out of the range the API takes: a first month with the award before applying
    scale = out.get("gpa_scale", 4.0)
    for g in ("hs_gpa", "cc_gpa"):
        if g in out:
            out[g] = min(scale, out[g] * scale / 4.0)
    return out


def clean(raw):
    """Return the cleaned answers of ``raw``; fail the example if any field is invalid."""
    return validate_or_raise(raw)


def status(raw):
    """Return the assessment of the valid ``raw`` answers on the frozen day."""
    return run(clean(raw), TODAY)


# --- validation ------------------------------------------------------------------------------

JSON_LEAF = st.one_of(
    st.none(), st.booleans(), st.text(max_size=20),
    st.integers(), st.integers(min_value=-(10 ** 400), max_value=10 ** 400),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(["2027-02-30", "2027-13", "2027-12", "2026-11-29", "21044", "yes", "NaN", "", " ", "1e400",
                     "4.0", "-1", "howard", "renewal", "fafsa"]),
)
JSON_ANY = st.recursive(
    JSON_LEAF,
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.one_of(st.sampled_from(sorted(FIELDS)), st.text(max_size=8)), children, max_size=6),
    max_leaves=20,
)
ANSWER_LIKE = st.dictionaries(st.sampled_from(sorted(FIELDS)), JSON_ANY, max_size=len(FIELDS))


@SETTINGS
@given(st.one_of(JSON_ANY, ANSWER_LIKE))
def test_validate_never_raises_for_any_json_like_input(raw):
    cleaned, errors = validate(raw)
    assert isinstance(cleaned, dict) and isinstance(errors, list)
    assert set(cleaned) <= set(FIELDS)
    for e in errors:
        assert e.field is None or e.field in FIELDS
        assert e.field not in cleaned
    for name, value in cleaned.items():
        if isinstance(value, float):
            assert math.isfinite(value)


@SETTINGS
@given(ANSWER_LIKE)
def test_the_valid_part_of_any_answers_assesses_without_raising(raw):
    cleaned, _ = validate(raw)
    a = run(cleaned, TODAY)
    assert a.status in ("likely_eligible", "likely_ineligible", "needs_more_info")


@SETTINGS
@given(answers())
def test_generated_answers_are_valid_and_assess_without_raising(raw):
    cleaned, errors = validate(raw)
    assert errors == []
    a = run(cleaned, TODAY)
    assert a.status in ("likely_eligible", "likely_ineligible", "needs_more_info")
    for ch in a.checks:
        assert ch.citation.startswith("§18-360")
        assert ch.result in ("pass", "fail", "unknown", "not_applicable")
    result, errs = assess_raw(raw, TODAY)
    assert errs is None
    json.dumps(result, allow_nan=False)


# --- status logic ---------------------------------------------------------------------------


@SETTINGS
@given(answers())
def test_status_follows_the_checks(raw):
    a = status(raw)
    results = {ch.result for ch in a.checks}
    if "fail" in results:
        assert a.status == "likely_ineligible"
        assert a.award.estimate is None
    elif a.missing or "unknown" in results:
        assert a.status == "needs_more_info"
    else:
        assert a.status == "likely_eligible"
    needs = [f for ch in a.checks for f in ch.needs]
    assert set(a.missing) == set(needs)
    assert len(a.missing) == len(set(a.missing))
    assert set(a.missing) <= set(FIELDS)
    for f in a.missing:
        assert f not in a.answers


# --- income monotonicity --------------------------------------------------------------------


@SETTINGS
@given(answers(), money(1_000_000), money(1_000_000))
def test_raising_agi_never_turns_a_fail_into_a_pass(raw, x, y):
    lo, hi = sorted((x, y))
    a_lo = status(dict(raw, agi=lo))
    a_hi = status(dict(raw, agi=hi))
    rank = {"pass": 0, "unknown": 1, "fail": 2}
    assert rank[a_hi.check("income").result] >= rank[a_lo.check("income").result]
    if a_lo.status == "likely_ineligible":
        assert a_hi.status == "likely_ineligible"
    if a_hi.status == "likely_eligible":
        assert a_lo.status == "likely_eligible"


# --- award bounds ----------------------------------------------------------------------------


@SETTINGS
@given(answers())
def test_the_estimate_is_between_zero_and_the_smaller_of_max_and_tuition(raw):
    aw = status(raw).award
    assert aw.max == 5000
    if aw.estimate is not None:
        assert isinstance(aw.estimate, int)
        assert aw.tuition is not None
        assert 0 <= aw.estimate <= min(aw.max, aw.tuition)
    if aw.estimate_low is not None:
        assert 0 <= aw.estimate_low <= aw.estimate <= aw.estimate_high <= min(aw.max, aw.tuition)
    if aw.grant_aid is not None:
        assert aw.grant_aid >= 0
    if aw.covered_by_grants:
        assert aw.estimate in (0, None)


@SETTINGS
@given(answers(), money(20_000), money(20_000))
def test_the_explicit_award_is_exactly_last_dollar(raw, tuition, grant):
    aw = status(dict(raw, tuition=tuition, grant_aid=grant)).award
    if aw.estimate is not None:
        assert aw.estimate == max(0, min(5000, round(tuition) - round(grant)))


@SETTINGS
@given(answers(), money(20_000), money(20_000), money(20_000))
def test_more_grant_aid_never_raises_the_award(raw, tuition, g1, g2):
    lo, hi = sorted((g1, g2))
    a = status(dict(raw, tuition=tuition, grant_aid=lo)).award
    b = status(dict(raw, tuition=tuition, grant_aid=hi)).award
    if a.estimate is not None and b.estimate is not None:
        assert b.estimate <= a.estimate


# --- adding answers ---------------------------------------------------------------------------

# Fields that may become newly relevant (missing) when another field is answered: the
# engine asks a follow-up only because of the new answer.
RENEWAL_ONLY = {"cc_gpa", "credits_completed_last_semester", "enrollment_status", "extenuating_circumstances",
                "first_enrolled", "program", "satisfactory_progress"}
FOLLOW_UPS = {
    "applicant_type": RENEWAL_ONLY,                             # renewal: the §18-3604 questions
    "high_school": {"delmar_md_resident", "hs_completion_date"},  # Delmar, Delaware; a Maryland high school: when?
    "county": {"college"},                                      # outside Maryland: a college with housing only
    "zip": {"college"},                                         # a ZIP outside Maryland, likewise
    "aid_application": {"dream_act", "program", "noncredit_pell_eligible"},  # One-App route; "none": Pell?
    "program": {"enrollment_status", "noncredit_pell_eligible"},  # associate's: full or part time; noncredit: Pell?
    "noncredit_pell_eligible": {"aid_application", "dream_act", "hs_completion_date", "hs_gpa", "cc_gpa"},
    "enrolled_at_md_community_college": {"cc_gpa", "hs_completion_date", "hs_gpa", "program"},
    "application_date": {"hs_completion_date", "hs_gpa", "program"},  # the waiver date moves
    "hs_completion_date": {"hs_gpa"},                          # still in high school: a college GPA is dual enrollment, the high-school rule applies
    "hs_gpa": {"hs_completion_date", "program"},                # a low GPA: waiver or exemption?
    "cc_gpa": {"extenuating_circumstances", "program"},
    "gpa_scale": {"extenuating_circumstances", "hs_completion_date", "program"},
    "credits_per_semester": {"program"},
    "credits_completed_last_semester": {"program"},
    "associate_awarded": {"first_enrolled", "program", "enrollment_status"},
    "prior_degree": {"first_enrolled", "program", "enrollment_status"},
}


@SETTINGS
@given(answers(), st.data())
def test_answering_a_missing_field_removes_it_from_missing(raw, data):
    a = status(raw)
    assume(a.missing)
    field = data.draw(st.sampled_from(a.missing))
    value = data.draw(value_for(field))
    if field in ("hs_gpa", "cc_gpa"):
        scale = raw.get("gpa_scale", 4.0)
        value = min(scale, value * scale / 4.0)
    b = status(dict(raw, **{field: value}))
    assert field not in b.missing


@SETTINGS
@given(answers(), st.data())
def test_adding_an_answer_only_adds_its_own_follow_up_questions(raw, data):
    unanswered = [f for f in FIELDS if f not in raw]
    assume(unanswered)
    field = data.draw(st.sampled_from(unanswered))
    value = data.draw(value_for(field))
    if field in ("hs_gpa", "cc_gpa"):
        scale = raw.get("gpa_scale", 4.0)
        value = min(scale, value * scale / 4.0)
    if field == "gpa_scale":
        assume(all(raw.get(g, 0) <= value for g in ("hs_gpa", "cc_gpa")))
    before = status(raw)
    after = status(dict(raw, **{field: value}))
    new = set(after.missing) - set(before.missing)
    assert new <= FOLLOW_UPS.get(field, set()), (field, value, new)
    assert field not in after.missing


# --- the API ---------------------------------------------------------------------------------


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(JSON_ANY, ANSWER_LIKE, answers()))
def test_the_api_never_answers_500_for_any_json_body(body):
    client = APP.test_client()
    resp = client.post("/api/v1/assess", data=json.dumps(body, allow_nan=True), content_type="application/json")
    assert resp.status_code in (200, 400), resp.get_data(as_text=True)
    data = resp.get_json()
    if resp.status_code == 200:
        assert data["status"] in ("likely_eligible", "likely_ineligible", "needs_more_info")
    else:
        assert data["errors"]
    assert "Set-Cookie" not in resp.headers


# --- other monotonic rules ------------------------------------------------------------------


@SETTINGS
@given(answers(), st.sampled_from(["hs_gpa", "cc_gpa"]), st.floats(0, 1), st.floats(0, 1))
def test_a_higher_gpa_never_turns_a_gpa_pass_into_a_fail(raw, name, x, y):
    scale = raw.get("gpa_scale", 4.0)
    lo, hi = sorted((x * scale, y * scale))
    rank = {"pass": 0, "not_applicable": 0, "unknown": 1, "fail": 2}
    for check_id in ("gpa", "renewal_gpa"):
        a_lo, a_hi = status(dict(raw, **{name: lo})).check(check_id), status(dict(raw, **{name: hi})).check(check_id)
        if a_lo is not None:
            assert rank[a_hi.result] <= rank[a_lo.result], (check_id, lo, hi)


@SETTINGS
@given(answers(), st.sampled_from([0, 3, 5.5, 5.99, 6, 9, 12, 18]), st.sampled_from([0, 3, 5.5, 5.99, 6, 9, 12, 18]))
def test_more_credits_never_turn_an_enrollment_pass_into_a_fail(raw, x, y):
    lo, hi = sorted((x, y))
    rank = {"pass": 0, "unknown": 1, "fail": 2}
    assert rank[status(dict(raw, credits_per_semester=hi)).check("enrollment").result] <= \
        rank[status(dict(raw, credits_per_semester=lo)).check("enrollment").result]

"""fix33i, fix32i's work done again (fix32i was reverted for tests/test_progress.py): the full-time
or part-time question of a renewal asked only when it decides how long the award lasts (the
engine's rule, so the web form and the chat alike, and the web form's "questions left" count with
it); a town inside a high school's name ("South Hagerstown") is never the home county, and a
school named like a town ("Glen Burnie") is the school only when said as where one studies;
"estoy en 12", "12th grade at <school>", "senior at <school>" say a senior as "I'm a senior" does.
The wording is ours."""
import datetime as dt

import pytest

from support import proposed
from support import talk
from support import then
from support import waiting

from screener.core import screen
from screener.flow import State
from screener.flow import load_flow

DAY = dt.date(2026, 12, 1)
RENEWAL = {"applicant_type": "renewal", "prior_degree": "none", "high_school": "maryland", "zip": "21221",
           "county": "baltimore-county", "in_state_tuition": "yes", "hs_completion_date": "2025-06",
           "college": "baltimore-county", "program": "associate", "credits_per_semester": 12, "cc_gpa": 2.9,
           "enrolled_at_md_community_college": True, "credits_completed_last_semester": 12,
           "satisfactory_progress": True, "household": "two_parent", "agi": 95000, "aid_application": "fafsa",
           "full_cost_scholarship": False}


# --- item 1: full-time or part-time, asked only when it decides ---------------------------------------

@pytest.mark.parametrize("first,asked", [
    ("2026-08", False), ("2025-08", False), ("2025-07", False),  # 3 years reach past June 2028
    ("2025-06", True), ("2024-08", True), ("2022-01", True),     # 3 years end within or before 2027-2028
])
def test_enrollment_status_is_needed_only_when_the_limits_differ(first, asked):
    a = screen({**RENEWAL, "first_enrolled": first}, DAY)
    assert ("enrollment_status" in a.missing) is asked, a.missing
    q = load_flow().ask_next(State({**RENEWAL, "first_enrolled": first}), DAY)
    assert (q is not None and q.id == "enrollment_status") is asked, q


def test_a_duration_kept_either_way_passes_and_says_both_limits():
    a = screen({**RENEWAL, "first_enrolled": "2025-08"}, DAY)
    check = next(c for c in a.checks if c.id == "award_duration")
    assert check.result == "pass" or str(check.result).lower().endswith("pass"), check
    assert a.status == "likely_eligible", a.status


@pytest.mark.parametrize("status,verdict", [("full_time", "likely_ineligible"), ("part_time", "likely_eligible")])
def test_when_it_decides_the_answer_still_rules(status, verdict):
    a = screen({**RENEWAL, "first_enrolled": "2024-08", "enrollment_status": status}, DAY)
    assert a.status == verdict, a.status


@pytest.mark.parametrize("lang,first", [("en", "august 2025"), ("es", "agosto de 2025")])
def test_the_chat_goes_from_first_enrolled_to_the_household(lang, first):
    answers = {k: v for k, v in RENEWAL.items() if k not in ("household", "agi", "aid_application", "full_cost_scholarship")}
    from support import waiting
    turn = waiting(answers, "first_enrolled", first, lang)
    assert turn.conversation.expecting == "household", (turn.conversation.expecting, turn.reply)


# --- item 2: a school's town is not the home; "en 12" is a senior ---------------------------------------

@pytest.mark.parametrize("lang,opening", [
    ("es", "estoy en 12 en south hagerstown"),
    ("es", "estoy en el grado 12 en south hagerstown"),
    ("en", "im in 12th grade at south hagerstown"),
    ("en", "senior at north hagerstown"),
    ("en", "im a senior at glen burnie"),
    ("es", "hola estoy en 12 en south hagerstown y quiero ir a hagerstown community college"),
    ("en", "senior at bowie high in bowie"),
])
def test_no_county_from_a_high_schools_name(lang, opening):
    turn = talk(lang, opening)
    answers = dict(turn.conversation.state.answers)
    assert "county" not in answers, answers
    assert answers.get("college") in (None, "hagerstown"), answers  # (a college only when named)


@pytest.mark.parametrize("lang,opening", [
    ("es", "estoy en 12 en south hagerstown"),
    ("es", "estoy en el grado 12"),
    ("es", "mi hija esta en 12"),
    ("en", "im in 12th grade at south hagerstown"),
])
def test_twelfth_grade_said_short_is_a_senior(lang, opening):
    turn = talk(lang, opening)
    answers = dict(turn.conversation.state.answers)
    assert answers.get("applicant_type") == "new", answers
    assert answers.get("prior_degree") == "none" and answers.get("hs_completion_date") == "2027-06", answers


@pytest.mark.parametrize("lang,opening", [("es", "estoy en 12 en south hagerstown"),
                                          ("en", "im in 12th grade at south hagerstown")])
def test_a_listed_school_after_the_grade_is_a_maryland_high_school(lang, opening):
    turn = talk(lang, opening)
    assert turn.conversation.state.answers.get("high_school") == "maryland", turn.conversation.state.answers


@pytest.mark.parametrize("lang,message,county", [
    ("en", "i live in glen burnie", "anne-arundel"),
    ("en", "we live in hagerstown, shes a senior at south hagerstown", "washington"),
    ("es", "vivo en hagerstown", "washington"),
])
def test_a_home_said_is_still_read(lang, message, county):
    turn = then(talk(lang, "first time"), message, lang)
    said = {**turn.conversation.state.answers, **proposed(turn)}  # kept, or read back for a "yes"
    assert said.get("county") == county, (said, turn.reply)


# --- item 3: "senior at X" opening a message is a senior, as "I'm a senior at X" ----------------------

@pytest.mark.parametrize("lang,opening", [
    ("en", "hey senior at decatur, tryna do wor wic next fall"),
    ("en", "senior at parkside gpa 2.4 want wor wic"),
    ("es", "hola, senior en largo, gpa 3.4"),
])
def test_senior_at_a_school_opening_the_message_is_a_senior(lang, opening):
    answers = dict(talk(lang, opening).conversation.state.answers)
    assert answers.get("prior_degree") == "none" and answers.get("hs_completion_date") == "2027-06", answers


@pytest.mark.parametrize("lang,opening", [("en", "senior in college at umd"), ("en", "senior at towson university"),
                                          ("es", "senior en la universidad")])
def test_a_college_senior_is_not(lang, opening):
    answers = dict(talk(lang, opening).conversation.state.answers)
    assert "hs_completion_date" not in answers, answers


# --- a school named like a town is the school only when the words just before say so ------------------

@pytest.mark.parametrize("text,kept", [
    ("im a senior and we live in glen burnie", True),   # "senior" is not said of Glen Burnie
    ("im a senior and stay in glen burnie", True),
    ("im 17 and i live in glen burnie", True),          # an age, not a grade
    ("im a senior at glen burnie", False),
    ("im in 12th grade at glen burnie", False),
    ("estoy en 12 en glen burnie", False),
])
def test_a_town_named_school_is_taken_out_only_when_studied_at(text, kept):
    from screener.chat.schools import school_names_out

    assert ("glen burnie" in school_names_out(text)) is kept


# --- the web form's count: what is really asked once the month of first enrolment is known ------------

@pytest.mark.parametrize("first,pages", [("2025-08", ["household"]), ("2023-08", ["enrollment_status", "household"])])
def test_the_count_after_first_enrolled_is_the_pages_really_asked(first, pages):
    flow = load_flow()
    answers = {k: v for k, v in RENEWAL.items() if k not in ("household", "agi", "aid_application", "full_cost_scholarship",
                                                             "college", "zip", "county")}  # the web form's order: college later
    answers["first_enrolled"] = first
    state = State(answers)
    q = flow.ask_next(state, DAY)
    assert q is not None and q.id == pages[0], q
    asked = []
    while q is not None:  # answer each page as the web form would (a typical renewal)
        asked.append(q.id)
        value = {"enrollment_status": "part_time", "household": "two_parent", "household_size": 4, "agi": 95000,
                 "aid_application": "fafsa", "full_cost_scholarship": False, "tuition": 4000, "birth_year": 2007,
                 "college": "baltimore-county"}
        state = State({**state.answers, **{f: value[f] for f in q.fields if f in value}}, state.seen | {q.id})
        q = flow.ask_next(state, DAY)
    assert flow.pages_left(flow.question(pages[0]), State(answers), DAY) == len(asked), asked

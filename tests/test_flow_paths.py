"""Every path through the questionnaire, over the real HTTP routes with JavaScript off.

One representative answer per branch plus each boundary value, each changed on top of a
likely-eligible student: the walk answers whatever page the server asks (POST the form,
follow the 303), never sees a page twice, never hits a dead end, always has a Back link to
the page before, and ends on a result whose status is what the engine says for the same
answers.
"""
import pytest

from support import NEW  # noqa: F401 - other modules' old import path
from support import RENEWAL  # noqa: F401
from support import SCENARIOS
from support import Student
from support import clean_answers
from support import engine_walk
from support import form_fields  # noqa: F401
from support import link_href  # noqa: F401
from support import page_question  # noqa: F401
from support import page_status
from support import page_token  # noqa: F401
from support import url_state
from screener.flow import load_flow
from screener.serialize import run

@pytest.mark.parametrize("name", SCENARIOS)
def test_every_path_ends_on_the_engines_result(client, app, today, name):
    student = Student(client, SCENARIOS[name])
    student.start()
    result = student.finish()
    expected = run(clean_answers(student.asked, SCENARIOS[name]), today).status
    assert page_status(student.html) == expected
    assert run(url_state(result.request.url, app).answers, today).status == expected


def test_the_paths_ask_every_question_and_reach_every_status(today):
    asked, statuses = set(), set()
    for answers in SCENARIOS.values():
        pages, final = engine_walk(answers, today)
        asked |= set(pages)
        statuses.add(run(final, today).status)
    assert asked == {q.id for q in load_flow().questions}
    assert statuses == {"likely_eligible", "likely_ineligible", "needs_more_info"}


@pytest.mark.parametrize("name", ["in-state tuition no", "no diploma", "bachelor degree", "Delmar, lives in Delaware"])
def test_an_answer_that_decides_goes_straight_to_the_result(client, name):
    student = Student(client, SCENARIOS[name])
    student.start()
    student.finish()
    assert page_status(student.html) == "likely_ineligible"
    decider = {"in-state tuition no": "in_state_tuition", "no diploma": "high_school",
               "bachelor degree": "prior_degree", "Delmar, lives in Delaware": "delmar_md_resident"}[name]
    assert student.asked[-1] == decider
    assert "/check" not in student.paths


@pytest.mark.parametrize("aid,status", [("fafsa", "likely_eligible"), ("none", "needs_more_info")])
def test_not_sure_whether_pell_pays_for_a_noncredit_program_asks_the_aid_application_and_never_assumes(today, aid, status):
    """Contract reading (Workforce Pell): "I'm not sure" leaves the fact unknown; with no aid
    application filed the result is needs_more_info with the field in ``missing``."""
    answers = {**NEW, "program": "noncredit_vocational_certificate", "noncredit_pell_eligible": "unsure",
               "aid_application": aid}
    pages, final = engine_walk(answers, today)
    assert pages.index("noncredit_pell_eligible") < pages.index("aid_application")
    assert pages.count("noncredit_pell_eligible") == 1 and "noncredit_pell_eligible" not in final
    a = run(final, today)
    assert a.status == status
    assert a.missing == ([] if aid == "fafsa" else ["noncredit_pell_eligible"])

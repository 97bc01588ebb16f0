"""A page's ``when`` condition (flows/questions.yaml) and the walk agree, so the web form never
sends a student round in a circle.

The walk decides whether to ask a page from the answers of the pages before it; the next
question is picked from all the answers. A condition that read the page's own answers gave
the two different answers: the question page (not on the walk) sent the student on to the
next question, which was the same page, for ever. The test client's ``follow_redirects``
never stops such a loop (each hop carries a new encrypted token), so these tests follow at
most a few redirects (``support.follow``) and fail instead of hanging.
"""
import itertools

import pytest

from support import SCENARIOS
from support import engine_walk
from support import follow
from support import token
from screener import other_aid
from screener.flow import CONDITIONS
from screener.flow import State
from screener.flow import load_flow
from screener.serialize import run

OWN = {"birth_year": (None, 1962, 2008), "foster_care_or_homeless": (None, True, False), "ssi_ssdi": (None, True, False)}

# Grants cover tuition (no waiver can change what is paid), and a diploma 8 years back
# leaves the age open across the foster care waiver's limit (25) and past the Guaranteed
# Access Grant's 6 years: no answer on the page could change a program, unless the page's
# own "foster care: yes" were read, which makes the age matter.
COVERED_2019 = {**SCENARIOS["eligible"], "hs_completion_date": "2019-06", "household": "single_parent",
                "agi": "15000", "household_size": "3"}


def with_own(answers: dict, values: dict) -> dict:
    return {**answers, **{k: v for k, v in values.items() if v is not None}}


def test_every_condition_is_named_in_the_flow_and_known():
    whens = {q.when for q in load_flow().questions if q.when}
    assert whens == set(CONDITIONS) == {"other_aid_could_change"}
    assert load_flow().question("birth_year").fields == other_aid.OPTIONAL_FIELDS


@pytest.mark.parametrize("name", ["eligible", "Maryland GED", "GED long ago, 64", "renewal", "tuition covered by grants"])
def test_the_other_aid_condition_never_reads_the_pages_own_answers(today, name):
    _pages, final = engine_walk(SCENARIOS[name], today)
    base = {k: v for k, v in final.items() if k not in OWN}
    expected = other_aid.worth_asking(run(base, today))
    for combo in itertools.product(*OWN.values()):
        answers = with_own(base, dict(zip(OWN, combo)))
        assert other_aid.worth_asking(run(answers, today)) == expected, combo


def test_the_next_question_is_always_on_the_walk(today):
    """Whatever the page's own fields hold (answers from a link, the API, an older token),
    the next question is a page the walk asks, so its page opens."""
    flow = load_flow()
    for name in ["eligible", "Maryland GED", "income 45k typed", "renewal"]:
        _pages, final = engine_walk(SCENARIOS[name], today)
        base = {k: v for k, v in final.items() if k not in OWN}
        for combo in itertools.product(*OWN.values()):
            state = State(with_own(base, dict(zip(OWN, combo))), frozenset({"tuition"}))
            nxt = flow.ask_next(state, today)
            w = flow.walk(state, today)
            assert nxt is None or nxt in w.pending, (name, combo, nxt and nxt.id, [p.id for p in w.pending])


def test_a_covered_student_with_foster_care_answered_reaches_the_result_without_a_redirect_loop(client, app, today):
    """The case that looped: the page is off this student's walk, but "foster care: yes" was
    in the answers, and a condition that read it wanted the page."""
    _pages, final = engine_walk(COVERED_2019, today)
    a = run(final, today)
    assert a.award.covered_by_grants and a.status == "likely_eligible"
    assert other_aid.worth_asking(a) == []
    for own in ({"foster_care_or_homeless": True}, {"ssi_ssdi": True}, {"birth_year": 2008}):
        t = token(app, {**final, **own}, frozenset({"tuition"}))
        for url in (f"/result?t={t}", f"/check?t={t}", f"/question/birth_year?t={t}"):
            resp = follow(client, url)
            assert resp.status_code == 200, url
            assert resp.request.path in ("/result", "/check"), (url, resp.request.path)


def test_the_walk_fingerprint_covers_the_other_aid_rules():
    """A token's walk is reused only under the same fingerprint: the other-aid rules decide
    whether the page is asked, so a change to them must make old walks be worked out again."""
    from screener import flow

    assert set(flow.WALK_MODULES) >= {"rules", "flow", "other_aid"}
    assert all((flow.Path(flow.__file__).parent / f"{m}.py").is_file() for m in flow.WALK_MODULES)

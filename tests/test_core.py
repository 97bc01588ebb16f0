"""The core's front door: ``screener.core.screen`` needs no Flask and no face, and carries
what every face shows (the college to apply to, the home college, which estimate questions
are worth asking, next steps and contacts)."""
import subprocess
import sys

import pytest

from screener.core import Assessment
from screener.core import screen
from screener.flow import load_flow

CORE = ("screener.core", "screener.flow", "screener.serialize", "screener.token", "screener.i18n")
FACES = ("flask", "werkzeug", "flask_babel", "screener.web", "screener.chat", "screener.api", "screener.cli")


@pytest.mark.parametrize("module", CORE)
def test_the_core_imports_no_flask_and_no_face(module):
    code = (f"import sys, {module}\n"
            f"bad = sorted(m for m in sys.modules if m.split('.')[0] in {FACES!r} or m.startswith({FACES!r}))\n"
            "print(' '.join(bad))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"{module} imports {out.stdout.strip()}"


def test_screen_returns_the_assessment_faces_need(today):
    a = screen({"county": "howard", "college": "montgomery", "program_offered_locally": False}, today)
    assert isinstance(a, Assessment)
    assert a.home_college.id == "howard"
    assert a.college.id == "montgomery"  # its financial aid office is the one to ask
    assert a.apply_to.id == "montgomery"  # the program isn't offered at home: usable there
    assert a.next_steps and a.contacts


def test_apply_to_is_the_home_college_when_the_award_cant_be_used_at_the_one_named(today):
    a = screen({"county": "howard", "college": "montgomery", "program_offered_locally": True}, today)
    assert a.college.id == "montgomery" and a.college not in a.colleges
    assert a.apply_to.id == "howard"
    assert screen({"county": "outside-md"}, today).apply_to is None
    assert screen({}, today).home_college is None


def test_estimate_questions_worth_asking_follow_the_answers(today):
    assert "household_size" in screen({}, today).estimate_no_use  # no income: no Pell estimate
    assert "household_size" not in screen({"agi": 40000}, today).estimate_no_use
    assert "household_size" in screen({"agi": 40000, "grant_aid": 0}, today).estimate_no_use
    assert "credits_per_semester" in screen({"program": "apprenticeship"}, today).estimate_no_use
    flow = load_flow()
    assert {q.id for q in flow.questions if q.ask == "for_estimate" or q.estimate} >= {"household_size"}

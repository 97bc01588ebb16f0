"""A single applicant's income passing the limit says that §18-3601 adds the parents' income to
any unmarried applicant's and is silent on students on their own (a newcomer's finding: "im 18
and i support myself, i make 20k" was told "likely eligible" on the student's income alone, with
nothing said); other households get no such note."""
import datetime as dt

import pytest

from screener.core import screen
from screener.i18n import render

BASE = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044",
        "county": "howard", "in_state_tuition": "yes", "hs_completion_date": "2026-06", "college": "howard",
        "program": "associate", "credits_per_semester": 12, "hs_gpa": 3.0, "agi": 20000,
        "aid_application": "fafsa", "full_cost_scholarship": False}


def _income_text(household, lang):
    a = screen(dict(BASE, household=household), dt.date(2026, 12, 1))
    check = next(c for c in a.checks if c.id == "income")
    return render(check.message, lang)


@pytest.mark.parametrize("lang,words", [("en", "parents' income"), ("es", "ingresos de tus padres")])
def test_a_single_applicant_is_told_whose_income_the_law_adds(lang, words):
    text = _income_text("single", lang)
    assert words in text and "§18-3601" in text, text


@pytest.mark.parametrize("household", ["single_parent", "two_parent", "married"])
@pytest.mark.parametrize("lang", ["en", "es"])
def test_other_households_get_no_such_note(household, lang):
    assert "18-3601" not in _income_text(household, lang)

"""A yes or a no said the regional way, first thing, before the facts that follow it (issue #8,
dev16's Spanish-speaking families): Colombian "sisas", "de una"; Salvadoran "fíjese que sí", "va
pues", "nombre"; Mexican "nanay"; Caribbean "qué va". The facts after it never turn the answer
around ("nombre, ya tengo residencia" is a no, whatever "tengo" may mean). Words that are also
ordinary Spanish ("nombre" a name, "qué va a pasar", "de una vez") are no answer by themselves.
English stays as it was. The wording is ours. Today in the bench is 2026-12-01."""
import datetime as dt

import pytest

from screener.chat import understand
from screener.flow import State
from screener.flow import load_flow

TODAY = dt.date(2026, 12, 1)
SO_FAR = {"applicant_type": "new", "prior_degree": "none", "zip": "21044", "county": "howard", "in_state_tuition": "yes",
          "high_school": "maryland", "hs_completion_date": "2027-06", "college": "howard", "program": "associate",
          "credits_per_semester": 12, "hs_gpa": 3.0, "household": "two_parent", "household_size": 4, "agi": 40000,
          "aid_application": "one_app"}
RENEWING = {"applicant_type": "renewal", "in_state_tuition": "yes", "program": "associate", "credits_per_semester": 12,
            "cc_gpa": 3.0, "credits_completed_last_semester": 12}


def reading(qid: str, text: str, lang: str, answers=SO_FAR):
    state = State({k: v for k, v in answers.items() if k != qid}, frozenset(), lang)
    return understand.read(load_flow().question(qid), text, lang, state, TODAY)


@pytest.mark.parametrize("qid,text,value", [
    ("in_state_tuition", "sisas", "yes"),
    ("in_state_tuition", "sisa, desde chiquita vivo acá", "yes"),
    ("dream_act", "nombre, ya tengo residencia", "false"),
    ("dream_act", "nanay, yo nací en Baltimore", "false"),
    ("full_cost_scholarship", "qué va, ojalá, ni una beca me paga todo eso", "false"),
    ("dream_act", "ni de chiste, tengo mis papeles", "false"),
])
def test_a_regional_yes_or_no_first_is_the_answer(qid, text, value):
    got = reading(qid, text, "es")
    assert got.form == {qid: value}, got


def test_a_regional_yes_before_a_denied_probation_is_good_standing():
    got = reading("satisfactory_progress", "de una, todo bien, nunca me han mandado a probation", "es", RENEWING)
    assert got.form == {"satisfactory_progress": "true"}, got


@pytest.mark.parametrize("qid,text,lang", [
    ("dream_act", "nombre de la ley?", "es"),
    ("in_state_tuition", "qué va a pasar si no", "es"),
    ("dream_act", "what's the name of that law", "en"),
])
def test_the_same_words_as_ordinary_words_are_no_answer(qid, text, lang):
    got = reading(qid, text, lang)
    assert got.form is None, got


@pytest.mark.parametrize("qid,text,value", [
    ("in_state_tuition", "yes, we've lived in Maryland since I was little", "yes"),
    ("dream_act", "no, I already have my green card", "false"),
])
def test_english_yes_and_no_first_still_answer(qid, text, value):
    assert reading(qid, text, "en").form == {qid: value}

"""A choice's own words typed back (issue #8): every choice of every question of the flow, its
label as the questionnaire shows it in English and in Spanish, typed into the chat at that question
(or into a counselor's roster cell, which the chat's reader reads), is that choice or is asked
about — never another choice. Class (a tester's finding): "Vivo con un solo padre o madre", the
household question's own Spanish label, was read as two parents ("padre" and "madre" counted), a
$150,000 income limit for a one-parent household's $100,000."""
import datetime as dt

import pytest

from screener.chat import understand
from screener.flow import State
from screener.flow import load_flow
from screener.i18n import render

FLOW = load_flow()
TODAY = dt.date(2026, 12, 1)
CASES = [(q.id, inp.id, c.value, lang)
         for q in FLOW.questions for inp in q.inputs for c in (inp.choices or ())
         for lang in ("en", "es")]


@pytest.mark.parametrize("qid, field, value, lang", CASES)
def test_a_choice_label_typed_back_is_that_choice_or_asked(qid, field, value, lang):
    q = FLOW.question(qid)
    choice = next(c for inp in q.inputs if inp.id == field for c in inp.choices if c.value == value)
    text = render(choice.label, lang)
    reading = understand.read(q, text, lang, State({}, set(), lang), TODAY)
    got = (reading.form or {}).get(field)
    assert got in (None, value), f"{text!r} at {qid} read as {got!r}, not {value!r}"


@pytest.mark.parametrize("text, lang, want", [
    ("un solo padre o madre", "es", "single_parent"),
    ("vivo con mi mamá o mi papá, uno solo", "es", "single_parent"),
    ("one parent, my mom or my dad", "en", "single_parent"),
    ("with my mom or dad", "en", "single_parent"),
    ("mi mamá y mi papá", "es", "two_parent"),
    ("my mom and my stepdad", "en", "two_parent"),
])
def test_either_parent_is_one_parent(text, lang, want):
    assert understand.household_kind(text) == want

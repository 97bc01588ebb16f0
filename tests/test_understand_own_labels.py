"""A choice's own words typed back (issue #8): every choice of every question of the flow, its
label as the questionnaire shows it in English and in Spanish, typed into the chat at that question
(or into a counselor's roster cell, which the chat's reader reads), is that choice or is asked
about — never another choice. Class (a tester's finding): "Vivo con un solo padre o madre", the
household question's own Spanish label, was read as two parents ("padre" and "madre" counted), a
$150,000 income limit for a one-parent household's $100,000."""
import datetime as dt

import pytest

from screener.chat import understand
from screener.chat.engine import Conversation
from screener.chat.engine import respond
from screener.flow import State
from screener.flow import load_flow
from screener.i18n import render

from support import load_bench

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


# A parent filling the screener in for a child (a tester's finding: "I'm filling this out for my
# daughter. My husband and I make 90k" was read back as a married student): the student's parents.
@pytest.mark.parametrize("text, lang", [
    ("I'm filling this out for my daughter. My husband and I make 90k", "en"),
    ("me and my husband, our daughter is the one applying", "en"),
    ("doing this for my son, it's me and my wife", "en"),
    ("Lo lleno por mi hija. Mi esposo y yo ganamos 90 mil", "es"),
    ("mi esposo y yo, mi hija es la que va a aplicar", "es"),
])
def test_a_parent_filling_it_in_for_a_child_is_two_parents(text, lang):
    assert understand.speaks_for_child(text)
    bench = load_bench()
    base, seen = bench._base("household", "household")
    turn = respond(Conversation(State(dict(base), seen, lang), "household"), text, lang, TODAY)
    if turn.conversation.pending:
        turn = respond(turn.conversation, "yes" if lang == "en" else "sí", lang, TODAY)
    assert turn.answers.get("household") == "two_parent", turn.reply


@pytest.mark.parametrize("text", ["me and my husband", "mi esposo y yo, no tenemos hijos", "I'm married"])
def test_a_married_student_is_still_married(text):
    assert not understand.speaks_for_child(text)

"""Income findings, round 28 (fix28a): pay lost or replaced on the way to a verdict. A pay verb
mistyped; a married student's own pay held beside a read-back, then the spouse's pay; a "yes"
beside a question; an answer to another question at the spouse's question; an income corrected
after the result. Never a false "likely eligible" from a part lost. The wording is ours, English
and Spanish rows."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State
from support import talk as chat
from support import then

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
BEFORE_INCOME = {"applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
                 "hs_completion_date": "2027-06", "college": "howard", "program": "associate", "credits_per_semester": 12,
                 "hs_gpa": 3.0, "household_size": 4}


def at_income(household: str, lang: str) -> Conversation:
    return Conversation(State({**BEFORE_INCOME, "household": household}, frozenset(), lang), "agi")


def talk(household: str, lang: str, *said):
    """The turn after each of ``said`` is told, from the income question."""
    turn, conv = None, at_income(household, lang)
    for text in said:
        turn = respond(conv, text, lang, TODAY)
        conv = turn.conversation
    return turn


def read_back(turn) -> float | None:
    value = turn.conversation.pending.get("agi", {}).get("agi")
    return float(value) if value is not None else None


# --- a pay verb mistyped: still a pay verb (a letter dropped, swapped or doubled) --------------------

@pytest.mark.parametrize("first,second,lang,total", [
    ("my dad makes 60k", "my mom maks 45k", "en", 105_000),
    ("my dad makes 60k", "and my mom mkes 45k", "en", 105_000),
    ("my mom makes 45k", "my dad gna make 60k this year", "en", 105_000),
    ("my mom makes 45k", "my dad earsn 60k", "en", 105_000),
    ("mi papá gana 60 mil", "mi mamá gna 40 mil", "es", 100_000),
    ("mi mamá gana 45 mil", "mi papa gnaa 40 mil", "es", 85_000),
])
def test_a_mistyped_pay_verb_still_adds_the_other_parents_pay(first, second, lang, total):
    turn = talk("two_parent", lang, first)
    if "agi" in turn.conversation.pending:
        turn = respond(turn.conversation, YES[lang], lang, TODAY)
    turn = respond(turn.conversation, second, lang, TODAY)
    assert read_back(turn) == total, turn.reply


@pytest.mark.parametrize("said,lang", [
    ("i will take 12 credits", "en"),
    ("me gradué hace 3 años", "es"),
])
def test_no_pay_verb_slip_in_other_words(said, lang):
    from screener.chat import understand
    assert not understand.income_cued(said)

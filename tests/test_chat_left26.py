"""Misreads by class, in both languages: a rate per hour said among other facts keeps the other
facts while its hours are asked."""
import datetime as dt

import pytest

from support import proposed
from support import talk
from support import waiting


def _then(turn, message: str, lang: str):
    """Send ``message`` after ``turn``; return the next turn."""
    from screener.chat.engine import respond
    return respond(turn.conversation, message, lang, dt.date(2026, 12, 1))


def _held(turn) -> dict:
    """Return the answers ``turn`` kept or read back."""
    return {**turn.answers, **proposed(turn)}


# --- a rate per hour among other facts: the other facts kept, the hours asked ----------------------

SO_FAR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "20715",
          "county": "prince-georges", "college": "prince-georges"}


@pytest.mark.parametrize("lang,said,hours", [
    ("en", "senior at Bowie High, my mom makes 17 an hour, CCBC, 3.2 gpa", "40"),
    ("en", "I'm a senior, going to CCBC, gpa is 3.2 and my dad gets paid 17 dollars an hour", "about 40 hrs"),
    ("es", "soy senior en Bowie High, mi mamá gana 17 la hora, voy a CCBC, 3.2 de promedio", "40"),
])
def test_a_rate_in_an_opening_keeps_the_other_facts_and_asks_the_hours(lang, said, hours):
    turn = talk(lang, said)
    held = _held(turn)
    assert held.get("college") == "baltimore-county" and str(held.get("hs_gpa")) == "3.2", turn.reply
    assert "agi" not in held, turn.reply
    assert ("hours a week" if lang == "en" else "horas a la semana") in turn.reply
    turn = _then(turn, hours, lang)
    assert proposed(turn).get("agi") == 35360 and "agi" not in turn.answers, turn.reply
    assert _held(turn).get("college") == "baltimore-county", turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "senior at Bowie High, my mom makes 17 an hour, CCBC, 3.2 gpa"),
    ("es", "mi mamá gana 17 la hora, voy a CCBC, tengo 3.2 de promedio"),
])
def test_a_rate_at_another_question_keeps_the_other_facts(lang, said):
    turn = waiting(SO_FAR, "in_state_tuition", said, lang)
    held = _held(turn)
    assert held.get("college") == "baltimore-county" and str(held.get("hs_gpa")) == "3.2", turn.reply
    assert ("hours a week" if lang == "en" else "horas a la semana") in turn.reply
    turn = _then(turn, "40", lang)
    assert proposed(turn).get("agi") == 35360, turn.reply
    assert proposed(turn).get("college") == "baltimore-county", turn.reply


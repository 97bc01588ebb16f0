"""Classes of fix35k (the wording is ours).

1. A university's student saying where they study now, in the present tense ("I go to Towson
   University", "I attend UMBC", "I'm at Morgan State", "estoy en UMBC"), was read as a Maryland high
   school ("Towson" is a town) and the GPA said beside it kept as the high school's: no high-school
   fact and no high-school GPA is kept from such words (at the GPA question, the college GPA is named
   as such); a wish or a plan ("I want to go to", "transfer to") is no such thing.
2. A county named without "county", as a clause of its own beside other facts ("dont know, prince
   georges" at the ZIP question, "senior at Bowie High, Prince George's, 3.1 gpa"), was lost: it is
   read, and read back.
"""
import datetime as dt

import pytest

from screener.chat import understand
from support import proposed
from support import talk
from support import then

DAY = dt.date(2026, 12, 1)


def _everything(turn) -> dict:
    """The answers kept and the ones read back, awaiting a yes."""
    return {**turn.answers, **proposed(turn)}


def _read(qid: str, text: str, lang: str):
    from screener.chat.session import State
    from screener.flow import load_flow
    q = load_flow().question(qid)
    with understand.one_message():
        return understand.read(q, text, lang, State({"applicant_type": "new"}, frozenset(), lang), DAY)


# --- 1. a university's student, said in the present tense ----------------------------------------

@pytest.mark.parametrize("text,at", [
    ("i go to towson university gpa 2 4", True),
    ("i attend umbc and my gpa is 3 1", True),
    ("im at morgan state", True),
    ("i am currently at bowie state", True),
    ("estoy en umbc", True),
    ("estudio en la universidad de maryland", True),
    ("i want to go to towson university", False),
    ("im going to go to umbc next year", False),
    ("i want to transfer to morgan state", False),
    ("i go to towson high", False),
    ("i go to towson", False),  # (Towson High too: which one is asked, as for "senior at Towson")
    ("voy a ir a umbc", False),
    ("estoy en el ultimo ano en towson high", False),
])
def test_at_university_present_tense(text, at):
    assert understand.at_university(text) is at


_UNIVERSITY_OPENINGS = [
    ("en", "I go to Towson University, gpa 2.4"),
    ("en", "I attend UMBC and my gpa is 3.1"),
    ("en", "I'm at Morgan State, 3.0 gpa"),
    ("es", "estoy en UMBC, mi promedio es 3.1"),
    ("es", "estudio en Towson University, promedio 2.8"),
]


@pytest.mark.parametrize("lang,opening", _UNIVERSITY_OPENINGS)
def test_a_university_student_keeps_no_high_school_fact(lang, opening):
    got = _everything(talk(lang, opening))
    assert "high_school" not in got and "hs_gpa" not in got, got


@pytest.mark.parametrize("lang,text", [
    ("en", "I go to Towson University, gpa 2.4"),
    ("en", "I'm at Morgan State and my gpa is 3.0"),
    ("es", "estoy en UMBC, promedio 3.1"),
])
def test_at_the_gpa_question_a_university_gpa_is_named(lang, text):
    reading = _read("hs_gpa", text, lang)
    assert not reading.form and reading.problem is not None
    assert reading.problem.text == understand.COLLEGE_GPA_NOT_HS


# --- 2. a county named alone, as a clause beside other facts -------------------------------------

@pytest.mark.parametrize("text,county", [
    ("dont know, prince georges", "prince-georges"),
    ("anne arundel, I dont know the zip", "anne-arundel"),
    ("not sure of the zip, PG", "prince-georges"),
    ("no sé, anne arundel", "anne-arundel"),
    ("dont know, baltimore", None),  # (the city or the county)
    ("no se, washington", None),  # (the capital too)
    ("I live in Prince George's County", None),  # (named with "county": read as before, not here)
    ("dont know the zip", None),
])
def test_county_named_alone(text, county):
    assert understand.county_named_alone(text) == county


_SO_FAR = {"en": "first time, no degree, I graduate June 2027 from a Maryland high school, 3.1 gpa",
           "es": "primera vez, sin título, me gradúo en junio 2027 de una escuela de Maryland, promedio 3.1"}
_AT_ZIP = [
    ("en", "dont know, prince georges", "prince-georges"),
    ("en", "anne arundel, I dont know the zip", "anne-arundel"),
    ("en", "not sure of the zip, PG", "prince-georges"),
    ("es", "no sé, prince georges", "prince-georges"),
    ("es", "no sé el código postal, PG", "prince-georges"),
]


@pytest.mark.parametrize("lang,message,county", _AT_ZIP)
def test_a_county_said_alone_at_the_zip_is_read_back(lang, message, county):
    turn = talk(lang, _SO_FAR[lang])
    if turn.expecting != "zip":
        turn = then(turn, "yes" if lang == "en" else "sí", lang)
    assert turn.expecting == "zip", turn.reply
    turn = then(turn, message, lang)
    assert proposed(turn).get("county") == county, turn.reply
    assert "county" not in turn.answers  # (read back, never kept unasked)


@pytest.mark.parametrize("lang,opening", [
    ("en", "senior at Bowie High, Prince George's, 3.1 gpa"),
    ("es", "senior en Bowie High, Prince George's, promedio 3.1"),
])
def test_a_county_said_alone_in_an_opening_is_read_back(lang, opening):
    turn = talk(lang, opening)
    assert proposed(turn).get("county") == "prince-georges", turn.reply

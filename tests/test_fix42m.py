"""fix42m: follow-ups to this round's branches.

4) The last year of high school said in Spanish in an opening ("último año de secundaria", "12º
   grado") was not read as a senior (the degree question asked); English "senior" was. Now read
   as the senior (graduation this school year, no degree), as in English. Guards: a past last year
   ("me gradué…") and "12 créditos" are no senior.
"""
import pytest

from support import proposed, talk


def _kept(turn) -> dict:
    return {**turn.conversation.state.answers, **proposed(turn)}


@pytest.mark.parametrize("lang, message", [
    ("es", "último año de secundaria"),
    ("es", "12º grado"),
    ("es", "hola, último año de prepa"),
    ("en", "12th grade"),
    ("en", "I'm in my senior year of high school"),
    ("en", "I'm a senior at Poly"),  # guard
    ("es", "estoy en el último año"),  # guard
])
def test_spanish_last_year_read_as_senior(lang, message):
    turn = talk(lang, message)
    kept = _kept(turn)
    assert kept.get("prior_degree") == "none" and kept.get("hs_completion_date") == "2027-06"
    assert turn.conversation.expecting != "prior_degree"


@pytest.mark.parametrize("lang, message", [
    ("es", "me gradué del último año de secundaria en 2010"),  # guard
    ("es", "tengo 12 créditos"),  # guard
    ("en", "senior citizen here"),  # guard
])
def test_past_or_other_not_senior(lang, message):
    assert _kept(talk(lang, message)).get("hs_completion_date") != "2027-06"

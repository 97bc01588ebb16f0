"""How the chat reads where a student lives when a street is named (issue #8, a newcomer's
findings): a street named for a county or a town ("Calvert Rd", "calle Frederick") is no home
county; the town said with it is read, and read back. The home-college question names the
college. The wording is ours. Today in the bench is 2026-12-01."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State

TODAY = dt.date(2026, 12, 1)
TO_ZIP = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland"}
TO_PROGRAM = {"applicant_type": "new", "prior_degree": "none", "zip": "21044", "in_state_tuition": "yes",
              "high_school": "maryland", "hs_completion_date": "2027-06", "program": "associate",
              "credits_per_semester": 12, "enrolled_at_md_community_college": False}


def at(question: str, answers: dict, lang: str) -> Conversation:
    return Conversation(State(dict(answers), frozenset(), lang), question)


@pytest.mark.parametrize("text,lang,county", [
    ("we're on Harford Rd in Parkville", "en", "baltimore-county"),
    ("i live off Howard Street in Frederick", "en", "frederick"),
    ("my address is 210 Calvert Road, Laurel", "en", None),  # Laurel spans counties: asked, never Calvert
    ("home is 77 Charles St Towson", "en", "baltimore-county"),
    ("vivo en la calle Calvert en Hyattsville", "es", "prince-georges"),
    ("vivimos por la avenida Frederick en Gaithersburg", "es", "montgomery"),
])
def test_a_street_named_for_a_place_is_not_the_home_county(text, lang, county):
    turn = respond(at("zip", TO_ZIP, lang), text, lang, TODAY)
    assert "county" not in turn.answers, (text, turn.answers)  # never kept unasked
    proposed = turn.conversation.pending.get("county", {}).get("county")
    assert proposed == county, (text, turn.reply)


@pytest.mark.parametrize("text,lang", [
    ("we live on Calvert Street", "en"),
    ("vivo en la calle Harford", "es"),
])
def test_a_street_alone_names_no_county(text, lang):
    turn = respond(at("zip", TO_ZIP, lang), text, lang, TODAY)
    assert "county" not in turn.answers and "county" not in turn.conversation.pending, turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_home_college_question_names_the_college(lang):
    turn = respond(at("college", TO_PROGRAM, lang), "Frederick Community College", lang, TODAY)
    assert turn.expecting == "program_offered_locally", turn.reply
    assert "Howard Community College" in turn.reply, turn.reply

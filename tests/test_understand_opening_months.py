"""Classes of long first messages (issue #8): a graduation month said in the first person's
present ("me gradúo en mayo") read only when the whole verb phrase was kept; the town of a
student's own school dropped when the last year of high school was said in Spanish or by its
grade; an answer about having the award ("first time") read as the name of a Maryland high
school (a ZIP code followed by a comma, first here, was fixed the same way on main). Both languages; the wording is our own."""
import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State

from test_understand_opening_facts import DAY
from test_understand_opening_facts import found


# --- a graduation month said in the present, inside a longer message -------------------------------

@pytest.mark.parametrize("lang,text,month", [
    ("es", "hola, estoy en el último año de la prepa y me gradúo en mayo, mi mamá gana 40 mil", "2027-05"),
    ("es", "soy senior, me graduo en junio y mi promedio es 3.2", "2027-06"),
    ("es", "mi hijo y yo queremos saber, nos graduamos en junio los dos, bueno él", "2027-06"),
    ("en", "senior here, I graduate in may and my dad makes 50k", "2027-05"),  # (parity: read as before)
])
def test_a_graduation_month_in_the_present_is_the_coming_one(lang, text, month):
    assert found(lang, text).get("hs_completion_date") == month


@pytest.mark.parametrize("lang,text", [
    ("es", "me gradué en mayo y trabajo desde entonces, mi esposo gana 40 mil"),
    ("en", "I graduated in may and have worked since, my husband makes 40k"),
])
def test_a_graduation_month_in_the_past_is_not_the_coming_one(lang, text):
    assert found(lang, text).get("hs_completion_date") not in ("2027-05",)


# --- the town of the student's own school, the last year said without "senior" ---------------------

@pytest.mark.parametrize("lang,text,county", [
    ("es", "estoy en mi último año en la high de Dundalk, mi papá gana 60 mil", "baltimore-county"),
    ("es", "mi hija cursa el último año en la prepa de Frostburg y se gradúa en junio", "allegany"),
    ("en", "im in 12th grade at the high school in Frostburg, my mom makes 45k", "allegany"),
])
def test_the_town_of_a_school_in_its_last_year_is_the_county(lang, text, county):
    assert found(lang, text).get("county") == county


# --- an answer about the award is no high school's name ----------------------------------------------

@pytest.mark.parametrize("lang,text", [
    ("en", "first time"),
    ("en", "its my first time"),
    ("es", "primera vez"),
    ("es", "es mi primera vez"),
])
def test_first_time_at_the_high_school_question_is_no_school(lang, text):
    turn = respond(Conversation(State(lang=lang), "high_school"), text, lang, DAY)
    assert "high_school" not in turn.conversation.state.answers
    assert "high_school" not in {k for u in turn.conversation.pending.values() if isinstance(u, dict) for k in u}


@pytest.mark.parametrize("lang,text", [
    ("en", "Northwood"),
    ("en", "first time, I go to Northwood High"),
    ("es", "la prepa Blair"),
])
def test_a_school_named_is_still_a_maryland_school(lang, text):
    turn = respond(Conversation(State(lang=lang), "high_school"), text, lang, DAY)
    said = {**turn.conversation.state.answers,
            **{k: v for u in turn.conversation.pending.values() if isinstance(u, dict) for k, v in u.items()}}
    assert said.get("high_school") == "maryland"

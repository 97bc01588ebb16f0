"""Which facts the chat reads back (issue #8: "median messages to a result for a typical senior
≤ 12"), each class in both languages and in our own words. tests/chat/README.md: a value
converted or inferred, or one that would rule the student out, is read back ("Just to check, I
read: … Is that right?"); a plain fact stated plainly is kept at once, however many words it
takes, in a first message or with another question pending. Each read-back of a plain fact cost
the student a message."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State

TODAY = dt.date(2026, 12, 1)
SENIOR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "20715",
          "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "prince-georges", "program": "associate",
          "credits_per_semester": 12, "hs_gpa": 3.2}


def opening(message, lang):
    return respond(respond(None, "", lang, TODAY).conversation, message, lang, TODAY)


def at(expecting, message, lang, answers=None):
    answers = dict(SENIOR if answers is None else answers)
    return respond(Conversation(State(answers, lang=lang), expecting=expecting), message, lang, TODAY)


# --- plain facts: kept at once -------------------------------------------------------------------


@pytest.mark.parametrize("lang,message,household", [
    ("en", "just me and my mom at home since I was little", "single_parent"),
    ("en", "my mom and my dad and my little brother and me", "two_parent"),
    ("es", "solo mi mamá y yo en la casa desde que era niña", "single_parent"),
    ("es", "vivo con mi mamá y mi papá y mis dos hermanitos", "two_parent"),
])
def test_a_household_told_in_a_sentence_is_kept_without_a_read_back(lang, message, household):
    # class: a plain answer read back only for its length (more than six words)
    turn = at("household", message, lang)
    assert not turn.conversation.pending, turn.reply
    assert turn.answers.get("household") == household, turn.reply
    assert turn.expecting == "agi", turn.reply


@pytest.mark.parametrize("lang,message", [
    ("en", "we are going to send in the FAFSA over winter break"),
    ("es", "vamos a mandar la FAFSA en las vacaciones de invierno"),
])
def test_the_fafsa_named_in_a_sentence_is_kept_without_a_read_back(lang, message):
    answers = {**SENIOR, "household": "single_parent", "agi": 40000}
    turn = at("aid_application", message, lang, answers)
    assert not turn.conversation.pending, turn.reply
    assert turn.answers.get("aid_application") == "fafsa", turn.reply
    assert turn.expecting == "full_cost_scholarship", turn.reply


@pytest.mark.parametrize("lang,message", [
    ("en", "I was born in Peru and I go to Bowie High in Bowie"),
    ("es", "voy a Bowie High School, en Bowie, nací en Perú"),
])
def test_a_high_school_in_a_maryland_town_is_kept_without_a_read_back(lang, message):
    turn = at("high_school", message, lang, {"applicant_type": "new", "prior_degree": "none"})
    assert not turn.conversation.pending, turn.reply
    assert turn.answers.get("high_school") == "maryland", turn.reply


@pytest.mark.parametrize("lang,message,county", [
    ("en", "hi! i live in PG and want to start at the community college next fall", "prince-georges"),
    ("es", "hola, vivo en Silver Spring y quiero empezar en el college el otoño que viene", "montgomery"),
])
def test_a_county_or_town_in_a_first_message_is_kept_without_a_read_back(lang, message, county):
    turn = opening(message, lang)
    assert "county" not in turn.conversation.pending, turn.reply
    assert turn.answers.get("county") == county, turn.reply


# --- what the labels require: still read back ----------------------------------------------------


@pytest.mark.parametrize("lang,message", [
    ("en", "just my mom and me. my dad lives out in the country"),
    ("es", "solo mi mamá y yo. mi papá vive allá en el campo"),
])
def test_a_household_whose_aside_changes_the_reading_is_still_read_back(lang, message):
    # the first clause says one parent; read whole, the father elsewhere counted as at home: the
    # sentence is not a plain answer, so whatever it is read as is asked about first
    turn = at("household", message, lang)
    assert "household" not in turn.answers, turn.reply


@pytest.mark.parametrize("lang,expecting,message,field", [
    ("en", "agi", "my mom makes about 3,800 a month at the hospital", "agi"),  # converted
    ("es", "agi", "mi mamá gana como 3,800 al mes en el hospital", "agi"),
    ("en", "credits_per_semester", "I'm planning to go full time in the fall", "credits_per_semester"),  # "full time" -> 12
    ("es", "credits_per_semester", "voy a ir tiempo completo en el otoño", "credits_per_semester"),
])
def test_a_converted_value_is_still_read_back(lang, expecting, message, field):
    answers = {**SENIOR, "household": "single_parent"}
    answers.pop(expecting, None)
    turn = at(expecting, message, lang, answers)
    assert field in turn.conversation.pending, turn.reply
    assert field not in turn.answers, turn.reply


@pytest.mark.parametrize("lang,expecting,message,field", [
    ("en", "aid_application", "honestly we will not be filling out any of those forms this year", "aid_application"),
    ("es", "aid_application", "la verdad no vamos a llenar ninguna de esas solicitudes este año", "aid_application"),
    ("en", "high_school", "I finished high school in Richmond, Virginia back in June 2026", "high_school"),
    ("es", "high_school", "terminé la escuela secundaria en Richmond, Virginia en junio del 2026", "high_school"),
])
def test_an_answer_that_rules_the_student_out_is_still_read_back(lang, expecting, message, field):
    answers = {**SENIOR, "household": "single_parent", "agi": 40000} if expecting == "aid_application" \
        else {"applicant_type": "new", "prior_degree": "none"}
    turn = at(expecting, message, lang, answers)
    assert field not in turn.answers, turn.reply
    assert turn.assessment is None or turn.assessment["status"] != "likely_ineligible", turn.reply

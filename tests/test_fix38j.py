"""Classes of fix38j: small misreadings. A graduation with no college named is high school's, no
degree soon; an amount said before the home is the income, read back with it; "the mom of a senior"
writes for her child; a college named alone at another question, that college kept, is no question;
a "no," said apart is no part of the immigration status after it; "private" at the high-school
question is the school's. The wording is ours."""
import datetime as dt

import pytest

from support import proposed
from support import talk
from support import waiting

DAY = dt.date(2026, 12, 1)
NEW = {"applicant_type": "new"}
AT_HOUSEHOLD = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
                "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "howard", "program": "associate",
                "credits_per_semester": 12, "hs_gpa": 3.2}
AT_IN_STATE = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "20774", "county": "prince-georges"}


# --- item 1: a graduation said at the degree question, no college named ----------------------------

GRADUATES = [("en", "he graduates in June 2027"), ("es", "se gradúa en junio de 2027"), ("en", "I graduate in June 2027")]


@pytest.mark.parametrize("lang,said", GRADUATES)
def test_a_graduation_is_no_degree_finishing(lang, said):
    turn = waiting(NEW, "prior_degree", said, lang)
    assert "ineligible" not in turn.reply and "inelegible" not in turn.reply and "no cumplir" not in turn.reply, turn.reply
    assert {**turn.answers, **proposed(turn)}.get("prior_degree") == "none", turn.reply
    assert proposed(turn).get("hs_completion_date") == "2027-06", turn.reply


def test_a_college_degree_finishing_keeps_its_note():
    turn = waiting(NEW, "prior_degree", "I graduate from community college in May with my associate's", "en")
    assert "finish before your award starts" in turn.reply, turn.reply


# --- item 2: an amount said before the household -----------------------------------------------------

AMOUNT_FIRST = [("en", "45 mil, one parent"), ("en", "45k, one parent"), ("es", "un padre, 45 mil"), ("es", "45 mil, un padre")]


@pytest.mark.parametrize("lang,said", AMOUNT_FIRST)
def test_an_amount_said_with_the_household_is_read_back(lang, said):
    turn = waiting(AT_HOUSEHOLD, "household", said, lang)
    both = {**turn.answers, **proposed(turn)}
    assert both.get("household") == "single_parent", turn.reply
    assert "agi" in proposed(turn) and float(proposed(turn)["agi"]) == 45000, turn.reply


# --- item 3: a parent naming the student by their school year --------------------------------------

@pytest.mark.parametrize("lang,said,question", [
    ("en", "hi, I'm the mom of a senior at Bowie High", "your child"),  # (fix48d: a parent hears "your child")
    ("es", "soy la mamá de una estudiante de último año", "tu hijo o hija"),  # (fix48d)
])
def test_the_mom_of_a_senior_writes_for_her_child(lang, said, question):
    turn = talk(lang, said, "first time" if lang == "en" else "primera vez")
    assert question in turn.reply, turn.reply


@pytest.mark.parametrize("said", ["I'm the mother of two", "I'm the mom of a 2 year old"])
def test_a_student_who_is_a_mom_is_no_parent_writing(said):
    from screener.chat import understand
    assert not understand.speaks_for_child(said)


# --- item 4: a college named at the in-state question ------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("said", ["Prince George's Community College", "PGCC"])
def test_a_college_kept_named_again_is_no_question(lang, said):
    turn = waiting({**AT_IN_STATE, "college": "prince-georges"}, "in_state_tuition", said, lang)
    assert "know the answer" not in turn.reply and "no sé la respuesta" not in turn.reply, turn.reply
    assert "Prince George's Community College" in turn.reply and turn.expecting == "in_state_tuition", turn.reply
    assert ("in-state" in turn.reply), turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_college_not_kept_is_read_back(lang):
    turn = waiting(AT_IN_STATE, "in_state_tuition", "Prince George's Community College", lang)
    assert proposed(turn).get("college") == "prince-georges", turn.reply


# --- item 6: "no," apart from the status -------------------------------------------------------------

@pytest.mark.parametrize("said,kind", [
    ("no, soy ciudadano", None), ("no, tengo papeles", None), ("nope, I'm a citizen", None),
    ("no soy ciudadano", "papers"), ("no tengo papeles", "papers"), ("no, I don't have papers", "papers"),
    ("no, im not a citizen", "papers"),
])
def test_a_no_apart_is_no_part_of_the_status(said, kind):
    from screener.chat import understand
    assert understand.aside_only(said) == kind


# --- item 7: "private" at the high-school question ---------------------------------------------------

@pytest.mark.parametrize("lang,said", [("en", "does it matter if it's private?"), ("es", "¿importa si es privada?")])
def test_private_at_the_high_school_question_is_the_school(lang, said):
    turn = waiting(NEW, "high_school", said, lang)
    assert "private high school" in turn.reply or "secundaria privada" in turn.reply, turn.reply
    assert "store your answers" not in turn.reply and "guardamos" not in turn.reply, turn.reply


def test_privacy_asked_at_the_high_school_question_is_still_privacy():
    turn = waiting(NEW, "high_school", "are my answers private?", "en")
    assert "store your answers" in turn.reply, turn.reply


# --- item 5: a sibling's parent's pay while the household is read back -------------------------------

def test_a_household_being_read_back_is_said():
    turn = talk("en", "hi, I'm his older sister, he's a senior", "first time", "none", "maryland", "21044", "yes", "yes",
                "howard", "associate", "12", "3.2, he lives with our mom")
    assert proposed(turn).get("household") == "single_parent", turn.reply
    from support import then
    turn = then(turn, "she makes 55k, and me, I make 30k", "en")
    assert "which is closest" not in turn.reply, turn.reply
    assert proposed(turn).get("household") == "single_parent" and float(proposed(turn).get("agi")) == 55000, turn.reply


@pytest.mark.parametrize("said,agi", [("21224, casa 15", None), ("45k, one parent", "45000.0"), ("45 mil, un padre", "45000.0")])
def test_a_zip_before_the_home_is_no_income(said, agi):
    from screener.chat import understand
    assert (understand._amount_after_home(understand.fold(said), "es", "agi") or {}).get("agi") == agi

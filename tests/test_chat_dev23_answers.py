"""dev23's failures (people who don't know the words), by class, in both languages: a question
opened by "if" ("si" unpunctuated) is a case asked about; at a yes/no question, a "no" that
negates something else before a question is no answer; the student's own spouse named in the
household's list ("my wife", "mi esposo", a baby at home) is a married household counted; what was
done "again" or "in October" ("did the fafsa again") is told, not asked."""
import pytest

from support import answer
from support import graded
from support import load_bench
from support import proposed
from support import waiting

BENCH = load_bench()

RENEWING = {"applicant_type": "renewal", "college": "frederick", "prior_degree": "none", "in_state_tuition": "yes",
            "program": "associate", "credits_per_semester": 6, "cc_gpa": 3.1}
GED_ADULT = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland_ged", "county": "anne-arundel",
             "college": "anne-arundel"}
BEFORE_AID = {**RENEWING, "credits_per_semester": 12, "cc_gpa": 2.9, "credits_completed_last_semester": 12,
              "satisfactory_progress": True, "first_enrolled": "2025-08", "enrollment_status": "full_time",
              "household": "single_parent", "household_size": 2, "agi": 48000}


# --- a question opened by "if" is a case, never the answer -----------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "if one semester i only finish 3 credits do i lose it?"),
    ("en", "if a semester i drop down to 4 credits will they take it away?"),
    ("es", "si un semestre nomas termino 3 creditos me la quitan?"),
    ("es", "si me quedo con 4 creditos un semestre, la pierdo?"),
    ("es", "si en primavera bajo a 5 créditos ¿me quitan la beca?"),
])
def test_a_question_opened_by_if_keeps_nothing(lang, said):
    turn = waiting(RENEWING, "credits_completed_last_semester", said, lang)
    assert proposed(turn) == {} and "credits_completed_last_semester" not in turn.answers, turn.reply
    assert turn.conversation.expecting == "credits_completed_last_semester", turn.reply


@pytest.mark.parametrize("lang,said,value", [
    ("es", "sí, 3.1?", 3.1), ("en", "3.1?", 3.1),
])
def test_a_yes_before_an_unsure_figure_is_still_read(lang, said, value):
    turn = waiting({k: v for k, v in RENEWING.items() if k != "cc_gpa"}, "cc_gpa", said, lang)
    assert {**turn.answers, **proposed(turn)}.get("cc_gpa") == value, turn.reply


# --- a "no" negating something else before a question is no answer --------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "its just a short class, not a real degree, does it still count?"),
    ("en", "its a short course not a degree, does that count?"),
    ("en", "the class is only 8 weeks, no credits, is that ok?"),
    ("es", "es un curso corto, no es carrera, cuenta igual?"),
    ("es", "son unas semanas nomas, no es un titulo, sirve?"),
])
def test_a_no_about_the_course_is_not_the_in_state_answer(lang, said):
    turn = waiting(GED_ADULT, "in_state_tuition", said, lang)
    assert "in_state_tuition" not in {**turn.answers, **proposed(turn)}, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "no, i live in delaware, does that matter?"),
    ("es", "no, vivo en virginia, cuenta?"),
])
def test_a_leading_no_before_a_question_is_still_read_back(lang, said):
    turn = waiting(GED_ADULT, "in_state_tuition", said, lang)
    assert proposed(turn).get("in_state_tuition") == "no" and "in_state_tuition" not in turn.answers, turn.reply


# --- the student's own spouse in the household's list ----------------------------------------------

@pytest.mark.parametrize("lang,said,size", [
    ("en", "married, me my husband and our 3 kids", 5),
    ("en", "my wife and our 2 children", 4),
    ("en", "married, my wife and the baby", 3),
    ("en", "my husband and our baby", 3),
    ("es", "vivo con mi marido y el nene", 3),
    ("es", "mi marido, yo y la niña", 3),
    ("es", "casada, yo mi esposo y los 2 niños", 4),
    ("es", "con mi esposo y la bebé", 3),
])
def test_the_own_spouse_listed_is_a_married_household(lang, said, size):
    graded(BENCH, "household", said, lang, answer(household="married", household_size=size))


# --- what was done, "again" or with its month, is told ---------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "did the fafsa again in october"),
    ("en", "did the fafsa again"),
    ("en", "filled out the fafsa again this month"),
    ("es", "hice la fafsa otra vez en octubre"),
    ("es", "ya mandé la fafsa de nuevo"),
])
def test_a_filing_done_again_is_the_application(lang, said):
    turn = waiting(BEFORE_AID, "aid_application", said, lang)
    assert {**turn.answers, **proposed(turn)}.get("aid_application") == "fafsa", turn.reply


def test_a_filing_asked_with_a_question_mark_is_still_a_question():
    turn = waiting(BEFORE_AID, "aid_application", "did the fafsa again?", "en")
    assert "aid_application" not in turn.answers, turn.reply


# --- a yes taken back by a doubt after it is "not sure" --------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "yeah i guess but idk"),
    ("en", "i think yes but i dont know"),
    ("es", "creo que si pero no se"),
    ("es", "pues si creo pero no se"),
    ("es", "yo creo que sí, pero no sé"),
])
def test_a_yes_then_a_doubt_is_not_sure(lang, said):
    graded(BENCH, "in_state_tuition", said, lang, answer(in_state_tuition="unsure"))


@pytest.mark.parametrize("lang,said", [("en", "yes"), ("en", "yeah i do"), ("es", "sí, vivo aquí desde niña")])
def test_a_plain_yes_stays_yes(lang, said):
    graded(BENCH, "in_state_tuition", said, lang, answer(in_state_tuition="yes"))

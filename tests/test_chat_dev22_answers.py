"""dev22's failures (ordinary students' whole conversations), by class, in both languages:
"married" said of "they" or "ellos" is the parents; a graduation year corrected with its month
named takes that month; a college corrected as "X, not Y" at "does your home college offer it?"
is the college, never that question's "no"; a noncredit student asking whether the FAFSA is
needed gets the noncredit rule; an "if I get it…" question about the family's benefits, or which
career pays more, is no status question and no FAQ topic."""
import datetime as dt

import pytest

from support import chat_so_far
from support import proposed
from support import waiting

DAY = dt.date(2026, 12, 1)


def _seen(turn) -> dict:
    return {**turn.answers, **proposed(turn)}


# --- "married" said of other people: the parents ------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "they r married"),
    ("en", "they got married"),
    ("en", "mom n dad r married"),
    ("en", "my mom and stepdad r married"),
    ("es", "ellos casados"),
    ("es", "ellos dos estan casados"),
    ("es", "ellos siguen casados"),
    ("es", "ellos se casaron"),
])
def test_married_said_of_them_is_two_parents(lang, said):
    turn = waiting(chat_so_far(3.1, None), "household", said, lang)
    assert _seen(turn).get("household") == "two_parent", turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "i got married last year"), ("en", "we r married, me and my husband"),
    ("es", "estoy casada"), ("es", "yo soy casado"),
])
def test_the_students_own_marriage_stays_married(lang, said):
    turn = waiting(chat_so_far(3.1, None), "household", said, lang)
    assert _seen(turn).get("household") == "married", turn.reply


# --- a year corrected with its month named -------------------------------------------------------

GED_2021 = {**chat_so_far(3.1), "high_school": "maryland_ged", "hs_completion_date": "2021-06"}


@pytest.mark.parametrize("lang,said,month", [
    ("en", "oops it was 2020 not 2021, march 2020", "2020-03"),
    ("en", "wait not 2021, it was november 2020", "2020-11"),
    ("en", "my bad, 2020 not 2021. august 2020", "2020-08"),
    ("es", "perdon, fue 2020 no 2021, en marzo de 2020", "2020-03"),
    ("es", "me equivoque, no fue 2021, fue noviembre del 2020", "2020-11"),
    ("es", "fue en agosto de 2020, no en 2021", "2020-08"),
])
def test_a_year_corrected_takes_the_month_named_with_it(lang, said, month):
    turn = waiting({k: v for k, v in GED_2021.items() if k != "credits_per_semester"}, "credits_per_semester", said, lang)
    assert proposed(turn).get("hs_completion_date") == month, turn.reply
    assert turn.answers.get("hs_completion_date") == "2021-06"  # read back first


# --- a college corrected at "does your home college offer the program?" ----------------------------

AWAY = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21740", "county": "washington",
        "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "frederick", "program": "associate"}


@pytest.mark.parametrize("lang,said", [
    ("en", "its hagerstown, not frederick"),
    ("en", "no wait, hagerstown community college, the one here, not frederick"),
    ("en", "hagerstown cc not frederick sorry"),
    ("es", "es hagerstown, no frederick"),
    ("es", "no espera, me equivoque, es hagerstown community college el de aqui no frederick"),
    ("es", "es el hagerstown community college, no el de frederick"),
])
def test_a_college_corrected_at_the_offered_question_is_the_college(lang, said):
    turn = waiting(AWAY, "program_offered_locally", said, lang)
    assert _seen(turn).get("college") == "hagerstown", turn.reply
    assert "program_offered_locally" not in _seen(turn) and _seen(turn).get("county") in (None, "washington"), turn.reply


@pytest.mark.parametrize("lang,said,value", [
    ("en", "no", False), ("en", "yes they have it", True), ("es", "no", False), ("es", "si lo tienen", True),
])
def test_the_offered_question_still_takes_its_yes_or_no(lang, said, value):
    turn = waiting(AWAY, "program_offered_locally", said, lang)
    assert _seen(turn).get("program_offered_locally") is value, turn.reply


# --- a noncredit student asks whether the FAFSA is needed --------------------------------------------

NONCREDIT = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland_ged", "zip": "21044", "county": "howard",
             "in_state_tuition": "yes", "hs_completion_date": "2014-06", "college": "howard"}
PELL_WORDS = {"en": "Workforce Pell", "es": "Workforce Pell"}
FILE_ONE = {"en": "You need to file a financial aid application", "es": "Necesitas presentar una solicitud de ayuda financiera"}


@pytest.mark.parametrize("lang,said,program", [
    ("en", "do i still have to do the fafsa for a program like mine?", "noncredit_vocational_certificate"),
    ("en", "do i have to file a fafsa?", "licensure_noncredit"),
    ("es", "tengo que llenar la fafsa pa este curso?", "noncredit_vocational_certificate"),
    ("es", "hay que llenar la fafsa?", "licensure_noncredit"),
])
def test_a_noncredit_students_fafsa_question_gets_the_noncredit_rule(lang, said, program):
    turn = waiting({**NONCREDIT, "program": program}, "household", said, lang)
    assert PELL_WORDS[lang] in turn.reply and FILE_ONE[lang] not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "do i have to file a fafsa?"), ("es", "hay que llenar la fafsa?")])
def test_a_credit_students_fafsa_question_gets_the_application_rule(lang, said):
    turn = waiting({**NONCREDIT, "program": "associate"}, "household", said, lang)
    assert FILE_ONE[lang] in turn.reply, turn.reply


# --- "if I get it…" about the family's benefits; which career pays more ---------------------------------

DONT_KNOW = {"en": "I don't know the answer", "es": "no sé la respuesta"}


@pytest.mark.parametrize("lang,said", [
    ("en", "what pays better after school, nursing or coding?"),
    ("es", "si califico mi mama pierde el medicaid?"),
    ("es", "si me la dan, le quitan el wic a mi mama?"),
    ("es", "que carrera paga mas, mecanica o enfermeria?"),
])
def test_a_benefits_or_career_question_is_not_known(lang, said):
    turn = waiting(NONCREDIT, "program", said, lang)
    assert DONT_KNOW[lang] in turn.reply, turn.reply
    assert turn.answers == NONCREDIT


@pytest.mark.parametrize("lang,said", [("en", "do i qualify?"), ("es", "si califico?"), ("es", "califico?")])
def test_a_status_question_still_asks_the_status(lang, said):
    turn = waiting(NONCREDIT, "program", said, lang)
    assert DONT_KNOW[lang] not in turn.reply and turn.answers == NONCREDIT, turn.reply

"""Classes of fix34e (newcomers' findings on POST /api/v1/chat): statements answered as FAQ
questions, questions lost beside facts, and replies that ask two things. The wording is ours.

1. "none" / "ninguno" / "nothing" alone once the result is shown is no question (the noncredit or
   last-dollar FAQ answered it): "Anything else?", nothing changed.
2. Statements with no question form read as the answer or an aside, never an FAQ answer: someone
   else's disability or Social Security benefit ("she's on disability", "mi mamá está en el seguro
   social") is an aside (never the student's own "yes" at an other-aid question); letter grades in
   Spanish ("casi todas B y algunas A") ask for the number, as in English.
3. A fact and a question in one message: the fact read (back) and the question answered in the
   same reply ("we already did the fafsa, whats next?", "ya mandamos la fafsa, y ahora que hacemos",
   "mi promedio es 2.8, ¿me alcanza?").
4. A follow-up of a pay just said (its tips, its hours, how often it comes, the other parent's pay)
   where the income question is put next is the reply's one question: the income question is not
   asked again beside it.
5. A commercial driver's license ("CDL", "licencia de manejo comercial") at "What will you study?"
   is a noncredit licensure course, read back; never an FAQ answer with nothing kept.
"""
import pytest

from support import BEFORE_INCOME
from support import after_result
from support import then
from support import CHAT_SO_FAR
from support import chat_done
from support import chat_so_far
from support import waiting

DONE = chat_done(chat_so_far(3.2))
ADULT = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
         "in_state_tuition": "yes", "hs_completion_date": "2005-06", "college": "howard"}
NO_APP = {k: v for k, v in DONE.items() if k != "aid_application"}
TWO_PARENTS = {**BEFORE_INCOME, "prior_degree": "none", "household": "two_parent"}
ONE_PARENT = {**BEFORE_INCOME, "prior_degree": "none", "household": "single_parent"}
NO_HOUSEHOLD = {**{k: v for k, v in BEFORE_INCOME.items() if k != "household_size"}, "prior_degree": "none"}

ANYTHING_ELSE = {"en": "Anything else?", "es": "¿Algo más?"}
FAQ_WORDS = ("Source:", "Fuente:")  # an FAQ answer cites its source


# --- 1. "none" after the result ------------------------------------------------------------------

NONE_AFTER = [("en", "none"), ("en", "nope none"), ("en", "nothing"), ("es", "ninguno"), ("es", "nada")]


PAY = {"en": "she makes 60k", "es": "ella gana 60 mil"}



@pytest.mark.parametrize("lang,text", NONE_AFTER)
def test_none_after_the_result_is_no_question(bench, lang, text):
    shown = after_result(bench, "single_parent", PAY[lang], lang)
    turn = then(shown, text, lang)
    assert turn.faq is None, turn.reply
    assert not any(w in turn.reply for w in FAQ_WORDS), turn.reply
    assert ANYTHING_ELSE[lang] in turn.reply, turn.reply
    assert turn.answers == shown.answers


# --- 2. statements: an aside or the answer, never an FAQ answer ---------------------------------

OTHERS_BENEFIT = [
    # (lang, answers, expecting, text)
    ("en", NO_HOUSEHOLD, "household", "she's on disability"),
    ("en", TWO_PARENTS, "agi", "my mom is on disability"),
    ("es", TWO_PARENTS, "agi", "mi mamá está en el seguro social"),
    ("es", TWO_PARENTS, "agi", "mi papá cobra del seguro social"),
]


@pytest.mark.parametrize("lang,answers,expecting,text", OTHERS_BENEFIT)
def test_someone_elses_benefit_is_an_aside(lang, answers, expecting, text):
    turn = waiting(answers, expecting, text, lang)
    assert turn.faq is None and not any(w in turn.reply for w in FAQ_WORDS), turn.reply
    assert not turn.conversation.pending, turn.reply
    assert turn.expecting == expecting, turn.reply
    assert {k: v for k, v in turn.answers.items() if k not in ("county",)} == \
        {k: v for k, v in waiting(answers, expecting, "", lang).answers.items() if k not in ("county",)}


AID_ASIDES = [
    ("en", "foster_care_or_homeless", "she's on disability"),
    ("es", "foster_care_or_homeless", "mi mamá está en el seguro social"),
    ("en", "ssi_ssdi", "my mom gets disability"),
    ("es", "ssi_ssdi", "mi mamá está en el seguro social"),
]


@pytest.mark.parametrize("lang,field,text", AID_ASIDES)
def test_someone_elses_benefit_at_an_other_aid_question_is_no_yes(lang, field, text):
    turn = waiting(DONE, field, text, lang)
    assert field not in turn.answers, turn.reply
    assert not any(field in u for u in turn.conversation.pending.values() if isinstance(u, dict)), turn.reply
    assert turn.faq is None and not any(w in turn.reply for w in FAQ_WORDS), turn.reply


LETTER_GRADES = [("en", "mostly Bs and some As"), ("es", "casi todas B y algunas A"), ("es", "puras B y algunas A")]


@pytest.mark.parametrize("lang,text", LETTER_GRADES)
def test_letter_grades_ask_for_the_number(lang, text):
    turn = waiting(CHAT_SO_FAR, "hs_gpa", text, lang)
    assert turn.expecting == "hs_gpa" and "hs_gpa" not in turn.answers, turn.reply
    assert turn.faq is None and not any(w in turn.reply for w in FAQ_WORDS), turn.reply
    assert "4.0" in turn.reply, turn.reply


LETTERS_ELSEWHERE = [
    # (lang, answers, the question asked, text): grades told at another question, the GPA asked next
    ("en", {k: v for k, v in CHAT_SO_FAR.items() if k not in ("program", "credits_per_semester")}, "program", "mostly Bs and some As"),
    ("en", {k: v for k, v in CHAT_SO_FAR.items() if k != "hs_completion_date"}, "hs_completion_date", "mostly Bs and some As"),
    ("es", {k: v for k, v in CHAT_SO_FAR.items() if k != "hs_completion_date"}, "hs_completion_date", "casi todas B y algunas A"),
    # (fix46e: "saco puras B" alone, one letter, is read back as a B average, 3.0, as "a B student" is: test_fix46e)
    ("es", {k: v for k, v in CHAT_SO_FAR.items() if k not in ("program", "credits_per_semester")}, "program", "saco puras B y algunas A"),
]


@pytest.mark.parametrize("lang,answers,expecting,text", LETTERS_ELSEWHERE)
def test_letter_grades_at_another_question_ask_the_gpa(lang, answers, expecting, text):
    turn = waiting(answers, expecting, text, lang)
    assert turn.faq is None and not any(w in turn.reply for w in FAQ_WORDS), turn.reply
    assert turn.expecting == "hs_gpa", turn.reply
    assert turn.answers.get(expecting) == answers.get(expecting) and not turn.conversation.pending, turn.reply


# --- 3. a fact and a question in one message ----------------------------------------------------

FACT_AND_QUESTION = [
    # (lang, answers, expecting, text, the field read, the FAQ entry answering the question)
    ("en", NO_APP, "aid_application", "we already did the fafsa, whats next?", "aid_application", "what_next"),
    ("en", NO_APP, "aid_application", "we already did the fafsa, whats next", "aid_application", "what_next"),
    ("es", NO_APP, "aid_application", "ya mandamos la fafsa, y ahora que hacemos", "aid_application", "what_next"),
    ("es", NO_APP, "aid_application", "ya mandé la fafsa, ¿y ahora qué sigue?", "aid_application", "what_next"),
    ("en", CHAT_SO_FAR, "hs_gpa", "my gpa is 2.8, is that enough?", "hs_gpa", "gpa_minimum"),
    ("es", CHAT_SO_FAR, "hs_gpa", "mi promedio es 2.8, ¿me alcanza?", "hs_gpa", "gpa_minimum"),
]


@pytest.mark.parametrize("lang,answers,expecting,text,field,entry", FACT_AND_QUESTION)
def test_fact_taken_and_question_answered(lang, answers, expecting, text, field, entry):
    turn = waiting(answers, expecting, text, lang)
    assert turn.faq == entry, turn.reply
    read = field in turn.answers or any(field in u for u in turn.conversation.pending.values() if isinstance(u, dict))
    assert read, turn.reply


# --- 4. one thing asked at a time after a pay follow-up -----------------------------------------

AGI_QUESTION = {"en": "adjusted gross income (AGI)?", "es": "ingreso bruto ajustado (AGI) de tu hogar?"}

ONE_AT_A_TIME = [
    # (lang, answers, expecting, text)
    ("en", TWO_PARENTS, "agi", "my mom makes 45k plus tips"),
    ("es", TWO_PARENTS, "agi", "mi mamá gana 45 mil más propinas"),
    ("en", TWO_PARENTS, "agi", "she makes 20 an hour"),
    ("en", TWO_PARENTS, "agi", "my mom gets 1200 each paycheck"),
    ("en", TWO_PARENTS, "agi", "my mom makes 45k"),
    ("es", TWO_PARENTS, "agi", "mi mamá gana 45 mil"),
    ("en", NO_HOUSEHOLD, "household", "me and my mom, she makes 45k plus tips"),
    ("en", NO_HOUSEHOLD, "household", "me and my mom, she makes 20 an hour"),
    ("es", NO_HOUSEHOLD, "household", "vivo con mi mamá, ella gana 20 la hora"),
]


@pytest.mark.parametrize("lang,answers,expecting,text", ONE_AT_A_TIME)
def test_a_pay_follow_up_is_the_one_question(lang, answers, expecting, text):
    turn = waiting(answers, expecting, text, lang)
    assert turn.expecting == "agi" and "agi" not in turn.answers, turn.reply
    assert AGI_QUESTION[lang] not in turn.reply, turn.reply
    assert turn.reply.count("?") == 1, turn.reply


PAY_THEN_ANSWER = [
    # (lang, answers, expecting, the pay, its follow-up's answer, the income read)
    # one parent at home: her pay with tips is the household's (with two, fix34a holds it and asks the other's)
    ("en", ONE_PARENT, "agi", "my mom makes 45k plus tips", "about 52k all in", 52000),
    ("en", NO_HOUSEHOLD, "household", "me and my mom, she makes 20 an hour", "40", 41600),
    ("es", NO_HOUSEHOLD, "household", "vivo con mi mamá, ella gana 20 la hora", "40", 41600),
]


@pytest.mark.parametrize("lang,answers,expecting,pay,said,agi", PAY_THEN_ANSWER)
def test_the_follow_ups_answer_is_read_as_the_income(lang, answers, expecting, pay, said, agi):
    turn = then(waiting(answers, expecting, pay, lang), said, lang)
    got = turn.answers.get("agi") or turn.conversation.pending.get("agi", {}).get("agi")
    assert got is not None and float(got) == agi, turn.reply


# --- 5. a commercial driver's license --------------------------------------------------------------

CDL = [("en", "CDL"), ("en", "commercial driver's license"), ("en", "commercial driver's license certificate"),
       ("es", "licencia de manejo comercial"), ("es", "la licencia comercial")]


@pytest.mark.parametrize("lang,text", CDL)
def test_a_cdl_is_noncredit(lang, text):
    turn = waiting(ADULT, "program", text, lang)
    said = turn.answers.get("program") or turn.conversation.pending.get("program", {}).get("program")
    assert said == "licensure_noncredit", turn.reply
    assert turn.faq is None, turn.reply

"""Conversation classes found on the dev8 tuning set (issue #8), each in both languages and in
our own words: facts told before the question in one sentence are read; a renewing student's
"can I appeal?" about a low GPA gets the appeal; and the bench says an interjection whose turn
never came after the result."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State

TODAY = dt.date(2026, 12, 1)


def opening(message, lang):
    return respond(respond(None, "", lang, TODAY).conversation, message, lang, TODAY)


@pytest.mark.parametrize("lang,message", [
    ("en", "i already have promise at montgomery college, will i keep it next year?"),
    ("es", "ya tengo la beca promise en montgomery college, ¿cómo hago para no perderla el otro año?"),
])
def test_facts_told_before_the_question_in_one_sentence_are_read(lang, message):
    turn = opening(message, lang)
    # the college is taken, the renewal said plainly kept (fix53j: shown in the opening's "Got it" list, correctable;
    # it was read back for a "yes" before), the question answered
    assert turn.answers.get("college") == "montgomery", turn.reply
    assert turn.answers.get("applicant_type") == "renewal", turn.reply
    assert turn.faq is not None and turn.faq != "dont_know"


@pytest.mark.parametrize("lang,message", [
    ("en", "hi, we just moved to Bowie, could i apply for PGCC?"),
    ("es", "hola, nos mudamos a Bowie, puedo pedir la beca para PGCC?"),
])
def test_asking_to_apply_is_asking_how_it_stands_never_i_dont_know(lang, message):
    turn = opening(message, lang)
    assert turn.faq != "dont_know", turn.reply
    assert turn.answers.get("college") == "prince-georges", turn.reply


@pytest.mark.parametrize("lang,message", [
    ("en", "my grades fell after a surgery, can i appeal if my gpa is too low?"),
    ("es", "mi promedio bajó por una operación, puedo apelar si mi gpa está muy bajo?"),
])
def test_a_renewing_students_low_gpa_question_gets_the_appeal(lang, message):
    conv = Conversation(State({"applicant_type": "renewal", "prior_degree": "none", "in_state_tuition": "yes"}, lang=lang),
                        expecting="cc_gpa")
    turn = respond(conv, message, lang, TODAY)
    assert turn.faq == "extenuating_appeal", turn.reply


def test_an_interjection_whose_turn_never_came_is_said_after_the_result(bench):
    script = {"id": "t", "lang": "en", "opening": "hi",
              "says": {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "june 2027",
                       "zip": "21044", "in_state_tuition": "yes", "program": "associate", "credits_per_semester": "12",
                       "hs_gpa": "3.0", "household": "my mom and me", "agi": "40000", "aid_application": "fafsa",
                       "full_cost_scholarship": "no", "college": "howard"},
              "interjections": [{"after": 60, "text": "sorry, my income is 140k", "kind": "correction"}],
              "expect": {"status": "likely_ineligible"}}
    run = bench.script_run(script)
    assert "sorry, my income is 140k" in [said for said, _, _ in run.transcript]
    assert run.answers.get("agi") == 140000 and run.status == "likely_ineligible"


@pytest.mark.parametrize("lang,message,agi", [
    ("en", "graduating june 2027 with a 3.4, my mom makes forty five thousand", 45000),
    ("es", "me gradúo en junio 2027 con 3.1, mi mamá gana cincuenta mil", 50000),
])
def test_an_income_in_words_beside_other_numbers_is_read(lang, message, agi):
    # a newcomer's finding: the income in words was dropped without a word when the message held digits
    conv = Conversation(State({"applicant_type": "new", "prior_degree": "none"}, lang=lang), expecting="high_school")
    turn = respond(conv, message, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": agi}, turn.reply

"""Answers misread at read-backs and at yes/no questions (issue #8, classes left by the last
session), each a class tested in both languages with our own wording.

1. A zero income said with its verb ("we made nothing last year", "no ganamos nada el año pasado")
   at another question is the income ($0, read back), never that question's "none" (the degree
   question stored "no degree" from it and stays open).
2. A one-word "none" ("none", "nothing", "nada", "ninguno") at a question with no "none" choice is
   its "no" where the question is yes/no, else a miss and the question again: never an FAQ answer.
3. "yes, dream act" / "sí, el dream act" at the in-state tuition question is the Maryland Dream Act,
   as "yes, through the dream act" is (read back); at the aid-application question it stays the
   Dream Act's application (the One-App) and says nothing more.
"""
import datetime as dt

import pytest

from screener.chat.engine import respond
from support import proposed
from support import talk

TODAY = dt.date(2026, 12, 1)
TO_DEGREE = {"en": ["new student"], "es": ["nuevo"]}
TO_IN_STATE = {"en": ["new student", "none yet", "maryland, june 2027", "21044"],
               "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044"]}
TO_PROGRAM = {lang: msgs + [{"en": "yes", "es": "sí"}[lang]] for lang, msgs in TO_IN_STATE.items()}
TO_HOUSEHOLD = {"en": TO_PROGRAM["en"] + ["associate degree, 15 credits", "3.1"],
                "es": TO_PROGRAM["es"] + ["asociado, 15 créditos", "3.1"]}
TO_AID = {"en": TO_HOUSEHOLD["en"] + ["me, my mom and my dad", "50000"],
          "es": TO_HOUSEHOLD["es"] + ["yo, mi mamá y mi papá", "50000"]}
YES = {"en": "yes", "es": "sí"}


def at(path, lang, expecting):
    turn = talk(lang, *path[lang], day=TODAY)
    assert turn.expecting == expecting, turn.reply
    return turn


# --- 1. a zero income said at another question ---------------------------------------------------

ZERO_INCOME = [
    ("en", "we made nothing last year, my mom lost her job"),
    ("en", "we made nothing last year"),
    ("en", "my parents had no income last year"),
    ("en", "honestly my mom earned zero this year, she got laid off"),
    ("es", "no ganamos nada el año pasado"),
    ("es", "no ganamos nada el año pasado, mi mamá perdió su trabajo"),
    ("es", "mi mamá no ganó nada este año"),
    ("es", "no tuvimos ingresos el año pasado"),
]


@pytest.mark.parametrize("lang,said", ZERO_INCOME)
def test_a_zero_income_at_the_degree_question_is_the_income_read_back(lang, said):
    turn = respond(at(TO_DEGREE, lang, "prior_degree").conversation, said, lang, TODAY)
    assert "prior_degree" not in turn.answers and "prior_degree" not in proposed(turn), turn.reply
    assert proposed(turn).get("agi") == 0, (proposed(turn), turn.reply)
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers.get("agi") == 0 and turn.expecting == "prior_degree", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "my brother made nothing last year"), ("es", "mi hermano no ganó nada")])
def test_someone_outside_the_household_earning_nothing_is_no_income(lang, said):
    turn = respond(at(TO_DEGREE, lang, "prior_degree").conversation, said, lang, TODAY)
    assert "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply


# --- 2. a one-word "none" ------------------------------------------------------------------------

NONE_WORDS = {"en": ("none", "nothing", "none of them"), "es": ("nada", "ninguno", "ninguna")}


@pytest.mark.parametrize("lang,said", [(lang, w) for lang, ws in NONE_WORDS.items() for w in ws])
def test_none_at_the_in_state_question_is_never_its_no(lang, said):
    """In-state tuition: no "none" answers whether one qualifies. (fix39d changed this: it was
    read back as the question's "No", and a reflexive "yes" to that read-back made a wrong "not
    eligible"; it is the open degree question's "none" instead, and in-state is asked again.)
    Never kept unasked, never an FAQ answer, never an in-state "no"."""
    turn = respond(at(TO_IN_STATE, lang, "in_state_tuition").conversation, said, lang, TODAY)
    assert turn.faq is None and "in_state_tuition" not in proposed(turn), turn.reply
    assert "in_state_tuition" not in turn.answers and turn.expecting == "in_state_tuition", turn.reply


@pytest.mark.parametrize("path,expecting", [(TO_PROGRAM, "program"), (TO_HOUSEHOLD, "household")])
@pytest.mark.parametrize("lang,said", [(lang, w) for lang, ws in NONE_WORDS.items() for w in ws])
def test_none_at_a_question_without_that_choice_is_asked_again(path, expecting, lang, said):
    turn = respond(at(path, lang, expecting).conversation, said, lang, TODAY)
    assert turn.faq is None and turn.expecting == expecting, turn.reply
    assert not turn.conversation.pending and expecting not in turn.answers, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "nothing"), ("es", "nada"), ("es", "ninguna")])
def test_none_at_the_aid_question_is_no_application_read_back(lang, said):
    turn = respond(at(TO_AID, lang, "aid_application").conversation, said, lang, TODAY)
    assert turn.faq is None and proposed(turn).get("aid_application") == "none", turn.reply


# --- 3. "yes, dream act" ---------------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [("en", "yes, dream act"), ("en", "yeah the maryland dream act"),
                                       ("es", "sí, el dream act"), ("es", "si, dream act")])
def test_yes_and_the_dream_act_named_at_in_state_tuition_is_the_dream_act(lang, said):
    turn = respond(at(TO_IN_STATE, lang, "in_state_tuition").conversation, said, lang, TODAY)
    assert turn.answers.get("in_state_tuition") == "yes", turn.reply
    # (kept with the "yes" it gives the reason of, and said: no read-back of its own)
    assert turn.answers.get("dream_act") is True and not proposed(turn), (proposed(turn), turn.reply)


@pytest.mark.parametrize("lang,said", [("en", "yes, dream act"), ("es", "sí, el dream act")])
def test_yes_and_the_dream_act_at_the_aid_question_is_the_one_app_only(lang, said):
    turn = respond(at(TO_AID, lang, "aid_application").conversation, said, lang, TODAY)
    assert turn.answers.get("aid_application") == "one_app" and "dream_act" not in turn.answers, turn.reply
    assert "dream_act" not in proposed(turn)


# --- 4. "solo" is "only" before another word --------------------------------------------------------

@pytest.mark.parametrize("said", ["solo tengo 2.5", "solo tengo 17 años", "sola tengo un 2.8", "solamente tengo 3.0"])
def test_solo_before_another_word_is_only_never_a_home_alone(said):
    turn = respond(at(TO_HOUSEHOLD, "es", "household").conversation, said, "es", TODAY)
    assert turn.answers.get("household") != "single" and proposed(turn).get("household") != "single", turn.reply


@pytest.mark.parametrize("lang,said,household", [("es", "vivo solo", "single"), ("es", "solo", "single"),
                                                 ("es", "solo mi mamá y yo", "single_parent"),
                                                 ("en", "just me and my mom", "single_parent")])
def test_solo_alone_is_still_a_home_alone(lang, said, household):
    turn = respond(at(TO_HOUSEHOLD, lang, "household").conversation, said, lang, TODAY)
    assert household in (turn.answers.get("household"), proposed(turn).get("household")), turn.reply


# --- 5. a yes in the question's own words to the read-back of its "no" -------------------------------

@pytest.mark.parametrize("lang,no,yes_said", [("en", "no", "yes I qualify"), ("en", "no", "yes I do qualify"), ("en", "nope", "yes i do"),
                                              ("es", "no", "sí califico"), ("es", "no", "sí, tengo derecho")])
def test_a_yes_that_contradicts_a_no_read_back_keeps_neither(lang, no, yes_said):
    """"In-state tuition: No. Is that right?" - "yes I qualify": the "No" would rule the student out
    against their words; nothing is kept and the question is asked again."""
    turn = respond(at(TO_IN_STATE, lang, "in_state_tuition").conversation, no, lang, TODAY)
    assert proposed(turn).get("in_state_tuition") == "no", turn.reply
    turn = respond(turn.conversation, yes_said, lang, TODAY)
    assert "in_state_tuition" not in turn.answers and not turn.conversation.pending, turn.reply
    assert turn.expecting == "in_state_tuition" and turn.assessment is None, turn.reply


@pytest.mark.parametrize("lang,sure", [("en", "yes"), ("en", "yes, I'm sure"), ("en", "yes that's right"),
                                       ("es", "sí"), ("es", "sí, estoy segura"), ("es", "sí, es correcto")])
def test_a_plain_yes_to_a_no_read_back_keeps_the_no(lang, sure):
    turn = respond(at(TO_IN_STATE, lang, "in_state_tuition").conversation, "no", lang, TODAY)
    turn = respond(turn.conversation, sure, lang, TODAY)
    assert turn.answers.get("in_state_tuition") == "no", turn.reply

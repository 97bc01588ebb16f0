"""What a student says while a read-back waits for its "yes" (readback3), each a class in both
languages.

1. Facts said after a "yes" that are no answer to the next question ("yes, I'll file the FAFSA"
   at a date's read-back, "sí y voy a ir a FCC"): the yes keeps what was read back, and the facts
   are read back (they were dropped unsaid).
2. A "no" that says another fact ("no degree", "no tengo título" to "Finished high school: June
   2019"): no "no" to the read-back; the fact is read back with what waits (the date was dropped
   as refused). "yes, no degree": a yes, and the degree read back.
3. A "yes" with another fact to the read-back of a yes/no question's "No" ("yes and I have a
   3.2", "sí, somos solo mi mamá y yo" to "In-state tuition: No"): never that question's "Yes"
   (in-state tuition was kept "Yes" from a GPA); the other fact read back with the "No".

Our own wording."""
import pytest

from screener.chat.engine import respond
from support import CHAT_SO_FAR
from support import proposed
from support import waiting

DAY = __import__("datetime").date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
LATER = ("hs_completion_date", "college", "program", "credits_per_semester", "zip", "county", "in_state_tuition")


def _before(*dropped):
    return {k: v for k, v in CHAT_SO_FAR.items() if k not in dropped}


DATE_SAID = {"en": "I graduated in 2019", "es": "me gradué en 2019"}


def _date_read_back(lang, answers):
    turn = waiting(answers, "hs_completion_date", DATE_SAID[lang], lang, day=DAY)
    assert proposed(turn) == {"hs_completion_date": "2019-06"}, turn.reply  # (the premise: the date read back)
    return turn


# --- 1. facts after a yes ----------------------------------------------------------------------

@pytest.mark.parametrize("lang,message,field,value", [
    ("en", "yes, I'll file the FAFSA", "aid_application", "fafsa"),
    ("en", "yes and I'm going to FCC", "college", "frederick"),
    ("en", "yes and I live in Frederick", "county", "frederick"),
    ("en", "yes, it's just me and my mom", "household", "single_parent"),
    ("es", "sí voy a llenar el FAFSA", "aid_application", "fafsa"),
    ("es", "sí y voy a ir a FCC", "college", "frederick"),
    ("es", "sí y vivo en Frederick", "county", "frederick"),
    ("es", "sí, y vivo con mi mamá nada más", "household", "single_parent"),
])
def test_facts_after_a_yes_are_read_back(lang, message, field, value):
    asked = _date_read_back(lang, _before(*LATER))
    turn = respond(asked.conversation, message, lang, DAY)
    assert turn.answers.get("hs_completion_date") == "2019-06", turn.reply
    assert proposed(turn).get(field) == value, turn.reply
    kept = respond(turn.conversation, YES[lang], lang, DAY)
    assert kept.answers.get(field) == value, kept.reply


@pytest.mark.parametrize("lang,message", [("en", "yes, that's when I finished"), ("es", "sí, así es")])
def test_a_remark_after_a_yes_reads_back_nothing(lang, message):
    asked = _date_read_back(lang, _before(*LATER))
    turn = respond(asked.conversation, message, lang, DAY)
    assert turn.answers.get("hs_completion_date") == "2019-06" and not proposed(turn), turn.reply


# --- 2. a "no" that says another fact -----------------------------------------------------------

@pytest.mark.parametrize("lang,message", [
    ("en", "no degree"), ("en", "no degree yet"),
    ("es", "no tengo título"), ("es", "ningún título"),
])
def test_a_no_saying_another_fact_is_no_no_to_the_read_back(lang, message):
    asked = _date_read_back(lang, _before("prior_degree", *LATER))
    turn = respond(asked.conversation, message, lang, DAY)
    assert proposed(turn) == {"hs_completion_date": "2019-06", "prior_degree": "none"}, turn.reply
    kept = respond(turn.conversation, YES[lang], lang, DAY)
    assert kept.answers.get("hs_completion_date") == "2019-06" and kept.answers.get("prior_degree") == "none", kept.reply


@pytest.mark.parametrize("lang,message", [("en", "no degree"), ("es", "no tengo título")])
def test_a_no_saying_a_fact_kept_again_keeps_the_read_back_waiting(lang, message):
    asked = _date_read_back(lang, _before(*LATER))  # (no degree kept already)
    turn = respond(asked.conversation, message, lang, DAY)
    assert proposed(turn) == {"hs_completion_date": "2019-06"} and turn.answers.get("prior_degree") == "none", turn.reply


@pytest.mark.parametrize("lang,message", [("en", "yes, no degree"), ("es", "sí, no tengo título")])
def test_a_yes_then_a_no_saying_another_fact_is_a_yes(lang, message):
    asked = _date_read_back(lang, _before("prior_degree", *LATER))
    turn = respond(asked.conversation, message, lang, DAY)
    assert turn.answers.get("hs_completion_date") == "2019-06", turn.reply
    assert proposed(turn) == {"prior_degree": "none"}, turn.reply


@pytest.mark.parametrize("lang,message", [("en", "no"), ("en", "no, that's wrong"), ("es", "no"), ("es", "no, está mal")])
def test_a_plain_no_to_the_date_still_refuses_it(lang, message):
    asked = _date_read_back(lang, _before("prior_degree", *LATER))
    turn = respond(asked.conversation, message, lang, DAY)
    assert "hs_completion_date" not in turn.answers and proposed(turn).get("hs_completion_date") != "2019-06", turn.reply


# --- 3. a yes and another fact to a yes/no question's "No" --------------------------------------

@pytest.mark.parametrize("lang,message,field,value", [
    ("en", "yes and I have a 3.2", "hs_gpa", 3.2),
    ("en", "yes, it's only me and my mom", "household", "single_parent"),
    ("es", "sí, somos solo mi mamá y yo", "household", "single_parent"),
    ("es", "sí y tengo 3.2", "hs_gpa", 3.2),
])
def test_a_yes_with_another_fact_is_never_the_questions_yes(lang, message, field, value):
    answers = _before("in_state_tuition", "college", "program", "credits_per_semester")
    asked = waiting(answers, "in_state_tuition", "no", lang, day=DAY)
    assert proposed(asked) == {"in_state_tuition": "no"}, asked.reply  # (the premise)
    turn = respond(asked.conversation, message, lang, DAY)
    assert turn.answers.get("in_state_tuition") != "yes" and proposed(turn).get("in_state_tuition") != "yes", turn.reply
    assert proposed(turn).get(field) == value, turn.reply


@pytest.mark.parametrize("lang,message", [("en", "yes I do qualify"), ("en", "No, I do qualify for in-state tuition"),
                                          ("es", "no, sí califico")])
def test_the_questions_own_yes_is_still_taken(lang, message):
    answers = _before("in_state_tuition", "college", "program", "credits_per_semester")
    asked = waiting(answers, "in_state_tuition", "no", lang, day=DAY)
    turn = respond(asked.conversation, message, lang, DAY)
    assert turn.answers.get("in_state_tuition") == "yes", turn.reply

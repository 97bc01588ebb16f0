"""Classes of conversation found on two more tuning sets (teenagers texting; adults, parents and
counselors; issue #8): a restart phrase inside an answer, a greeting that looks like a question,
a correction that names the value it gives up, facts told in sentences of their own before a
question. Both languages; the wording here is our own, not the evaluation sets'."""
import datetime as dt

import pytest

from screener.chat import faq
from screener.chat import understand
from screener.chat.engine import respond
from screener.flow import load_flow

DAY = dt.date(2026, 12, 1)


def talk(lang: str, *messages):
    """Start a chat, send ``messages``; return the last turn."""
    turn = respond(None, "", lang, DAY)
    for m in messages:
        turn = respond(turn.conversation, m, lang, DAY)
    return turn


def proposed(turn) -> dict:
    """Return the values read back and awaiting a "yes" (field -> value)."""
    return {k: v for updates in turn.conversation.pending.values() if isinstance(updates, dict) for k, v in updates.items()}


# --- "start over" only as a command; the same words inside an answer are the answer's -------------

@pytest.mark.parametrize("text", ["start over", "can we start over please", "restart pls", "empezar de nuevo",
                                  "quiero empezar desde el principio", "reiniciar por favor"])
def test_a_restart_command(text):
    assert understand.command(text, load_flow()).kind == "restart"


@pytest.mark.parametrize("text", ["full time desde el principio", "tiempo completo desde el principio",
                                  "I had to start over at a new school", "part-time, ever since the start over there"])
def test_restart_words_inside_an_answer_are_no_command(text):
    assert understand.command(text, load_flow()) is None


def test_an_answer_saying_from_the_start_is_kept_not_a_restart():
    turn = talk("es", "ya tengo la beca, renovación", "sí", "medio tiempo desde el principio")
    assert turn.conversation.state.answers.get("applicant_type") == "renewal"  # the conversation went on


# --- a greeting that looks like a question ("q onda", "what's up") asks nothing --------------------

@pytest.mark.parametrize("text,asks", [
    ("q onda, voy en 12 y tengo 3.5 de promedio", False),
    ("que tal, vivo en Bowie y mi mamá gana 50 mil", False),
    ("whats up, im a senior at a md school w a 3.1", False),
    ("how are you? im a junior at Parkville", False),
    ("q onda, cuanto promedio necesito", True),
    ("whats up, do i have to pay it back", True),
    ("que tal si mi papá gana 130 mil?", True),  # "qué tal si…": a case asked about, not a greeting
])
def test_a_greeting_opening_a_message_is_no_question(text, asks):
    assert faq.is_question(text) is asks


def test_facts_after_a_greeting_are_read():
    turn = talk("es", "q onda, soy senior en una high de Maryland y tengo 3.5")
    assert turn.faq is None
    assert turn.conversation.state.answers.get("hs_gpa") == 3.5 or proposed(turn).get("hs_gpa") in (3.5, "3.5")


# --- a correction names the value it gives up, then the one meant ----------------------------------

@pytest.mark.parametrize("lang,opening,correction,want", [
    ("en", "senior at a maryland high school, gpa 3.3", "correction: the 3.3 I said was weighted, unweighted it's 2.8", 2.8),
    ("en", "senior at a maryland high school, gpa 3.3", "sorry, not 3.3, it's 3.6", 3.6),
    ("es", "soy senior en una high de maryland, promedio 3.3", "perdón, me equivoqué: no es 3.3, es 3.7", 3.7),
    ("es", "soy senior en una high de maryland, promedio 3.3", "corrijo: el 3.3 era del semestre, el acumulado es 2.9", 2.9),
])
def test_a_correction_reads_the_value_meant_not_the_one_given_up(lang, opening, correction, want):
    turn = talk(lang, opening, "yes" if lang == "en" else "sí")
    if turn.conversation.pending:
        turn = respond(turn.conversation, "yes" if lang == "en" else "sí", lang, DAY)
    assert turn.conversation.state.answers.get("hs_gpa") == 3.3
    turn = respond(turn.conversation, correction, lang, DAY)
    assert float(proposed(turn)["hs_gpa"]) == want  # read back for a "yes"
    turn = respond(turn.conversation, "yes" if lang == "en" else "sí", lang, DAY)
    assert turn.conversation.state.answers["hs_gpa"] == want

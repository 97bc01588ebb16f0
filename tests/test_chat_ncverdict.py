"""A newcomer's findings (issue #8, session 20), each a class in both languages: a condition asked
("¿y si…?", "what if…") is no yes at a yes-or-no question or a read-back; grandparents or a
guardian raising the student are no parents (asked back, never two parents, no size made up); a
Dreamer's status says neither which aid application nor the Dream Act's conditions; an income
over the limit said beside another answer is read back, never dropped; a message that answers
another question is not the pending question's answer; a "no" at "Which one is wrong?" is not
asked a third time. (Some cases guard that the plain answers are still read.)"""
import datetime as dt

import pytest
from support import waiting

from screener.chat import understand
from screener.chat.engine import respond
from screener.flow import State
from screener.flow import load_flow

TODAY = dt.date(2026, 12, 1)


def converse(messages, lang):
    turn = respond(None, "", lang, TODAY)
    for message in messages:
        turn = respond(turn.conversation, message, lang, TODAY)
    return turn


def read_back(turn) -> dict:
    return {f: v for qid, updates in turn.conversation.pending.items() if qid != "_because" for f, v in updates.items()}


def yes_no_questions():
    return [q for q in load_flow().questions
            if q.kind == "yesno" or (q.kind == "choice" and {c.value for c in q.choices} & {"yes", "true"})]


# --- a condition asked is no yes -------------------------------------------------------------------

CONDITIONS = [("es", "¿y si me caso el año que viene?"), ("es", "y si mi mamá pierde el trabajo"),
              ("es", "¿qué pasa si me cambio de condado?"), ("es", "¿si me mudo a Delaware?"),
              ("es", "¿pero si no tengo seguro social?"),
              ("en", "what if I get married next year?"), ("en", "and if I have a green card?"),
              ("en", "what if I do?"), ("en", "if I am married next year?"), ("en", "but if I will file it late?")]


@pytest.mark.parametrize("lang,said", CONDITIONS)
def test_a_condition_asked_answers_no_yes_no_question(lang, said):
    assert understand.confirmation(said) is None
    for q in yes_no_questions():
        assert understand.read(q, said, lang, State(lang=lang), TODAY).form is None, q.id


@pytest.mark.parametrize("lang,said", [("es", "sí"), ("es", "si"), ("es", "sí, me mudé el año pasado"),
                                       ("es", "si, claro"), ("es", "pues si"), ("en", "yes"), ("en", "yes if that counts")])
def test_a_plain_yes_is_still_a_yes(lang, said):
    q = load_flow().question("in_state_tuition")
    assert understand.read(q, said, lang, State(lang=lang), TODAY).form == {"in_state_tuition": "yes"}


TO_IN_STATE_NO = {
    "en": ["new", "none", "maryland high school, june 2027", "21921", "no"],
    "es": ["nuevo", "ninguno", "prepa de Maryland, junio de 2027", "21921", "no"],
}


@pytest.mark.parametrize("lang,said", [("es", "¿y si mis papás se separan?"), ("es", "que pasa si me caso"),
                                       ("en", "what if I have a baby?"), ("en", "and if I do get married?")])
def test_a_condition_asked_at_a_read_back_keeps_it_waiting(lang, said):
    turn = converse(TO_IN_STATE_NO[lang], lang)
    assert read_back(turn) == {"in_state_tuition": "no"}, turn.reply
    turn = respond(turn.conversation, said, lang, TODAY)
    assert "in_state_tuition" not in turn.answers, turn.reply
    assert read_back(turn) == {"in_state_tuition": "no"}, turn.reply
    assert turn.expecting == "in_state_tuition"

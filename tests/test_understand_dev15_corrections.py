"""dev15's correction classes (issue #8), each a general rule in both languages:

- a "no" inside the words that open a correction ("wait no, I started in August 2025", "ay no,
  me confundí, empecé en agosto") is the correction's, never the answer to the yes-or-no question
  waiting (it was kept as "satisfactory progress: No", a wrong "not eligible");
- a home denied, then the one meant ("I don't live in Charles, I live in Temple Hills", "no vivo
  en Charles, vivo en Temple Hills") corrects the county, read back, never an FAQ answer with the
  old county kept.
"""
import datetime as dt

import pytest

from screener.chat import understand
from screener.chat.engine import respond
from screener.flow import State
from screener.flow import load_flow

TODAY = dt.date(2026, 12, 1)


def converse(messages, lang, turn=None):
    turn = turn or respond(None, "", lang, TODAY)
    for message in messages:
        turn = respond(turn.conversation, message, lang, TODAY)
    return turn


@pytest.mark.parametrize("text,opened", [
    ("wait no, I began in the fall of 2024", True),
    ("no wait, my school was in Ohio", True),
    ("hold on no, sorry, it's Frederick", True),
    ("espera no, empecé en agosto de 2024", True),
    ("ay no, me confundí, era en Frederick", True),
    ("no perdón, entré en enero", True),
    ("no", False),
    ("no, I'm behind on my classes", False),
    ("no, voy atrasado en mis clases", False),
    ("wait no", False),
])
def test_a_no_that_opens_a_correction(text, opened):
    assert understand.correction_opened(text) is opened


# (language, message at the county-free program question, the county meant)
HOMES = [
    ("en", "sorry, I don't live in Charles, I live in Clinton", "prince-georges"),
    ("en", "we don't live in Charles county, we live in Bowie", "prince-georges"),
    ("es", "perdón, no vivo en Charles, vivo en Clinton", "prince-georges"),
    ("es", "no vivimos en charles, vivimos en Bowie", "prince-georges"),
]


@pytest.mark.parametrize("lang,said,meant", HOMES)
def test_a_home_denied_then_named_is_the_home_meant(lang, said, meant):
    state = State(lang=lang, answers={"county": "charles", "college": "prince-georges"})
    found = understand.volunteered(load_flow(), said, state, skip={"program"}, lang=lang, today=TODAY)
    assert [(q.id, form) for q, form in found] == [("county", {"county": meant})]


OPENING = {
    "en": ["i renew my promise award at Frederick Community College", "yes", "none", "yes", "associate degree", "12",
           "3.1", "12"],
    "es": ["renuevo mi beca promise en Frederick Community College", "sí", "ninguno", "sí", "un asociado", "12",
           "3.1", "12"],
}
FIXED = {"en": "wait no, I started with the award in august 2025, not january", "es": "espera no, me confundí, empecé con la beca en agosto de 2025"}
YES = {"en": "yes", "es": "sí"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_correction_opened_with_no_is_not_the_yes_no_answer(lang):
    turn = converse(OPENING[lang], lang)
    assert turn.expecting == "satisfactory_progress", turn.reply
    turn = respond(turn.conversation, FIXED[lang], lang, TODAY)
    assert set(turn.conversation.pending) == {"first_enrolled"}, turn.reply
    assert "satisfactory_progress" not in turn.answers
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["first_enrolled"] == "2025-08"
    assert "satisfactory_progress" not in turn.answers and turn.expecting == "satisfactory_progress", turn.reply


START = {
    "en": ["I live in Charles County and want to go to PGCC", "new", "none", "maryland, june 2027", "yes"],
    "es": ["vivo en el condado de charles y quiero ir a PGCC", "nuevo", "ninguno", "maryland, junio 2027", "sí"],
}
MOVED = {"en": "oh no, my mistake, I don't live in Charles, I live in Temple Hills",
         "es": "ay no, me confundí, no vivo en charles, vivo en temple hills"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_home_denied_while_another_question_waits_is_read_back(lang):
    turn = converse(START[lang], lang)
    assert turn.expecting == "program" and turn.answers["county"] == "charles", turn.reply
    turn = respond(turn.conversation, MOVED[lang], lang, TODAY)
    assert turn.conversation.pending == {"county": {"county": "prince-georges"}}, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["county"] == "prince-georges" and turn.expecting == "program", turn.reply

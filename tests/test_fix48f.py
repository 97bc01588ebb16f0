"""fix48f: three small items (the back command; the chat page on a short phone; the F-1 visa FAQ).

1. A short message with "back" in it was the back command: understand.command took any message of
   three words or fewer holding a back word ("back to school", "i went back", "volver a estudiar",
   "regresar a clases") and the chat dropped the answer before and asked the previous question
   again. Only a message that IS a request to go back (a back phrase of vocab.BACK with nothing but
   the words a command may carry, vocab.BACK_FILLERS and vocab.RESTART_FILLERS) is the command now;
   any other word makes it part of an answer. The short commands the old rule took ("wait, go back",
   "undo that", "take me back", "espera, atrás", "vuelve atrás") are fillers now: guards.
"""
import pytest

from support import talk

START = {"en": ("First time", "None yet"), "es": ("Primera vez", "Ninguno")}


# 1. an answer with "back" in it is not the back command: the answer before is kept
@pytest.mark.parametrize("lang,message", [
    ("en", "back to school"),
    ("en", "i went back"),
    ("en", "went back"),
    ("en", "back in 2019"),  # guard: a number made it an answer before too
    ("es", "volver a estudiar"),
    ("es", "regresar a clases"),
    ("es", "volví atrás"),
])
def test_back_in_an_answer_is_not_the_command(lang, message):
    turn = talk(lang, *START[lang], message)
    assert turn.answers.get("prior_degree") == "none", (turn.reply, turn.answers)  # (failed before: dropped)
    assert turn.expecting == "high_school", (turn.expecting, turn.reply)


# 1. guards: a message that is a request to go back still goes back one question
@pytest.mark.parametrize("lang,message", [
    ("en", "back"),
    ("en", "go back"),
    ("en", "Back please"),
    ("en", "can we go back"),
    ("en", "wait, go back"),
    ("en", "oops go back"),
    ("en", "undo"),
    ("en", "undo that"),
    ("en", "take me back"),
    ("en", "go back to the last question"),
    ("es", "atrás"),
    ("es", "volver"),
    ("es", "regresar"),
    ("es", "ir atrás"),
    ("es", "espera, atrás"),
    ("es", "vuelve atrás"),
    ("es", "¿podemos volver a la pregunta anterior?"),
])
def test_a_request_to_go_back_is_the_command(lang, message):
    turn = talk(lang, *START[lang], message)
    assert "prior_degree" not in turn.answers, (turn.reply, turn.answers)
    assert turn.expecting == "prior_degree", (turn.expecting, turn.reply)

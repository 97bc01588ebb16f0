"""fix47k: a newcomer's findings on language and going back (the phone layout is in
tests/e2e/test_fix47k_newest_visible.py).

1. Spanish typed into the English chat ("hola, no hablo inglés. mi hijo quiere ir al college") had
   English replies and no word of the Spanish chat, and English typed into the Spanish chat the
   same: only a request for the language alone ("en español por favor", understand.language_asked)
   said how to switch. Now a message clearly written in the other language (three words of it and
   few of the chat's, understand.written_in, vocab.SPANISH_WORDS / ENGLISH_WORDS) is answered with
   how to go on in it, said in both languages (the page's language button, JS on and off; as
   SWITCH_LANGUAGE says), and read as before. Guards: one Spanish word ("sí", a name, "college"),
   a mixed message ("my mom gana 50 mil"), a message in the chat's own language: no offer.
2. "go back" said with the words a command carries ("can we go back", "go back to the last
   question", "quiero volver a la pregunta anterior") was answered by the FAQ or not understood:
   understand.command read a back phrase only in three words or fewer. Now a back phrase with only
   command words (vocab.RESTART_FILLERS, vocab.BACK_FILLERS) takes back the last answer too.
   Guards: "go back", "atrás", "volver" as before; "I want to go back to school", "quiero volver a
   estudiar" are no command.
"""
import pytest

from support import talk

OFFER = {"es": ("To chat in Spanish", "Para chatear en español"),
         "en": ("To chat in English", "Para chatear en inglés")}


def _offered(reply: str, other: str) -> bool:
    return all(part in reply for part in OFFER[other])


# The other language typed: how to go on in it said in both languages
@pytest.mark.parametrize("lang,message", [
    ("en", "hola, no hablo inglés. mi hijo quiere ir al college"),
    ("en", "mi hija está en el último año de la preparatoria"),
    ("en", "Buenas tardes, quiero saber si mi hijo puede tener la beca"),
    ("es", "Hi, I don't speak Spanish. My son wants to go to college"),
    ("es", "my daughter is a senior in high school and she wants to go to college"),
    ("es", "Hello, I want to know if my son can get the scholarship"),
])
def test_the_other_language_is_offered(lang, message):
    other = "es" if lang == "en" else "en"
    turn = talk(lang, message)
    assert _offered(turn.reply, other), turn.reply  # (failed before: no offer)
    assert turn.conversation.expecting is not None  # the message read as before, a question asked


# Guards: one word of the other language, a mixed message, the chat's own language: no offer
@pytest.mark.parametrize("lang,message", [
    ("en", "sí"),
    ("en", "José"),
    ("en", "college"),
    ("en", "first time"),
    ("en", "my mom gana 50 mil"),
    ("en", "my son wants to go to college"),
    ("es", "college"),
    ("es", "sí"),
    ("es", "primera vez"),
    ("es", "mi hijo quiere ir al college"),
    ("es", "ok"),
    ("es", "First time"),
])
def test_guard_no_offer(lang, message):
    other = "es" if lang == "en" else "en"
    turn = talk(lang, message)
    assert not any(part in turn.reply for part in OFFER[other]), turn.reply


FIRST = {"en": ("First time", "None yet"), "es": ("Primera vez", "Ninguno todavía")}


# "go back" with the words a command carries: the last answer taken back
@pytest.mark.parametrize("lang,back", [
    ("en", "can we go back"),
    ("en", "go back to the last question"),
    ("en", "please go back one question"),
    ("es", "podemos volver atrás"),
    ("es", "quiero volver a la pregunta anterior"),
    ("es", "regresar a la pregunta anterior por favor"),
])
def test_back_with_command_words(lang, back):
    turn = talk(lang, *FIRST[lang])
    assert turn.answers.get("prior_degree") == "none" and turn.conversation.expecting == "high_school"
    turn = talk(lang, *FIRST[lang], back)
    assert "prior_degree" not in turn.answers, turn.reply  # (failed before: FAQ or not understood)
    assert turn.answers.get("applicant_type") == "new"
    assert turn.conversation.expecting == "prior_degree", turn.reply


# Guards: the short commands as before
@pytest.mark.parametrize("lang,back", [
    ("en", "go back"), ("en", "back"), ("en", "undo"),
    ("es", "atrás"), ("es", "volver"), ("es", "regresar"),
])
def test_guard_short_back(lang, back):
    turn = talk(lang, *FIRST[lang], back)
    assert "prior_degree" not in turn.answers and turn.conversation.expecting == "prior_degree", turn.reply


# Guards: "back" in an answer is no command
@pytest.mark.parametrize("lang,message", [
    ("en", "I want to go back to school"),
    ("en", "I went back to school in 2020"),
    ("es", "quiero volver a estudiar"),
    ("es", "quiero regresar a la escuela"),
])
def test_guard_back_in_an_answer(lang, message):
    from screener.chat.engine import load_flow
    from screener.chat import understand
    assert understand.command(message, load_flow()) is None

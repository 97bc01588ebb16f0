"""Two corrections (issue #8), each a general rule in both languages.

1. A student ruled out for filing no aid application who then says she will file one (issue #8):
"ok, I'll do the FAFSA next week", "bueno, entonces voy a mandar la fafsa" is the answer changed,
read back and, after "yes", the questions go on toward a new result. Before, it got the FAQ's
"which form do I file" answer (or "I don't know the answer to that", or "which day?"), and the
"no" stood. A question about the form still gets the FAQ's answer and changes nothing.

2. A place taken back in a correction, then the one meant (issue #8): "oops, not Frederick, I
meant Montgomery College", "perdón, no es Hagerstown sino Montgomery College". The words taken
back are no answer: before, the town or county taken back was read back as the student's county,
against the ZIP code (and, after a "yes", the home college moved with it and the student was ruled
out at the college she meant)."""
import datetime as dt

import pytest

from screener.chat.engine import respond

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}


def played(messages_by_lang: dict) -> dict:
    """Return {lang: the turn after its messages}."""
    out = {}
    for lang, messages in messages_by_lang.items():
        turn = respond(None, "", lang, TODAY)
        for message in messages:
            turn = respond(turn.conversation, message, lang, TODAY)
        out[lang] = turn
    return out


# A new student (two parents, $88,000) who files nothing: ruled out by the aid application rule
RULED_OUT = {
    "en": ["new student", "none yet", "maryland, june 2027", "21044", "yes", "associate degree, 15 credits", "3.1",
           "me, my mom and my dad", "88000", "i won't file anything", "yes"],
    "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044", "sí", "asociado, 15 créditos", "3.1",
           "yo, mi mamá y mi papá", "88000", "no voy a llenar ninguna", "sí"],
}


@pytest.fixture(scope="module")
def ruled_out():
    out = played(RULED_OUT)
    for turn in out.values():
        assert turn.answers["aid_application"] == "none" and turn.assessment["status"] == "likely_ineligible", turn.reply
    return out


@pytest.mark.parametrize("lang,said,form", [
    ("en", "ok, I'll do the FAFSA next week then", "fafsa"),
    ("en", "alright i'm gonna fill out the fafsa", "fafsa"),
    ("en", "i will send in the one app", "one_app"),
    ("es", "bueno, entonces voy a mandar la fafsa", "fafsa"),
    ("es", "ya, voy a hacer la fafsa la otra semana", "fafsa"),
    ("es", "entonces lleno la one app", "one_app"),
])
def test_an_application_to_file_after_none_is_read_back_and_counts(ruled_out, lang, said, form):
    turn = respond(ruled_out[lang].conversation, said, lang, TODAY)
    assert turn.conversation.pending.get("aid_application") == {"aid_application": form}, turn.reply
    assert turn.answers["aid_application"] == "none"  # not before the "yes"
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["aid_application"] == form, turn.reply
    assert turn.assessment is None or turn.assessment["status"] != "likely_ineligible", turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "do i file the fafsa or the one app?"),
    ("en", "will the fafsa cost me anything"),
    ("es", "¿la fafsa cuesta algo?"),
    ("es", "cual lleno, la fafsa o la one app?"),
])
def test_a_question_about_the_form_still_changes_nothing(ruled_out, lang, said):
    turn = respond(ruled_out[lang].conversation, said, lang, TODAY)
    assert not turn.conversation.pending, turn.reply
    assert turn.answers["aid_application"] == "none"


# A new student in ZIP code 20876 (Montgomery County): Montgomery College, then the program is asked
TO_PROGRAM = {
    "en": ["new student", "none yet", "maryland, june 2027", "20876", "yes"],
    "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "20876", "sí"],
}


@pytest.fixture(scope="module")
def at_program():
    out = played(TO_PROGRAM)
    for turn in out.values():
        assert turn.answers["county"] == "montgomery" and turn.answers["college"] == "montgomery", turn.reply
    return out


@pytest.mark.parametrize("lang,said", [
    ("en", "oops my bad, not Frederick, I meant Montgomery College"),
    ("en", "sorry I got mixed up, not Frederick, it's Montgomery College, the one by my house"),
    ("en", "oh wait, it is not Hagerstown, I meant Montgomery College in Germantown"),
    ("es", "ay perdón, me confundí, no era Frederick, era Montgomery College, el que queda cerca"),
    ("es", "perdon no es en frederick, es en montgomery college"),
])
def test_a_place_taken_back_is_not_read_as_the_home(at_program, lang, said):
    turn = respond(at_program[lang].conversation, said, lang, TODAY)
    assert "county" not in turn.conversation.pending, turn.reply
    assert turn.answers["county"] == "montgomery" and turn.answers["college"] == "montgomery", turn.reply

"""A student ruled out for filing no aid application who then says she will file one (issue #8):
"ok, I'll do the FAFSA next week", "bueno, entonces voy a mandar la fafsa" is the answer changed,
read back and, after "yes", the questions go on toward a new result. Before, it got the FAQ's
"which form do I file" answer (or "I don't know the answer to that", or "which day?"), and the
"no" stood. A question about the form still gets the FAQ's answer and changes nothing."""
import datetime as dt

import pytest

from screener.chat.engine import respond

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
# A new student (two parents, $88,000) who files nothing: ruled out by the aid application rule
RULED_OUT = {
    "en": ["new student", "none yet", "maryland, june 2027", "21044", "yes", "associate degree, 15 credits", "3.1",
           "me, my mom and my dad", "88000", "i won't file anything", "yes"],
    "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044", "sí", "asociado, 15 créditos", "3.1",
           "yo, mi mamá y mi papá", "88000", "no voy a llenar ninguna", "sí"],
}


@pytest.fixture(scope="module")
def ruled_out():
    out = {}
    for lang, messages in RULED_OUT.items():
        turn = respond(None, "", lang, TODAY)
        for message in messages:
            turn = respond(turn.conversation, message, lang, TODAY)
        assert turn.answers["aid_application"] == "none" and turn.assessment["status"] == "likely_ineligible", turn.reply
        out[lang] = turn
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

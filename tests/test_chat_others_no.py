"""A "no" said of someone or something else at the in-state question is no "no" (a newcomer's
wrong "not eligible": "my dad makes 900 a week and my mom doesn't work" read back as "In-state
tuition: No" beside the income, and the "yes" to the income confirmed it). Words of our own, EN+ES."""
import datetime as dt

import pytest

from screener.chat.engine import respond

DAY = dt.date(2026, 12, 1)
TO_IN_STATE = {
    "en": ["new", "none", "maryland high school, june 2027", "20902", "3.5", "yes"],
    "es": ["primera vez", "ninguno", "prepa de maryland, junio 2027", "20902", "3.5", "sí"],
}
YES = {"en": "yes", "es": "sí"}


def at_in_state(lang):
    turn = respond(None, "", lang, DAY)
    for message in TO_IN_STATE[lang]:
        turn = respond(turn.conversation, message, lang, DAY)
    assert turn.expecting == "in_state_tuition"
    return turn


@pytest.mark.parametrize("lang,message", [
    ("en", "my father earns 850 a week and my mother doesn't have a job"),
    ("en", "we aren't rich at all, my mom brings home 38k"),
    ("en", "my stepdad is not working right now, my mom makes 52000"),
    ("es", "mi papá gana 850 a la semana y mi mamá no trabaja"),
    ("es", "mi mamá no tiene papeles pero yo nací aquí en Wheaton"),
    ("es", "no somos ricos, mi mamá gana como 38 mil al año"),
])
def test_a_no_about_someone_else_never_answers_in_state_tuition(lang, message):
    turn = respond(at_in_state(lang).conversation, message, lang, DAY)
    assert turn.answers.get("in_state_tuition") != "no"
    turn = respond(turn.conversation, YES[lang], lang, DAY)  # the "yes" to whatever was read back
    assert turn.answers.get("in_state_tuition") != "no"
    assert turn.assessment is None or turn.assessment["status"] != "likely_ineligible"


@pytest.mark.parametrize("lang,message", [
    ("en", "no"),
    ("en", "no, we moved here from Delaware in August"),
    ("en", "I don't qualify, we live in Virginia"),
    ("es", "no"),
    ("es", "no, nos mudamos de Virginia hace un mes"),
])
def test_a_no_about_residence_is_still_read(lang, message):
    turn = respond(at_in_state(lang).conversation, message, lang, DAY)
    if turn.answers.get("in_state_tuition") != "no":
        turn = respond(turn.conversation, YES[lang], lang, DAY)  # read back first: the "yes" keeps it
    assert turn.answers.get("in_state_tuition") == "no", turn.reply

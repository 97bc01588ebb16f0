"""A number denied in its own clause, the one meant said after it (a newcomer's findings,
2026-12-02): "I'm not taking 5 credits, I'm taking 12" read back 5 credits, and its "not" was
kept, unasked, as "no degree yet" at the degree question; "I don't have a 2.3 GPA, I have a 3.4"
likewise. The denied number is dropped, its unit going with the one meant, and a "no" about
another question's thing is no answer to the degree question."""
import datetime as dt

import pytest

from screener.chat.engine import respond

DAY = dt.date(2026, 12, 1)
FIRST = {"en": "first time", "es": "primera vez"}


def at_degree_question(lang: str, message: str):
    turn = respond(respond(None, "", lang, DAY).conversation, FIRST[lang], lang, DAY)
    assert turn.expecting == "prior_degree"
    return respond(turn.conversation, message, lang, DAY)


@pytest.mark.parametrize("lang,message,line", [
    ("en", "I'm not taking 5 credits, I'm taking 12", "• Credits a semester: 12"),
    ("en", "I don’t have a 2.3 GPA, I have a 3.4", "• High school GPA: 3.4"),
    ("en", "I'm not doing 6 credits, more like 9", "• Credits a semester: 9"),
    ("es", "no voy a tomar 6 créditos, voy a tomar 12", "• Créditos por semestre: 12"),
    ("es", "no tengo 2,3 de promedio, tengo 3,4", "• Promedio (GPA) de la escuela secundaria: 3.4"),
    ("es", "no llevo 5 créditos, llevo 15", "• Créditos por semestre: 15"),
])
def test_the_number_meant_is_read_back_and_the_degree_is_still_asked(lang, message, line):
    turn = at_degree_question(lang, message)
    assert line in turn.reply, turn.reply
    assert "prior_degree" not in turn.answers, turn.answers
    assert turn.expecting == "prior_degree"


@pytest.mark.parametrize("lang,message", [
    ("en", "no"), ("en", "I don't have one"), ("en", "no degree, my gpa is 3.2"),
    ("es", "no tengo"), ("es", "ninguno, mi promedio es 3.2"),
])
def test_a_no_about_the_degree_is_still_none(lang, message):
    turn = at_degree_question(lang, message)
    assert turn.answers.get("prior_degree") == "none", (turn.answers, turn.reply)


@pytest.mark.parametrize("lang,message,credits", [
    ("en", "not 15 credits, only 9", 9),
    ("en", "12", 12),
    ("es", "no son 15 créditos, solo 9", 9),
])
def test_at_the_credits_question_the_number_meant_is_taken(lang, message, credits):
    turn = respond(None, "", lang, DAY)
    for said in ([FIRST[lang], "none", "21044", "yes", "maryland", "yes", "june 2027", "howard", "associate"] if lang == "en"
                 else [FIRST[lang], "ninguno", "21044", "sí", "maryland", "sí", "junio 2027", "howard", "asociado"]):
        turn = respond(turn.conversation, said, lang, DAY)
        if turn.expecting == "credits_per_semester":
            break
    assert turn.expecting == "credits_per_semester", (turn.expecting, turn.reply)
    turn = respond(turn.conversation, message, lang, DAY)
    assert turn.answers.get("credits_per_semester") == credits or f": {credits}" in turn.reply, (turn.answers, turn.reply)

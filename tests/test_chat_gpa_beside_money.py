"""A GPA said beside an amount of money: the amount's first digits are no GPA. "I have a 2.1 GPA
and I make $3,000 a month" kept a GPA of 3.0 unasked, a false "likely eligible" (a newcomer's
finding, 2026-12-02): a dollar sign between the GPA word and a number, or digits going on after
a comma ("2,500"), make the number money."""
import datetime as dt

import pytest

from screener.chat.engine import respond

DAY = dt.date(2026, 12, 1)


def opening(lang: str, message: str):
    return respond(respond(None, "", lang, DAY).conversation, message, lang, DAY)


@pytest.mark.parametrize("lang,message,gpa,amount", [
    ("en", "I have a 2.1 GPA and I make $3,000 a month", 2.1, "$36,000"),
    ("en", "my gpa is 2.1 and i make 2,500 a month", 2.1, "$30,000"),
    ("en", "I have a 2.1 GPA and I make $1,500 every two weeks", 2.1, "$39,000"),
    ("en", "2.4 gpa, my mom makes $4,000 a month", 2.4, "$48,000"),
    ("es", "tengo 2.1 de GPA y gano $3,000 al mes", 2.1, "$36,000"),
    ("es", "tengo 2.1 de promedio y gano 2,000 cada dos semanas", 2.1, "$52,000"),
    ("es", "saqué 2.4 de promedio y mi mamá gana $4,000 al mes", 2.4, "$48,000"),
])
def test_the_gpa_is_the_one_said_and_the_money_is_money(lang, message, gpa, amount):
    turn = opening(lang, message)
    assert turn.answers.get("hs_gpa") in (None, gpa), turn.answers
    assert f"{gpa}" in turn.reply or turn.answers.get("hs_gpa") == gpa, turn.reply
    assert amount in turn.reply, turn.reply


@pytest.mark.parametrize("lang,message", [
    ("en", "my gpa is like $3,000 lol"),
    ("en", "gpa? i make 2,500 a month"),
    ("es", "promedio no sé, gano $3,000 al mes"),
])
def test_money_after_the_gpa_word_is_no_gpa(lang, message):
    turn = opening(lang, message)
    assert "hs_gpa" not in turn.answers, turn.answers
    assert "• High school GPA" not in turn.reply and "• Promedio (GPA)" not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,message,gpa", [
    ("en", "my gpa is 3.5", 3.5),
    ("es", "mi promedio es 3,2", 3.2),
    ("en", "gpa: 2.75, two parents", 2.75),
])
def test_a_gpa_alone_is_still_read(lang, message, gpa):
    turn = opening(lang, message)
    assert turn.answers.get("hs_gpa") == gpa or f"{gpa}" in turn.reply, (turn.answers, turn.reply)

"""Money is never a GPA (a newcomer's finding, issue #8): an amount said with a unit of money
("k", thousand, mil, million, "$", dollars) or a pay period ("an hour", "a year", "al mes") at the
GPA question, or in passing at another question, was read as a GPA ("Is 160 an average out of
100?", "High school GPA: 1.5"). A pay rate per hour said without its hours, at any question, asks
the hours a week (as at the income question), and the answer to that is the income, read back."""
import datetime as dt

import pytest

from screener.chat import understand
from screener.chat.engine import respond
from screener.i18n import Msg
from screener.i18n import render
from support import proposed
from support import talk

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
TO_GPA = {
    "en": ["new student", "none yet", "maryland, june 2027", "21044", "yes", "associate degree, 15 credits"],
    "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044", "sí", "asociado, 15 créditos"],
}
TO_TUITION = {lang: said[:4] for lang, said in TO_GPA.items()}


def at_gpa(lang):
    turn = talk(lang, *TO_GPA[lang], day=TODAY)
    assert turn.expecting == "hs_gpa", turn.reply
    return turn


@pytest.mark.parametrize("lang,said", [
    ("en", "150k"), ("en", "roughly 90 thousand"), ("en", "$40,000"), ("en", "like 2.5 million"),
    ("en", "around 85k a year"), ("en", "3 grand a month"),
    ("es", "unos 80 mil"), ("es", "2,5 millones"), ("es", "como 95 mil al año"), ("es", "$38,000"),
])
def test_an_amount_of_money_at_the_gpa_question_is_no_gpa(lang, said):
    turn = respond(at_gpa(lang).conversation, said, lang, TODAY)
    assert "hs_gpa" not in proposed(turn) and "hs_gpa" not in turn.answers, turn.reply
    assert "100" not in turn.reply, turn.reply
    assert turn.expecting == "hs_gpa"


@pytest.mark.parametrize("lang,said,gpa", [("en", "a 3.3, and my mom makes 70k", 3.3),
                                           ("es", "tengo 2.9 y mi papá gana 60 mil al año", 2.9)])
def test_a_gpa_beside_money_is_still_the_gpa(lang, said, gpa):
    turn = respond(at_gpa(lang).conversation, said, lang, TODAY)
    assert proposed(turn).get("hs_gpa") == gpa or turn.answers.get("hs_gpa") == gpa, turn.reply


@pytest.mark.parametrize("lang,rate,hours,year", [("en", "my dad makes 14 an hour", "35", 14 * 35 * 52),
                                                  ("en", "we get paid $16 per hour", "about 30", 16 * 30 * 52),
                                                  ("es", "mi mamá gana 13 la hora", "36", 13 * 36 * 52),
                                                  ("es", "nos pagan 17 dólares por hora", "unas 40", 17 * 40 * 52)])
def test_an_hourly_rate_at_the_gpa_question_asks_its_hours(lang, rate, hours, year):
    turn = respond(at_gpa(lang).conversation, rate, lang, TODAY)
    assert render(understand.HOURS_ASKED, lang) in turn.reply, turn.reply
    assert "hs_gpa" not in proposed(turn)
    turn = respond(turn.conversation, hours, lang, TODAY)
    assert proposed(turn) == {"agi": year}, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["agi"] == year and "hs_gpa" not in turn.answers


@pytest.mark.parametrize("lang,rate", [("en", "my mom earns 19 an hour"), ("es", "ganamos 15 por hora")])
def test_an_hourly_rate_at_a_yes_no_question_asks_its_hours(lang, rate):
    turn = talk(lang, *TO_TUITION[lang], day=TODAY)
    assert turn.expecting == "in_state_tuition", turn.reply
    turn = respond(turn.conversation, rate, lang, TODAY)
    assert render(understand.HOURS_ASKED, lang) in turn.reply, turn.reply
    assert turn.expecting == "in_state_tuition"


@pytest.mark.parametrize("lang,said", [("en", "we make like 1,5 million"), ("es", "ganamos 2,5 millones")])
def test_millions_said_at_another_question_are_no_gpa(lang, said):
    turn = talk(lang, *TO_TUITION[lang], day=TODAY)
    turn = respond(turn.conversation, said, lang, TODAY)
    assert "hs_gpa" not in proposed(turn) and "hs_gpa" not in turn.answers, turn.reply

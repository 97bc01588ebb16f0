"""Class of fix37l (a newcomer's finding on main: a false "likely eligible"): a rate by the hour with
tips or overtime on top and no hours ("he makes $50 an hour plus overtime") asked the year with the
extra, the rate kept nowhere; the answer giving the hours and the extra's amount ("40 hours a week,
overtime is about 500 a month") was kept as the extra alone ($6,000, not $104,000 + $6,000). The
rate is held: the hours and the extra are the rate times the hours plus the extra, read back with the
parts; a year's total is read as said. The wording is ours."""
import pytest

from support import proposed
from support import talk
from support import then

OPENING = {"en": "I'm a senior at Towson High, graduating June 2027, 3.4 GPA, I live with my dad",
           "es": "Estoy en mi último año en Towson High, me gradúo en junio de 2027, promedio 3.4, vivo con mi papá"}
TO_INCOME = {"en": (OPENING["en"], "yes", "21204", "yes", "associate's, 15 credits"),
             "es": (OPENING["es"], "sí", "21204", "sí", "asociado, 15 créditos")}
EXTRA = {"en": "What did it come to for the whole year", "es": "¿Cuánto fue en todo el año"}
IS_RIGHT = {"en": "Is that right?", "es": "¿Es correcto?"}


def _at_income(lang):
    turn = talk(lang, *TO_INCOME[lang])
    assert turn.expecting == "agi" and "agi" not in turn.answers, turn.reply
    return turn


# (lang, the rate with its extra, the hours and the extra's amount, the year read back, its parts in the reply)
RATE_AND_EXTRA = [
    ("en", "he makes $50 an hour plus overtime", "40 hours a week, overtime is about 500 a month", 110000, ("$104,000", "$6,000")),
    ("en", "he makes $18 an hour plus tips", "40 hours a week, tips are like 200 a week", 47840, ("$37,440", "$10,400")),
    ("es", "gana 20 dólares la hora más propinas", "40 horas a la semana, propinas como 150 a la semana", 49400, ("$41,600", "$7,800")),
]


@pytest.mark.parametrize("lang,rate,answer,year,parts", RATE_AND_EXTRA)
def test_hours_and_extra_keep_the_rate_times_the_hours_plus_the_extra(lang, rate, answer, year, parts):
    turn = then(_at_income(lang), rate, lang)
    assert EXTRA[lang] in turn.reply and "agi" not in proposed(turn), turn.reply
    read = then(turn, answer, lang)
    assert proposed(read).get("agi") == year, (read.reply, proposed(read))
    assert IS_RIGHT[lang] in read.reply and all(p in read.reply for p in parts), read.reply


@pytest.mark.parametrize("lang,rate,total", [("en", "he makes $50 an hour plus overtime", "about 110k total"),
                                             ("es", "gana 20 dólares la hora más propinas", "como 110 mil en total")])
def test_a_years_total_is_read_as_said(lang, rate, total):
    read = then(then(_at_income(lang), rate, lang), total, lang)
    assert proposed(read).get("agi") == 110000, (read.reply, proposed(read))


@pytest.mark.parametrize("lang,opening,rate,answer,year", [
    ("en", "senior at Laurel High School, Prince George's county, graduating june 2027, 3.0 gpa", "it's just me and my dad",
     ("he makes $50 an hour plus overtime", "40 hours a week, overtime is about 500 a month"), 110000),
    ("es", "estoy en el último año en Laurel High School, condado de Prince George's, me gradúo en junio de 2027, promedio 3.0",
     "somos solo mi papá y yo", ("gana 20 dólares la hora más propinas", "40 horas a la semana, propinas como 150 a la semana"), 49400),
])
def test_beside_a_read_back_too(lang, opening, rate, answer, year):
    turn = talk(lang, opening, rate, *answer)
    assert proposed(turn).get("agi") == year, (turn.reply, proposed(turn))

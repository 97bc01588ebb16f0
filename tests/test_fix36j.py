"""Classes of fix36j (a newcomer's false "likely eligible" verdicts): one parent's pay held, the other
parent's asked. 1) The other's pay said in two or three pieces ("he makes 2,800 every two weeks plus
500 a month", "my mom works two jobs, 45k and 30k") was read back as the household's whole income,
the pay held dropped. 2) The other's pay with overtime on top, its year's total left open ("idk"):
that pay said after the result ("he makes around 85k") was taken as the household's total, the pay
held forgotten. The wording is ours."""
import pytest

from screener.chat import understand
from support import proposed
from support import talk
from support import then

OPENING = {
    "en": ("I'm a senior at Dulaney High graduating May 2027, 3.0 unweighted, I live with my mom and dad", "yes", "21093",
           "yes", "associate's, 15 credits"),
    "es": ("Soy estudiante de último año en Dulaney High, me gradúo en mayo de 2027, promedio 3.0, vivo con mi mamá y mi papá",
           "sí", "21093", "sí", "asociado, 15 créditos"),
}


# --- item 1: the other parent's pay in pieces, added to the pay held --------------------------------

# (lang, the pay held, the other's pay in pieces, the income read back, words of the read-back)
PIECES = [
    ("en", "my mom makes 80k",
     "he gets paid every two weeks, like 2,800 a check, plus he drives uber on weekends for maybe 500 a month",
     158800, ("your mom's $80,000", "$2,800 every two weeks ($72,800 a year)", "$500 a month ($6,000 a year)")),
    ("en", "my mom makes 80k", "he makes 2,800 every two weeks plus 500 a month",
     158800, ("your mom's $80,000", "$2,800 every two weeks", "$500 a month")),
    ("en", "my dad makes 80k", "my mom works two jobs, 45k at the school and 30k at target",
     155000, ("your dad's $80,000", "your mom's $45,000 and $30,000")),
    ("en", "my mom makes 80k", "70k and 6k from uber", 156000, ("your mom's $80,000", "$70,000 and $6,000")),
    ("en", "my mom makes 80k", "he makes 2,800 biweekly", 152800, ("your mom's $80,000", "$2,800 every two weeks")),
    ("es", "mi mamá gana 80 mil", "mi papá gana 2,800 cada dos semanas y como 500 al mes de uber",
     158800, ("tu mamá, $80,000", "$2,800 cada dos semanas ($72,800 al año)", "$500 al mes ($6,000 al año)")),
    ("es", "mi papá gana 80 mil", "mi mamá tiene dos trabajos, 45 mil en la escuela y 30 mil en target",
     155000, ("tu papá, $80,000", "$45,000 y $30,000")),
]


@pytest.mark.parametrize("lang,held,pieces,total,said", PIECES)
def test_the_other_parents_pay_in_pieces_is_added_to_the_pay_held(lang, held, pieces, total, said):
    turn = talk(lang, *OPENING[lang], held)
    assert turn.expecting == "agi" and "agi" not in proposed(turn), turn.reply
    turn = then(turn, pieces, lang)
    assert float(proposed(turn).get("agi")) == total, (turn.reply, proposed(turn))
    assert "agi" not in turn.answers
    for words in said:
        assert words in turn.reply, turn.reply


# (text, the earner asked, the pieces read, or (): another earner named, no one earner's pieces)
ONE_EARNERS_PIECES = [
    ("he makes 2,800 every two weeks plus 500 a month", "dad", ((2800.0, 26), (500.0, 12))),
    ("2,800 every two weeks plus 500 a month and 10k bonus", "dad", ((2800.0, 26), (500.0, 12), (10000.0, 1))),
    ("she makes 2,800 every two weeks plus 500 a month", "dad", ()),
    ("I make 2,800 every two weeks plus 500 a month", "dad", ()),
    ("he makes 2,800 biweekly", "dad", ()),
]


@pytest.mark.parametrize("text,earner,pieces", ONE_EARNERS_PIECES)
def test_one_earners_pieces(text, earner, pieces):
    total = understand.income(text, "en", "agi").form["agi"]
    assert understand.one_earners_pieces(text, "en", total, earner) == pieces


# --- item 2: overtime left open, the other's pay said after the result ------------------------------

# (lang, the pay held, the other's pay with overtime, "I don't know", the rest, the pay said after the result)
LEFT_OPEN = [
    ("en", "my mom makes 80k", "he makes like 1,500 a week plus overtime", "idk", ("FAFSA", "no"), "he makes around 85k", 165000),
    ("en", "my mom makes 80k", "he makes like 1,500 a week plus overtime", "idk", ("FAFSA", "no", "thanks"),
     "he makes around 85k", 165000),
    ("en", "my mom makes 80k", "he makes like 1,500 a week plus overtime", "idk", ("FAFSA", "no"), "about 90k with overtime",
     170000),
    ("es", "mi mamá gana 80 mil", "él gana como 1,500 a la semana más horas extra", "no sé", ("FAFSA", "no"),
     "él gana como 85 mil", 165000),
]
HELD_SAID = {"en": "your mom's $80,000", "es": "tu mamá, $80,000"}


@pytest.mark.parametrize("lang,held,extra,unsure,rest,later,total", LEFT_OPEN)
def test_pay_said_after_the_result_is_added_to_the_pay_held(lang, held, extra, unsure, rest, later, total):
    turn = talk(lang, *OPENING[lang], held, extra, unsure, *rest)
    assert turn.expecting is None and "agi" not in turn.answers, turn.reply
    turn = then(turn, later, lang)
    assert float(proposed(turn).get("agi")) == total, (turn.reply, proposed(turn))
    assert HELD_SAID[lang] in turn.reply, turn.reply

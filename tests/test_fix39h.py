"""fix39h (dev39: money said in pieces by several earners), by class, in both languages.

1. Every piece of pay tied to an earner, each with its period (or clearly a year's), is added and
   the sum read back with its parts; three to six pieces ("I make 58,000 and her mom makes 1,900 a
   week, plus she got a 3,000 bonus last year", "la mamá gana 28 mil y 10 mil, el padrastro 40 mil y
   30 mil"). Before, "What is the total, as one number?" twice, then the income left open. A year
   named after an amount ("last year", "this year") is its period, as "el año pasado" was.
2. One piece taken back inside the message ("…, no wait the restaurant is more like 15", "…, no
   perdón, él gana 3,500"): the amount meant replaces the piece it names, in its unit and period.
3. A rate said after its own hours a week ("5 horas extra por semana a 33"): the rate times those
   hours, never dropped.
4. At the full-cost question, an amount said with no word of pay ("no, she just got $500 from our
   church") is that aid's, never a correction of the income kept; its "no" is the answer.
5. A range ("entre 50 y 60 mil") is no two pieces to add when a clause beside it is left out
   ("soy la tía"): one number is asked.

Rows marked "guard" held before and must keep holding.
"""
import pytest

from support import answer
from support import confirm
from support import graded

ASK = {"ask_back": True}



# (language, what is said at the income question, the label)
INCOME_ROWS = [
    # 1. several earners, each with pieces
    ("en", "I make 58,000 and her mom makes 1,900 a week, plus she got a 3,000 bonus last year", confirm(agi=159800)),
    ("en", "my dad makes 50k and 5k, my mom makes 30k and 2k", confirm(agi=87000)),
    ("es", "la mamá gana 28 mil y 10 mil, el padrastro 40 mil y 30 mil", confirm(agi=108000)),
    ("es", "mi papá gana 35 mil y 5 mil, mi mamá gana 800 al mes y 10 mil", confirm(agi=59600)),
    # guard: pieces tied to no earner: the total asked, never added unasked
    ("en", "50k, 20k, 10k", ASK),  # guard
    ("es", "50 mil, 20 mil, 10 mil", ASK),  # guard
    # 2. a piece corrected inside the message
    ("es", "mi mamá gana 2,000 al mes y mi padrastro 3,000 al mes, no perdon, el gana 3,500", confirm(agi=66000)),
    ("en", "she has two jobs, 28k at the daycare and 12k at the restaurant, no wait the restaurant is more like 15",
     confirm(agi=43000)),
    ("en", "my mom makes 3,000 a month and my dad 2,000 a month, sorry, he makes 2,500", confirm(agi=66000)),
    ("es", "28 mil en la tienda y 10 mil en la escuela, no perdón, la escuela son 12", confirm(agi=40000)),
    # 3. overtime as hours times a rate
    ("es", "mi papá gana 22 la hora, 40 horas, y hace como 5 horas extra por semana a 33. mi mamá gana 1,100 por quincena",
     confirm(agi=80740)),
    ("en", "my dad makes 20 an hour, 40 hours a week, and does 5 hours of overtime a week at 30. my mom makes 2,000 a month",
     confirm(agi=73400)),
    # guard: one rate and its hours, as before
    ("en", "my dad makes 20 an hour, 40 hours a week, and my mom makes 2,000 a month", confirm(agi=65600)),  # guard
    # 5. a range beside a clause left out
    ("es", "entre 50 y 60 mil, soy la tía y no sé bien", ASK),
    ("en", "between 50 and 60k, I'm his aunt and I'm not sure", ASK),
    ("en", "between 50 and 60k", ASK),  # guard
]


@pytest.mark.parametrize("lang,text,expect", INCOME_ROWS)
def test_income_in_pieces(bench, lang, text, expect):
    graded(bench, "agi", text, lang, expect)


# 4. at the full-cost question (language, message, label)
FULL_COST_ROWS = [
    ("en", "no, she just got $500 from our church. I'm her aunt.", answer(full_cost_scholarship=False)),
    ("es", "no, solo le dieron $500 en la iglesia. soy su tía.", answer(full_cost_scholarship=False)),
    ("es", "no, solo le dieron 500 dólares en la iglesia. soy su tía.", answer(full_cost_scholarship=False)),  # guard
    ("en", "no", answer(full_cost_scholarship=False)),  # guard
]


@pytest.mark.parametrize("lang,text,expect", FULL_COST_ROWS)
def test_aid_amount_is_no_income(bench, lang, text, expect):
    graded(bench, "full_cost_scholarship", text, lang, expect)


def test_pieces_read_back_with_parts():
    from screener.chat import understand
    from screener.i18n import render
    reading = understand.income("la mamá gana 28 mil y 10 mil, el padrastro 40 mil y 30 mil", "es")
    said = render(reading.note, "es")
    assert reading.confirm and all(p in said for p in ("$28,000", "$10,000", "$40,000", "$30,000", "$108,000")), said
    reading = understand.income("mi papá gana 22 la hora, 40 horas, y hace como 5 horas extra por semana a 33", "es")
    said = render(reading.note, "es")
    assert reading.form == {"agi": "54340"} and "$33" in said and "$8,580" in said, said


# 2b. a piece of an income kept as a sum, corrected later (language, income kept, message, read back)
LATER_PIECE_ROWS = [
    ("es", 118000, "perdón, el segundo trabajo de él es 30 mil, no 40", 108000),
    ("en", 100000, "sorry, her second job is 25k, not 35k", 90000),
    ("en", 105000, "sorry, it's 95k not 105k", 95000),  # guard: the income itself corrected
    ("es", 105000, "perdón, son 95 mil, no 105", 95000),  # guard
]


@pytest.mark.parametrize("lang,kept,message,meant", LATER_PIECE_ROWS)
def test_piece_corrected_later(lang, kept, message, meant):
    from support import chat_so_far
    from support import pending_values
    from support import waiting
    answers = {**chat_so_far(3.0, "two_parent"), "agi": kept}
    answers.pop("credits_per_semester")
    turn = waiting(answers, "credits_per_semester", message, lang)
    assert float(pending_values(turn).get("agi", 0)) == meant, turn.reply

"""fix44p: a later amount read as the same money as the earlier ones only when said so.

- a second job's yearly pay equal by chance to the first pay's year ("she makes 500 a week, 26000 at
  her second job") was read as that pay restated ($26,000, not $52,000): a year restates the pay only
  with a year word after it or a restating word before it, and nothing after it naming another job,
  source or earner (understand._same_money_restated, _other_pay_named);
- three earners' pay whose last equals the first two added ("I make 40k, my mom makes 60k and my dad
  makes 100k") was read as parts and their total ($100,000, not $200,000): a last amount is the total
  only when marked so or after "plus"/"más" arithmetic, never with its own earner (_total_said_so).

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import agi_said
from support import chat_so_far
from support import waiting

ONE = {**chat_so_far(3.2), "household_size": 3}
TWO = {**chat_so_far(3.2, "two_parent"), "household_size": 4}


# (lang, answers, the message at the income question, the income read back)
ROWS = [
    # a second job's year, equal to the first pay's year by chance: another income
    ("en", ONE, "she makes 500 a week, 26000 at her second job", 52000),
    ("es", ONE, "ella gana 500 a la semana, 26000 en su otro trabajo", 52000),
    ("en", ONE, "she makes 2000 a month, 24000 from her second job", 48000),
    ("es", ONE, "mi mamá gana 2000 al mes, 24000 de su otro trabajo", 48000),
    # three earners, the last one's pay equal to the other two added: three incomes
    ("en", TWO, "I make 40k, my mom makes 60k and my dad makes 100k", 200000),
    ("es", TWO, "yo gano 40 mil, mi mamá 60 mil y mi papá 100 mil", 200000),
    ("en", TWO, "I make 20k, my mom 30k and my dad 50k", 100000),
    ("es", TWO, "yo gano 20 mil, mi mamá 30 mil y mi papá 50 mil", 100000),
    # guard: another earner named after the second amount (read by the earner readers)
    ("en", TWO, "my mom makes 2000 a month, 24000 my dad", 48000),  # guard
    ("es", TWO, "mi papá gana 2000 al mes, 24000 mi mamá", 48000),  # guard
    # guard: the year said so, the same money
    ("en", ONE, "she makes 500 a week, so 26000 a year", 26000),  # guard
    ("es", ONE, "ella gana 500 a la semana, o sea 26000 al año", 26000),  # guard
    ("en", ONE, "she makes 500 a week, 26000 a year", 26000),  # guard
    ("es", ONE, "ella gana 500 a la semana, 26000 al año", 26000),  # guard
    # guard: a total marked so, or after "plus"/"más"
    ("en", TWO, "I make 40k, my mom makes 60k, so 100k in total", 100000),  # guard
    ("es", TWO, "yo gano 40 mil, mi mamá 60 mil, o sea 100 mil en total", 100000),  # guard
    ("en", ONE, "he makes 58k plus 6k overtime, 64k", 64000),  # guard
    ("es", ONE, "él gana 58 mil más 6 mil de overtime, 64 mil", 64000),  # guard
]


@pytest.mark.parametrize("lang, answers, message, agi", ROWS)
def test_later_amount_same_money_only_when_said_so(lang, answers, message, agi):
    assert agi_said(waiting(answers, "agi", message, lang)) == agi

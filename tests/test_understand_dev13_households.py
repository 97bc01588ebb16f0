"""Households said beside other answers (dev13 classes): a spouse named with the writer beside an
income, a parent and step-parent said to live together, a child's age in a list of people."""
import pytest

from test_understand import READ_BACK
from test_understand import check_reading
from test_understand import say

CASES = [
    # A spouse named beside the writer in an income answer: a married student, read back with the
    # amount, though one parent was given before (it can't be one parent either way)
    ("agi", "en", "my husband and I make about 120k a year between us", {"agi": 120000, "household": "married"}, READ_BACK),
    ("agi", "es", "entre mi esposa y yo sacamos unos 95 mil al año", {"agi": 95000, "household": "married"}, READ_BACK),
    ("agi", "en", "us four: me, my wife and our two girls, I earn 40k and she earns 22k",
     {"agi": 62000, "household": "married", "household_size": 4}, READ_BACK),
    ("agi", "es", "mi marido gana 1,500 por quincena y yo 300 a la semana en la tienda",
     {"agi": 51600, "household": "married"}, READ_BACK),
    # A parent and a step-parent, with their incomes, said to live with the student: two parents
    ("agi", "en", "my dad earns 45k and my stepmom about 30k, we all live together",
     {"agi": 75000, "household": "two_parent"}, READ_BACK),
    ("agi", "es", "mi mamá gana 2 mil al mes y mi padrastro 40 mil, vivimos todos juntos",
     {"agi": 64000, "household": "two_parent"}, READ_BACK),
    # A child's age is no count of people: the student and the child
    ("household_size", "en", "only me and my 4 year old daughter", {"household_size": 2}, None),
    ("household_size", "en", "just me and my 5-year-old", {"household_size": 2}, None),
    ("household_size", "es", "nomás yo y mi niño de 6 años", {"household_size": 2}, None),
    ("household_size", "es", "mi bebé de 8 meses y yo", {"household_size": 2}, None),
]


@pytest.mark.parametrize("expecting,lang,text,want,how", CASES)
def test_dev13_household_classes(expecting, lang, text, want, how):
    turn, got = say(expecting, text, lang)
    check_reading(turn, got, want, how)

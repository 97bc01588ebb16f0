"""Households said beside other answers (dev13 classes): a parent and step-parent said to live
together, a child's age in a list of people."""
import pytest

from test_understand import READ_BACK
from test_understand import check_reading
from test_understand import say

CASES = [
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

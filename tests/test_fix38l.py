"""fix38l: income leftovers found on main.

1. Overtime said after the income's "yes" ("$50 an hour", "40 hours a week", "yes", then "plus 8k
   overtime" at the next question) got the FAQ's "I don't know", the overtime lost: it corrects the
   income kept, $104,000 + $8,000 = $112,000 read back with both parts.

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import at_income_said
from support import income_read_back

YES = {"en": "yes", "es": "sí"}

# (lang, the rate, its hours, the overtime said alone after the "yes")
OVERTIME_AFTER_YES = [
    ("en", "$50 an hour", "40 hours a week", "plus 8k overtime"),
    ("en", "$50 an hour", "40 hours a week", "overtime is about 8,000 a year"),
    ("es", "$50 la hora", "40 horas a la semana", "más 8 mil de horas extras"),
    ("es", "50 dólares la hora", "40 horas a la semana", "más 8 mil de horas extras"),
]


@pytest.mark.parametrize("lang,rate,hours,overtime", OVERTIME_AFTER_YES)
def test_overtime_said_after_the_yes_is_added_to_the_income_kept(lang, rate, hours, overtime):
    turn = at_income_said("two_parent", lang, rate, hours, YES[lang], overtime)
    assert income_read_back(turn) == 112000 and "agi" not in turn.answers, (turn.reply, turn.answers)
    assert "$104,000" in turn.reply and "$8,000" in turn.reply and "$112,000" in turn.reply, turn.reply

"""Classes of fix31i (false "likely eligible" paths found on main). A parent lived with whose pay
is told in a relative clause ("lives with our mom who makes 90k") is read as that parent's pay,
never the other parent's pay kept alone; one amount said of both parents without a verb, by "the
same" or "x2" ("both 80k", "80k x2", "los dos 80 mil") is asked, each or together. The wording is ours."""
import datetime as dt

import pytest

from support import at_income
from support import proposed
from support import talk
from support import then

DAY = dt.date(2026, 12, 1)


def _agi(turn):
    return proposed(turn).get("agi", turn.answers.get("agi"))


# --- item 1: "lives with <parent> who makes X" -----------------------------------------------------

@pytest.mark.parametrize("text,lang", [
    ("helping my cousin, senior at Kennedy High, 3.1, he lives with his dad who earns 65k and his stepmom makes 45k", "en"),
    ("my niece stays with her mother, who makes 65k, and her stepfather makes 45k a year", "en"),
    ("ayudo a mi hermanito, último año en Kennedy High, 3.1, vive con nuestro papá que gana 65 mil y nuestra madrastra gana 45 mil al año", "es"),
])
def test_pay_in_a_relative_clause_is_that_parents(text, lang):
    turn = talk(lang, text)
    assert _agi(turn) == 110000, turn.reply

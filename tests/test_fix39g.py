"""fix39g, fewer messages: the turns the rules don't need.

The household's two counted earners' yearly pays, said plainly at the income question ("my dad 55k
and my mom 32k", "yo gano 45 mil y mi esposo 70 mil" from a parent writing, "I make 30k and my wife
makes 40k" from a married student), were read back for a "yes" only because they were added: a plain
answer to the question asked, read back. The sum is now shown ("Added together, that's $87,000.")
and kept, as one earner's yearly pay is (rules.HOUSEHOLD_EARNERS says whose pay the household counts).

Still read back (guards): a pay converted from a period, a sum that would rule the student out, one
near a limit said as an approximation, two pays of a household that counts one parent, pays said
short ("50 and 25"), a Spanish "45.000", and pays of earners the household doesn't count.

Each row of KEPT failed before the fix (read back instead); the rows of READ_BACK are guards.
"""
import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.chat.session import State as ChatState
from support import BEFORE_INCOME
from support import INCOME_DAY
from support import income_read_back

SUM_SHOWN = {"en": "Added together, that's", "es": "Sumado, son"}


def _at_income(household: str, lang: str, for_child: bool = False):
    return Conversation(ChatState({**BEFORE_INCOME, "household": household}, frozenset(), lang), "agi",
                        for_child=for_child, for_student=for_child)


# (lang, household, a parent writing, what is said at the income question, the income kept)
KEPT = [
    ("en", "two_parent", False, "my dad 55k and my mom 32k", 87000),
    ("en", "two_parent", False, "my dad makes 60,000 and my mom makes 40,000", 100000),
    ("en", "two_parent", False, "my mom makes 50k and my dad makes 45k", 95000),
    ("es", "two_parent", False, "mi papá 50 mil y mi mamá 38 mil", 88000),
    ("es", "two_parent", False, "mi papá gana 60 mil y mi mamá 35 mil al año", 95000),
    ("es", "two_parent", False, "mi mamá gana 40 mil y mi papá 45 mil", 85000),
    ("en", "two_parent", True, "I make 75,000 and my wife makes 40,000", 115000),
    ("es", "two_parent", True, "yo gano 45 mil y mi esposo 70 mil", 115000),
    ("en", "married", False, "I make 30k and my husband makes 40k", 70000),
    ("es", "married", False, "yo gano 30 mil y mi esposa 25 mil", 55000),
]


@pytest.mark.parametrize("lang,household,for_child,said,agi", KEPT)
def test_the_two_counted_earners_yearly_pays_are_kept_with_the_sum_shown(lang, household, for_child, said, agi):
    turn = respond(_at_income(household, lang, for_child), said, lang, INCOME_DAY)
    assert not turn.conversation.pending, turn.reply
    assert turn.answers.get("agi") == agi, (turn.reply, turn.answers)
    assert SUM_SHOWN[lang] in turn.reply, turn.reply


# (lang, household, a parent writing, what is said, the income read back): guards, read back before and after
READ_BACK = [
    ("en", "two_parent", False, "my dad makes 90k and my mom makes 70k", 160000),  # rules out: confirmed first
    ("es", "two_parent", False, "mi papá gana 95 mil y mi mamá 60 mil", 155000),  # rules out
    ("en", "two_parent", False, "my dad makes 2,000 a month and my mom makes 30k", 54000),  # converted
    ("es", "two_parent", False, "mi papá gana 800 a la semana y mi mamá 30 mil", 71600),  # converted
    ("en", "married", False, "my mom makes 50k and my dad makes 40k", 90000),  # a married student's parents: not counted so
    ("en", "two_parent", False, "I make 20k and my mom makes 40k", 60000),  # the student's own pay beside one parent's
    ("es", "two_parent", False, "mi papá gana 45.000 y mi mamá 30.000", 75000),  # the dot for thousands
    ("en", "two_parent", False, "my dad makes about 80k and my mom about 65k", 145000),  # an approximation near the limit
    ("en", "two_parent", False, "my cousin lives with his dad who makes 65k and his stepmom makes 45k", 110000),  # a relative's parents
    ("es", "two_parent", False, "mi primo vive con su papá que gana 65 mil y su madrastra gana 45 mil", 110000),  # a relative's parents
]


@pytest.mark.parametrize("lang,household,for_child,said,agi", READ_BACK)
def test_other_sums_are_still_read_back(lang, household, for_child, said, agi):
    turn = respond(_at_income(household, lang, for_child), said, lang, INCOME_DAY)
    assert "agi" not in turn.answers, (turn.reply, turn.answers)
    assert income_read_back(turn) == agi or turn.conversation.follow_up, (turn.reply, turn.conversation.pending)


@pytest.mark.parametrize("lang,held,said", [
    ("en", "my dad makes 60k", "my mom makes 50k and my dad makes 70k"),  # one parent's pay held, then said again
    ("es", "mi papá gana 60 mil", "mi mamá gana 50 mil y mi papá 70 mil"),
])
def test_pays_said_again_beside_one_held_are_read_back(lang, held, said):
    # guard: a pay held (the other parent's asked) and then both said, one changed: read back, never kept unasked
    turn = respond(_at_income("two_parent", lang), held, lang, INCOME_DAY)
    turn = respond(turn.conversation, said, lang, INCOME_DAY)
    assert "agi" not in turn.answers and income_read_back(turn) == 120000, (turn.reply, turn.answers)


def test_a_household_counting_one_parent_never_keeps_two_parents_pay():
    # guard: "my parents make 40k and 30k" at a single-parent household is never kept as the sum
    turn = respond(_at_income("single_parent", "en"), "my mom makes 40k and my dad makes 30k", "en", INCOME_DAY)
    assert turn.answers.get("agi") != 70000, (turn.reply, turn.answers)

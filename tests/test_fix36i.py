"""The pay of a parent the student doesn't live with is never the household's (fix36i, a developer's
finding: a possible false "likely eligible").

1. One parent's pay said early ("my mom makes 52k", said back as "Pay said so far: your mom's
   $52,000" and kept), then a household of one parent, the other ("my parents are divorced, I live
   with my dad"): the mom's $52,000 was read back as the household's income. Only the parent lived
   with counts (rules.HOUSEHOLD_EARNERS, rules.second_parent_counts): the mom's pay is left out with
   the rules' "apart" note, the income no longer kept (asked).
2. A household of one parent kept, that parent named ("it's just me and my mom"), then the other
   parent's pay ("my dad makes 60k"): $60,000 was read back as the household's income. It is left
   out with the "apart" note and the household's income asked.
The pay of the parent lived with stays the household's, as before.
"""
import pytest

from support import income_read_back
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}
APART = {"en": "the parent who doesn't live with you",
         "es": "del padre o la madre que no vive contigo"}


def _household_read_back(turn):
    return (turn.conversation.pending.get("household") or {}).get("household")


# 1. the pay said first, the household of the other parent after
@pytest.mark.parametrize("lang,pay,home,left_out", [
    ("en", "my mom makes 52k", "my parents are divorced, I live with my dad", True),
    ("en", "my dad makes 52k", "my parents are divorced, I live with my mom", True),
    ("en", "my mom makes 52k", "it's just me and my dad", True),
    ("es", "mi mamá gana 52 mil", "mis papás están divorciados, vivo con mi papá", True),
    ("es", "mi papá gana 52 mil", "solo mi mamá y yo", True),
    # (the parent lived with: that pay is the household's, kept as before)
    ("en", "my mom makes 52k", "my parents are divorced, I live with my mom", False),
    ("es", "mi mamá gana 52 mil", "vivo con mi mamá, somos solo nosotras dos", False),
])
def test_pay_said_first_of_the_parent_not_lived_with(lang, pay, home, left_out):
    turn = talk(lang, pay, home)
    assert _household_read_back(turn) == "single_parent", turn.reply
    if not left_out:
        assert turn.answers.get("agi") == 52000 and APART[lang] not in turn.reply, turn.reply
        return
    assert APART[lang] in turn.reply, turn.reply
    assert "agi" not in turn.answers and income_read_back(turn) is None, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "single_parent" and "agi" not in turn.answers, turn.reply


# 2. the household of one parent kept, named, then a parent's pay
@pytest.mark.parametrize("lang,home,pay,left_out", [
    ("en", "it's just me and my mom", "my dad makes 60k", True),
    ("en", "I live with my dad, it's just us two", "my mom makes 60k", True),
    ("en", "my parents are divorced, I live with my mom", "my dad makes 60k", True),
    ("es", "solo mi mamá y yo", "mi papá gana 60 mil", True),
    ("es", "vivo con mi papá, solo él y yo", "mi mamá gana 60 mil", True),
    # (the parent lived with: read back as the household's income, as before)
    ("en", "it's just me and my mom", "my mom makes 60k", False),
    ("es", "solo mi mamá y yo", "mi mamá gana 60 mil", False),
])
def test_pay_of_the_parent_not_lived_with_after_the_household(lang, home, pay, left_out):
    turn = talk(lang, home)
    assert _household_read_back(turn) == "single_parent", turn.reply
    turn = then(then(turn, YES[lang], lang), pay, lang)
    assert turn.answers.get("household") == "single_parent", turn.reply
    if not left_out:
        assert income_read_back(turn) == 60000 and APART[lang] not in turn.reply, turn.reply
        return
    assert APART[lang] in turn.reply, turn.reply
    assert income_read_back(turn) is None and "agi" not in turn.answers, turn.reply
    assert turn.expecting == "agi", turn.reply

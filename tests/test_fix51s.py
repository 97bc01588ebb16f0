"""fix51s: a parent's "he makes 80k" beside a divorce, when "he" may be the son or his dad: weighed, never added.

A parent: "his dad and i are divorced, he lives in texas. i make 95k and he makes 80k" was read back "Added together,
that's $175,000" and, after a "yes", ended "likely not eligible" on a sum of two homes (a second developer's finding,
fix51m). Cause: understand._ex_pronoun_pay took a "he" of the child's own sex ("his dad": a son) for the child's pay
and let it be added. Now a "he"/"she" said to live elsewhere (_PRONOUN_AWAY: "he lives in texas") is the ex, and one of
the child's sex beside one ex of that sex named is weighed as the ex's (whose it is can't be told; weighing can end
"the law is unclear", adding ended "likely not eligible"). Guards (marked): the child's own pay ("she lives with me…
she makes 5k", a daughter, her dad the ex), a husband's pay (a step-parent: added), said in Spanish (held before).
"""
import pytest

from support import agi_said
from support import talk
from support import then
from support import to_result

HI = {"en": "hi", "es": "hola"}
REST = {"zip": "20716", "in_state_tuition": "yes", "program": "associate", "credits_per_semester": "12",
        "aid_application": "fafsa", "full_cost_scholarship": "no", "household": "one parent"}
OPEN = {"en": "my child is a senior at Bowie High, graduating june 2027, gpa 3.1, first time, no degree",
        "es": "mi hijo está en último año en Bowie High, se gradúa en junio 2027, promedio 3.1, primera vez, sin título"}


@pytest.mark.parametrize("lang,message,agi,weighed", [
    ("en", "his dad and i are divorced, he lives in texas. i make 95k and he makes 80k", 95000, 80000),  # (failed before: $175,000)
    ("en", "his dad and i are divorced, he lives with me. i make 95k and he makes 80k", 95000, 80000),  # (failed before)
    ("en", "her mom and i are separated, she lives in ohio now. i make 95k and she makes 80k", 95000, 80000),  # (failed before)
    ("es", "su papá y yo estamos divorciados, él vive en texas. yo gano 95 mil y él gana 80 mil", 95000, 80000),  # guard (held before)
    ("en", "her dad and i are divorced, she lives with me. i make 60k and she makes 5k at her job", 65000, None),  # guard: the child's own pay
    ("en", "my son lives with me and my husband, his dad and i are divorced. i make 60k and he makes 100k", 160000, None),  # guard: a step-parent
])
def test_pronoun_pay_beside_a_divorce(lang, message, agi, weighed):
    """The household's pay read back; the pay set aside to weigh (Conversation.apart's second figure: the other
    home's, negative when that home's pay is not known) is the ex's, never the child's or a step-parent's."""
    turn = then(talk(lang, HI[lang], OPEN[lang]), message, lang)
    assert agi_said(turn) == agi, turn.reply
    apart = turn.conversation.apart
    assert (apart[1] if apart and apart[1] >= 0 else None) == weighed, apart


def test_divorced_he_makes_ends_law_unclear_not_a_no():
    """The whole way: after the read-back's "yes" the ex's $80,000 is weighed ($95,000 passes the $100,000 one-parent
    limit, $175,000 would not): never "likely not eligible" on the sum (it was)."""
    turn = then(talk("en", HI["en"], OPEN["en"]), "his dad and i are divorced, he lives in texas. i make 95k and he makes 80k", "en")
    turn = to_result(then(turn, "yes", "en"), "en", REST)
    assert turn.assessment["status"] == "needs_more_info", turn.reply  # (failed before: likely_ineligible on $175,000)
    assert "The law is unclear here" in turn.reply and turn.answers.get("agi") == 95000, (turn.reply, turn.answers)

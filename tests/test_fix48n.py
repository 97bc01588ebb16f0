"""fix48n: divorced parents' two pays said just after the household's "yes", in both languages.

A wrong "no": "hi im a senior at towson high, gpa 3.1, my parents are divorced and i live with my
mom" · "yes" (the household, one parent, confirmed) · "my mom makes 60k and my dad makes 70k" was
read back "Added together, that's $130,000" and, confirmed, likely not eligible over the one-parent
limit. Cause: the pay said right after the household's "yes" is read with the message that said the
household (engine._household_said_with, fix45v), but only when that message gave a household kind
alone; "my parents are divorced and i live with my mom" names the parent lived with
(understand.parent_lived_with) in words no household kind reads, so the two pays were read alone,
as two parents' added. Now that message is read with them too: each parent's pay is heard, which
parent counts is asked (understand.APART_WHICH), the other parent's pay held as the apart parent's
(rules.APART_PARENT_AGI), and the rules give needs_more_info (the law is unclear, §18-3601), as
when the pays come before the "yes" or in the first message. Guards (marked): the pays said before
the "yes"; one pay after it; two parents at home, both added.
"""
import pytest

from support import proposed
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}
MOM = {"en": "my mom", "es": "mi mamá"}
OPENING = {"en": "hi im a senior at towson high, gpa 3.1, my parents are divorced and i live with my mom",
           "es": "hola, estoy en 12º grado en towson high, promedio 3.1, mis padres están divorciados y vivo con mi mamá"}
REST = {"en": ("21044", "yes", "associates 12 credits", "fafsa", "no"),
        "es": ("21044", "sí", "un título asociado, 12 créditos", "fafsa", "no")}
WHICH = {"en": "Which parent is that", "es": "¿Quién es"}


def _to_result(turn, lang):
    """Answer what is left (ZIP, in-state, program and credits, aid, full cost) until the result."""
    for m in REST[lang]:
        if turn.assessment is not None and turn.conversation.expecting is None:
            break
        turn = then(turn, m, lang)
    return turn


# 1. the pays said just after the household's "yes": which parent asked, never added; needs_more_info
@pytest.mark.parametrize("lang,pays", [
    ("en", "my mom makes 60k and my dad makes 70k"),  # the issue (failed before: $130,000 read back)
    ("en", "she makes 60k and my dad makes 70k"),  # (failed before)
    ("en", "she makes 60k, dad 70k"),  # (failed before)
    ("es", "mi mamá gana 60 mil y mi papá 70 mil"),  # (failed before)
    ("es", "ella gana 60 mil y mi papá 70 mil"),  # (failed before)
])
def test_apart_pays_after_household_yes(lang, pays):
    turn = talk(lang, OPENING[lang], YES[lang])
    assert turn.answers.get("household") == "single_parent", turn.reply
    turn = then(turn, pays, lang)
    assert proposed(turn).get("agi") != 130000, turn.reply
    assert WHICH[lang] in turn.reply, turn.reply
    turn = then(turn, MOM[lang], lang)
    assert proposed(turn).get("agi") == 60000, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == 60000, turn.answers
    assert tuple(turn.conversation.apart) == (60000.0, 70000.0), turn.conversation.apart
    turn = _to_result(turn, lang)
    assert turn.assessment is not None, turn.reply
    assert turn.assessment["status"] == "needs_more_info", turn.reply


# 2. guards: the pays said before the "yes" (as before); one pay after it; two parents at home, both added
@pytest.mark.parametrize("lang,pays", [
    ("en", "my mom makes 60k and my dad makes 70k"),  # guard
    ("es", "mi mamá gana 60 mil y mi papá 70 mil"),  # guard
])
def test_guard_pays_before_yes(lang, pays):
    turn = talk(lang, OPENING[lang], pays)
    assert proposed(turn).get("agi") != 130000 and turn.answers.get("agi") != 130000, turn.reply


@pytest.mark.parametrize("lang,pays,agi", [
    ("en", "my mom makes 60k", 60000),  # guard: her pay alone, read back
    ("es", "mi mamá gana 60 mil", 60000),  # guard
])
def test_guard_one_pay_after_yes(lang, pays, agi):
    turn = then(talk(lang, OPENING[lang], YES[lang]), pays, lang)
    assert proposed(turn).get("agi") == agi, turn.reply


@pytest.mark.parametrize("lang,opening,pays", [
    ("en", "hi im a senior at towson high, gpa 3.1, i live with my mom and my dad", "my mom makes 60k and my dad makes 70k"),  # guard
    ("es", "hola, estoy en 12º grado en towson high, promedio 3.1, vivo con mi mamá y mi papá", "mi mamá gana 60 mil y mi papá 70 mil"),  # guard
])
def test_guard_two_parents_added(lang, opening, pays):
    turn = talk(lang, opening, YES[lang])
    assert turn.answers.get("household") == "two_parent", turn.reply
    turn = then(turn, pays, lang)
    assert proposed(turn).get("agi") == 130000, turn.reply


# 3. (item 3, a wrong "no") a married student said after their age, the parents' pay the only pay:
# married read, the parents' pay left out with its note, never the income (rules.NOT_COMBINED "married")
# (cause: understand._BARE_MARRIED read "married" of the student only first in the message; and the
# parents' pay alone, all left out, was read back whole by the volunteered income)
MARRIED_NOTE = {"en": "You're married, so the law counts only your income and your spouse's",
                "es": "Como estás casado o casada"}


@pytest.mark.parametrize("lang,message", [
    ("en", "im 19, married, i live with my parents. graduated from a maryland high school in 2025, 2.8 gpa. my parents make 160k"),  # the issue (failed before)
    ("en", "i am 19 and married, i live with my parents, they make 160k"),  # (failed before)
    ("es", "tengo 19, casada, vivo con mis papás. me gradué de una high school de maryland en 2025, promedio 2.8. mis papás ganan 160 mil"),  # (failed before)
    ("es", "tengo 19 años, casado, vivo con mis papás y ellos ganan 160 mil"),  # (failed before)
])
def test_married_after_age_parents_pay_left_out(lang, message):
    turn = talk(lang, message)
    assert proposed(turn).get("household") == "married", (turn.reply, proposed(turn))
    assert proposed(turn).get("agi") is None and turn.answers.get("agi") is None, (turn.reply, proposed(turn))
    assert MARRIED_NOTE[lang] in turn.reply, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "married", turn.answers
    assert turn.answers.get("agi") is None and (turn.assessment is None or turn.assessment["status"] != "likely_ineligible"), turn.reply


@pytest.mark.parametrize("lang,message,household,agi", [
    ("en", "im 19, married, i live with my parents, my husband and i make 60k, my parents make 200k", "married", 60000),  # guard: the couple's pay read
    ("es", "tengo 19, casada, vivo con mis papás, mi esposo y yo ganamos 60 mil y mis papás 200 mil", "married", 60000),  # guard
    ("en", "im 19, my sister got married, i live with my parents, they make 160k", "two_parent", 160000),  # guard: another's wedding
])
def test_guard_married_couple_pay(lang, message, household, agi):
    turn = talk(lang, message)
    assert proposed(turn).get("household", turn.answers.get("household")) == household, (turn.reply, proposed(turn))
    assert proposed(turn).get("agi", turn.answers.get("agi")) == agi, (turn.reply, proposed(turn))

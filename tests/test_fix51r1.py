"""fix51r1: a reviewer's findings on this round's parents-apart code (fix51b, fix51c): two false "likely eligible" paths.

A. (fix51b) A parent whose child's other parent never married them but lives in the same home: "her dad and i never
   married but we all live together and she lives with us. i make 70k and her dad makes 90k" (es "su papá y yo nunca
   nos casamos pero vivimos juntos y ella vive con nosotros…") was read back "I didn't add the income of the parent who
   doesn't live with you", $70,000, and a "yes" kept it (false eligible: $160,000 > $150,000). Cause:
   understand.writer_apart_from_other counted "never married" as apart whenever the child's home was said in the third
   person (fix51b's _CHILD_LIVES_3P: "she lives with…"), "with us" too, and "we all live together" was not weighed.
   Now "never married" is apart only with a home apart said ("with us" and the parents living together are no home
   apart): both pays read back, two parents, $160,000 (both parents in the home count on the FAFSA, married or not).
B. (fix51c) "i live with my mom and stepdad. my stepdad makes 90k, my mom makes 70k but i dont live there during the
   school week" (es "…pero entre semana no vivo ahí") read back two parents, $90,000: the mother's pay dropped.
   Cause: understand.away_clauses set the parent named in the clause before a vague "dont live there"
   (vocab.NOT_LIVING_WITH_THEM) aside, even one the student had just said they live with. Now such a parent is never
   set aside by it: both pays read back ($160,000) for the student to confirm or correct.
D. (fix51a) "my parents are divorced, i make 95k my dad makes 90k" (es "mis papás están divorciados, yo gano 95 mil y
   mi papá gana 90 mil"): fix51a rightly kept neither pay (whose income counts is unknown), but named neither back:
   the household alone was read back, the $95,000 and $90,000 lost unsaid. Now both are named with why they are held
   (engine, understand.own_pay_beside_one_parent, OWN_AND_PARENT_PAY_HELD), nothing kept as the income.
Guards (marked): kept behaviour that must not change (fix51b's ex elsewhere, fix51c's "i dont live with her" beside a
grandmother's home).
"""
import pytest

from support import agi_said
from support import proposed
from support import talk
from support import then

HI = {"en": "hi", "es": "hola"}


# A. never married, living together: two parents, both pays
@pytest.mark.parametrize("lang,said", [
    ("en", "i'm a parent. her dad and i never married but we all live together and she lives with us. i make 70k and her "
           "dad makes 90k"),  # (failed before: $70,000, the dad's pay dropped)
    ("es", "soy la mamá. su papá y yo nunca nos casamos pero vivimos juntos y ella vive con nosotros. yo gano 70 mil y su "
           "papá gana 90 mil"),  # (failed before)
    ("en", "his dad and i never married, he lives with us. i make 70k and his dad makes 90k"),  # (failed before)
    ("es", "su papá y yo nunca nos casamos, él vive con nosotros. yo gano 70 mil y su papá gana 90 mil"),  # (failed before)
])
def test_never_married_living_together(lang, said):
    turn = talk(lang, HI[lang], said)
    assert agi_said(turn) == 160000, (turn.reply, proposed(turn))
    assert proposed(turn).get("household", turn.answers.get("household")) == "two_parent", (turn.reply, proposed(turn))
    assert "doesn't live with you" not in turn.reply and "no vive contigo" not in turn.reply, turn.reply


# A, guards: the ex said to live elsewhere (fix51b): the writer's pay read back, the ex's left out
@pytest.mark.parametrize("lang,said", [
    ("en", "his dad lives in texas, we never married. i make 95k and his dad makes 80k"),  # guard
    ("es", "su papá vive en texas, nunca nos casamos. yo gano 95 mil y su papá 80 mil"),  # guard
])
def test_never_married_apart_guard(lang, said):
    turn = talk(lang, HI[lang], "i'm a parent" if lang == "en" else "soy la mamá")
    turn = then(turn, said, lang)
    assert agi_said(turn) == 95000, (turn.reply, proposed(turn))


# B. a parent the student said they live with is never set aside by a later vague "don't live there"
@pytest.mark.parametrize("lang,said", [
    ("en", "i live with my mom and stepdad. my stepdad makes 90k, my mom makes 70k but i dont live there during the "
           "school week"),  # (failed before: $90,000, the mom's pay dropped)
    ("es", "vivo con mi mamá y mi padrastro. mi padrastro gana 90 mil, mi mamá gana 70 mil pero entre semana no vivo "
           "ahí"),  # (failed before)
    ("en", "i live with my dad and stepmom. my stepmom makes 90k, my dad makes 70k but i dont live there on weekends"),  # (failed before)
    ("es", "vivo con mi papá y mi madrastra. mi madrastra gana 90 mil, mi papá gana 70 mil pero los fines de semana no "
           "vivo allí"),  # (failed before)
])
def test_lived_with_parent_kept(lang, said):
    turn = talk(lang, HI[lang], said)
    assert agi_said(turn) == 160000, (turn.reply, proposed(turn))


# B, guards: the student lives with a grandparent, the parent named said not lived with (fix51c): her pay not the household's
@pytest.mark.parametrize("lang,said", [
    ("en", "i live with my grandma, she makes 40k. my mom makes 70k but i dont live with her"),  # guard
    ("es", "vivo con mi abuela, ella gana 40 mil. mi mamá gana 70 mil pero no vivo con ella"),  # guard
])
def test_not_lived_with_guard(lang, said):
    turn = talk(lang, HI[lang], said)
    assert agi_said(turn) not in (70000, 110000), (turn.reply, proposed(turn))


# D. a student of parents apart, their own pay and one parent's, no home said: both named back, neither kept
@pytest.mark.parametrize("lang,said,guard", [
    ("en", "my parents are divorced, i make 95k my dad makes 90k", False),  # (failed before: neither named)
    ("es", "mis papás están divorciados, yo gano 95 mil y mi papá gana 90 mil", False),  # (failed before)
    ("en", "my parents are divorced. my dad makes 90k and i make 95k", False),  # (failed before)
    ("en", "i live with my dad, my parents are divorced, i make 20k he makes 90k", True),  # guard: added as before
])
def test_own_and_parent_pay_named(lang, said, guard):
    turn = talk(lang, HI[lang], said)
    if guard:
        assert agi_said(turn) == 110000, (turn.reply, proposed(turn))
        return
    assert "$95,000" in turn.reply and "$90,000" in turn.reply, turn.reply
    assert agi_said(turn) is None, (turn.reply, proposed(turn))
    turn = then(turn, "yes" if lang == "en" else "sí", lang)
    assert "agi" not in turn.answers and "agi" not in proposed(turn), (turn.reply, turn.answers)

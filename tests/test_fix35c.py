"""Pay said while the household is not yet known (fix35c, newcomers' findings through POST /api/v1/chat).

1. "my mom makes 60k and my stepdad works at amazon": the mom's pay held as hers, the stepdad's asked
   by name, two parents read back (a step-parent married to the parent lives with them) and kept
   after "yes"; the held pay stays through the "yes" and a stray "yes".
2. One parent's pay said in an opening, the household unknown, is said back as that parent's pay
   ("Pay said so far: your mom's $70,000"), never as the household's income.
3. "I don't know" to the other earner's pay keeps the pay held and says what happens.
5. A correction of the amount ("its 40k now") is a correction of that parent's pay: held again (the
   other's pay asked again) or kept as that parent's part, never the household's total unasked.
6. A grandparent's own benefit with its amount in an opening is said to be left out, never silently.
"""
import pytest

from support import income_read_back
from support import proposed
from support import talk


def _held(turn):
    """The pay held while the other earner's is asked: (earner, amount), else None."""
    slot = turn.conversation.follow_up
    return (slot.get("e"), float(slot["a"])) if slot.get("k") == "part" else None


# --- 1. a step-parent said to work beside the parent's pay --------------------------------------

@pytest.mark.parametrize("lang,opening,asked", [
    ("en", "my mom makes 60k and my stepdad works at amazon", "your stepdad's income"),
    ("en", "my dad makes 60k and my stepmom works at walmart", "your stepmom's income"),
    ("es", "mi mamá gana 60 mil y mi padrastro trabaja en amazon", "los ingresos de tu padrastro"),
])
def test_a_step_parent_who_works_is_asked_and_the_household_read_back(lang, opening, asked):
    turn = talk(lang, opening)
    assert _held(turn) is not None and _held(turn)[1] == 60000, turn.reply
    assert asked in turn.reply, turn.reply
    assert proposed(turn).get("household") == "two_parent", turn.reply
    assert "agi" not in turn.answers and income_read_back(turn) is None, turn.reply


@pytest.mark.parametrize("lang,messages", [
    ("en", ("my mom makes 60k and my stepdad works at amazon", "yes", "yes")),
    ("es", ("mi mamá gana 60 mil y mi padrastro trabaja en amazon", "sí", "sí")),
])
def test_the_household_is_kept_and_the_moms_pay_still_held(lang, messages):
    turn = talk(lang, *messages)
    assert turn.answers.get("household") == "two_parent", turn.reply
    assert _held(turn) == ("mom", 60000.0), turn.conversation.follow_up
    assert "agi" not in turn.answers, turn.reply


# --- 2. one parent's pay said back as theirs while the household is unknown ----------------------

@pytest.mark.parametrize("lang,opening,said,not_said", [
    ("en", "senior at Bowie High, my mom makes 70k", "Pay said so far: your mom's $70,000", "Household income (AGI): $70,000"),
    ("en", "im a senior at Parkville High and my dad makes 52k", "Pay said so far: your dad's $52,000",
     "Household income (AGI): $52,000"),
    ("es", "estoy en 12 en Bowie High, mi mamá gana 70 mil", "Ingresos dichos hasta ahora: lo que gana tu mamá, $70,000",
     "(AGI): $70,000"),
])
def test_one_parents_pay_is_said_back_as_theirs(lang, opening, said, not_said):
    turn = talk(lang, opening)
    assert said in turn.reply and not_said not in turn.reply, turn.reply


def test_the_households_income_is_said_back_once_the_household_is_known():
    turn = talk("en", "senior at Bowie High, i live with just my mom, she makes 70k")
    assert "Pay said so far" not in turn.reply, turn.reply


# --- 3. "I don't know" to the other earner's pay ---------------------------------------------------

@pytest.mark.parametrize("lang,messages,said", [
    ("en", ("my mom makes 60k and my dad works at amazon", "i don't know"), "I'll keep your mom's $60,000"),
    ("es", ("mi mamá gana 60 mil y mi papá trabaja en amazon", "no sé"), "Guardo lo que gana tu mamá, $60,000"),
])
def test_dont_know_the_other_pay_keeps_the_pay_held_and_says_what_happens(lang, messages, said):
    turn = talk(lang, *messages)
    assert said in turn.reply, turn.reply
    assert ("line 11 of Form 1040" in turn.reply) if lang == "en" else ("línea 11 del Formulario 1040" in turn.reply), turn.reply
    assert _held(turn) == ("mom", 60000.0), turn.conversation.follow_up
    assert "agi" not in turn.answers and income_read_back(turn) is None


# --- 5. a correction of the amount while the household is unknown --------------------------------

@pytest.mark.parametrize("lang,messages,amount", [
    ("en", ("my mom makes 60k and my dad works at amazon", "its 40k now"), 40000.0),
    ("en", ("my mom makes 60k and my stepdad works at amazon", "its 40k now"), 40000.0),
    ("es", ("mi mamá gana 60 mil y mi papá trabaja en amazon", "perdón, son 40 mil"), 40000.0),
])
def test_a_correction_of_the_held_pay_is_held_again(lang, messages, amount):
    turn = talk(lang, *messages)
    assert _held(turn) == ("mom", amount), (turn.reply, turn.conversation.follow_up)
    assert "agi" not in turn.answers and income_read_back(turn) is None, turn.reply


@pytest.mark.parametrize("lang,messages", [
    ("en", ("senior at Bowie High, my mom makes 70k", "its 40k now")),
    ("es", ("estoy en 12 en Bowie High, mi mamá gana 70 mil", "perdón, son 40 mil")),
])
def test_a_correction_of_one_parents_pay_kept_stays_theirs(lang, messages):
    turn = talk(lang, *messages)
    assert income_read_back(turn) == 40000, turn.reply
    assert turn.conversation.earners == (("mom", 40000.0, 1),), turn.conversation.earners


def test_two_parents_said_after_the_correction_ask_the_other_pay():
    turn = talk("en", "senior at Bowie High, my mom makes 70k", "its 40k now", "yes", "20715", "two parents", "yes")
    assert "agi" not in turn.answers, turn.reply  # (it was kept: $40,000 for two parents, a false "likely eligible")
    assert _held(turn) == ("mom", 40000.0), turn.conversation.follow_up


# --- 6. a grandparent's own benefit in an opening ---------------------------------------------------

@pytest.mark.parametrize("lang,opening,said", [
    ("en", "I'm her grandmother and I'm raising her. she's a senior at Bowie High. I get social security about 30k a year",
     "I didn't use your own household or income"),
    ("en", "hi im the grandma, i raise my grandson, he is a senior at Parkville High, I make about 30k a year",
     "I didn't use your own household or income"),
    ("es", "soy su abuela y la estoy criando, está en el último año en Bowie High, yo cobro del seguro social como 30 mil al año",
     "no usé tu propio hogar ni tus ingresos"),
])
def test_a_grandparents_own_benefit_in_an_opening_is_said_left_out(lang, opening, said):
    turn = talk(lang, opening)
    assert said in turn.reply, turn.reply
    assert "agi" not in turn.answers and income_read_back(turn) is None, turn.reply

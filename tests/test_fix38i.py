"""fix38i: a household of one parent said beside both parents' pay; one question a reply for divorced
parents' pay said beyond the income question; "solo nosotras dos" at the household question.

- "I live with my mom, my mom makes 120k and my dad makes 20k" read back "Household: two parents",
  "Household income (AGI): $140,000" (a hurried "yes" gave a false "likely eligible": the mom's
  $120,000 alone is over the one-parent limit). Now one parent at home: the pay of the parent lived
  with is read back, with why the other's is not added (understand.lived_with_other_paid), never
  two parents and never the sum.
- "my parents are divorced, my mom makes 50k and my dad 60k" beside another question asked "Which
  parent is that…?" and "What is your household's AGI?" in one reply: now the first alone.
- "Solo nosotras dos." at the household question, the writer not known: an FAQ's reply. Now the
  households of two people are offered (no guess of who the other one is).
"""
import pytest

from support import chat_so_far
from support import proposed
from support import then
from support import waiting

YES = {"en": "yes", "es": "sí"}

OPENING = {k: v for k, v in chat_so_far(3.4, None).items() if k not in ("zip", "county")}


# Item 1: one parent lived with, both parents' pay said
@pytest.mark.parametrize("lang,said,pay", [
    ("en", "I live with my mom, my mom makes 120k and my dad makes 20k", 120000),
    ("es", "vivo con mi mamá, mi mamá gana 120 mil y mi papá 20 mil", 120000),
    ("en", "I live with my dad, he makes 90k and my mom makes 30k", 90000),
    ("es", "vivo con mi papá, él gana 90 mil y mi mamá 30 mil", 90000),
])
def test_one_parent_lived_with_is_not_two_parents_beside_both_pays(lang, said, pay):
    turn = waiting(OPENING, "zip", said, lang)
    read = proposed(turn)
    # (failed before: "two_parent" and the sum, $140,000 / $120,000, read back)
    assert read.get("household") in (None, "single_parent"), (turn.reply, read)
    assert "household" not in turn.answers or turn.answers["household"] == "single_parent"
    agi = read.get("agi", turn.answers.get("agi"))
    # (fix45b) the other parent's home not said: the pay of the parent lived with held, whether the
    # other lives with the student asked (never a household guessed)
    held = agi is None
    agi = turn.conversation.follow_up.get("a") if held else agi
    assert agi is not None and float(agi) == pay, (turn.reply, read)
    if held:
        turn = then(turn, "no", lang)  # (the other parent lives elsewhere: the pay held read back)
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") in (None, "single_parent"), (turn.reply, turn.answers)
    assert float(turn.answers.get("agi")) == pay, (turn.reply, turn.answers)


# Guards: both parents said at home, or a step-parent: both pays still added, two parents
@pytest.mark.parametrize("lang,said,total", [
    ("en", "I live with my mom and my dad, my mom makes 120k and my dad makes 20k", 140000),
    ("es", "vivo con mi mamá y mi papá, mi mamá gana 120 mil y mi papá 20 mil", 140000),
])
def test_guard_both_parents_at_home_are_added(lang, said, total):
    turn = waiting(OPENING, "zip", said, lang)
    read = proposed(turn)
    assert read.get("household", "two_parent") == "two_parent", (turn.reply, read)
    assert float(read.get("agi", 0)) == total, (turn.reply, read)


# Item 2: divorced parents' pay each beyond the income question: one question
@pytest.mark.parametrize("lang,said", [
    ("en", "my parents are divorced, my mom makes 50k and my dad 60k"),
    ("es", "mis papás están divorciados, mi mamá gana 50 mil y mi papá 60 mil"),
])
def test_which_divorced_parent_is_the_one_question(lang, said):
    turn = waiting({**OPENING, "zip": "21044", "county": "howard"}, "in_state_tuition", said, lang)
    # (failed before: "Which parent is that…?" then "What is your household's adjusted gross income (AGI)?")
    assert turn.reply.count("?") == 1, turn.reply
    assert turn.expecting == "agi", turn.expecting
    assert "agi" not in turn.answers and "agi" not in proposed(turn)


# Item 3: "solo nosotras dos" at the household question, the writer not known: a household reading
@pytest.mark.parametrize("lang,said", [
    ("es", "Solo nosotras dos."),
    ("es", "solo nosotros dos"),
    ("en", "Just the two of us."),
])
def test_just_the_two_of_us_is_read_at_the_household_question(lang, said):
    turn = waiting(chat_so_far(3.4, None), "household", said, lang)
    # (failed before: the FAQ on what the scholarship pays)
    assert turn.expecting == "household", turn.reply
    assert "household" not in turn.answers, turn.answers
    assert proposed(turn).get("household") in (None, "single_parent"), proposed(turn)
    assert "§18-3601" not in turn.reply, turn.reply
    offered = turn.reply + " ".join(turn.quick_replies)
    assert any(w in offered for w in ("one parent", "un solo padre")), (turn.reply, turn.quick_replies)

"""fix39d: two wrong "not eligible" behind a read-back.

1. "I live with my mom" at the household question, then "my mom makes 70k and my dad makes 60k" at
   the income question, read back one parent and $130,000: both parents' pay added. Only the parent
   lived with counts: her $70,000 is read back, with why the other's is left out (fix38i's reading
   of the two said in one message, now with the home kept from the earlier message). Two parents
   kept: both still added.
2. "no degree", "none", "ninguno", "no tengo título" at the in-state tuition question read back
   "In-state tuition: No". They are the degree question's answer: read back as the degree's when
   it isn't kept so (said back when it is), and the in-state question asked again. A plain "no"
   stays the in-state "no".
"""
import pytest

from support import agi_said
from support import chat_so_far
from support import proposed
from support import then
from support import waiting

YES = {"en": "yes", "es": "sí"}

AT_HOUSEHOLD = chat_so_far(3.4, None)
BEFORE_IN_STATE = {k: v for k, v in AT_HOUSEHOLD.items()
                   if k not in ("in_state_tuition", "college", "program", "credits_per_semester")}
NO_DEGREE_YET = {k: v for k, v in BEFORE_IN_STATE.items() if k != "prior_degree"}


# Item 1: the household kept from "I live with my mom", then each parent's pay
@pytest.mark.parametrize("lang,home,pays,pay", [
    ("en", "I live with my mom", "my mom makes 70k and my dad makes 60k", 70000),
    ("es", "vivo con mi mamá", "mi mamá gana 70 mil y mi papá 60 mil", 70000),
    ("en", "I live with my dad", "my mom makes 70k and my dad makes 60k", 60000),
    ("es", "vivo con mi papá", "mi mamá gana 70 mil y mi papá 60 mil", 60000),
])
def test_one_parent_kept_reads_that_parents_pay_alone(lang, home, pays, pay):
    turn = waiting(AT_HOUSEHOLD, "household", home, lang)
    assert turn.answers.get("household") == "single_parent", turn.reply
    turn = then(turn, pays, lang)
    # (failed before: $130,000 read back, both parents added)
    assert agi_said(turn) == pay, (turn.reply, proposed(turn))
    assert "agi" in proposed(turn), turn.reply  # read back, never kept unasked
    assert proposed(turn).get("household") in (None, "single_parent")
    turn = then(turn, YES[lang], lang)
    assert float(turn.answers.get("agi")) == pay, (turn.reply, turn.answers)
    assert turn.answers.get("household") == "single_parent"


# Guard rows (passed before too): two parents kept, both pays still added
@pytest.mark.parametrize("lang,home,pays,total", [
    ("en", "I live with my mom and dad", "my mom makes 70k and my dad makes 60k", 130000),
    ("es", "vivo con mis papás", "mi mamá gana 70 mil y mi papá 60 mil", 130000),
])
def test_guard_two_parents_kept_are_added(lang, home, pays, total):
    turn = waiting(AT_HOUSEHOLD, "household", home, lang)
    assert turn.answers.get("household") == "two_parent", turn.reply
    turn = then(turn, pays, lang)
    assert agi_said(turn) == total, (turn.reply, proposed(turn))


# Guard rows (passed before too): the one parent's own pay alone is kept as said
@pytest.mark.parametrize("lang,home,pays,pay", [
    ("en", "I live with my mom", "my mom makes 70k", 70000),
    ("es", "vivo con mi mamá", "mi mamá gana 70 mil", 70000),
])
def test_guard_one_parents_pay_alone(lang, home, pays, pay):
    turn = then(waiting(AT_HOUSEHOLD, "household", home, lang), pays, lang)
    assert agi_said(turn) == pay, (turn.reply, proposed(turn))


# Item 2: the degree's "none" at the in-state question
@pytest.mark.parametrize("lang,said", [
    ("en", "no degree"),
    ("en", "none"),
    ("en", "no, no degree"),
    ("es", "ninguno"),
    ("es", "no tengo título"),
    ("es", "ninguna"),
])
def test_degree_none_at_in_state_is_no_in_state_answer(lang, said):
    # the degree kept as none (a senior's opening): said back, the in-state question asked again
    turn = waiting(BEFORE_IN_STATE, "in_state_tuition", said, lang)
    # (failed before: "In-state tuition: No" read back)
    assert "in_state_tuition" not in proposed(turn) and "in_state_tuition" not in turn.answers, (turn.reply, proposed(turn))
    assert turn.expecting == "in_state_tuition", turn.reply
    assert turn.answers.get("prior_degree") == "none"


@pytest.mark.parametrize("lang,said", [
    ("en", "no degree"),
    ("en", "none"),
    ("es", "ninguno"),
    ("es", "no tengo título"),
])
def test_degree_none_at_in_state_answers_the_open_degree_question(lang, said):
    turn = waiting(NO_DEGREE_YET, "in_state_tuition", said, lang)
    # (failed before: "In-state tuition: No" read back)
    assert proposed(turn) == {"prior_degree": "none"}, (turn.reply, proposed(turn))
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("prior_degree") == "none", (turn.reply, turn.answers)
    assert "in_state_tuition" not in turn.answers
    assert turn.expecting == "in_state_tuition", turn.reply


# Guard row (passed before too): "no degree" once an associate's is kept corrects the degree, read back
def test_guard_degree_none_at_in_state_corrects_another_degree_read_back():
    turn = waiting({**BEFORE_IN_STATE, "prior_degree": "associate"}, "in_state_tuition", "no degree", "en")
    assert proposed(turn) == {"prior_degree": "none"}, (turn.reply, proposed(turn))


# Guard rows (passed before too): a plain "no" stays the in-state "no" (read back, as before)
@pytest.mark.parametrize("lang,said", [
    ("en", "no"),
    ("es", "no"),
    ("en", "nope"),
    ("en", "no I don't"),
])
def test_guard_plain_no_stays_in_state_no(lang, said):
    turn = waiting(BEFORE_IN_STATE, "in_state_tuition", said, lang)
    assert proposed(turn).get("in_state_tuition") == "no", (turn.reply, proposed(turn))


# Guard row (passed before too): "none" where the question asks about having something is its "no"
def test_guard_none_at_full_cost_is_its_no():
    so_far = {**AT_HOUSEHOLD, "household": "single_parent", "agi": 50000, "aid_application": "fafsa"}
    turn = waiting(so_far, "full_cost_scholarship", "none", "en")
    assert turn.answers.get("full_cost_scholarship") is False or proposed(turn).get("full_cost_scholarship") is False, turn.reply

"""Classes of fix32h: household and pay said together must agree. A step-parent's pay said for
the home of one parent kept reads back two parents with the income (never one parent's limit for
two parents' pay); a Spanish student's own pay with two parents at home asks the parents' pay as
English does; a relative written for who lives with their parent keeps that parent's pay; an
opening's household and pay (two jobs, "I'm single, make 38k") are read, not dropped; the
near-limit warning is for estimates, not for exact amounts added. The wording is ours."""
import datetime as dt

import pytest

from support import at_income_said
from support import income_read_back
from support import other_parent_asked
from support import proposed
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}


def _household_read_back(turn):
    """The household a turn reads back for a "yes" (not one a verdict rests on, said with it)."""
    return turn.conversation.pending.get("household", {}).get("household")


# --- item 1: a step-parent's pay with one parent kept: two parents read back ----------------------

@pytest.mark.parametrize("lang,text,total", [
    ("en", "mom 65k stepdad 50k", 115000),
    ("en", "my mom makes 65k and my stepdad makes 50k", 115000),
    ("en", "my dad makes 70k and my stepmom makes 40k", 110000),
    ("es", "mi mamá gana 65 mil y mi padrastro 50 mil", 115000),
    ("es", "mamá 65 mil, padrastro 50 mil", 115000),
])
def test_a_step_parents_pay_with_one_parent_kept_reads_back_two_parents(lang, text, total):
    turn = at_income_said("single_parent", lang, text)
    assert _household_read_back(turn) == "two_parent", turn.reply
    assert income_read_back(turn) == total, turn.reply
    assert turn.answers.get("household") == "single_parent" and "agi" not in turn.answers, turn.answers
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "two_parent" and turn.answers.get("agi") == total, turn.reply


@pytest.mark.parametrize("lang,text", [
    ("en", "my mom makes 65k and my dad makes 50k"),  # (divorced parents, maybe: left as before)
    ("en", "my dad makes 65k and my stepmom makes 50k"),  # (kept below: dad and stepmom together)
])
def test_only_a_step_parent_and_their_spouse_make_two_parents(lang, text):
    turn = at_income_said("single_parent", lang, text)
    wanted = "two_parent" if "step" in text else None
    assert _household_read_back(turn) == wanted, turn.reply


@pytest.mark.parametrize("lang,rate,hours,mom,total", [
    ("en", "my stepdad makes 20 an hour", "40", "my mom makes 40k", 81600),
    ("es", "mi padrastro gana 20 la hora", "40", "mi mamá gana 40 mil", 81600),
])
def test_a_step_parents_rate_then_hours_with_one_parent_kept_holds_it(lang, rate, hours, mom, total):
    turn = at_income_said("single_parent", lang, rate, hours)
    assert "agi" not in proposed(turn) and "agi" not in turn.answers, turn.reply
    assert _household_read_back(turn) == "two_parent", turn.reply
    assert turn.conversation.follow_up.get("k") == "part" and turn.conversation.follow_up.get("e") == "stepdad", turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "two_parent", turn.reply
    turn = then(turn, mom, lang)
    assert income_read_back(turn) == total, turn.reply


def test_a_step_parents_pay_through_the_whole_chat():
    turn = talk("en", "im a senior at towson high, 3.5 gpa, live with my mom", "21204", "yes", "yes",
                "associate's degree", "12", "my mom makes 65k and my stepdad makes 50k")
    assert _household_read_back(turn) == "two_parent" and income_read_back(turn) == 115000, turn.reply
    assert "$100,000" not in turn.reply, turn.reply


# --- item 2: a Spanish student's own pay with two parents: the parents' asked ----------------------

@pytest.mark.parametrize("lang,text,amount", [
    ("es", "trabajo en dos lugares, uno me paga 20 mil y el otro 15 mil", 35000),
    ("es", "trabajo en dos lugares, uno me paga 1,500 al mes y el otro 800", 27600),
    ("es", "mi trabajo me paga 18 mil al año", 18000),
    ("en", "i work two jobs, one pays 20k and the other 15k", 35000),
])
def test_own_pay_with_two_parents_asks_the_parents(lang, text, amount):
    turn = at_income_said("two_parent", lang, text)
    assert "agi" not in proposed(turn) and "agi" not in turn.answers, turn.reply
    assert turn.conversation.follow_up.get("k") == "parents" and turn.conversation.follow_up.get("a") == amount, turn.reply


# --- item 3: a relative written for, living with their parent ---------------------------------------

@pytest.mark.parametrize("lang,text", [
    ("en", "my cousin lives with his dad who makes 65k and his stepmom makes 45k"),
    ("en", "my nephew lives with his mom who makes 60k and his stepdad makes 50k"),
    ("es", "mi primo vive con su papá que gana 65 mil y su madrastra gana 45 mil"),
])
def test_a_relative_living_with_their_parent_reads_back_at_the_income_question(lang, text):
    turn = at_income_said("two_parent", lang, text)
    assert income_read_back(turn) in (110000, 110000.0), turn.reply


def test_a_sibling_with_our_dad_elsewhere_is_still_asked():
    turn = at_income_said("two_parent", "en", "my brother lives with our dad who makes 65k and my mom makes 45k")
    assert income_read_back(turn) is None, turn.reply


# --- item 4: an opening's household and pay -----------------------------------------------------------

@pytest.mark.parametrize("lang,text,amount,shown", [
    ("en", "I'm 27, I'm single and support myself, first time applying. I work two jobs, one pays 3000 a month "
           "and the other 1500 a month", 54000, "54,000"),
    ("es", "tengo 27, soy soltera y me mantengo sola, es mi primera vez. Trabajo en dos lugares, uno me paga 3000 "
           "al mes y el otro 1500 al mes", 54000, "54,000"),
    ("en", "I'm single, make 38k", 38000, None),
    ("es", "tengo 30, soy soltero, gano 38 mil", 38000, None),
])
def test_an_openings_household_and_pay_are_read(lang, text, amount, shown):
    turn = talk(lang, text)
    assert _household_read_back(turn) == "single", turn.reply
    assert "agi" not in turn.answers, turn.answers  # (the own pay: whether the parents' is in it, asked after)
    if shown:
        assert shown in turn.reply, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "single", turn.reply
    assert turn.conversation.follow_up.get("k") == "parents" and turn.conversation.follow_up.get("a") == amount, turn.reply


@pytest.mark.parametrize("lang,text,kind", [
    ("en", "im single and live with my mom", "single_parent"),
    ("en", "im single and i live with my mom and stepdad", "two_parent"),
    ("es", "soy soltera y vivo con mi mamá", "single_parent"),
    ("en", "im a single mom", "single_parent"),
])
def test_single_beside_a_parents_home_is_that_home(lang, text, kind):
    from screener.chat import understand
    from screener.chat.session import State
    from screener.flow import load_flow
    found = dict((vq.id, form) for vq, form in understand.volunteered(load_flow(), text, State({}), lang=lang,
                                                                          today=dt.date(2026, 12, 1)))
    assert found.get("household") == {"household": kind}, found


# --- item 5: the near-limit warning: estimates only ---------------------------------------------------

NEAR = {"en": "exact amount matters", "es": "importa la cantidad exacta"}


@pytest.mark.parametrize("lang,text,warned", [
    ("en", "she makes 60k and I make 45k", False),
    ("es", "ella gana 60 mil y yo gano 45 mil", False),
    ("en", "she makes like 60k and I make 45k", True),
    ("es", "ella gana como 60 mil y yo gano 45 mil", True),
    ("en", "about 105k", True),
    ("es", "como 105 mil", True),
])
def test_the_near_limit_warning_is_for_estimates(lang, text, warned):
    turn = at_income_said("single_parent", lang, text)
    assert income_read_back(turn) == 105000, turn.reply
    assert (NEAR[lang] in turn.reply) == warned, turn.reply


@pytest.mark.parametrize("lang,text,which", [
    ("en", "mom 65k stepdad 50k", "Household"),
    ("es", "mi mamá gana 65 mil y mi padrastro 50 mil", "Hogar"),
])
def test_two_parents_refused_keeps_no_step_parents_pay_with_one_parent(lang, text, which):
    turn = at_income_said("single_parent", lang, text)
    turn = then(turn, {"en": "no", "es": "no"}[lang], lang)
    turn = then(turn, which, lang)
    assert "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply
    assert turn.answers.get("household") == "single_parent" and turn.expecting == "agi", turn.reply

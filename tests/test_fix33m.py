"""Classes of fix33m (income readings found by newcomers): a sibling's or an ex-spouse's pay is no
part of the household's income (never added: a wrong "not eligible" one "yes" away); "both my
parents make 80k" asks each or together; "no sé cuánto gana él" to a read-back while one parent's
pay is held is a don't-know of that pay, never of the facts read back; a bare amount right after
the income was left open ("I don't know") is the income, read back. The wording is ours."""
import datetime as dt

import pytest

from support import at_income_said
from support import income_read_back
from support import proposed
from support import talk
from support import then

DAY = dt.date(2026, 12, 1)


# --- item 1: a brother's or sister's pay is not added ----------------------------------------------

@pytest.mark.parametrize("text,lang", [
    ("my mom makes 60k and my bro makes 50k", "en"),
    ("my mom makes 60k and my sibling makes 50k", "en"),
    ("my mom makes 60k and my siblings make 50k", "en"),
    ("my mom makes 60k and my stepsister makes 50k", "en"),
    ("my mom makes 60k and my big sis makes 50k", "en"),
    ("mi mamá gana 60 mil y mi hermanastro gana 50 mil", "es"),
    ("my mom makes 60k and my brother makes 50k", "en"),
    ("mi mamá gana 60 mil y mi hermano gana 50 mil", "es"),
])
def test_a_siblings_pay_is_not_added(text, lang):
    turn = at_income_said("single_parent", lang, text)
    assert income_read_back(turn) == 60000, turn.reply
    assert ("another relative" in turn.reply) or ("otro familiar" in turn.reply), turn.reply


def test_bro_said_to_anyone_is_no_brother():
    from screener.chat import understand
    assert understand.income("bro my mom makes 60k", "en").form == {"agi": "60000.0"}


# --- item 2: an ex-spouse's pay is not added; a new spouse's is ---------------------------------------

@pytest.mark.parametrize("text,lang,agi", [
    ("I'm divorced, I make 55k, my ex makes 70k", "en", 55000),
    ("I'm divorced, I make 55k, my ex makes 70k but he doesn't live with us", "en", 55000),
    ("I make 55k, my ex-husband makes 70k", "en", 55000),
    ("estoy divorciada, gano 55 mil y mi ex gana 70 mil", "es", 55000),
    ("I'm remarried, I make 55k and my husband makes 70k", "en", 125000),
])
def test_an_ex_spouses_pay_is_not_added(text, lang, agi):
    turn = at_income_said("single_parent" if agi < 100000 else "two_parent", lang, text)
    assert income_read_back(turn) == agi, turn.reply


# --- item 3: "no sé cuánto gana él" to a read-back, one parent's pay held -----------------------------

OPENING = {"en": "senior at oakland mills high, may 2027, 3.4, 21045, i live with my mom and stepdad, my mom makes 4k a month",
           "es": "estoy en último año en oakland mills high, mayo 2027, 3.4, 21045, vivo con mi mamá y mi padrastro, "
                 "mi mamá gana 4 mil al mes"}


@pytest.mark.parametrize("lang,unknown", [("es", "no sé cuánto gana él"), ("en", "I don't know what he makes"),
                                          ("es", "no sé cuánto gana")])
def test_pay_not_known_at_a_read_back_keeps_the_facts_and_the_pay_held(lang, unknown):
    turn = talk(lang, OPENING[lang])
    assert proposed(turn).get("household") == "two_parent" and turn.conversation.follow_up.get("k") == "part", turn.reply
    turn = then(turn, unknown, lang)
    assert proposed(turn).get("household") == "two_parent", turn.reply  # never a "no" to the household
    assert turn.conversation.follow_up.get("k") == "part" and turn.conversation.follow_up.get("a") == 4000.0, turn.reply
    assert "agi" not in turn.answers and "agi" not in proposed(turn)
    turn = then(turn, "sí" if lang == "es" else "yes", lang)
    assert turn.answers.get("household") == "two_parent", turn.reply
    assert turn.conversation.follow_up.get("a") == 4000.0, turn.conversation.follow_up


# --- item 4: a mother's pay a month kept when a stepfather is named with no amount ---------------------

@pytest.mark.parametrize("text,lang", [
    ("mi mamá gana 4 mil al mes y mi padrastro también trabaja", "es"),
    ("my mom makes 4k a month and my stepdad works too", "en"),
])
def test_a_mothers_monthly_pay_is_held_and_the_stepfathers_asked(text, lang):
    turn = at_income_said("two_parent", lang, text)
    slot = turn.conversation.follow_up
    assert slot.get("k") == "part" and slot.get("a") == 4000.0 and slot.get("t") == 12, (turn.reply, slot)
    assert "$48,000" in turn.reply, turn.reply
    assert "agi" not in turn.answers and "agi" not in proposed(turn)


# --- item 5: "both my parents make 80k": each or together asked ----------------------------------------

@pytest.mark.parametrize("text,lang", [
    ("both my parents make 80k", "en"), ("both parents make 80k", "en"), ("both my mom and dad make 80k", "en"),
    ("ambos padres ganan 80 mil", "es"),
])
def test_both_my_parents_make_one_amount_is_asked(text, lang):
    turn = at_income_said("two_parent", lang, text)
    assert "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply
    assert turn.conversation.follow_up.get("k") == "both", turn.reply


@pytest.mark.parametrize("answer,agi", [("each", 160000), ("together", 80000)])
def test_both_my_parents_then_each_or_together(answer, agi):
    turn = at_income_said("two_parent", "en", "both my parents make 80k", answer)
    assert proposed(turn).get("agi", turn.answers.get("agi")) == agi, turn.reply


# --- item 6: a bare amount right after the income was left open ---------------------------------------

@pytest.mark.parametrize("lang,unsure,amount", [("en", "I don't know", "90k"), ("es", "no sé", "90 mil")])
def test_a_bare_amount_after_the_income_left_open_is_the_income_read_back(lang, unsure, amount):
    turn = at_income_said("two_parent", lang, unsure, amount)
    assert income_read_back(turn) == 90000, turn.reply
    assert "agi" not in turn.answers
    turn = then(turn, "yes" if lang == "en" else "sí", lang)
    assert turn.answers.get("agi") == 90000, turn.reply


def test_a_bare_amount_once_the_income_is_given_is_still_asked_about():
    turn = at_income_said("two_parent", "en", "90k", "yes", "75k")
    assert "Which answer is that number for" in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said,unknown", [
    ("es", "mi mamá gana 4 mil al mes", "no sé cuánto gana él"),
    ("es", "mi mamá gana 4 mil al mes", "no sé cuánto gana mi papá"),
    ("en", "my mom makes 4k a month", "I don't know what he makes"),
])
def test_pay_not_known_at_the_income_question_is_no_question_about_the_limit(lang, said, unknown):
    turn = at_income_said("two_parent", lang, said, unknown)
    assert "$100,000" not in turn.reply, turn.reply  # (the income limit's FAQ answer)
    assert "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply
    assert ("That's OK" in turn.reply) or ("No pasa nada" in turn.reply), turn.reply

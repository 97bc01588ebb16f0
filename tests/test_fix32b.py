"""Classes of fix32b: pay said in shapes the reader dropped or misread. Tips or overtime said on top
of a pay with no amount are asked (the base never kept alone); one earner's two jobs added; pay
said tersely by person ("mom 65k stepdad 90k") read; a step-parent's rate with a dollar sign held
for its hours; a parent's pay named after a relative who lives with them read; a step-parent's pay
said after the result added to the parent's. The wording is ours."""
import datetime as dt

import re

import pytest

from support import at_income
from support import at_income_said
from support import income_read_back
from support import other_parent_asked
from support import proposed
from support import talk
from support import then

DAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
SENIOR = {"en": "im a senior at towson high, 3.5 gpa, live with %s",
          "es": "estoy en el último año de la prepa en towson high, promedio 3.5, vivo con %s"}


def _nothing_kept(turn) -> bool:
    return "agi" not in turn.answers and "agi" not in proposed(turn)


# --- item 1: tips / overtime on top, no amount: the whole year asked --------------------------------

@pytest.mark.parametrize("household,text,lang", [
    ("single_parent", "my mom makes 7,500 a month plus tips", "en"),
    ("two_parent", "my mom makes 7,500 a month plus tips", "en"),
    ("single_parent", "she makes 50k plus overtime", "en"),
    ("single_parent", "i make 600 a week and tips", "en"),
    ("single_parent", "gana 2 mil al mes más propinas", "es"),
    ("single_parent", "gana 2 mil al mes y aparte las propinas", "es"),
    ("two_parent", "mi mamá gana 2 mil al mes más propinas", "es"),
])
def test_tips_on_top_without_an_amount_are_asked(household, text, lang):
    turn = at_income_said(household, lang, text)
    assert _nothing_kept(turn) and not other_parent_asked(turn), turn.reply
    assert ("propinas" in turn.reply if lang == "es" else "tips, overtime or a bonus" in turn.reply), turn.reply


@pytest.mark.parametrize("household,text,lang,agi", [
    ("single_parent", "she makes 50k plus 5k in tips", "en", 55000),
    ("single_parent", "my mom makes 50k with tips", "en", 50000),
    ("single_parent", "gana 40 mil con propinas", "es", 40000),
])
def test_tips_with_their_amount_or_included_are_read_as_before(household, text, lang, agi):
    turn = at_income_said(household, lang, text)
    assert proposed(turn).get("agi", turn.answers.get("agi")) == agi, turn.reply


@pytest.mark.parametrize("lang,home,text", [
    ("en", "my mom and dad", "my mom makes 7,500 a month plus tips"),
    ("es", "mi mamá y mi papá", "mi mamá gana 2 mil al mes más propinas"),
])
def test_tips_on_top_at_the_household_read_back_are_asked(lang, home, text):
    turn = talk(lang, SENIOR[lang] % home, "21204", text)
    assert _nothing_kept(turn), turn.reply
    assert ("propinas" if lang == "es" else "tips") in turn.reply, turn.reply
    # (fix37d: the pay held may be said, "not counting the tips", one question, the read-back's; never read back as the income)
    assert not re.search(r"(?:AGI|\(AGI\)): \$(?:90,000|24,000)", turn.reply), turn.reply


# --- item 2: one earner's two jobs, added, the conversion shown ------------------------------------

@pytest.mark.parametrize("text,lang,total,shown", [
    ("i work two jobs, one pays 20k and the other 15k", "en", 35000, "35,000"),
    ("trabajo en dos lugares, uno me paga 1,500 al mes y el otro 800", "es", 27600, "18,000"),
])
def test_two_jobs_are_one_earners_pay_added(text, lang, total, shown):
    from screener.chat import understand
    assert understand.income_parts(text, lang, total) == (("self", total, 1),)
    turn = at_income_said("single_parent", lang, text)
    assert shown in turn.reply, turn.reply


def test_two_jobs_with_two_parents_at_home_ask_the_parents_pay():
    turn = at_income_said("two_parent", "en", "i work two jobs, one pays 20k and the other 15k")
    assert _nothing_kept(turn), turn.reply
    assert turn.reply.count("Added together, that's $35,000.") == 1, turn.reply
    turn = then(turn, "no, it's just mine", "en")
    turn = then(turn, "my parents make 80k together", "en")
    assert proposed(turn).get("agi") == 115000, turn.reply


# --- item 3: terse pay by person -------------------------------------------------------------------

@pytest.mark.parametrize("text,lang,parts", [
    ("mom 65k. stepdad 90k.", "en", (("mom", 65000, 1), ("stepdad", 90000, 1))),
    ("mom 65k stepdad 90k", "en", (("mom", 65000, 1), ("stepdad", 90000, 1))),
    ("mamá 40 mil, padrastro 50 mil", "es", (("mom", 40000, 1), ("stepdad", 50000, 1))),
    ("mom 2 kids", "en", ()),
])
def test_terse_pay_by_person_is_each_earners(text, lang, parts):
    from screener.chat import understand
    assert understand.earner_pay(text, lang) == parts


@pytest.mark.parametrize("lang,text,total", [
    ("en", "im a senior at towson high, 3.5 gpa, live with my mom and stepdad. mom 65k. stepdad 90k.", 155000),
    ("en", "im a senior at towson high, 3.5 gpa, live with my mom and stepdad, mom 65k stepdad 90k", 155000),
    ("es", "estoy en el último año de la prepa en towson high, promedio 3.5, vivo con mi mamá y mi padrastro. "
           "mamá 40 mil, padrastro 50 mil", 90000),
])
def test_terse_pay_in_an_opening_is_read_added(lang, text, total):
    turn = talk(lang, text)
    assert proposed(turn).get("agi") == total, turn.reply


def test_one_terse_pay_in_an_opening_asks_the_other_parent():
    turn = talk("en", "im a senior at towson high, 3.5 gpa, live with my mom and stepdad, mom 65k")
    assert "agi" not in proposed(turn) and turn.conversation.follow_up.get("k") == "part", turn.reply
    assert "stepdad" in turn.reply, turn.reply


# --- item 4: a step-parent's rate by the hour with a dollar sign ------------------------------------

@pytest.mark.parametrize("text,lang", [
    ("my stepmom gets $25/hr", "en"), ("my stepmom makes $25 an hour", "en"), ("my stepdad earns 25 an hour", "en"),
    ("mi padrastro gana $20 la hora", "es"), ("mi madrastra gana 20 dólares la hora", "es"),
])
def test_a_step_parents_rate_is_held_and_its_hours_asked(text, lang):
    from screener.chat import understand
    assert not understand.step_income_alone(text, lang)
    turn = at_income_said("two_parent", lang, text)
    assert _nothing_kept(turn), turn.reply
    assert "step-parent's income alone" not in turn.reply, turn.reply
    assert turn.conversation.follow_up.get("k") == "hours", turn.conversation.follow_up


@pytest.mark.parametrize("text,lang", [("my stepdad makes $95k", "en"), ("mi padrastro gana 95 mil", "es")])
def test_a_step_parents_yearly_pay_alone_still_asks_the_total(text, lang):
    from screener.chat import understand
    assert understand.step_income_alone(text, lang)


def test_a_step_parents_rate_then_hours_asks_the_parent():
    turn = at_income_said("two_parent", "en", "my stepmom gets $25/hr", "40")
    assert other_parent_asked(turn), turn.reply
    assert "52,000" in turn.reply, turn.reply


# --- item 5: a parent's pay named after a relative who lives with them ------------------------------

@pytest.mark.parametrize("text,lang", [
    ("mi primo vive con su papá que gana 65 mil y su madrastra gana 45 mil", "es"),
    ("my cousin lives with his dad who makes 65k and his stepmom makes 45k", "en"),
])
def test_a_relative_living_with_their_parent_keeps_the_parents_pay(text, lang):
    from screener.chat import understand
    assert understand.income(text, lang).form == {"agi": "110000.0"}
    if lang == "es":
        turn = at_income_said("two_parent", lang, text)
        assert income_read_back(turn) == 110000, turn.reply


def test_a_parents_mother_who_lives_with_them_is_no_parent():
    from screener.chat import understand
    # the grandmother's pay is no parent's: no income read from it (it was read as the household's $50,000)
    assert understand.income("my dad lives with his mom who makes 50k", "en").form is None


# --- item 6: a step-parent's pay after the result ---------------------------------------------------

@pytest.mark.parametrize("lang,steps,later,total", [
    ("en", ("my mom makes 40k", "yes", "fafsa", "no"), "oh my stepdad makes 20 an hour 40 hrs", 81600),
    ("es", ("mi mamá gana 40 mil", "sí", "la fafsa", "no"), "ah y mi padrastro gana 20 la hora, 40 horas a la semana", 81600),
])
def test_a_step_parents_pay_after_the_result_is_added(lang, steps, later, total):
    home = {"en": "my mom", "es": "mi mamá"}[lang]
    turn = talk(lang, SENIOR[lang] % home, "21204", YES[lang], YES[lang],
                {"en": "associate's degree", "es": "un título asociado"}[lang], "12", *steps)
    assert turn.answers.get("agi") == 40000 and turn.answers.get("household") == "single_parent", turn.reply
    turn = then(turn, later, lang)
    assert proposed(turn).get("agi") == total, turn.reply
    assert "40,000" in turn.reply and "41,600" in turn.reply, turn.reply
    assert turn.answers.get("household") == "single_parent", turn.answers
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == total and turn.answers.get("household") == "two_parent", turn.reply


def test_a_step_parents_rate_after_the_result_then_hours_is_added():
    turn = talk("en", SENIOR["en"] % "my mom", "21204", "yes", "yes", "associate's degree", "12",
                "my mom makes 40k", "yes", "fafsa", "no", "oh my stepdad makes 20 an hour")
    turn = then(turn, "40", "en")
    assert proposed(turn).get("agi") == 81600, turn.reply

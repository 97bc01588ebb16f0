"""Classes of fix32e (the dev32 tuning set's failures, read in general; the wording is ours):

- a pay told per paycheck takes the pay period said before it ("gets paid every 2 weeks, like
  1900 each check": x26; "cada quincena … cada cheque": x24, as "quincena" is read), read back;
- an earner named right after the amount ("its 72 him and 41 my mom") is that amount's earner;
  two bare parts beside a kept income of their order are thousands, the old value named dropped:
  a correction after the result, read back, never an FAQ answer;
- two parents' pay said as one total ("mis papás ganan 90 mil juntos") gives two parents, read
  back (under every limit the household is never asked, and was lost);
- FAQ paraphrases: the scholarship's own form, safety of typing a family's pay, another county's
  college instead; high-school events' costs are off topic.
"""
import datetime as dt

import pytest

from support import at_income_said
from support import income_read_back
from support import proposed
from support import talk
from support import then
from support import waiting

DAY = dt.date(2026, 12, 1)


# --- item 1: the pay period said before a paycheck's amount ------------------------------------------

@pytest.mark.parametrize("text,lang,agi", [
    ("she gets paid every two weeks, about 2100 each paycheck", "en", 2100 * 26),
    ("my dad is paid biweekly, roughly 1800 per check", "en", 1800 * 26),
    ("he's paid every other week, 2,400 a check", "en", 2400 * 26),
    ("a mi papá le pagan cada dos semanas, unos 1700 por cheque", "es", 1700 * 26),
    ("a mi mamá le pagan cada quincena, como 1500 cada cheque", "es", 1500 * 24),
    ("le pagan cada 15 días, 1500 por cheque", "es", 1500 * 24),
])
def test_a_paycheck_takes_the_period_said_before_it(text, lang, agi):
    turn = at_income_said("single_parent", lang, text)
    assert income_read_back(turn) == agi, turn.reply
    assert "agi" not in turn.answers


@pytest.mark.parametrize("text,lang", [
    ("she gets 2100 each paycheck", "en"),  # no period said at all: how often, asked
    ("she gets paid every 3 weeks, 2100 each check", "en"),  # a period no year is counted in
    ("my dad gets 2000 every 2 weeks and my mom 1500 each check", "en"),  # that period is the dad's
    ("le pagan 1500 cada cheque", "es"),
])
def test_a_paycheck_without_its_own_period_is_still_asked(text, lang):
    from screener.chat import understand
    reading = understand.income(text, lang)
    assert reading.form is None and reading.problem is not None and reading.problem.text == understand.PERIOD_ASKED, reading
    turn = at_income_said("two_parent", lang, text)
    assert income_read_back(turn) is None and "agi" not in turn.answers, turn.reply


# --- item 2: amounts per person after the result -------------------------------------------------------

DONE = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21093",
        "county": "baltimore-county", "in_state_tuition": "yes", "hs_completion_date": "2027-06",
        "college": "baltimore-county", "program": "associate", "credits_per_semester": 15, "hs_gpa": 3.3,
        "household": "two_parent", "household_size": 4, "aid_application": "fafsa", "full_cost_scholarship": False,
        "agi": 130000}


@pytest.mark.parametrize("text,lang,agi", [
    ("hold on, i checked with my mom: its 64 her and 52 my dad, so not 130", "en", 116000),
    ("actually it's 80 for my dad and 45 for my mom, not 130", "en", 125000),
    ("perdón, le pregunté a mi papá: son 70 él y 38 mi mamá, no 130", "es", 108000),
])
def test_amounts_per_person_after_the_result_correct_the_income(text, lang, agi):
    turn = waiting(DONE, None, text, lang)
    assert proposed(turn).get("agi") == agi, turn.reply
    assert turn.answers.get("agi") == 130000  # read back first, kept only after a "yes"
    turn = then(turn, "yes" if lang == "en" else "sí", lang)
    assert turn.answers.get("agi") == agi, turn.reply


def test_an_earner_after_the_amount_is_that_amounts_earner():
    from screener.chat import understand
    assert understand.income_parts("its 72k him and 41k my mom", "en", 113000) == (("he", 72000.0, 1), ("mom", 41000.0, 1))
    assert understand.earner_after_amount("i make 20k my mom makes 60k") == "i make 20k my mom makes 60k"


def test_a_bare_correction_after_the_result_is_still_no_income():
    turn = waiting(DONE, None, "I meant 5", "en")
    assert "agi" not in proposed(turn) and turn.answers.get("agi") == 130000, turn.reply


# --- item 3: two parents' pay as one total gives two parents, read back ----------------------------------

@pytest.mark.parametrize("text,lang", [
    ("senior at wilde lake, want howard cc, my parents make about 85k together", "en"),
    ("soy senior en wilde lake, quiero ir a howard cc, mis papás ganan unos 85 mil entre los dos", "es"),
])
def test_parents_pay_together_reads_back_two_parents(text, lang):
    turn = talk(lang, text)
    assert proposed(turn).get("household") == "two_parent", turn.reply
    assert "household" not in turn.answers
    turn = then(turn, "yes" if lang == "en" else "sí", lang)
    assert turn.answers.get("household") == "two_parent", turn.reply


@pytest.mark.parametrize("text,lang", [
    ("senior at wilde lake, my mom and my grandma make 85k together", "en"),  # a grandparent: no parent
    ("senior at wilde lake, my mom makes 85k", "en"),
])
def test_one_parent_or_a_grandparent_is_no_two_parent_household(text, lang):
    turn = talk(lang, text)
    assert proposed(turn).get("household") != "two_parent" and turn.answers.get("household") != "two_parent", turn.reply


# --- item 4: FAQ paraphrases -------------------------------------------------------------------------

# (each fails on main: answered from fafsa_one_app, agi, income_limit, tuition_cost, or "I don't know")
@pytest.mark.parametrize("text,topic", [
    ("is there a form for the scholarship or do we just do fafsa", "how_to_apply"),
    ("hay un formulario para esto o solo hacemos la fafsa", "how_to_apply"),
    ("is it safe to put my moms income in here", "privacy"),
    ("es seguro decirte el sueldo de mi esposa?", "privacy"),
    ("no pasa nada si escribo aqui cuanto ganamos?", "privacy"),
    ("could i use it at aacc instead, its closer to my house", "out_of_county_college"),
    ("cuanto cuesta el boleto del baile", None),
    ("cuanto cuesta la entrada del prom", None),
])
def test_faq_paraphrases(text, topic):
    from screener.chat import faq
    entry = faq.find(text)
    assert (entry.id if entry else None) == topic

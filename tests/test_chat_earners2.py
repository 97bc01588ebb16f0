"""An income's parts, by earner (issue #8, ``Conversation.earners``), second round: the parts are
recorded wherever the income reader reads several earners, so one earner's pay said again is
read from them (never from the transcript again); and the classes that still lost a part: one
hourly rate said of each parent, an earner's pay beside a bare income kept, two earners' pay in
one later message, a "no" to a sum's read-back, and one earner's pay without its period. Never a
false "likely eligible" from a part lost: the sum is read back, or the total asked. One table per
class, English and Spanish rows. The wording is ours."""
import datetime as dt

import pytest

from screener.chat import session
from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State
from support import BEFORE_INCOME
from support import after_result
from support import at_income
from support import at_income_said as talk
from support import income_read_back as read_back
from support import at_result_income
from support import income_told
from support import other_parent_asked
from support import told

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
SECRET = "test-secret"


def year(parts) -> float:
    return sum(p[1] * p[2] for p in parts)


# --- one hourly rate said of each of two earners: times the earners, read back ---------------------

@pytest.mark.parametrize("said,lang,total", [
    ("my parents each make 15 an hour, 40 hours a week", "en", 62_400),
    ("my mom and dad make $18/hr each, 40 hrs a week", "en", 74_880),
    ("we each make 20 an hour, 30 hours a week", "en", 62_400),
    ("mis papás cada uno gana 15 la hora, 40 horas a la semana", "es", 62_400),
    ("mi mamá y mi papá ganan 18 dólares la hora cada uno, 40 horas a la semana", "es", 74_880),
    ("cada uno gana 20 la hora, 30 horas por semana", "es", 62_400),
])
def test_one_rate_said_of_each_earner_is_times_the_earners(said, lang, total):
    household = "married" if said.startswith("we ") else "two_parent"
    turn = talk(household, lang, said)
    assert read_back(turn) == total, turn.reply
    assert f"${total:,}" in turn.reply
    assert len(turn.conversation.earners) == 2 and year(turn.conversation.earners) == total  # the parts, kept


@pytest.mark.parametrize("said,hours,lang,total", [
    ("my parents each make 15 an hour", "40", "en", 62_400),
    ("mis papás ganan 15 la hora cada uno", "40", "es", 62_400),
])
def test_one_rate_said_of_each_earner_then_its_hours(said, hours, lang, total):
    turn = talk("two_parent", lang, said, hours)
    assert read_back(turn) == total, turn.reply


# --- the parts of every income read from several earners: one earner's pay said again replaces hers --

@pytest.mark.parametrize("first,again,lang,total", [
    # "each": one part replaced, the other kept
    ("my parents each make 40k", "actually my mom makes 50k", "en", 90_000),
    ("my parents each make 15 an hour, 40 hours a week", "sorry, my dad makes 20 an hour, 40 hours a week", "en", 72_800),
    ("mis papás ganan 40 mil cada uno", "perdón, mi mamá gana 50 mil", "es", 90_000),
    ("mis papás cada uno gana 15 la hora, 40 horas a la semana", "me equivoqué, mi papá gana 20 la hora, 40 horas a la semana",
     "es", 72_800),
])
def test_one_earner_corrected_after_an_each_income_replaces_one_part(first, again, lang, total):
    turn = respond(told("two_parent", first, lang).conversation, again, lang, TODAY)
    assert read_back(turn) == total, turn.reply


@pytest.mark.parametrize("first,again,lang,total", [
    # (guards: the parts read from the message, not the transcript)
    ("my mom makes 2,000 a month and my dad 600 a week", "oops my dad makes 700 a week, not 600", "en", 60_400),
    ("my stepmom makes 60k and my dad makes 85k", "no, she's at 72k", "en", 157_000),
    ("mi mamá gana 1,000 la quincena y mi papá 600 por semana", "perdón mi papá gana 700 a la semana no 600", "es", 60_400),
    ("mi mamá gana 50 mil y mi padrastro gana 95 mil", "no, mi mamá gana 58 mil", "es", 153_000),
])
def test_one_earner_corrected_once_the_sum_is_kept_reads_the_parts(first, again, lang, total):
    conv = told("two_parent", first, lang).conversation
    conv = Conversation(conv.state, conv.expecting, (), conv.offered, True, earners=conv.earners)  # (no transcript: SMS)
    turn = respond(conv, again, lang, TODAY)
    assert read_back(turn) == total, turn.reply


# --- a bare income kept with two at home, then one earner's pay: added when "too", else the total asked

@pytest.mark.parametrize("first,then,lang,total", [
    ("80k", "my mom makes 75k too", "en", 155_000),
    ("about 90,000", "oh and my dad also makes 40k", "en", 130_000),
    ("80 mil", "mi mamá también gana 75 mil", "es", 155_000),
    ("como 90 mil", "y mi papá gana 40 mil también", "es", 130_000),
])
def test_an_earners_pay_too_beside_a_bare_income_is_added_and_read_back(first, then, lang, total):
    turn = respond(told("two_parent", first, lang).conversation, then, lang, TODAY)
    assert read_back(turn) == total, turn.reply
    assert turn.faq is None


@pytest.mark.parametrize("first,then,lang", [
    ("80k", "my mom makes 75k", "en"),
    ("90000", "my dad earns 3,000 a month", "en"),
    ("80 mil", "mi mamá gana 75 mil", "es"),
    ("90000", "mi papá gana 3 mil al mes", "es"),
])
def test_an_earners_pay_beside_a_bare_income_asks_the_total(first, then, lang):
    turn = respond(told("two_parent", first, lang).conversation, then, lang, TODAY)
    assert turn.expecting == "agi" and "agi" not in turn.answers and turn.faq is None, turn.reply
    assert "$80,000" in turn.reply or "$90,000" in turn.reply


@pytest.mark.parametrize("first,then,lang", [
    ("80k", "my mom makes 45k", "en"),
    ("80 mil", "mi mamá gana 45 mil", "es"),
])
def test_an_earners_pay_beside_a_bare_income_after_the_result_is_no_likely_eligible(bench, first, then, lang):
    turn = respond(after_result(bench, "two_parent", first, lang).conversation, then, lang, TODAY)
    assert turn.assessment is None and "agi" not in turn.answers and turn.expecting == "agi", turn.reply


# --- two earners' pay in one later message: the sum read back with its parts ------------------------

@pytest.mark.parametrize("first,then,lang,total", [
    ("my dad makes 60k", "my mom makes 50k and my dad makes 70k", "en", 120_000),
    ("80k", "my dad makes 60k and my mom makes 2,000 a month", "en", 84_000),
    ("mi papá gana 60 mil", "mi mamá gana 50 mil y mi papá 70 mil", "es", 120_000),
    ("80 mil", "mi papá gana 60 mil y mi mamá gana 2 mil al mes", "es", 84_000),
])
def test_two_earners_pay_in_one_later_message_is_read_back(first, then, lang, total):
    turn = respond(told("two_parent", first, lang).conversation, then, lang, TODAY)
    assert read_back(turn) == total, turn.reply
    assert turn.faq is None and len(turn.conversation.earners) == 2


@pytest.mark.parametrize("first,then,lang,total", [
    ("my dad makes 60k", "my mom makes 95k and my dad makes 70k", "en", 165_000),
    ("mi papá gana 60 mil", "mi mamá gana 95 mil y mi papá 70 mil", "es", 165_000),
])
def test_two_earners_pay_after_the_result_screens_again(bench, first, then, lang, total):
    turn = respond(after_result(bench, "two_parent", first, lang).conversation, then, lang, TODAY)
    assert read_back(turn) == total, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.assessment["status"] == "likely_ineligible", turn.reply


# --- a "no" to a sum's read-back: the income kept, one earner's pay, dropped; its part kept ----------
# Another earner's pay was said, so the income kept can't stand alone as the household's (a false
# "likely eligible": "my mom makes 45k" kept, "oh and my dad makes 120k", "no", went on at $45,000).
# The total is asked; the part kept before is remembered, so a corrected pay said next is added to it.

@pytest.mark.parametrize("first,then,again,lang,total", [
    ("my husband makes 60k", "I make 50k too", "I make 55k", "en", 115_000),
    ("mi esposo gana 60 mil", "yo también gano 50 mil", "yo gano 55 mil", "es", 115_000),
])
def test_a_no_to_a_sums_read_back_asks_the_total_and_keeps_the_part_before(first, then, again, lang, total):
    household = "married"  # (two parents: one parent's pay is held, never kept: below)
    turn = respond(told(household, first, lang).conversation, then, lang, TODAY)
    turn = respond(turn.conversation, "no", lang, TODAY)
    assert not turn.conversation.pending and "agi" not in turn.answers, turn.reply
    assert turn.expecting == "agi" and turn.conversation.follow_up.get("k") == "part", turn.reply
    turn = respond(turn.conversation, again, lang, TODAY)
    assert read_back(turn) == total, turn.reply


@pytest.mark.parametrize("first,then,lang", [
    ("my mom makes 45k", "oh and my dad makes 120k", "en"),
    ("mi mamá gana 45 mil", "ah y mi papá gana 120 mil", "es"),
])
def test_a_no_to_the_other_parents_pay_added_never_keeps_one_parents_pay(bench, first, then, lang):
    # (one parent's pay held, the other's asked: it is said, added and refused)
    turn = income_told(at_result_income(bench, "two_parent", lang), first, lang)
    assert other_parent_asked(turn), turn.reply
    turn = respond(turn.conversation, then, lang, TODAY)
    assert read_back(turn) == 165_000, turn.reply
    turn = respond(turn.conversation, "no", lang, TODAY)
    assert "agi" not in turn.answers and turn.expecting == "agi" and turn.assessment is None, turn.reply
    assert "45,000" in turn.reply, turn.reply
    turn = respond(turn.conversation, "165k total" if lang == "en" else "165 mil en total", lang, TODAY)  # (the total, said so)
    assert read_back(turn) == 165_000, turn.reply  # (over the limit: read back before it rules out)
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.assessment["status"] == "likely_ineligible", turn.reply


# --- one earner's pay without its period, once the income is kept: how often, asked -----------------

@pytest.mark.parametrize("first,then,period,lang,total", [
    ("my dad makes 60k", "she gets 2000 each paycheck", "every two weeks", "en", 112_000),
    ("my dad makes 60k", "my mom gets paid 1500 every paycheck", "twice a month", "en", 96_000),
    ("mi papá gana 60 mil", "a ella le pagan 2000 cada cheque", "cada dos semanas", "es", 112_000),
    ("mi papá gana 60 mil", "a mi mamá le pagan 1500 cada cheque", "cada quincena", "es", 96_000),
])
def test_an_earners_pay_by_the_paycheck_asks_how_often(first, then, period, lang, total):
    turn = respond(told("two_parent", first, lang).conversation, then, lang, TODAY)
    assert turn.faq is None and ("$2,000" in turn.reply or "$1,500" in turn.reply), turn.reply
    assert "agi" not in turn.answers and not turn.conversation.pending, turn.reply  # (the dad's pay held, §18-3601)
    turn = respond(turn.conversation, period, lang, TODAY)
    assert read_back(turn) == total, turn.reply


@pytest.mark.parametrize("then,period,lang,total", [
    ("my mom gets 2000 each paycheck too", "every two weeks", "en", 132_000),
    ("y a mi mamá también le pagan 2000 cada cheque", "cada dos semanas", "es", 132_000),
])
def test_an_earners_pay_by_the_paycheck_too_beside_a_bare_income_is_added(then, period, lang, total):
    turn = respond(told("two_parent", "80k" if lang == "en" else "80 mil", lang).conversation, then, lang, TODAY)
    assert turn.faq is None and "$2,000" in turn.reply, turn.reply
    turn = respond(turn.conversation, period, lang, TODAY)
    assert read_back(turn) == total, turn.reply


@pytest.mark.parametrize("then,lang", [
    ("my mom gets 2000 each paycheck", "en"),
    ("a mi mamá le pagan 2000 cada cheque", "es"),
])
def test_an_earners_pay_by_the_paycheck_beside_a_bare_income_asks_the_total(then, lang):
    turn = respond(told("two_parent", "80k" if lang == "en" else "80 mil", lang).conversation, then, lang, TODAY)
    assert turn.expecting == "agi" and "agi" not in turn.answers and "$80,000" in turn.reply, turn.reply


# --- the parts travel in the token as (earner, amount, per): the year is theirs multiplied ------------

def test_the_parts_keep_no_year_of_their_own():
    turn = told("two_parent", "my mom makes 2,000 a month and my dad 600 a week", "en")
    assert turn.conversation.earners == (("mom", 2_000, 12), ("dad", 600, 52))
    assert session.loads(session.dumps(turn.conversation, SECRET), SECRET, None).earners == turn.conversation.earners


# --- merged with main: the words of a correction alone make no one's pay -----------------------------

@pytest.mark.parametrize("said,lang", [
    ("I meant 5", "en"),
    ("oops I only finished 4 credits", "en"),
    ("yo quise decir 5", "es"),
    ("perdón, yo solo terminé 4 créditos", "es"),
])
def test_a_corrections_i_is_no_earner(said, lang):
    """The "I" of a correction with a small bare number ("I meant 5") is no earner's $5,000 pay:
    the income kept stays, never asked again as if a part of it were said."""
    turn = respond(told("two_parent", "80k" if lang == "en" else "80 mil", lang).conversation, said, lang, TODAY)
    assert turn.answers["agi"] == 80_000 and "agi" not in turn.conversation.pending, turn.reply
    assert turn.expecting != "agi" and not any(p[0] == "self" for p in turn.conversation.earners), turn.reply


@pytest.mark.parametrize("said,lang,total", [
    ("actually my dad makes 61k", "en", 61_000),
    ("oops, my mom earns 58,000", "en", 58_000),
    ("en realidad mi papá gana 61 mil", "es", 61_000),
    ("perdón, mi mamá gana 58 mil", "es", 58_000),
])
def test_an_earners_pay_said_as_a_correction_beside_a_bare_income_asks_the_total(said, lang, total):
    """One earner's pay said as a correction of a bare income kept (two parents at home): never
    taken as the household's income (fe2, a false "likely eligible": one parent's pay is no
    two-parent total); the total, both parents' pay added, asked, the household left as it was."""
    turn = respond(told("two_parent", "88000", lang).conversation, said, lang, TODAY)
    assert read_back(turn) != total and "household" not in turn.conversation.pending, turn.reply
    assert turn.answers.get("household") == "two_parent" and turn.answers.get("agi") != total, turn.reply
    assert ("total income" if lang == "en" else "ingreso total") in turn.reply, turn.reply


@pytest.mark.parametrize("opening,lang", [
    ("senior at a high school in Columbia, 3.7 gpa, 12 credits. my dad makes 110k and my mom makes 58k", "en"),
    ("soy senior en Columbia, promedio 3.7, 12 créditos. mi papá gana 110 mil y mi mamá gana 58 mil", "es"),
])
def test_the_parts_are_kept_from_a_message_with_other_numbers(opening, lang):
    """Two earners' pay said beside a GPA or credits: the parts recorded, so one earner's pay
    said again later replaces hers (dev20: "wait my mom makes 48k not 58k" read as one parent)."""
    turn = respond(None, "", lang, TODAY)
    turn = respond(turn.conversation, opening, lang, TODAY)
    assert read_back(turn) == 168_000, turn.reply
    assert sorted(p[0] for p in turn.conversation.earners) == ["dad", "mom"], turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    again = "wait my mom makes 48k not 58k" if lang == "en" else "espera, mi mamá gana 48 mil no 58"
    turn = respond(turn.conversation, again, lang, TODAY)
    assert read_back(turn) == 158_000 and "household" not in turn.conversation.pending, turn.reply


@pytest.mark.parametrize("said,lang", [
    ("wait my mom makes 48k not 58k", "en"),
    ("espera, mi mamá gana 48 mil no 58", "es"),
])
def test_an_income_corrected_at_the_household_question_tells_no_household(said, lang):
    """An income corrected with its earner named while the household is asked: the income read
    back, who lives at home still asked (never "I live with one parent", a lower limit, from pay)."""
    conv = Conversation(State({k: v for k, v in BEFORE_INCOME.items()} | {"agi": 168_000}, frozenset(), lang), "household")
    turn = respond(conv, said, lang, TODAY)
    assert read_back(turn) == 48_000 and "household" not in turn.conversation.pending, turn.reply
    assert "household" not in turn.answers


# --- a GPA told beside one parent's pay is no part of the income -------------------------------------
# (a newcomer's finding: "my gpa is 3.2 and my mom makes 45k" kept no part, so the dad's pay said
# next asked the total again instead of being added to the mom's)

@pytest.mark.parametrize("first,then,lang", [
    ("my gpa is 3.2 and my mom makes 45k", "my dad makes 120k", "en"),
    ("3.2 gpa and my mom makes 45k", "my dad makes 120k", "en"),
    ("mi promedio es 3.2 y mi mamá gana 45 mil", "mi papá gana 120 mil", "es"),
])
def test_a_gpa_beside_one_parents_pay_leaves_that_pay_held(first, then, lang):
    turn = respond(at_income("two_parent", lang), first, lang, TODAY)
    assert other_parent_asked(turn) and turn.conversation.follow_up["a"] == 45_000, turn.reply
    turn = respond(turn.conversation, then, lang, TODAY)
    assert read_back(turn) == 165_000, turn.reply


# --- another parent's pay beside other facts, once one parent's pay is kept ---------------------------
# (a false "likely eligible": "my dad makes 120k and i'll take 12 credits" read back the credits only,
# the dad's pay dropped as an income said again, and the mom's $45,000 went on to the result)

@pytest.mark.parametrize("then,lang", [
    ("oh and my dad makes 120k, and i'll file the fafsa", "en"),
    ("my dad makes 120k. also we're doing the fafsa", "en"),
    ("mi papá gana 120 mil y vamos a llenar la fafsa", "es"),
])
def test_the_other_parents_pay_beside_another_fact_is_added(then, lang):
    turn = told("two_parent", "my mom makes 45k" if lang == "en" else "mi mamá gana 45 mil", lang)
    turn = respond(turn.conversation, then, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": 165_000}, turn.reply
    assert turn.conversation.pending.get("aid_application") == {"aid_application": "fafsa"}, turn.reply
    turn = respond(turn.conversation, "no", lang, TODAY)
    turn = respond(turn.conversation, "Household income (AGI)" if lang == "en" else "Ingresos del hogar (AGI)", lang, TODAY)
    assert "agi" not in turn.answers and turn.expecting == "agi", turn.reply  # (the mom's pay alone never kept)
    assert turn.answers.get("aid_application") == "fafsa", turn.reply


# --- an earner's pay said plainly once the income is kept: never dropped -----------------------------
# (a newcomer's finding, a false "likely eligible": "my mom makes 120k" after her 36k, or another
# parent's pay the income kept can't be told apart from, was answered as a question about the
# limits and the $36,000 went on to the result)

@pytest.mark.parametrize("household,first,then,lang", [
    ("single_parent", "my mom makes 36k", "my mom makes 120k", "en"),
    ("single_parent", "mi mamá gana 36 mil", "mi mamá gana 120 mil", "es"),
])
def test_the_same_earners_new_pay_said_plainly_is_read_back(household, first, then, lang):
    turn = respond(told(household, first, lang).conversation, then, lang, TODAY)
    assert read_back(turn) == 120_000, turn.reply


@pytest.mark.parametrize("household,first,then,lang", [
    ("single_parent", "36k", "my mom makes 120k", "en"),
    ("single_parent", "36 mil", "mi mamá gana 120 mil", "es"),
])
def test_an_earners_pay_beside_a_bare_income_asks_the_total_never_drops_it(household, first, then, lang):
    turn = respond(told(household, first, lang).conversation, then, lang, TODAY)
    assert "agi" not in turn.answers and turn.expecting == "agi" and turn.faq is None, turn.reply


# --- a newcomer's false "likely eligible" paths, in an opening ----------------------------------------

@pytest.mark.parametrize("opening,then,lang", [
    ("im a senior graduating in june, 3.2 gpa. i live w my mom and dad, my mom makes like 52k", "oh and my dad makes 90k", "en"),
])
def test_one_parents_pay_beside_both_parents_named_asks_the_others(opening, then, lang):
    turn = respond(None, opening, lang, TODAY)
    assert other_parent_asked(turn) and "how much did your dad make" in turn.reply, turn.reply
    turn = respond(turn.conversation, then, lang, TODAY)
    assert read_back(turn) == 142_000, turn.reply


@pytest.mark.parametrize("opening,then,lang", [
    ("hi, my daughter is a senior, graduating in june, 3.7 unweighted. her dad and i make about 85k together",
     "oh wait thats just mine, her dad makes 70k", "en"),
    ("hola, mi hijo está en su último año, se gradúa en junio, 3.5. su papá y yo ganamos como 85 mil juntos",
     "ay no, eso es solo lo mío, su papá gana 70 mil", "es"),
])
def test_a_total_said_to_be_the_writers_own_pay_adds_the_others(opening, then, lang):
    turn = respond(None, opening, lang, TODAY)
    if turn.conversation.pending:
        turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers.get("agi") == 85_000, turn.reply
    turn = respond(turn.conversation, then, lang, TODAY)
    assert read_back(turn) == 155_000, turn.reply

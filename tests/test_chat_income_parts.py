"""An income's parts, by earner, kept in the conversation (issue #8, a newcomer's finding: a false
"likely eligible"). With two parents at home "mi papá gana 80 mil" was kept, then "mi mamá gana 75
mil" got the income-limit FAQ answer and the AGI stayed $80,000. Which earner said which yearly
amount is kept (``Conversation.earners``): another earner's pay said later is added, the same
earner's said again replaces that part, the sum read back with its parts; one earner's pay with
two at home is said taken as the household's total, the other's invited. One table per class,
English and Spanish rows. The wording is ours."""
import datetime as dt

import pytest

from screener.chat import session
from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State
from screener.token import BadToken
from support import after_result
from support import at_income
from support import NO_OTHER_PAY
from support import income_kept
from support import other_parent_asked
from support import told

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
SECRET = "test-secret"


# --- another earner's pay said once one earner's is kept: added, the sum read back with its parts ----

@pytest.mark.parametrize("household,first,then,lang,parts", [
    ("two_parent", "my dad makes 80k", "my mom makes 75k too", "en", (80_000, 75_000)),
    ("two_parent", "my mom makes 60k", "and my stepdad makes 50k", "en", (60_000, 50_000)),
    ("two_parent", "my mother earns 3,000 a month", "my father makes 52k as well", "en", (36_000, 52_000)),
    # (a married student's own pay first: the spouse's asked, tests/test_chat_spouse27.py)
    ("married", "my husband makes 55k", "I make 1,500 a month too", "en", (55_000, 18_000)),
    ("two_parent", "mi papá gana 80 mil", "mi mamá gana 75 mil", "es", (80_000, 75_000)),
    ("two_parent", "mi apá gana 45 mil", "y mi amá también gana 2 mil al mes", "es", (45_000, 24_000)),
    ("two_parent", "mi mami gana 50 mil", "mi padrastro gana 900 a la semana", "es", (50_000, 46_800)),
    ("married", "mi marido gana 60 mil", "yo también gano 20 mil", "es", (60_000, 20_000)),
])
def test_a_second_earners_pay_is_added_and_read_back_with_its_parts(household, first, then, lang, parts):
    turn = respond(told(household, first, lang).conversation, then, lang, TODAY)
    total = sum(parts)
    assert turn.conversation.pending.get("agi") == {"agi": total}, turn.reply
    assert all(f"${p:,}" in turn.reply for p in parts + (total,)), turn.reply  # each part and the sum said
    assert turn.faq is None
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["agi"] == total


# --- after the result too: the sum read back, and the result it changes given after the "yes" --------

@pytest.mark.parametrize("first,then,lang,total,status", [
    ("my dad makes 80k", "my mom makes 75k too", "en", 155_000, "likely_ineligible"),
    ("my mom makes 70k", "oh and my stepdad makes 40k", "en", 110_000, "likely_eligible"),
    ("mi papá gana 80 mil", "mi mamá gana 75 mil", "es", 155_000, "likely_ineligible"),
    ("mi mamá gana 90 mil", "mi padrastro también gana 5 mil al mes", "es", 150_000, "likely_eligible"),
])
def test_a_second_earners_pay_after_the_result_screens_again(bench, first, then, lang, total, status):
    turn = respond(after_result(bench, "two_parent", first, lang).conversation, then, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": total}, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["agi"] == total and turn.assessment["status"] == status, turn.reply


# --- the same earner's pay said again replaces that earner's part, the other kept ---------------------

@pytest.mark.parametrize("first,then,again,lang,total", [
    ("my dad makes 60k", "my mom makes 50k too", "actually my mom makes 65k", "en", 125_000),
    ("my dad makes 60k", "my mom makes 50k too", "no wait, she makes 4,000 a month", "en", 108_000),
    ("my mom makes 50k", "my stepdad makes 40k", "sorry my stepdad makes 45k", "en", 95_000),
    ("mi papá gana 60 mil", "mi mamá también gana 50 mil", "perdón, mi mamá gana 65 mil", "es", 125_000),
    ("mi papá gana 60 mil", "mi mamá también gana 50 mil", "no, ella gana 4 mil al mes", "es", 108_000),
    ("mi apá gana 70 mil", "y mi amá 30 mil", "en realidad mi papá gana 75 mil", "es", 105_000),
])
def test_the_same_earners_pay_said_again_replaces_that_part(first, then, again, lang, total):
    turn = respond(told("two_parent", first, lang).conversation, then, lang, TODAY)
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    turn = respond(turn.conversation, again, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": total}, turn.reply
    assert f"${total:,}" in turn.reply


@pytest.mark.parametrize("first,then,again,lang,total", [
    ("my dad makes 60k", "my mom makes 50k", "actually my mom makes 65k", "en", 125_000),
    ("mi papá gana 60 mil", "mi mamá gana 50 mil", "no, mi mamá gana 65 mil", "es", 125_000),
])
def test_the_same_earners_pay_said_again_after_the_result_replaces_that_part(bench, first, then, again, lang, total):
    turn = respond(after_result(bench, "two_parent", first, lang).conversation, then, lang, TODAY)
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    turn = respond(turn.conversation, again, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": total}, turn.reply


# --- one earner's pay with two at home: the income read as before, said taken as the total ------------

@pytest.mark.parametrize("household,text,lang,year,invited", [
    ("married", "my husband makes 55k", "en", 55_000, "If you earn too"),
    ("married", "mi esposa gana 45 mil", "es", 45_000, "Si tú también ganas"),
])
def test_one_earners_pay_with_two_at_home_is_said_taken_as_the_total(household, text, lang, year, invited):
    turn = respond(at_income(household, lang), text, lang, TODAY)
    assert turn.answers.get("agi") == year or turn.conversation.pending.get("agi") == {"agi": year}, turn.reply
    assert invited in turn.reply and f"${year:,}" in turn.reply, turn.reply


# --- one parent's pay with both at home: held, the other parent's asked (§18-3601) -------------------
# (newcomers 28: kept as the household's income with an "If your dad earns too" note, a "likely
# eligible" on one parent's pay; asked, the other's "nothing" keeps the one part, read back)

@pytest.mark.parametrize("text,lang,year,asked", [
    ("my dad makes 80k", "en", 80_000, "how much did your mom make"),
    ("my mom makes 2500 a week", "en", 130_000, "how much did your dad make"),
    ("mi papá gana 80 mil", "es", 80_000, "cuánto ganó tu mamá"),
    ("mi mamá gana 3 mil al mes", "es", 36_000, "cuánto ganó tu papá"),
])
def test_one_parents_pay_with_both_at_home_is_held_and_the_others_asked(text, lang, year, asked):
    turn = respond(at_income("two_parent", lang), text, lang, TODAY)
    assert other_parent_asked(turn) and asked in turn.reply and f"${year:,}" in turn.reply, turn.reply
    turn = respond(turn.conversation, NO_OTHER_PAY[lang], lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": year}, turn.reply


@pytest.mark.parametrize("household,text,lang", [
    ("single_parent", "my mom makes 45k", "en"),
    ("two_parent", "my mom and dad make 80k together", "en"),
    ("single_parent", "mi mamá gana 45 mil", "es"),
    ("two_parent", "mis papás ganan 80 mil entre los dos", "es"),
])
def test_no_other_earner_invited_for_one_parent_or_a_total(household, text, lang):
    turn = respond(at_income(household, lang), text, lang, TODAY)
    assert not any(w in turn.reply for w in ("earns too", "earn too", "también gana")), turn.reply


# --- the parts travel in the chat's token, checked and bounded -------------------------------------

def test_the_parts_survive_the_token():
    turn = income_kept(at_income("two_parent", "en"), "my dad makes 80k", "en")
    token = session.dumps(turn.conversation, SECRET)
    assert session.loads(token, SECRET, None).earners == turn.conversation.earners == (("dad", 80_000, 1),)


@pytest.mark.parametrize("earners", [
    (("dad", 1, 1),) * (getattr(session, "MAX_EARNERS", 4) + 1),  # too many parts
    (("uncle", 1, 1),),  # no earner the chat names
    (("mom", -5, 1),),  # no amount
    (("mom", 1),),  # a part cut short
])
def test_a_token_with_parts_out_of_bounds_is_refused(earners):
    conv = Conversation(State({}, frozenset(), "en"), "agi", earners=earners)
    with pytest.raises(BadToken):
        session.loads(session.dumps(conv, SECRET), SECRET, None)


# --- a parent writing corrects the student's other parent's pay ("my husband"), after the result ------

@pytest.mark.parametrize("first,again,lang,total", [
    ("his dad and I both work, I make 60k and he makes 80k", "oops my husband makes 95k not 80k", "en", 155_000),
    ("her mom and I work, I make 60k and she makes 80k", "sorry, my wife makes 95k", "en", 155_000),
    ("trabajamos su papá y yo, yo gano 60 mil y él gana 80 mil", "perdón, mi esposo gana 95 mil, no 80", "es", 155_000),
    ("su mamá y yo trabajamos, gano 60 mil y ella gana 80 mil", "me equivoqué, mi esposa gana 95 mil", "es", 155_000),
])
def test_a_parent_correcting_the_other_parents_pay_replaces_that_part(bench, first, again, lang, total):
    turn = respond(after_result(bench, "two_parent", first, lang).conversation, again, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": total}, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.assessment["status"] == "likely_ineligible", turn.reply


@pytest.mark.parametrize("household,text,lang", [
    ("two_parent", "my dad makes 80k, my mom doesn't work", "en"),
    ("married", "I make 40k and my wife stays at home", "en"),
    ("two_parent", "mi papá gana 80 mil y mi mamá no trabaja", "es"),
    ("two_parent", "mi mamá es ama de casa, mi papá gana 80 mil", "es"),
])
def test_no_other_earner_invited_when_the_other_earns_nothing(household, text, lang):
    turn = respond(at_income(household, lang), text, lang, TODAY)
    assert not any(w in turn.reply for w in ("earns too", "earn too", "también gana")), turn.reply

"""A parent's pay told again while another question waits (issue #8, dev16's wrong verdict), in both
languages: an amount with thousands ("1,500", "2,000") is money, never a count of credits or
people; "gets"/"recibe" before an amount said with its pay period is an income; a pay followed by
the year it comes to ("so about 30k a year", "o sea unos 26 mil al año") is one income, not two
earners added; and an income denied with "it's not 45k" beside the one meant corrects the income
kept. The wording is ours. Today in the bench is 2026-12-01."""
import datetime as dt

import pytest

from screener.chat import understand
from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State
from screener.flow import load_flow

TODAY = dt.date(2026, 12, 1)
AT_CREDITS = {"applicant_type": "new", "prior_degree": "none", "zip": "21044", "county": "howard", "in_state_tuition": "yes",
              "high_school": "maryland", "hs_completion_date": "2027-06", "college": "howard", "program": "associate"}


def at_credits(lang: str, **kept) -> Conversation:
    return Conversation(State(dict(AT_CREDITS, **kept), frozenset(), lang), "credits_per_semester")


# --- a pay figure with thousands is no count of credits ----------------------------------------

@pytest.mark.parametrize("text,lang,year", [
    ("oh and my mom is paid 1,250 every two weeks", "en", 1250 * 26),
    ("also my father gets 1,800 twice a month", "en", 1800 * 24),
    ("ah y a mi mamá le pagan 1,250 cada quincena", "es", 1250 * 24),
    ("mi papá recibe 2,100 al mes", "es", 2100 * 12),
])
def test_a_pay_with_thousands_is_read_as_income_not_credits(text, lang, year):
    turn = respond(at_credits(lang), text, lang, TODAY)
    assert "credits_per_semester" not in turn.answers, turn.reply
    assert "credits_per_semester" not in turn.conversation.pending, turn.reply
    assert turn.conversation.pending.get("agi") == {"agi": year}, turn.reply


@pytest.mark.parametrize("text,lang", [("12", "en"), ("doce", "es"), ("15 credits", "en")])
def test_a_count_of_credits_is_still_the_credits(text, lang):
    turn = respond(at_credits(lang), text, lang, TODAY)
    assert turn.answers.get("credits_per_semester") in (12, 15), turn.reply


# --- "gets" with a pay period is an income; without one it says nothing of pay -----------------

@pytest.mark.parametrize("text,lang,year", [
    ("my stepmom gets 700 a week", "en", 700 * 52),
    ("my uncle... no, my dad receives 2,400 a month", "en", 2400 * 12),
    ("mi mamá recibe 650 por semana", "es", 650 * 52),
])
def test_gets_before_an_amount_with_its_period_is_an_income(text, lang, year):
    found = dict((q.id, form) for q, form in understand.volunteered(load_flow(), text, State(dict(AT_CREDITS), frozenset(), lang),
                                                                    skip={"credits_per_semester"}, lang=lang, today=TODAY))
    assert found.get("agi") == {"agi": str(year)}, found


@pytest.mark.parametrize("text,lang", [("she gets 15 credits of transfer", "en"), ("recibe 3 clases los martes", "es")])
def test_gets_without_a_pay_period_is_no_income(text, lang):
    found = understand.volunteered(load_flow(), text, State(dict(AT_CREDITS), frozenset(), lang),
                                   skip={"credits_per_semester"}, lang=lang, today=TODAY)
    assert "agi" not in [q.id for q, _ in found], found


# --- a pay and the year it comes to are one income -----------------------------------------------

@pytest.mark.parametrize("text,lang,year", [
    ("she earns 1,250 twice a month, so about 30k a year", "en", 30000),
    ("my dad makes 900 a week which is like 47k", "en", 46800),
    ("gana 500 a la semana, o sea unos 26 mil al año", "es", 26000),
    ("le pagan 1,000 la quincena, que son 24 mil al año", "es", 24000),
    ("mi papá cobra 600 semanales, eso da como 31 mil", "es", 31200),
    # two earners whose years happen to match are still added
    ("mom makes 2000 a month and dad 24k", "en", 48000),
    ("mi mamá gana 2 mil al mes y mi papá 24 mil", "es", 48000),
])
def test_a_pay_then_its_own_year_is_one_income(text, lang, year):
    reading = understand.income(text, lang, "agi")
    assert reading.form == {"agi": str(year)} and reading.confirm, reading


# --- the income kept, denied beside the one meant, is corrected ---------------------------------

@pytest.mark.parametrize("text,lang,year", [
    ("it's not 60k, my mom makes 52k a year", "en", 52000),
    ("ok its not 60k, she gets 2,000 a month", "en", 24000),
    ("no eran 60 mil, mi mamá gana 52 mil al año", "es", 52000),
])
def test_the_income_kept_denied_beside_a_new_one_is_corrected(text, lang, year):
    turn = respond(at_credits(lang, agi=60000, household="single_parent", household_size=2), text, lang, TODAY)
    assert "credits_per_semester" not in turn.answers and "credits_per_semester" not in turn.conversation.pending, turn.reply
    assert turn.conversation.pending.get("agi") == {"agi": year} or turn.answers.get("agi") == year, turn.reply
    assert turn.assessment is None

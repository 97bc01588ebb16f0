"""How the chat reads an income said by a pay period other than a week or a month (issue #8, a
newcomer's findings): every N days or weeks, every other week, twice a month, semimonthly,
fortnightly, "cada quince días", "dos veces al mes", in both languages. Each is converted to a
year with the conversion shown and read back; a pay period no year can be told from is asked,
never kept as a year's income. The wording is ours. Today in the bench is 2026-12-01."""
import datetime as dt

import pytest

from screener.chat import understand
from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State

TODAY = dt.date(2026, 12, 1)
TWO_PARENTS = {"applicant_type": "new", "prior_degree": "none", "zip": "21044", "in_state_tuition": "yes",
               "high_school": "maryland", "hs_completion_date": "2027-06", "college": "howard", "program": "associate",
               "credits_per_semester": 12, "hs_gpa": 3.0, "household": "two_parent", "household_size": 4}


def at_income(lang: str) -> Conversation:
    return Conversation(State(dict(TWO_PARENTS), frozenset(), lang), "agi")


# --- a pay period said another way is converted, with the conversion shown, and read back ---------

@pytest.mark.parametrize("text,lang,year", [
    ("she gets 4200 every 15 days", "en", 4200 * 24),
    ("my dad is paid 3900 every other week", "en", 3900 * 26),
    ("2300 every 14 days", "en", 2300 * 26),
    ("mom makes 1900 semimonthly", "en", 1900 * 24),
    ("he brings home... no, he earns 2600 fortnightly", "en", 2600 * 26),
    ("3100 every four weeks", "en", 3100 * 13),
    ("my stepdad gets 850 every friday", "en", 850 * 52),
    ("le pagan 1900 cada dos viernes", "es", 1900 * 26),
    ("1300 cada 15 días", "es", 1300 * 24),
    ("mi mamá gana dos mil cada quince días", "es", 2000 * 24),
    ("mi papá cobra 2400 cada catorce días", "es", 2400 * 26),
    ("le pagan 1800 dos veces al mes", "es", 1800 * 24),
    ("gana 5 mil cada dos meses", "es", 5000 * 6),
])
def test_a_pay_period_said_another_way_is_converted_and_read_back(text, lang, year):
    reading = understand.income(text, lang, "agi")
    assert reading.form == {"agi": str(year)} and reading.confirm, (text, reading)
    assert reading.note is not None  # the conversion is shown


@pytest.mark.parametrize("text,lang,year", [
    ("4600 every 15 days", "en", 4600 * 24),
    ("4600 cada quince días", "es", 4600 * 24),
])
def test_an_income_by_a_pay_period_is_never_kept_as_a_years(text, lang, year):
    turn = respond(at_income(lang), text, lang, TODAY)
    assert turn.assessment is None and "agi" not in turn.answers, turn.reply
    assert turn.conversation.pending.get("agi") == {"agi": year}, turn.reply
    assert "4,600" in turn.reply  # the conversion line, before the read-back


# --- a pay period no year can be told from is asked --------------------------------------------

@pytest.mark.parametrize("text,lang", [
    ("my mom gets 2000 each paycheck", "en"),
    ("he makes 1500 every 3 weeks", "en"),
    ("900 twice a week", "en"),
    ("1700 per pay period", "en"),
    ("mi papá gana 1200 por cheque", "es"),
    ("a mi mamá le pagan 1500 cada 10 días", "es"),
    ("gana 1600 cada pago", "es"),
])
def test_a_pay_period_the_reader_cannot_convert_is_asked(text, lang):
    reading = understand.income(text, lang, "agi")
    assert reading.form is None and reading.problem is not None and reading.problem.text == understand.PERIOD_ASKED, reading


@pytest.mark.parametrize("said,period,lang,year", [
    ("my mom gets 2000 each paycheck", "every two weeks", "en", 2000 * 26),
    ("mi mamá gana 1500 por cheque", "cada quince días", "es", 1500 * 24),
])
def test_the_pay_period_asked_for_goes_to_the_amount(said, period, lang, year):
    turn = respond(at_income(lang), said, lang, TODAY)
    assert not turn.conversation.pending and "agi" not in turn.answers, turn.reply
    turn = respond(turn.conversation, period, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": year}, turn.reply


# --- two amounts, each by its own period ---------------------------------------------------------

@pytest.mark.parametrize("text,lang,year", [
    ("mi papá gana 700 a la semana y mi mamá 1400 cada quince días", "es", 700 * 52 + 1400 * 24),
    ("dad makes 900 a week and mom gets 2000 every other week", "en", 900 * 52 + 2000 * 26),
    ("my mom makes 3000 a month and my stepdad 1200 every 14 days", "en", 3000 * 12 + 1200 * 26),
])
def test_each_amount_keeps_its_own_pay_period(text, lang, year):
    reading = understand.income(text, lang, "agi")
    assert reading.form == {"agi": str(year)} and reading.confirm and reading.note is not None, (text, reading)


# --- the conversion line is shown for a converted amount however it comes ------------------------

@pytest.mark.parametrize("first,then,lang,year", [
    ("7k", "no, 7k a month", "en", 84000),
    ("7 mil", "no, 7 mil al mes", "es", 84000),
    ("7 mil a la semana", "no, perdón, 7 mil al mes", "es", 84000),
])
def test_a_corrected_amount_shows_its_conversion(first, then, lang, year):
    turn = respond(at_income(lang), first, lang, TODAY)
    turn = respond(turn.conversation, then, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": year}, turn.reply
    assert "7,000" in turn.reply, turn.reply  # "$7,000 a month is about $84,000 a year."

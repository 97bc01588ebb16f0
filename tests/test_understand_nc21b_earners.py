"""Two earners' incomes (issue #8, a tester's findings): an amount in words beside one in digits,
both read and added. One table per class in both languages. The wording is ours."""
import pytest

from screener.chat import understand


# --- one earner's pay in words, the other's in digits: both read, added, read back --------------

@pytest.mark.parametrize("text,lang,year", [
    ("my dad makes sixty thousand a year and my stepmom makes 1,500 every two weeks", "en", 60_000 + 1_500 * 26),
    ("my mother earns 3,000 a month and my father earns eighty thousand", "en", 3_000 * 12 + 80_000),
    ("my stepdad earns 1,200 a week and my mom earns fifty five thousand", "en", 1_200 * 52 + 55_000),
    ("mi papá gana ochenta mil al año y mi madrastra gana 1,500 cada dos semanas", "es", 80_000 + 1_500 * 26),
    ("mi mamá gana 2,500 al mes y mi padrastro gana noventa mil", "es", 2_500 * 12 + 90_000),
    ("mi madrastra gana 1,200 a la semana y mi papá gana cincuenta y cinco mil", "es", 1_200 * 52 + 55_000),
])
def test_an_amount_in_words_beside_one_in_digits_is_added(text, lang, year):
    reading = understand.income(text, lang)
    assert reading.problem is None
    assert float(reading.form["agi"]) == year
    assert reading.confirm and reading.note is not None


# --- one earner's pay corrected at the read-back of two added: that part replaced, the other kept --

import datetime as dt  # noqa: E402

from screener.chat.engine import respond  # noqa: E402
from screener.chat.session import Conversation  # noqa: E402
from screener.flow import State  # noqa: E402

TODAY = dt.date(2026, 12, 1)
TWO_PARENTS = {"applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
               "hs_completion_date": "2027-06", "college": "howard", "program": "associate", "credits_per_semester": 12,
               "hs_gpa": 3.0, "household": "two_parent", "household_size": 4}


@pytest.mark.parametrize("first,again,lang,year", [
    ("my stepmom makes 60k and my dad makes 85k", "no, she makes 72k", "en", 72_000 + 85_000),
    ("my dad makes 85k and my stepmom makes 60k", "sorry, my stepmom makes 4,000 a month", "en", 85_000 + 48_000),
    ("mi mamá gana 50 mil y mi padrastro gana 95 mil", "no, mi mamá gana 58 mil", "es", 58_000 + 95_000),
    ("mi padrastro gana 20 dólares la hora tiempo completo y mi mamá gana 2,000 al mes",
     "perdón, mi mamá gana 2,600 al mes", "es", 20 * 40 * 52 + 2_600 * 12),
])
def test_one_earners_pay_corrected_replaces_only_that_part(first, again, lang, year):
    turn = respond(Conversation(State(dict(TWO_PARENTS), frozenset(), lang), "agi"), first, lang, TODAY)
    assert "agi" in turn.conversation.pending, turn.reply
    turn = respond(turn.conversation, again, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": year}, turn.reply
    assert f"{year:,}" in turn.reply  # the sum is shown

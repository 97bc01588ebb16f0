"""fix38n: tips, overtime or a bonus said on top of an income already kept or read back replaced
it (a newcomer's finding: a false "likely eligible").

B. After the result, "she also makes 10k overtime on top of that", its period asked, "a year": the
   $10,000 read back in place of her $93,000; now $93,000 + $10,000 = $103,000, both parts said.
C. "my mom makes 45 an hour", "40 hours", "yes", then after the result "my mom also gets overtime,
   about 10k a year": $10,000 read back; now $93,600 + $10,000 = $103,600.
D. "my mom makes 45k and my stepdad makes 20 an hour", "40" ($86,600 read back), "plus he does
   overtime, like 5k a year": his $41,600 dropped ($50,000); now his $46,600 and her $45,000, $91,600.

(A and C's mid-flow case, the overtime said at the next question, are fix38l's path:
engine._extra_told_after on branch fix38l.) Each row failed before the fix unless marked "guard".
"""
import pytest

from support import after_result
from support import at_income_said
from support import at_result_income
from support import income_read_back
from support import load_bench
from support import then

YES = {"en": "yes", "es": "sí"}

# (lang, the income kept, the extra said after the result, its period, sum, parts read back)
EXTRA_AFTER_RESULT = [
    ("en", "she makes 93k", "she also makes 10k overtime on top of that", "a year", 103000, ("$93,000", "$10,000")),
    ("es", "ella gana 93 mil al año", "además ella gana 10 mil de horas extras", "al año", 103000, ("$93,000", "$10,000")),
    ("en", "she makes 93k", "my mom also gets overtime, about 10k a year", None, 103000, ("$93,000", "$10,000")),
    ("es", "ella gana 93 mil al año", "mi mamá también gana horas extras, como 10 mil al año", None, 103000, ("$93,000", "$10,000")),
]


@pytest.mark.parametrize("lang,kept,extra,period,year,parts", EXTRA_AFTER_RESULT)
def test_the_extra_said_after_the_result_is_added_to_the_income_kept(lang, kept, extra, period, year, parts):
    turn = then(after_result(load_bench(), "single_parent", kept, lang), extra, lang)
    if period:
        turn = then(turn, period, lang)
    assert income_read_back(turn) == year, (turn.reply, turn.answers)
    assert all(p in turn.reply for p in parts), turn.reply


# (lang, the rate, its hours, the extra said after the result, the sum read back)
EXTRA_AFTER_HOURLY_RESULT = [
    ("en", "my mom makes 45 an hour", "40 hours", "my mom also gets overtime, about 10k a year", 103600),
    ("es", "mi mamá gana 45 la hora", "40 horas", "mi mamá también gana horas extras, como 10 mil al año", 103600),
]


@pytest.mark.parametrize("lang,rate,hours,extra,year", EXTRA_AFTER_HOURLY_RESULT)
def test_the_extra_after_a_rate_kept_is_added(lang, rate, hours, extra, year):
    from screener.chat.engine import respond
    from support import INCOME_DAY
    conv = at_result_income(load_bench(), "single_parent", lang)
    for m in (rate, hours, YES[lang], extra):
        turn = respond(conv, m, lang, INCOME_DAY)
        conv = turn.conversation
    assert income_read_back(turn) == year, (turn.reply, turn.answers)
    assert "$93,600" in turn.reply and "$10,000" in turn.reply, turn.reply


# (lang, two earners' pay, the hours, the extra said at the read-back, the sum, the earner's part read back)
EXTRA_TO_ONE_EARNER = [
    ("en", "my mom makes 45k and my stepdad makes 20 an hour", "40", "plus he does overtime, like 5k a year", 91600, "$46,600"),
    ("es", "mi mamá gana 45 mil al año y mi padrastro gana 20 la hora", "40", "además él gana como 5 mil al año de horas extras",
     91600, "$46,600"),
]


@pytest.mark.parametrize("lang,pay,hours,extra,year,part", EXTRA_TO_ONE_EARNER)
def test_the_extra_is_added_to_that_earners_part(lang, pay, hours, extra, year, part):
    turn = at_income_said("two_parent", lang, pay, hours, extra)
    assert income_read_back(turn) == year, (turn.reply, turn.answers)
    assert part in turn.reply and "$45,000" in turn.reply, turn.reply


# guard: another earner's pay said "too" is still added as theirs, never summed into hers
def test_another_earners_pay_too_is_still_theirs():
    turn = then(after_result(load_bench(), "two_parent", "my mom makes 45k", "en"), "my dad makes 30k too", "en")
    assert income_read_back(turn) == 75000, turn.reply

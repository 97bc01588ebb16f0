"""fix39p: overtime hours said with no rate of their own, after a rate and its hours, were dropped
(a newcomer's finding on main, a false "likely eligible"): "she makes $45/hr, 40 hrs a week plus 10
hrs overtime" was read back as $93,600 (40 × 45 × 52) and a "yes" gave "likely eligible"; the truth
is at least 50 × 45 × 52 = $117,000, over the limit. The same in Spanish ("45 dólares la hora, 40
horas a la semana más 10 horas extra").

Now (understand._overtime_hours, read in understand.income's hourly reading) they are counted at
least at the base rate, the total read back with a line saying overtime often pays more and asking
for the whole year's income instead if it does (understand.OVERTIME_AT_BASE, en + es); never a
total that leaves them out. "10 overtime hours" is read as hours too (understand._HOURS).

Each row failed before the fix unless marked "guard" (overtime with its own rate, fix39h; a rate and
its hours alone; overtime with no hours).
"""
import pytest

from support import confirm
from support import graded
from support import talk

ASK = {"ask_back": True}



# (language, what is said at the income question, the label)
OVERTIME_HOURS_ROWS = [
    ("en", "she makes $45/hr, 40 hrs a week plus 10 hrs overtime", confirm(agi=117000)),
    ("es", "ella gana 45 dólares la hora, 40 horas a la semana más 10 horas extra", confirm(agi=117000)),
    ("en", "my dad makes 20 an hour, 40 hours a week and 8 hours of overtime", confirm(agi=49920)),
    ("es", "mi papá gana 20 la hora, 40 horas a la semana y 8 horas extras", confirm(agi=49920)),
    ("en", "she makes $20 an hour, 40 hours a week plus 8 overtime hours", confirm(agi=49920)),
    ("en", "she makes $20 an hour, 40 hours a week plus 8 hours of overtime a month", confirm(agi=43520)),
    ("es", "gana 20 la hora, 40 horas a la semana y 8 horas extra al mes", confirm(agi=43520)),
    # guard: overtime with its own rate (fix39h), as before
    ("en", "she makes $45/hr, 40 hrs a week plus 10 hours of overtime a week at $33 an hour", confirm(agi=110760)),  # guard
    ("es", "mi papá gana 22 la hora, 40 horas, y hace como 5 horas extra por semana a 33", confirm(agi=54340)),  # guard
    # guard: a rate and its hours alone; overtime with no hours (its year asked)
    ("en", "she makes $45/hr, 40 hrs a week", confirm(agi=93600)),  # guard
    ("es", "ella gana 45 dólares la hora, 40 horas a la semana", confirm(agi=93600)),  # guard
    ("en", "she makes $45/hr, 40 hrs a week plus overtime", ASK),  # guard
]


@pytest.mark.parametrize("lang,text,expect", OVERTIME_HOURS_ROWS)
def test_overtime_hours_counted(bench, lang, text, expect):
    graded(bench, "agi", text, lang, expect)


# (language, message) the read-back says the overtime is counted at the base rate and may pay more
SAID_ROWS = [
    ("en", "she makes $45/hr, 40 hrs a week plus 10 hrs overtime", ("$117,000", "10 hours of overtime", "pays more")),
    ("es", "ella gana 45 dólares la hora, 40 horas a la semana más 10 horas extra", ("$117,000", "10 horas extra", "pagarse más")),
]


@pytest.mark.parametrize("lang,message,words", SAID_ROWS)
def test_overtime_read_back_says_so(lang, message, words):
    from screener.chat import understand
    from screener.i18n import render
    reading = understand.income(message, lang)
    said = render(reading.note, lang) if reading.note else ""
    assert reading.confirm and all(w in said for w in words), said


NEWCOMER = {
    "en": ("im a senior at Northwood High in silver spring, graduating may 2027, gpa 3.0, first time, no degree, "
           "zip 20902. its just me and my mom", "yes", "yes", "associate degree, 12 credits",
           "she makes $45/hr, 40 hrs a week plus 10 hrs overtime", "yes"),
}


def test_newcomer_chat_not_likely_eligible():
    turn = talk("en", *NEWCOMER["en"])
    assert "$117,000" in turn.reply and "likely eligible" not in turn.reply.lower(), turn.reply
    assert turn.answers.get("agi") == 117000, turn.answers
    assert turn.assessment is None or turn.assessment.get("status") != "likely_eligible", turn.reply  # (mend41b) the assessment is a dict; since fix41f the chat reaches one here

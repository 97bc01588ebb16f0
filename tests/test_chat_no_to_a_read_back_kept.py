"""A "no" to a read-back that names what is wrong among the facts kept beside it, or says the
amount meant without its period (a newcomer's findings, 2026-12-02):

- "I live in Frederick, my mom makes 3,000 a month" keeps Frederick County and reads back the
  income; "no, it's Howard" dropped the income and kept Frederick. The place kept is what the
  "no" refuses: Howard is read back, the income still awaiting its "yes".
- "no, it's 2,500" to that income's read-back was read back as $2,500 a year: the month said
  before carries, with the conversion shown."""
import datetime as dt
import re

import pytest

from screener.chat.engine import respond

DAY = dt.date(2026, 12, 1)


def said(lang: str, *messages):
    turn = respond(None, "", lang, DAY)
    for m in messages:
        turn = respond(turn.conversation, m, lang, DAY)
    return turn


@pytest.mark.parametrize("lang,opening,no,county,income,yes", [
    ("en", "I live in Frederick, my mom makes 3,000 a month", "no, its Howard", "• County: Howard County",
     "• Pay said so far: your mom's $3,000 a month ($36,000 a year)", "yes"),
    ("en", "I live in Frederick and my dad makes 4,000 a month", "no, I live in Carroll", "• County: Carroll County",
     "• Pay said so far: your dad's $4,000 a month ($48,000 a year)", "yes"),
    ("es", "vivo en Frederick, mi mamá gana 3,000 al mes", "no, es Howard", "• Condado: Condado de Howard",
     "• Ingresos dichos hasta ahora: lo que gana tu mamá, $3,000 al mes ($36,000 al año)", "sí"),
])
# (fix35c: one parent's pay, the household not known, is said back as theirs: "Pay said so far")
def test_the_place_named_after_no_corrects_the_place_kept(lang, opening, no, county, income, yes):
    turn = said(lang, opening, no)
    assert county in turn.reply and income in turn.reply, turn.reply
    turn = respond(turn.conversation, yes, lang, DAY)
    assert turn.answers.get("county") == ("carroll" if "Carroll" in county else "howard"), turn.answers
    assert turn.answers.get("agi") == int(re.findall(r"\$([\d,]+)", income)[-1].replace(",", "")), turn.answers


@pytest.mark.parametrize("lang,opening,no,shown,line", [
    ("en", "I live in Frederick, my mom makes 3,000 a month", "no, its 2,500",
     "$2,500 a month is about $30,000 a year.", "• Household income (AGI): $30,000"),
    # (the student's own pay is held while the parents' income is asked, §18-3601: said again, the period kept)
    ("en", "I live in Howard, I make 600 a week", "no, 500", "$500 a week is about $26,000 a year.",
     "Does your $26,000 include your parents' income?"),
    ("es", "vivo en Frederick, mi mamá gana 3,000 al mes", "no, son 2,500",
     "$2,500 al mes son unos $30,000 al año.", "• Ingresos del hogar (AGI): $30,000"),
])
def test_the_amount_meant_keeps_the_period_said_before(lang, opening, no, shown, line):
    turn = said(lang, opening, no)
    assert shown in turn.reply and line in turn.reply, turn.reply
    assert "agi" not in turn.answers


@pytest.mark.parametrize("lang,opening,no,line", [
    ("en", "I live in Frederick, my mom makes 45k", "no, its 52k", "• Household income (AGI): $52,000"),
    ("es", "vivo en Frederick, mi mamá gana 45 mil al año", "no, son 52 mil", "• Ingresos del hogar (AGI): $52,000"),
])
def test_a_yearly_amount_meant_stays_a_year(lang, opening, no, line):
    turn = said(lang, opening, no)
    assert line in turn.reply, turn.reply

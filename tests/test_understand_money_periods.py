"""How the chat reads incomes said by different periods, corrected, or beside work words (issue #8,
a newcomer's findings), one table per class in both languages. The wording is ours. Today in the
bench is 2026-12-01."""
import datetime as dt

import pytest

from screener.chat import numbers as numtext
from screener.chat import understand
from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State
from screener.flow import load_flow
from support import other_parent_asked

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
TWO_PARENTS = {"applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
               "hs_completion_date": "2027-06", "college": "howard", "program": "associate", "credits_per_semester": 12,
               "hs_gpa": 3.0, "household": "two_parent", "household_size": 4}


def at_income(answers: dict, lang: str) -> Conversation:
    return Conversation(State(dict(answers), frozenset(), lang), "agi")


def after_result(bench, lang: str) -> Conversation:
    answers, seen = bench._base("agi", stop=None)
    return Conversation(State(dict(answers), seen, lang), None)


# --- two earners, one paid by the hour: each amount by its own period, added, read back -------------

@pytest.mark.parametrize("text,lang,year", [
    ("my stepmom gets $30/hr, 40 hrs a week, and my dad makes 6000 a month", "en", 30 * 40 * 52 + 6000 * 12),
    ("dad makes 25 an hour, 36 hours, and mom 2200 a month", "en", 25 * 36 * 52 + 2200 * 12),
    ("mom earns 4000 a month and dad 19 an hour, 30 hours a week", "en", 4000 * 12 + 19 * 30 * 52),
    ("my dad 21 an hour full time and my mom 900 a week", "en", 21 * 40 * 52 + 900 * 52),
    ("mi papá gana 28 dólares la hora, 40 horas a la semana, y mi mamá 3 mil al mes", "es", 28 * 40 * 52 + 3000 * 12),
    ("mi mamá gana 2500 al mes y mi papá 18 por hora, 45 horas", "es", 2500 * 12 + 18 * 45 * 52),
    ("mi esposo gana 20 la hora tiempo completo y yo 600 a la semana", "es", 20 * 40 * 52 + 600 * 52),
])
def test_a_rate_and_a_monthly_pay_are_each_converted_and_added(text, lang, year):
    reading = understand.income(text, lang, "agi")
    assert reading.form == {"agi": str(year)} and reading.confirm, (text, reading)
    assert reading.note is not None  # each conversion is shown


@pytest.mark.parametrize("text,lang", [
    ("mom makes 3500 a month and dad makes 17 an hour", "en"),  # the rate's hours are not said: asked
    ("mi mamá gana 3 mil al mes y mi papá 17 la hora, medio tiempo", "es"),
])
def test_a_rate_without_its_hours_beside_another_pay_is_asked(text, lang):
    reading = understand.income(text, lang, "agi")
    assert reading.form is None and reading.problem.text == understand.HOURS_ASKED


@pytest.mark.parametrize("rate,hours,lang,year", [
    ("mom makes 3500 a month and dad makes 17 an hour", "40", "en", 3500 * 12 + 17 * 40 * 52),
    ("mi mamá gana 3 mil al mes y mi papá 17 la hora", "35 horas", "es", 3000 * 12 + 17 * 35 * 52),
])
def test_the_hours_asked_for_go_to_the_rate_and_the_other_pay_stays(rate, hours, lang, year):
    turn = respond(at_income(TWO_PARENTS, lang), rate, lang, TODAY)
    turn = respond(turn.conversation, hours, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": year}, turn.reply


@pytest.mark.parametrize("text,lang,year", [
    ("my dad makes $48/hr 40 hrs a week and my mom makes 5500 a month", "en", 48 * 40 * 52 + 5500 * 12),
    ("mi papá gana 48 dólares la hora, 40 horas a la semana, y mi mamá gana 5 mil 500 al mes", "es",
     48 * 40 * 52 + 5500 * 12),
])
def test_two_earners_over_the_limit_are_never_a_false_eligible(text, lang, year):
    turn = respond(at_income(TWO_PARENTS, lang), text, lang, TODAY)
    assert turn.assessment is None and turn.conversation.pending.get("agi") == {"agi": year}, turn.reply
    assert f"${year:,}" in turn.reply  # the sum is shown
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["agi"] == year > 150000


@pytest.mark.parametrize("text,lang,year", [
    ("I make $19 an hour full time", "en", 19 * 40 * 52),
    ("she works full-time at 23 an hour", "en", 23 * 40 * 52),
    ("gano 17 dólares la hora tiempo completo", "es", 17 * 40 * 52),
    ("mi mamá trabaja tiempo completo a 21 la hora", "es", 21 * 40 * 52),
])
def test_a_rate_full_time_is_forty_hours_a_week_read_back(text, lang, year):
    reading = understand.income(text, lang, "agi")
    assert reading.form == {"agi": str(year)} and reading.confirm and reading.note.params[1] == ("hours", 40)


@pytest.mark.parametrize("text,lang", [
    ("I make $19 an hour part time", "en"),
    ("I'm a full time student and I make 15 an hour", "en"),  # full time said of school: the hours are asked
    ("gano 17 la hora, medio tiempo", "es"),
    ("soy estudiante de tiempo completo y gano 15 la hora", "es"),
])
def test_a_rate_part_time_or_beside_full_time_school_asks_the_hours(text, lang):
    assert understand.income(text, lang, "agi").problem.text == understand.HOURS_ASKED


# --- an old amount named in a correction ("not 45k", "en vez de 45 mil") is no income to add ----------

@pytest.mark.parametrize("text,lang,year", [
    ("actually my mom makes 4100 a month not 45k", "en", 4100 * 12),
    ("oops she makes 2500 a month, not 45k", "en", 2500 * 12),
    ("he gets 1800 a month instead of 40k", "en", 1800 * 12),
    ("52k a year rather than 45k", "en", 52000),
    ("en realidad mi mamá gana 2 mil al mes, no 45 mil", "es", 24000),
    ("gana 3 mil 200 al mes en vez de 45 mil", "es", 3200 * 12),
    ("mi papá gana 60 mil en lugar de 45 mil", "es", 60000),
])
def test_the_old_value_named_in_a_correction_is_left_out(text, lang, year):
    reading = understand.income(text, lang, "agi")
    assert reading.form is not None and float(reading.form["agi"]) == year, (text, reading)


@pytest.mark.parametrize("text,lang,year", [
    ("no 45k", "en", 45000),  # the amount meant, said after a "no"
    ("no, 45 mil", "es", 45000),
    ("not sure, maybe 45k", "en", 45000),
])
def test_a_no_before_the_only_amount_names_no_old_value(text, lang, year):
    assert float(understand.income(text, lang, "agi").form["agi"]) == year


@pytest.mark.parametrize("text,kept", [
    ("3800 a month not 45k", "5k"),
    ("2 mil al mes no es 45 mil", "5 mil"),
])
def test_a_value_denied_is_never_cut_mid_number(text, kept):
    assert kept not in numtext.self_corrected(text).replace("45", "")  # never "not 4" taken and "5k" kept


@pytest.mark.parametrize("text,lang,year", [
    ("actually my mom makes 3800 a month not 45k", "en", 45600),
    ("she makes 2000 a month now, not 40k", "en", 24000),
    ("perdón, mi mamá gana 3800 al mes, no 40 mil", "es", 45600),
    ("en realidad gana 2 mil al mes en vez de 40 mil", "es", 24000),
])
def test_a_correction_after_the_result_reads_back_the_new_amount_alone(bench, text, lang, year):
    turn = respond(after_result(bench, lang), text, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": year}, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["agi"] == year


# --- an income told anew after the result changes it, read back (not an FAQ reply) ----------------

@pytest.mark.parametrize("text,lang,year", [
    ("my mom makes 3,900 a month", "en", 3900 * 12),
    ("my dad earns 61k", "en", 61000),
    ("mi mamá gana 3,900 al mes", "es", 3900 * 12),
    ("mi papá gana 61 mil al año", "es", 61000),
])
def test_an_income_told_after_the_result_is_read_back(bench, text, lang, year):
    turn = respond(after_result(bench, lang), text, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": year}, turn.reply


# --- every "N mil quinientos" of a message, in either order ------------------------------------------

@pytest.mark.parametrize("text,lang,year", [
    ("mi esposo gana 4 mil al mes y yo 1 mil quinientos al mes", "es", 66000),
    ("yo gano 1 mil quinientos al mes y mi esposo 4 mil al mes", "es", 66000),
    ("mi papá gana 3 mil al mes y mi mamá 2 mil trescientos al mes", "es", (3000 + 2300) * 12),
    ("he makes 3 thousand a month and I make 2 thousand four hundred a month", "en", (3000 + 2400) * 12),
])
def test_hundreds_in_words_are_joined_in_every_amount(text, lang, year):
    assert understand.income(text, lang, "agi").form == {"agi": str(year)}


# --- an amount said again without its period, answering the read-back of a monthly one ------------

@pytest.mark.parametrize("first,again,lang,year", [
    ("they make 3000 a month each", "no, 3000 together", "en", 36000),
    ("ganan 4 mil al mes cada uno", "no, ganamos 4 mil entre los dos", "es", 48000),
])
def test_an_amount_said_again_keeps_the_period_said_before_read_back(first, again, lang, year):
    turn = respond(at_income(TWO_PARENTS, lang), first, lang, TODAY)
    assert "agi" in turn.conversation.pending, turn.reply
    turn = respond(turn.conversation, again, lang, TODAY)
    assert "agi" not in turn.answers and turn.conversation.pending.get("agi") == {"agi": year}, turn.reply


# One parent's pay, two parents at home, is held and the other's asked (§18-3601); the pay held said
# again ("no sorry, 2000") keeps its period, a year's amount stays a year's, and the other's is asked again.

@pytest.mark.parametrize("first,again,lang,part", [
    ("my mom makes 2500 a week", "no sorry, 2000", "en", ("mom", 2000, 52)),
    ("mi papá gana 3 mil al mes", "no, son 3500", "es", ("dad", 3500, 12)),
    ("my mom makes 3000 a month", "no, 52k", "en", ("mom", 52000, 1)),  # a year's amount stays a year's
    ("mi papá gana 3 mil al mes", "no, 50 mil al año", "es", ("dad", 50000, 1)),
])
def test_one_parents_pay_held_said_again_keeps_its_period_and_asks_the_other(first, again, lang, part):
    turn = respond(at_income(TWO_PARENTS, lang), first, lang, TODAY)
    assert other_parent_asked(turn), turn.reply
    turn = respond(turn.conversation, again, lang, TODAY)
    assert other_parent_asked(turn), turn.reply
    follow_up = turn.conversation.follow_up
    assert (follow_up["e"], follow_up["a"], follow_up["t"]) == part, turn.reply


# --- "full time" said of a job is no load of credits ------------------------------------------------

@pytest.mark.parametrize("text,lang,credits", [
    ("I'm 30, I live in Wheaton, I make $21 an hour full time", "en", None),
    ("I work full time at a warehouse, my income is 38k", "en", None),
    ("tengo 29 años, vivo en Wheaton, gano 19 dólares la hora tiempo completo", "es", None),
    ("trabajo tiempo completo en una tienda, gano 35 mil", "es", None),
    # said of school it stays credits
    ("I'll go to Montgomery College full time, my mom makes 40k", "en", "12"),
    ("voy a estudiar tiempo completo en Montgomery College, mi mamá gana 40 mil", "es", "12"),
])
def test_full_time_of_a_job_is_no_credits(text, lang, credits):
    found = dict((q.id, form) for q, form in understand.volunteered(load_flow(), text, State(lang=lang), lang=lang,
                                                                      today=TODAY))
    assert (found.get("credits_per_semester") or {}).get("credits_per_semester") == credits, found


@pytest.mark.parametrize("text,lang,year", [
    ("I live in Wheaton, I make $21 an hour full time, I'm single", "en", 21 * 40 * 52),
    ("vivo en Wheaton, gano 19 dólares la hora tiempo completo, soy soltero", "es", 19 * 40 * 52),
])
def test_a_rate_full_time_told_in_passing_is_the_income(text, lang, year):
    found = dict((q.id, form) for q, form in understand.volunteered(load_flow(), text, State(lang=lang), lang=lang,
                                                                      today=TODAY))
    assert found.get("agi") == {"agi": str(year)}, found

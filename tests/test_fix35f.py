"""fix35f: code debts, rules that still lived in the chat (no change of behaviour).

1. §18-3601's whose income counts lives in screener/rules.py: which earners each household type
   counts (:data:`rules.HOUSEHOLD_EARNERS`, read by ``income_combined_with``, ``second_parent_counts``
   and ``two_incomes_combined``, since fix36f ``second_parent_counts(unknown=False)``), whose income is never combined and why
   (:data:`rules.NOT_COMBINED`: a relative or partner, someone living apart, child support, SSI),
   and why "single" is asked back of a student still in high school (``single_household_why``).
   The chat reads words into an earner's kind (:func:`understand._uncounted_dropped`) and asks
   the rules whether it counts.
2. The amount said again with no period takes the period said before it below a reading threshold
   read from screener/data/chat_reading.yaml (``period_carried_below``), not a 10_000 in code
   (:func:`understand.with_period`, :data:`understand.PERIOD_CARRIED_BELOW`).
4. Two or three amounts of pay, each to a year by its own period, are added and read back by one
   function (:func:`understand._pay_summed`: the two-amount branch of ``income()`` and
   ``_pieces_summed`` alike), and "an amount with no period is clearly a year's" is one test
   (:func:`understand._year_clearly`), no longer written in three places.
"""
import datetime as dt
from types import SimpleNamespace

import pytest

from screener import rules
from screener.chat import engine
from screener.chat import reading
from screener.chat import understand
from screener.datafiles import DataFileError
from screener.datafiles import check_text
from screener.flow import State
from screener.flow import load_flow


# --- 1. whose income counts: the rules'; the chat reads words into kinds -----------------------------

HOUSEHOLDS = [  # (household, whose income is combined, a second parent counts, two incomes counted)
    ("two_parent", "parents", True, True),
    ("single_parent", "parents", False, False),
    ("married", "spouse", True, True),
    ("single", "parents", False, False),
    (None, "parents", True, False),  # (not yet known)
]


@pytest.mark.parametrize("household, whose, second, two", HOUSEHOLDS)
def test_which_earners_each_household_counts(household, whose, second, two):
    assert rules.income_combined_with(household) == whose
    assert rules.second_parent_counts(household) is second
    assert rules.second_parent_counts(household, unknown=False) is two


def test_the_households_earners_are_the_rules_data(monkeypatch):
    monkeypatch.setitem(rules.HOUSEHOLD_EARNERS, "single_parent", ("parent", "parent"))
    assert rules.second_parent_counts("single_parent") and rules.second_parent_counts("single_parent", unknown=False)


KINDS = [  # (an earner's kind, counted, why not)
    ("relative", False, understand.KIN_NOT_COUNTED),
    ("apart", False, understand.AWAY_NOT_COUNTED),
    ("child_support", False, understand.SUPPORT_NOT_COUNTED),
    ("ssi", False, understand.SSI_NOT_COUNTED),
    ("parent", True, None),
    ("spouse", True, None),
]


@pytest.mark.parametrize("kind, counted, why", KINDS)
def test_whose_income_is_never_combined_is_the_rules(kind, counted, why):
    assert rules.income_counted(kind) is counted
    assert rules.not_combined_why(kind) == why
    assert (why is None) or why in rules.NOT_COMBINED.values()


READ = [  # (words, language, the kinds the chat reads and asks the rules about)
    ("my mom makes 40k and my grandma makes 30k", "en", ["relative"]),
    ("mi mamá gana 40 mil y mi abuela gana 30 mil", "es", ["relative"]),
    ("my mom makes 40k, her boyfriend makes 60k", "en", ["relative"]),
    ("my mom makes 40k and my dad makes 50k but he doesn't live with us", "en", ["apart"]),
    ("my mom makes 40k and I get 300 a month in child support", "en", ["child_support"]),
    ("my mom makes 40k and I get SSI, 943 a month", "en", ["ssi"]),
    ("my mom makes 40k and my ex makes 70k", "en", ["apart"]),
    ("my mom makes 40k and my dad makes 50k", "en", []),
]


@pytest.mark.parametrize("text, lang, kinds", READ)
def test_the_chat_reads_words_into_kinds_and_asks_the_rules(text, lang, kinds, monkeypatch):
    asked = []
    monkeypatch.setattr(understand, "income_counted", lambda kind: asked.append(kind) or rules.income_counted(kind))
    kept, reasons = understand._uncounted_dropped(text, lang)
    assert asked == kinds
    assert reasons == [rules.not_combined_why(k) for k in kinds]
    assert (kept == text) is (not kinds)


def test_the_chat_drops_nothing_the_rules_count(monkeypatch):
    monkeypatch.setattr(understand, "income_counted", lambda kind: True)
    text = "my mom makes 40k and my grandma makes 30k"
    assert understand._uncounted_dropped(text, "en") == (text, [])


def test_the_engine_asks_the_rules_which_households_count_two(monkeypatch):
    assert understand.household_earners(SimpleNamespace(answers={"household": "married"})) == 2
    monkeypatch.setattr(understand, "second_parent_counts", lambda household, unknown=True: False)
    assert understand.household_earners(SimpleNamespace(answers={"household": "married"})) is None
    assert engine.second_parent_counts is rules.second_parent_counts


SINGLE_WHY = [  # (answers, today, why "single" is asked back)
    ({"hs_completion_date": "2027-06"}, dt.date(2026, 12, 1), rules.SINGLE_IN_HIGH_SCHOOL),
    ({"hs_completion_date": "2025-06"}, dt.date(2026, 12, 1), None),
    ({}, dt.date(2026, 12, 1), None),
    ({"hs_completion_date": "2027-06"}, None, None),
]


@pytest.mark.parametrize("answers, today, why", SINGLE_WHY)
def test_why_single_is_asked_back_in_high_school_is_the_rules(answers, today, why):
    assert rules.single_household_why(answers, today) == why
    q = load_flow().question("household")
    reading = understand._read_household(q, "just me", "just me", "en", State(answers=answers), today)
    assert reading.form == {"household": "single"} and reading.confirm is (why is not None)
    assert (reading.note.text if reading.note else None) == why


# --- 2. the period carried to an amount said again: a reading threshold from the data file -----------

def test_the_period_carried_threshold_comes_from_the_data_file():
    assert understand.PERIOD_CARRIED_BELOW == reading.thresholds()["period_carried_below"] == 10_000


def test_the_thresholds_file_needs_the_period_carried_threshold():
    text = reading.READING_FILE.read_text(encoding="utf-8")
    assert "period_carried_below:" in text
    with pytest.raises(DataFileError):
        check_text(text.replace("period_carried_below: 10000\n", ""), "chat_reading", reading.READING_FILE)


CARRIED = [  # (words said again, the period said before (times a year), what the amount becomes)
    ("no, ganamos 4 mil entre los dos", "es", 12, "no, ganamos 4 mil a month entre los 2"),
    ("no, it's 2,500", "en", 12, "no, its 2,500 a month"),
    ("500", "en", 52, "500 a week"),
    ("9,999", "en", 12, "9,999 a month"),
    ("10,000", "en", 12, None),  # (from the threshold up: a year's, read as said)
    ("no, we make 40k", "en", 12, None),
]


@pytest.mark.parametrize("text, lang, times, carried", CARRIED)
def test_the_period_said_before_carries_below_the_threshold(text, lang, times, carried):
    assert understand.with_period(text, lang, times) == carried


def test_the_threshold_is_the_one_read(monkeypatch):
    # the chat draws the line where the data file says, not where its code once did
    monkeypatch.setattr(understand, "PERIOD_CARRIED_BELOW", 3_000)
    assert understand.with_period("no, it's 2,500", "en", 12) == "no, its 2,500 a month"
    assert understand.with_period("no, ganamos 4 mil entre los dos", "es", 12) is None


# --- 4. pay summed by its periods: one function; "clearly a year's": one test ------------------------

SUMMED = [  # (words, language, the year's total, how it is read back)
    ("my mom makes 2000 a month and I make 8k", "en", "32000",
     "$2,000 a month ($24,000 a year) plus $8,000 a year is about $32,000 a year."),
    ("mi mamá gana 600 a la semana y mi papá 2000 al mes", "es", "55200",
     "$600 a la semana ($31,200 al año) más $2,000 al mes ($24,000 al año) son unos $55,200 al año."),
    ("my husband works 2 jobs, 1,400 every two weeks at the warehouse and 250 a week cleaning, i make about 8k", "en", "57400",
     "$1,400 every two weeks ($36,400 a year) plus $250 a week ($13,000 a year) plus $8,000 a year is about $57,400 a year."),
    ("mi esposo gana 1,400 cada dos semanas y 250 a la semana en otro trabajo, yo gano unos 8 mil", "es", "57400",
     "$1,400 cada dos semanas ($36,400 al año) más $250 a la semana ($13,000 al año) más $8,000 al año son unos $57,400 al año."),
]


@pytest.mark.parametrize("text, lang, total, said", SUMMED)
def test_pay_said_by_its_periods_is_summed_by_one_function(text, lang, total, said, monkeypatch):
    got = understand.income(text, lang)
    assert got.form == {"agi": total} and got.confirm and got.note.render(lang) == said
    # the two-amount branch and the three pieces alike go through the one function
    calls = []
    real = understand._pay_summed
    monkeypatch.setattr(understand, "_pay_summed", lambda *a, **k: calls.append(a) or real(*a, **k))
    assert understand.income(text, lang) == got and len(calls) == 1


def test_the_summed_reading_is_the_same_for_two_and_three():
    two = understand._pay_summed([2000, 8000], [12, 1])
    assert two.form == {"agi": "32000"} and two.confirm and two.note.text == understand.TWO_AMOUNTS_SUM
    three = understand._pay_summed([1400, 250, 8000], [26, 52, 1])
    assert three.form == {"agi": "57400"} and three.confirm and three.note.text == understand.THREE_AMOUNTS_SUM


CLEARLY = [  # (words, which amount, a year's clearly)
    ("2000 a month and 8k", 1, True),
    ("2000 a month and 8 mil", 1, True),
    ("2000 a month and 8 grand", 1, True),
    ("2000 a month and 12000", 1, True),  # (YEAR_BESIDE_PERIOD or more)
    ("2000 a month and 9999", 1, False),
    ("2000 a month and 3000", 1, False),
]


@pytest.mark.parametrize("text, i, clearly", CLEARLY)
def test_an_amount_with_no_period_is_clearly_a_years(text, i, clearly):
    folded = understand.fold(text)
    a = understand.amounts(folded)[i]
    value = understand.parse_number(a.raw, "money", "en").value
    assert understand._year_clearly(folded, a, value) is clearly


def test_the_three_places_ask_the_one_test(monkeypatch):
    # "my mom makes 2000 a month and I make 8k": the 8k a year's only while the one test says so
    monkeypatch.setattr(understand, "_year_clearly", lambda folded, a, value: False)
    assert understand.income("my mom makes 2000 a month and I make 8k", "en").form is None
    assert understand.income("he makes $20 an hour 40 hours a week and I make 8k", "en").form is None
    assert understand.income("my husband works 2 jobs, 1,400 every two weeks at the warehouse and 250 a week cleaning, "
                             "i make about 8k", "en").form is None

"""dev14's income correction, two classes in both languages: incomes said with their total last
("dad 70k, mom 50k, so 120k", "mi papá 70 mil y con los 50 de mi mamá son 120 mil") are that
total, read back, never all three added; and a bare "no" before the number it takes back ("my
dad makes 70k, no 60, …", "gana 70 mil, no 60, …") goes with it, never left to take back the
amount before it (the first earner's income was dropped and the total added to the second's)."""
import datetime as dt

import pytest

from screener.chat.engine import load_flow
from screener.chat.session import State
from screener.chat.understand import denied_number_dropped
from screener.chat.understand import income
from screener.chat.understand import volunteered

TODAY = dt.date(2026, 12, 1)


@pytest.mark.parametrize("lang,said", [
    ("en", "dad 70k, mom 50k, so 120k"), ("en", "my dad makes 70k and with my moms 50k thats 120k"),
    ("es", "mi papá gana 70 mil y con los 50 mil de mi mamá son 120 mil"), ("es", "papá 70 mil, mamá 50 mil, en total 120 mil"),
])
def test_incomes_with_their_total_are_the_total_read_back(lang, said):
    reading = income(said, lang)
    assert reading.form == {"agi": "120000.0"} and reading.confirm


@pytest.mark.parametrize("lang,said", [("en", "dad 70k, mom 50k, 30k"), ("es", "papá 70 mil, mamá 50 mil, 30 mil")])
def test_three_incomes_that_are_no_total_are_still_asked_as_one(lang, said):
    assert income(said, lang).form is None


@pytest.mark.parametrize("lang,said", [("en", "dad 70k, mom 50k, stepdad 30k"), ("es", "papá 70 mil, mamá 50 mil, padrastro 30 mil")])
def test_three_earners_each_named_are_added_and_read_back(lang, said):
    # (fix37b: each amount its own earner's, none a total: the three added, read back with each part
    # to be corrected, a parent who lives apart among them; they were asked "as one number", all lost)
    reading = income(said, lang)
    assert reading.form == {"agi": "150000.0"} and reading.confirm


@pytest.mark.parametrize("said,kept", [("gana 70 mil, no 60, y mi mamá 50 mil", "70"), ("makes 70k, no 60, and my mom 50k", "70")])
def test_a_bare_no_goes_with_the_number_it_takes_back(said, kept):
    left = " ".join(denied_number_dropped(said).replace(",", " ").split())
    assert " no " not in f" {left} " and kept in left and "60" not in left


@pytest.mark.parametrize("lang,said", [
    ("es", "perdón, mi papá gana 70 mil, no 60, y con los 50 mil de mi mamá son 120 mil"),
    ("en", "sorry my dad makes 70k, no 60, and with my moms 50k its 120k"),
])
def test_an_income_corrected_with_its_total_is_the_total(lang, said):
    state = State({"applicant_type": "new", "agi": 110000, "college": "frederick", "prior_degree": "none"}, lang=lang)
    found = {q.id: form for q, form in volunteered(load_flow(), said, state, skip={"program"}, lang=lang, today=TODAY)}
    assert found.get("agi") == {"agi": "120000.0"}, found

"""fix31d, the last review's code debts (no change of behaviour): the chat's reading floors come
from one data file of reading thresholds (screener/data/chat_reading.yaml, loaded once), and the
writer's own pay is read with one set of first-person verbs (_FIRST_PERSON_PAY, _KIN_OWN_PAY).
English and Spanish; the wording is ours."""
import pytest

from screener.chat import reading
from screener.chat import understand
from screener.datafiles import DataFileError
from screener.datafiles import check_text


def test_the_reading_floors_come_from_the_data_file():
    file = reading.thresholds()
    assert understand.SMALL_PAY == (file["small_pay"]["low"], file["small_pay"]["high"])
    assert understand.TINY_YEAR == file["tiny_year"]
    assert reading.thresholds() is file  # loaded once


@pytest.mark.parametrize("edit", [
    lambda t: t.replace("tiny_year: 1000", 'tiny_year: "1000"'),
    lambda t: t.replace("tiny_year: 1000", "tiny_year: 1000\nfloor: 3"),
    lambda t: t.replace("  high: 15000\n", ""),
])
def test_a_broken_thresholds_file_names_what_is_wrong(edit):
    text = reading.READING_FILE.read_text(encoding="utf-8")
    with pytest.raises(DataFileError):
        check_text(edit(text), "chat_reading", reading.READING_FILE)


@pytest.mark.parametrize("text,lang,asked", [
    ("my mom makes 9000", "en", understand.PERIOD_ASKED),  # under the small-pay top: how often asked
    ("mi mamá gana 9000", "es", understand.PERIOD_ASKED),
    ("2 per paycheck every 2 weeks", "en", understand.TINY_YEAR_ASKED),  # a year under the floor: asked
    ("2 cada quincena", "es", understand.TINY_YEAR_ASKED),
])
def test_the_floors_still_ask(text, lang, asked):
    got = understand.income(text, lang)
    assert got.form is None and got.problem is not None and got.problem.text == asked


@pytest.mark.parametrize("text,lang", [("my mom makes 16000", "en"), ("mi mamá gana 16000", "es")])
def test_over_the_small_pay_top_the_pay_is_a_year(text, lang):
    assert understand.income(text, lang).form == {"agi": "16000.0"}


@pytest.mark.parametrize("clause", ["i make 40k", "and i also earn 900", "i get 1800", "yo gano 40 mil",
                                    "y tambien cobro 900", "saco 1800", "i get paid 500", "i bring in 700"])
def test_the_writers_own_pay_reads_the_same_in_both_patterns(clause):
    assert understand._FIRST_PERSON_PAY.match(clause)
    assert understand._KIN_OWN_PAY.search(clause)


@pytest.mark.parametrize("clause,first,kin", [
    ("i made 40k last year", False, True),  # another tense: the kin pattern's own
    ("yo recibo 900 al mes", False, True),
    ("my mom makes 40k", False, False),
    ("mi papa gana 40 mil", False, False),
])
def test_the_patterns_keep_their_own_reach(clause, first, kin):
    assert bool(understand._FIRST_PERSON_PAY.match(clause)) is first
    assert bool(understand._KIN_OWN_PAY.search(clause)) is kin

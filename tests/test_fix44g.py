"""fix44g: read-backs the issue doesn't ask for, a message each (where a typical senior's messages go).

The issue asks for a read-back of an answer taken from a sentence that is no plain answer to the
question asked, of one that would rule the student out, and of money converted (with the
conversion shown). Two plain answers were still read back, each costing a "yes":
- a yearly income said with its number in words ("mi mamá gana cincuenta y cinco mil"): a
  "sentence" only because each word of the number was counted (engine._amount_in_words_plain);
  still read back within 10% of the household's limit (the lower one while the household isn't
  known) or over it, and when converted, added, hedged or said beside a "no";
- a ZIP code said one digit a word ("two oh nine oh two", "dos cero ocho siete siete"): kept as
  "2 0 9 0 2" is, and as the web's ZIP field takes it, said back with its county; still read back
  outside Maryland, and when said in groups of numbers ("twenty one oh four four").
"""
import pytest
from support import proposed
from support import waiting

SENIOR = {"applicant_type": "new", "high_school": "maryland", "hs_completion_date": "2027-06", "zip": "20902",
          "college": "montgomery"}
ONE = {**SENIOR, "household": "single_parent"}
TWO = {**SENIOR, "household": "two_parent"}


@pytest.mark.parametrize("answers,lang,text,year", [
    (ONE, "es", "mi mamá gana cincuenta y cinco mil", 55000),
    (ONE, "en", "my mom makes fifty five thousand a year", 55000),
    (ONE, "en", "my mom makes sixty two thousand five hundred a year", 62500),
    (TWO, "es", "mis papás ganan ciento veinte mil al año", 120000),
    (ONE, "es", "mi papá gana sesenta mil al año", 60000),
])
def test_a_yearly_income_in_words_is_kept_plainly(answers, lang, text, year):
    turn = waiting(answers, "agi", text, lang)
    assert not proposed(turn) and turn.answers.get("agi") == year, turn.reply
    assert f"{year:,}" in turn.reply  # said back, to be changed


@pytest.mark.parametrize("answers,lang,text,year", [
    (ONE, "es", "mi mamá gana noventa y cinco mil", 95000),  # guard: within 10% of the $100,000 limit
    (ONE, "en", "my mom makes ninety two thousand a year", 92000),  # guard
    (SENIOR, "en", "my mom makes ninety two thousand a year", 92000),  # guard: household unknown, the lower limit
    (TWO, "en", "my parents make a hundred and forty thousand a year", 140000),  # guard: near $150,000
    (ONE, "en", "my mom makes a hundred and ten thousand a year", 110000),  # guard: over the limit
    (ONE, "es", "mi mamá gana dos mil al mes", 24000),  # guard: converted
    (ONE, "es", "mi papá gana cuarenta y cinco mil y mi mamá treinta", 75000),  # guard: added
    (ONE, "en", "my mom makes around fifty thousand a year", 50000),  # guard: hedged
    (ONE, "es", "mi mamá gana cincuenta mil, mi papá no trabaja", 50000),  # guard: a "no" beside it
])
def test_an_income_in_words_near_a_limit_or_converted_is_still_read_back(answers, lang, text, year):
    turn = waiting(answers, "agi", text, lang)
    assert proposed(turn).get("agi") == year and "agi" not in turn.answers, turn.reply


@pytest.mark.parametrize("answers,lang,text", [
    (ONE, "en", "my mom makes 55000"),  # guard: typed, as before
    (ONE, "es", "mi mamá gana 55 mil"),  # guard
])
def test_a_typed_yearly_income_stays_plain(answers, lang, text):
    turn = waiting(answers, "agi", text, lang)
    assert not proposed(turn) and turn.answers.get("agi") == 55000, turn.reply


NO_ZIP = {k: v for k, v in SENIOR.items() if k not in ("zip", "college")}


@pytest.mark.parametrize("lang,text,zip_code,county", [
    ("en", "two oh nine oh two", "20902", "Montgomery County"),
    ("en", "two one seven zero two", "21702", "Frederick County"),
    ("es", "dos cero ocho siete siete", "20877", "Condado de Montgomery"),
    ("es", "dos uno seis cero uno", "21601", "Condado de Talbot"),
])
def test_a_zip_code_said_a_digit_a_word_is_kept_with_its_county(lang, text, zip_code, county):
    turn = waiting(NO_ZIP, "zip", text, lang)
    assert not proposed(turn) and turn.answers.get("zip") == zip_code, turn.reply
    assert zip_code in turn.reply and county in turn.reply


@pytest.mark.parametrize("lang,text,zip_code", [
    ("en", "two two two oh one", "22201"),  # guard: outside Maryland, read back
    ("es", "dos dos dos cero uno", "22201"),  # guard
    ("en", "twenty one oh four four", "21044"),  # guard: in groups of numbers, read back
    ("es", "veinte mil setecientos ochenta y tres", "20783"),  # guard: one number in words, read back
])
def test_a_zip_code_outside_maryland_or_said_in_groups_is_still_read_back(lang, text, zip_code):
    turn = waiting(NO_ZIP, "zip", text, lang)
    assert proposed(turn).get("zip") == zip_code and "zip" not in turn.answers, turn.reply


@pytest.mark.parametrize("lang,text", [("en", "2 0 9 0 2"), ("es", "2 0 9 0 2")])
def test_a_zip_code_typed_apart_stays_plain(lang, text):  # guard
    turn = waiting(NO_ZIP, "zip", text, lang)
    assert not proposed(turn) and turn.answers.get("zip") == "20902", turn.reply

"""fix38d, a newcomer's findings, in both languages (the wording is ours): wrong amounts read back.

1. "she makes 900" at the income question was read back as $900,000 (a hurried "yes" then ruled the
   student out). One rule for a bare whole amount under $1,000 (screener.parsing.short_income's
   WHOLE): under ``thousands_below`` (screener/data/chat_reading.yaml, 200) it is thousands, read back
   ("she makes 50": $50,000); from there up to 999 how often it is paid is asked. Two such amounts
   ("no, 50 and 25") follow the same rule ($75,000, never $75).
2. "$50 an hour", its hours asked, "40 hours a week", then the overtime's amount alone ("overtime is
   about 8,000 a year", "plus 8k overtime"): read back as $8,000 (or $416,000), the rate's $104,000
   lost. The rate times its hours is held: $104,000 + $8,000 = $112,000, read back with both parts.
3. A total said after its parts ("mi papá gana 95 mil y con los 65 de mi mamá son 160 mil") was a
   third part ($255,000): the total read back once when the parts make it, else which one is asked.
4. A married student's two parts read back, then corrected with both named ("actually me 50k and my
   husband 25k") or both amounts alone ("no, 50 and 25"): $70,000, or $75: now $75,000 with each part.

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import at_income_said
from support import income_read_back
from support import proposed

PERIOD_ASKED = {"en": "How often is $900 paid", "es": "Cada cuánto se pagan $900"}


# (lang, household, what is said at the income question, in order)
BARE_UNDER_1000_ASKED = [
    ("en", "single_parent", ("she makes 900",)),
    ("en", "single_parent", ("my mom makes 900",)),
    ("en", "single_parent", ("900",)),
    ("es", "single_parent", ("ella gana 900",)),
    ("es", "single_parent", ("900",)),
]


@pytest.mark.parametrize("lang,household,said", BARE_UNDER_1000_ASKED)
def test_a_bare_amount_of_hundreds_asks_how_often_it_is_paid(lang, household, said):
    turn = at_income_said(household, lang, *said)
    assert income_read_back(turn) is None and "agi" not in turn.answers, (turn.reply, turn.answers)
    assert PERIOD_ASKED[lang] in turn.reply, turn.reply


# (lang, the bare amount, its answer to how often, the income read back)
PERIOD_THEN = [
    ("en", "she makes 900", "every week", 46800),
    ("en", "she makes 900", "900 thousand", 900000),  # guard (said in thousands: read as such)
    ("en", "she makes 900", "a year", 900),  # (read back, never kept unsaid)
    ("es", "ella gana 900", "a la semana", 46800),
    ("es", "ella gana 900", "900 mil", 900000),  # guard
]


@pytest.mark.parametrize("lang,pay,period,year", PERIOD_THEN)
def test_the_period_said_then_gives_the_year_read_back(lang, pay, period, year):
    turn = at_income_said("single_parent", lang, pay, period)
    assert income_read_back(turn) == year and "agi" not in turn.answers, (turn.reply, turn.answers)


# (lang, said, read back): the one rule's thousands (guards: so before the fix too), and two amounts said short
THOUSANDS = [
    ("en", "she makes 50", 50000),  # guard
    ("es", "ella gana 50", 50000),  # guard
    ("en", "she makes 150", 150000),  # guard
    ("en", "50 and 25", 75000),
    ("es", "50 y 25", 75000),
]


@pytest.mark.parametrize("lang,said,year", THOUSANDS)
def test_small_amounts_under_the_line_are_thousands_read_back(lang, said, year):
    turn = at_income_said("single_parent", lang, said)
    assert income_read_back(turn) == year, (turn.reply, proposed(turn))


# (lang, the rate, its hours, the overtime said alone, words of both parts in the read-back)
OVERTIME_AFTER_HOURS = [
    ("en", "$50 an hour", "40 hours a week", "overtime is about 8,000 a year", "$104,000"),
    ("en", "$50 an hour", "40 hours a week", "plus 8k overtime", "$104,000"),
    ("es", "$50 la hora", "40 horas a la semana", "más 8 mil de horas extras", "$104,000"),
    ("es", "$50 la hora", "40 horas a la semana", "el overtime son unos 8 mil al año", "$104,000"),
    # the overtime said to come on top with the hours, its year asked, then its amount alone
    ("en", "$50 an hour", "40 hours a week plus overtime", "overtime is about 8,000 a year", "$104,000"),
    ("en", "$50 an hour", "40 hours a week, sometimes overtime", "plus 8k overtime", "$104,000"),
    ("es", "$50 la hora", "40 horas a la semana, a veces con overtime", "el overtime son unos 8 mil al año", "$104,000"),
]


@pytest.mark.parametrize("lang,rate,hours,overtime,part", OVERTIME_AFTER_HOURS)
def test_the_overtime_said_alone_is_added_to_the_rate_times_its_hours(lang, rate, hours, overtime, part):
    turn = at_income_said("two_parent", lang, rate, hours, overtime)
    assert income_read_back(turn) == 112000, (turn.reply, proposed(turn))
    assert part in turn.reply and "$8,000" in turn.reply and "$112,000" in turn.reply, turn.reply


# guard: the year's pay with the overtime in it is the whole pay, as before
def test_the_whole_pay_with_overtime_is_no_extra_on_top():
    turn = at_income_said("two_parent", "en", "$50 an hour", "40 hours a week plus overtime", "about 112k with overtime")
    assert income_read_back(turn) == 112000, turn.reply


# (lang, the parts then their total, the income read back (None: asked))
TOTAL_AFTER_PARTS = [
    ("es", "mi papá gana 95 mil y con los 65 de mi mamá son 160 mil", 160000),
    ("es", "mi papá gana 95 mil y mi mamá 65 mil, son 160 mil", 160000),  # guard (each part in thousands)
    ("en", "my dad makes 95k and with my mom's 65 that's 160k together", 160000),  # guard
    ("en", "my dad makes 95k and my mom 65k so 160 total", 160000),  # guard
    ("en", "my dad makes 95k and my mom 65k so 170 total", None),
    ("es", "mi papá gana 95 mil y mi mamá 65 mil, son 170 mil", None),
    ("en", "my dad makes 95k and my mom 65k, that's 170k together", None),
]
WHICH = {"en": "Which one is right?", "es": "¿Cuál es la correcta?"}


@pytest.mark.parametrize("lang,said,year", TOTAL_AFTER_PARTS)
def test_a_total_said_after_its_parts_is_no_third_part(lang, said, year):
    turn = at_income_said("two_parent", lang, said)
    assert income_read_back(turn) == year and "agi" not in turn.answers, (turn.reply, proposed(turn))
    if year is None:
        assert WHICH[lang] in turn.reply and "$160,000" in turn.reply and "$170,000" in turn.reply, turn.reply


MARRIED = {"en": ("I make 40k", "my husband makes 30k"), "es": ("gano 40 mil", "mi esposo gana 30 mil")}
BOTH_PARTS = {"en": ("your own $50,000", "your husband's $25,000"), "es": ("$50,000", "lo que gana tu esposo, $25,000")}

# (lang, the correction to "your own $40,000 and your husband's $30,000 make $70,000", read back)
MARRIED_CORRECTED = [
    ("en", "actually me 50k and my husband 25k"),
    ("en", "no, 50 and 25"),
    ("es", "en realidad yo 50 mil y mi esposo 25 mil"),
    ("es", "no, 50 y 25"),
]


@pytest.mark.parametrize("lang,correction", MARRIED_CORRECTED)
def test_a_correction_naming_both_parts_replaces_them(lang, correction):
    turn = at_income_said("married", lang, *MARRIED[lang])
    assert income_read_back(turn) == 70000, turn.reply
    turn = at_income_said("married", lang, *MARRIED[lang], correction)
    assert income_read_back(turn) == 75000 and "agi" not in turn.answers, (turn.reply, proposed(turn))
    assert all(part in turn.reply for part in BOTH_PARTS[lang]), turn.reply


# (lang, one parent's pay held (the other's asked), the other's bare amount, its period): the pay held
# kept while how often is asked, then added (never $60,000 + $900,000)
HELD_THEN_BARE = [
    ("en", "my dad makes 60k", "she makes 900", "every week"),
    ("es", "mi papá gana 60 mil", "ella gana 900", "a la semana"),
]


@pytest.mark.parametrize("lang,held,bare,period", HELD_THEN_BARE)
def test_a_bare_amount_beside_a_pay_held_asks_its_period_then_adds_it(lang, held, bare, period):
    turn = at_income_said("two_parent", lang, held, bare)
    assert income_read_back(turn) is None and PERIOD_ASKED[lang] in turn.reply, (turn.reply, proposed(turn))
    turn = at_income_said("two_parent", lang, held, bare, period)
    assert income_read_back(turn) == 60000 + 900 * 52, (turn.reply, proposed(turn))

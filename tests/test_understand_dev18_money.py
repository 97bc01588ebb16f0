"""dev18's income misses (2026-12-03), by class, in both languages, in our own words: no tax return
said beside someone who earns is no zero income; one earner's pay known and another's not is no
household income; a second earner's bare amount after a comma is in the first's thousands; the
writer's own pay said as "mine" beside the spouse's is a married student's. Rows are labelled as
tests/chat/README.md labels the sets and graded by the bench's own function."""
import pytest

from support import ASK
from support import answer
from support import confirm
from support import graded


# --- not filing taxes, while someone earns: the earnings are asked, never $0 stored ---------------

@pytest.mark.parametrize("text,lang,expect", [
    ("we don't file taxes, my mom cleans houses and gets paid cash", "en", ASK),
    ("nobody filed, my dad does landscaping under the table", "en", ASK),
    ("no declaramos taxes, a mi mamá le pagan en efectivo", "es", ASK),
    ("no declaramos, mi esposo trabaja por su cuenta", "es", ASK),
    ("we didn't file, nobody works right now", "en", answer(agi=0)),  # a zero said as such stays $0
    ("no declaramos, no tenemos ingresos", "es", answer(agi=0)),
])
def test_no_tax_return_beside_earnings_is_no_zero_income(bench, text, lang, expect):
    graded(bench, "agi", text, lang, expect)


# --- one earner's pay said, another's not known: asked, never the one alone as the household's ---

@pytest.mark.parametrize("text,lang,expect", [
    ("my mom makes 52k and my dad has a job too but idk how much", "en", ASK),
    ("dad gets about 48,000, my stepmom makes something, not sure what", "en", ASK),
    ("mi papá gana 55 mil, mi mamá también trabaja pero no sé cuánto", "es", ASK),
    ("mi papá saca unos 40 mil y mi madrastra gana algo, no sé cuánto", "es", ASK),
    ("my mom makes 52k and my dad makes 30k", "en", confirm(agi=82000)),  # both said: added, read back
    ("mi papá gana 55 mil y mi mamá 20 mil", "es", confirm(agi=75000)),
])
def test_one_earner_unknown_is_asked(bench, text, lang, expect):
    graded(bench, "agi", text, lang, expect)


# --- a second earner's bare amount after a comma: in the first one's thousands -------------------

@pytest.mark.parametrize("text,lang,expect", [
    ("dad makes 58k a year, mom 31", "en", confirm(agi=89000)),
    # (fix41g reads "38" as the stepdad's $38,000, so fix32h's step-parent beside one parent's home reads two parents back)
    ("my mom makes 44k, my stepdad 38", "en", confirm(agi=82000, household="two_parent")),
    ("mi papá gana 52 mil, mi mamá 24", "es", confirm(agi=76000)),
    ("mami saca 39 mil, papi 41", "es", confirm(agi=80000)),
])
def test_a_second_earners_short_amount_after_a_comma_is_in_thousands(bench, text, lang, expect):
    graded(bench, "agi", text, lang, expect)


# --- the writer's own pay said as "mine" beside the spouse's: married -----------------------------

@pytest.mark.parametrize("text,lang", [
    ("adding mine and my husband's it comes to 97k", "en"),
    ("mine plus my wife's is about 88,000", "en"),
    ("lo mío y lo de mi señora son como 91 mil", "es"),
    ("juntando lo mio con lo de mi esposo son 84 mil", "es"),
])
def test_mine_and_the_spouses_pay_is_a_married_students(bench, text, lang):
    value = int("".join(ch for ch in text.replace("k", "000").replace(" mil", "000") if ch.isdigit()))
    graded(bench, "agi", text, lang, confirm(agi=value, household="married"))

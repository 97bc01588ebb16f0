"""Classes of fix34r (dev34's failures, read in general): a county is never read from a high
school's name said in passing (a post-office name in one county that is a high school's name in
another, or a school said "de la …"); pay in three pieces, each with its own period, converted and
added and read back; a total concluded last ("entonces son 90 mil", "so its 45k total") is the
income, after the result too; a pay with a part not known, or disability benefits alone, ask the
year's AGI, never the part kept; another agency's payments (survivor benefits, child support after
18) and paying a college bill in cash are "I don't know" and a person; a high school's short name
said with who goes there. The wording is ours."""
import pytest

from support import after_result
from support import at_income_said
from support import graded
from support import income_read_back
from support import proposed
from support import talk
from support import then



# --- a county never read from a school's name ------------------------------------------------------

@pytest.mark.parametrize("lang,opening", [
    # a school said "de la …" (Westlake High is in Charles; the post-office name Westlake in Montgomery)
    ("es", "hola, le ayudo a mi sobrina, es senior de la westlake y quiere ir a csm"),
    ("es", "es estudiante de la westlake, quiere ir al college of southern maryland"),
    # a town's name that is a high school elsewhere, said in passing with no home said
    ("en", "hi im a senior, westlake, want to go to csm"),
    ("en", "senior, potomac, i want to go to pgcc"),
])
def test_no_county_from_a_schools_name(lang, opening):
    turn = talk(lang, opening)
    assert "county" not in turn.answers and "county" not in proposed(turn), turn.reply


def test_a_home_said_is_still_read():
    turn = talk("en", "we live in potomac, im a senior")
    assert (turn.answers.get("county") or proposed(turn).get("county")) == "montgomery", turn.reply


# --- at the income question ------------------------------------------------------------------------

@pytest.mark.parametrize("household,lang,text,year", [
    # three pieces of pay, each with its own period: each to a year, added
    ("married", "en", "my wife has two jobs, 1,200 every two weeks at the store and 200 a week cleaning offices. i make about 10k", 51600),
    ("two_parent", "es", "mi papá gana 2,000 al mes y 300 a la semana en otro trabajo, y mi mamá 9 mil al año", 48600),
    # a total concluded last, a part told before it
    ("two_parent", "es", "mi mamá también gana 25 mil al año, entonces son 85 mil", 85000),
    ("two_parent", "en", "my mom also makes 20k a year, so its 80k", 80000),
])
def test_the_income_read_back(household, lang, text, year):
    turn = at_income_said(household, lang, text)
    assert income_read_back(turn) == year, turn.reply


@pytest.mark.parametrize("household,lang,text", [
    # a part of the pay not known: never the part kept
    ("single_parent", "es", "mi mamá tiene dos trabajos, 1,200 al mes en uno y en el otro le pagan en efectivo, no sé cuánto"),
    ("single_parent", "en", "she has two jobs, 2,500 a month at one and the other pays cash, not sure how much"),
    # disability benefits alone: not the AGI
    ("single_parent", "en", "my dad is on disability, he gets about 1,300 a month"),
    ("single_parent", "es", "mi papá recibe discapacidad, como 1,300 al mes"),
])
def test_the_year_asked(household, lang, text):
    turn = at_income_said(household, lang, text)
    assert income_read_back(turn) is None and "agi" not in turn.answers, turn.reply


# --- after the result: a total said last is the income -----------------------------------------------

@pytest.mark.parametrize("household,first,lang,text,year", [
    # one earner's old figure taken back: their part replaced, never the old figure added
    ("two_parent", "my dad makes 80k and my mom makes 60k", "en", "my mom doesnt make 60 anymore, she cut her hours. its 30k now", 110000),
    ("two_parent", "mi papá gana 80 mil y mi mamá 60 mil", "es", "mi mamá ya no gana 60 mil, ahora trabaja menos, gana 30 mil", 110000),
])
def test_an_old_figure_taken_back(bench, household, first, lang, text, year):
    turn = after_result(bench, household, first, lang)
    turn = then(turn, text, lang)
    assert proposed(turn).get("agi") == year, turn.reply


@pytest.mark.parametrize("household,first,lang,text,year", [
    ("single_parent", "40k", "en", "oh i forgot, my mom also cleans houses on saturdays, like 5k a year, so its 45k total", 45000),
    ("two_parent", "mi papá 60 mil y mi mamá 20 mil", "es",
     "ay se me olvidó, mi mamá también cuida niños, gana 10 mil al año. entonces son 90 mil", 90000),
])
def test_a_correction_after_the_result(bench, household, first, lang, text, year):
    turn = after_result(bench, household, first, lang)
    turn = then(turn, text, lang)
    assert proposed(turn).get("agi") == year, turn.reply


# --- a high school's short name with who goes there ---------------------------------------------------

@pytest.mark.parametrize("lang,text", [
    ("es", "mi hijo va a la blair"),
    ("en", "my daughter goes to blair"),
    ("en", "he's finishing at blair this year, we moved here from honduras when he was 14"),
])
def test_a_short_name_read(bench, lang, text):
    graded(bench, "high_school", text, lang, {"answers": {"high_school": "maryland"}, "needs_confirm": True})


# --- questions: "I don't know" and a person, or the entry -----------------------------------------------

@pytest.mark.parametrize("text,topic", [
    ("my daughter gets survivor benefits from social security since her dad died, will they stop when she starts college?", None),
    ("le van a seguir dando el seguro social de sobreviviente a mi hijo si va al college?", None),
    ("does my ex have to keep paying child support once our son is 18 and in college", None),
    ("mi ex tiene que seguir dando la manutención después de los 18 si mi hija estudia?", None),
    ("can we pay the tuition balance with a check at the bursar", None),
    ("se puede pagar la cuenta del college en efectivo en la ventanilla?", None),
    # the entries still answered
    ("my ex pays child support do i count his income", "whose_income_divorced"),
    ("no tengo seguro social, puedo aplicar?", "no_ssn"),
    ("i dont have a social security number can i still get it", "no_ssn"),
    ("my parents get paid in cash and dont file taxes, what do we do", "parents_no_tax_return"),
])
def test_a_question_answered(text, topic):
    from screener.chat import faq
    entry = faq.find(text)
    assert (entry.id if entry is not None else None) == topic

"""Classes of fix33r (dev33's failures, read in general): a household's total said after its parts
with the marker of the two together before it ("entre los dos son 105 mil", "together that's 105k")
is the income, never added to its parts (a wrong "not eligible" one "yes" away); the kind of pay
between an amount and its period ("4 mil de overtime al año", "3k in tips a year") keeps that
period, so an hourly pay and a yearly extra are added; "plus he drives uber, like 8k" is two
amounts added, no vague "50k+"; "con todo y propinas" is tips included, not more on top; work said
with pay and its period ("she also works weekends, like 150 more a week, so 750 a week total") is
an income after the result, never "I don't know". The wording is ours."""
import pytest

from support import after_result
from support import at_income_said
from support import income_read_back
from support import proposed
from support import then



# --- at the income question: the amount read back -------------------------------------------------

@pytest.mark.parametrize("household,lang,text,year", [
    # a total said last, after the marker of the two together
    ("two_parent", "es", "mi esposo gana 75 mil, no 70. entre los dos son 105 mil", 105000),
    ("two_parent", "es", "mi papá gana 60 mil, entre los dos son 95 mil", 95000),
    ("two_parent", "en", "my dad makes 70k, together that's 105k", 105000),
    ("two_parent", "en", "dad makes 80k, combined it's 120k", 120000),
    ("married", "es", "mi esposo gana 50 mil, juntos ganamos 62 mil", 62000),
    # an hourly pay with its hours, and a yearly extra with its kind of pay before the period
    ("two_parent", "es", "mi papa gana 25 la hora, 40 horas a la semana, mas como 4 mil de overtime al año", 56000),
    ("single_parent", "en", "she makes 20 an hour, 40 hours a week, plus 3k in tips a year", 44600),
    ("single_parent", "es", "mi mamá gana 18 la hora, 40 horas a la semana, y como 2 mil de propinas al año", 39440),
    # "plus" before a pronoun: one pay and another, added
    ("single_parent", "en", "my dad makes 50k plus he drives uber on weekends, like 8k", 58000),
    ("single_parent", "en", "my mom makes 40k plus she cleans houses, like 6k", 46000),
])
def test_the_income_read_back(household, lang, text, year):
    turn = at_income_said(household, lang, text)
    assert income_read_back(turn) == year, turn.reply


@pytest.mark.parametrize("lang,text", [
    ("es", "treinta y cinco mil con todo y propinas"),
    ("es", "gana 35 mil con todo y overtime"),
])
def test_tips_and_all_are_included(lang, text):
    turn = at_income_said("single_parent", lang, text)
    kept = turn.answers.get("agi") or income_read_back(turn)
    assert kept == 35000, turn.reply


# --- after the result: the correction read, never added to its own total nor "I don't know" ---------

@pytest.mark.parametrize("household,first,lang,text,year", [
    ("two_parent", "mi esposo gana 70 mil y yo 30 mil", "es",
     "disculpe, me equivoque, mi esposo gana 75 mil, no 70. entre los dos son 105 mil", 105000),
    ("two_parent", "my husband makes 70k and i make 30k", "en",
     "sorry, my husband makes 75k not 70k, together that's 105k", 105000),
    ("single_parent", "600 a week", "en",
     "oh wait she also works weekends at a diner, like 150 more a week, so 750 a week total", 39000),
    ("single_parent", "600 a la semana", "es",
     "ah se me olvidaba, tambien trabaja los sabados en una tienda, como 150 mas, asi que 750 a la semana en total", 39000),
])
def test_a_correction_after_the_result(bench, household, first, lang, text, year):
    turn = after_result(bench, household, first, lang)
    turn = then(turn, text, lang)
    assert proposed(turn).get("agi") == year, turn.reply


# --- answers read at their question (the bench's grading) ---------------------------------------------

@pytest.mark.parametrize("expecting,lang,text,expect", [
    # nothing but the people at home: the household and its size
    ("household", "en", "both my parents and my little brother", {"answers": {"household": "two_parent", "household_size": 4}}),
    ("household", "es", "mis papas y mi hermanita", {"answers": {"household": "two_parent", "household_size": 4}}),
    # digits said in words, one word a digit: kept as "2 1 2 2 4" is, said back with the county
    # (fix44g: a plain answer that can rule no one out; the issue asks no "yes" for it)
    ("zip", "en", "two one two two four", {"answers": {"zip": "21224"}}),
    ("zip", "es", "dos uno siete cero uno", {"answers": {"zip": "21701"}}),
    # a school said with its place, a move here after it: the school's place, read back
    ("high_school", "en", "a high school in Ohio, then we moved to maryland", {"answers": {"high_school": "other"}, "needs_confirm": True}),
    ("high_school", "es", "una escuela en Texas, nos mudamos a maryland este año", {"answers": {"high_school": "other"}, "needs_confirm": True}),
    # only the kind of school, no name nor place: where it is, asked
    ("high_school", "es", "una escuela catolica", {"ask_back": True}),
    ("high_school", "es", "en una escuela publica", {"ask_back": True}),
])
def test_an_answer_read(bench, expecting, lang, text, expect):
    from support import graded
    graded(bench, expecting, text, lang, expect)


# --- questions: the entry answered, or "I don't know" and a person ------------------------------------

@pytest.mark.parametrize("text,topic", [
    # a parent living elsewhere: whose income counts
    ("my dad lives in another town, does his income count too?", "whose_income_divorced"),
    # the limit asked for a kind of household
    ("cual es el limite para los que viven con mama y papa?", "income_limit"),
    ("whats the limit for kids who live with both their parents?", "income_limit"),
    # whether it counts though it gives no credits
    ("y cuenta aunque el curso no sea de creditos?", "noncredit"),
    # another language than the chat's two, senior-year things, another application's fee: no entry
    ("is there someone who speaks haitian creole? my neighbor came with me", None),
    ("hay alguien que hable frances? mi cuñada quiere venir", None),
    ("alguien que hable portugues? mi amiga vino", None),
    ("cuando se encarga la toga", None),
    ("cuanto cuesta la aplicacion de la common app", None),
])
def test_a_question_answered(text, topic):
    from screener.chat import faq
    entry = faq.find(text)
    assert (entry.id if entry is not None else None) == topic


def test_the_question_far_clearer_than_its_story_wins(monkeypatch):
    """The one sentence asking scores its entry far above the whole message's (whose story pulled it
    elsewhere, under the margin): the question's entry."""
    from screener.chat import faq
    entries = faq.load_faq()
    story, asked = entries[0], entries[1]
    monkeypatch.setattr(faq, "_best", lambda norm: (asked, 1.9) if norm == "which schools count" else (story, 0.5))
    entry, margin = faq.search("which schools count? my son did two years abroad")
    assert (entry, margin) == (asked, 1.9)

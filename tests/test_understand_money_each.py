"""How the chat reads money a newcomer found misread (issue #8), one table per class, in both
languages, graded by the bench's own function (tests/chat/README.md's labels) or walked through a
conversation. The wording is ours. Today in the bench is 2026-12-01."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State
from support import ASK
from support import answer
from support import confirm
from support import graded

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}


def at_income(answers: dict, lang: str) -> Conversation:
    """A conversation asking the income, with ``answers`` given before it."""
    return Conversation(State(dict(answers), frozenset(), lang), "agi")


TWO_PARENTS = {"applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
               "hs_completion_date": "2027-06", "college": "howard", "program": "associate", "credits_per_semester": 12,
               "hs_gpa": 3.0, "household": "two_parent", "household_size": 4}


# --- one amount said of each of several earners: times the earners, read back with the sum ----------

@pytest.mark.parametrize("text,lang,expect", [
    ("my mom and dad bring in 70k each", "en", confirm(agi=140000)),
    ("my parents get 3000 a month apiece", "en", confirm(agi=72000)),
    ("mi papá y mi mamá ganan 50 mil cada uno", "es", confirm(agi=100000)),
    ("mis papás sacan 2 mil al mes cada quien", "es", confirm(agi=48000)),
    # the earners can't be told (the bench's household is one parent): asked, never the one amount kept
    # (fix31a, the project lead's decision) "both earn 45,000", "las dos ganan 30 mil" say neither
    # "each" nor "together": whether it is each one's or the two's, asked
    ("both of them earn 45,000", "en", ASK),
    ("las dos ganan 30 mil", "es", ASK),
    ("they make 60k each", "en", ASK),
    ("55k each", "en", ASK),
    ("ganan 60 mil cada uno", "es", ASK),
    # already the total: "together", "entre los dos"; a period's "each" is no earner's
    ("90k both of us together", "en", answer(agi=90000)),
    ("ganamos 90 mil entre los dos", "es", answer(agi=90000)),
])
def test_an_amount_said_each_is_times_the_earners(bench, text, lang, expect):
    graded(bench, "agi", text, lang, expect)


@pytest.mark.parametrize("text,lang,total", [
    ("they make 80k each", "en", 160000),
    ("76k each", "en", 152000),
    ("ganan 80 mil cada uno", "es", 160000),
    ("cada una gana 76 mil", "es", 152000),
])
def test_each_in_a_two_parent_household_is_two_incomes_never_a_false_eligible(text, lang, total):
    turn = respond(at_income(TWO_PARENTS, lang), text, lang, TODAY)
    assert "agi" not in turn.answers and turn.conversation.pending.get("agi") == {"agi": total}, turn.reply
    assert f"${total:,}" in turn.reply  # the sum is shown
    assert turn.assessment is None  # no verdict before the student's "yes"
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["agi"] == total


# --- the answer to the bot's own "how many hours a week?" is hours: the rate said before times them ---

def at_income_from_bench(bench, lang: str) -> Conversation:
    base, seen = bench._base("agi")
    return Conversation(State(dict(base), seen, lang), "agi")


@pytest.mark.parametrize("rate,hours,lang,year", [
    ("my dad gets paid 18 an hour", "35 hours a week", "en", 18 * 35 * 52),
    ("she earns $21 per hour", "about 30", "en", 21 * 30 * 52),
    ("my mom makes 22 an hour", "38 hrs", "en", 22 * 38 * 52),
    ("my mom makes 20 an hour", "forty", "en", 20 * 40 * 52),
    ("mi papá gana 17 dólares la hora", "unas 40 horas a la semana", "es", 17 * 40 * 52),
    ("mi mamá cobra 19 por hora", "32", "es", 19 * 32 * 52),
])
def test_hours_answering_the_hours_question_make_the_year_from_the_rate(bench, rate, hours, lang, year):
    turn = respond(at_income_from_bench(bench, lang), rate, lang, TODAY)
    assert turn.expecting == "agi" and "agi" not in turn.answers and not turn.conversation.pending, turn.reply
    turn = respond(turn.conversation, hours, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": year}, turn.reply  # read back, with the year shown
    assert f"${year:,}" in turn.reply
    assert respond(turn.conversation, YES[lang], lang, TODAY).answers["agi"] == year


@pytest.mark.parametrize("rate,hours,lang,year", [
    ("gano 16 la hora, 8 horas al día", "45 horas", "es", 16 * 45 * 52),
])
def test_hours_of_the_students_own_rate_ask_whether_the_parents_income_is_in_it(bench, rate, hours, lang, year):
    # (fix33p) the student's own rate with its hours said next: the year shown, and whether the
    # parents' income is in it asked, as for the rate and its hours said in one message (§18-3601)
    turn = respond(at_income_from_bench(bench, lang), rate, lang, TODAY)
    turn = respond(turn.conversation, hours, lang, TODAY)
    assert f"${year:,}" in turn.reply and "agi" not in turn.answers, turn.reply
    assert turn.conversation.follow_up.get("k") == "parents" and turn.conversation.follow_up.get("a") == year, turn.reply
    assert respond(turn.conversation, "sí, incluye lo de mis papás", lang, TODAY).answers["agi"] == year


@pytest.mark.parametrize("rate,then,lang,agi", [
    ("my mom makes 22 an hour", "45k", "en", 45000),  # the yearly income instead, as the question offers
    ("mi papá gana 20 la hora", "52 mil al año", "es", 52000),
])
def test_the_yearly_income_instead_of_hours_is_the_income(bench, rate, then, lang, agi):
    turn = respond(at_income_from_bench(bench, lang), rate, lang, TODAY)
    turn = respond(turn.conversation, then, lang, TODAY)
    turn = respond(turn.conversation, YES[lang], lang, TODAY) if turn.conversation.pending else turn
    assert turn.answers["agi"] == agi


# --- a word with no amount answers the question shown, never an income that wasn't asked ------------

OPENINGS = [
    ("my daughter is a senior at Howard High, her dad and I make 170k together", "en"),
    ("mi hijo está en el último año en Howard High, mi esposo y yo ganamos 170 mil entre los dos", "es"),
]


@pytest.mark.parametrize("opening,lang", OPENINGS)
@pytest.mark.parametrize("word", ["none", "nothing", "nada", "first time", "primera vez", "ninguno"])
def test_a_bare_word_at_a_read_back_is_never_an_income(opening, lang, word):
    turn = respond(None, opening, lang, TODAY)
    assert turn.conversation.pending and "agi" not in turn.answers, turn.reply  # facts read back, the income not kept
    turn = respond(turn.conversation, word, lang, TODAY)
    # (the 170k said in the opening is read back, never dropped unsaid: a word adds no other income)
    assert "agi" not in turn.answers and turn.conversation.pending.get("agi", {}).get("agi") in (None, 170000), turn.reply


@pytest.mark.parametrize("text,lang", [("first time", "en"), ("my first year", "en"), ("the 2nd", "en"),
                                       ("primera vez", "es"), ("es la segunda vez", "es")])
def test_an_ordinal_is_no_amount(bench, text, lang):
    graded(bench, "agi", text, lang, ASK)


@pytest.mark.parametrize("text,lang", [("none", "en"), ("nada", "es")])
def test_none_to_the_income_question_itself_is_still_zero(bench, text, lang):
    graded(bench, "agi", text, lang, answer(agi=0))


# --- "six figures" counts digits and names no amount: how much is asked ------------------------------

@pytest.mark.parametrize("text,lang", [("six figures", "en"), ("low six figures", "en"), ("a 6 figure income", "en"),
                                       ("mid-six figures probably", "en"), ("seis cifras", "es"),
                                       ("un sueldo de 6 cifras", "es"), ("cinco cifras", "es")])
def test_a_number_of_figures_is_no_amount(bench, text, lang):
    graded(bench, "agi", text, lang, ASK)

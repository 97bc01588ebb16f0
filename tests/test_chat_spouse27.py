"""A married applicant's income in the chat (our own wording, English and Spanish).

§18-3601 counts the applicant's income with the spouse's when the applicant is married (the
contract's ``agi``: "combined as §18-3601 defines it"; the web form's income hint: "you and your
spouse"). The chat took a married adult's own pay as the household's AGI, with a "likely eligible"
on it, and an opening's "married" beside the age ("I'm 32 and married") was not kept, so the
household was asked again.

- "married" said in a first message (with the age, or "me casé") is read back as the household.
- A married adult's own pay alone is not kept: whether it includes the spouse's is asked; the
  spouse's pay, when given, is added and read back with its parts; "the spouse has no income" or
  "it includes both of us" keeps it as said; "I don't know" leaves it open; never "likely
  eligible" on the student's pay alone.
- A married adult who gives both incomes, or the couple's total, is not asked.
- A single adult's own pay is still asked about the parents' (unchanged).
- A parent writing for the student ("my husband and I make 90k") gives the parents' income: the
  household is two parents, the student is not married, and nothing is asked about a spouse.
"""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State
from support import proposed
from support import talk
from support import then
from test_chat_single import say

TODAY = dt.date(2026, 12, 1)
# An adult years out of a Maryland high school, at the household question's turn
ADULT = {"applicant_type": "new", "prior_degree": "none", "zip": "21044", "in_state_tuition": "yes",
         "high_school": "maryland", "hs_completion_date": "2012-06", "college": "howard", "program": "associate",
         "credits_per_semester": 12, "enrolled_at_md_community_college": False}
# A senior's answers, for a parent writing for the student
SENIOR = {**ADULT, "hs_completion_date": "2027-06", "hs_gpa": 3.2}
YES = {"en": "yes", "es": "sí"}


def at(field: str, lang: str, base=ADULT, for_child: bool = False, **answers) -> Conversation:
    state = {k: v for k, v in {**base, **answers}.items() if v is not None}
    return Conversation(State(state, frozenset(), lang), field, for_child=for_child)




def status(turn) -> str | None:
    a = turn.assessment
    return None if a is None else a.get("status") if isinstance(a, dict) else getattr(a, "status", None)


def finish(turn, lang):
    """Answer the questions left after the income (no other aid, the FAFSA) with yes to read-backs."""
    plain = {"aid_application": {"en": "the FAFSA", "es": "la FAFSA"}[lang], "full_cost_scholarship": "no",
             "dream_act": "no"}
    for _ in range(8):
        if turn.conversation.pending:
            turn = then(turn, YES[lang], lang)
        elif turn.expecting in plain:
            turn = then(turn, plain[turn.expecting], lang)
        else:
            break
    return turn


# --- "married" in a first message ------------------------------------------------------------------
@pytest.mark.parametrize("lang,opening", [
    ("en", "hey, I'm 41 and married, thinking about classes at Howard CC"),
    ("en", "I am 29, married, and I want to finish a degree"),
    ("en", "im a married dad looking at community college"),
    ("es", "buenas, tengo 39 años y soy casado, quiero estudiar en Howard"),
    ("es", "me casé hace poco y quiero volver a estudiar"),
])
def test_married_in_an_opening_is_read_back(lang, opening):
    turn = talk(lang, opening)
    assert proposed(turn).get("household") == "married", turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "married", turn.reply


@pytest.mark.parametrize("lang,opening", [
    ("en", "I'm 19 and my parents are married"),
    ("en", "I'm 30 and not married"),
    ("es", "tengo 20 años y no estoy casada"),
])
def test_no_marriage_of_ones_own_is_not_read_as_married(lang, opening):
    turn = talk(lang, opening)
    assert proposed(turn).get("household") != "married" and turn.answers.get("household") != "married", turn.reply


# --- a married adult's own pay -------------------------------------------------------------------
ASKED = {"en": "include your spouse's income", "es": "incluyen los ingresos de tu esposo o esposa"}
PAY_ASKED = {"en": "How much did your spouse make", "es": "Cuánto ganó tu esposo o esposa"}


@pytest.mark.parametrize("lang,own,amount", [
    ("en", "I bring in about 41k a year", 41000), ("en", "i make 19 an hour, 40 hours a week", 39520),
    ("es", "yo gano como 36 mil al año", 36000), ("es", "gano 1,500 cada quincena", 36000),
])
def test_a_married_adults_own_pay_is_not_kept_alone(lang, own, amount):
    turn = say(at("agi", lang, household="married"), lang, own)
    if turn.conversation.pending:  # a pay per period or per hour read back first
        turn = then(turn, YES[lang], lang)
    assert "agi" not in turn.answers and turn.expecting == "agi", turn.reply
    assert ASKED[lang] in turn.reply and "§18-3601" in turn.reply, turn.reply
    assert turn.conversation.follow_up.get("k") == "spouse"
    assert float(turn.conversation.follow_up["a"]) == amount
    assert status(finish(turn, lang)) != "likely_eligible"


@pytest.mark.parametrize("lang,own,no,spouses,total,named", [
    ("en", "I make about 41k", "no, only mine", "my husband earned roughly 47k", 88000, "husband"),
    ("en", "I earn 38,000", "No, it's just mine", "she made 25 thousand", 63000, "spouse"),
    ("es", "gano unos 33 mil", "no, solo lo mío", "mi esposa ganó 29 mil", 62000, "wife"),
    ("es", "yo gano 40 mil al año", "No, es solo lo mío", "como 52 mil", 92000, "spouse"),
])
def test_the_spouses_pay_is_added_and_read_back(lang, own, no, spouses, total, named):
    turn = say(at("agi", lang, household="married"), lang, own, no)
    assert PAY_ASKED[lang] in turn.reply and "agi" not in turn.answers, turn.reply
    turn = then(turn, spouses, lang)
    assert proposed(turn).get("agi") == total, turn.reply
    assert [p[0] for p in turn.conversation.earners] == ["self", named]
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == total and turn.answers.get("household") == "married", turn.reply


@pytest.mark.parametrize("lang,own,answer,total", [
    ("en", "I make 52k", "my wife is a stay-at-home mom", 52000),
    ("en", "I make 52k", "yes that's both of us together", 52000),
    ("es", "gano 47 mil", "mi esposo no trabaja", 47000),
    ("es", "gano 47 mil", "sí, es lo de los dos", 47000),
])
def test_no_spouse_pay_or_the_couples_total_keeps_the_pay(lang, own, answer, total):
    turn = say(at("agi", lang, household="married"), lang, own, answer)
    assert turn.answers.get("agi") == total or proposed(turn).get("agi") == total, turn.reply


@pytest.mark.parametrize("lang,own,unsure", [
    ("en", "I make 44k", "not sure"), ("es", "gano 44 mil", "no sé"),
])
def test_an_unknown_spouse_income_leaves_the_income_open(lang, own, unsure):
    turn = say(at("agi", lang, household="married"), lang, own, unsure)
    assert "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply
    assert status(finish(turn, lang)) != "likely_eligible"


@pytest.mark.parametrize("lang,own,again", [("en", "I make 44k", "I make 44k"), ("es", "gano 44 mil", "yo gano 44 mil")])
def test_the_own_pay_said_again_asks_the_spouses(lang, own, again):
    turn = say(at("agi", lang, household="married"), lang, own, again)
    assert PAY_ASKED[lang] in turn.reply and "agi" not in turn.answers, turn.reply


@pytest.mark.parametrize("lang,said,total", [
    ("en", "I make 30k and my husband makes 61k", 91000),
    ("en", "we make 83k together", 83000),
    ("es", "mi esposa gana 40 mil y yo 35 mil", 75000),
    ("es", "entre los dos ganamos 66 mil", 66000),
])
def test_a_couples_income_is_not_asked_about(lang, said, total):
    turn = say(at("agi", lang, household="married"), lang, said)
    assert ASKED[lang] not in turn.reply, turn.reply
    assert turn.answers.get("agi") == total or proposed(turn).get("agi") == total, turn.reply


def test_married_opening_then_own_pay_asks_the_spouse():
    turn = talk("en", "hi, I'm 33 and married, can I get the Promise at Howard?")
    turn = then(turn, "yes", "en")
    assert turn.answers.get("household") == "married", turn.reply
    turn = respond(Conversation(State({**ADULT, "household": "married"}, frozenset(), "en"), "agi"),
                   "I make 45k", "en", TODAY)
    assert ASKED["en"] in turn.reply and "agi" not in turn.answers, turn.reply


# --- a single adult: unchanged ------------------------------------------------------------------------
@pytest.mark.parametrize("lang,own", [("en", "I make 23k"), ("es", "gano 23 mil")])
def test_a_single_adults_own_pay_still_asks_the_parents(lang, own):
    turn = say(at("agi", lang, household="single"), lang, own)
    assert turn.conversation.follow_up.get("k") == "parents", turn.reply
    assert ASKED[lang] not in turn.reply and "agi" not in turn.answers


# --- a parent writing for the student --------------------------------------------------------------
@pytest.mark.parametrize("lang,said,total", [
    ("en", "my husband and I make 90k", 90000), ("en", "my wife and I bring in 84k together", 84000),
    ("es", "mi esposo y yo ganamos 60 mil", 60000), ("es", "mi esposa y yo sacamos como 75 mil", 75000),
])
def test_a_parents_spouse_is_the_students_other_parent(lang, said, total):
    turn = say(at("agi", lang, base=SENIOR, for_child=True, household="two_parent"), lang, said)
    assert ASKED[lang] not in turn.reply, turn.reply
    assert turn.answers.get("household") == "two_parent" and proposed(turn).get("household") in (None, "two_parent")
    assert turn.answers.get("agi") == total or proposed(turn).get("agi") == total, turn.reply


@pytest.mark.parametrize("lang,opening", [
    ("en", "my daughter wants to go to Howard CC next fall, my husband and I make 90k"),
    ("en", "I'm asking for my son, he's a senior. My wife and I make 90k"),
    ("es", "mi hija quiere ir a Howard el otoño que viene, mi esposo y yo ganamos 90 mil"),
    ("es", "pregunto por mi hijo que está en el último año, mi esposa y yo ganamos 90 mil"),
])
def test_a_parents_opening_makes_two_parents_not_a_married_student(lang, opening):
    turn = talk(lang, opening)
    assert turn.conversation.for_child, turn.reply
    assert proposed(turn).get("household") != "married" and turn.answers.get("household") != "married", turn.reply
    assert ASKED[lang] not in turn.reply


@pytest.mark.parametrize("lang,own,spouses,again,total", [
    ("en", "I earn 44k", "my husband also makes 31k", "my husband makes 36k", 80000),
    ("es", "gano 27 mil", "mi esposo también gana 41 mil", "mi esposo gana 45 mil", 72000),
])
def test_a_no_to_the_couples_sum_keeps_the_own_pay_and_asks_the_spouses_again(lang, own, spouses, again, total):
    turn = say(at("agi", lang, household="married"), lang, own, spouses)
    assert "agi" in turn.conversation.pending, turn.reply
    turn = then(turn, "no", lang)
    assert PAY_ASKED[lang] in turn.reply and "agi" not in turn.answers, turn.reply
    turn = then(turn, again, lang)
    assert proposed(turn).get("agi") == total, turn.reply


@pytest.mark.parametrize("lang,own,parents,again,total", [
    ("en", "I make 15k", "my parents make 52k", "they make 58k", 73000),
    ("es", "gano 15 mil", "mis papás ganan 52 mil", "ganan 58 mil", 73000),
])
def test_a_no_to_a_single_students_sum_keeps_the_own_pay_too(lang, own, parents, again, total):
    turn = say(at("agi", lang, household="single"), lang, own, "no", parents)
    assert "agi" in turn.conversation.pending, turn.reply
    turn = then(turn, "no", lang)
    assert "agi" not in turn.answers and turn.conversation.follow_up.get("k") == "parents", turn.reply
    turn = then(turn, again, lang)
    assert proposed(turn).get("agi") == total, turn.reply

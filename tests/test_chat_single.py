"""A newcomer's pass on the chat (our own wording, English and Spanish; each test is a class):

- A single applicant's own pay ("I support myself", then "I earn 18k") was kept as the AGI, but
  §18-3601 adds the parents' income to an unmarried applicant's (the contract's ``agi``): whether the
  pay includes the parents' is asked (with why); included or no parents' income: kept as said; only
  the student's: the parents' pay asked and added, the sum read back; "I don't know": left open.
  Never asked of a married student, nor of an income given as the household's.

- "I live with my dad, he makes 45k and I make 12k" at the household: both incomes are added and
  read back, the household one parent's, and its size 2 (only the Spanish took the size).
- A decimal where people are counted ("2.5" at the household's size) got the form's "Enter a
  whole number.": asked back in the chat's voice, the size question put with how to count.
- A small bare number with a household fact after it at the income question ("3, my father moved
  out") was read back as an income of $3,000: which answer the number is for is asked, nothing kept.
- A leading "no" then a yes concluded from a fact at the in-state question ("nah, I'm a US citizen,
  so yeah") was kept as a "No": it is asked back (yes or no), never a "no".
- A yes with a move said beside it ("yes, though we only got here 2 months ago") was kept as a yes
  unasked: a move more recent than the policy's months of domicile is "not sure", read back with
  what decides it; a longer one is a yes, read back.
"""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State

TODAY = dt.date(2026, 12, 1)
BEFORE = {"applicant_type": "new", "prior_degree": "none", "zip": "21044", "in_state_tuition": "yes",
          "high_school": "maryland", "hs_completion_date": "2026-06", "college": "howard", "program": "associate",
          "credits_per_semester": 12, "enrolled_at_md_community_college": False, "hs_gpa": 3.1}


def at(field: str, lang: str, **answers) -> Conversation:
    state = {k: v for k, v in {**BEFORE, **answers}.items() if v is not None}
    return Conversation(State(state, frozenset(), lang), field)


def say(conv, lang, *messages):
    turn = None
    for m in messages:
        turn = respond(conv, m, lang, TODAY)
        conv = turn.conversation
    return turn


# --- a decimal where people are counted ------------------------------------------------------------
@pytest.mark.parametrize("lang,field,said,asked", [
    ("en", "household_size", "2.5", "How many people live in your household?"),
    ("en", "household", "4.5", "How many people live in your household?"),
    ("en", "household_size", "maybe 3.5 of us", "How many people live in your household?"),
    ("es", "household_size", "2,5", "¿Cuántas personas viven en tu hogar?"),
    ("es", "household", "3.5", "¿Cuántas personas viven en tu hogar?"),
])
def test_a_decimal_count_of_people_is_asked_back_kindly(lang, field, said, asked):
    answers = {"household": "single_parent"} if field == "household_size" else {}
    turn = say(at(field, lang, **answers), lang, said)
    assert "Enter a whole number" not in turn.reply and "número entero, sin decimales" not in turn.reply, turn.reply
    assert asked in turn.reply and turn.expecting == "household_size", turn.reply
    assert "household_size" not in turn.answers
    turn = say(turn.conversation, lang, "3")
    assert turn.answers.get("household_size") == 3, turn.reply


# --- a small count with a household fact, at the income question ----------------------------------
@pytest.mark.parametrize("lang,said", [
    ("en", "3, my father moved out years ago"), ("en", "5 me my grandma and my two sisters"),
    ("en", "2, my folks are separated"),
    ("es", "3, mi papá ya no vive con nosotros"), ("es", "4 mi mamá, mis dos hermanos y yo"),
])
def test_a_small_count_beside_a_household_fact_is_no_income(lang, said):
    turn = say(at("agi", lang, household="single_parent"), lang, said)
    assert "agi" not in turn.answers and not turn.conversation.pending, turn.reply
    assert turn.expecting == "agi"


@pytest.mark.parametrize("lang,said,amount", [
    ("en", "38k, my father moved out years ago", 38000), ("es", "38 mil, mi papá ya no vive con nosotros", 38000),
])
def test_an_income_beside_a_household_fact_is_still_read(lang, said, amount):
    turn = say(at("agi", lang, household="single_parent"), lang, said)
    assert turn.answers.get("agi") == amount or any(
        u.get("agi") == amount for u in turn.conversation.pending.values() if isinstance(u, dict)), turn.reply


# --- a "no" then a yes, at the in-state question ---------------------------------------------------
@pytest.mark.parametrize("lang,said", [
    ("en", "nah, I'm a US citizen, so yeah"), ("en", "no i am a citizen"), ("en", "nope, born here so yes"),
    ("es", "no, soy ciudadana, entonces sí"), ("es", "no, somos ciudadanos así que sí"),
])
def test_a_no_then_a_yes_is_asked_back(lang, said):
    turn = say(at("in_state_tuition", lang, in_state_tuition=None), lang, said)
    assert "in_state_tuition" not in turn.answers and not turn.conversation.pending, turn.reply
    assert turn.expecting == "in_state_tuition"
    assert {"en": "both a yes and a no", "es": "un sí y un no"}[lang] in turn.reply, turn.reply
    turn = say(turn.conversation, lang, {"en": "yes", "es": "sí"}[lang])
    assert turn.answers.get("in_state_tuition") == "yes", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "no im not a citizen"), ("es", "no soy ciudadano")])
def test_a_status_denied_is_still_no_yes(lang, said):
    turn = say(at("in_state_tuition", lang, in_state_tuition=None), lang, said)
    assert turn.answers.get("in_state_tuition") != "yes"
    assert "both a yes" not in turn.reply and "un sí y un no" not in turn.reply, turn.reply


# --- a yes beside a recent move ---------------------------------------------------------------------
@pytest.mark.parametrize("lang,said,value", [
    ("en", "yes, though we only got here from Delaware 2 months ago", "unsure"),
    ("en", "yeah but I just moved here", "unsure"),
    ("en", "yes but we moved from Ohio 7 months ago", "yes"),
    ("es", "sí, pero llegamos de Pennsylvania hace 2 meses", "unsure"),
    ("es", "sí, aunque nos mudamos de Texas hace 8 meses", "yes"),
])
def test_a_yes_beside_a_move_is_read_back(lang, said, value):
    turn = say(at("in_state_tuition", lang, in_state_tuition=None), lang, said)
    assert "in_state_tuition" not in turn.answers, turn.reply
    assert turn.conversation.pending.get("in_state_tuition") == {"in_state_tuition": value}, turn.reply


# --- a single student's own pay: the parents' income asked ----------------------------------------
YES = {"en": "yes", "es": "sí"}


@pytest.mark.parametrize("lang,said", [
    ("en", "I earn 18k a year"), ("en", "i got paid like 18 thousand last year"), ("es", "yo gano 18 mil al año"),
])
def test_a_single_students_own_pay_asks_for_the_parents(lang, said):
    turn = say(at("agi", lang, household="single"), lang, said)
    assert "agi" not in turn.answers and not turn.conversation.pending, turn.reply
    assert turn.expecting == "agi" and "§18-3601" in turn.reply, turn.reply
    assert len(turn.quick_replies) == 4


@pytest.mark.parametrize("lang,answer", [
    ("en", "yeah that's with my parents included"), ("en", "both my parents passed away"),
    ("en", "I'm a ward of the court"), ("en", "My parents have no income, or I have no parents"),
    ("es", "sí, ya incluye lo de mis papás"), ("es", "mis papás no trabajan"), ("es", "estuve en foster care"),
])
def test_the_pay_is_kept_when_the_parents_are_in_it_or_have_none(lang, answer):
    turn = say(at("agi", lang, household="single"), lang, {"en": "I earn 18k a year", "es": "yo gano 18 mil al año"}[lang], answer)
    assert turn.answers.get("agi") == 18000, turn.reply


@pytest.mark.parametrize("lang,apart,theirs", [
    ("en", "nope only mine", "they made around 52k"), ("en", "No, it's just mine", "52000"),
    ("es", "no, nada más el mío", "ellos ganan 52 mil"), ("es", "No, es solo lo mío", "52 mil"),
])
def test_the_parents_pay_is_added_and_read_back(lang, apart, theirs):
    turn = say(at("agi", lang, household="single"), lang, {"en": "I earn 18k a year", "es": "yo gano 18 mil al año"}[lang], apart)
    assert "agi" not in turn.answers and turn.expecting == "agi", turn.reply
    turn = say(turn.conversation, lang, theirs)
    assert turn.conversation.pending.get("agi") == {"agi": 70000}, turn.reply
    assert "$18,000" in turn.reply and "$52,000" in turn.reply
    turn = say(turn.conversation, lang, YES[lang])
    assert turn.answers.get("agi") == 70000, turn.reply


@pytest.mark.parametrize("lang,first,then", [
    ("en", "I earn 18k a year", "idk"), ("es", "yo gano 18 mil al año", "no sé"),
])
def test_not_knowing_leaves_the_income_open(lang, first, then):
    turn = say(at("agi", lang, household="single"), lang, first, then)
    assert "agi" not in turn.answers and turn.expecting != "agi" and not turn.conversation.pending, turn.reply


@pytest.mark.parametrize("lang,household,said", [
    ("en", "married", "I earn 18k a year"), ("en", "single", "18k"), ("en", "single", "my parents and I make 18k together"),
    ("es", "married", "yo gano 18 mil al año"), ("es", "single", "mis papás ganan 18 mil"),
])
def test_no_such_question_for_a_spouse_nor_a_households_income(lang, household, said):
    turn = say(at("agi", lang, household=household), lang, said)
    # (a married student's own pay is asked about the spouse's income instead: tests/test_chat_spouse27.py)
    assert turn.conversation.follow_up.get("k") != "parents", turn.reply
    assert household == "married" or "§18-3601" not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "I'm 19 and on my own, I earn 18k a year"), ("es", "tengo 19 años y me mantengo sola, gano 18 mil al año"),
])
def test_said_with_the_household_the_pay_is_asked_about_too(lang, said):
    turn = say(at("household", lang), lang, said)
    assert turn.answers.get("household") == "single" or turn.conversation.pending, turn.reply
    if turn.conversation.pending:
        turn = say(turn.conversation, lang, YES[lang])
    assert "agi" not in turn.answers and "§18-3601" in turn.reply, turn.reply


# --- one parent's pay and the student's, with the household ---------------------------------------
@pytest.mark.parametrize("lang,said", [
    ("en", "I live with my dad, he makes 45k and I make 12k"),
    ("es", "vivo con mi papá, él gana 45 mil y yo gano 12 mil"),
])
def test_one_parents_pay_and_the_students_are_added_with_the_household(lang, said):
    turn = say(at("household", lang), lang, said)
    assert turn.answers.get("household") == "single_parent" or \
        turn.conversation.pending.get("_because", {}).get("household") == "single_parent", turn.reply
    assert turn.answers.get("household_size") == 2, turn.reply
    assert turn.conversation.pending.get("agi") == {"agi": 57000}, turn.reply
    turn = say(turn.conversation, lang, YES[lang])
    assert turn.answers.get("agi") == 57000 and turn.answers.get("household") == "single_parent", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "I earn 18k a year"), ("es", "yo gano 18 mil al año")])
def test_the_own_pay_said_again_is_kept_as_said_never_added_to_itself(lang, said):
    turn = say(at("agi", lang, household="single"), lang, said, said)
    assert turn.answers.get("agi") == 18000, turn.reply


@pytest.mark.parametrize("lang,answer,total", [
    ("en", "including my parents it comes to 64k", 64000), ("es", "incluyendo a mis papás son unos 64 mil", 64000),
])
def test_a_total_with_the_parents_said_is_read_back(lang, answer, total):
    turn = say(at("agi", lang, household="single"), lang, {"en": "I earn 18k a year", "es": "yo gano 18 mil al año"}[lang], answer)
    assert turn.conversation.pending.get("agi") == {"agi": total}, turn.reply

"""A number or a short answer at a question that asks two things, or at a question for another
field (multi23), each a class in both languages. Our own wording.

1. A figure written as a GPA ("3.0", "2,5") at the program-and-credits question or the credits
   question is never a credit count: the GPA is read back, no credits kept (a wrong "not
   eligible": 3 credits ruled the student out).
2. A credit count under the minimum said before the program is read back, never kept unasked
   ("3" at the program-and-credits question; it was kept, or read as the third program).
3. A program with a number alone after it ("asociado en negocios, 12", "nursing, 15"): the
   number is the credits asked with it, never lost.
4. A single figure at the read-back of the household ("2") is never the income ($2,000): a count
   that fits the household is its size, read back; else the yes or no is asked again.
5. An amount said alone at a question no number answers ("120000" at in-state tuition) is the
   income, read back (it was "Sorry, I didn't understand that"); never a year or a ZIP code.
6. A number that another answer names with its cue ("somos 4", "my gpa is 3.1") at the credits
   or the GPA question is that answer's, never this question's too.
7. Credits and a GPA said at the income question are never an amount ($18.40, $12,000).
"""
import pytest

from screener.chat.engine import respond
from support import CHAT_SO_FAR
from support import proposed
from support import waiting

DAY = __import__("datetime").date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
BEFORE_PROGRAM = {k: v for k, v in CHAT_SO_FAR.items() if k not in ("program", "credits_per_semester")}
BEFORE_CREDITS = {**BEFORE_PROGRAM, "program": "associate"}
BEFORE_HOUSEHOLD = {**CHAT_SO_FAR, "enrolled_at_md_community_college": False, "hs_gpa": 3.4}
BEFORE_AGI = {**BEFORE_HOUSEHOLD, "household": "single_parent"}


# --- 1. a GPA-shaped figure is never a credit count ----------------------------------------------

@pytest.mark.parametrize("lang,expecting,text,gpa", [
    ("en", "program", "3.0", 3.0),
    ("en", "program", "4.00", 4.0),
    ("en", "credits_per_semester", "3.0", 3.0),
    ("en", "credits_per_semester", "4.0", 4.0),
    ("es", "program", "3,0", 3.0),
    ("es", "program", "3.0", 3.0),
    ("es", "credits_per_semester", "3,0", 3.0),
    ("es", "credits_per_semester", "4,0", 4.0),
])
def test_a_gpa_shaped_figure_is_never_credits(lang, expecting, text, gpa):
    before = BEFORE_PROGRAM if expecting == "program" else BEFORE_CREDITS
    turn = waiting(before, expecting, text, lang)
    assert "credits_per_semester" not in turn.answers and "credits_per_semester" not in proposed(turn), turn.reply
    assert proposed(turn).get("hs_gpa") == gpa, turn.reply
    kept = respond(turn.conversation, YES[lang], lang, DAY)
    assert "credits_per_semester" not in kept.answers and kept.answers.get("hs_gpa") == gpa, kept.reply
    assert kept.assessment is None or kept.assessment.get("status") != "likely_ineligible", kept.reply


@pytest.mark.parametrize("lang,text", [("en", "4.5 credits"), ("es", "4,5 créditos")])
def test_a_decimal_said_with_credits_stays_credits_at_the_credits_question(lang, text):
    turn = waiting(BEFORE_CREDITS, "credits_per_semester", text, lang)
    assert "hs_gpa" not in proposed(turn), turn.reply


# --- 2. credits under the minimum before the program: read back ----------------------------------

@pytest.mark.parametrize("lang,text,credits", [
    ("en", "3", 3),
    ("en", "three", 3),
    ("en", "4 credits", 4),
    ("es", "3", 3),
    ("es", "tres", 3),
    ("es", "4 créditos", 4),
])
def test_credits_under_the_minimum_before_the_program_are_read_back(lang, text, credits):
    turn = waiting(BEFORE_PROGRAM, "program", text, lang)
    assert "credits_per_semester" not in turn.answers, turn.reply
    assert proposed(turn).get("credits_per_semester") == credits and "program" not in proposed(turn), turn.reply


# --- 3. a program, then a number alone: the credits ------------------------------------------

@pytest.mark.parametrize("lang,text,program,credits", [
    ("en", "associate in business, 12", "associate", 12),
    ("en", "associate degree and 15", "associate", 15),
    ("en", "nursing, 15", None, 15),
    ("en", "12, nursing", None, 12),
    ("es", "asociado en negocios, 12", "associate", 12),
    ("es", "un título de asociado y 15", "associate", 15),
    ("es", "enfermería, 15", None, 15),
    ("es", "12, enfermería", None, 12),
])
def test_a_number_alone_after_the_program_is_the_credits(lang, text, program, credits):
    turn = waiting(BEFORE_PROGRAM, "program", text, lang)
    got = {**turn.answers, **proposed(turn)}
    assert got.get("credits_per_semester") == credits, turn.reply
    assert got.get("program") == program, turn.reply


@pytest.mark.parametrize("lang,text", [("en", "associate, 3"), ("es", "asociado, 3")])
def test_credits_under_the_minimum_after_the_program_are_read_back(lang, text):
    turn = waiting(BEFORE_PROGRAM, "program", text, lang)
    assert "credits_per_semester" not in turn.answers and proposed(turn).get("credits_per_semester") == 3, turn.reply


# --- 4. a single figure at the household read-back ------------------------------------------

HOUSEHOLD_READ_BACK = {"en": "my mom and my stepdad", "es": "mi mamá y mi padrastro"}


@pytest.mark.parametrize("lang,figure,size", [
    ("en", "2", None),
    ("en", "4", 4),
    ("en", "5", 5),
    ("es", "2", None),
    ("es", "4", 4),
    ("es", "5", 5),
])
def test_a_figure_at_the_household_read_back_is_never_the_income(lang, figure, size):
    first = waiting(BEFORE_HOUSEHOLD, "household", HOUSEHOLD_READ_BACK[lang], lang)
    assert proposed(first).get("household") == "two_parent", first.reply  # (the premise: read back)
    turn = respond(first.conversation, figure, lang, DAY)
    assert "agi" not in proposed(turn) and "agi" not in turn.answers, turn.reply
    assert proposed(turn).get("household") == "two_parent", turn.reply
    assert proposed(turn).get("household_size") == size, turn.reply


# --- 5. an amount alone at a question no number answers: the income, read back --------------------

@pytest.mark.parametrize("lang,expecting,text,agi", [
    ("en", "in_state_tuition", "120000", 120000),
    ("en", "in_state_tuition", "$45,000", 45000),
    ("en", "enrolled_at_md_community_college", "60k", 60000),
    ("en", "household", "120000", 120000),
    ("es", "in_state_tuition", "120000", 120000),
    ("es", "in_state_tuition", "45 mil", 45000),
    ("es", "enrolled_at_md_community_college", "60 mil", 60000),
    ("es", "household", "120000", 120000),
])
def test_an_amount_alone_at_another_question_is_the_income_read_back(lang, expecting, text, agi):
    before = {"in_state_tuition": BEFORE_PROGRAM, "enrolled_at_md_community_college": CHAT_SO_FAR,
              "household": BEFORE_HOUSEHOLD}[expecting]
    before = {k: v for k, v in before.items() if k != expecting}
    turn = waiting(before, expecting, text, lang)
    assert "agi" not in turn.answers and proposed(turn).get("agi") == agi, turn.reply
    kept = respond(turn.conversation, YES[lang], lang, DAY)
    assert kept.answers.get("agi") == agi and kept.conversation.expecting is not None, kept.reply


@pytest.mark.parametrize("lang,text", [("en", "2008"), ("en", "21044"), ("es", "2008"), ("es", "21044")])
def test_a_year_or_a_zip_alone_is_never_the_income(lang, text):
    turn = waiting({k: v for k, v in BEFORE_PROGRAM.items() if k != "in_state_tuition"}, "in_state_tuition", text, lang)
    assert "agi" not in proposed(turn) and "agi" not in turn.answers, turn.reply


# --- 6. a number another answer names, at a number question ------------------------------------

@pytest.mark.parametrize("lang,expecting,text,wrong", [
    ("en", "credits_per_semester", "we are 4 and my mom makes 40k", 4),
    ("en", "credits_per_semester", "my gpa is 3.1 and my mom makes 45k", 3.1),
    ("en", "hs_gpa", "we are 4 and my mom makes 40k", 4),
    ("es", "credits_per_semester", "somos 4 y mi mamá gana 40 mil", 4),
    ("es", "credits_per_semester", "mi promedio es 3.1 y mi mamá gana 45 mil", 3.1),
    ("es", "hs_gpa", "somos 4 y mi mamá gana 40 mil", 4),
])
def test_a_number_another_answer_names_is_not_this_questions(lang, expecting, text, wrong):
    before = BEFORE_CREDITS if expecting == "credits_per_semester" else \
        {k: v for k, v in BEFORE_HOUSEHOLD.items() if k != "hs_gpa"}
    turn = waiting(before, expecting, text, lang)
    got = {**turn.answers, **proposed(turn)}
    assert got.get(expecting) != wrong, turn.reply
    assert got.get("agi") in (40000, 45000), turn.reply  # (the other facts still read)


# --- 7. credits and a GPA at the income question: never an amount --------------------------------

@pytest.mark.parametrize("lang,text", [
    ("en", "3.4 and 15 credits"),
    ("en", "12 credits, nursing"),
    ("en", "gpa 3.2 and 12 credits"),
    ("es", "3.4 y 15 créditos"),
    ("es", "12 créditos, enfermería"),
    ("es", "promedio 3.2 y 12 créditos"),
])
def test_credits_and_a_gpa_at_the_income_question_are_never_an_amount(lang, text):
    turn = waiting(BEFORE_AGI, "agi", text, lang)
    assert "agi" not in proposed(turn) and "agi" not in turn.answers, turn.reply

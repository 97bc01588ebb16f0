"""Chat readings of the fix29a round, each a class in both languages (our own wording):

1. A bare five-digit number that is a Maryland ZIP code, said at the income question with no word
   of money, is never kept as an income: which one it is is asked (with a "$", it is the income).
2. A number below zero ("gpa -3", "-90000", "negativo 5") is no answer: said plainly, nothing kept.
3. Markup ("<script>…") and a number of ten digits or more are said plainly, and every answer kept
   so far stays (twice in a row, the question is left open, as for any message not understood).
4. A bare number where a number can answer is that answer, never a button's place: "2" to "full-time
   or part-time?" is 2 credits (part-time), "3" to "Which one is wrong?" of a GPA read back is a GPA.
5. "per month" said alone after a small pay's read-back, another question waiting, changes its period.
6. Divorced parents' pay said at the household question keeps the pay of the parent lived with.
7. A tuition typed under $100 as a bare number in the chat: the web form's check (asked back, or read in
   thousands and read back).
"""
import pytest

from screener.chat.engine import respond
from support import BEFORE_INCOME
from support import CHAT_SO_FAR
from support import INCOME_DAY
from support import at_income
from support import at_income_said
from support import income_read_back
from support import proposed
from support import then
from support import waiting

BEFORE_GPA = {k: v for k, v in CHAT_SO_FAR.items()}
BEFORE_HOUSEHOLD = {**CHAT_SO_FAR, "hs_gpa": 3.0}


# --- 1. a Maryland ZIP code alone at the income question -------------------------------------------

@pytest.mark.parametrize("lang,said", [("en", "21044"), ("en", "20906"), ("es", "21044"), ("es", "es 20783")])
def test_a_maryland_zip_alone_at_the_income_is_asked_about(lang, said):
    # (no ZIP code kept yet: since fix29d a ZIP kept stays kept, and one said again is no new fact)
    answers = {k: v for k, v in BEFORE_INCOME.items() if k not in ("zip", "college")} | {"household": "two_parent", "county": "howard"}
    turn = waiting(answers, "agi", said, lang)
    assert "agi" not in turn.answers and income_read_back(turn) is None, turn.reply
    # (asked which it is, or read back as the ZIP code: the number shown, never an income)
    assert said.split()[-1] in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said,value", [("en", "$21,044", 21044), ("en", "21044 a year", 21044),
                                             ("es", "$21,044 al año", 21044), ("en", "45000", 45000)])
def test_an_amount_said_as_money_is_still_the_income(lang, said, value):
    turn = at_income_said("two_parent", lang, said)
    assert turn.answers.get("agi") == value or income_read_back(turn) == value, turn.reply


# --- 2. numbers below zero -------------------------------------------------------------------------

@pytest.mark.parametrize("lang,field,said", [
    ("en", "hs_gpa", "gpa -3"), ("en", "hs_gpa", "-3.2"), ("es", "hs_gpa", "mi promedio es -3"),
    ("en", "agi", "-90000"), ("en", "agi", "i make -45k"), ("es", "agi", "negativo 5000"),
    ("en", "credits_per_semester", "-6 credits"), ("es", "credits_per_semester", "-12"),
])
def test_a_negative_number_is_no_answer(lang, field, said):
    answers = {k: v for k, v in {**BEFORE_HOUSEHOLD, "household": "two_parent", "household_size": 4}.items() if k != field}
    turn = waiting(answers, field, said, lang)
    assert turn.expecting == field, turn.reply
    assert field not in turn.answers and field not in proposed(turn), turn.reply
    assert {k: v for k, v in turn.answers.items() if k in answers} == answers
    assert "negative" in turn.reply or "negativo" in turn.reply


@pytest.mark.parametrize("lang,said", [("en", "gpa -3"), ("es", "promedio -3")])
def test_a_negative_gpa_in_an_opening_is_not_kept(lang, said):
    from support import talk

    turn = talk(lang, said)
    assert "hs_gpa" not in turn.answers and "hs_gpa" not in proposed(turn), turn.reply


@pytest.mark.parametrize("said", ["40-50k", "2019 - 2023", "20874-3312"])
def test_a_range_or_a_zip_plus_four_is_no_negative_number(said):
    from screener.chat import understand

    assert not understand.negative_number(said)


# --- 3. markup and huge numbers -------------------------------------------------------------------

@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("field", ["applicant_type", "hs_gpa", "credits_per_semester", "agi", "household_size"])
@pytest.mark.parametrize("said,words", [("<script>alert(1)</script>", ("<script>",)), ("1234567890", ("big", "grande")),
                                        ("$1,234,567,890", ("big", "grande")), ("my gpa is 1234567890", ("big", "grande"))])
def test_markup_and_huge_numbers_are_said_plainly_and_keep_everything(lang, field, said, words):
    answers = {} if field == "applicant_type" else \
        {k: v for k, v in {**BEFORE_HOUSEHOLD, "household": "two_parent", "household_size": 4}.items() if k != field}
    turn = then(waiting(answers, field, "", lang), said, lang)
    assert turn.expecting == field, turn.reply
    assert any(w in turn.reply for w in words), turn.reply
    assert "out of 100" not in turn.reply and "sobre 100" not in turn.reply and "5 d" not in turn.reply
    assert turn.answers == answers or {k: v for k, v in turn.answers.items() if k in answers} == answers
    assert not proposed(turn)
    turn = then(turn, said, lang)  # (twice in a row: left open, as any message not understood; nothing lost)
    assert {k: v for k, v in turn.answers.items() if k in answers} == answers and field not in turn.answers


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_huge_number_keeps_a_read_back_waiting(lang):
    turn = waiting({k: v for k, v in BEFORE_HOUSEHOLD.items() if k != "hs_gpa"}, "hs_gpa",
                   "my mom makes 40k" if lang == "en" else "mi mamá gana 40 mil", lang)
    assert proposed(turn).get("agi") == 40000
    turn = then(turn, "1234567890", lang)
    assert proposed(turn).get("agi") == 40000, turn.reply
    # (fix41n) a second message in a row answering nothing drops the read-back and asks its question plainly (a
    # read-back is never put more than twice in a row): nothing is kept unconfirmed
    for said in ("-5000", "<script>alert(1)</script>"):
        turn = then(turn, said, lang)
        assert "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply


# --- 4. a bare number where a number can answer ----------------------------------------------------

RENEWING = {"applicant_type": "renewal", "prior_degree": "none", "zip": "21044", "county": "howard", "in_state_tuition": "yes",
            "high_school": "maryland", "hs_completion_date": "2024-06", "college": "howard", "program": "associate",
            "credits_per_semester": 12, "cc_gpa": 3.1, "credits_completed_last_semester": 12, "satisfactory_progress": True,
            "first_enrolled": "2024-08"}  # (fix32i: full- or part-time is asked only when it decides)


@pytest.mark.parametrize("lang,said,status", [("en", "1", "part_time"), ("en", "2", "part_time"), ("en", "9", "part_time"),
                                              ("en", "15", "full_time"), ("es", "1", "part_time"), ("es", "doce", "full_time")])
def test_a_bare_number_to_full_or_part_time_is_credits(lang, said, status):
    asked = waiting(dict(RENEWING), "enrollment_status", "", lang)
    assert asked.expecting == "enrollment_status"
    turn = then(asked, said, lang)
    assert proposed(turn).get("enrollment_status") == status, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "3"), ("es", "3"), ("es", "tres")])
def test_a_bare_number_to_which_one_is_wrong_of_a_gpa_is_the_gpa(lang, said):
    turn = waiting(dict(BEFORE_GPA), "hs_gpa", "2", lang)
    assert proposed(turn).get("hs_gpa") == 2
    turn = then(turn, "no", lang)
    turn = then(turn, said, lang)
    assert turn.answers.get("hs_gpa") == 3 or proposed(turn).get("hs_gpa") == 3, turn.reply
    assert turn.answers.get("program") == "associate", turn.reply  # the third fact listed, never dropped for the "3"


# --- 5. a pay period said alone after a small pay -------------------------------------------------

@pytest.mark.parametrize("lang,pay,period,year", [
    ("en", "my mom makes 1200", "per month", 14400), ("en", "my dad makes 1500", "every two weeks", 39000),
    ("es", "mi mamá gana 1200", "al mes", 14400), ("es", "mi papá gana 1500", "cada dos semanas", 39000),
])
@pytest.mark.parametrize("field", ["household", "hs_gpa"])
def test_a_period_said_after_a_small_pay_read_back_changes_it(lang, pay, period, year, field):
    answers = {k: v for k, v in BEFORE_HOUSEHOLD.items() if k != field}
    turn = waiting(answers, field, pay, lang)
    assert proposed(turn).get("agi") is not None, turn.reply
    turn = then(turn, period, lang)
    assert income_read_back(turn) == year, turn.reply
    assert turn.expecting == field


@pytest.mark.parametrize("lang,period,year", [("en", "per month", 14400), ("es", "al mes", 14400), ("en", "monthly", 14400)])
def test_a_period_said_after_a_small_income_kept_changes_it(lang, period, year):
    turn = at_income_said("two_parent", lang, "1200", period)
    assert income_read_back(turn) == year, turn.reply
    turn = then(turn, "yes" if lang == "en" else "sí", lang)
    assert turn.answers.get("agi") == year, turn.reply


def test_a_period_with_another_number_is_not_taken_alone():
    turn = waiting({k: v for k, v in BEFORE_HOUSEHOLD.items() if k != "hs_gpa"}, "hs_gpa", "my mom makes 1200", "en")
    turn = then(turn, "3.5 per month", "en")
    assert income_read_back(turn) != 3.5 * 12 and income_read_back(turn) != 14400, turn.reply


# --- 6. divorced parents' pay at the household question -------------------------------------------

# (fix46k, a newcomer's finding: the FAFSA counts the parent who gave more financial support, which
# the web and the FAQ say; the chat asks which parent, and that parent's pay is read back)
@pytest.mark.parametrize("lang,said,agi,which", [
    ("en", "my parents are divorced, my mom makes 40k and my dad 60k, i live with my mom", 40000, "my mom"),
    ("en", "my parents are separated, my mom makes 30k and my dad makes 50k, i live with my dad", 50000, "my dad"),
    ("en", "my parents are divorced, i live with my mom, she makes 70k, my dad makes 80k", 70000, "my mom"),
    ("es", "mis papás están divorciados, mi mamá gana 40 mil y mi papá 60 mil, vivo con mi mamá", 40000, "mi mamá"),
    ("es", "mis papás están separados, vivo con mi papá, mi mamá gana 30 mil y mi papá gana 50 mil", 50000, "mi papá"),
])
def test_divorced_parents_pay_at_the_household_keeps_the_lived_with_parents(lang, said, agi, which):
    answers = {k: v for k, v in BEFORE_HOUSEHOLD.items()}
    turn = waiting(answers, "household", said, lang)
    assert proposed(turn).get("agi") is None and "agi" not in turn.answers, turn.reply  # which parent asked
    turn = then(turn, which, lang)
    assert proposed(turn).get("agi") == agi, turn.reply
    assert "agi" not in turn.answers  # read back, never kept unasked
    turn = then(turn, "yes" if lang == "en" else "sí", lang)
    assert turn.answers.get("agi") == agi and turn.answers.get("household") == "single_parent", turn.reply


@pytest.mark.parametrize("lang,said,agi", [
    ("en", "my parents are divorced, my mom makes 40k and my dad 60k, i live with my mom", 40000),
    ("es", "mis papás están divorciados, mi mamá gana 40 mil y mi papá 60 mil, vivo con mi mamá", 40000),
])
def test_divorced_parents_pay_at_the_income_keeps_the_lived_with_parents(lang, said, agi):
    turn = at_income_said("single_parent", lang, said)
    assert income_read_back(turn) is None  # (fix46k) which parent gave more support asked first
    assert income_read_back(then(turn, "my mom" if lang == "en" else "mi mamá", lang)) == agi


# --- 7. the tuition typed under $100 in the chat: the web form's check ------------------------------

@pytest.mark.parametrize("lang,said,asked", [("en", "3.2", "$3,200"), ("es", "3,2", "$3,200")])
def test_a_decimal_tuition_under_100_is_asked_back(lang, said, asked):
    turn = waiting(dict(BEFORE_HOUSEHOLD, household="two_parent", agi=60000, aid_application="fafsa",
                        full_cost_scholarship=False, prior_degree="none"), "tuition", said, lang)
    assert "tuition" not in turn.answers and not proposed(turn), turn.reply
    assert asked in turn.reply


@pytest.mark.parametrize("lang,said,value", [("en", "3", 3000), ("es", "4", 4000)])
def test_a_whole_tuition_under_100_is_read_in_thousands_and_read_back(lang, said, value):
    turn = waiting(dict(BEFORE_HOUSEHOLD, household="two_parent", agi=60000, aid_application="fafsa",
                        full_cost_scholarship=False, prior_degree="none"), "tuition", said, lang)
    assert "tuition" not in turn.answers and proposed(turn).get("tuition") == value, turn.reply


@pytest.mark.parametrize("lang,said,which", [("en", "we are 4, me my mom and my dad", "3"), ("es", "somos 4, yo mi mamá y mi papá", "tres")])
def test_a_bare_number_to_which_one_is_wrong_of_a_household_is_its_size(lang, said, which):
    turn = waiting(dict(BEFORE_HOUSEHOLD), "household", said, lang)
    assert proposed(turn).get("household_size") == 4, turn.reply
    turn = then(then(turn, "no", lang), which, lang)
    assert proposed(turn).get("household_size") == 3 and proposed(turn).get("household") == "two_parent", turn.reply

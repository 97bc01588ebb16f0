"""Chat readings of the fix31e round, each a class in both languages (our own wording):

1. A value corrected as "X, not Y" with words after it ("it's 2.9 not 2.5, my portal says so",
   "son 3.0 no 2.2, lo revisé"): X is the value meant, the one taken back (Y) is never read, also
   when X is the answer already kept (before, X was taken as restated and Y read back in its
   place, to a wrong "not eligible"): GPA, income, credits, household size.
2. One person's pay said twice, as a base (or a rate by the week or month) and as the year's total
   that includes it ("with the overtime", "con las propinas", "last year it came to", "el año
   pasado fueron"): the total read back, never the two added; two earners' pay still added. Three
   amounts each an earner's (one parent's pay in two parts) are added, the sum shown, read back.
"""
import pytest

from support import at_income_said
from support import chat_so_far
from support import income_read_back
from support import proposed
from support import waiting

YES = {"en": "yes", "es": "sí"}
RENEWED = {"applicant_type": "renewal", "prior_degree": "none", "in_state_tuition": "yes", "program": "associate",
           "credits_per_semester": 12, "cc_gpa": 3.0, "credits_completed_last_semester": 12, "satisfactory_progress": True,
           "first_enrolled": "2025-08", "enrollment_status": "full_time", "household": "single_parent", "household_size": 3,
           "agi": 31000, "aid_application": "fafsa", "full_cost_scholarship": False, "college": "howard", "zip": "21044",
           "county": "howard"}


# --- 1. "X, not Y" with words after: X meant, Y never read ------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "oops it is 3.0 not 2.2, I double checked on the college website"),
    ("es", "ay perdón son 3.0 no 2.2, ya lo revisé en la página del colegio"),
    ("en", "we're 3 not 5, I counted my cousins by mistake earlier"),
    ("es", "somos 3 no 5, conté a mis primos sin querer"),
    ("en", "it's 31000 not 13000, I swapped the digits when I typed it"),
    ("es", "son 31000 no 13000, me equivoqué al escribir los números"),
])
def test_value_kept_restated_takes_nothing_back(lang, said):
    turn = waiting(RENEWED, None, said, lang)
    assert all(RENEWED.get(k) == v for k, v in proposed(turn).items() if k != "gpa_scale"), turn.reply  # at most read back again
    assert all(turn.answers.get(k) == v for k, v in RENEWED.items()), turn.answers


@pytest.mark.parametrize("lang,said,field,value", [
    ("en", "oops it is 2.7 not 3.0, I double checked on the college website", "cc_gpa", 2.7),
    ("es", "perdón son 2.7 no 3.0, ya lo revisé en la página del colegio", "cc_gpa", 2.7),
    ("en", "it's 9 credits not 12, my schedule got changed by my counselor", "credits_per_semester", 9),
    ("es", "son 9 créditos no 12, la consejera me cambió el horario esta semana", "credits_per_semester", 9),
])
def test_value_meant_read_back_before_words(lang, said, field, value):
    turn = waiting(RENEWED, None, said, lang)
    assert proposed(turn).get(field) == value, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "3.4 not 4.3, I typed it backwards on my phone"),
    ("es", "3.4 no 4.3, lo escribí al revés en el celular"),
])
def test_gpa_meant_at_its_question(lang, said):
    answers = {k: v for k, v in chat_so_far(3.0).items() if k != "hs_gpa"}
    turn = waiting(answers, "hs_gpa", said, lang)
    assert (proposed(turn).get("hs_gpa") or turn.answers.get("hs_gpa")) == 3.4, turn.reply


# --- 2. a year's total that includes the other amount: the total ----------------------------------------

@pytest.mark.parametrize("lang,said,total", [
    ("en", "his salary is about 54000 but with the bonuses he made 60000 last year", 60000),
    ("en", "she gets paid 800 a week, last year it came to around 36k", 36000),
    ("es", "mi papá gana 900 a la semana cuando hay chamba, el año pasado sacó como 38 mil", 38000),
    ("es", "su sueldo base es 40 mil pero con las horas extras fueron 47 mil", 47000),
])
def test_year_total_with_its_part_is_the_income(lang, said, total):
    turn = at_income_said("single_parent", lang, said)
    assert income_read_back(turn) == total, turn.reply
    assert "agi" not in turn.answers


@pytest.mark.parametrize("lang,said,total", [
    ("en", "my mom makes 2500 a month and my dad made 40k last year", 70000),
    ("es", "mi mamá gana 2 mil al mes y mi papá sacó 40 mil el año pasado", 64000),
])
def test_two_earners_year_total_still_added(lang, said, total):
    turn = at_income_said("two_parent", lang, said)
    assert income_read_back(turn) == total, turn.reply


@pytest.mark.parametrize("lang,said,total", [
    ("en", "dad makes 52k, mom worked till march, she made 9k then plus 4k unemployment", 65000),
    ("es", "mi papá gana 52 mil, mi mamá trabajó hasta marzo, ganó 9 mil y aparte 4 mil de desempleo", 65000),
])
def test_three_earned_amounts_added(lang, said, total):
    turn = at_income_said("two_parent", lang, said)
    assert income_read_back(turn) == total, turn.reply
    assert "agi" not in turn.answers

"""Chat readings of the fix31e round, each a class in both languages (our own wording):

1. A value corrected as "X, not Y" with words after it ("it's 2.9 not 2.5, my portal says so",
   "son 3.0 no 2.2, lo revisé"): X is the value meant, the one taken back (Y) is never read, also
   when X is the answer already kept (before, X was taken as restated and Y read back in its
   place, to a wrong "not eligible"): GPA, income, credits, household size.
"""
import pytest

from support import chat_so_far
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


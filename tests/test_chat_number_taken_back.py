"""A number corrected at a yes/no question is no "no" (dev20's wrong "not eligible": "oops i make
34k not 43k, typo" at the in-state tuition question was read back as "In-state tuition: No").
The correction is read; the question's answer is not taken from its "not"."""
import pytest

from support import pending_values
from support import waiting

SO_FAR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland"}


@pytest.mark.parametrize("lang,message", [
    ("en", "oops i make 34k not 43k, typo"),
    ("en", "sorry it's 34000 not 43000"),
    ("es", "perdón gano 34 mil no 43"),
    ("es", "gano 34k no 43k jaja"),
    ("es", "espera son 34000 no 43000, me equivoque"),
])
def test_a_number_taken_back_answers_no_yes_no_question(lang, message):
    turn = waiting(SO_FAR, "in_state_tuition", message, lang)
    said = {**turn.answers, **pending_values(turn)}
    assert said.get("in_state_tuition") is None, turn.reply

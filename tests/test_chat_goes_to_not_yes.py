""""va a …" (is going to) is no "va" (OK): a newcomer's finding, "va a ir a Montgomery College"
at the in-state tuition question kept "Matrícula estatal: Sí" unasked, a rule's yes from words
that say nothing of it. "va" alone stays a yes."""
import pytest

from support import pending_values
from support import waiting

SO_FAR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2027-06", "zip": "20902"}


@pytest.mark.parametrize("message", ["va a ir a Montgomery College", "va a ir a Montgomery College tiempo completo",
                                     "mi hija va al college de montgomery", "va pa montgomery college"])
def test_going_to_a_college_is_no_yes_to_in_state(message):
    turn = waiting(SO_FAR, "in_state_tuition", message, "es")
    assert turn.answers.get("in_state_tuition") != "yes" and pending_values(turn).get("in_state_tuition") != "yes", turn.reply


@pytest.mark.parametrize("lang,message", [("es", "va"), ("es", "sí, va"), ("en", "yes")])
def test_va_alone_is_still_a_yes(lang, message):
    turn = waiting(SO_FAR, "in_state_tuition", message, lang)
    assert turn.answers.get("in_state_tuition") == "yes", turn.reply

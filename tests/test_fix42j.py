"""fix42j: a negated "we live here" and a yes beside another fact's "no" at the in-state question.

"no vivimos aquí" read back "In-state: Yes" (its "no" taken for one set apart, "no, vivimos aquí"),
"ya no vivimos aquí" was a "yes and no"; "sí vivimos aquí, no tengo otras becas" with the other aid
already answered read back "In-state: No" (a wrong "not eligible" from a "sí").

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import proposed
from support import waiting

SO_FAR = {"applicant_type": "new", "prior_degree": "none", "hs_completion_date": "2027-06", "high_school": "maryland",
          "zip": "20906", "college": "montgomery", "county": "montgomery"}


def _in_state(turn):
    return turn.answers.get("in_state_tuition") or proposed(turn).get("in_state_tuition")


@pytest.mark.parametrize("lang, message, value", [
    ("es", "no vivimos aquí", "no"),
    ("es", "no vivimos en Maryland", "no"),
    ("es", "ya no vivimos aquí", "no"),
    ("es", "ya no vivimos en Maryland", "no"),
    ("en", "we don't live here anymore", "no"),  # guard
    ("en", "we don't live in Maryland", "no"),  # guard
    ("en", "no we don't live here", "no"),  # guard
    ("es", "sí vivimos aquí", "yes"),  # guard
    ("es", "no, vivimos aquí", "yes"),  # guard: a "no" set apart, then the home here
    ("en", "yes we live here", "yes"),  # guard
])
def test_home_here_denied(lang, message, value):
    turn = waiting(SO_FAR, "in_state_tuition", message, lang)
    assert _in_state(turn) == value, turn.reply
    if value == "no":
        assert "in_state_tuition" not in turn.answers, turn.reply  # read back, never kept unasked


@pytest.mark.parametrize("lang, message, answered", [
    ("es", "sí vivimos aquí, no tengo otras becas", True),
    ("es", "sí vivimos aquí, no tiene otras becas", True),
    ("en", "yes we live here, no he doesn't have any other scholarships", True),
    ("en", "yes we live here, no he doesn't have any other scholarships", False),
    ("en", "yes we live here, I don't have other scholarships", True),  # guard
    ("es", "sí vivimos aquí, no tengo otras becas", False),
])
def test_yes_beside_the_other_aids_no(lang, message, answered):
    so_far = {**SO_FAR, "full_cost_scholarship": "false"} if answered else SO_FAR
    turn = waiting(so_far, "in_state_tuition", message, lang)
    assert turn.answers.get("in_state_tuition") == "yes", turn.reply
    full = turn.answers.get("full_cost_scholarship") or proposed(turn).get("full_cost_scholarship")
    assert full in ("false", False), turn.reply


@pytest.mark.parametrize("lang, message", [
    ("es", "sí, no"),  # guard: a yes and a no, nothing else: asked back
    ("es", "no"),  # guard
    ("en", "no"),  # guard
])
def test_own_no_still_counts(lang, message):
    turn = waiting({**SO_FAR, "full_cost_scholarship": "false"}, "in_state_tuition", message, lang)
    assert _in_state(turn) != "yes", turn.reply

"""fix43f: answers that also deny or add something (chat).

1. Gig work said beside an amount ("I make about 30k, I do doordash") at the in-state tuition
   question: its "I do" was read as that question's yes ("In-state tuition: Yes" read back, or kept
   for "I do doordash"). The "I do" of gig work done (understand._DOES_GIG) is no yes.
2. At the full-cost question, a yes said of something else beside no other aid at all ("yes I'll
   be full time, no other scholarships", "sí, sin otras becas") was asked again, the reply lost:
   no other aid pays no full cost, "No" read back.
3. After the result, "yes" and "ok thanks" answer no question nobody asked (guard rows only).
"""
import pytest

from support import chat_done
from support import chat_so_far
from support import proposed
from support import then
from support import waiting

BEFORE_IN_STATE = {k: v for k, v in chat_so_far(3.5).items() if k != "in_state_tuition"}
AT_FULL_COST = {**chat_so_far(3.5), "agi": 60000, "aid_application": "fafsa"}
DONE = chat_done(chat_so_far(3.5))


# --- 1. "I do doordash" is work done, no yes ------------------------------------------------------

@pytest.mark.parametrize("lang,message", [
    ("en", "I make about 30k, I do doordash"),
    ("en", "I do uber, make about 30k"),
    ("en", "I do doordash"),
    ("en", "we do instacart, like 40k a year"),  # guard
    ("es", "I do doordash, gano como 30 mil"),  # (said in English in a Spanish chat)
    ("es", "hago doordash, como 30 mil"),  # guard
    ("es", "hago doordash, gano como 30 mil"),  # guard
])
def test_gig_work_done_is_no_in_state_yes(lang, message):
    turn = waiting(BEFORE_IN_STATE, "in_state_tuition", message, lang)
    assert "in_state_tuition" not in proposed(turn)
    assert "in_state_tuition" not in turn.answers


@pytest.mark.parametrize("lang,message", [
    ("en", "I do"),  # guard
    ("en", "yes I do, I make 30k"),  # guard
    ("en", "I do, I make 30k doing doordash"),  # guard
    ("es", "sí, gano 30 mil"),  # guard
    ("es", "sí"),  # guard
])
def test_a_yes_beside_pay_is_still_a_yes(lang, message):
    turn = waiting(BEFORE_IN_STATE, "in_state_tuition", message, lang)
    assert {**proposed(turn), **turn.answers}.get("in_state_tuition") == "yes"


# --- 2. a yes of something else beside no other aid ---------------------------------------------

@pytest.mark.parametrize("lang,message", [
    ("en", "yes I'll be full time, no other scholarships"),
    ("en", "yes, no other scholarships"),
    ("en", "yeah no other scholarships"),
    ("es", "sí, sin otras becas"),
    ("es", "sí, sin becas"),
    ("es", "sí, voy de tiempo completo, no tengo otras becas"),  # guard
])
def test_yes_beside_no_other_aid_is_no_read_back(lang, message):
    turn = waiting(AT_FULL_COST, "full_cost_scholarship", message, lang)
    assert proposed(turn) == {"full_cost_scholarship": False}
    assert "full_cost_scholarship" not in turn.answers
    done = then(turn, "yes" if lang == "en" else "sí", lang)
    assert done.answers.get("full_cost_scholarship") is False


@pytest.mark.parametrize("lang,message,kept,asked", [
    ("es", "sí, no tengo otras becas", False, False),  # guard
    ("en", "no", False, False),  # guard
    ("en", "yes I have pell", None, True),  # guard: aid named, the full cost asked
    ("es", "sí, tengo una beca", None, True),  # guard
    ("en", "yes full ride, no other scholarships", None, False),  # guard: a full ride is the yes, read back
])
def test_full_cost_nearby_unchanged(lang, message, kept, asked):
    turn = waiting(AT_FULL_COST, "full_cost_scholarship", message, lang)
    assert turn.answers.get("full_cost_scholarship") is kept
    if asked:
        assert proposed(turn) == {} and turn.expecting == "full_cost_scholarship"
    if message.startswith("yes full ride"):
        assert proposed(turn) == {"full_cost_scholarship": True}


# --- 3. after the result, a yes answers nothing ----------------------------------------------------

@pytest.mark.parametrize("lang,messages", [
    ("en", ("yes", "ok thanks")),  # guard
    ("en", ("yeah", "no")),  # guard
    ("es", ("sí", "ok gracias")),  # guard
    ("es", ("no", "vale")),  # guard
])
def test_yes_after_the_result_changes_nothing(lang, messages):
    turn = waiting(DONE, None, messages[0], lang)
    for m in messages[1:]:
        turn = then(turn, m, lang)
    assert dict(turn.answers) == DONE
    assert proposed(turn) == {} and turn.expecting is None
    assert turn.assessment.get("status") == "likely_eligible"

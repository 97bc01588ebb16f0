"""fix47i: "I have …" is no yes, and a "no" that answers a relative's fact is no "no" (a newcomer's findings).

1. At "Do you qualify for in-state tuition?", "I have a student visa", "I have two kids", "i have a
   job", "I have no parents" were kept as "In-state tuition: Yes" with no read-back (a false "likely
   eligible" with a student visa); at "already at a community college?" "I have a job" was read back as
   "Yes". Cause: "i have" is a yes of a subject and its verb (vocab.YES, understand._AUX_YES); a thing
   had after it was only a "plan" (read back), and a short answer to a choice question is plain, so the
   read-back was dropped. Now a thing had after "I have" (understand._THING_HAD) is no yes at all:
   nothing kept, the question asked again. "no tengo papás" (a thing not had) was read back as "No".
2. A parent writing: "no, his dad doesn't live with us, he lives in virginia" read back "In-state
   tuition: No" beside "you most likely do qualify"; a "yes" ruled the son out. The "no" set apart
   echoes the relative's fact after it (understand._relative_no_echoed): no answer, the aside taken
   and the in-state question asked again.
Guards: "yes", "I have in state", "I have lived here all my life", "no", "no, we live in virginia"
("no" read back as before), a plain "no" at the enrolled question.
"""
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import waiting

BEFORE_IN_STATE = {k: v for k, v in CHAT_SO_FAR.items()
                   if k in ("applicant_type", "prior_degree", "high_school", "zip", "county", "college")}
PAST_GRAD = {**CHAT_SO_FAR, "hs_completion_date": "2025-06"}


def _said(turn, field):
    """Return the value ``turn`` kept or read back for ``field`` (None: neither)."""
    return proposed(turn).get(field, turn.answers.get(field))


# 1. A thing had (or not had) said at the in-state question: no yes, no "no"; asked again
@pytest.mark.parametrize("lang,message", [
    ("en", "I have a student visa"),
    ("en", "I have two kids"),
    ("en", "i have a job"),
    ("en", "I have no parents"),
    ("en", "I have an F-1 visa"),
    ("en", "I have a green card"),
    ("es", "no tengo papás"),
    ("es", "no tengo hijos"),
    ("es", "tengo una visa de estudiante"),
])
def test_thing_had_is_no_answer_to_in_state(lang, message):
    turn = waiting(BEFORE_IN_STATE, "in_state_tuition", message, lang)
    assert _said(turn, "in_state_tuition") is None, (turn.reply, proposed(turn), turn.answers)
    assert turn.conversation.expecting == "in_state_tuition", turn.reply


# 1. The same at "Are you already taking classes at a community college?"
@pytest.mark.parametrize("lang,message", [
    ("en", "I have a job"),
    ("en", "I have two kids"),
    ("es", "tengo trabajo"),
])
def test_thing_had_is_no_answer_to_enrolled(lang, message):
    turn = waiting(PAST_GRAD, "enrolled_at_md_community_college", message, lang)
    assert _said(turn, "enrolled_at_md_community_college") is None, (turn.reply, proposed(turn))


# 2. A "no" set apart before a relative's fact: no answer, the in-state question asked again
@pytest.mark.parametrize("lang,message", [
    ("en", "no, his dad doesn't live with us, he lives in virginia"),
    ("es", "no, su papá no vive con nosotros, vive en virginia"),
    ("en", "no, her mom doesn't live here"),
    ("es", "no, mi papá no vive aquí"),
])
def test_relatives_no_is_no_answer(lang, message):
    turn = waiting(BEFORE_IN_STATE, "in_state_tuition", message, lang)
    assert _said(turn, "in_state_tuition") != "no", (turn.reply, proposed(turn))
    assert turn.conversation.expecting == "in_state_tuition", turn.reply


# Guards: answers that must keep working
@pytest.mark.parametrize("lang,qid,so_far,message,value", [
    ("en", "in_state_tuition", BEFORE_IN_STATE, "yes", "yes"),  # guard
    ("es", "in_state_tuition", BEFORE_IN_STATE, "sí", "yes"),  # guard
    ("en", "in_state_tuition", BEFORE_IN_STATE, "I have in state", "yes"),  # guard
    ("en", "in_state_tuition", BEFORE_IN_STATE, "I have lived here all my life", "yes"),  # guard
    ("es", "in_state_tuition", BEFORE_IN_STATE, "sí tengo", "yes"),  # guard
    ("en", "in_state_tuition", BEFORE_IN_STATE, "no", "no"),  # guard
    ("es", "in_state_tuition", BEFORE_IN_STATE, "no", "no"),  # guard
    ("en", "in_state_tuition", BEFORE_IN_STATE, "no, my parents and I don't live in maryland", "no"),  # guard
    ("es", "in_state_tuition", BEFORE_IN_STATE, "no tengo", "no"),  # guard
    ("en", "enrolled_at_md_community_college", PAST_GRAD, "yes", True),  # guard
    ("es", "enrolled_at_md_community_college", PAST_GRAD, "no", False),  # guard
])
def test_guards(lang, qid, so_far, message, value):
    turn = waiting(so_far, qid, message, lang)
    assert _said(turn, qid) == value, (turn.reply, proposed(turn), turn.answers)

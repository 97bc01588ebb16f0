"""Shorter chats (issue #8: "median messages to a result for a typical senior ≤ 12"), by class, in
both languages: a read-back the issue doesn't ask for costs a message. A choice named first with a
reason after it that says the same ("the One-App, since I can't file the FAFSA") is a plain answer to
the question asked, kept at once; a reason with doubt in it, the FAFSA denied with no choice named,
or an answer that rules the student out is still read back first."""
import pytest

from support import chat_so_far
from support import proposed
from support import waiting

AT_AID = {**chat_so_far(3.1), "agi": 60000}


# --- a choice named first, and a reason that agrees: kept, no read-back ------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "the one app because we cant do the fafsa"),
    ("en", "one-app since i can not file a fafsa"),
    ("en", "one app cuz we cant do a fafsa"),
    ("es", "la one app porque no podemos llenar la fafsa"),
    ("es", "el one app ya que no puedo hacer la fafsa"),
    ("es", "one app porque no pude hacer la fafsa"),
])
def test_a_choice_named_first_with_a_reason_that_agrees_is_kept(lang, said):
    turn = waiting(AT_AID, "aid_application", said, lang)
    assert not turn.conversation.pending, turn.reply
    assert turn.answers.get("aid_application") == "one_app", turn.reply
    assert turn.expecting == "dream_act", turn.reply


# --- guards: still read back (doubt, nothing named first, a ruling-out choice) ------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "the one app because im not sure about the fafsa"),
    ("en", "the one app because maybe we cant do the fafsa"),
    ("en", "not the fafsa, we cant"),
    ("es", "la one app porque no se si puedo hacer la fafsa"),
    ("es", "la one app porque tal vez no podemos hacer la fafsa"),
    ("es", "la fafsa no, no podemos"),
])
def test_a_reason_with_doubt_or_no_choice_named_is_read_back(lang, said):
    turn = waiting(AT_AID, "aid_application", said, lang)
    assert turn.conversation.pending or "aid_application" not in turn.answers, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "none because we cant do the fafsa"),
    ("es", "ninguna porque no podemos hacer la fafsa"),
])
def test_no_application_with_a_reason_is_never_kept_unasked(lang, said):
    turn = waiting(AT_AID, "aid_application", said, lang)
    assert turn.conversation.pending and "aid_application" in proposed(turn), turn.reply
    assert "aid_application" not in turn.answers and turn.assessment is None, turn.reply

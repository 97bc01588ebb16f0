"""A correction that denies the value given before, named with its unit, then says the value
meant bare ("not 15 credits, only 3", "no son 15 créditos, solo voy a tomar 3"): the value
meant is in the unit of the denied one. Once the result is shown it was an FAQ reply and the
old 15 credits stood (dev10: a "likely eligible" kept for a student taking 3 credits); now the
new value is read back, as it rules the student out, and screened after the "yes"."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.numbers import self_corrected
from test_chat_newcomer_findings import converse
from test_understand_leftovers import TO_RESULT

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}


@pytest.mark.parametrize("lang,said", [
    ("en", "sorry, it's not 15 credits, I can only do 4 because of my job"),
    ("en", "not 15 credits, 4"),
    ("es", "perdón, no son 15 créditos, nada más puedo tomar 4 por el trabajo"),
    ("es", "no son 15 créditos, son 4"),
])
def test_a_denied_load_of_credits_then_a_bare_number_changes_the_credits(lang, said):
    turn = converse(TO_RESULT[lang], lang)
    assert turn.assessment is not None and turn.answers["credits_per_semester"] == 15
    turn = respond(turn.conversation, said, lang, TODAY)
    assert turn.conversation.pending.get("credits_per_semester") == {"credits_per_semester": 4}, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["credits_per_semester"] == 4, turn.reply
    assert turn.assessment is not None and turn.assessment["status"] == "likely_ineligible", turn.reply


@pytest.mark.parametrize("said,meant", [
    ("not 12 credits, 9", "9 credits"), ("no son 5 clases, son 3", "3 clases"),
    ("its not 45k its 52k", "52k"), ("no es 3.0 es 3.4", "3.4"), ("not 12 credits, 9 credits", "9 credits"),
])
def test_the_value_meant_takes_the_unit_of_the_denied_one(said, meant):
    assert self_corrected(said) == meant

"""A graduation year said with two digits after "en el" / "in" beside its verb (issue #8, dev16),
in both languages: "terminé la prepa en el 18", "graduated back in 17": that year, June assumed,
read back (as "class of '18" is). A count after "in" ("in 6 months", "en 12 meses") is no year,
nor a grade left in ("me salí en el 11").
The wording is ours. Today in the bench is 2026-12-01."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State

TODAY = dt.date(2026, 12, 1)
SO_FAR = {"applicant_type": "new", "prior_degree": "none", "zip": "21044", "county": "howard", "in_state_tuition": "yes",
          "high_school": "maryland"}


def at_graduation(text: str, lang: str):
    return respond(Conversation(State(dict(SO_FAR), frozenset(), lang), "hs_completion_date"), text, lang, TODAY)


@pytest.mark.parametrize("text,lang,month", [
    ("terminé la prepa en el 18", "es", "2018-06"),
    ("me gradué allá por el 16", "es", "2016-06"),
    ("saqué el GED en el 22", "es", "2022-06"),
    ("graduated back in 17", "en", "2017-06"),
    ("finished high school in 15", "en", "2015-06"),
])
def test_a_two_digit_year_beside_a_graduation_is_read_back(text, lang, month):
    turn = at_graduation(text, lang)
    assert "hs_completion_date" not in turn.answers, turn.reply
    assert turn.conversation.pending.get("hs_completion_date") == {"hs_completion_date": month}, turn.reply


@pytest.mark.parametrize("text,lang", [("I graduate in 6 months", "en"), ("termino en 12 meses", "es"),
                                       ("me salí en el 11, no terminé", "es"), ("I left in 10, never finished", "en")])
def test_a_count_after_in_is_no_year(text, lang):
    turn = at_graduation(text, lang)
    assert "hs_completion_date" not in turn.answers and "hs_completion_date" not in turn.conversation.pending, turn.reply

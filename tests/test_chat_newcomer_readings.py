"""A newcomer's readings of the chat (issue #8), each a class in both languages: formatting typed
around an answer ("**3.5**", "<b>sí</b>") is taken off before anything is read."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.chat.understand import unformatted
from screener.flow import State

TODAY = dt.date(2026, 12, 1)
NEW = {"applicant_type": "new"}


def at(answers: dict, expecting: str, message: str, lang: str):
    conv = Conversation(State(dict(answers), lang=lang), expecting=expecting)
    return respond(conv, message, lang, TODAY)


def kept_or_read_back(turn) -> dict:
    got = dict(turn.answers)
    for update in turn.conversation.pending.values():
        got.update(update)
    return got


# --- formatting marks around an answer ----------------------------------------------------------

@pytest.mark.parametrize("typed,plain", [
    ("*yes*", "yes"), ("**3.5**", "3.5"), ("_no_", "no"), ("`20774`", "20774"), ("<b>yes</b>", "yes"),
    ("<STRONG>sí</STRONG>", "sí"), ("<i>no</i>", "no"), ("**_claro_**", "claro"), ("__first time__", "first time"),
    ("my gpa is **3.25**, zip `21230`", "my gpa is 3.25, zip 21230"), ("<em>treinta mil</em>", "treinta mil"),
    # not formatting: left as typed
    ("3*4*5", "3*4*5"), ("my_user_name", "my_user_name"), ("3.5*", "3.5*"), ("~~40k~~ 48k", "~~40k~~ 48k"),
    ("<script>alert(1)</script>", "<script>alert(1)</script>"), ("5 * 12", "5 * 12"),
])
def test_formatting_marks_are_taken_off(typed, plain):
    assert unformatted(typed) == plain


@pytest.mark.parametrize("lang,expecting,typed,field,value", [
    ("en", "hs_gpa", "<b>3.6</b>", "hs_gpa", 3.6),
    ("en", "hs_gpa", "**3.6**", "hs_gpa", 3.6),
    ("es", "hs_gpa", "<strong>3.6</strong>", "hs_gpa", 3.6),
    ("en", "zip", "<code>21230</code>", "zip", "21230"),
    ("es", "zip", "<b>21230</b>", "zip", "21230"),
    ("en", "household_size", "<i>4</i>", "household_size", 4),
    ("es", "household_size", "<em>cuatro</em>", "household_size", 4),
])
def test_an_answer_in_formatting_tags_is_read(lang, expecting, typed, field, value):
    turn = at(NEW, expecting, typed, lang)
    assert kept_or_read_back(turn).get(field) == value, turn.reply
    assert turn.conversation.transcript[-2] == ("user", typed)  # the transcript keeps what was typed


@pytest.mark.parametrize("lang,typed", [("en", "<b>yes</b>"), ("en", "*yep*"), ("es", "<i>sí</i>"), ("es", "**claro**")])
def test_a_formatted_yes_confirms_a_read_back(lang, typed):
    turn = at(NEW, "hs_completion_date", "class of 2027", lang)
    assert turn.conversation.pending, turn.reply
    turn = respond(turn.conversation, typed, lang, TODAY)
    assert turn.answers.get("hs_completion_date", "").startswith("2027"), turn.reply

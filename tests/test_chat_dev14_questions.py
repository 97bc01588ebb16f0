"""dev14's wrong verdict, two classes in both languages: a question opened by an interjection or a
connector ("oye y…", "hey so…") is a question, answered as one, and nothing is read from it as an
answer; the name of Maryland's aid application ("One App", "One-App", "MD One App") is never the
number 1 (at the credits question it was read back as 1 credit, and a "yes" ruled the student out)."""
import datetime as dt

import pytest

from screener.chat import faq
from screener.chat.engine import respond
from screener.chat.numbers import in_digits
from screener.chat.session import Conversation
from screener.chat.session import State
from screener.chat.understand import spoken_number

TODAY = dt.date(2026, 12, 1)
SO_FAR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
          "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "howard", "program": "associate"}


def asked(expecting: str, message: str, lang: str):
    answers = {k: v for k, v in SO_FAR.items() if k != expecting}
    turn = respond(Conversation(State(dict(answers), lang=lang), expecting=expecting), message, lang, TODAY)
    return answers, turn


# --- a question opened by an interjection or a connector ----------------------------------------

@pytest.mark.parametrize("said,asks", [
    ("oye y puedo tomar solo 6?", True), ("ah pues necesito llenar la fafsa?", True), ("ey tengo que vivir aquí?", True),
    ("y entonces cuánto tiempo dura?", True),
    ("hey so does 9 count?", True), ("oh and can I take just 6?", True), ("ok and do I need the fafsa?", True),
    # an answer with a "?" after an opener stays an unsure answer
    ("y 12?", False), ("um 3.0?", False), ("ok 15?", False), ("pues 9 creo?", False), ("and 3.2 i think?", False),
])
def test_a_question_word_after_an_opener_asks(said, asks):
    assert faq.asks_inside(said) is asks


@pytest.mark.parametrize("lang,expecting,said", [
    ("es", "credits_per_semester", "oye y puedo tomar 6 nomás?"),
    ("es", "credits_per_semester", "ah y tengo que llenar la fafsa primero?"),
    ("en", "credits_per_semester", "hey so does 9 count?"),
    ("en", "credits_per_semester", "oh and can I only take 6?"),
])
def test_a_question_after_an_opener_is_answered_and_nothing_is_read_from_it(lang, expecting, said):
    answers, turn = asked(expecting, said, lang)
    assert expecting not in turn.answers, turn.reply
    assert expecting not in turn.conversation.pending, turn.reply


# --- "One App" is a name, never a number ---------------------------------------------------------

@pytest.mark.parametrize("said", ["the one app", "the One-App", "MD One App", "la one app", "la One App de MHEC"])
def test_the_one_app_is_no_number(said):
    assert "1" not in in_digits(said, "en") and "1" not in in_digits(said, "es")
    assert spoken_number(said, "en") is None and spoken_number(said, "es") is None


@pytest.mark.parametrize("said,number", [("one class", 1), ("una clase", 1), ("one more app and 12", 1)])
def test_one_elsewhere_is_still_a_number(said, number):
    assert spoken_number(said, "en") == number


@pytest.mark.parametrize("lang,expecting,said", [
    ("es", "credits_per_semester", "oye y necesito la fafsa o la one app?"),
    ("es", "credits_per_semester", "pues necesito llenar la fafsa o la one app?"),
    ("es", "credits_per_semester", "la one app"),
    ("es", "household_size", "hicimos la MD One App"),
    ("en", "credits_per_semester", "and what about the one app?"),
    ("en", "credits_per_semester", "hey and is the one app enough?"),
    ("en", "credits_per_semester", "the One-App"),
    ("en", "household_size", "we did the MD one app"),
])
def test_the_one_app_is_never_read_as_one(lang, expecting, said):
    answers, turn = asked(expecting, said, lang)
    assert turn.answers.get(expecting) != 1, turn.reply
    assert (turn.conversation.pending.get(expecting) or {}).get(expecting) != 1, turn.reply

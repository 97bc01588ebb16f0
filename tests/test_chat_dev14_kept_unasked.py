"""dev14's values kept unasked, each a class in both languages: a question opened by an apology or
an interjection, without a "?" ("sorry what's the one app exactly", "perdón qué es la fafsa"), is
answered, never read as the application named; a GPA scale named as "the 4 point scale" is the
scale, never a GPA of 4.0; an amount in thousands and hundreds ("3 mil 900", "3 thousand 900") at
the tuition question is the whole amount, never its thousands alone."""
import datetime as dt

import pytest

from screener.chat import faq
from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.chat.session import State
from screener.chat.understand import scale_alone

TODAY = dt.date(2026, 12, 1)
SO_FAR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
          "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "howard", "program": "associate",
          "credits_per_semester": 12, "hs_gpa": 3.0, "household": "single_parent", "household_size": 2, "agi": 40000,
          "aid_application": "fafsa", "full_cost_scholarship": False}


def asked(expecting: str, message: str, lang: str):
    answers = {k: v for k, v in SO_FAR.items() if k != expecting}
    return respond(Conversation(State(dict(answers), lang=lang), expecting=expecting), message, lang, TODAY)


# --- a question after an apology, no "?" ----------------------------------------------------------

@pytest.mark.parametrize("said,asks", [
    ("sorry whats the one app exactly", True), ("wait how much does it pay", True), ("oh which one do most people file", True),
    ("perdón qué es la fafsa", True), ("disculpe cuál es la diferencia entre las dos", True), ("oye cuánto dan", True),
    ("sorry who knows", False), ("so how about 12", False), ("ok que sea 12", False),
    ("pues donde vivo es Howard", False), ("sorry, 12 credits", False),
])
def test_a_question_word_after_an_apology_asks(said, asks):
    assert faq.plainly_asks(said) is asks


@pytest.mark.parametrize("lang,said", [("en", "sorry whats the one app exactly"), ("en", "wait what does fafsa stand for"),
                                       ("es", "perdón qué es la fafsa"), ("es", "oye cuál es la diferencia entre la fafsa y la one app")])
def test_a_question_at_the_aid_question_keeps_no_application(lang, said):
    turn = asked("aid_application", said, lang)
    assert "aid_application" not in turn.answers, turn.reply
    assert "aid_application" not in turn.conversation.pending, turn.reply


# --- "the 4 point scale" ------------------------------------------------------------------------

@pytest.mark.parametrize("said,scale", [("the 4 point scale", "4"), ("a 5.0 scale", "5"), ("its the 4-pt scale", "4"),
                                        ("the 100 point scale", "100"), ("3.5 on a 4 point scale", None), ("3.2", None)])
def test_a_scale_named_before_scale_is_the_scale(said, scale):
    assert scale_alone(said) == scale


@pytest.mark.parametrize("lang,said,scale", [("en", "the 4 point scale", 4), ("en", "our school uses a 5 point scale", 5),
                                             ("es", "usan la escala de 4 puntos", 4)])
def test_the_scale_alone_is_no_gpa(lang, said, scale):
    turn = asked("hs_gpa", said, lang)
    assert "hs_gpa" not in turn.answers, turn.reply
    assert float(turn.answers.get("gpa_scale", 0)) == scale, turn.reply


# --- thousands and hundreds at the tuition question ---------------------------------------------

@pytest.mark.parametrize("lang,said,amount", [("es", "como 4 mil 300 al año", 4300), ("es", "unos 2 mil 750", 2750),
                                              ("en", "about 4 thousand 300 a year", 4300), ("en", "3 thousand 150", 3150)])
def test_tuition_in_thousands_and_hundreds_is_the_whole_amount(lang, said, amount):
    turn = asked("tuition", said, lang)
    kept = turn.answers.get("tuition") or (turn.conversation.pending.get("tuition") or {}).get("tuition")
    assert kept == amount, turn.reply

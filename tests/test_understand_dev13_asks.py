"""Failure classes found on the dev13 tuning set (issue #8) in the reader's questions and
corrections, one table row per class and language, in our own words."""
import pytest

from screener.chat.engine import respond
from test_understand import ASKED
from test_understand import READ_BACK
from test_understand import TODAY
from test_understand import YES
from test_understand import check_reading
from test_understand_choice_classes import say


# A question whose question word stands inside it, after a topic or a connector ("and in
# college, what's the GPA I …?", "y ya en la universidad k promedio …?"), at a yes/no
# question: answered as a question, never read as that question's "yes" or "no" (dev13: read
# back as "other aid covers full cost: yes", a wrong verdict once confirmed)
QUESTIONS_INSIDE = [
    ("full_cost_scholarship", "es", "y ya estando en el college k promedio debo tener?", "renewal_gpa"),
    ("full_cost_scholarship", "es", "ya despues en la universidad cuántos créditos tengo que pasar?", "credits_minimum"),
    ("full_cost_scholarship", "en", "ya ok and once at the college whats the gpa i gotta keep?", "renewal_gpa"),
    ("in_state_tuition", "en", "yeah and later on which gpa i need to keep?", "renewal_gpa"),
    ("in_state_tuition", "es", "si bueno y en el college q promedio hay que mantener?", "renewal_gpa"),
]


@pytest.mark.parametrize("expecting,lang,text,entry", QUESTIONS_INSIDE)
def test_a_question_with_its_question_word_inside_is_answered_not_read(expecting, lang, text, entry):
    turn, got = say(expecting, text, lang)
    check_reading(turn, got, ASKED, None)
    assert turn.faq == entry, turn.reply


# "y" and "ya" inside a message are the Spanish "and" and "already", never a "yes" (alone, or
# "ya" opening an English reply, they still are one)
@pytest.mark.parametrize("expecting,text", [("full_cost_scholarship", "y ya"), ("satisfactory_progress", "pues y ya")])
def test_and_or_already_is_no_yes(expecting, text):
    turn, got = say(expecting, text, "es")
    check_reading(turn, got, ASKED, None)

"""Failure classes found on the dev13 tuning set (issue #8) in the reader's questions and
corrections, one table row per class and language, in our own words."""
import pytest

from screener.chat import faq
from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.chat.understand import normalize
from screener.flow import State
from test_understand import ASKED
from test_understand import READ_BACK
from test_understand import TODAY
from test_understand import YES
from test_understand import READ_BACK
from test_understand import YES
from test_understand import check_reading
from test_understand import confirmed
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


# FAQ paraphrases (retrieval, both languages): the award going along to a university after a
# transfer; a dorm making one a resident of the college's county; an adult living apart asking
# whether the parents' income counts
@pytest.mark.parametrize("text,topic", [
    ("once i transfer to umbc does it come with me", "transfer"),
    ("cuando me pase a salisbury la beca se viene conmigo", "transfer"),
    ("if i sleep in the dorm at garrett will that make me a resident of garrett county", "residence_halls_vs_residency"),
    ("does a dorm room make me a local resident of the county", "residence_halls_vs_residency"),
    ("si me mudo a los dormitorios de allegany ya cuento como residente de allegany", "residence_halls_vs_residency"),
    ("im 29 and live apart from my family, is their income part of it", "independent_student"),
    ("im 25 and moved out, does my moms income still go in", "independent_student"),
    ("tengo 30 y rento aparte, cuenta lo que ganan mis papas", "independent_student"),
])
def test_new_paraphrases_reach_their_entry(text, topic):
    assert normalize(text) not in {p for e in faq.load_faq() for p in e.phrases}
    found = faq.find(text)
    assert found is not None and found.id == topic, (text, found and found.id)


# Off topic at the ZIP question: a question opening with a contracted question word ("wheres",
# "whens") or "dónde" texted ("dnd"), or about where to leave a car, naming a campus: "I don't
# know" and who can help, never the campus read as where the student lives
@pytest.mark.parametrize("lang,text", [
    ("en", "where's a good spot to park near pgcc largo"),
    ("en", "whens the gym open at mc takoma park"),
    ("es", "dnd me estaciono en el campus de germantown"),
])
def test_an_off_topic_question_naming_a_campus_is_not_read_as_a_place(lang, text):
    conv = Conversation(State({"applicant_type": "new", "prior_degree": "none"}, frozenset(), lang), "zip")
    turn = respond(conv, text, lang, TODAY)
    assert turn.faq == "dont_know", turn.reply
    assert not confirmed(turn) and set(turn.answers) == {"applicant_type", "prior_degree"}


def _after_result(kind: str, lang: str):
    """The conversation once the result is shown, for a typical renewing or new student."""
    from screener.flow import load_flow
    from test_understand import PROFILE
    from test_understand import RENEWAL

    answers = {**(RENEWAL if kind == "renewal" else PROFILE), "prior_degree": "none"}
    seen = frozenset(q.id for q in load_flow().questions)
    turn = respond(Conversation(State(answers, seen, lang), None), "ok", lang, TODAY)
    assert turn.assessment is not None and turn.expecting is None, turn.reply
    return turn


def _said_after_result(kind: str, lang: str, text: str) -> tuple:
    """Return the turn of ``text`` said after the result, and the answers changed (after a "yes"
    when something was read back)."""
    start = _after_result(kind, lang)
    before = dict(start.conversation.state.answers)
    turn = respond(start.conversation, text, lang, TODAY)
    final = respond(turn.conversation, YES[lang], lang, TODAY) if turn.conversation.pending else turn
    return turn, {k: v for k, v in final.conversation.state.answers.items() if before.get(k) != v}


# A GPA changed after the result without saying whose ("update my gpa…", "actualiza mi
# promedio…"): the GPA on the student's path (a renewing student's college GPA, a new student's
# high school GPA), read back when inferred; never the high school GPA of a renewing student
@pytest.mark.parametrize("kind,lang,text,want,how", [
    ("renewal", "en", "update my gpa, spring grades came in and it's 2.9", {"cc_gpa": 2.9}, READ_BACK),
    ("renewal", "es", "actualiza mi promedio, con las notas nuevas es 2.9", {"cc_gpa": 2.9}, READ_BACK),
    ("new", "es", "corrige mi promedio, es 3.4", {"hs_gpa": 3.4}, None),
])
def test_a_gpa_changed_after_the_result_is_the_one_on_the_path(kind, lang, text, want, how):
    check_reading(*_said_after_result(kind, lang, text), want, how)


# The first enrolment corrected after the result, the month taken back said too: that answer's
# correction, read back (it was "I don't know the answer to that")
@pytest.mark.parametrize("lang,text", [
    ("en", "my bad, I didn't begin in fall 2024, it was january 2025"),
    ("en", "correction: I enrolled in january 2025, not august"),
    ("es", "perdón, no entré en agosto de 2024, entré en enero de 2025"),
    ("es", "me equivoqué, no me inscribí en agosto, fue en enero de 2025"),
])
def test_the_first_enrolment_corrected_after_the_result_is_read_back(lang, text):
    check_reading(*_said_after_result("renewal", lang, text), {"first_enrolled": "2025-01"}, READ_BACK)

"""dev21's question classes (issue #8), in both languages, in words of our own:

- whether the FAFSA is needed for a trade or job-training class named by its trade ("truck
  driving", "welding", "CDL", "soldadura") instead of "noncredit": the Workforce Pell entry, never
  the general application-forms one;
- "too late" said of one's age ("I'm 44, is it too late for me"): the age entry, not the deadline;
- the GPA needed, asked beside a worry about one's own ("mine is kind of low"): the GPA entry,
  not "I don't know";
- shots, vaccines or immunization records a college asks for: not the FAQ's, "I don't know" and a
  person to ask, never how to apply.
The neighbours stay: "is it too late to apply" is the deadline, "do I need the fafsa" the forms."""
import pytest

from screener.chat import faq
from support import waiting
from support import chat_so_far

ASKED = [
    ("workforce_pell", "is the fafsa needed for a welding class?"),
    ("workforce_pell", "do i have to fill out a fafsa for my cdl training"),
    ("workforce_pell", "for an hvac short course do i need to file the fafsa?"),
    ("workforce_pell", "necesito la fafsa para un curso corto de barberia?"),
    ("workforce_pell", "tengo que llenar la fafsa pa un curso de electricista?"),
    ("age_limit", "im 39 is it too late to go back"),
    ("age_limit", "im 44, too late for me at this age?"),
    ("age_limit", "tengo 44, ya estoy tarde para esto?"),
    ("age_limit", "con 50 años ya es muy tarde para mi?"),
    ("gpa_minimum", "what gpa do i need, mine is pretty low"),
    ("gpa_minimum", "whats the minimum gpa, mine is low"),
    ("gpa_minimum", "cual es el promedio que piden? el mio es bajo"),
    ("gpa_minimum", "que promedio necesito, mis notas no son buenas"),
]

KEPT = [
    ("deadline", "is it too late to apply"),
    ("deadline", "ya es muy tarde para aplicar"),
    ("fafsa_one_app", "do i need to do the fafsa"),
    ("fafsa_one_app", "tengo que llenar la fafsa"),
]

UNANSWERABLE = [
    "do i need shots to sign up for classes?",
    "does the college need my vaccination card?",
    "me piden las vacunas en el college?",
    "tengo que llevar mi record de vacunas pa inscribirme?",
]


@pytest.mark.parametrize("topic,text", ASKED + KEPT)
def test_a_question_finds_its_entry(topic, text):
    found = faq.find(text)
    assert found is not None and found.id == topic, (text, found and found.id)


@pytest.mark.parametrize("text", UNANSWERABLE)
def test_a_question_near_a_topic_gets_no_unrelated_answer(text):
    assert faq.find(text) is None, (text, faq.find(text).id)


@pytest.mark.parametrize("lang,text", [
    ("en", "is the fafsa needed for a welding class?"),
    ("es", "tengo que llenar la fafsa pa un curso de electricista?"),
])
def test_asked_in_the_chat_it_is_answered_and_nothing_is_kept(lang, text):
    so_far = chat_so_far(3.0)
    turn = waiting(so_far, "household", text, lang)
    assert turn.faq == "workforce_pell", turn.reply
    assert turn.answers == so_far

"""dev17's question classes (issue #8), in both languages, in words of our own: a question
texted without "?" whose auxiliary is followed by "even"/"really" ("is this even for me"), or a
recommendation asked for ("me recomiendas un…", "can you recommend a…"), is a question (it was
read as an answer to the question pending); off-topic, it gets "I don't know" and a person to
ask, and nothing is stored. Questions about whose income counts when a parent lives in another
state and pays child support, about how to find out whether one counts as in-state, and about
moving from one community college to another reach their entries."""
import pytest

from screener.chat import faq
from support import waiting

SO_FAR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland"}


@pytest.mark.parametrize("text", [
    "no social security number, is this even for me",
    "im not a citizen, is it really for people like me",
    "me recomiendas una buena clínica dental",
    "sin seguro social, siquiera califico",
    "me puedes recomendar un mecánico barato",
    "can you recommend a good tutor for math",
])
def test_unpunctuated_questions_are_questions(text):
    assert faq.is_question(text)


@pytest.mark.parametrize("text", ["it is really far from my house", "21044", "me recomendaron este college"])
def test_statements_are_no_questions(text):
    assert not faq.is_question(text)


@pytest.mark.parametrize("lang,text", [
    ("es", "me recomiendas un taller para arreglar mi carro"),
    ("es", "me puedes recomendar un doctor que hable español"),
    ("en", "can you recommend a cheap place to fix my phone"),
])
def test_an_off_topic_recommendation_gets_i_dont_know(lang, text):
    turn = waiting(SO_FAR, "zip", text, lang)
    assert turn.faq == "dont_know" and "zip" not in turn.answers, (turn.faq, turn.reply)


@pytest.mark.parametrize("lang,text", [
    ("en", "were undocumented, is this even for us"),
    ("es", "no tengo papeles, siquiera aplica pa mí"),
    ("es", "no tengo social, siquiera califico"),
])
def test_a_papers_question_texted_plainly_is_answered(lang, text):
    turn = waiting(SO_FAR, "zip", text, lang)
    assert turn.faq in ("undocumented", "no_ssn"), (turn.faq, turn.reply)


@pytest.mark.parametrize("text,topic", [
    ("my sons father is in virginia and pays child support, does his income count", "whose_income_divorced"),
    ("el papá del niño vive en otro estado y paga manutención, cuenta lo que él gana", "whose_income_divorced"),
    ("how do i figure out if i count as in state", "in_state_tuition"),
    ("como averiguo si me consideran residente in state", "in_state_tuition"),
    ("si me cambio de howard community college a frederick pierdo la beca?", "switch_college"),
    ("si me transfiero de wor-wic a chesapeake la pierdo?", "switch_college"),
    ("if i go from cecil to harford next year do i lose the award", "switch_college"),
])
def test_a_question_reaches_its_entry(text, topic):
    found = faq.find(text)
    assert found is not None and found.id == topic, (text, found and found.id)

"""dev15's question classes (issue #8), in both languages, in words of our own:

- answerable questions in new everyday wording ("how many dollars is it", "what exactly is the
  promise thing", "only at the college in my area?") got "I don't know" or a neighbouring entry:
  the FAQ's phrases now say them in more ways;
- a question texted in shorthand after what the student tells ("…q pasa con la beca") or an
  English condition then "what happens" was no question, its numbers read as an answer;
- whether the award could harm an immigration case is immigration law: "I don't know", never the
  application forms' entry.
"""
import datetime as dt

import pytest

from screener.chat import faq
from screener.chat.engine import respond

TODAY = dt.date(2026, 12, 1)

ASKED = [
    ("which_college", "can i only use it at the college in my area or anywhere in the state"),
    ("which_college", "solo sirve en el college de mi area o en cualquiera del estado"),
    ("award_amount", "so how many dollars is it per year roughly"),
    ("award_amount", "cuantos dolares son mas o menos por año"),
    ("what_is", "someone texted me a link about this, what is it exactly"),
    ("what_is", "que es exactamente esa beca que me mando mi consejera"),
    ("pay_back", "if i withdraw halfway through the term do i owe the scholarship"),
    ("pay_back", "si me retiro a mitad del semestre tengo que pagar la beca"),
    ("noncredit", "is a phlebotomy class with no credits ok for promise"),
    ("noncredit", "un curso de cna que no da creditos sirve para la promise"),
    ("fafsa_one_app", "sin seguro social me toca la fafsa o la one app"),
]


@pytest.mark.parametrize("topic,text", ASKED)
def test_new_wording_finds_its_entry(topic, text):
    found = faq.find(text)
    assert found is not None and found.id == topic, (text, found and found.id)


@pytest.mark.parametrize("text", [
    "could taking this scholarship hurt my mom's green card application",
    "will the award affect my immigration case",
    "la beca puede afectar mi tramite de residencia",
    "recibir la promise perjudica mi caso de inmigracion",
])
def test_harm_to_an_immigration_case_is_not_this_faqs(text):
    assert faq.find(text) is None


@pytest.mark.parametrize("text", [
    "no tengo green card puedo recibir la beca",
])
def test_the_award_without_a_green_card_is_still_answered(text):
    assert faq.find(text) is not None


@pytest.mark.parametrize("text,asked", [
    ("si no paso dos clases y me quedo con 3 creditos q pasa con la promise", "que pasa con la promise"),
    ("mi hijo dejo una materia y ahora tiene 5 creditos k pasa", "que pasa"),
])
def test_a_question_texted_in_shorthand_after_a_statement_is_found(text, asked):
    cut = faq.dictated_question(text)
    assert cut is not None and cut[1] == asked


@pytest.mark.parametrize("text", [
    "if i drop chemistry and end up with 3 credits what happens to my award",
    "if my grades go down what happens with the promise",
])
def test_a_condition_then_what_happens_asks(text):
    assert faq.is_question(text)


@pytest.mark.parametrize("lang,text", [
    ("en", "if i drop chemistry and end up with 3 credits what happens to my award"),
    ("es", "si no paso dos clases y me quedo con 3 creditos q pasa con la promise"),
])
def test_such_a_question_at_the_credits_question_stores_nothing(lang, text):
    turn = respond(None, "", lang, TODAY)
    for said in (["new", "none yet", "maryland, june 2027", "21044", "yes", "associate degree"] if lang == "en" else
                 ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044", "sí", "un asociado"]):
        turn = respond(turn.conversation, said, lang, TODAY)
    assert turn.expecting == "credits_per_semester", turn.reply
    turn = respond(turn.conversation, text, lang, TODAY)
    assert "credits_per_semester" not in turn.answers and not turn.conversation.pending, turn.reply
    assert turn.faq is not None, turn.reply

"""dev20's question classes (issue #8), in both languages, in words of our own:

- another scholarship named by who gives it, paying for everything ("my rotary scholarship
  covers everything, do I still qualify"): the full-cost entry, never the transfer one (a
  university's name in it pulled it there);
- which divorced or separated parent's income to give, "which of the two" asked last ("mis papás se
  separaron, pongo lo que gana cuál de los dos"): a question, and the divorced parents' entry;
- credits (not the award) moving to a four-year school ("do my classes transfer to Towson"): not
  the FAQ's, "I don't know" and a person to ask, never "the award doesn't follow you";
- a room or dorm at a college with no residence halls, the award unsaid ("can I get a room in the
  dorms at Montgomery College", "tienen dormitorios en el Howard CC"): campus housing, never the
  residence-halls answer; asked verb first in Spanish ("tienen …"), a question, no answer.
The neighbours stay: the award at a college with dorms, the award after a transfer."""
import pytest

from screener.chat import faq
from support import talk

ASKED = [
    ("full_cost", "my lions club scholarship pays for everything, am i still eligible for promise"),
    ("full_cost", "the scholarship from my moms work covers all of it, can i still get promise"),
    ("full_cost", "mi beca de los leones me paga todo, todavia califico pa la promise"),
    ("full_cost", "la beca del trabajo de mi mama me cubre todo, igual me dan la promise"),
    ("whose_income_divorced", "mis padres se divorciaron, pongo el sueldo de cual de los dos"),
    ("whose_income_divorced", "mis papas viven separados hace años, pongo lo de cual de los dos"),
    ("whose_income_divorced", "my parents separated a long time ago, which of the two do i put"),
]

UNANSWERABLE = [
    "do my classes from ccbc transfer to towson",
    "will salisbury university take my credits after",
    "mis clases de ccbc se transfieren a towson",
    "la universidad de salisbury me acepta los creditos despues?",
    "can i get a room in the dorms at montgomery college",
    "is there a dorm at anne arundel community college",
    "tienen dormitorios en el howard cc",
    "me dan un cuarto en los dormitorios de montgomery college?",
]

KEPT = [
    ("transfer", "if i transfer to towson does promise keep paying"),
    ("transfer", "si me transfiero a towson me sigue pagando la promise"),
    ("residence_halls_vs_residency", "can i use promise at garrett and live in the dorms if im from howard county"),
    ("residence_halls_vs_residency", "puedo usar la beca en allegany y vivir en los dormitorios si soy de howard"),
    ("residence_halls_vs_residency", "does montgomery college have dorms i can use promise for"),
]


@pytest.mark.parametrize("topic,text", ASKED + KEPT)
def test_a_question_finds_its_entry(topic, text):
    found = faq.find(text)
    assert found is not None and found.id == topic, (text, found and found.id)


@pytest.mark.parametrize("text", UNANSWERABLE)
def test_a_question_near_a_topic_gets_no_unrelated_answer(text):
    assert faq.find(text) is None, (text, faq.find(text).id)


@pytest.mark.parametrize("lang,text,topic", [
    ("es", "tienen dormitorios en el howard cc", "dont_know"),
    ("es", "tienen guarderia en el campus de montgomery college", "dont_know"),
    ("es", "mis padres se divorciaron, pongo el sueldo de cual de los dos", "whose_income_divorced"),
    ("es", "mis papas estan separados, el ingreso de mi papa o el de mi mama, cual de los dos", "whose_income_divorced"),
    ("en", "can i get a room in the dorms at montgomery college", "dont_know"),
])
def test_it_is_answered_as_a_question_and_nothing_is_stored(lang, text, topic):
    turn = talk(lang, text)
    assert turn.faq == topic, turn.reply
    assert turn.answers == {}, turn.reply
    assert not turn.conversation.pending, turn.reply

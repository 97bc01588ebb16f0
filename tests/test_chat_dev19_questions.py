"""dev19's question class (issue #8), in both languages, in words of our own: a yes/no question
asked in the statement's word order, about whether someone has to (or may) do something, its
topic said first ("the night-class people need to send the fafsa?", "los del programa corto
tienen que mandar la fafsa?"), or closed by "or not?" / "o no?". It was read as an unsure answer:
its form named ("fafsa") read back as the student's aid application, and a "yes" kept it — a
wrong result. A question is answered; nothing in it is the student's answer."""
import pytest

from screener.chat import faq
from support import CHAT_SO_FAR
from support import proposed
from support import waiting

AT_AID = {**CHAT_SO_FAR, "hs_gpa": 3.0, "household": "single_parent", "household_size": 2, "agi": 40000}

ASKED = [
    ("en", "aid_application", "the people in short certificate classes need to send the fafsa?"),
    ("en", "aid_application", "students in workforce classes have to file the fafsa or not?"),
    ("en", "aid_application", "my cousin's program is noncredit, she's supposed to do the one app?"),
    ("es", "aid_application", "los del programa corto tienen que mandar la fafsa?"),
    ("es", "aid_application", "en los cursos de la noche hay que llenar la fafsa o no?"),
    ("es", "aid_application", "mi hija necesita hacer la one app tambien?"),
    ("en", "credits_per_semester", "part time people need to take 12 credits or not?"),
    ("es", "credits_per_semester", "los de medio tiempo deben tomar 12 creditos o no?"),
]


@pytest.mark.parametrize("lang,field,text", ASKED)
def test_a_question_worded_as_a_statement_stores_nothing(lang, field, text):
    turn = waiting(AT_AID if field == "aid_application" else {k: v for k, v in CHAT_SO_FAR.items() if k != field},
                   field, text, lang)
    assert turn.faq is not None, (text, turn.reply)
    assert field not in proposed(turn) and field not in turn.answers, (text, turn.reply)
    assert turn.expecting == field


# an answer with a doubting "?" stays an answer, read back
UNSURE = [
    ("en", "fafsa i think?"),
    ("es", "creo que la fafsa?"),
]


@pytest.mark.parametrize("lang,text", UNSURE)
def test_an_unsure_answer_is_still_read_back(lang, text):
    turn = waiting(AT_AID, "aid_application", text, lang)
    assert proposed(turn).get("aid_application") == "fafsa", (text, turn.reply)


@pytest.mark.parametrize("lang,text", [(lang, text) for lang, _, text in ASKED])
def test_it_reads_as_a_question(lang, text):
    from screener.chat.engine import _really_asks
    assert faq.is_question(text) and _really_asks(text)


# the same question's topic: whether noncredit students must file (workforce_pell), never the
# noncredit entry; what is left with a GPA too low said as a "route" or a "camino" (low_gpa_options)
TOPICS = [
    ("workforce_pell", "people in certificate classes without credit have to do the fafsa?"),
    ("workforce_pell", "the students in noncredit welding need to file a fafsa or not?"),
    ("workforce_pell", "los estudiantes de cursos sin credito tienen que mandar la fafsa o no?"),
    ("workforce_pell", "los de clases sin credito hay que hacer la fafsa?"),
    ("low_gpa_options", "my student has a 2.0, any route left for him?"),
    ("low_gpa_options", "mi alumna tiene 2.1, hay alguna ruta para ella?"),
    ("low_gpa_options", "hay otro camino para mi hijo con 2.0?"),
    # neighbours kept
    ("noncredit", "does a noncredit course count"),
    ("noncredit", "cuentan los cursos sin credito"),
    ("gpa_minimum", "what gpa do i need"),
]


@pytest.mark.parametrize("topic,text", TOPICS)
def test_the_question_finds_its_entry(topic, text):
    found = faq.find(text)
    assert found is not None and found.id == topic, (text, found and found.id)


# a case told, then whether it still holds asked in a clause of its own, at the household question
# ("solo" was read back as "single")
STILL = [
    ("en", "he only has daca, no green card, still eligible?"),
    ("es", "ella no tiene papeles, nomas daca, aun asi califica?"),
    ("es", "el no tiene papeles, nada mas el daca. igual le dan la beca?"),
]


@pytest.mark.parametrize("lang,text", STILL)
def test_a_still_question_at_the_household_stores_nothing(lang, text):
    turn = waiting({**CHAT_SO_FAR, "hs_gpa": 3.0}, "household", text, lang)
    assert "household" not in proposed(turn) and "household" not in turn.answers, (text, turn.reply)
    assert turn.faq is not None

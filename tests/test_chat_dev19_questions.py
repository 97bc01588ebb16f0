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

"""Chat defects of a tester's day (issue #8), each a class: a parent named again in the income
clause after "my parents" counted once; a field of study at the program question met with which
kind of program it is, never an FAQ answer."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.understand import FIELD_KIND
from screener.chat.understand import household_size

TODAY = dt.date(2026, 12, 1)


@pytest.mark.parametrize("text, size", [
    ("I live with my parents and my 3 little sisters, my dad earns 22 an hour and my mom gets 2k a month", 6),
    ("me and my parents and my 2 brothers, my father makes 60k and my mother makes 30k", 5),
    ("vivo con mis padres y mi hermana, mi papá gana 3 mil al mes y mi mamá 900 a la semana", 4),
    ("somos mis papás, mis 3 hermanos y yo; mi mamá trabaja y mi papá también", 6),
])
def test_parent_named_again_is_not_one_more(text, size):
    assert household_size(text) == size


def _to_program(lang):
    msgs = {"en": ["hi", "new", "none", "maryland high school, june 2027, 3.0", "yes", "20715", "yes",
                   "I live with my mom, she makes 40k", "yes"],
            "es": ["hola", "primera vez", "ninguno", "prepa de Maryland junio 2027 promedio 3.0", "sí", "20715", "sí",
                   "vivo con mi mamá, gana 40 mil", "sí"]}[lang]
    t = respond(None, "", lang, TODAY)
    for m in msgs:
        t = respond(t.conversation, m, lang, TODAY)
    assert t.expecting == "program"
    return t


@pytest.mark.parametrize("lang, said", [
    ("en", "nursing"), ("en", "welding"), ("en", "I want to be an electrician"),
    ("es", "enfermería"), ("es", "soldadura"), ("es", "quiero ser enfermera"),
])
def test_field_of_study_asks_which_kind(lang, said):
    t = _to_program(lang)
    t = respond(t.conversation, said, lang, TODAY)
    assert "Source" not in t.reply and "Fuente" not in t.reply  # never an FAQ answer
    assert t.expecting == "program" and "program" not in t.answers
    first = FIELD_KIND.split(":")[0] if lang == "en" else "Eso es lo que vas a estudiar"
    assert first in t.reply


@pytest.mark.parametrize("lang, said", [
    ("en", "I am a single dad, I earn about 70k"),
    ("en", "I'm his grandmother and I'm raising him"),
    ("en", "I am a junior at Northwood"),
    ("es", "soy papá soltero, gano unos 70 mil"),
    ("es", "soy su abuela y lo estoy criando"),
])
def test_who_i_am_is_no_yes_to_in_state(lang, said):
    from screener.chat.understand import read
    from screener.flow import State
    from screener.flow import load_flow

    flow = load_flow()
    q = flow.question("in_state_tuition")
    assert (read(q, said, lang, State(flow, {}), TODAY).form or {}).get("in_state_tuition") != "yes"


def _say(lang, msgs):
    t = respond(None, "", lang, TODAY)
    for m in msgs:
        t = respond(t.conversation, m, lang, TODAY)
    return t


@pytest.mark.parametrize("lang, msgs", [
    ("en", ["hi", "I'm filling this in for my grandson, I have custody of him. first time", "we live in Frederick",
            "he is a senior at Frederick High, graduating june 2027, gpa 3.1", "yes", "just me and him, I earn 2,500 a week"]),
    ("en", ["hi", "new", "none", "I am his legal guardian", "it's just us two, I make about 130k"]),
    ("es", ["hola", "primera vez", "escribo por mi nieto, yo lo crío", "vivimos en Frederick",
            "él termina la prepa en junio 2027 con 3.1", "sí", "somos él y yo, yo gano 2,500 a la semana"]),
])
def test_kin_writer_income_is_not_the_students(lang, msgs):
    t = _say(lang, msgs)
    assert "agi" not in t.answers and "agi" not in t.conversation.pending
    assert t.answers.get("household") != "single" and t.answers.get("household_size") != 1
    assert "household_size" not in t.conversation.pending


@pytest.mark.parametrize("lang, said", [
    ("en", "I'm her grandfather, she lives with me in Dundalk"),
    ("en", "he lives in Annapolis"),
    ("es", "soy el tío de Mateo, él vive en Towson"),
    ("es", "ella vive en Salisbury"),
])
def test_home_told_is_no_high_school(lang, said):
    from screener.chat.understand import read
    from screener.flow import State
    from screener.flow import load_flow

    flow = load_flow()
    q = flow.question("high_school")
    assert read(q, said, lang, State(flow, {}), TODAY).form is None

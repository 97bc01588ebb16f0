"""dev15's reading classes (issue #8), in both languages, in words of our own:

- a "yes" with a thanks after it ("that's correct, thanks a lot", "así es, muchas gracias") is a
  yes to a read-back (it was taken for a question: "I don't know", the read-back put again);
- a GPA with the extra points denied ("3.2, no AP bump", "3.1 sin puntos extra") is the unweighted
  GPA, not a weighted one asked again.
"""
import datetime as dt

import pytest

from screener.chat import understand
from screener.flow import State
from screener.flow import load_flow

TODAY = dt.date(2026, 12, 1)


@pytest.mark.parametrize("text,said", [
    ("that's correct, thanks a lot", True),
    ("yes that's right thank you so much", True),
    ("all correct, thx", True),
    ("sí, así es, mil gracias", True),
    ("todo correcto, gracias", True),
    ("no, thanks", False),
    ("thanks", None),
    ("gracias", None),
])
def test_a_yes_with_thanks_after_it(text, said):
    assert understand.confirmation(text) is said


@pytest.mark.parametrize("lang,text,gpa", [
    ("en", "3.2, no AP bump", "3.2"),
    ("en", "2.9 without any honors points", "2.9"),
    ("es", "3.1, sin el bonus de honors", "3.1"),
    ("es", "2.8 sin los puntos de AP classes", "2.8"),
])
def test_a_gpa_with_the_extra_points_denied_is_unweighted(lang, text, gpa):
    q = load_flow().question("hs_gpa")
    reading = understand.read(q, text, lang, State(lang=lang), TODAY)
    assert reading.form is not None and reading.form["hs_gpa"] == gpa, reading.problem


@pytest.mark.parametrize("lang,text", [("en", "3.9 with the honors boost"), ("es", "4.1 ponderado con honores")])
def test_a_gpa_with_extra_points_is_still_asked_unweighted(lang, text):
    q = load_flow().question("hs_gpa")
    assert understand.read(q, text, lang, State(lang=lang), TODAY).form is None


@pytest.mark.parametrize("lang,text,kind", [
    ("en", "my mom and my dad, married, we all live together", "two_parent"),
    ("en", "both my parents - married - and my little brother", "two_parent"),
    ("es", "mi papá y mi mamá, casados, y mis dos hermanas", "two_parent"),
    ("es", "mis padres, que están casados, y yo", "two_parent"),
    ("en", "married, it's me and my wife", "married"),
    ("es", "casado, vivo con mi esposa", "married"),
])
def test_married_said_right_after_both_parents_is_theirs(lang, text, kind):
    q = load_flow().question("household")
    reading = understand.read(q, text, lang, State(lang=lang), TODAY)
    assert reading.form == {"household": kind}


@pytest.mark.parametrize("lang,text", [
    ("es", "administración, el programa de dos años"),
    ("es", "quiero la carrera de 2 años de enfermería"),
    ("en", "business, the two year program"),
])
def test_a_two_year_program_is_the_associate(lang, text):
    q = load_flow().question("program")
    assert understand.read(q, text, lang, State(lang=lang), TODAY).form == {"program": "associate"}


@pytest.mark.parametrize("lang,text", [
    ("en", "i received the award from carroll cc last fall, need it for next year too"),
    ("en", "ive been getting it since last spring at ccbc"),
    ("es", "me la están dando desde el semestre pasado en howard"),
    ("es", "desde el año pasado me la pagan en el college de carroll"),
])
def test_the_award_received_since_a_time_past_is_a_renewal(lang, text):
    q = load_flow().question("applicant_type")
    assert understand.read(q, text, lang, State(lang=lang), TODAY).form == {"applicant_type": "renewal"}


@pytest.mark.parametrize("lang,text", [("en", "since last year i want to apply"), ("es", "desde el año pasado quiero pedirla")])
def test_a_wish_since_a_time_past_is_no_renewal(lang, text):
    q = load_flow().question("applicant_type")
    assert (understand.read(q, text, lang, State(lang=lang), TODAY).form or {}).get("applicant_type") != "renewal"

"""fix42r: a review of the round's diff found two readers that took words for values.

1. fix42a's pay said by where it comes from read "my dad has a 401k from his job" as $401,000 of
   the dad's pay (any second parent's pay then went over $150,000: a wrong "not eligible").
2. fix42e's GPA said as a percent at a read-back read "100%" (an emphatic yes) as a GPA of 100/100.
"""
import pytest

from support import proposed
from support import talk


@pytest.mark.parametrize("lang,message", [
    ("en", "I'm a senior at Bowie High, my dad has a 401k from his job, I live with my mom and dad"),
    ("es", "soy senior en Bowie High, mi papá tiene un 401k de su trabajo, vivo con mi mamá y mi papá"),
    ("en", "I'm a senior at Bowie High, my mom has a 403b from her job, I live with my mom and dad"),  # guard
])
def test_a_retirement_plan_is_never_pay(lang, message):
    turn = talk(lang, message)
    assert "agi" not in turn.conversation.state.answers
    assert "agi" not in proposed(turn)
    assert "401" not in turn.reply and "403" not in turn.reply


@pytest.mark.parametrize("lang,message,agi", [
    ("en", "single mom, 60k from her job and 45k from her business", "105000"),  # guard (fix42a)
    ("es", "madre soltera, 60 mil de su trabajo y 45 mil de su negocio", "105000"),  # guard (fix42a)
])
def test_pay_from_work_still_read(lang, message, agi):
    turn = talk(lang, message)
    assert str(proposed(turn).get("agi", turn.conversation.state.answers.get("agi"))).split(".")[0] == agi


@pytest.mark.parametrize("lang,reply", [
    ("en", "100%"),
    ("es", "100%"),
    ("es", "100 por ciento"),
])
def test_a_hundred_percent_is_not_a_gpa(lang, reply):
    opening = {"en": "I'm a senior at Bowie High, I live with my mom and dad, they make 90k",
               "es": "soy senior en Bowie High, vivo con mi mamá y mi papá, ganan 90 mil"}[lang]
    turn = talk(lang, opening, reply)
    assert "hs_gpa" not in proposed(turn)
    assert "hs_gpa" not in turn.conversation.state.answers


@pytest.mark.parametrize("lang,reply", [
    ("en", "my gpa is 92%"),  # guard (fix42e)
    ("es", "mi promedio es 92 por ciento"),  # guard (fix42e)
])
def test_a_gpa_as_a_percent_still_read(lang, reply):
    opening = {"en": "I'm a senior at Bowie High, I live with my mom and dad, they make 90k",
               "es": "soy senior en Bowie High, vivo con mi mamá y mi papá, ganan 90 mil"}[lang]
    turn = talk(lang, opening, reply)
    assert proposed(turn).get("hs_gpa") is not None

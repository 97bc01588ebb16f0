"""fix42r: a review of the round's diff found two readers that took words for values.

1. fix42a's pay said by where it comes from read "my dad has a 401k from his job" as $401,000 of
   the dad's pay (any second parent's pay then went over $150,000: a wrong "not eligible").
2. fix42e's GPA said as a percent at a read-back read "100%" (an emphatic yes) as a GPA of 100/100.
3. fix42d read "I'm going to get my driver's license" (and "pienso que el examen…") as a licensure
   program, and "Towson" at the degree question as the home county; its hardship reader took "I
   wasn't sick" as a hardship.
4. fix42a read a bonus "from his job" as the year's income; fix42c read "regresó a México" as a
   parent come home; fix42g's unit carried by digit count left "90k, no 100" a GPA scale.
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


@pytest.mark.parametrize("lang,message", [
    ("en", "I'm a senior at Bowie High, I'm going to get my driver's license soon"),
    ("es", "Estoy en el último año en Bowie High, voy a sacar mi licencia de conducir"),
    ("en", "I'm a senior at Bowie High, I plan to take the SAT exam in March"),
    ("es", "soy senior en Bowie High, pienso que el examen de inglés es difícil"),
])
def test_a_license_or_exam_that_is_no_course_is_no_program(lang, message):
    turn = talk(lang, message)
    assert "program" not in proposed(turn) and "program" not in turn.conversation.state.answers


@pytest.mark.parametrize("lang,message", [
    ("en", "I live with my mom and dad, my dad got 2k from his job as a bonus"),
    ("es", "vivo con mi mamá y mi papá, mi papá recibió 2 mil de su trabajo como bono"),
])
def test_a_bonus_is_not_the_years_income(lang, message):
    turn = talk(lang, *AT_HOUSEHOLD[lang], message)
    assert "agi" not in proposed(turn) and "agi" not in turn.conversation.state.answers


AT_HOUSEHOLD = {"en": ["first time", "none", "Bowie High, June 2027", "20906", "yes", "associate, 12 credits", "3.5"],
                "es": ["primera vez", "ninguno", "Bowie High, junio 2027", "20906", "sí", "asociado, 12 créditos", "3.5"]}


@pytest.mark.parametrize("lang,message,agi", [
    ("en", "90k, no 100", 100000),
    ("en", "95k, no 105", 105000),  # guard (read so before at the income question after "two parents")
    ("es", "45 mil, perdón, 100", 100000),  # guard (the same)
    ("en", "45k, no 52", 52000),  # guard (fix42g)
    ("en", "45k, no 52000", 52000),  # guard (fix42g)
])
def test_a_corrected_income_with_one_more_digit_keeps_its_thousands(lang, message, agi):
    two = {"en": "two parents", "es": "dos padres"}[lang]
    turn = talk(lang, *AT_HOUSEHOLD[lang], two, message)
    assert turn.conversation.state.answers.get("agi", proposed(turn).get("agi")) == agi


@pytest.mark.parametrize("text,told", [
    ("I wasn't sick last semester, I took 15 credits", False),
    ("my mom was in the hospital last semester so I only took 9 credits, I have the letters", True),  # guard (fix42d)
])
def test_a_denied_hardship_is_none(text, told):
    from screener.chat import understand
    assert understand.hardship_told(text) is told


@pytest.mark.parametrize("text,left", [
    ("mi papá gana 50 mil y mi mamá 60 mil, pero mi papá se fue de la casa, regresó a México", True),
    ("my dad makes 50k and my mom 60k, but my dad moved out, he went back to Mexico", True),  # guard
    ("mi papá se fue de la casa pero ya regresó a la casa", False),  # guard
])
def test_a_parent_gone_back_to_another_country_left(text, left):
    from screener.chat import understand
    assert understand.parent_left_home(text) is left


@pytest.mark.parametrize("lang,town,county", [
    ("en", "Towson", None),
    ("es", "Towson", None),
    ("en", "Frederick", "frederick"),  # guard (fix42d)
])
def test_a_university_town_at_the_degree_question_is_no_county(lang, town, county):
    first = {"en": "first time", "es": "primera vez"}[lang]
    turn = talk(lang, first, town)
    assert proposed(turn).get("county") == county

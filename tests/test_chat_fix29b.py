"""fix29b's classes (a newcomer's findings on main), English and Spanish, in our own words: a "no"
opening a reply to a read-back refuses the read-back, never the unasked next question's "no"; a
denial of being from elsewhere is in-state tuition's "yes" (read back); a 12th grader is still in
high school; part of the cost paid, or a guess, is never a full cost's ruling-out "yes"."""
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import talk
from support import then
from support import waiting

OPENING = {
    "en": "Hi, I'm a senior at Howard High School in Ellicott City, graduating June 2027. GPA 3.4. I live with my mom and dad. "
          "My dad makes $38 an hour full time and my mom makes 6,500 a month.",
    "es": "Hola, estoy en el último año en Howard High School en Ellicott City, me gradúo en junio de 2027. Promedio 3.4. Vivo con "
          "mi mamá y mi papá. Mi papá gana $38 la hora tiempo completo y mi mamá gana 6,500 al mes.",
}


@pytest.mark.parametrize("lang,said", [
    ("en", "No, I don't know the AGI"), ("en", "No, I'm not sure what our AGI is"), ("en", "No, that's before taxes"),
    ("en", "no its not exact"), ("en", "no, we haven't filed taxes yet"), ("en", "no, the AGI is lower"),
    ("en", "nope, our income on the tax return is less"),
    ("es", "No, no sé cuál es el AGI"), ("es", "no, eso es antes de impuestos"), ("es", "no, el ingreso es menor"),
])
def test_a_no_opening_a_reply_to_the_income_read_back_refuses_the_income_never_in_state(lang, said):
    turn = talk(lang, OPENING[lang])
    assert turn.conversation.pending and "agi" in proposed(turn), turn.reply
    turn = then(turn, said, lang)
    assert "in_state_tuition" not in turn.answers
    assert "in_state_tuition" not in (proposed(turn) if turn.conversation.pending else {}), turn.reply
    assert "agi" not in turn.answers and turn.expecting == "agi", turn.reply


@pytest.mark.parametrize("lang,said,explained", [
    ("en", "No, that's before taxes", "neither take-home pay"), ("es", "no, eso es antes de impuestos", "no es el pago neto"),
])
def test_an_amount_said_to_be_before_taxes_is_asked_again_with_what_the_agi_is(lang, said, explained):
    turn = then(talk(lang, OPENING[lang]), said, lang)
    assert explained in turn.reply and turn.expecting == "agi", turn.reply


AT_IN_STATE = {k: v for k, v in CHAT_SO_FAR.items() if k not in ("in_state_tuition", "program", "credits_per_semester")}


@pytest.mark.parametrize("lang,said", [
    ("en", "I'm not from another state"), ("en", "not out of state"), ("en", "no, I'm not out of state"),
    ("en", "no problem, I live here"), ("en", "nah I'm from here"), ("en", "we're not from out of state"),
    ("es", "no soy de otro estado"), ("es", "no, soy de aquí"), ("es", "no somos de otro estado"),
])
def test_not_from_elsewhere_is_in_state_yes_read_back(lang, said):
    turn = waiting(AT_IN_STATE, "in_state_tuition", said, lang)
    assert "in_state_tuition" not in turn.answers
    assert proposed(turn).get("in_state_tuition") == "yes", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "no, I'm from Virginia"), ("en", "no"), ("es", "no")])
def test_a_plain_no_or_elsewhere_named_is_still_no(lang, said):
    turn = waiting(AT_IN_STATE, "in_state_tuition", said, lang)
    assert proposed(turn).get("in_state_tuition") == "no", turn.reply


@pytest.mark.parametrize("lang,said,yes_right", [("en", "no, and my gpa is 3.1", "Yes, that's right"),
                                                 ("es", "no, y mi promedio es 3.1", "Sí, es correcto")])
def test_the_in_state_read_back_button_is_the_one_its_words_name(lang, said, yes_right):
    at = {k: v for k, v in AT_IN_STATE.items() if k != "hs_gpa"}
    turn = waiting(at, "in_state_tuition", said, lang)
    assert proposed(turn).get("in_state_tuition") == "no"
    assert f"“{yes_right}”" in turn.reply or f"«{yes_right}»" in turn.reply, turn.reply
    assert turn.quick_replies[0] == yes_right, turn.quick_replies


AT_HS = {k: v for k, v in CHAT_SO_FAR.items() if k not in ("high_school", "in_state_tuition", "hs_completion_date", "program",
                                                           "credits_per_semester")}


@pytest.mark.parametrize("lang,said", [
    ("en", "I don't have my diploma yet, I'm in 12th grade"), ("en", "im in 12th grade"), ("en", "in grade 12, no diploma yet"),
    ("es", "todavía no tengo diploma, estoy en 12 grado"), ("es", "estoy en el doceavo grado"),
])
def test_a_twelfth_grader_is_still_in_high_school(lang, said):
    turn = waiting(AT_HS, "high_school", said, lang)
    assert turn.answers.get("high_school") != "none"
    assert (proposed(turn) if turn.conversation.pending else {}).get("high_school") != "none", turn.reply
    assert turn.expecting == "high_school"
    assert "none" not in [str(v) for v in turn.conversation.offered], turn.conversation.offered


AT_FULL_COST = {**CHAT_SO_FAR, "hs_gpa": 3.5, "household": "two_parent", "household_size": 4, "agi": 60000,
                "aid_application": "fafsa"}


@pytest.mark.parametrize("lang,said", [("en", "yes, some of it"), ("en", "part of it"), ("en", "yeah, partly"),
                                       ("es", "sí, una parte"), ("es", "sí, algo")])
def test_part_of_the_cost_paid_is_no_full_cost(lang, said):
    turn = waiting(AT_FULL_COST, "full_cost_scholarship", said, lang)
    assert turn.answers.get("full_cost_scholarship") is not True
    assert proposed(turn).get("full_cost_scholarship") is False, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "yeah probably"), ("en", "I think so"), ("en", "maybe"),
                                       ("es", "creo que sí"), ("es", "probablemente")])
def test_a_guess_at_full_cost_is_asked_again(lang, said):
    turn = waiting(AT_FULL_COST, "full_cost_scholarship", said, lang)
    assert "full_cost_scholarship" not in turn.answers
    assert not turn.conversation.pending and turn.expecting == "full_cost_scholarship", turn.reply


@pytest.mark.parametrize("lang,yes,said", [("en", "yes", "yes, some of it"), ("en", "yes", "yeah probably"),
                                           ("es", "sí", "sí, una parte"), ("es", "sí", "creo que sí")])
def test_part_or_a_guess_to_the_full_cost_read_back_keeps_no_yes(lang, yes, said):
    turn = waiting(AT_FULL_COST, "full_cost_scholarship", yes, lang)
    assert proposed(turn).get("full_cost_scholarship") is True
    turn = then(turn, said, lang)
    assert turn.answers.get("full_cost_scholarship") is not True
    assert (proposed(turn) if turn.conversation.pending else {}).get("full_cost_scholarship") is not True, turn.reply
    assert turn.expecting == "full_cost_scholarship"


AFTER_RESULT = {**CHAT_SO_FAR, "hs_gpa": 3.5, "household": "two_parent", "household_size": 4, "agi": 130000,
                "aid_application": "fafsa", "full_cost_scholarship": False}


@pytest.mark.parametrize("lang,said", [
    ("en", "wait, I forgot my grandma lives with us too and she makes 30k a year from her pension"),
    ("en", "my grandpa also lives with us, he makes 20k"), ("en", "oh and my grandma lives with us and gets 30k"),
    ("es", "se me olvidó, mi abuela también vive con nosotros y gana 30 mil al año de su pensión"),
    ("es", "mi abuelo también vive aquí, él gana 20 mil"),
])
def test_a_grandparents_income_after_the_result_is_an_aside(lang, said):
    turn = waiting(AFTER_RESULT, None, said, lang)
    assert turn.answers["agi"] == 130000
    assert "agi" not in (proposed(turn) if turn.conversation.pending else {}), turn.reply


def test_a_grandparents_income_after_the_result_no_not_eligible_from_it():
    opening = "I'm a senior at Towson High, graduating June 2027, GPA 3.5, zip 21204, I live with my mom and dad"
    turn = talk("en", opening, "yes", "yes", "associate, 12 credits", "they make 130k together", "yes")
    for said in ("yes", "fafsa", "yes", "no", "no"):
        if turn.expecting is None and not turn.conversation.pending:
            break
        turn = then(turn, said, "en")
    assert turn.expecting is None and not turn.conversation.pending and turn.answers.get("agi") == 130000
    turn = then(turn, "wait, I forgot my grandma lives with us too and she makes 30k a year from her pension", "en")
    assert turn.answers.get("agi") == 130000 and "agi" not in (proposed(turn) if turn.conversation.pending else {}), turn.reply
    turn = then(turn, "yes", "en")
    assert turn.answers.get("agi") == 130000


@pytest.mark.parametrize("lang,said", [
    ("en", "a high school outside MD, I'm in Maryland now"), ("en", "outside md"), ("en", "a high school outside Md., I live here now"),
    ("en", "went to hs out of MD"), ("en", "outside of maryland"),
    ("es", "una escuela fuera de MD, ahora vivo en Maryland"), ("es", "fuera de md"),
])
def test_outside_md_is_outside_maryland_read_back(lang, said):
    turn = waiting(AT_HS, "high_school", said, lang)
    assert turn.answers.get("high_school") != "maryland"
    assert proposed(turn).get("high_school") == "other", turn.reply

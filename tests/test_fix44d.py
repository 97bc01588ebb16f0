"""fix44d: what the chat does once a result is shown.

- "actually I'll only take 5 credits" after a result, the program said in a list read back and
  confirmed: the program was dropped and asked again ("What will you study?"). The credits are a
  count carried on the program's page; their correction is a measured one (engine._field_kind,
  engine._measured_correction): the program stays, the credits are read back alone, and the
  result says the 6-credit minimum (§18-3603(b)(5)(i)1).
- "why?" after "likely eligible" and "why am I not eligible?" after "likely not eligible" got the
  FAQ on a $0 award: the result's own rules are said, met or failing, cited (engine._why_result).
- "what if I get married?", "¿y si me caso?" got the AGI's definition: the FAQ entry on students
  on their own and married students answers (flows/faq.yaml independent_student).

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import talk
from support import then
from support import waiting

BEFORE_TUITION = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2027-06",
                  "hs_gpa": 3.4, "zip": "20715", "college": "prince-georges", "county": "prince-georges"}
ONE_PARENT = {**BEFORE_TUITION, "in_state_tuition": "yes", "program": "associate", "credits_per_semester": 12,
              "household": "single_parent", "household_size": 2, "agi": 95000, "aid_application": "fafsa",
              "full_cost_scholarship": False}
OVER = {**ONE_PARENT, "household": "two_parent", "household_size": 3, "agi": 160000}

# a chat whose program, credits, household and income were said in passing, in one list read back
CHATS = {
    "en": ("I'm a senior at a Maryland high school graduating June 2027, gpa 3.4", "20715",
           "prince george's community college",
           "yes, associate degree in nursing, 12 credits, single mom, 2 of us, she makes 95000", "yes", "fafsa", "no"),
    "es": ("estoy en el último año de una prepa de Maryland, me gradúo en junio de 2027, promedio 3.4", "20715",
           "prince george's community college",
           "sí, un título de asociado en enfermería, 12 créditos, mamá soltera, somos 2, ella gana 95000", "sí", "fafsa", "no"),
}

# (lang, correction, its yes, credits kept, a phrase of the result)
CREDITS = [
    ("en", "actually I'll only take 5 credits", "yes", 5, "6-credit minimum"),
    ("es", "en realidad solo voy a tomar 5 créditos", "sí", 5, "mínimo de 6 créditos"),
    ("en", "actually I'll take 15 credits", "yes", 15, "likely eligible"),  # guard
    ("es", "en realidad voy a tomar 15 créditos", "sí", 15, "probablemente cumples"),  # guard
]


@pytest.mark.parametrize("lang,message,yes,credits,said", CREDITS)
def test_credits_corrected_after_the_result_keep_the_program(lang, message, yes, credits, said):
    turn = talk(lang, *CHATS[lang])
    assert turn.assessment["status"] == "likely_eligible"
    turn = then(then(turn, message, lang), yes, lang)
    assert turn.answers.get("program") == "associate"
    assert turn.answers.get("credits_per_semester") == credits
    assert turn.expecting is None
    assert said in turn.reply


def test_gpa_corrected_after_the_result_is_read_back_alone():  # guard
    turn = waiting(ONE_PARENT, None, "actually my gpa is 2.1", "en")
    turn = then(turn, "yes", "en")
    assert turn.answers.get("hs_gpa") == 2.1 and turn.answers.get("program") == "associate"
    assert "2.3" in turn.reply


# (lang, answers, message, a word the reply must say, one it must not)
WHY = [
    ("en", ONE_PARENT, "why?", "$100,000", "last-dollar"),
    ("es", ONE_PARENT, "¿por qué?", "$100,000", "último dólar"),
    ("en", ONE_PARENT, "but why?", "§18-3603(b)(5)(i)1", "last-dollar"),
    ("en", OVER, "why am I not eligible?", "$150,000", "last-dollar"),
    ("es", OVER, "¿por qué no califico?", "$150,000", "último dólar"),
    ("en", OVER, "why don't I qualify?", "§18-3603(b)(4)(ii)", "last-dollar"),
    ("es", OVER, "¿por qué no soy elegible?", "§18-3603(b)(4)(ii)", "último dólar"),  # guard
    ("en", OVER, "why?", "$150,000", "last-dollar"),  # guard
    ("en", ONE_PARENT, "why is my award $0?", "last-dollar", None),  # guard
    ("es", ONE_PARENT, "¿por qué necesito la fafsa?", "FAFSA", "último dólar"),  # guard
]


@pytest.mark.parametrize("lang,answers,message,said,unsaid", WHY)
def test_why_after_a_result_says_its_rules(lang, answers, message, said, unsaid):
    turn = waiting(answers, None, message, lang)
    assert said in turn.reply
    if unsaid is not None:
        assert unsaid not in turn.reply.lower()


# (lang, message, a phrase of the answer expected, one not)
MARRIED = [
    ("en", "what if I get married?", "students on their own", "line 11"),
    ("en", "and if I get married?", "students on their own", "line 11"),
    ("es", "¿y si me caso?", "se mantienen solos", "línea 11"),
    ("es", "¿qué pasa si me caso?", "se mantienen solos", "línea 11"),
    ("en", "what is agi?", "line 11", None),  # guard
    ("es", "¿qué es el agi?", "línea 11", None),  # guard
    ("en", "if I get married does my husbands income count", "line 11", None),  # guard
    ("en", "and if my mom gets married?", "remarried", None),  # guard
    ("es", "¿y si mi mamá se casa?", "se volvió a casar", None),  # guard
]


@pytest.mark.parametrize("lang,message,said,unsaid", MARRIED)
def test_what_if_i_get_married_is_the_married_and_independent_entry(lang, message, said, unsaid):
    turn = waiting(ONE_PARENT, None, message, lang)
    assert said in turn.reply
    if unsaid is not None:
        assert unsaid not in turn.reply
    assert turn.answers.get("household") == "single_parent"

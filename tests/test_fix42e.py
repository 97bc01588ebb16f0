"""fix42e: conversation mechanics around read-backs and double questions.

1. A GPA said as a percent while a read-back waits ("92%", "my gpa is 92%", "mi promedio es 92 por
   ciento") got "I still need a yes or no" and was dropped, or was read as an income of $92,000: it
   is the GPA out of 100, read back with what waits (the GPA read back replaced).
2. The parent-abroad question (fix41c) was asked beside the income question: one question a reply.
3. A grandparent's household note ("The law counts your parents' income… For now, which is
   closest…?") said again when the household is left open: said once.
"""
import pytest

from support import proposed
from support import talk
from support import then

SO_FAR = {
    "en": ["first time", "none", "Bowie High, June 2027", "20906", "yes", "associate, 12 credits"],
    "es": ["primera vez", "ninguno", "Bowie High, junio 2027", "20906", "sí", "asociado, 12 créditos"],
}
GRAD_READ_BACK = {"en": ["first time", "none", "Bowie High", "June 2027"],
                  "es": ["primera vez", "ninguno", "Bowie High", "junio 2027"]}
INCOME_READ_BACK = {"en": SO_FAR["en"] + ["3.5", "me and my mom", "she makes 3000 a month"],
                    "es": SO_FAR["es"] + ["3.5", "mi mamá y yo", "ella gana 3000 al mes"]}
HOUSEHOLD_READ_BACK = {"en": SO_FAR["en"] + ["3.5", "my mom and my stepdad"],
                       "es": SO_FAR["es"] + ["3.5", "mi mamá y mi padrastro"]}
GPA_READ_BACK = {"en": SO_FAR["en"] + ["my gpa is 3,2"], "es": SO_FAR["es"] + ["mi promedio es 3,2"]}
STILL = {"en": "I still need", "es": "Todavía necesito"}


@pytest.mark.parametrize("lang,setup,message,waits", [
    ("en", GRAD_READ_BACK, "92%", {"hs_completion_date": "2027-06"}),
    ("es", GRAD_READ_BACK, "92%", {"hs_completion_date": "2027-06"}),
    ("en", GRAD_READ_BACK, "my gpa is 92%", {"hs_completion_date": "2027-06"}),
    ("es", GRAD_READ_BACK, "mi promedio es 92 por ciento", {"hs_completion_date": "2027-06"}),  # guard (read so before)
    ("en", INCOME_READ_BACK, "92%", {"agi": 36000}),  # (was the income replaced by $92,000)
    ("es", INCOME_READ_BACK, "92%", {"agi": 36000}),
    ("en", HOUSEHOLD_READ_BACK, "my gpa is 92%", {"household": "two_parent"}),  # (was an income of $92,000)
    ("es", HOUSEHOLD_READ_BACK, "mi promedio es 92 por ciento", {"household": "two_parent"}),
    ("en", GPA_READ_BACK, "92%", {}),  # guard: the GPA read back replaced
    ("es", GPA_READ_BACK, "92%", {}),  # guard
])
def test_percent_gpa_at_read_back(lang, setup, message, waits):
    turn = then(talk(lang, *setup[lang]), message, lang)
    waiting = proposed(turn)
    assert STILL[lang] not in turn.reply
    assert float(waiting.get("hs_gpa")) == 92 and str(waiting.get("gpa_scale")) == "100"
    assert "agi" not in waiting or waits.get("agi") == waiting["agi"]
    for field, value in waits.items():
        assert waiting.get(field) == value
    assert not turn.answers.get("hs_gpa") or float(turn.answers["hs_gpa"]) != 92  # (read back, never kept unasked)


@pytest.mark.parametrize("lang,setup,message,kept", [
    ("en", GRAD_READ_BACK, "yes", True),  # guard: a yes still confirms
    ("es", GRAD_READ_BACK, "sí", True),  # guard
    ("en", GRAD_READ_BACK, "no", False),  # guard: a no still refuses
    ("es", GRAD_READ_BACK, "no", False),  # guard
    ("en", INCOME_READ_BACK, "yes", True),  # guard
    ("es", INCOME_READ_BACK, "sí", True),  # guard
])
def test_yes_no_to_read_back(lang, setup, message, kept):
    turn = then(talk(lang, *setup[lang]), message, lang)
    field = "hs_completion_date" if setup is GRAD_READ_BACK else "agi"
    assert (field in turn.answers) is kept
    assert field not in proposed(turn)


ABROAD = {"en": SO_FAR["en"] + ["3.5", "me, my mom and my dad", "my dad works in Mexico, he makes 30k, my mom makes 80k"],
          "es": SO_FAR["es"] + ["3.5", "mi mamá, mi papá y yo", "mi papá trabaja en México, gana 30 mil, mi mamá gana 80 mil"]}
AGI_Q = {"en": "adjusted gross income", "es": "ingreso bruto ajustado"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_parent_abroad_asked_alone(lang):
    turn = talk(lang, *ABROAD[lang])
    assert turn.expecting == "agi"
    assert ("Does your dad live with you?" if lang == "en" else "¿Tu papá vive contigo?") in turn.reply
    assert AGI_Q[lang] not in turn.reply  # (one question a reply: the income was asked beside it)


@pytest.mark.parametrize("lang,answer,total", [
    ("en", "yes", 110000),  # guard: his pay added, read back
    ("es", "sí", 110000),  # guard
    ("en", "no", 80000),  # guard: the mom's alone, read back
    ("es", "no", 80000),  # guard
])
def test_parent_abroad_answered(lang, answer, total):
    turn = then(talk(lang, *ABROAD[lang]), answer, lang)
    assert proposed(turn).get("agi") == total


GRANDPARENTS = {"en": SO_FAR["en"] + ["3.5", "I live with my grandparents"],
                "es": SO_FAR["es"] + ["3.5", "vivo con mis abuelos"]}
NOTE = {"en": "not a grandparent's or guardian's", "es": "no los de un abuelo o un tutor"}


@pytest.mark.parametrize("lang,message", [
    ("en", "my grandparents make 50k"),
    ("es", "mis abuelos ganan 50 mil"),
    ("en", "I live with my grandparents"),
    ("es", "vivo con mis abuelos"),
])
def test_grandparent_note_said_once(lang, message):
    first = talk(lang, *GRANDPARENTS[lang])
    assert NOTE[lang] in first.reply  # (said the first time)
    turn = then(first, message, lang)
    assert NOTE[lang] not in turn.reply
    assert turn.expecting != "household" and "household" not in turn.answers  # (left open: never a third time)


@pytest.mark.parametrize("lang,message,expecting", [
    ("en", "one parent", "agi"),  # guard: the household answered after the note
    ("es", "un padre o madre", "agi"),  # guard
])
def test_grandparent_note_then_answer(lang, message, expecting):
    turn = then(talk(lang, *GRANDPARENTS[lang]), message, lang)
    assert turn.answers.get("household") == "single_parent" and turn.expecting == expecting

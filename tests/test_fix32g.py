"""Answers taken by the wrong reader (fix32g, a newcomer's findings; our own wording, English and Spanish).

- A married student's own pay held beside the read-back of "married": "she doesn't work", "my wife
  has no income", "mi esposa no trabaja" keep that pay as the household's, read back (never an FAQ
  answer about work, nor the household's income read as $0).
- A bare "no" at a choice question ("What will you study?") asks again with the choices, never an
  FAQ answer.
- "near the mall" at the ZIP question: not understood, the question asked again (never "I don't
  know the answer to that one").
- Words read as a choice while a read-back waits: never "Did you mean one of these?" with nothing listed.
- A senior's "what if my GPA drops to 2.2?": the high school GPA entry (2.3), not the renewal's 2.5.
- A program read back with its credits and confirmed is one answer: "full time" said later is kept
  and the program stays.
- "I don't know my GPA" at the ZIP question is said of the GPA: the ZIP question stays.
"""
import pytest

from support import talk
from support import waiting

RENEWING = {
    "en": ["I already have the promise scholarship and want to renew it. I'm at Anne Arundel Community College",
           "none", "21401", "yes"],
    "es": ["Ya tengo la beca promise y quiero renovarla. Estoy en Anne Arundel Community College",
           "ninguno", "21401", "sí"],
}
MARRIED = {"en": "I'm 35 and married, want to go back to school at CCBC. I make 62k",
           "es": "Tengo 35 años y estoy casado, quiero volver a estudiar en CCBC. Gano 62 mil"}
SENIOR = {"en": "I'm a senior at Bladensburg High, June 2027", "es": "Soy senior en Bladensburg High, junio 2027"}


@pytest.mark.parametrize("lang,said", [
    ("en", "she doesn't work"),
    ("en", "my wife has no income"),
    ("es", "mi esposa no trabaja"),
    ("es", "mi esposa no tiene ingresos"),
])
def test_spouse_without_pay_keeps_held_pay(lang, said):
    turn = talk(lang, MARRIED[lang], said)
    assert turn.conversation.pending.get("agi") == {"agi": 62000}
    assert turn.conversation.pending.get("household") == {"household": "married"}
    assert turn.conversation.pending.get("agi") != {"agi": 0}
    after = talk(lang, MARRIED[lang], said, {"en": "yes", "es": "sí"}[lang])
    assert after.answers.get("agi") == 62000 and after.answers.get("household") == "married"


RENEWAL_AT_PROGRAM = {"applicant_type": "renewal", "college": "anne-arundel", "prior_degree": "none", "zip": "21401",
                      "county": "anne-arundel", "in_state_tuition": "yes", "cc_gpa": 3.0, "household": "single_parent",
                      "agi": 40000, "aid_application": "fafsa"}


@pytest.mark.parametrize("lang,no", [("en", "no"), ("en", "nope"), ("es", "no")])
def test_bare_no_at_choice_question_asks_again(lang, no):
    turn = waiting(RENEWAL_AT_PROGRAM, "program", no, lang)
    assert turn.expecting == "program"
    assert "2027-2028" not in turn.reply  # (the FAQ's deadline answer)
    assert "Source" not in turn.reply and "Fuente" not in turn.reply
    assert len(turn.quick_replies) > 2  # the choices again


@pytest.mark.parametrize("lang,said", [("en", "near the mall"), ("es", "cerca del centro comercial")])
def test_unread_place_at_zip_question_asks_again(lang, said):
    turn = talk(lang, SENIOR[lang], said)
    assert turn.expecting == "zip"
    assert "410-767-3300" not in turn.reply
    assert {"en": "didn't understand", "es": "entend"}[lang] in turn.reply


def test_no_choice_prompt_without_choices_at_read_back():
    turn = talk("en", *RENEWING["en"][:3], "I started in fall 2024")
    assert "Did you mean one of these?" not in turn.reply
    assert "didn't understand" in turn.reply, turn.reply  # (said instead of the empty choice prompt)
    assert turn.conversation.pending.get("zip") == {"zip": "21401"}


@pytest.mark.parametrize("lang,asked,hs", [
    ("en", "what if my GPA drops to 2.2?", True),
    ("en", "what if my college GPA drops to 2.2?", False),
    ("es", "¿y si mi promedio baja a 2.2?", True),
])
def test_senior_gpa_question_gets_high_school_rule(lang, asked, hs):
    turn = talk(lang, SENIOR[lang], asked)
    assert ("2.3" in turn.reply) is hs
    assert turn.expecting == "zip"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_program_with_credits_confirmed_stays_with_full_time(lang):
    yes = {"en": "yes", "es": "sí"}[lang]
    said = {"en": ["associate, 12 credits", yes, yes, "my college GPA is 2.3", "single mom, she makes 52,000", yes,
                   "FAFSA", "no", "September 2024", "full time"],
            "es": ["asociado, 12 créditos", yes, yes, "mi promedio del college es 2.3", "mamá soltera, gana 52,000", yes,
                   "FAFSA", "no", "septiembre 2024", "tiempo completo"]}[lang]
    turn = talk(lang, *RENEWING[lang], *said)
    assert turn.answers.get("program") == "associate"
    assert turn.answers.get("enrollment_status") == "full_time" \
        or (turn.conversation.pending.get("_because") or {}).get("enrollment_status") == "full_time"
    turn = talk(lang, *RENEWING[lang], *said, yes)
    assert turn.answers.get("program") == "associate"
    assert turn.answers.get("enrollment_status") == "full_time"
    assert turn.expecting != "program"


@pytest.mark.parametrize("lang,said", [("en", "I don't know my GPA"), ("en", "idk my grades"), ("es", "no sé mi promedio")])
def test_unsure_of_another_field_keeps_the_question(lang, said):
    turn = talk(lang, SENIOR[lang], said)
    assert turn.expecting == "zip"
    assert "zip" not in turn.answers and "county" not in turn.answers
    assert {"en": "GPA", "es": "GPA"}[lang] in turn.reply


@pytest.mark.parametrize("lang,said", [("en", "I don't know"), ("es", "no sé")])
def test_plain_unsure_at_zip_unchanged(lang, said):
    turn = talk(lang, SENIOR[lang], said)
    assert turn.expecting == "county"

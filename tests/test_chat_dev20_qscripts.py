"""dev20's wrong verdicts and scripts (issue #8), by class, in both languages and in words of our own:

- a place taken back, then the one meant, at a yes-or-no question ("ah y no es Worcester, vivo en
  Salisbury", "no, it's not Howard County, it's Carroll"): a correction of the home, its "no" never
  the answer to the question waiting (in-state tuition was read as "no", to a wrong "not eligible");
- a spouse's school ("I have a GED… my husband went to Frederick High", "mi esposo fue a la
  Northwood"): theirs, never the student's (a GED said without a place was read as one earned in
  Maryland, to a wrong "likely eligible");
- the FAFSA to be filed, then "never" of the past ("ill do the fafsa, never did one before", "voy a
  hacer la fafsa, nunca la he hecho"): the FAFSA, never "no application" (a wrong "not eligible").
"""
import pytest

from support import pending_values
from support import proposed
from support import talk
from support import waiting

HOME = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "county": "worcester",
        "college": "wor-wic"}
HOWARD = {**HOME, "county": "howard", "college": "howard"}


@pytest.mark.parametrize("lang,answers,said", [
    ("es", HOME, "ah y no es worcester, vivo en salisbury que es wicomico"),
    ("es", HOME, "no es worcester, vivimos en salisbury"),
    ("es", HOWARD, "no es el condado de howard, es carroll"),
    ("es", HOWARD, "perdon no era howard, vivo en westminster"),
    ("en", HOWARD, "no its not howard county, its carroll"),
    ("en", HOWARD, "no, not howard, we live in westminster"),
])
def test_a_place_taken_back_is_not_the_yes_no_answer(lang, answers, said):
    turn = waiting(answers, "in_state_tuition", said, lang)
    assert "in_state_tuition" not in turn.answers, turn.reply
    assert "in_state_tuition" not in proposed(turn), turn.reply
    assert turn.assessment is None or turn.assessment["status"] != "likely_ineligible", turn.reply


@pytest.mark.parametrize("lang,said,meant", [
    ("es", "ah y no es worcester, vivo en salisbury que es wicomico", "wicomico"),
    ("en", "oh and it's not worcester, i live in salisbury which is wicomico", "wicomico"),
])
def test_the_place_meant_is_read_back(lang, said, meant):
    turn = waiting(HOME, "in_state_tuition", said, lang)
    assert pending_values(turn).get("county") == meant, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "I have a GED, not a diploma. my husband and I make 70k, he went to Frederick High"),
    ("en", "i have my GED. my wife graduated from Bowie High if that matters"),
    ("en", "I got a GED, my husband went to Towson High"),
    ("es", "tengo el GED. mi esposo y yo ganamos 70 mil, el fue a la Frederick High"),
    ("es", "tengo GED, mi esposa se graduo de la Northwood"),
    ("es", "saque el GED, mi marido fue a Bowie High"),
])
def test_a_spouses_school_is_not_the_students(lang, said):
    turn = talk(lang, said)
    assert turn.answers.get("high_school") is None, turn.reply
    assert proposed(turn).get("high_school") is None, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "my son is 19, he went to Bowie High"),
    ("es", "mi hijo tiene 19, el fue a la Bowie High"),
])
def test_a_child_a_parent_writes_for_is_the_student(lang, said):
    turn = waiting({"applicant_type": "new", "prior_degree": "none"}, "high_school", said, lang)
    assert {**turn.answers, **pending_values(turn)}.get("high_school") == "maryland", turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "ill do the fafsa, never did one before"),
    ("en", "the fafsa, never filled one out before"),
    ("en", "FAFSA, no idea how yet"),
    ("es", "voy a hacer la fafsa, nunca la he hecho"),
    ("es", "la fafsa, nunca antes la llene"),
])
def test_the_fafsa_with_never_before_is_the_fafsa(lang, said):
    turn = waiting({"applicant_type": "new"}, "aid_application", said, lang)
    got = {**turn.answers, **proposed(turn)}.get("aid_application")
    assert got in ("fafsa", None), turn.reply
    assert got != "none" and turn.answers.get("aid_application") != "none", turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "the fafsa? nope"),
    ("es", "la fafsa no, no la voy a hacer"),
])
def test_the_fafsa_denied_is_still_none(lang, said):
    turn = waiting({"applicant_type": "new"}, "aid_application", said, lang)
    assert {**turn.answers, **proposed(turn)}.get("aid_application") == "none", turn.reply

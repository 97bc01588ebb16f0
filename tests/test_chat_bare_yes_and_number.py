"""Two wrong verdicts from words (issue #8, a newcomer's findings), each a class in both languages:

1. A bare "yes" (or "yes, I have one") to "What is the highest college degree you already have?"
   names no degree: a renewing student is asked which one, as a new applicant is, never read back
   an associate's degree that ends the award; "I do have one", "I have a degree" name none either
   (they were read as "don't have one" and as an associate's). A degree said to be earned ("ya me
   lo dieron") still is.
2. A number and nothing else, typed while the value read back for the question asked waits
   ("full time" read back as 12 credits, then "3.0"), corrects nothing: it is the next question's
   answer when it reads as one (read back with the 12), else the yes or no is asked again; never
   the credits, and never two answers at once. "no, 9 credits" still corrects, and so does a whole
   count said alone ("7": the credits meant, tests/test_chat_readback_value.py).

Our own wording."""
import pytest

from support import proposed
from support import talk

YES_NO = {"en": ("Yes", "No"), "es": ("Sí", "No")}
RENEWING = {"en": ("renewing",), "es": ("renovación",)}
ASSOCIATE = {"en": "An associate's degree", "es": "Un título de asociado"}


# --- 1. a yes to "which degree?" -------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "yes"), ("en", "yep"), ("en", "yes I have one"), ("en", "yeah i do have one"), ("en", "yup, I have a degree"),
    ("es", "sí"), ("es", "si tengo"), ("es", "sí tengo uno"), ("es", "sí, sí tengo"), ("es", "tengo un título"),
])
def test_a_renewing_students_bare_yes_is_asked_which_degree(lang, said):
    asked = talk(lang, *RENEWING[lang])
    assert asked.expecting == "prior_degree"  # (the premise: the degree is asked)
    turn = talk(lang, *RENEWING[lang], said)
    assert "prior_degree" not in proposed(turn) and "prior_degree" not in turn.answers, turn.reply
    assert turn.expecting == "prior_degree"
    assert ASSOCIATE[lang] in turn.quick_replies, turn.quick_replies  # (the question's choices)
    after = talk(lang, *RENEWING[lang], said, YES_NO[lang][0])
    assert after.answers.get("prior_degree") != "associate" and after.assessment is None, after.reply


@pytest.mark.parametrize("lang,said", [("en", "yes"), ("en", "yes I have one"), ("es", "sí"), ("es", "sí tengo uno")])
def test_a_bare_yes_to_the_degree_is_asked_alike_for_new_and_renewing(lang, said):
    new = talk(lang, {"en": "first time", "es": "primera vez"}[lang], said)
    renewing = talk(lang, *RENEWING[lang], said)
    assert new.reply == renewing.reply and new.quick_replies == renewing.quick_replies


@pytest.mark.parametrize("lang,said", [("en", "already got it"), ("en", "yep, got my associates in may"),
                                       ("es", "sí, ya me lo dieron"), ("es", "ya me dieron el asociado")])
def test_a_degree_said_earned_is_still_the_associates_read_back(lang, said):
    turn = talk(lang, *RENEWING[lang], said)
    assert proposed(turn).get("prior_degree") == "associate" and "prior_degree" not in turn.answers


# --- 2. a bare number while the credits' read-back waits -------------------------------------------

TO_CREDITS = {  # (still in high school: the GPA is the question after the credits)
    "en": ("first time", "none", "A high school in Maryland", "June 2027", "20774", "yes", "yes", "yes", "associate", "full time"),
    "es": ("primera vez", "ninguno", "Una secundaria de Maryland", "junio 2027", "20774", "sí", "sí", "sí", "asociado",
           "tiempo completo"),
}
GRADUATED = {  # (out of high school: a yes or no question after the credits)
    lang: tuple("June 2025" if m == "June 2027" else "junio 2025" if m == "junio 2027" else m for m in msgs)
    for lang, msgs in TO_CREDITS.items()
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_premise_full_time_is_read_back_as_twelve(lang):
    for path in (TO_CREDITS, GRADUATED):
        turn = talk(lang, *path[lang])
        assert proposed(turn) == {"credits_per_semester": 12} and turn.quick_replies == YES_NO[lang]


@pytest.mark.parametrize("lang,said,gpa", [("en", "3.0", 3.0), ("en", "2.8", 2.8), ("es", "3,0", 3.0), ("es", "3.4", 3.4)])
def test_a_gpa_typed_at_the_credits_read_back_is_the_gpa_with_the_twelve(lang, said, gpa):
    turn = talk(lang, *TO_CREDITS[lang], said)
    assert float(proposed(turn)["credits_per_semester"]) == 12 and float(proposed(turn)["hs_gpa"]) == gpa, turn.reply
    done = talk(lang, *TO_CREDITS[lang], said, YES_NO[lang][0])
    assert done.answers["credits_per_semester"] == 12 and float(done.answers["hs_gpa"]) == gpa and done.assessment is None


@pytest.mark.parametrize("path", [TO_CREDITS, GRADUATED])
@pytest.mark.parametrize("lang,said", [("en", "3.0"), ("en", "52000"), ("en", "$41,000"),
                                       ("es", "3,0"), ("es", "52000")])
def test_a_bare_number_never_replaces_the_credits_read_back(path, lang, said):
    # (a whole count, "7", is the credits meant in place of the 12: tests/test_chat_readback_value.py)
    turn = talk(lang, *path[lang], said)
    assert "credits_per_semester" not in turn.answers, turn.reply
    assert float(proposed(turn)["credits_per_semester"]) == 12, turn.reply
    assert " 40" not in turn.reply  # (no credits' limit told: it was no credits)
    assert turn.quick_replies == YES_NO[lang]
    done = talk(lang, *path[lang], said, YES_NO[lang][0])
    assert done.answers["credits_per_semester"] == 12 and done.assessment is None, done.reply


@pytest.mark.parametrize("lang,said", [("en", "no, 9 credits"), ("en", "actually 9"), ("es", "no, 9 créditos"),
                                       ("es", "en realidad 9")])
def test_a_number_said_as_a_correction_still_corrects(lang, said):
    turn = talk(lang, *GRADUATED[lang], said)
    assert float(proposed(turn).get("credits_per_semester", turn.answers.get("credits_per_semester", 0))) == 9, turn.reply

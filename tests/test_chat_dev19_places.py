"""dev19's place class (issue #8, two wrong verdicts), in both languages, in words of our own: a
correction of where the student lives or studies whose place stands in one clause of several, an
apology or the reason in the others ("sorry, Carroll County, we moved to Westminster in the
spring", "I meant Howard Community College, not Frederick. My bad, I mix them up"), said at a
question a place doesn't answer. It got "I don't know the answer" (or the grandparent's note), the
old place was kept, and a later "yes" to the read-back of the home college confirmed it: "not
eligible", out of county. The place is read back; nothing is kept for the question asked."""
import pytest

from support import proposed
from support import talk
from support import waiting

SO_FAR = {"applicant_type": "new", "county": "frederick", "college": "frederick"}
LATER = {**SO_FAR, "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2027-06",
         "in_state_tuition": "yes", "program": "associate"}

CORRECTED = [
    ("en", SO_FAR, "prior_degree", "sorry, carroll county, we moved to Westminster in the spring", {"county": "carroll"}),
    ("en", SO_FAR, "prior_degree", "oops, Howard County, I moved there a few months ago for work", {"county": "howard"}),
    ("en", LATER, "program_offered_locally", "I meant Howard Community College, not Frederick. My bad, I mix them up",
     {"college": "howard"}),
    ("en", SO_FAR, "prior_degree", "I meant Howard Community College, not Frederick. Sorry, I mix them up", {"college": "howard"}),
    ("es", SO_FAR, "prior_degree", "quise decir Howard Community College, no Frederick. perdon, yo los confundo", {"college": "howard"}),
    ("en", LATER, "credits_per_semester", "wait, Washington County. we moved to hagerstown in august", {"county": "washington"}),
    ("es", SO_FAR, "prior_degree", "perdon, condado de carroll, nos mudamos a westminster en la primavera", {"county": "carroll"}),
    ("es", SO_FAR, "prior_degree", "me equivoque, Howard County, me mude alla hace unos meses", {"county": "howard"}),
    ("es", LATER, "program_offered_locally", "quise decir Howard Community College, no Frederick. perdon, los confundo",
     {"college": "howard"}),
    ("es", LATER, "credits_per_semester", "espera, condado de Washington. nos mudamos a hagerstown en agosto",
     {"county": "washington"}),
]


@pytest.mark.parametrize("lang,answers,field,text,meant", CORRECTED)
def test_a_place_corrected_among_other_clauses_is_read_back(lang, answers, field, text, meant):
    turn = waiting(answers, field, text, lang)
    got = proposed(turn)
    assert all(got.get(k) == v for k, v in meant.items()), (text, turn.reply)
    assert field not in got and field not in turn.answers, (text, turn.reply)
    assert all(turn.answers.get(k) == v for k, v in answers.items())  # nothing changed unasked


# the clause refusing the old place, or no correction said at all: no place read
KEPT = [
    ("en", LATER, "program_offered_locally", "yes, they have it at frederick, my sister went there"),
    ("es", LATER, "program_offered_locally", "si, lo tienen en frederick, mi hermana fue ahi"),
]


@pytest.mark.parametrize("lang,answers,field,text", KEPT)
def test_a_place_said_in_passing_is_no_correction(lang, answers, field, text):
    turn = waiting(answers, field, text, lang)
    assert "county" not in proposed(turn) and "college" not in proposed(turn), (text, turn.reply)


# a grandparent writing: the correction's "I mix them up" is no home or income of theirs
BY_KIN = [
    ("en", ("I'm helping my granddaughter with this, she lives in Frederick with her mom and wants to go to Howard "
            "Community College", "yes", "new", "none", "a maryland high school, june 2027", "yes", "an associate degree"),
     "I meant Frederick Community College, not Howard. Sorry, I always get those two confused"),
    ("es", ("estoy ayudando a mi nieta, vive en Frederick con su mama y quiere ir a Howard Community College", "si", "nueva",
            "ninguno", "una escuela de maryland, junio 2027", "si", "un asociado"),
     "quise decir Frederick Community College, no Howard. perdon, siempre me confundo con esos dos"),
]


@pytest.mark.parametrize("lang,before,text", BY_KIN)
def test_a_grandparents_place_correction_is_read_back(lang, before, text):
    asked = talk(lang, *before)
    turn = talk(lang, *before, text)
    assert proposed(turn).get("college") == "frederick", (text, turn.reply)
    assert turn.expecting == asked.expecting

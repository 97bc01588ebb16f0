"""Four classes of answers lost or misread (issue #8), each in English and Spanish; our own wording.
The aid application refused at another question is that answer (read back: it rules out), never
the "no" of the question waiting; in-state tuition through the Maryland Dream Act keeps both facts;
a home outside Maryland (its ZIP code) survives a college named with it or after it; a single
parent named as the parent at home ("me and my dad, he's a single father") is one parent of a
household of two, not the student."""
import datetime as dt

import pytest

from screener.flow import State
from screener.flow import load_flow

from support import answer
from support import confirm
from support import graded
from support import proposed
from support import talk
from support import waiting

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}


# --- 1. the aid application refused at another question -------------------------------------------

REFUSED = [
    ("en", "i'm not doing fafsa"),
    ("en", "I'm not gonna file the FAFSA"),
    ("en", "we don't do the fafsa"),
    ("en", "not applying for financial aid"),
    ("es", "no voy a hacer el fafsa"),
    ("es", "no vamos a llenar la fafsa"),
    ("es", "no hice la fafsa y no la voy a hacer"),
]


@pytest.mark.parametrize("expecting", ["full_cost_scholarship", "in_state_tuition", "hs_gpa", "household"])
@pytest.mark.parametrize("lang,said", REFUSED)
def test_the_aid_application_refused_at_another_question_is_read_back_as_none(bench, expecting, lang, said):
    graded(bench, expecting, said, lang, confirm(aid_application="none"))


@pytest.mark.parametrize("lang,said", REFUSED)
def test_the_refusal_is_no_answer_to_the_full_cost_question_which_stays_asked(lang, said):
    so_far = {**_at_full_cost(), "aid_application": "fafsa"}
    turn = waiting(so_far, "full_cost_scholarship", said, lang)
    assert "full_cost_scholarship" not in turn.answers and "full_cost_scholarship" not in proposed(turn)
    assert proposed(turn).get("aid_application") == "none" and turn.answers["aid_application"] == "fafsa"
    assert turn.assessment is None or turn.assessment["status"] != "likely_ineligible"
    ruled = talk_on(turn, YES[lang], lang)
    assert ruled.answers["aid_application"] == "none"


@pytest.mark.parametrize("lang,said", [
    ("en", "I haven't done the FAFSA yet"),
    ("en", "not doing the fafsa till january"),
    ("en", "do I have to do the fafsa?"),
    ("es", "todavía no hago la fafsa"),
    ("es", "¿tengo que hacer la fafsa?"),
])
def test_a_filing_to_come_or_a_question_is_no_refusal(lang, said):
    turn = waiting({**_at_full_cost(), "aid_application": "fafsa"}, "full_cost_scholarship", said, lang)
    assert proposed(turn).get("aid_application") != "none" and turn.answers.get("aid_application") == "fafsa"


def _at_full_cost() -> dict:
    from support import chat_so_far
    return {**chat_so_far(3.0), "household_size": 2, "agi": 40000}


def talk_on(turn, message: str, lang: str):
    from screener.chat.engine import respond
    return respond(turn.conversation, message, lang, TODAY)


# --- 2. in-state tuition through the Maryland Dream Act ---------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "yes I get in-state through the dream act"),
    ("en", "I qualify through the Maryland Dream Act"),
    ("en", "under the dream act"),
    ("en", "i have daca, i get in state thru the dream act"),
    ("es", "sí, pago in-state por el Dream Act"),
    ("es", "califico por la ley dream"),
    ("es", "por el dream act de maryland"),
    ("es", "tengo in-state por la ley dream"),
])
def test_in_state_tuition_through_the_dream_act_keeps_both_facts(bench, lang, said):
    graded(bench, "in_state_tuition", said, lang, answer(in_state_tuition="yes", dream_act=True))


@pytest.mark.parametrize("lang,said", [
    ("en", "I'm a dreamer"),
    ("en", "not sure, maybe through the dream act?"),
    ("es", "soy dreamer"),
    ("es", "no sé si califico por el dream act"),
])
def test_a_dreamer_status_or_a_doubt_is_no_dream_act_yes(bench, lang, said):
    turn = waiting({"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044",
                    "county": "howard"}, "in_state_tuition", said, lang)
    assert turn.answers.get("dream_act") is not True and proposed(turn).get("dream_act") is not True
    assert turn.answers.get("in_state_tuition") != "yes"


@pytest.mark.parametrize("in_state,kept", [("yes", True), ("no", False), ("unsure", False)])
def test_the_dream_act_stays_beside_an_in_state_yes_only(in_state, kept):
    flow = load_flow()
    answers = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044",
               "in_state_tuition": in_state, "dream_act": True}
    assert ("dream_act" in flow.prune(State(answers), TODAY).answers) is kept


@pytest.mark.parametrize("lang,said,one_app", [
    ("en", "yes I get in-state through the dream act", "the one app"),
    ("es", "sí, pago in-state por el Dream Act", "la one app"),
])
def test_the_dream_act_said_with_in_state_is_not_asked_again_after_the_one_app(lang, said, one_app):
    turn = talk(lang, "I'm a senior at Bladensburg High in PG County", YES[lang], said, YES[lang])
    assert turn.answers.get("dream_act") is True
    turn = waiting({**turn.answers, "college": "prince-georges", "program": "associate", "credits_per_semester": 12,
                    "hs_gpa": 3.1, "household": "single_parent", "agi": 40000}, "aid_application", one_app, lang)
    assert turn.answers.get("aid_application") == "one_app" and turn.expecting != "dream_act"


# --- 3. a home outside Maryland, then a college ------------------------------------------------------

OUT_ZIP = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2027-06",
           "zip": "20011", "county": "outside-md"}


@pytest.mark.parametrize("lang,said", [
    ("en", "Montgomery College"),
    ("en", "PGCC"),
    ("es", "Montgomery College"),
    ("es", "el PGCC"),
])
def test_a_college_named_at_the_county_question_is_not_the_county(lang, said):
    turn = waiting(OUT_ZIP, "county", said, lang)
    assert turn.answers.get("zip") == "20011" and turn.answers.get("county") == "outside-md"
    assert proposed(turn).get("county") in (None, "outside-md")


@pytest.mark.parametrize("lang,said,college", [
    ("en", "hi, I live in DC 20011 and want to go to Montgomery College", "montgomery"),
    ("en", "my zip is 20011, I'd go to PGCC", "prince-georges"),
    ("es", "vivo en DC, mi zip es 20011, quiero ir a Montgomery College", "montgomery"),
    ("es", "mi código postal es 20011 y quiero ir al PGCC", "prince-georges"),
])
def test_a_zip_outside_maryland_said_with_a_college_is_read_back_and_kept(lang, said, college):
    turn = talk(lang, said)
    assert proposed(turn).get("zip") == "20011"
    assert turn.assessment is None or turn.assessment["status"] != "likely_ineligible"
    turn = talk_on(turn, YES[lang], lang)
    assert turn.answers.get("zip") == "20011" and turn.answers.get("county") == "outside-md"
    assert turn.answers.get("college") == college


# --- 4. a single parent named as the parent at home -------------------------------------------------

@pytest.mark.parametrize("lang,said,size", [
    ("en", "me and my dad, he's a single father", 2),
    ("en", "me and my mom, she's a single mom", 2),
    ("en", "it's just me and my single dad", 2),
    ("en", "me, my mom and my little brother, she's a single mom", 3),
    ("es", "mi papá y yo, él es papá soltero", 2),
    ("es", "mi mamá y yo, ella es madre soltera", 2),
    ("es", "mi mamá soltera y yo", 2),
    ("es", "mi mamá, mi hermano y yo, ella es mamá soltera", 3),
])
def test_a_parent_named_as_a_single_parent_is_counted(bench, lang, said, size):
    graded(bench, "household", said, lang, answer(household="single_parent", household_size=size))


@pytest.mark.parametrize("lang,said,size", [
    ("en", "single mom with 2 kids", 3),
    ("en", "I'm a single mom, me and my 2 kids", 3),
    ("es", "soy madre soltera con 2 hijos", 3),
    ("es", "soy mamá soltera con mi niña", 2),
])
def test_the_student_as_a_single_parent_still_counts_the_children(lang, said, size):
    from screener.chat.understand import household_size
    assert household_size(said) == size

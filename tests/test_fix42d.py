"""fix42d: facts said out of turn that were answered but never kept.

1. A county or town named alone at the degree question ("Frederick", "en Frederick", "condado de
   Frederick") was "Sorry, I didn't understand" (or the FAQ's "I don't know", or "I'll ask for your
   ZIP code" that a renewal is never asked): now read back as the county, as at any other question
   (understand.place_alone); at the program question a county or town alone is no field of study.
2. A license course said as the student's own out of turn ("I'm a student, I want a cosmetology
   license program", "quiero un programa de licencia de cosmetología"): the licensure FAQ answered and
   the program lost (English: "I'm a student" was read as an "A student", the GPA asked). Now the
   FAQ answered and the program read back as the program question reads it; "cosmetology license?"
   at the program question asks credit or noncredit (fix41z), the FAQ answered.
3. A renewal's hardship in the opening ("my mom was in the hospital last semester so I only took 9
   credits, I have the letters") was asked again: the extenuating circumstances question, when it
   comes, is read back from those words.

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import proposed
from support import talk
from support import then
from support import waiting

RENEWING = {"en": "I already have the scholarship and want to renew it", "es": "ya tengo la beca y quiero renovarla"}
YES = {"en": "yes", "es": "sí"}

# (lang, said at the degree question, the county read back)
PLACE_AT_DEGREE = [
    ("en", "Frederick", "frederick"),
    ("en", "Frederick County", "frederick"),
    ("en", "in Frederick", "frederick"),
    ("en", "Waldorf", "charles"),
    ("es", "Frederick", "frederick"),
    ("es", "en Frederick", "frederick"),
    ("es", "condado de Frederick", "frederick"),
    ("es", "el condado de Frederick", "frederick"),
]


@pytest.mark.parametrize("lang,said,county", PLACE_AT_DEGREE)
def test_a_place_alone_at_the_degree_question_is_read_back(lang, said, county):
    turn = talk(lang, RENEWING[lang], said)
    assert proposed(turn) == {"county": county}, turn.reply
    assert turn.expecting == "prior_degree"
    turn = then(turn, YES[lang], lang)
    assert turn.expecting == "prior_degree" and not turn.conversation.pending, turn.reply  # the question asked again
    assert "prior_degree" not in turn.answers


# (lang, question waiting, said, the county read back, or None: nothing read back as a county)
PLACE_ELSEWHERE = [
    ("en", "cc_gpa", "Frederick County", "frederick"),
    ("es", "cc_gpa", "condado de Frederick", "frederick"),
    ("en", "program", "Frederick County", "frederick"),
    ("es", "program", "en Waldorf", "charles"),
    ("en", "credits_completed_last_semester", "Frederick", "frederick"),  # guard: read back as before
    ("es", "credits_completed_last_semester", "condado de Frederick", "frederick"),  # guard
    ("en", "in_state_tuition", "Frederick", "frederick"),  # guard
    ("en", "prior_degree", "an associate from Frederick", None),  # guard: where the degree is from
    ("en", "prior_degree", "Frederick Community College", None),  # guard: a college
    ("en", "cc_gpa", "Frederick", None),  # guard: maybe the college the GPA is from
    ("en", "high_school", "Frederick", None),  # guard
]

RENEWAL_SO_FAR = {"applicant_type": "renewal", "prior_degree": "none", "in_state_tuition": "yes", "program": "associate",
                  "credits_per_semester": 12, "cc_gpa": 3.0}


@pytest.mark.parametrize("lang,qid,said,county", PLACE_ELSEWHERE)
def test_a_place_alone_at_other_questions(lang, qid, said, county):
    order = list(RENEWAL_SO_FAR)
    base = {k: v for k, v in RENEWAL_SO_FAR.items() if k in order[:order.index(qid)]} if qid in order else (
        dict(RENEWAL_SO_FAR) if qid != "high_school" else {"applicant_type": "new", "prior_degree": "none"})
    turn = waiting(base, qid, said, lang)
    assert proposed(turn).get("county") == county, turn.reply
    if county is not None and qid == "program":
        assert "Which kind of program" not in turn.reply and "Qué tipo de programa" not in turn.reply, turn.reply


# (lang, an opening naming a license course as the student's own, the program read back)
LICENSE_OWN = [
    ("en", "I'm a student, I want a cosmetology license program", "licensure_noncredit"),
    ("es", "Soy estudiante, quiero un programa de licencia de cosmetología", "licensure_noncredit"),
    ("en", "I want a CDL", "licensure_noncredit"),
    ("es", "quiero sacar mi CDL", "licensure_noncredit"),
]


@pytest.mark.parametrize("lang,said,program", LICENSE_OWN)
def test_a_license_course_said_as_ones_own_is_read_back_and_answered(lang, said, program):
    turn = talk(lang, said)
    assert proposed(turn) == {"program": program}, turn.reply
    assert ("sequence of courses" in turn.reply) if lang == "en" else ("serie de cursos" in turn.reply), turn.reply


# (lang, said: a question about a program, none of it the student's own; nothing kept)
LICENSE_ASKED = [
    ("en", "I want to know if a cosmetology license counts"),  # guard
    ("es", "quiero saber si la licencia de cosmetología cuenta"),  # guard
    ("en", "does cosmetology count?"),  # guard
    ("en", "what if I want a CDL?"),  # guard
]


@pytest.mark.parametrize("lang,said", LICENSE_ASKED)
def test_a_question_about_a_program_keeps_nothing(lang, said):
    turn = talk(lang, said)
    assert "program" not in proposed(turn) and "program" not in turn.answers, turn.reply


GRADUATE = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2024-06",
            "county": "baltimore-county", "college": "baltimore-county", "in_state_tuition": "yes"}

# (lang, said at the program question, credit or noncredit asked, both offered)
LICENSE_QUESTION = [
    ("en", "cosmetology license?", True),
    ("es", "¿licencia de cosmetología?", True),
    ("en", "license?", True),
    ("es", "¿licencia?", True),
    ("en", "does cosmetology count?", False),  # guard: the question asked again, every kind offered
    ("en", "noncredit license classes?", False),  # guard: read back, as before
]


@pytest.mark.parametrize("lang,said,asked", LICENSE_QUESTION)
def test_a_license_asked_about_at_the_program_question(lang, said, asked):
    turn = waiting(GRADUATE, "program", said, lang)
    assert "program" not in turn.answers
    assert (len(turn.quick_replies) == 2 and all("licen" in r.lower() for r in turn.quick_replies)) == asked, turn.quick_replies


# (lang, said: grades in letters, or not; whether the GPA question is put next)
LETTERS = [
    ("en", "I'm a student, I need help", False),
    ("en", "I'm an A student", True),  # guard
    ("en", "im a B student", True),  # guard
    ("en", "straight A student", True),  # guard
]


@pytest.mark.parametrize("lang,said,gpa", LETTERS)
def test_a_student_is_no_a_student(lang, said, gpa):
    turn = talk(lang, said)
    # grades in letters: the GPA question put next, or (fix45e) the letter's usual GPA read back for a "yes"
    graded = turn.expecting == "hs_gpa" or "hs_gpa" in proposed(turn)
    assert graded == gpa, turn.reply


HARDSHIP = {
    "en": "I already have the promise scholarship, I want to renew, my mom was in the hospital last semester so I only "
          "took 9 credits, I have the letters",
    "es": "ya tengo la beca promise y quiero renovarla, mi mamá estuvo en el hospital el semestre pasado y solo tomé 9 "
          "créditos, tengo las cartas",
}
AFTER = {"en": ["yes", "none", "yes", "associate", "12", "2.2"], "es": ["sí", "ninguno", "sí", "asociado", "12", "2.2"]}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_hardship_in_the_opening_is_read_back_at_its_question(lang):
    turn = talk(lang, HARDSHIP[lang], *AFTER[lang])
    assert turn.answers.get("credits_completed_last_semester") == 9
    assert proposed(turn) == {"extenuating_circumstances": True} or proposed(turn) == {"extenuating_circumstances": "true"}, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("extenuating_circumstances") is True, turn.reply
    assert turn.expecting != "extenuating_circumstances"


# (lang, an opening with no hardship told, or one denied: the question asked plainly)
NO_HARDSHIP = [
    ("en", "I already have the promise scholarship, I want to renew, I took 9 credits last semester"),  # guard
    ("es", "ya tengo la beca promise y quiero renovarla, nadie estuvo en el hospital, tomé 9 créditos el semestre pasado"),  # guard
]


@pytest.mark.parametrize("lang,opening", NO_HARDSHIP)
def test_no_hardship_told_asks_the_question(lang, opening):
    turn = talk(lang, opening)
    while turn.conversation.pending:
        turn = then(turn, YES[lang], lang)
    for said in AFTER[lang][1:]:
        turn = then(turn, said, lang)
        while turn.conversation.pending and turn.expecting != "extenuating_circumstances":
            turn = then(turn, YES[lang], lang)
    assert turn.expecting == "extenuating_circumstances" and not proposed(turn), turn.reply


# (said, a hardship told): the reader the opening's words are read with (understand.hardship_told)
HARDSHIP_TOLD = [
    ("what if I got sick and only took 9 credits?", False),  # guard: asked, not told
    ("si me enfermo y solo tomo 9 créditos, ¿la pierdo?", False),  # guard
    ("I'll take 9 credits last semester", False),  # guard: "I'll" is no "ill"
    ("my mom is disabled, she gets SSDI, I took 12 credits", False),  # guard: an aside on income
    ("I got sick last semester and my grades dropped", True),
    ("estuve enferma el semestre pasado y bajaron mis notas", True),
]


@pytest.mark.parametrize("said,told", HARDSHIP_TOLD)
def test_hardship_told(said, told):
    from screener.chat import understand

    assert understand.hardship_told(said) == told

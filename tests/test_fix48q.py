"""fix48q: readings too broad in this round's merged code (a reviewer's findings), in both languages.

1. fix48l's private "<Name> High" (understand._real_school_high): any unknown word before "High"
   was a school, so "i'm at mile high, gpa 3.2" kept a first-time student with no degree, unasked.
   Only a private school's name written as one (two capitalised words or more, then "High School")
   is inferred from now; an unknown bare "<Name> High" infers nothing: the first time and the
   degree are asked (a question more, never a degree "none" kept on a guess).
2. fix48l's _JOB_SAID: a job anywhere in the message cancelled the class year ("im a junior at
   dulaney, i work at target on weekends": the degree asked of a high-school junior, June 2028
   lost). Only a job in the place the year is said at ("junior at the bank") makes it a rank; the
   place ends where another clause begins.
3. fix48i's _NOT_AT_COLLEGE took a qualifier ("im not enrolled full time", "not taking classes this
   summer") or another person ("my brother is not in college") as the student's "not at a community
   college": read back as "Already at a community college: No". Now only the student's own, whole.
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import proposed
from support import talk
from support import waiting

AT_CC_GPA = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
             "in_state_tuition": "yes", "hs_completion_date": "2024-06", "enrolled_at_md_community_college": True,
             "college": "howard", "program": "associate", "credits_per_semester": 12}
AT_PROGRAM = {k: v for k, v in AT_CC_GPA.items() if k not in ("program", "credits_per_semester")}


# 1. an unknown bare "<Name> High": nothing inferred (the degree and the first time never kept unasked)
@pytest.mark.parametrize("lang,message", [
    ("en", "i'm at mile high, gpa 3.2, i live in baltimore county"),
    ("en", "im at cloud nine high lol, gpa 3.0"),
    ("en", "I go to Calvert Hall High"),
    ("es", "estoy en mile high, promedio 3.2, vivo en baltimore county"),
    ("es", "voy a Calvert Hall High"),
])
def test_unknown_high_not_inferred(lang, message):
    turn = talk(lang, message)
    assert turn.answers.get("prior_degree") is None and proposed(turn).get("prior_degree") is None, (turn.reply, turn.answers)


@pytest.mark.parametrize("lang,message", [
    ("en", "I go to Mount Saint Joseph High School"),  # guard: a private school's name written as one
    ("en", "I go to Bowie High"),  # guard: on MSDE's list
    ("es", "estoy en Patterson High"),  # guard
    ("es", "voy a Mount Saint Joseph High School"),  # guard
])
def test_guard_named_high_school_in_high_school_now(lang, message):
    turn = talk(lang, message)
    assert turn.answers.get("applicant_type") == "new" and turn.answers.get("prior_degree") == "none", (turn.reply, turn.answers)


# 2. a job said in another clause leaves the class year a high-school grade
@pytest.mark.parametrize("lang,message,grade", [
    ("en", "im a junior at dulaney, i work at target on weekends, gpa 3.4", 11),
    ("en", "I'm a sophomore at Dulaney and I work at a bank on weekends", 10),
    ("es", "soy junior en dulaney, trabajo en target los fines de semana", 11),
    ("es", "mi hijo es junior en dulaney y trabaja en target", 11),
    ("en", "I'm a junior developer at a bank", None),  # guard: a title
    ("en", "im a junior at the bank", None),  # guard: the place is a job's
    ("en", "I'm a junior in the army reserve", None),  # guard
    ("es", "soy junior en el banco", None),  # guard
    ("en", "im a junior at work", None),  # guard
])
def test_job_in_another_clause(lang, message, grade):
    from screener.chat.understand import grade_now
    assert grade_now(message) == grade


@pytest.mark.parametrize("lang,message", [
    ("en", "im a junior at dulaney, i work at target on weekends, gpa 3.4"),
    ("es", "soy junior en dulaney, trabajo en target los fines de semana, promedio 3.4"),
])
def test_junior_with_job_keeps_graduation(lang, message):
    turn = talk(lang, message)
    assert turn.answers.get("prior_degree") == "none" and turn.answers.get("hs_completion_date") == "2028-06", (turn.reply, turn.answers)


# 3. "not at a community college" only the student's own and whole
@pytest.mark.parametrize("lang,message", [
    ("en", "im not enrolled full time"),
    ("en", "not taking classes this summer"),
    ("en", "my brother is not in college"),
    ("es", "no estoy inscrito tiempo completo"),
    ("es", "mi hermano no está en el college"),
    ("es", "no estoy tomando clases este verano"),
])
def test_not_at_college_qualifier_or_other(lang, message):
    turn = waiting(AT_PROGRAM, "program", message, lang)
    assert proposed(turn).get("enrolled_at_md_community_college") is None, (turn.reply, proposed(turn))
    assert turn.answers.get("enrolled_at_md_community_college") is True


@pytest.mark.parametrize("lang,message", [
    ("en", "im not in college yet"),  # guard
    ("en", "actually im not enrolled at a community college yet"),  # guard
    ("en", "no, im not at howard community college"),  # (new: a college named, read before only as "a community college")
    ("es", "todavía no estoy inscrita en el college"),  # guard
    ("es", "no estoy tomando clases todavía"),  # guard
])
def test_guard_not_at_college_taken_back(lang, message):
    turn = waiting(AT_CC_GPA, "cc_gpa", message, lang)
    assert proposed(turn).get("enrolled_at_md_community_college") is False, (turn.reply, proposed(turn))

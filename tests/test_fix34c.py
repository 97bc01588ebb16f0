"""fix34c: GPAs, renewals and whose facts (newcomers' findings through POST /api/v1/chat).

1. "I have a 2.3 college gpa" at a renewal's degree question was read as "I have" (a yes: the
   associate's degree held, one "yes" from a wrong "not eligible"): a GPA had is no yes; it is the
   renewal's college GPA (§18-3604), read back.
2. A GPA said by a student at the college now ("I take classes at CCBC now, gpa 2.4"), or with a
   renewal said in the same message, is the college's, never the high school's.
3. A renewal's opening "I'm renewing, I'm full time at CCBC and started fall 2025": the start said
   by its term is read (August, read back), and "I'm full time" is the credits taken now.
4. Someone writing for the student: the writer's own mark beside the student's ("mine was a 2.0,
   hers is 3.5") is an aside; the student's is kept.
The wording is ours."""
import pytest

from support import proposed
from support import talk
from support import then
from support import waiting

def kept_or_read(turn) -> dict:
    """Return the values kept and those read back (field -> value)."""
    return {**turn.answers, **proposed(turn)}


RENEWING = {"en": "I'm renewing my Promise scholarship at Montgomery College",
            "es": "estoy renovando mi beca Promise en Montgomery College"}


# --- item 1: a college GPA at a renewal's degree question -------------------------------------------

@pytest.mark.parametrize("lang,said,gpa", [
    ("en", "I have a 2.3 college gpa", 2.3),
    ("en", "I have a 2.3", 2.3),
    ("en", "i have a 3.0 gpa", 3.0),
    ("en", "I've got like a 2.8 gpa", 2.8),
    ("es", "tengo 2.3 de promedio en el college", 2.3),
])
def test_a_gpa_had_at_the_degree_question_is_the_college_gpa_never_a_degree(lang, said, gpa):
    turn = talk(lang, RENEWING[lang], said)
    read = proposed(turn)
    assert "prior_degree" not in read and "associate_awarded" not in read, read
    assert float(read.get("cc_gpa")) == gpa, read
    assert "hs_gpa" not in read, read
    turn = then(turn, "yes" if lang == "en" else "sí", lang)
    assert turn.answers.get("cc_gpa") == gpa, turn.answers
    assert "prior_degree" not in turn.answers, turn.answers


@pytest.mark.parametrize("lang,said,degree", [
    ("en", "I have an associates", "associate"),  # a degree named is still read as said
    ("en", "none", "none"),
])
def test_a_degree_said_at_the_degree_question_is_still_read(lang, said, degree):
    turn = talk(lang, RENEWING[lang], said)
    got = proposed(turn).get("prior_degree") or turn.answers.get("prior_degree")
    assert got == degree, (proposed(turn), turn.answers)


# --- item 2: a GPA said by a student at the college now ----------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "I'm 30 and I take classes at CCBC now, gpa 2.4"),
    ("en", "I already take classes at Howard Community College, gpa 2.4"),
    ("en", "already enrolled at ccbc, gpa 2.4"),
    ("en", "gpa 2.4, I'm already at the community college"),
    ("en", "second year at Montgomery College with the promise, gpa 2.4"),
    ("es", "tengo 30 años y ya estudio en CCBC, promedio 2.4"),
    ("es", "ya tomo clases en Montgomery College, mi promedio es 2.4"),
])
def test_a_gpa_said_at_the_college_now_is_never_the_high_schools(lang, said):
    read = kept_or_read(talk(lang, said))
    assert "hs_gpa" not in read, read
    assert float(read.get("cc_gpa")) == 2.4, read


@pytest.mark.parametrize("lang,said", [
    ("en", "I'm going to CCBC next fall, gpa 2.4"),        # a start to come: still the high school's
    ("en", "I'm a senior at Bowie High, I take classes at PGCC, gpa 3.4"),  # a senior: the high school's
    ("es", "voy a ir a CCBC en el otoño, promedio 2.4"),
    ("en", "I go to Howard High, gpa 3.4"),                # a high school named like a college's county
    ("es", "voy a CCBC, tengo 3.2 de promedio"),           # "voy a": also where one will go
])
def test_a_gpa_of_a_student_not_at_the_college_yet_stays_the_high_schools(lang, said):
    read = kept_or_read(talk(lang, said))
    assert "cc_gpa" not in read, read
    assert "hs_gpa" in read, read


# --- item 3: a renewal's start said by its term, and full time now ---------------------------------

@pytest.mark.parametrize("lang,said,yes", [
    ("en", "I'm renewing, I'm full time at CCBC and started fall 2025", "yes"),
    ("es", "estoy renovando, estoy a tiempo completo en CCBC y empecé en otoño 2025", "sí"),
])
def test_a_renewals_start_and_full_time_are_kept(lang, said, yes):
    turn = talk(lang, said)
    read = proposed(turn)
    assert read.get("first_enrolled") == "2025-08", read
    assert str(read.get("credits_per_semester")) == "12", read
    turn = then(turn, yes, lang)
    assert turn.answers.get("first_enrolled") == "2025-08", turn.answers
    assert turn.answers.get("credits_per_semester") == 12, turn.answers
    assert turn.expecting not in ("first_enrolled", "credits_per_semester", "enrollment_status"), turn.expecting


@pytest.mark.parametrize("lang,said,first", [
    ("en", "I'm full time at CCBC and started august 2025", "2025-08"),
    ("en", "started spring 2026", "2026-01"),
    ("es", "empecé en otoño del 25", "2025-08"),
])
def test_a_renewals_start_said_in_passing(lang, said, first):
    turn = waiting({"applicant_type": "renewal"}, "prior_degree", said, lang)
    assert proposed(turn).get("first_enrolled") == first, proposed(turn)


# --- item 4: the writer's own mark beside the student's ---------------------------------------------

PARENT = {"en": "I'm a mom writing for my daughter, she's a senior",
          "es": "soy la mamá, escribo por mi hija, está en el último año"}


@pytest.mark.parametrize("lang,said", [
    ("en", "mine was a 2.0, hers is 3.5"),
    ("en", "my gpa was 2.0, hers is 3.5"),
    ("en", "I had a 2.0, she has a 3.5"),
    ("en", "she has a 3.5, I had a 2.0"),
    ("es", "el mío fue 2.0, el de ella es 3.5"),
    ("es", "mi promedio era 2.0, el de ella es 3.5"),
    ("es", "yo tenía 2.0, ella tiene 3.5"),
    ("es", "yo tenía 2.0, mi hija tiene 3.5"),
])
def test_a_parents_own_gpa_is_an_aside(lang, said):
    read = kept_or_read(talk(lang, PARENT[lang], said))
    assert float(read.get("hs_gpa")) == 3.5, read


@pytest.mark.parametrize("lang,said", [
    ("en", "mine was a 2.0, hers is 3.5"),
    ("es", "el mío fue 2.0, el de ella es 3.5"),
])
def test_at_the_gpa_question_a_parents_own_gpa_is_an_aside(lang, said):
    turn = talk(lang, PARENT[lang])
    from screener.chat.session import Conversation
    from screener.chat.engine import respond
    import datetime as dt
    answers = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044",
               "county": "howard", "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "howard",
               "program": "associate", "credits_per_semester": 12}
    from dataclasses import replace
    conv = replace(turn.conversation, state=replace(turn.conversation.state, answers=answers), expecting="hs_gpa")
    turn = respond(conv, said, lang, dt.date(2026, 12, 1))
    got = proposed(turn).get("hs_gpa") or turn.answers.get("hs_gpa")
    assert float(got) == 3.5, (proposed(turn), turn.answers)


@pytest.mark.parametrize("lang,said", [
    ("en", "I graduated in 98, she graduates in June 2027"),
    ("es", "yo me gradué en el 98, ella se gradúa en junio del 2027"),
])
def test_a_parents_own_graduation_is_an_aside(lang, said):
    turn = talk(lang, PARENT[lang].split(",")[0], said)
    got = proposed(turn).get("hs_completion_date") or turn.answers.get("hs_completion_date")
    assert got == "2027-06", (proposed(turn), turn.answers)


@pytest.mark.parametrize("lang,said", [
    ("en", "mine is a 3.4"),
    ("es", "el mío es 3.4"),
])
def test_a_students_own_gpa_stays_the_students(lang, said):
    # no one writes for the student: "mine" is the student's own, as before
    read = kept_or_read(talk(lang, "first time" if lang == "en" else "primera vez", said))
    assert float(read.get("hs_gpa")) == 3.4, read


@pytest.mark.parametrize("lang,said", [
    ("en", "I finished prepa in 98, she graduates in June 2027"),
    ("es", "yo terminé la prepa en el 98, ella se gradúa en junio del 2027"),
])
def test_a_parents_own_prepa_is_no_high_school_of_the_students(lang, said):
    read = kept_or_read(talk(lang, PARENT[lang], said))
    assert read.get("high_school") != "other", read

"""fix35h, general readings behind dev35's parse and FAQ misses (the wording here is ours): never
having gone to college is no degree, said beside another answer too; Spanish "hora" typed without
its silent h after an amount is the hour (a rate with its hours, converted and read back); a
parent's own schooling told beside the child's school is an aside; a grandparent raising the
student with the parents away proposes no household size, and parents "gone" are not two at home;
a county's bare name where one goes to study names its college (the FAQ on another county's college)."""
import pytest

from support import answer
from support import confirm
from support import graded

from screener.chat import faq
from screener.chat import understand



# --- never went to college: no degree -------------------------------------------------------------

NEVER_AT_COLLEGE = [
    ("en", "applicant_type", "new one, I'm 47 and I never went to college", answer(applicant_type="new", prior_degree="none")),
    ("en", "applicant_type", "first time. never attended any college", answer(applicant_type="new", prior_degree="none")),
    ("es", "applicant_type", "primera vez, tengo 52 años y nunca fui a la universidad", answer(applicant_type="new", prior_degree="none")),
    ("es", "applicant_type", "es nueva, nunca estudié en la universidad", answer(applicant_type="new", prior_degree="none")),
    ("en", "prior_degree", "none, I never been to college", answer(prior_degree="none")),
    ("es", "prior_degree", "nunca he ido a la universidad", answer(prior_degree="none")),
    # a relative's schooling is theirs: no degree read for the student
    ("en", "applicant_type", "first time, my mom never went to college", answer(applicant_type="new")),
]


@pytest.mark.parametrize("lang, expecting, text, expect", NEVER_AT_COLLEGE)
def test_never_at_college_is_no_degree(bench, lang, expecting, text, expect):
    graded(bench, expecting, text, lang, expect)


# --- "la ora": the hour without its h ---------------------------------------------------------------

HOUR_RESPELLED = [
    ("16 dólares la ora, 40 horas", "16 dólares la hora, 40 horas"),
    ("gana 15 por ora, 30 oras a la semana", "gana 15 por hora, 30 horas a la semana"),
    ("$20 la ora", "$20 la hora"),
    ("por ora no trabaja", "por ora no trabaja"),  # "por ahora": no amount before it, left as typed
    ("ora sí, 45 mil", "ora sí, 45 mil"),
]


@pytest.mark.parametrize("text, read", HOUR_RESPELLED)
def test_hour_respelled(text, read):
    # (fix36f) read in the words every reader reads (understand.fold), no longer a rewrite of the message
    assert understand.fold(text) == understand.fold(read)


HOURLY_TYPO = [
    ("es", "agi", "mi mamá gana 15 dólares la ora, 40 horas a la semana", confirm(agi=31200)),
    ("es", "agi", "mi mamá gana 18 por ora y trabaja 30 oras a la semana", confirm(agi=28080)),
    ("es", "agi", "gano 17 dolares la ora, 40 horas por semana", confirm(agi=35360)),
    ("es", "agi", "mi mamá gana 16 la ora", {"ask_back": True}),  # the hours asked, never $16,000
]


@pytest.mark.parametrize("lang, expecting, text, expect", HOURLY_TYPO)
def test_hourly_pay_typed_without_h(bench, lang, expecting, text, expect):
    graded(bench, expecting, text, lang, expect)


# --- a parent's own school is an aside ----------------------------------------------------------------

WRITERS_SCHOOL = [
    ("es", "yo terminé la prepa en Guatemala, pero mi hijo se gradúa de Wheaton High"),
    ("es", "yo estudié en México pero mi nieta va a la Northwood High"),
    ("en", "I went to school in Honduras, but my daughter graduates from Springbrook High"),
    ("en", "I finished high school in Peru. my son goes to Paint Branch High"),
]


@pytest.mark.parametrize("lang, text", WRITERS_SCHOOL)
def test_the_writers_own_school_is_an_aside(bench, lang, text):
    graded(bench, "high_school", text, lang, answer(high_school="maryland"))


def test_the_writers_school_alone_still_read():
    assert understand._writers_school_out("I graduated in Texas") == "I graduated in Texas"
    assert understand._writers_school_out("estudié en Honduras") == "estudié en Honduras"


# --- a grandparent raising the student, the parents away ---------------------------------------------

GRANDPARENT_RAISING = [
    ("en", "my granddaughter lives with me, her parents aren't around"),
    ("en", "my grandson lives with me, his parents are gone"),
    ("es", "mi nieto vive conmigo, sus papás no están en su vida"),
]


@pytest.mark.parametrize("lang, text", GRANDPARENT_RAISING)
def test_grandparent_raising_is_asked_back(bench, lang, text):
    graded(bench, "household", text, lang, {"ask_back": True})


# --- FAQ: a county's bare name where one goes to study names its college -----------------------------

OUT_OF_COUNTY = [
    "We live in Frederick but she wants to go to Montgomery. Can she?",
    "we're in Howard County but my son wants to attend Anne Arundel, is that ok?",
    "vivimos en Calvert pero mi hijo quiere estudiar en Anne Arundel, ¿se puede?",
    "mi hija vive en Carroll pero quiere ir a Frederick, ¿le sirve la beca allá?",
]


@pytest.mark.parametrize("text", OUT_OF_COUNTY)
def test_another_countys_college_named_by_the_county(text):
    found = faq.find(text)
    assert found is not None and found.id == "out_of_county_college"

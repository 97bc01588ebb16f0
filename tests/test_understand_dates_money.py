"""How the chat reads numbers, money, dates and GPAs said in ways the earlier tables missed, one
table per class found on the tuning sets of 2026-12-01 (dev3-dev5), in both languages. Rows are
labelled as tests/chat/README.md labels the sets and graded by the bench's own function; the
wording is ours, not the sets'. Today in the bench is 2026-12-01 (seniors graduate in 2027)."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from support import ASK
from support import answer
from support import confirm
from support import graded

TODAY = dt.date(2026, 12, 1)


# --- "unweighted" said by denying "weighted", in either language ("sin weighted", "not weighted") --

@pytest.mark.parametrize("text,lang,expect", [
    ("3.1 not weighted", "en", answer(hs_gpa=3.1)),
    ("its 3.3, non-weighted", "en", answer(hs_gpa=3.3)),
    ("2.9 sin weighted", "es", answer(hs_gpa=2.9)),
    ("3.2, no es ponderado", "es", answer(hs_gpa=3.2)),
    ("3.8 weighted", "en", ASK),  # a weighted GPA alone is still asked back
    ("4.2 ponderado", "es", ASK),
])
def test_a_gpa_said_not_weighted_is_the_unweighted_one(bench, text, lang, expect):
    graded(bench, "hs_gpa", text, lang, expect)


# --- a GPA said with the college it was earned at is the college's GPA ------------------------------

@pytest.mark.parametrize("text,lang,gpa", [
    ("I already have the Promise and want to renew it, I go to Carroll and my GPA at Carroll is 2.9", "en", 2.9),
    ("quiero renovar la beca, estudio en Harford y mi promedio en Harford es 3.1", "es", 3.1),
])
def test_a_gpa_at_a_college_in_an_opening_is_kept_as_the_college_gpa(text, lang, gpa):
    turn = respond(None, text, lang, TODAY)
    turn = respond(turn.conversation, {"en": "yes", "es": "sí"}[lang], lang, TODAY)
    assert turn.answers.get("cc_gpa") == gpa and "hs_gpa" not in turn.answers, turn.answers


# --- a college student's graduation is not the end of high school -----------------------------------

@pytest.mark.parametrize("text,lang", [
    ("yes, I'm set to graduate in December 2027", "en"),
    ("sí, voy bien, me gradúo del college en mayo de 2028", "es"),
])
def test_a_renewing_students_graduation_is_not_read_as_the_high_school_date(bench, text, lang):
    graded(bench, "satisfactory_progress", text, lang, answer(satisfactory_progress=True))


# --- credits said with the classes they came from; "all but one" is no number of credits ------------

@pytest.mark.parametrize("text,lang,expect", [
    ("fifteen, all five classes", "en", answer(credits_completed_last_semester=15)),
    ("doce, aprobé las cuatro materias", "es", answer(credits_completed_last_semester=12)),
    ("12 but I failed 1 class", "en", ASK),  # fewer than 12, by how much?
    ("passed 2 of my 3 classes", "en", ASK),
    ("every class but one", "en", ASK),
    ("todas menos dos", "es", ASK),
])
def test_credits_beside_a_class_count(bench, text, lang, expect):
    graded(bench, "credits_completed_last_semester", text, lang, expect)


# --- a graduation said by the school year, or by its ceremony --------------------------------------

@pytest.mark.parametrize("text,lang,expect,assumed", [
    ("once this school year ends", "en", confirm(hs_completion_date="2027-06"), True),
    ("al final del año escolar", "es", confirm(hs_completion_date="2027-06"), True),
    ("at the end of next school year", "en", confirm(hs_completion_date="2028-06"), True),
    ("graduation is on the 4th of June", "en", confirm(hs_completion_date="2027-06"), False),
    ("la graduación es el 5 de junio", "es", confirm(hs_completion_date="2027-06"), False),
])
def test_a_graduation_said_by_the_school_year_or_the_ceremony(bench, text, lang, expect, assumed):
    graded(bench, "hs_completion_date", text, lang, expect, month_assumed=assumed)


# --- a year in two digits, alone, for a first enrolment (the month assumed, read back) --------------

@pytest.mark.parametrize("text,lang,expect", [
    ("in 23", "en", confirm(first_enrolled="2023-08")),
    ("en el 24", "es", confirm(first_enrolled="2024-08")),
    ("en el 30", "es", ASK),  # a year still to come is no first enrolment
])
def test_a_first_enrolment_year_in_two_digits(bench, text, lang, expect):
    graded(bench, "first_enrolled", text, lang, expect, month_assumed=True)


# --- a GED's year said with a town whose name holds a season ("Silver Spring") ----------------------

@pytest.mark.parametrize("text,lang", [
    ("I did my GED in Silver Spring in 2016", "en"),
    ("saqué el GED en Silver Spring en 2016", "es"),
])
def test_a_town_named_spring_is_no_season(bench, text, lang):
    graded(bench, "high_school", text, lang, confirm(high_school="maryland_ged", hs_completion_date="2016-06"),
           month_assumed=True)


# --- money with dots for thousands, in either language: read back ------------------------------------

@pytest.mark.parametrize("text,lang,expect", [
    ("$52.000 last year", "en", confirm(agi=52000)),
    ("61.500 per year, before taxes", "en", confirm(agi=61500)),
    ("ganamos 38.500 al año", "es", confirm(agi=38500)),
])
def test_money_with_dots_for_thousands(bench, text, lang, expect):
    graded(bench, "agi", text, lang, expect)


# --- a ZIP code said aloud in groups of numbers; a ZIP said to be another place is an aside ----------

@pytest.mark.parametrize("text,lang,expect", [
    ("twenty one oh four four", "en", confirm(zip="21044")),
    ("veintiuno cero cuarenta y cuatro", "es", confirm(zip="21044")),
    ("21045 is my dad's work, ours is 21044", "en", confirm(zip="21044")),
    ("vivo en el 20906, el 20910 es mi trabajo", "es", confirm(zip="20906")),
    ("21044 or 21045", "en", ASK),  # neither taken back: which one?
])
def test_a_zip_in_spoken_groups_or_beside_another_place(bench, text, lang, expect):
    graded(bench, "zip", text, lang, expect)


# --- a 100-point average with its scale said a few words after it, or with "%" ------------------------

@pytest.mark.parametrize("text,lang,expect", [
    ("94 average out of 100", "en", confirm(hs_gpa=94, gpa_scale=100)),
    ("87%", "en", confirm(hs_gpa=87, gpa_scale=100)),
    ("saco 89 de promedio sobre cien", "es", confirm(hs_gpa=89, gpa_scale=100)),
    ("91 %", "es", confirm(hs_gpa=91, gpa_scale=100)),
    ("his average is 88", "en", ASK),  # no scale said: out of 100, or a typo?
])
def test_a_hundred_point_average_with_its_scale_said_apart(bench, text, lang, expect):
    graded(bench, "hs_gpa", text, lang, expect)


# --- numbers split in pieces: words and digits, or a dot left out ---------------------------------------

@pytest.mark.parametrize("expecting,text,lang,expect", [
    ("agi", "fifty 3 thousand", "en", answer(agi=53000)),
    ("agi", "treinta y 8 mil", "es", answer(agi=38000)),
    ("agi", "seventy one five", "en", ASK),  # 71 and 5: no single amount said
    ("hs_gpa", "3 6", "en", confirm(hs_gpa=3.6)),
    ("hs_gpa", "un 2 9", "es", confirm(hs_gpa=2.9)),
])
def test_a_number_split_in_pieces(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


# --- whole dates in either order, and a year said before its month --------------------------------------

@pytest.mark.parametrize("text,lang,expect", [
    ("20/06/2027", "en", answer(hs_completion_date="2027-06")),  # only day-first reads
    ("03/06/2027", "es", confirm(hs_completion_date="2027-06")),  # Spanish writes the day first
    ("6/3/2027", "en", answer(hs_completion_date="2027-06")),
    ("twenty twenty seven, in june", "en", answer(hs_completion_date="2027-06")),
    ("2027, en junio", "es", answer(hs_completion_date="2027-06")),
])
def test_whole_dates_and_a_year_before_its_month(bench, text, lang, expect):
    graded(bench, "hs_completion_date", text, lang, expect)


# --- credits completed said as a part of those taken -------------------------------------------------

@pytest.mark.parametrize("text,lang,expect", [
    ("got 10 out of my 13", "en", answer(credits_completed_last_semester=10)),
    ("aprobé 6 de 9 créditos", "es", answer(credits_completed_last_semester=6)),
])
def test_credits_completed_said_as_a_part(bench, text, lang, expect):
    graded(bench, "credits_completed_last_semester", text, lang, expect)

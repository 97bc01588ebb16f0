"""dev18's misses at the GPA and in-state questions (2026-12-03), by class, in both languages, in
our own words: a relative's GPA beside the student's is an aside; an unweighted GPA said first
with the weighted one after it in brackets is the unweighted one; "not really sure" is unsure, no
"no". Rows are labelled as tests/chat/README.md labels the sets and graded by the bench's own
function."""
import pytest

from support import ASK
from support import answer
from support import confirm
from support import graded


# --- a relative's GPA beside the student's: an aside ------------------------------------------------

@pytest.mark.parametrize("text,lang,expect", [
    ("2.9, my older brother had a 3.7 tho", "en", answer(hs_gpa=2.9)),
    ("mine's 3.1 and my cousin got 3.9", "en", answer(hs_gpa=3.1)),
    ("my daughter has a 3.3, her sister had 3.8", "en", answer(hs_gpa=3.3)),  # the writer's child is the student
    ("tengo 2,8, mi hermana saco 3.6", "es", answer(hs_gpa=2.8)),
    ("3.0 de promedio, mi primo tenia 3.9", "es", answer(hs_gpa=3.0)),
    ("3.1 or 3.4, not sure", "en", ASK),  # two of the student's own: still asked
])
def test_a_relatives_gpa_is_an_aside(bench, text, lang, expect):
    graded(bench, "hs_gpa", text, lang, expect)


# --- the unweighted GPA said first, the weighted one in brackets after it ---------------------------

@pytest.mark.parametrize("text,lang,expect", [
    ("unweighted 2.7 (3.3 weighted)", "en", confirm(hs_gpa=2.7)),
    ("unweighted is 3.0 (3.6 with honors)", "en", confirm(hs_gpa=3.0)),
    ("sin ponderar 2,9 (3,5 ponderado)", "es", confirm(hs_gpa=2.9)),
    ("no ponderado 3.1 (3.7 con honores)", "es", confirm(hs_gpa=3.1)),
])
def test_the_unweighted_gpa_with_the_weighted_in_brackets(bench, text, lang, expect):
    graded(bench, "hs_gpa", text, lang, expect)


# --- "not really sure": unsure, never a "no" ---------------------------------------------------------

@pytest.mark.parametrize("text,lang", [
    ("umm not totally sure", "en"),
    ("not quite sure tbh", "en"),
    ("no estoy muy seguro la verdad", "es"),
    ("pues no estoy tan segura", "es"),
])
def test_not_really_sure_is_unsure(bench, text, lang):
    graded(bench, "in_state_tuition", text, lang, answer(in_state_tuition="unsure"))


# --- a town with its region after it ----------------------------------------------------------------

@pytest.mark.parametrize("text,lang,county", [
    ("Berlin on the eastern shore", "en", "worcester"),
    ("Cambridge, en el eastern shore", "es", "dorchester"),
    ("Berlin por la costa este", "es", "worcester"),
])
def test_a_town_with_its_region_after_it(bench, text, lang, county):
    graded(bench, "county", text, lang, answer(county=county))

"""dev21's answers (people who don't know the form's words), by class, in both languages:

- an application told as done "again" or "too" before its month ("filed the fafsa again in
  november"): told, not a question answered from the FAQ and the aid question asked again;
- a distance in years said beside the year ("like 7 years ago, 2019 i think", "hace 4 años, en
  el 2022"): the year is the answer, its month assumed and read back; the count is no month
  (it read August 2018, kept unasked), nor is "ago" a month ("ago." for agosto);
- probation denied by being put on it ("no me han puesto en probatoria", "they never put me on
  probation"): good standing, read back, never a "no";
- a yes taken back by a doubt closing it ("creo que sí pero no sé", "i think so but honestly not
  sure"): not sure, never a yes;
- a texted "n" for "and" in the list of who lives at home ("me n my mom", "yo n mi mamá"): its
  size is read, as with "and"."""
import pytest

from support import answer
from support import confirm
from support import graded
from support import load_bench

BENCH = load_bench()


@pytest.mark.parametrize("lang,said", [
    ("en", "did the fafsa again in november"),
    ("en", "filed the fafsa too last week"),
    ("en", "submitted my fafsa again in january"),
    ("es", "hice la fafsa otra vez en octubre"),
    ("es", "mande la fafsa de nuevo en noviembre"),
])
def test_an_application_done_again_is_told(lang, said):
    graded(BENCH, "aid_application", said, lang, answer(aid_application="fafsa"))


@pytest.mark.parametrize("lang,said,value", [
    ("en", "like 7 years ago, 2019 i think", "2019-06"),
    ("en", "9 years ago, in 2017", "2017-06"),
    ("en", "graduated 4 years ago, 2022", "2022-06"),
    ("es", "hace 4 años, en el 2022", "2022-06"),
    ("es", "hace como 9 años, 2017 creo", "2017-06"),
    ("es", "me gradué hace 3 años, en 2023", "2023-06"),
])
def test_a_distance_beside_the_year_reads_the_year(lang, said, value):
    graded(BENCH, "hs_completion_date", said, lang, confirm(hs_completion_date=value), month_assumed=True)


@pytest.mark.parametrize("lang,said", [
    ("en", "they never put me on probation"),
    ("en", "i havent been placed on probation"),
    ("es", "si, no me han puesto en probatoria"),
    ("es", "voy bien, nunca me pusieron en probatoria"),
])
def test_probation_denied_is_good_standing(lang, said):
    graded(BENCH, "satisfactory_progress", said, lang, confirm(satisfactory_progress=True))


@pytest.mark.parametrize("lang,said", [
    ("en", "no, i got put on probation"),
    ("es", "no, me pusieron en probatoria"),
])
def test_probation_had_stays_no(lang, said):
    graded(BENCH, "satisfactory_progress", said, lang, confirm(satisfactory_progress=False))


@pytest.mark.parametrize("lang,said", [
    ("en", "i think so, but honestly not sure"),
    ("en", "yeah i guess but idk"),
    ("es", "pues creo que si pero no se"),
    ("es", "creo que si, aunque no estoy seguro"),
    ("es", "si, pero la verdad no se"),
])
def test_a_yes_taken_back_by_a_doubt_is_unsure(lang, said):
    graded(BENCH, "in_state_tuition", said, lang, answer(in_state_tuition="unsure"))


# --- a texted "n" for "and" lists who lives at home ------------------------------------------------

@pytest.mark.parametrize("lang,said,size", [
    ("en", "its me n my dad only", 2),
    ("en", "me n my mom n my little brother", 3),
    ("es", "yo n mi mama", 2),
    ("es", "mi papa, mi hermana n yo", 3),
])
def test_a_texted_and_lists_the_household(lang, said, size):
    graded(BENCH, "household", said, lang, answer(household="single_parent", household_size=size))

"""dev18's household misses (2026-12-03), by class, in both languages, in our own words: a twin,
"bros", "hubby" are people at home; a count taken back inside the message ("3 of us … so 4 i
guess", "tres … entonces cuatro") is the count settled on; "on my parents' taxes" names a return,
not who lives at home; a sibling's place is an aside. Rows are labelled as tests/chat/README.md
labels the sets and graded by the bench's own function."""
import pytest

from support import answer
from support import graded


# --- people listed with words the lists missed -----------------------------------------------------

@pytest.mark.parametrize("text,lang,expect", [
    ("my mom, my stepdad, me and my twin", "en", answer(household="two_parent", household_size=4)),
    ("dad + mom + me + my 3 little bros", "en", answer(household="two_parent", household_size=6)),
    ("my hubby, our baby and me", "en", answer(household="married", household_size=3)),
    ("mi mamá, mi papá, mi gemela y yo", "es", answer(household="two_parent", household_size=4)),
    ("mis papás, yo y mis 2 hermanitas", "es", answer(household="two_parent", household_size=5)),
])
def test_people_listed_with_other_words_are_counted(bench, text, lang, expect):
    graded(bench, "household_size", text, lang, expect)


# --- a count taken back inside the message: the one settled on ------------------------------------

@pytest.mark.parametrize("text,lang,size", [
    ("4 of us, but my brother is away at Salisbury and my parents still claim him, so 5 i guess", "en", 5),
    ("we're 2, oh and my grandma moved in so 3 i think", "en", 3),
    ("somos dos, mi hermano esta en la universidad pero cuenta, entonces tres", "es", 3),
    ("cinco, bueno con mi abuela que vive aqui serian seis creo", "es", 6),
])
def test_a_count_taken_back_is_the_one_settled_on(bench, text, lang, size):
    graded(bench, "household_size", text, lang, answer(household_size=size))


# --- "on my parents' taxes": a return named, the household given stays -----------------------------

@pytest.mark.parametrize("text,lang", [
    ("3, my brother's at Frostburg but he's on my parents' taxes, so 4", "en"),
    ("somos 3 pero mi hermana sigue en los taxes de mis papas, asi que 4", "es"),
])
def test_a_sibling_on_the_parents_return_changes_no_household(bench, text, lang):
    graded(bench, "household_size", text, lang, answer(household_size=4))

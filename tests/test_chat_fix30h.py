"""Classes of fix30h (a newcomer's findings). A grandparent, guardian, aunt or uncle writing for
the student is no parent: "me, her and her mom" is one parent at home, never the writer counted as
a second (the two-parent limit for the one-parent one), and "You wrote as the student's parent" is
not said to them. The wording is ours."""
import pytest

from screener.chat.understand import WRITER_PARENT
from support import income_read_back
from support import proposed
from support import talk
from support import then

_EN = ("first time", "none", "a Maryland high school", "20902", "May 2026", "3.0")
_ES = ("primera vez", "ninguno", "una high school de Maryland", "20902", "mayo 2026", "3.0")


@pytest.mark.parametrize("lang,who,home", [
    ("en", "I'm her grandma, helping her out", "me, her and her mom"),
    ("en", "hi, I am his grandfather", "he lives with me and his mom"),
    ("en", "I'm her legal guardian", "it's me, her and her dad"),
    ("es", "soy la abuela, le estoy ayudando a mi nieta", "vivimos ella, su mamá y yo"),
    ("es", "soy su abuelo", "vive conmigo y su papá"),
])
def test_a_grandparent_writing_is_not_counted_as_a_parent(lang, who, home):
    turn = talk(lang, who, *(_EN if lang == "en" else _ES), home)
    household = proposed(turn).get("household") or turn.answers.get("household")
    assert household != "two_parent", turn.reply
    assert "You wrote as the student's parent" not in turn.reply and "Escribiste como madre o padre" not in turn.reply


@pytest.mark.parametrize("lang,home", [("en", "she lives with her dad and me"), ("es", "vive conmigo y su papá")])
def test_a_parent_writing_is_still_one_of_the_two(lang, home):
    turn = talk(lang, *(_EN if lang == "en" else _ES), home)
    assert (proposed(turn).get("household") or turn.answers.get("household")) == "two_parent", turn.reply


@pytest.mark.parametrize("lang,opening,hours,year", [
    ("en", "Hello, I am the grandmother. My grandson lives with me and his mother in Silver Spring, he finishes at a Maryland "
           "high school in May 2027, gpa 2.9. His mom makes 45 dollars an hour and I get social security 1800 a month",
     "40 hours", 93600),
    ("es", "Hola, soy la abuela. Mi nieto vive conmigo y su mamá en Silver Spring, termina una high school de Maryland en mayo "
           "2027, promedio 2.9. Su mamá gana 25 dólares la hora y yo cobro seguro social 1800 al mes", "40 horas", 52000),
])
def test_a_grandparents_own_pay_is_not_added_to_the_parents(lang, opening, hours, year):
    turn = then(talk(lang, opening), hours, lang)
    assert income_read_back(turn) == year, turn.reply


@pytest.mark.parametrize("lang,opening", [
    ("en", "I'm his dad, I live in DC and went to high school in Virginia, but my son lives with his mom in Silver Spring 20902, "
           "he graduates from a Maryland high school in May 2026"),
    ("es", "Soy su papá, yo vivo en Virginia, pero mi hijo vive con su mamá en Silver Spring 20902, se gradúa de una high "
           "school de Maryland en mayo 2026"),
])
def test_the_writers_own_home_is_not_the_students_county(lang, opening):
    turn = talk(lang, opening)
    county = proposed(turn).get("county") or turn.answers.get("county")
    assert county == "montgomery", turn.reply


@pytest.mark.parametrize("lang,opening", [("en", "I'm his dad, we live in DC, my son lives with me"),
                                          ("es", "soy su papá, vivimos en DC, mi hijo vive conmigo")])
def test_the_childs_home_with_the_writer_outside_maryland_is_still_read(lang, opening):
    turn = talk(lang, opening)
    assert (proposed(turn).get("county") or turn.answers.get("county")) == "outside-md", turn.reply

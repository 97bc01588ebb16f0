"""Classes of fix30h (a newcomer's findings). A grandparent, guardian, aunt or uncle writing for
the student is no parent: "me, her and her mom" is one parent at home, never the writer counted as
a second (the two-parent limit for the one-parent one), and "You wrote as the student's parent" is
not said to them. The wording is ours."""
import pytest

from screener.chat.understand import WRITER_PARENT
from support import proposed
from support import talk

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

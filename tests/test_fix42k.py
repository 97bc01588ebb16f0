"""fix42k: a Maryland high school named by its one-word name after the student's verb ("she's finishing
at Springbrook", "está terminando en Springbrook") or after "from" ("from Northwood") was not read."""
import pytest

from support import proposed
from support import talk

START = {"en": ("first time", "no"), "es": ("primera vez", "no")}


@pytest.mark.parametrize("lang, text, want", [
    ("en", "she's finishing at Springbrook, this june", {"high_school": "maryland", "hs_completion_date": "2027-06"}),
    ("en", "from Northwood", {"high_school": "maryland"}),
    ("es", "está terminando en Springbrook, este junio", {"high_school": "maryland", "hs_completion_date": "2027-06"}),
    ("es", "ella está terminando en Springbrook, este junio", {"high_school": "maryland", "hs_completion_date": "2027-06"}),
    ("en", "at Northwood", {"high_school": "maryland"}),  # guard
    ("es", "de Northwood", {"high_school": "maryland"}),  # guard
])
def test_a_one_word_school_name_is_kept(lang, text, want):
    turn = talk(lang, *START[lang], text)
    assert {k: turn.answers.get(k) for k in want} == want
    assert turn.expecting == "zip"


@pytest.mark.parametrize("lang, text", [
    ("en", "from Wootton"),
    ("en", "at Wootton"),  # guard
    ("es", "en Wootton"),  # guard
])
def test_a_short_name_is_read_back(lang, text):
    turn = talk(lang, *START[lang], text)
    assert proposed(turn).get("high_school") == "maryland"
    assert "high_school" not in turn.answers


@pytest.mark.parametrize("lang, text", [
    ("en", "I'm from El Salvador"),  # guard
    ("es", "su papá está terminando en Blair"),  # guard: someone else's school
])
def test_no_school_of_the_student(lang, text):
    turn = talk(lang, *START[lang], text)
    assert turn.answers.get("high_school") != "maryland" and proposed(turn).get("high_school") != "maryland"

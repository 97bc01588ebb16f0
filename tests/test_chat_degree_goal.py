"""The degree a student is going for, said at "What is the highest college degree you already
have?", is the program, never a degree held (issue #8, a newcomer's wrong "not eligible": "im
going for an associates degree in nursing" was read back as "Degree already earned: An
associate's degree" beside the program, and its "yes" ruled the student out, §18-3603(c)(2))."""
import datetime as dt

import pytest

from support import proposed
from support import talk

TODAY = dt.date(2026, 12, 1)


@pytest.mark.parametrize("lang,said", [
    ("en", "im going for an associates degree in nursing"),
    ("en", "associate degree full time"),
    ("en", "doing my associates now at pgcc"),
    ("es", "voy por el asociado en enfermeria"),
    ("es", "asociado tiempo completo"),
    ("es", "estoy haciendo mi asociado en montgomery"),
])
def test_a_degree_going_for_is_no_degree_held(lang, said):
    turn = talk(lang, {"en": "first time", "es": "primera vez"}[lang], said, day=TODAY)
    held = turn.answers.get("prior_degree") or proposed(turn).get("prior_degree")
    assert held in (None, "none"), turn.reply


@pytest.mark.parametrize("lang,said,kind", [("en", "I have an associates from ccbc", "associate"),
                                            ("es", "ya tengo mi licenciatura", "bachelor")])
def test_a_degree_held_is_still_read(lang, said, kind):
    turn = talk(lang, {"en": "first time", "es": "primera vez"}[lang], said, day=TODAY)
    assert (turn.answers.get("prior_degree") or proposed(turn).get("prior_degree")) == kind, turn.reply

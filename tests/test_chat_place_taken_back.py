"""A place taken back in a correction, then the one meant (issue #8): "oops, not Frederick, I
meant Montgomery College", "perdón, no es Hagerstown sino Montgomery College". The words taken
back are no answer: before, the town or county taken back was read back as the student's county,
against the ZIP code (and, after a "yes", the home college moved with it and the student was ruled
out at the college she meant)."""
import datetime as dt

import pytest

from screener.chat.engine import respond

TODAY = dt.date(2026, 12, 1)
# A new student in ZIP code 20876 (Montgomery County): Montgomery College, then the program is asked
TO_PROGRAM = {
    "en": ["new student", "none yet", "maryland, june 2027", "20876", "yes"],
    "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "20876", "sí"],
}


@pytest.fixture(scope="module")
def at_program():
    out = {}
    for lang, messages in TO_PROGRAM.items():
        turn = respond(None, "", lang, TODAY)
        for message in messages:
            turn = respond(turn.conversation, message, lang, TODAY)
        assert turn.answers["county"] == "montgomery" and turn.answers["college"] == "montgomery", turn.reply
        out[lang] = turn
    return out


@pytest.mark.parametrize("lang,said", [
    ("en", "oops my bad, not Frederick, I meant Montgomery College"),
    ("en", "sorry I got mixed up, not Frederick, it's Montgomery College, the one by my house"),
    ("en", "oh wait, it is not Hagerstown, I meant Montgomery College in Germantown"),
    ("es", "ay perdón, me confundí, no era Frederick, era Montgomery College, el que queda cerca"),
    ("es", "perdon no es en frederick, es en montgomery college"),
])
def test_a_place_taken_back_is_not_read_as_the_home(at_program, lang, said):
    turn = respond(at_program[lang].conversation, said, lang, TODAY)
    assert "county" not in turn.conversation.pending, turn.reply
    assert turn.answers["county"] == "montgomery" and turn.answers["college"] == "montgomery", turn.reply

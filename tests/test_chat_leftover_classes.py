"""Misreads found by hand (issue #8), each a class tested in both languages: a number typed in
scientific notation ("1e5") is that number, read back, never two numbers added; a child said to
live with the writer is read as before (the two writer patterns share their tail)."""
import datetime as dt

import pytest

from screener.chat import understand
from screener.chat.engine import respond

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
# A new student in Howard County (ZIP code 21044), two parents: the income is asked next
TO_INCOME = {
    "en": ["new student", "none yet", "maryland, june 2027", "21044", "yes", "associate degree, 15 credits", "3.1",
           "me, my mom and my dad"],
    "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044", "sí", "asociado, 15 créditos", "3.1",
           "yo, mi mamá y mi papá"],
}


def converse(messages, lang, turn=None):
    turn = turn or respond(None, "", lang, TODAY)
    for message in messages:
        turn = respond(turn.conversation, message, lang, TODAY)
    return turn


@pytest.fixture(scope="module")
def at_income():
    out = {}
    for lang in ("en", "es"):
        out[lang] = converse(TO_INCOME[lang], lang)
        assert out[lang].expecting == "agi", out[lang].reply
    return out


# --- a number in scientific notation ------------------------------------------------------------


# (language, typed, the income it is)
NOTATION = [
    ("en", "1e5", 100000),
    ("en", "2.5e4", 25000),
    ("en", "about 7.2E4 a year", 72000),
    ("en", "1e9", 1000000000),
    ("es", "1e5", 100000),
    ("es", "2,5e4", 25000),
    ("es", "como 6.4e4 al año", 64000),
    ("es", "1.5e6", 1500000),
]


@pytest.mark.parametrize("lang,typed,meant", NOTATION)
def test_an_income_in_scientific_notation_is_that_number_read_back(at_income, lang, typed, meant):
    """It was read digit by digit as two numbers added ("1e9": $10, unasked sums read back)."""
    turn = respond(at_income[lang].conversation, typed, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": meant}, turn.reply
    assert "agi" not in turn.answers
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["agi"] == meant, turn.reply


@pytest.mark.parametrize("lang,typed", [("en", "3e9"), ("es", "4,5e10"), ("en", "1e400"), ("es", "unos 2e500")])
def test_a_notation_over_the_largest_amount_is_asked_again_never_an_amount(at_income, lang, typed):
    """Over the form's largest amount: its limit said, as for the number in digits; too large to
    write out at all: the question put again. Never a small amount from its digits."""
    turn = respond(at_income[lang].conversation, typed, lang, TODAY)
    assert turn.expecting == "agi" and not turn.conversation.pending and "agi" not in turn.answers, turn.reply


@pytest.mark.parametrize("lang,said,meant", [("en", "3.1 and my parents make 1.2e5", 120000),
                                             ("es", "3.1 y mis papás ganan 9e4", 90000)])
def test_an_income_in_notation_said_in_passing_is_that_number(lang, said, meant):
    turn = converse(TO_INCOME[lang][:6], lang)
    assert turn.expecting == "hs_gpa", turn.reply
    turn = respond(turn.conversation, said, lang, TODAY)
    assert turn.conversation.pending.get("agi") == {"agi": meant}, turn.reply


# --- a child who lives with the writer ----------------------------------------------------------


@pytest.mark.parametrize("text,lives,child", [
    ("she lives with me", True, False),
    ("he stays just with me", True, False),
    ("vive conmigo", True, False),
    ("mi hija vive aqui conmigo", True, True),
    ("my son lives here with me", True, True),
    ("my oldest son is staying with us", False, True),
    ("nuestra hija se queda con nosotros", False, True),
    ("my mom lives with me", False, False),
    ("vivo con mi mama", False, False),
])
def test_the_writer_patterns_share_their_tail_and_read_as_before(text, lives, child):
    assert bool(understand._LIVES_WITH_WRITER.search(text)) is lives
    assert bool(understand._CHILD_WITH_WRITER.search(text)) is child

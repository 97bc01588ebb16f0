"""Classes of fix31b. A senior naming one of Maryland's public high schools (MSDE's list) without
"High" in the opening ("senior at <school>, …", "soy senior en <escuela> y …") keeps the school
unasked, listed in the reply's "Got it"; a doubtful name (a surname, a town's name alone, a place
outside Maryland) is still read back. The wording is ours."""
import pytest

from support import proposed
from support import talk


@pytest.mark.parametrize("text,lang", [
    ("hey im a senior at wilde lake, thinking about howard cc", "en"),
    ("my son is a senior at Linganore and wants to go to FCC", "en"),
    ("senior at Northwood H.S., want to go to MC", "en"),
    ("hola, soy senior en springbrook y quiero ir a montgomery college", "es"),
    ("mi hija es senior en oakland mills, quiere ir a howard community college", "es"),
])
def test_a_listed_school_after_senior_at_is_kept_unasked(text, lang):
    turn = talk(lang, text)
    assert turn.answers.get("high_school") == "maryland", turn.reply
    assert "high_school" not in proposed(turn), turn.reply


@pytest.mark.parametrize("text,lang", [
    ("im a senior at kennedy high, want to go to MC", "en"),  # (a surname: Kennedy Highs are everywhere)
    ("my brother is a senior at paint branch", "en"),  # (another's school)
    ("soy senior en einstein, quiero ir a montgomery college", "es"),
])
def test_a_doubtful_school_is_not_kept_unasked(text, lang):
    turn = talk(lang, text)
    assert turn.answers.get("high_school") != "maryland", turn.reply

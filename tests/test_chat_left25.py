"""Misreads by class, in both languages: the award's possession denied is a first-time applicant; a
relative's "no" at the aid-application question is no "won't file"; a number bound to another
field's unit is no count of people; a parent's SSI is no student's SSI; "mamá sola" is one parent;
"I live with my family" asks which household; a question about "the course" answered from the
program the student named before."""
import pytest

from support import chat_done
from support import chat_so_far
from support import proposed
from support import talk
from support import waiting


def _taken(turn, before: dict) -> dict:
    """Return the answers ``turn`` kept or read back that ``before`` did not hold."""
    got = {**turn.answers, **proposed(turn)}
    return {k: v for k, v in got.items() if before.get(k) != v}


# --- the award never had: a first-time applicant ---------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("es", "no la tuve nunca antes"),
    ("es", "todavía no me la han dado"),
    ("es", "yo no la tenía, es mi primera solicitud"),
    ("en", "i never had it before"),
    ("en", "i didn't get it last spring"),
    ("en", "we haven't had the scholarship"),
])
def test_the_award_denied_is_a_first_time_applicant(lang, said):
    turn = waiting({}, "applicant_type", said, lang)
    assert {**turn.answers, **proposed(turn)}.get("applicant_type") == "new", turn.reply


@pytest.mark.parametrize("lang,said", [
    ("es", "no, ya la tengo desde el otoño"),
    ("en", "no, i had it last year"),
])
def test_a_no_then_the_award_had_stays_a_renewal(lang, said):
    turn = waiting({}, "applicant_type", said, lang)
    assert {**turn.answers, **proposed(turn)}.get("applicant_type") == "renewal", turn.reply

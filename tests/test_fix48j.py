"""fix48j: a home's place read as the high school's, in both languages.

1. A false "likely eligible" risk: at the high-school question, "no, we don't live in maryland"
   (es "no, no vivimos en maryland") was kept, unasked, as "A high school in Maryland". The reader's
   "where one lives, not where the diploma is from" rule (understand._LIVING) did not know a denied
   home ("we don't live"), and its every-clause test counted the leading "no" as a clause of its own
   that is not about the home; the choice reader then matched the label's word "Maryland". A home
   (said or denied) is no school's place: no answer at this question, asked again, nothing stored.
Guards (marked): a school named beside the home, and a plain Maryland high school, are still read.
"""
import pytest

from support import proposed
from support import waiting

SO_FAR = {"applicant_type": "new", "prior_degree": "none"}


def _school(turn):
    return proposed(turn).get("high_school", turn.answers.get("high_school"))


# 1. a home's place (said or denied) at the high-school question: no school, nothing kept nor read back
@pytest.mark.parametrize("lang,message", [
    ("en", "no, we don't live in maryland"),
    ("en", "we dont live in md anymore"),
    ("en", "no, I don't live in Maryland"),
    ("es", "no, no vivimos en maryland"),
    ("es", "no, no vivo en maryland"),
    ("es", "no vivimos en md"),
])
def test_home_denied_is_no_high_school(lang, message):
    turn = waiting(SO_FAR, "high_school", message, lang)
    assert _school(turn) is None, (turn.reply, proposed(turn), turn.answers)
    assert turn.conversation.expecting == "high_school", turn.reply


# guards: a school named beside the home is still read; a plain Maryland school still kept
@pytest.mark.parametrize("lang,message,school", [
    ("en", "we don't live in maryland but I go to Blair High in Silver Spring", "maryland"),  # guard
    ("en", "a high school in Maryland", "maryland"),  # guard
    ("en", "I live in DC but go to school in Montgomery County", "maryland"),  # guard
    ("es", "no vivimos en maryland pero estudio en Northwood High en Silver Spring", "maryland"),  # guard
    ("es", "una escuela secundaria de Maryland", "maryland"),  # guard
    ("es", "terminé la secundaria en Virginia", "other"),  # guard
])
def test_school_beside_home_still_read(lang, message, school):
    turn = waiting(SO_FAR, "high_school", message, lang)
    assert _school(turn) == school, (turn.reply, proposed(turn), turn.answers)

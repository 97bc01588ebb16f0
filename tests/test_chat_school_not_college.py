"""A high school named after a county is no college chosen.

A newcomer's finding: "I go to Frederick High, graduate June 2027" was read back as "College:
Frederick Community College"; a "yes" kept it, the ZIP put the student in Montgomery County, and
the result was "likely not eligible" (the award is for the home college). A name ending in
"High", "High School", "HS" or "Middle" is a school's; a college named beside it is still taken.
"""
import pytest

from support import pending_values
from support import waiting

SO_FAR = {"applicant_type": "new", "prior_degree": "none"}


def said(turn) -> dict:
    return {**turn.answers, **pending_values(turn)}


@pytest.mark.parametrize("lang,expecting,message", [
    ("en", "high_school", "I go to Frederick High, graduate June 2027"),
    ("en", "high_school", "Howard High School class of 2027"),
    ("en", "high_school", "senior at harford technical high school"),
    ("en", "hs_completion_date", "june 2027 from carroll high"),
    ("es", "high_school", "voy a Howard High, me gradúo en junio 2027"),
    ("es", "high_school", "estudio en Frederick High School"),
    ("es", "hs_completion_date", "junio 2027 en la Harford High"),
])
def test_a_high_school_named_after_a_county_chooses_no_college(lang, expecting, message):
    assert "college" not in said(waiting(SO_FAR, expecting, message, lang))


@pytest.mark.parametrize("lang,message,college", [
    ("en", "going to frederick cc, im at frederick high now", "frederick"),
    ("en", "I want to go to Frederick", "frederick"),
    ("es", "estudio en Frederick High y quiero ir a Frederick", "frederick"),
    ("es", "quiero ir a Howard Community College, estoy en Howard High", "howard"),
])
def test_a_college_said_beside_it_is_taken(lang, message, college):
    assert said(waiting(SO_FAR, "high_school", message, lang)).get("college") == college

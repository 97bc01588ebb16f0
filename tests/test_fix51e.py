"""fix51e: places and schools said beside other facts, in both languages.

1. A ZIP code said as where one lives at a LATER question ("3.2, also we live in 21740" at the GPA
   question, "btw we're in 21804", "vivimos en el 20906") was read back for a "yes" of its own, or taken
   for the pending answer ("Is 21804 an average out of 100?"): engine._volunteered kept plainly stated
   facts only in an opening message, and the GPA reader read every five-digit number. A Maryland ZIP
   said in a clear home clause (understand.home_zip, understand._HOME_NUMBER now with "we're in",
   "estamos en") is now kept as the ZIP question keeps it when no ZIP or county is held (it rules no
   one out: the county and its college come from it), no part of the pending answer (understand.read
   drops it from a number's answer); the pending question is asked again only when unanswered.
2. A GED's place: "baltimore GED" (the town before "GED") lost the GED ("GED" after a town made it
   part of a longer name, places._AFTER_TOWN); "i got my GED in baltimore city" took the GED's place
   as the county (understand.ged_place_out: a clause naming the GED and no home is no home).
   A GED placed outside Maryland stays "other" (read back or asked: it rules out).
3. "associates at PG", "nursing at PG", "asociado en PG": the county's short name as where the
   program is studied was kept as the county, the college lost (understand.program_place_college:
   that county's college, read back; the place no home). "PG" alone at the county question, or
   after "I live in", is still the county.
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import proposed
from support import talk
from support import waiting

BEFORE_GPA = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "in_state_tuition": "yes",
              "hs_completion_date": "2027-06", "college": "howard", "program": "associate", "credits_per_semester": 12}
BEFORE_PROGRAM = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "in_state_tuition": "yes",
                  "hs_completion_date": "2027-06", "college": "howard"}
BEFORE_ZIP = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "in_state_tuition": "yes",
              "hs_completion_date": "2027-06"}


def said(turn, field):
    """The value read back, else the value kept (None when neither)."""
    return proposed(turn).get(field, turn.answers.get(field))


# 1. a home ZIP at a later question: kept (not read back), the pending answer read too
@pytest.mark.parametrize("lang,start,expecting,message,zip_code,county,pending", [
    ("en", BEFORE_GPA, "hs_gpa", "3.2, also we live in 21740", "21740", "washington", ("hs_gpa", 3.2)),
    ("es", BEFORE_GPA, "hs_gpa", "3.2, vivimos en el 20906", "20906", "montgomery", ("hs_gpa", 3.2)),
    ("en", BEFORE_GPA, "hs_gpa", "btw we're in 21804", "21804", None, ("hs_gpa", None)),
    ("es", BEFORE_GPA, "hs_gpa", "por cierto estamos en el 21804", "21804", None, ("hs_gpa", None)),
    ("en", BEFORE_PROGRAM, "program", "associates. also we live in 21740", "21740", "washington", ("program", "associate")),
    ("es", BEFORE_PROGRAM, "program", "asociado. también vivimos en el 21740", "21740", "washington", ("program", "associate")),
])
def test_home_zip_at_later_question_kept(lang, start, expecting, message, zip_code, county, pending):
    turn = waiting(start, expecting, message, lang)
    assert turn.answers.get("zip") == zip_code, (turn.reply, turn.answers, proposed(turn))  # (failed before: read back)
    assert "zip" not in proposed(turn)
    if county:
        assert turn.answers.get("county") == county, turn.answers
    field, value = pending
    if value is None:  # not answered: no five-digit GPA read, the question asked again (after the county)
        assert field not in turn.answers and field not in proposed(turn), (turn.reply, proposed(turn))
    else:
        assert str(said(turn, field)) == str(value), (turn.reply, turn.answers, proposed(turn))


# 1. guards: a ZIP that changes one kept, or outside Maryland, is read back as before; the ZIP question keeps it
@pytest.mark.parametrize("lang,start,expecting,message,kept_zip", [
    ("en", {**BEFORE_PROGRAM, "zip": "21044", "county": "howard"}, "program", "associates. also we live in 21740", "21044"),  # guard
    ("es", {**BEFORE_PROGRAM, "zip": "21044", "county": "howard"}, "program", "asociado. también vivimos en el 21740", "21044"),  # guard
    ("en", BEFORE_GPA, "hs_gpa", "3.2, also we live in 20001", None),  # guard (DC: outside Maryland)
])
def test_guard_zip_read_back(lang, start, expecting, message, kept_zip):
    turn = waiting(start, expecting, message, lang)
    assert turn.answers.get("zip") == kept_zip, (turn.reply, turn.answers)


@pytest.mark.parametrize("lang,message,zip_code,county", [
    ("en", "we live in 21740", "21740", "washington"),     # guard
    ("es", "vivimos en el 20906", "20906", "montgomery"),  # guard
])
def test_guard_zip_question_keeps(lang, message, zip_code, county):
    turn = waiting(BEFORE_ZIP, "zip", message, lang)
    assert turn.answers.get("zip") == zip_code and turn.answers.get("county") == county, (turn.reply, turn.answers)


# 2. a GED beside a Maryland town: a Maryland GED, in either order
@pytest.mark.parametrize("lang,message", [
    ("en", "baltimore GED"),
    ("en", "hagerstown GED"),
    ("es", "un GED de hagerstown"),  # guard (worked before)
    ("en", "i got my GED in baltimore city"),  # guard (read back before too)
    ("es", "saqué el GED en baltimore"),  # guard
])
def test_ged_with_md_town_at_high_school(lang, message):
    turn = waiting({"applicant_type": "new", "prior_degree": "none"}, "high_school", message, lang)
    assert said(turn, "high_school") == "maryland_ged", (turn.reply, proposed(turn))


# 2. the GED's place is no home: no county taken from it, the GED kept or read back
@pytest.mark.parametrize("lang,message", [
    ("en", "i got my GED in baltimore city"),
    ("en", "i got my GED in hagerstown, i want to do nursing"),
    ("es", "saqué mi GED en baltimore city"),
    ("es", "saqué el GED en hagerstown, quiero estudiar enfermería"),
])
def test_ged_place_not_county(lang, message):
    turn = talk(lang, message)
    assert said(turn, "county") is None, (turn.reply, turn.answers, proposed(turn))  # (failed before: the GED's town)
    assert said(turn, "high_school") == "maryland_ged", (turn.reply, proposed(turn))


@pytest.mark.parametrize("lang,expecting,message", [
    ("en", "zip", "i got my GED in baltimore city"),
    ("en", "county", "i got my GED in baltimore city"),
    ("es", "county", "saqué mi GED en baltimore city"),
])
def test_ged_place_not_county_at_place_questions(lang, expecting, message):
    turn = waiting({"applicant_type": "new", "prior_degree": "none"}, expecting, message, lang)
    assert said(turn, "county") is None, (turn.reply, turn.answers, proposed(turn))
    assert said(turn, "high_school") == "maryland_ged", (turn.reply, proposed(turn))


# 2. guards: a home said beside the GED is the county; a GED outside Maryland is never Maryland's
@pytest.mark.parametrize("lang,message,county", [
    ("en", "i got my GED in towson, we live in baltimore city", "baltimore-city"),  # guard
    ("es", "saqué el GED en towson, vivimos en baltimore city", "baltimore-city"),  # guard
])
def test_guard_home_beside_ged(lang, message, county):
    turn = talk(lang, message)
    assert said(turn, "county") == county, (turn.reply, turn.answers, proposed(turn))


@pytest.mark.parametrize("lang,message", [
    ("en", "GED in virginia"),     # guard
    ("en", "virginia GED"),        # guard
    ("es", "saqué el GED en virginia"),  # guard
])
def test_guard_ged_elsewhere(lang, message):
    turn = waiting({"applicant_type": "new", "prior_degree": "none"}, "high_school", message, lang)
    assert turn.answers.get("high_school") is None and said(turn, "high_school") != "maryland_ged", (turn.reply, proposed(turn))


# 3. a county's short name as where a program is studied: its college, the program kept, no county
@pytest.mark.parametrize("lang,message,program", [
    ("en", "associates at PG", "associate"),
    ("en", "associates at PG county", "associate"),
    ("en", "nursing at PG", None),
    ("es", "asociado en PG", "associate"),
    ("es", "enfermería en el PG", None),
])
def test_program_at_pg_is_college(lang, message, program):
    turn = waiting(BEFORE_ZIP, "zip", message, lang)
    assert said(turn, "college") == "prince-georges", (turn.reply, turn.answers, proposed(turn))  # (failed before: none)
    assert said(turn, "county") is None, (turn.reply, turn.answers)  # (failed before: kept as the county)
    if program:
        assert said(turn, "program") == program, (turn.reply, proposed(turn))


@pytest.mark.parametrize("lang,message", [
    ("en", "associates at PG"),
    ("es", "asociado en PG"),
])
def test_program_at_pg_program_question(lang, message):
    turn = waiting({**BEFORE_PROGRAM, "zip": "21044", "county": "howard"}, "program", message, lang)
    assert turn.answers.get("program") == "associate", (turn.reply, turn.answers)
    assert said(turn, "college") == "prince-georges", (turn.reply, turn.answers, proposed(turn))  # (failed before: lost)
    assert turn.answers.get("county") == "howard"


# 3. guards: "PG" as the home stays the county
@pytest.mark.parametrize("lang,expecting,message", [
    ("en", "county", "PG"),                        # guard
    ("en", "county", "PG county"),                 # guard
    ("es", "county", "vivo en PG"),                # guard
    ("en", "zip", "i live in PG, nursing"),        # guard
    ("es", "zip", "vivo en PG y quiero estudiar enfermería"),  # guard
])
def test_guard_pg_home_is_county(lang, expecting, message):
    turn = waiting(BEFORE_ZIP, expecting, message, lang)
    assert said(turn, "county") == "prince-georges", (turn.reply, turn.answers, proposed(turn))

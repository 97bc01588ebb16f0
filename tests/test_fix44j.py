"""fix44j: the quick typer on a phone (dev44), openings and households typed tersely.

- "sr at dulaney …", "sr en dulaney me gradúo …": "sr" before where is a senior (understand._TEXTED,
  spelled in understand.fold); a school's name followed by other facts ("dulaney me gradúo", "parkville
  grad june") ends before them (understand._md_school_attended, understand._senior_at_listed_school);
  "new, senior at …" opens as "senior at …" does (understand._SENIOR_NOW);
- "1st time 👍 …", "1ra vez": first time (understand._TEXTED);
- "89 outta 100": a 100-point average, read back (understand._SCALE, _SCALE_LOOSE);
- "aacc or mc idk yet", "aacc o mc": two colleges, asked back, never the longer name kept
  (understand._read_college: a two-letter name beside "or");
- "me wife 2 kids", "yo y esposo y 3 niños": the writer's own spouse (understand._OWN_SPOUSE);
- "did 12 credits last sem": the semester (understand._TEXTED).

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import answer
from support import confirm
from support import graded
from support import load_bench

BENCH = load_bench()


ASK = {"ask_back": True}

ROWS = [
    ("en", "hs_gpa", "89 outta 100", confirm(hs_gpa=89, gpa_scale=100)),
    ("en", "hs_gpa", "92 outta 100", confirm(hs_gpa=92, gpa_scale=100)),
    ("es", "hs_gpa", "89 de 100", confirm(hs_gpa=89, gpa_scale=100)),  # guard
    ("en", "college", "aacc or mc idk yet", ASK),
    ("en", "college", "mc or ccbc", ASK),
    ("es", "college", "aacc o mc", ASK),
    ("es", "college", "pg o mc no se", ASK),  # guard
    ("en", "college", "at mc", answer(college="montgomery")),  # guard
    ("en", "high_school", "sr at dulaney graduating this june 3.6 unweighted",
     answer(high_school="maryland", hs_completion_date="2027-06", hs_gpa=3.6)),
    ("es", "high_school", "sr en dulaney me gradúo este junio 3.6",
     answer(high_school="maryland", hs_completion_date="2027-06", hs_gpa=3.6)),
    ("en", "applicant_type", "1st time 👍 graduated 2024 laurel high gpa 2.8",
     confirm(applicant_type="new", high_school="maryland", hs_completion_date="2024-06", hs_gpa=2.8)),
    ("es", "applicant_type", "1ra vez, me gradue en 2024 de laurel high",  # guard
     confirm(applicant_type="new", high_school="maryland", hs_completion_date="2024-06")),
    ("en", "household", "me wife 2 kids", answer(household="married", household_size=4)),
    ("en", "household", "me and husband 3 kids", answer(household="married", household_size=5)),
    ("es", "household", "yo y esposo y 3 niños", answer(household="married", household_size=5)),
    ("es", "household", "yo esposa 2 niños", answer(household="married", household_size=4)),
    ("en", "household", "me my wife 2 kids", answer(household="married", household_size=4)),  # guard
    ("en", "cc_gpa", "3.0 rn, did 12 credits last sem", answer(cc_gpa=3.0, credits_completed_last_semester=12)),
    ("es", "cc_gpa", "3.0, complete 12 creditos el sem pasado",  # guard
     answer(cc_gpa=3.0, credits_completed_last_semester=12)),
    ("en", "cc_gpa", "3.0, did 12 credits last semester",  # guard
     answer(cc_gpa=3.0, credits_completed_last_semester=12)),
]


@pytest.mark.parametrize("lang,expecting,text,expect", ROWS)
def test_typed_fast(lang, expecting, text, expect):
    graded(BENCH, expecting, text, lang, expect, month_assumed="2024" in text)

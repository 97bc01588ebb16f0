"""A generated class roster (CSV bytes) with every outcome, typed as people type, and broken rows.

Used by tests/test_counselor.py (web page = CLI = API, row by row) and bench/roster.py.
"""
import csv
import io
import random

HEADER = ["student", "applicant_type", "county", "zip", "in_state_tuition", "high_school", "hs_completion_date",
          "college", "program", "credits_per_semester", "hs_gpa", "cc_gpa", "household", "agi", "household_size",
          "aid_application", "full_cost_scholarship", "prior_degree", "enrollment_status", "first_enrolled",
          "credits_completed_last_semester", "satisfactory_progress", "notes"]

BASE = {
    "applicant_type": "new", "county": "howard", "zip": "", "in_state_tuition": "yes", "high_school": "maryland",
    "hs_completion_date": "2026-06", "college": "howard", "program": "associate", "credits_per_semester": "12",
    "hs_gpa": "3.2", "cc_gpa": "", "household": "single_parent", "agi": "45000", "household_size": "3",
    "aid_application": "fafsa", "full_cost_scholarship": "no", "prior_degree": "none", "enrollment_status": "",
    "first_enrolled": "", "credits_completed_last_semester": "", "satisfactory_progress": "", "notes": "",
}
# Each kind of student, as changes to BASE (cells typed the many ways people type them).
KINDS = {
    "eligible": {},
    "eligible_typed": {"county": "Howard County", "college": "Howard Community College", "agi": "$45,000",
                       "household": "Single Parent", "hs_gpa": "3,4", "hs_completion_date": "6/2026"},
    "eligible_zip": {"county": "", "zip": "21044"},
    "eligible_two_parent": {"household": "two_parent", "agi": "120k", "household_size": "5", "county": "montgomery",
                            "college": "montgomery"},
    "eligible_range": {"household_size": "", "credits_per_semester": "6"},
    "over_income": {"household": "single", "agi": "180000", "household_size": "1"},
    "low_gpa": {"hs_gpa": "2.0"},
    "wrong_college": {"county": "montgomery"},
    "not_in_state": {"in_state_tuition": "no"},
    "other_high_school": {"high_school": "other"},
    "bachelor": {"prior_degree": "bachelor"},
    "few_credits": {"credits_per_semester": "3"},
    "no_fafsa": {"aid_application": "none"},
    "full_cost": {"full_cost_scholarship": "yes"},
    "missing_income": {"agi": "", "household": ""},
    "missing_gpa": {"hs_gpa": ""},
    "missing_many": {"in_state_tuition": "", "aid_application": "", "prior_degree": "", "full_cost_scholarship": ""},
    "renewal": {"applicant_type": "renewal", "hs_gpa": "", "cc_gpa": "2.8", "enrollment_status": "full_time",
                "first_enrolled": "2025-08", "credits_completed_last_semester": "12", "satisfactory_progress": "yes",
                "hs_completion_date": ""},
    "formula_notes": {"notes": "=1+1"},
    "minus_notes": {"notes": "-5"},
    "at_notes": {"notes": "@SUM(A1)"},
    "bad_number": {"agi": "lots"},
    "bad_county": {"county": "narnia"},
    "bad_zip": {"county": "", "zip": "123"},
    "gpa_over_scale": {"hs_gpa": "4.7"},
}
BROKEN_SHAPES = ("short", "long")


def roster_csv(n: int, seed: int = 12) -> bytes:
    """Return ``n`` students as CSV bytes: every kind in turn, then at random; a few malformed rows."""
    rng = random.Random(seed)
    kinds = list(KINDS)
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(HEADER)
    for i in range(n):
        kind = kinds[i] if i < len(kinds) else rng.choice(kinds)
        row = {**BASE, **KINDS[kind], "student": f"Student {i + 1:05d} {kind}"}
        cells = [row[h] for h in HEADER]
        if i % 97 == 50:
            cells = cells[:5]  # a row missing cells
        elif i % 89 == 60:
            cells = cells + ["extra"]  # a row with one cell too many
        w.writerow(cells)
    return buf.getvalue().encode()

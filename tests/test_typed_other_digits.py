"""Digits of other scripts in the form's boxes (a newcomer's finding, 2026-12-02): Arabic-Indic
"٤٥٠٠٠" was taken as an income, but "٢١٢٠١" was refused as a ZIP code and "٣٫٤" (with the Arabic
decimal separator) as a GPA. Every number box now reads them as the chat does."""
import pytest

from screener.flow import load_flow
from screener.typed import read_input


def the_input(qid: str, name: str | None = None):
    q = load_flow().question(qid)
    return next(i for i in q.inputs if name is None or i.id == name)


@pytest.mark.parametrize("qid,typed,value", [
    ("zip", "٢١٢٠١", "21201"),            # Arabic-Indic
    ("zip", "۲۱۲۰۱", "21201"),            # Persian
    ("zip", "２１２０１", "21201"),        # full-width
    ("hs_gpa", "٣٫٤", 3.4),               # Arabic decimal separator
    ("hs_gpa", "٣.٤", 3.4),
    ("agi", "٤٥٬٠٠٠", 45000),             # Arabic thousands separator
    ("agi", "٤٥٠٠٠", 45000),
    ("credits_per_semester", "١٢", 12),
])
def test_a_number_in_another_script_is_read(qid, typed, value):
    inp = the_input(qid)
    got, error = read_input(inp, {inp.id: typed}, "en")
    assert error is None, error
    assert got == value


def test_a_year_in_another_script_is_read():
    inp = the_input("hs_completion_date")
    got, error = read_input(inp, {f"{inp.id}-month": "6", f"{inp.id}-year": "٢٠٢٧"}, "en")
    assert error is None and got == "2027-06", (got, error)

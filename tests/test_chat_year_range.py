"""A graduation year the web form refuses ("I graduated in 1900", "june 2099": a slip) is asked
again in the chat with the web's words (screener.typed.YEARS), never read back or kept (a
newcomer's finding: June 1900 was read back, and its "yes" would have waived the GPA rule)."""
import datetime as dt

import pytest

from support import proposed
from support import waiting

TODAY = dt.date(2026, 12, 1)
BEFORE = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland"}


@pytest.mark.parametrize("lang,said", [("en", "I graduated in 1900"), ("en", "june 2099"),
                                       ("es", "me gradué en 1900"), ("es", "junio del 2099")])
def test_a_year_out_of_range_is_asked_again(lang, said):
    turn = waiting(BEFORE, "hs_completion_date", said, lang, TODAY)
    assert "hs_completion_date" not in turn.answers and "hs_completion_date" not in proposed(turn), turn.reply
    assert "1940" in turn.reply and "2040" in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said,value", [("en", "june 2019", "2019-06"), ("es", "junio 2027", "2027-06")])
def test_a_year_in_range_is_still_read(lang, said, value):
    turn = waiting(BEFORE, "hs_completion_date", said, lang, TODAY)
    assert value in (turn.answers.get("hs_completion_date"), proposed(turn).get("hs_completion_date")), turn.reply

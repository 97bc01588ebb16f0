"""The month of graduation is asked before a result (§18-3603(b)(2), "after graduating").

A newcomer's finding: a freshman who said her grade, GPA, family and income, then answered every
question asked, was told "likely eligible" — the month was never asked, and without it the engine
passed the high-school rule. The engine now needs the month for a Maryland diploma or GED; the chat,
which asks what the engine still needs, asks it, in both languages, on the web form's wording.
"""
import datetime as dt

import pytest

from screener.chat.engine import respond
from support import chat_done
from support import chat_so_far
from support import waiting

WITHOUT_MONTH = {k: v for k, v in chat_done(chat_so_far(3.5)).items() if k not in ("hs_completion_date", "full_cost_scholarship")}

ASKED = {"en": "graduate from high school", "es": "secundaria"}


@pytest.mark.parametrize("lang,last,school", [
    ("en", "no", "maryland"),
    ("es", "no", "maryland"),
    ("en", "nope", "maryland_ged"),
    ("es", "nel", "maryland_ged"),
])
def test_the_month_is_asked_before_a_result(lang, last, school):
    turn = waiting({**WITHOUT_MONTH, "high_school": school}, "full_cost_scholarship", last, lang)
    assert turn.expecting == "hs_completion_date"
    assert turn.assessment is None or turn.assessment.get("status") != "likely_eligible"
    assert ASKED[lang] in turn.reply


@pytest.mark.parametrize("lang,month,status", [
    ("en", "june 2030", "likely_ineligible"),   # a freshman now: after the 2027-28 award year
    ("es", "junio 2030", "likely_ineligible"),
    ("en", "june 2027", "likely_eligible"),
    ("es", "junio de 2027", "likely_eligible"),
])
def test_the_month_said_decides(lang, month, status):
    turn = waiting({**WITHOUT_MONTH, "full_cost_scholarship": False}, "hs_completion_date", month, lang)
    if turn.assessment is None:  # read back first
        turn = respond(turn.conversation, "yes" if lang == "en" else "sí", lang, dt.date(2026, 12, 1))
    assert turn.assessment["status"] == status

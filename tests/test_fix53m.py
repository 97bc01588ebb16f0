"""fix53m: results that say the wrong thing (a newcomer's findings on the round's start code), in both languages.

2. A Howard County student (ZIP 21042) choosing Montgomery College, whose home college offers the
   program, heard a bare "Based on your answers, you are likely not eligible for the Promise
   Scholarship right now": §18-3603(a)(1) puts the award at the community college of the county where
   the student lives (another county's only if the home college doesn't offer the program, or one with
   on-campus housing), so the student is likely eligible at Howard Community College. The rules'
   college check fails the chosen college (rules.check_college, right) and nothing said where the award
   does apply. rules.assess now gives the same answers' status at the home college
   (Assessment.home_status, _at_home_college: only when the college is the one failing rule), and the
   chat's headline says it (engine.STATUS_HOME_ELIGIBLE; STATUS_HOME_MORE_INFO when questions the
   chat skipped after the "no" are still open there).
Guards (marked): a college that fails for another reason too, the program not offered at home, the
home college chosen.
"""
import datetime as dt

import pytest

from support import CHAT_SO_FAR
from support import chat_done
from support import then
from support import waiting

YES = {"en": "yes", "es": "sí"}
DAY = dt.date(2026, 12, 1)
AT_MONTGOMERY = {**CHAT_SO_FAR, "zip": "21042", "college": "montgomery", "hs_gpa": 3.0, "household": "single"}
HOME_YES = {"en": "likely eligible for the Promise Scholarship at Howard Community College, your home college, but likely not at Montgomery College",
            "es": "probablemente cumples los requisitos para la Beca Promise en Howard Community College, tu college local, pero probablemente no en Montgomery College"}
HOME_OPEN = {"en": "likely not eligible for the Promise Scholarship at Montgomery College. At Howard Community College, your home college, your answers so far meet the rules",
             "es": "probablemente no cumples los requisitos para la Beca Promise en Montgomery College. En Howard Community College, tu college local, tus respuestas hasta ahora cumplen"}
BARE_NO = {"en": "likely not eligible for the Promise Scholarship right now",
           "es": "por ahora probablemente no cumples los requisitos"}


def _result(answers: dict, lang: str):
    """The result turn of a chat holding ``answers``, told "yes" to the home college offering the program."""
    turn = waiting(answers, "program_offered_locally", YES[lang], lang, DAY)
    for _ in range(3):
        if (turn.assessment or {}).get("status"):
            return turn
        turn = then(turn, YES[lang], lang, DAY)
    return turn


@pytest.mark.parametrize("lang,answers,said", [
    ("en", chat_done(AT_MONTGOMERY), HOME_YES),      # (failed before: bare "likely not eligible")
    ("es", chat_done(AT_MONTGOMERY), HOME_YES),
    ("en", {**AT_MONTGOMERY, "agi": 30000}, HOME_OPEN),  # the FAFSA question not reached: open at home
    ("es", {**AT_MONTGOMERY, "agi": 30000}, HOME_OPEN),
])
def test_other_county_college_says_home_college(lang, answers, said):
    turn = _result(answers, lang)
    assert turn.assessment["status"] == "likely_ineligible", turn.reply  # at Montgomery College: the rule holds
    assert said[lang] in turn.reply, turn.reply
    assert BARE_NO[lang] not in turn.reply, turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_guard_other_rule_fails_too_keeps_plain_no(lang):
    """Guard: over the income limit as well: not eligible at home either, the plain result kept."""
    turn = _result({**chat_done(AT_MONTGOMERY), "agi": 900000}, lang)
    assert turn.assessment["status"] == "likely_ineligible"
    assert BARE_NO[lang] in turn.reply and HOME_YES[lang] not in turn.reply, turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_guard_program_not_offered_at_home_is_eligible(lang):
    """Guard: the home college doesn't offer the program: Montgomery College is allowed (§18-3603(a)(1)(ii))."""
    turn = waiting(chat_done(AT_MONTGOMERY), "program_offered_locally", {"en": "no", "es": "no"}[lang], lang, DAY)
    for _ in range(3):
        if (turn.assessment or {}).get("status"):
            break
        turn = then(turn, YES[lang], lang, DAY)
    assert turn.assessment["status"] == "likely_eligible", turn.reply


def test_rules_home_status():
    """The rules give the home college's status only when the college is the one failing rule."""
    from screener.chat.engine import run
    a = run(chat_done({**AT_MONTGOMERY, "program_offered_locally": True}), DAY)
    assert a.status == "likely_ineligible" and a.home_status == "likely_eligible" and a.home_alternative.id == "howard"
    a = run({**chat_done(AT_MONTGOMERY), "program_offered_locally": True, "agi": 900000}, DAY)  # guard
    assert a.home_status is None
    a = run(chat_done({**AT_MONTGOMERY, "college": "howard"}), DAY)  # guard: at home
    assert a.status == "likely_eligible" and a.home_status is None

"""fix47m: a reviewer's findings in fix47g's new code (things kept without a read-back).

1. A FALSE "likely eligible": at the in-state question, fix47g keeps the student's own "yes" with a
   year or more lived in Maryland beside it, unasked (understand._read_in_state). The years were read
   whatever was said of them: "yes, we lived in maryland for 10 years before moving to delaware last
   month" was kept ("Got it. In-state tuition: Yes."), though the student has moved away. Now a yes
   whose stay is said as over or turned (a move away, "used to", "before", a past tense, "but",
   understand._STAY_ENDED) is read back with what decides it, never kept unasked.
2. Too broad: understand.in_high_school_now took any "<words> high" after "I'm in/at" for a high
   school's name, so "I'm in a really high tax bracket", "im in a high paying job", "I am at a high
   level in my company" kept applicant type "new" and degree "none" without asking. Now a name before
   "high" is never an article or an adverb, and "high" followed by what is high (tax, pay, level) is
   not a school: only a high SCHOOL counts (a named school, "high school", "HS", "la prepa").
3. (Code written once: rules.household_income_limit chooses the limit, vocab.SUPPORT_SELF the words;
   tested through the rows of test_fix44g / test_fix47g / test_fix47a that use them.)
Guards: the plain yes with years here (fix47g's) is still kept; a named high school is still in
high school now; a recent move is still read back.
"""
import pytest

from support import proposed
from support import talk
from support import waiting

IN_STATE_SO_FAR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044",
                   "county": "howard", "college": "howard"}


def _kept(turn) -> dict:
    return {**turn.answers, **proposed(turn)}


# 1. A yes with the stay said as over or turned: read back, never kept unasked
@pytest.mark.parametrize("lang,message", [
    ("en", "yes, we lived in maryland for 10 years before moving to delaware last month"),
    ("es", "sí, vivimos en maryland 10 años pero nos mudamos a delaware el mes pasado"),
    ("en", "yes, I used to live in Maryland for 12 years"),
    ("en", "yes, we lived in maryland for 15 years"),
    ("en", "yes, I've lived in maryland for 5 years but I moved to virginia in june"),
    ("es", "sí, viví en maryland por 8 años"),
    ("es", "sí, vivimos 10 años en maryland antes de irnos a virginia"),
    ("en", "yes, been in md for 6 years but we're moving out soon"),
])
def test_in_state_yes_with_stay_over_read_back(lang, message):
    turn = waiting(IN_STATE_SO_FAR, "in_state_tuition", message, lang)
    assert "in_state_tuition" not in turn.answers, (turn.reply, turn.answers)  # (failed before: kept)
    assert proposed(turn).get("in_state_tuition") in ("yes", "unsure"), (turn.reply, proposed(turn))


# Guards (fix47g): the student's own yes with the years here now: kept as before
@pytest.mark.parametrize("lang,message", [
    ("en", "Yes, my family has lived in Maryland for eleven years"),
    ("en", "yes, we have lived in Maryland for 15 years"),
    ("en", "yeah, been in md for 6 years now"),
    ("es", "sí, vivimos en Maryland hace 9 años"),
    ("es", "si, llevo 15 años viviendo aqui en maryland"),
])
def test_guard_in_state_yes_with_years_still_kept(lang, message):
    turn = waiting(IN_STATE_SO_FAR, "in_state_tuition", message, lang)
    assert turn.answers.get("in_state_tuition") == "yes", (turn.reply, proposed(turn))
    assert not turn.conversation.pending, turn.reply


# 2. "high" in ordinary sentences: not in high school now; the first-time / degree facts not kept
@pytest.mark.parametrize("lang,opening", [
    ("en", "I'm in a really high tax bracket. I make 90k"),
    ("en", "im in a high paying job"),
    ("en", "I am at a high level in my company"),
    ("en", "im at the high end of the pay scale, can I get this?"),
    ("es", "estoy en un nivel muy high en mi trabajo"),
    ("es", "estoy en la high end de ingresos, gano 90 mil"),
])
def test_ordinary_high_not_in_high_school(lang, opening):
    from screener.chat import understand
    assert not understand.in_high_school_now(opening), opening  # (failed before)
    turn = talk(lang, opening)
    kept = _kept(turn)
    assert kept.get("prior_degree") is None, (turn.reply, kept)  # (failed before: "none" kept unasked)


# Guards: a high school named, "high school", "HS", "la prepa", "la secundaria": in high school now
@pytest.mark.parametrize("lang,opening", [
    ("en", "hi, I go to Parkville High, can I get this for CCBC?"),
    ("en", "im at the high school in Bowie, do I qualify?"),
    ("en", "im in HS right now, can I get this?"),
    ("en", "my daughter is at Blair High School, is she eligible?"),
    ("es", "hola, estoy en la prepa de Springbrook, me dan la beca?"),
    ("es", "mi hijo está en la secundaria Northwood, puede aplicar?"),
    ("es", "voy a Wheaton High y quiero ir a Montgomery College"),
])
def test_guard_high_school_still_in_high_school_now(lang, opening):
    turn = talk(lang, opening)
    kept = _kept(turn)
    assert kept.get("applicant_type") == "new", (turn.reply, kept)
    assert kept.get("prior_degree") == "none", (turn.reply, kept)

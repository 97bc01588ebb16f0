"""fix49f: a senior's year texted "sr" beside the school (issue #8: messages to a result), both languages.

1. "frederick high sr grad june 2.5 gpa fcc", "dulaney sr 3.6 unweighted ccbc ft parents married"
   (dev44 s-en-06, s-en-02; "chesapeake high pasadena sr 2.9ish"): the texted "sr" was spelled out as
   "senior" only before "at/in/en/de/year" (understand._TEXTED, fix44j), so after a high school's word
   or before a GPA it stayed a stray "sr": the opening was not read as a senior's, and the first time,
   the degree and the graduation month were asked after it, three questions more (15 messages, the
   issue asks for 12). Cause: _TEXTED's one "sr" pattern. Now "sr" after "high"/"hs" (a name or town
   at most between) or before a GPA, "grad" or "gpa" is spelled "senior" too; the senior's facts
   (first time, no degree yet, graduating in June) are then kept as "senior" keeps them, shown to be
   corrected. Never a "no": they are the facts of a first-time applicant.
Guards (marked): a name's "Sr." and "Sr." as "señor" read no senior; "sr at" still does.
"""
import pytest

from support import proposed
from support import talk

HI = {"en": "hi", "es": "hola"}
SENIOR_QUESTIONS = {"applicant_type", "prior_degree", "hs_completion_date"}


def _read(turn) -> dict:
    return {**turn.answers, **proposed(turn)}


@pytest.mark.parametrize("lang,message", [
    ("en", "frederick high sr grad june 2.5 gpa fcc"),
    ("en", "dulaney sr 3.6 unweighted ccbc ft parents married"),
    ("en", "chesapeake high pasadena sr 2.9ish aacc just me n my dad he makes 52k"),
    ("en", "bowie hs sr, 3.1 gpa, going to pgcc"),
    ("es", "dulaney sr 3.2, voy a ccbc, vivo con mi mamá"),
    ("es", "frederick high sr, me gradúo en junio, promedio 2.8"),
    ("es", "parkside high sr 3.0 de promedio y quiero ir a wor-wic"),
    ("es", "northwood hs sr gpa 3.4"),
])
def test_sr_beside_school_is_senior(lang, message):
    turn = talk(lang, message)
    read = _read(turn)
    # (failed before: applicant_type, prior_degree and the graduation month unread, asked next)
    assert read.get("applicant_type") == "new" and read.get("prior_degree") == "none", (turn.reply, read)
    assert str(read.get("hs_completion_date")) == "2027-06", (turn.reply, read)
    assert turn.expecting not in SENIOR_QUESTIONS, (turn.expecting, turn.reply)
    assert (turn.assessment or {}).get("status") != "likely_ineligible", turn.reply


# guards: "sr" with no school beside it (a name's "Sr.", Spanish "Sr." for "señor") is no senior
@pytest.mark.parametrize("lang,message", [
    ("en", "my dad is john sr, he makes 50k"),                  # guard
    ("en", "i talked to mr smith sr about it"),                 # guard
    ("es", "el sr garcia me dijo que preguntara"),              # guard
    ("es", "hablé con el sr. lópez de la oficina"),             # guard
])
def test_guard_sr_without_school(lang, message):
    turn = talk(lang, HI[lang], message)
    read = _read(turn)
    assert "hs_completion_date" not in read and read.get("prior_degree") != "none", (turn.reply, read)


@pytest.mark.parametrize("lang,message", [
    ("en", "sr at dulaney, 3.2 gpa"),       # guard (fix44j)
    ("es", "sr en dulaney, 3.2 de promedio"),  # guard (fix44j)
])
def test_guard_sr_at_still_senior(lang, message):
    turn = talk(lang, message)
    read = _read(turn)
    assert read.get("applicant_type") == "new" and read.get("prior_degree") == "none", (turn.reply, read)

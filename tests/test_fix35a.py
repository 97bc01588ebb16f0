"""fix35a (a newcomer's findings), by class, in both languages: "full time" said of a job, beside
pay or work words ("I make $22/hr full time", "I work full time, 22 an hour", "full time at Target",
"trabajo tiempo completo"), is 40 hours a week of work, never 12 credits; the rate is kept as a year's
pay with how it was worked out read back ("$22 an hour × 40 hours a week (full time) × 52 weeks");
a job's "full time" told alone is an aside, never the credits' FAQ answer; part-time hours are
asked, never taken as 40; "full time" of school ("I'm going full time", "full time student", a
renewal's "full time since fall 2025") still sets the credits."""
import pytest

from support import proposed
from support import talk
from support import then
from support import waiting

READ = {"en": "× 40 hours a week (full time) × 52 weeks", "es": "× 40 horas a la semana (tiempo completo) × 52 semanas"}
HOURS = {"en": "How many hours a week", "es": "Cuántas horas a la semana"}
ASIDE = {"en": "is about a job, not classes", "es": "es de un trabajo, no de las clases"}
CREDITS_FAQ = {"en": "at least 6 credits", "es": "por lo menos 6 créditos"}


def _held(turn) -> dict:
    """Return the answers ``turn`` kept or read back."""
    return {**turn.answers, **proposed(turn)}


def _pay(turn):
    """Return the income ``turn`` kept, read back, or asked about ("Does your $45,760 include your
    parents' income?" holds it in its follow-up), else None."""
    held = _held(turn)
    if "agi" in held:
        return int(float(held["agi"]))
    slot = turn.conversation.follow_up or {}
    return int(float(slot["a"])) if slot.get("k") == "parents" and "a" in slot else None


# --- a rate said with a job's "full time": 40 hours a week, read back with how; no credits ---------

@pytest.mark.parametrize("lang,said,year", [
    ("en", "I want to do the CNA certificate at CCBC, I'm 34, single, I make $22/hr full time", 45760),
    ("en", "CNA certificate at CCBC, 34, single, $22/hr full time", 45760),
    ("en", "I want to do the CNA certificate at CCBC, I'm 34, single, I work full time and make $22/hr", 45760),
    ("en", "I work full time, 22 an hour", 45760),
    ("en", "I work full time, $22 an hour", 45760),
    ("en", "22 an hour, full time", 45760),
    ("en", "I work full time at Target, I make 17/hr", 35360),
    ("en", "full time at Target, 17/hr", 35360),
    ("en", "I'm full time, I make 22 an hour", 45760),
    ("es", "quiero hacer el certificado de CNA en CCBC, tengo 34 años, soltera, gano $22 la hora tiempo completo", 45760),
    ("es", "trabajo tiempo completo, 22 la hora", 45760),
    ("es", "trabajo tiempo completo en Walmart y gano 16 dólares la hora", 33280),
    ("es", "tiempo completo en Target, 17 la hora", 35360),
])
def test_a_rate_with_a_jobs_full_time_is_40_hours_read_back_and_no_credits(lang, said, year):
    turn = talk(lang, said)
    assert _pay(turn) == year, turn.reply
    assert READ[lang] in turn.reply and f"{year:,}" in turn.reply, turn.reply
    assert "credits_per_semester" not in _held(turn), turn.reply


@pytest.mark.parametrize("lang,said,year", [
    ("en", "I work full time, 22 an hour", 45760),
    ("en", "full time at Target, 17/hr", 35360),
    ("es", "trabajo tiempo completo, 22 la hora", 45760),
])
def test_a_rate_with_a_jobs_full_time_at_another_question(lang, said, year):
    turn = waiting({"applicant_type": "new", "prior_degree": "none"}, "high_school", said, lang)
    assert _pay(turn) == year and READ[lang] in turn.reply, turn.reply
    assert "credits_per_semester" not in _held(turn), turn.reply


# --- a job's "full time" told alone: an aside, never 12 credits nor the credits' FAQ answer --------

@pytest.mark.parametrize("lang,said", [
    ("en", "I work full time"),
    ("en", "I work full time at Target"),
    ("en", "full time at Target"),
    ("es", "trabajo tiempo completo"),
    ("es", "trabajo tiempo completo en Walmart"),
])
def test_a_jobs_full_time_alone_is_an_aside(lang, said):
    turn = talk(lang, said)
    assert "credits_per_semester" not in _held(turn), turn.reply
    assert CREDITS_FAQ[lang] not in turn.reply and ASIDE[lang] in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said,credits", [
    ("en", "I work full time", None),
    ("es", "trabajo tiempo completo", None),
    ("en", "full time", 12),
    ("en", "full time, and I work 20 hours a week", 12),
    ("es", "tiempo completo", 12),
])
def test_full_time_to_the_credits_question(lang, said, credits):
    so_far = {"applicant_type": "new", "prior_degree": "none", "program": "associate"}
    turn = waiting(so_far, "credits_per_semester", said, lang)
    assert _held(turn).get("credits_per_semester") == credits, turn.reply


# --- part time, or another earner's full time: the hours asked, never 40 guessed -------------------

@pytest.mark.parametrize("lang,said,hours,year", [
    ("en", "I make 18 an hour part time", "20", 18 * 20 * 52),
    ("en", "i work part time, 15 an hour", "25 hours", 15 * 25 * 52),
    ("en", "my mom works full time, I make 15 an hour", "20", 15 * 20 * 52),
    ("en", "I'm going full time, I make 15 an hour", "20", 15 * 20 * 52),
    ("es", "gano 15 la hora, medio tiempo", "20", 15 * 20 * 52),
    ("es", "trabajo medio tiempo, 15 la hora", "20 horas", 15 * 20 * 52),
])
def test_part_time_pay_asks_the_hours(lang, said, hours, year):
    turn = talk(lang, said)
    assert _pay(turn) is None and HOURS[lang] in turn.reply, turn.reply
    turn = then(turn, hours, lang)
    assert _pay(turn) == year, turn.reply


# --- "full time" of school still sets the credits -----------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "I'm going full time"),
    ("en", "full time student"),
    ("en", "I'm going full time, I make 15 an hour"),
    ("en", "full time at CCBC"),
    ("es", "voy a estudiar tiempo completo"),
    ("es", "soy estudiante de tiempo completo y gano 15 la hora"),
])
def test_full_time_of_school_sets_the_credits(lang, said):
    turn = talk(lang, said)
    assert _held(turn).get("credits_per_semester") == 12, turn.reply


@pytest.mark.parametrize("lang,said,yes", [
    ("en", "I'm renewing, I've been full time since fall 2025 at CCBC", "yes"),
    ("es", "estoy renovando, voy tiempo completo desde agosto 2025 en CCBC", "sí"),
])
def test_a_renewals_full_time_since_still_sets_the_credits(lang, said, yes):
    turn = then(talk(lang, said), yes, lang)
    assert turn.answers.get("credits_per_semester") == 12 and turn.answers.get("applicant_type") == "renewal", turn.reply

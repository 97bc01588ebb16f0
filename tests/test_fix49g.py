"""fix49g: wrong verdicts a newcomer found on main (2026-12-07), in both languages.

1. A wrong "no" from a goal read as a degree held. (a) "quiere sacar su título de asociado en
   enfermería", "va a estudiar un asociado", "trying to get my associates", "pursuing an associate
   degree" at the degree-held question were read back as "Título que ya tienes: Un título de asociado":
   understand._DEGREE_GOAL knew only the first person's goal verbs ("quiero", "want"), not a parent's
   third person ("quiere", "va a", "busca", "que saque") nor "to get", "trying", "pursuing". (b) That
   read-back, answered on twice, was let go ("I kept it as you said it"); then "no" (or "I don't know")
   to another read-back ("• Credits: 12") changed no answer, and engine.respond skips the in-passing
   check for a message that changes none (meant for "ok" after a result): the result came at once,
   "not eligible: already has an associate's", resting on the unconfirmed degree. A "yes" asked it again
   (LET_GO_ASKED_AGAIN); every answer now does, whenever what was let go would rule the student out.
2. A wrong "no" from an aside: "su papa vive en otro estado y no nos ayuda. yo gano 48 mil" at the
   in-state question read "In-state tuition: No" from "no nos ayuda" (understand._other_facts_apart knew
   work words, not help, support, pay, send, live said of someone: vocab.SOMEONE_ELSES_DOING), and the
   48 mil was dropped in Spanish: understand._tagged_amounts read it as a grant from the "ayuda" (help)
   of the sentence before. Then "no espera, son 55 mil" to "Does your $48,000 include the other
   parent's?" was added as the other parent's ($103,000): a correction of the pay held now replaces it
   (engine._PAY_FIXED).
3. A false "likely eligible": "gpa 2.3 maybe 2.2 idk" / "mi promedio es 2.3 o tal vez 2.2, no sé" read
   back as "GPA: 2.3" (the first figure, said in passing), a "yes" kept it. Two figures on both sides of
   the minimum are no GPA: the exact GPA is asked (rules.gpa_range_limit, GPA_RANGE_ACROSS), none kept.
Guards (marked): kept behaviour that must not change.
"""
import datetime as dt

import pytest

from support import agi_said
from support import proposed
from support import talk
from support import then
from support import waiting

YES = {"en": "yes", "es": "sí"}
FIRST = {"en": "first time", "es": "primera vez"}


def degree_read(turn):
    return proposed(turn).get("prior_degree", turn.answers.get("prior_degree"))


# 1a. a degree wanted, said at the degree-held question, is no degree held
@pytest.mark.parametrize("lang,message", [
    ("es", "quiere sacar su título de asociado en enfermería"),
    ("es", "va a estudiar un asociado en enfermería"),
    ("es", "queremos que saque su título de asociado"),
    ("es", "busca un título de asociado"),
    ("es", "mi hijo quiere el asociado en enfermería"),
    ("en", "to get my associate's"),
    ("en", "trying to get my associates"),
    ("en", "pursuing an associate degree"),
    ("en", "he wants to get his associates"),            # guard (read right before)
    ("es", "quiero sacar mi asociado"),                  # guard
])
def test_degree_wanted_is_not_held(lang, message):
    turn = talk(lang, FIRST[lang], message)
    assert degree_read(turn) != "associate", (turn.reply, proposed(turn), turn.answers)
    assert degree_read(turn) == "none", (turn.reply, proposed(turn), turn.answers)


@pytest.mark.parametrize("lang,message", [
    ("en", "i have an associates"),                      # guard
    ("es", "tengo un asociado"),                         # guard
    ("es", "ya tiene su título de asociado"),            # guard
    ("es", "saqué mi asociado en 2019"),                 # guard: "saqué" is a degree got
    ("es", "tengo un asociado y quiero sacar la licenciatura"),  # guard: the goal's clause left out
    ("en", "i got my associates and want a bachelors"),  # guard
])
def test_guard_degree_held_read_back(lang, message):
    turn = talk(lang, FIRST[lang], message)
    assert proposed(turn).get("prior_degree") == "associate", (turn.reply, proposed(turn))


# 1b. a let-go degree never rules out without its "yes": every answer to the next read-back asks it again
LET_GO = {"en": ("associate", "12 credits", "fafsa"), "es": ("asociado", "va a tomar 12 créditos", "la FAFSA")}


@pytest.mark.parametrize("lang,last", [
    ("en", "no"),
    ("es", "no"),
    ("en", "i don't know"),
    ("es", "no sé"),
    ("en", "not sure"),
    ("en", "yes"),   # guard (asked again before)
    ("es", "sí"),    # guard
])
def test_let_go_degree_asked_before_any_no(lang, last):
    turn = talk(lang, FIRST[lang], *LET_GO[lang])
    assert turn.answers.get("prior_degree") == "associate" and proposed(turn), (turn.reply, turn.answers)  # (let go)
    turn = then(turn, last, lang)
    assert (turn.assessment or {}).get("status") != "likely_ineligible", turn.reply
    assert turn.expecting == "prior_degree" and "prior_degree" not in turn.answers, (turn.reply, turn.expecting, turn.answers)


@pytest.mark.parametrize("lang,message,yes", [
    ("en", "i have an associates", "yes"),   # guard: confirmed, it rules out
    ("es", "tengo un asociado", "sí"),       # guard
])
def test_guard_confirmed_degree_rules_out(lang, message, yes):
    turn = then(talk(lang, FIRST[lang], message), yes, lang)
    assert turn.answers.get("prior_degree") == "associate"
    assert (turn.assessment or {}).get("status") == "likely_ineligible", turn.reply


# 2. a "no" of someone else's doing at the in-state question; the income beside it kept
BEFORE_IN_STATE = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "20901",
                   "county": "montgomery", "college": "montgomery", "hs_completion_date": "2027-05", "hs_gpa": 2.4}
PARENT = {"en": "my son is in 12th grade", "es": "mi hijo está en 12 grado"}


@pytest.mark.parametrize("lang,message,pay", [
    ("es", "su papa vive en otro estado y no nos ayuda. yo gano 48 mil", 48000),
    ("en", "his dad lives in another state and doesnt help us. i make 48k", 48000),
    ("es", "su papá no nos ayuda. yo gano 48 mil", 48000),
    ("es", "el papá no le manda nada y no nos apoya, yo gano 48 mil", 48000),
    ("en", "her father doesn't support us. i make 48k", 48000),
    ("en", "his dad doesnt live here, i make 48k", 48000),
])
def test_aside_no_is_no_in_state_answer(lang, message, pay):
    turn = waiting(BEFORE_IN_STATE, "in_state_tuition", message, lang)
    assert proposed(turn).get("in_state_tuition") != "no" and turn.answers.get("in_state_tuition") != "no", \
        (turn.reply, proposed(turn))
    held = (turn.conversation.follow_up or {}).get("a")
    assert agi_said(turn) == pay or (held is not None and float(held) == pay), (turn.reply, turn.conversation.follow_up)


@pytest.mark.parametrize("lang,message", [
    ("en", "no, we live in virginia"),   # guard: the writer's own "no"
    ("es", "no, vivimos en Virginia"),   # guard
    ("en", "no"),                        # guard
    ("es", "no"),                        # guard
])
def test_guard_own_no_to_in_state(lang, message):
    turn = waiting(BEFORE_IN_STATE, "in_state_tuition", message, lang)
    assert "no" in (proposed(turn).get("in_state_tuition"), turn.answers.get("in_state_tuition")), (turn.reply, proposed(turn))


# 2. the whole path (a parent writing): the pay held corrected, never added as the other parent's
OPENING = {"es": "mi hijo esta en 12 grado en Northwood High, vivimos en silver spring. se gradua en mayo. su promedio es 2.4 creo",
           "en": "my son is in 12th grade at Northwood High, we live in silver spring. he graduates in may. his gpa is 2.4 i think"}
ASIDE = {"es": "su papa vive en otro estado y no nos ayuda. yo gano 48 mil",
         "en": "his dad lives in another state and doesnt help us. i make 48k"}


@pytest.mark.parametrize("lang,fix,pay", [
    ("es", "no espera, son 55 mil", 55000),
    ("en", "no wait, its 55k", 55000),
    ("en", "sorry, 55k", 55000),
    ("es", "perdón, son 55 mil", 55000),
])
def test_pay_held_corrected(lang, fix, pay):
    turn = talk(lang, FIRST[lang], OPENING[lang], YES[lang], ASIDE[lang])
    assert float((turn.conversation.follow_up or {}).get("a", 0)) == 48000, (turn.reply, turn.conversation.follow_up)
    turn = then(turn, fix, lang)
    assert agi_said(turn) != 103000, turn.reply
    assert float((turn.conversation.follow_up or {}).get("a", 0)) == pay, (turn.reply, turn.conversation.follow_up)
    assert (turn.assessment or {}).get("status") != "likely_ineligible"


@pytest.mark.parametrize("lang,other,total", [
    ("en", "he makes 20k", 68000),       # the other parent's pay added (the path reached now)
    ("es", "él gana 20 mil", 68000),
])
def test_guard_other_parent_pay_added(lang, other, total):
    turn = then(talk(lang, FIRST[lang], OPENING[lang], YES[lang], ASIDE[lang]), other, lang)
    assert agi_said(turn) == total, turn.reply


# 3. a GPA said as two figures across the minimum: no GPA kept, the exact one asked
BEFORE_GPA = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2027-05"}
EXACT = {"en": "exact", "es": "exact"}


@pytest.mark.parametrize("lang,message", [
    ("en", "gpa 2.3 maybe 2.2 idk"),
    ("en", "2.3 maybe 2.2 idk"),
    ("es", "mi promedio es 2.3 o tal vez 2.2, no sé"),
    ("en", "2.2 or 2.3"),
    ("es", "2.3 o 2.2"),
])
def test_gpa_across_minimum_asked_exactly(lang, message):
    turn = waiting(BEFORE_GPA, "hs_gpa", message, lang)
    assert "hs_gpa" not in proposed(turn) and "hs_gpa" not in turn.answers, (turn.reply, proposed(turn))
    assert EXACT[lang] in turn.reply and "2.3" in turn.reply, turn.reply


@pytest.mark.parametrize("lang,message", [
    ("en", "maryland high school, graduating may 2027, gpa 2.3 maybe 2.2 idk"),
    ("es", "una escuela de maryland, se gradúa en mayo de 2027, su promedio es 2.3 o tal vez 2.2, no sé"),
])
def test_gpa_across_minimum_said_in_passing(lang, message):
    turn = talk(lang, FIRST[lang], "none" if lang == "en" else "ninguno", message)
    assert "hs_gpa" not in proposed(turn) and "hs_gpa" not in turn.answers, (turn.reply, proposed(turn))
    turn = then(turn, YES[lang], lang)
    assert "hs_gpa" not in turn.answers and (turn.assessment or {}).get("status") != "likely_eligible", turn.reply


@pytest.mark.parametrize("lang,message,gpa", [
    ("en", "3.2 maybe 3.3", None),   # guard: both over the minimum, one number asked as before
    ("es", "3.2 o 3.3", None),       # guard
    ("en", "2.3", 2.3),              # guard
    ("es", "mi promedio es 2.4", 2.4),  # guard
])
def test_guard_gpa_not_across(lang, message, gpa):
    turn = waiting(BEFORE_GPA, "hs_gpa", message, lang)
    got = proposed(turn).get("hs_gpa", turn.answers.get("hs_gpa"))
    assert (float(got) if got is not None else None) == gpa, (turn.reply, proposed(turn))
    assert EXACT[lang] not in turn.reply


@pytest.mark.parametrize("field,low,high,across", [
    ("hs_gpa", 2.2, 2.3, True),
    ("hs_gpa", 2.29, 2.5, True),
    ("hs_gpa", 2.3, 2.4, False),    # guard: the minimum itself passes
    ("hs_gpa", 1.9, 2.2, False),    # guard: under it at either end
    ("cc_gpa", 2.4, 2.6, True),
    ("cc_gpa", 2.5, 2.8, False),    # guard
])
def test_gpa_range_limit_rule(field, low, high, across):
    from screener.policy import award_year_for
    from screener.policy import load_policy
    from screener.rules import gpa_range_limit
    policy = load_policy(award_year_for(dt.date(2026, 12, 1)))
    assert (gpa_range_limit(field, low, high, {}, policy) is not None) == across

"""fix53j: shorter conversations (the first author's long scripts), in both languages.

1. A renewal said plainly in the opening ("i already have the promise scholarship at aacc, how do i
   keep it for next year", "I got the Promise last year at Anne Arundel", "ya tengo la promise en el
   MC") was read back for a "yes" of its own ("Just to check, I read: New or renewing: Renewing"), a
   message each: engine._plainly_stated kept only "new" of the applicant type from an opening
   (PLAIN_VALUES), as understand._read_applicant_type reads a renewal from broad words too ("ya tengo
   30 años" has "ya tengo"). The award itself named as the student's own, had now or received last
   year (understand.award_had_plainly), is now kept with the opening's other plain facts and said
   back with "if I got any of that wrong, just tell me". A renewal can rule no one out by itself; an
   answer that later rules the student out on the renewal path is read back WITH the renewal it
   rests on (engine._resting_on), so no "no" is built on it unconfirmed (guarded below).
2. A "yes" to in-state tuition with a lifetime here said with the subject dropped, as texted ("yes,
   lived here all my life", "yes, always lived here") was read back with the domicile note: its bare
   "lived" was taken for a past tense, a stay that ended (understand._STAY_ENDED), though the same
   words with "I've" were kept plainly. A "lived" said with a lifetime (understand._LIFELONG) and no
   subject is a present stay; a stay said to end ("until", "before moving", "but") is still read back.
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import proposed
from support import talk
from support import then
from support import to_result
from support import waiting

YES = {"en": "yes", "es": "sí"}


# 1. a renewal said plainly in the opening: kept, the next question asked (failed before: read back)
@pytest.mark.parametrize("lang,message", [
    ("en", "i already have the promise scholarship at aacc, how do i keep it for next year"),
    ("en", "I got the Promise last year at Anne Arundel Community College and I want to keep it"),
    ("en", "hi, i already get the promise scholarship at ccbc, what do i need to do for next year"),
    ("en", "i have the promise scholarship now at howard cc and i want to keep it next year"),
    ("es", "ya tengo la beca promise en montgomery college y la quiero mantener"),
    ("es", "hola, me dieron la promise el año pasado en pgcc y quiero seguir con ella"),
    ("es", "ya recibo la promise en howard cc"),
    ("es", "buenas, ya tengo la promise scholarship en el ccbc"),
])
def test_renewal_said_plainly_kept(lang, message):
    turn = talk(lang, message)
    assert turn.answers.get("applicant_type") == "renewal", (turn.reply, proposed(turn))
    assert "applicant_type" not in proposed(turn), turn.reply
    assert turn.conversation.expecting == "prior_degree", (turn.conversation.expecting, turn.reply)


# 1. guards: the award not plainly the student's own now: never kept unasked as a renewal
@pytest.mark.parametrize("lang,message", [
    ("en", "my sister already has the promise scholarship, can i get it too"),              # guard
    ("en", "if i already have the promise do i need to apply again"),                       # guard
    ("en", "i had the promise scholarship but i lost it last year"),                        # guard
    ("en", "i already have a job and i want to go to ccbc"),                                # guard
    ("en", "i think i already have the promise at ccbc but not sure"),                      # guard
    ("en", "i never got the promise last year, can i get it now"),                          # guard
    ("es", "ya tengo 30 años y quiero estudiar en el ccbc"),                                # guard
    ("es", "mi hermana ya tiene la beca promise, ¿yo también puedo?"),                      # guard
    ("es", "tuve la promise pero la perdí el año pasado"),                                  # guard
    ("es", "creo que ya tengo la promise en pgcc pero no estoy segura"),                    # guard
])
def test_guard_renewal_not_plain(lang, message):
    turn = talk(lang, message)
    assert turn.answers.get("applicant_type") != "renewal", (turn.reply, turn.answers)


# 1. whole conversations: a renewing student's chat to the result, one message shorter than before
RENEWAL_FILL = {
    "en": {"prior_degree": "none", "in_state_tuition": "yes", "program": "associate", "credits_per_semester": "12",
           "cc_gpa": "3.0", "credits_completed_last_semester": "12", "satisfactory_progress": "yes",
           "first_enrolled": "august 2025", "enrollment_status": "full time", "household": "i live with my mom",
           "agi": "45000", "aid_application": "fafsa", "full_cost_scholarship": "no", "extenuating_circumstances": "no"},
    "es": {"prior_degree": "ninguno", "in_state_tuition": "sí", "program": "asociado", "credits_per_semester": "12",
           "cc_gpa": "3.0", "credits_completed_last_semester": "12", "satisfactory_progress": "sí",
           "first_enrolled": "agosto 2025", "enrollment_status": "tiempo completo", "household": "vivo con mi mamá",
           "agi": "45000", "aid_application": "fafsa", "full_cost_scholarship": "no", "extenuating_circumstances": "no"},
}


def _messages_to_result(lang: str, opening: str):
    """Play a chat from ``opening`` to its result, answering from RENEWAL_FILL ("yes" to a read-back); return
    (the result turn, the student's messages sent)."""
    count = [1]
    turn = talk(lang, opening)
    yes = YES[lang]
    for _ in range(30):
        if (turn.assessment or {}).get("status"):
            break
        q = turn.conversation.expecting
        said = yes if proposed(turn) else RENEWAL_FILL[lang].get(q) or (turn.quick_replies[0] if turn.quick_replies else yes)
        turn = then(turn, said, lang)
        count[0] += 1
    return turn, count[0]


@pytest.mark.parametrize("lang,opening,most", [
    ("en", "i already have the promise scholarship at aacc, how do i keep it for next year", 13),   # 14 before
    ("es", "ya tengo la beca promise en anne arundel y quiero renovarla", 13),                       # 14 before
])
def test_renewal_conversation_shorter(lang, opening, most):
    turn, sent = _messages_to_result(lang, opening)
    assert (turn.assessment or {}).get("status") == "likely_eligible", turn.reply
    assert turn.answers.get("applicant_type") == "renewal"
    assert sent <= most, sent


# 1. guard: a knock-out on the renewal path still read back, WITH the renewal it rests on (never a "no"
# from the renewal kept unasked)
@pytest.mark.parametrize("lang,opening,low", [
    ("en", "i already have the promise scholarship at aacc", "3"),     # guard
    ("es", "ya tengo la beca promise en anne arundel", "3"),           # guard
])
def test_guard_knockout_on_renewal_read_back(lang, opening, low):
    turn = talk(lang, opening)
    assert turn.answers.get("applicant_type") == "renewal"
    fill = dict(RENEWAL_FILL[lang], credits_completed_last_semester=low)
    for _ in range(30):
        if turn.conversation.expecting == "credits_completed_last_semester" or (turn.assessment or {}).get("status"):
            break
        q = turn.conversation.expecting
        turn = then(turn, YES[lang] if proposed(turn) else fill.get(q) or YES[lang], lang)
    assert turn.conversation.expecting == "credits_completed_last_semester", turn.reply
    turn = then(turn, low, lang)
    assert (turn.assessment or {}).get("status") != "likely_ineligible", turn.reply
    assert proposed(turn).get("credits_completed_last_semester") in (3, "3", 3.0), (turn.reply, proposed(turn))
    assert proposed(turn).get("applicant_type") == "renewal", (turn.reply, proposed(turn))


# 2. a yes with a lifetime here, its subject dropped: kept (failed before: read back with the domicile note)
AT_IN_STATE = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21221",
               "county": "baltimore-county", "college": "baltimore-county"}


@pytest.mark.parametrize("lang,message", [
    ("en", "yes, lived here all my life"),
    ("en", "yes, lived in maryland my whole life"),
    ("en", "yes, always lived here"),
    ("en", "yeah lived in md my entire life"),
    ("es", "sí, viví aquí toda mi vida"),
    ("es", "sí, siempre he vivido aquí"),       # guard (kept before too)
    ("en", "yes ive lived here all my life"),   # guard (kept before too)
])
def test_yes_with_lifetime_kept(lang, message):
    turn = waiting(AT_IN_STATE, "in_state_tuition", message, lang)
    assert turn.answers.get("in_state_tuition") == "yes", (turn.reply, proposed(turn))
    assert not proposed(turn), turn.reply
    assert turn.conversation.expecting == "hs_completion_date", turn.reply


# 2. guards: the stay said to have ended, or a lifetime without a yes: read back, never kept unasked
@pytest.mark.parametrize("lang,message", [
    ("en", "yes, lived here all my life until we moved to delaware last month"),   # guard
    ("en", "yes, lived here all my life but we moved to virginia in june"),        # guard
    ("en", "yes we lived here my whole life before moving to pennsylvania"),       # guard
    ("en", "lived here all my life"),                                              # guard (no yes: inferred)
    ("es", "sí, viví aquí toda mi vida pero nos mudamos a virginia"),              # guard
    ("es", "sí, viví aquí toda mi vida hasta el año pasado"),                      # guard
])
def test_guard_stay_ended_read_back(lang, message):
    turn = waiting(AT_IN_STATE, "in_state_tuition", message, lang)
    assert turn.answers.get("in_state_tuition") != "yes", (turn.reply, turn.answers)


# 2. a whole conversation one message shorter: a first-time student who says the yes with a lifetime here
FIRST_FILL = {
    "en": {"applicant_type": "first time", "prior_degree": "none", "high_school": "a maryland high school", "zip": "21221",
           "in_state_tuition": "yes, lived here all my life", "hs_completion_date": "june 2027", "program": "associate",
           "credits_per_semester": "12", "hs_gpa": "3.1", "household": "i live with my mom", "agi": "45000",
           "aid_application": "fafsa", "full_cost_scholarship": "no"},
    "es": {"applicant_type": "primera vez", "prior_degree": "ninguno", "high_school": "una high school de maryland",
           "zip": "21221", "in_state_tuition": "sí, viví aquí toda mi vida", "hs_completion_date": "junio 2027",
           "program": "asociado", "credits_per_semester": "12", "hs_gpa": "3.1", "household": "vivo con mi mamá",
           "agi": "45000", "aid_application": "fafsa", "full_cost_scholarship": "no"},
}


@pytest.mark.parametrize("lang,most", [("en", 14), ("es", 14)])   # 15 before
def test_first_time_conversation_shorter(lang, most):
    sent = 1
    turn = talk(lang, {"en": "hi", "es": "hola"}[lang])
    for _ in range(30):
        if (turn.assessment or {}).get("status"):
            break
        q = turn.conversation.expecting
        turn = then(turn, YES[lang] if proposed(turn) else FIRST_FILL[lang].get(q) or YES[lang], lang)
        sent += 1
    assert (turn.assessment or {}).get("status") == "likely_eligible", turn.reply
    assert turn.answers.get("in_state_tuition") == "yes"
    assert sent <= most, sent

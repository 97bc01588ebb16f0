"""fix52h: shorter conversations (the length aim: median messages to a result <= 12), in both languages.

`bench/chat.py --lengths` (new) prints per script the messages to a result, the read-back turns, the
re-asks, the "I don't know"s and the fields asked. On the tuning sets the read-back turns of the long
scripts were mostly amounts converted or added up (labelled ``needs_confirm``: they stay) and a class
that wasn't: the opening's household.

1. Who is at home named plainly in a first message ("hi im a senior at oxon hill high going to pg
   community college… its just me and my mom", "soy de gaithersburg high senior… somos ella y yo")
   took a read-back turn of its own ("Just to check, I read: Household: I live with one parent…"),
   while the same words at the household question are kept with "Got it" (engine._people_listed,
   fix41f). Cause: the opening keeps without a "yes" only the facts of engine.PLAIN_FIELDS; the
   household wasn't one. engine._home_opened_plainly now keeps one parent or two, read the same by
   the household question's own reader with no note, with the opening's other facts ("If I got any
   of that wrong, just tell me").
Guards (marked): a household that rules the student out with an income said later is read back with
the income before any "no" (engine._resting_on); doubt, a step-parent, parents apart, a parent or a
relative writing, a count said beside the people, a question: read back as before.
"""
import pytest

from support import proposed
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}

# The answers a first-time senior gives after the opening (the script's "says"), by field
SAYS = {
    "en": {"zip": "21286", "county": "baltimore county", "in_state_tuition": "yes", "program": "associate's",
           "credits_per_semester": "12", "hs_gpa": "3.1", "aid_application": "fafsa", "full_cost_scholarship": "no",
           "applicant_type": "first time", "prior_degree": "none", "high_school": "towson high", "hs_completion_date": "june 2027",
           "household": "me and my mom", "household_size": "2", "program_offered_locally": "yes",
           "enrolled_at_md_community_college": "no", "dream_act": "no"},
    "es": {"zip": "21286", "county": "condado de baltimore", "in_state_tuition": "sí", "program": "asociado",
           "credits_per_semester": "12", "hs_gpa": "3.1", "aid_application": "fafsa", "full_cost_scholarship": "no",
           "applicant_type": "primera vez", "prior_degree": "ninguno", "high_school": "towson high",
           "hs_completion_date": "junio 2027", "household": "mi mamá y yo", "household_size": "2",
           "program_offered_locally": "sí", "enrolled_at_md_community_college": "no", "dream_act": "no"},
}


def play(lang: str, opening: str, agi: str, limit: int = 30):
    """Play a whole conversation as the bench does: the opening, "yes" to each read-back, the answer
    to each question asked; return (the result turn, messages to it, read-back turns among them)."""
    says = {**SAYS[lang], "agi": agi}
    turn, messages, readbacks = talk(lang, opening), 1, 0
    while turn.assessment is None and messages < limit:
        if turn.conversation.pending:
            turn, readbacks = then(turn, YES[lang], lang), readbacks + 1
        else:
            turn = then(turn, says.get(turn.expecting, "no sé" if lang == "es" else "I don't know"), lang)
        messages += 1
    return turn, messages, readbacks


# 1. who is at home said plainly in the opening: kept with the opening's facts, no read-back turn.
# (messages: after the change; each row took one more before, the household's read-back turn: 10, 10, 10, 10, 11, 10)
@pytest.mark.parametrize("lang,opening,agi,household,size,messages", [
    ("en", "hi im a senior at towson high going to ccbc next year and its just me and my mom", "40000", "single_parent", 2, 9),
    ("en", "senior at towson high, i live with my mom and dad, want to go to ccbc", "90000", "two_parent", None, 9),
    ("en", "im a senior at towson high, it's me, my mom and my little brother", "52000", "single_parent", 3, 9),
    ("es", "soy senior en towson high y quiero ir a ccbc, somos mi mamá y yo", "40000", "single_parent", 2, 9),
    ("es", "soy de towson high senior mi mama gana 30 mil al ano y somos ella y yo", None, "single_parent", 2, 10),
    ("es", "estoy en 12 en towson high, vivo con mi mamá y mi papá", "90000", "two_parent", None, 9),
])
def test_opening_household_kept(lang, opening, agi, household, size, messages):
    first = talk(lang, opening)
    assert "household" not in proposed(first), (first.reply, proposed(first))  # (failed before: read back)
    assert first.answers.get("household") == household, first.answers
    if size is not None:
        assert first.answers.get("household_size") == size, first.answers
    turn, sent, readbacks = play(lang, opening, agi or "30000")
    assert turn.assessment["status"] == "likely_eligible", turn.reply
    assert turn.answers.get("household") == household
    assert sent == messages, (sent, readbacks)  # (failed before: one message more)


# Guard: an income said later that the household kept from the opening would rule out is read back
# WITH the household, and nothing rules the student out before the "yes"
@pytest.mark.parametrize("lang,opening,agi", [
    ("en", "hi im a senior at towson high going to ccbc next year and its just me and my mom", "130000"),
    ("es", "soy senior en towson high y quiero ir a ccbc, somos mi mamá y yo", "130000"),
])
def test_guard_knock_out_still_read_back(lang, opening, agi):
    turn = talk(lang, opening)
    assert turn.answers.get("household") == "single_parent"
    for _ in range(20):
        if turn.expecting == "agi" and not turn.conversation.pending:
            break
        turn = then(turn, YES[lang] if turn.conversation.pending else SAYS[lang].get(turn.expecting, "no"), lang)
    assert turn.expecting == "agi"
    turn = then(turn, agi, lang)
    assert {"agi", "household"} <= set(proposed(turn)), (turn.reply, proposed(turn))
    assert turn.assessment is None or turn.assessment["status"] != "likely_ineligible", turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.assessment["status"] == "likely_ineligible", turn.reply


# Guard: households not said plainly in the opening are read back as before (a parent or relative
# writing, a step-parent, parents apart, doubt, a count said beside the people, a question)
@pytest.mark.parametrize("lang,opening", [
    ("en", "im a senior at towson high, i live with my mom and my stepdad"),
    ("en", "senior at towson high, my parents are divorced and i live with my mom"),
    ("en", "im a senior at towson high, i think its just me and my mom"),
    ("en", "senior at towson high, we are 4, me my mom and my dad"),
    ("en", "im writing for my daughter, she's a senior at towson high, its just her and me"),
    ("es", "escribo por mi hija, ella es senior en towson high, somos ella y yo"),
    ("es", "soy senior en towson high, vivo con mi mamá y mi padrastro"),
    ("es", "soy senior en towson high, mis papás están divorciados y vivo con mi mamá"),
])
def test_guard_opening_household_read_back(lang, opening):
    turn = talk(lang, opening)
    assert "household" in proposed(turn) or "household" not in turn.answers, (turn.reply, turn.answers)


# Guard: the household question's own plain answer is kept as before
@pytest.mark.parametrize("lang,message,household", [
    ("en", "just me and my mom", "single_parent"),
    ("es", "solo mi mamá y yo", "single_parent"),
])
def test_guard_household_question_plain(lang, message, household):
    turn = talk(lang, "hi")
    for _ in range(20):
        if turn.expecting == "household" and not turn.conversation.pending:
            break
        turn = then(turn, YES[lang] if turn.conversation.pending else SAYS[lang].get(turn.expecting, "no"), lang)
    turn = then(turn, message, lang)
    assert turn.answers.get("household") == household and "household" not in proposed(turn), (turn.reply, proposed(turn))

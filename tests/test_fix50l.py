"""fix50l: a degree said in an opening, kept as "none yet" (a false "likely eligible"), in both languages.

1. A parent's opening "I'm helping my son, he's a senior at Bowie High graduating june 2027 with a
   3.1, first time, he already has an associate degree" showed "Degree your child already has: None
   yet", kept unasked, the opposite of what was said (§18-3603(c)(2): an earned associate's or
   bachelor's rules the applicant out). Cause: the degree reader read the whole message, where the
   high school's "graduating june 2027" is a degree being finished (understand._FINISHING): "none",
   dropped by understand._volunteer_degree, so no degree was found; the senior's "no degree yet"
   (understand.senior_facts) was then inferred beside it, and "associate degree" read back as the
   program wanted. Now a degree said held in any person ("he already has", "my son has", "already
   graduated with an AA", "ya tiene un título de asociado", "tiene una licenciatura") is read in its
   own clause (understand._degree_held_clause): the degree question is put (a degree said in passing
   never rules out unasked), "none" is never inferred beside it, and no program is read from it.
3. A parent's "she lives with me", typed at the in-state tuition question, got the FAQ's "I don't know
   the answer to that one": a household fact at another question. Now (engine, understand.
   lives_with_writer_only) it is said to be the household question's, asked in its turn, and the
   in-state question asked again (with the writer alone named, no household kind is read).
Guards (marked): a degree wanted (fix49g: "wants to get his associates") stays no degree held; a
senior saying nothing of a degree still gets "None yet" kept.
"""
import pytest

from support import proposed
from support import talk
from support import waiting

HI = {"en": "hi", "es": "hola"}


def degree_of(turn):
    """The degree kept, read back, or None when neither (the question may be put)."""
    return proposed(turn).get("prior_degree", turn.answers.get("prior_degree"))


# 1. a degree held, said in an opening beside a senior's facts: never "none", the degree question put
@pytest.mark.parametrize("lang,message", [
    ("en", "I'm helping my son, he's a senior at Bowie High graduating june 2027 with a 3.1, first time, he already has an associate degree"),
    ("en", "my granddaughter is a senior at Bowie High graduating june 2027, first time, she already graduated with an AA"),
    ("en", "helping my grandson, he's a senior at Bowie High, graduating in june 2027, first time, he has a bachelor's from Peru"),
    ("en", "my daughter is a senior at Bowie High graduating june 2027, first time, my daughter has an associate degree"),
    ("en", "I'm a senior at Bowie High graduating june 2027 with a 3.1, first time, I already have an associate degree"),
    ("es", "estoy ayudando a mi hijo, está en el último año en Bowie High, se gradúa en junio de 2027, primera vez, mi hijo ya tiene un título de asociado"),
    ("es", "mi nieta está en el último año en Bowie High, se gradúa en junio de 2027 con 3.1, primera vez, ya tiene un título de asociado"),
    ("es", "mi hija es senior en Bowie High, se gradúa en junio de 2027, primera vez, tiene una licenciatura de Perú"),
    ("es", "soy senior en Bowie High, me gradúo en junio de 2027, primera vez, ya tengo un título de asociado"),
])
def test_degree_held_in_opening_never_none(lang, message):
    turn = talk(lang, HI[lang], message)
    assert degree_of(turn) != "none", (turn.reply, proposed(turn), turn.answers)  # (failed before: "None yet" kept)
    assert degree_of(turn) in ("associate", "bachelor") or turn.expecting == "prior_degree", (turn.reply, turn.expecting)
    assert "program" not in proposed(turn) and "program" not in turn.answers, (turn.reply, proposed(turn))
    assert (turn.assessment or {}).get("status") != "likely_eligible"


# guards: a degree wanted stays no degree held; a senior's opening without a degree keeps "None yet"
@pytest.mark.parametrize("lang,message", [
    ("en", "I'm helping my son, he's a senior at Bowie High graduating june 2027, first time, he wants to get his associates"),  # guard
    ("es", "mi hijo está en el último año en Bowie High, se gradúa en junio de 2027, primera vez, quiere sacar su asociado"),   # guard
    ("en", "I'm a senior at Bowie High graduating june 2027 with a 3.1, first time"),                                           # guard
    ("es", "soy senior en Bowie High, me gradúo en junio de 2027, primera vez"),                                                 # guard
])
def test_guard_no_degree_held(lang, message):
    turn = talk(lang, HI[lang], message)
    assert degree_of(turn) in (None, "none"), (turn.reply, proposed(turn), turn.answers)
    assert turn.expecting != "prior_degree" or degree_of(turn) is None


# 3. "she lives with me" at the in-state question: the household's fact, never the FAQ's "I don't know"
AT_IN_STATE = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard"}
NOT_KNOWN = {"en": "I don't know the answer", "es": "no sé la respuesta"}
UNCLEAR = {"en": "I didn't understand", "es": "no entendí"}
HOUSEHOLD_NAMED = {"en": "household", "es": "hogar"}  # (the household question said to come, not "Did you mean one of these?")


@pytest.mark.parametrize("lang,message", [
    ("en", "she lives with me"),
    ("es", "vive conmigo"),
    ("es", "mi hija vive conmigo"),
    ("en", "he lives with me"),
])
def test_lives_with_me_at_in_state(lang, message):
    turn = waiting(AT_IN_STATE, "in_state_tuition", message, lang)
    assert NOT_KNOWN[lang] not in turn.reply and UNCLEAR[lang].lower() not in turn.reply.lower(), turn.reply
    assert HOUSEHOLD_NAMED[lang] in turn.reply, turn.reply
    assert turn.expecting == "in_state_tuition" and turn.answers.get("in_state_tuition") is None, (turn.reply, turn.answers)
    assert "household" not in turn.answers and "in_state_tuition" not in proposed(turn), (turn.reply, proposed(turn))


# guards: an in-state answer beside it is still read; a question about living stays a question
@pytest.mark.parametrize("lang,message,value", [
    ("en", "yes", "yes"),                     # guard
    ("es", "sí", "yes"),                      # guard
])
def test_guard_in_state_answer(lang, message, value):
    turn = waiting(AT_IN_STATE, "in_state_tuition", message, lang)
    assert turn.answers.get("in_state_tuition", proposed(turn).get("in_state_tuition")) == value, turn.reply

"""fix50d: facts shown but not read back, or typed at a read-back and held, in both languages.

1. (item c) An income said as a range while a read-back waits ("Just to check, I read: • Household:
   one parent. Is that right?" → "she makes 99k or maybe 105k", "ella gana 99 mil o tal vez 105 mil")
   was forgotten: understand.pay_unknown_only took the clause for a don't-know of the pay (its "maybe",
   "tal vez" are in vocab.UNSURE), said "That's OK: I'll ask about the household's income later", and
   after the "yes" the flow went on to the next question, the income asked from scratch. A clause giving
   an amount is no don't-know now (understand._amount_in); the range is read by the income's reader
   (fix49c's numbers.range_ends, through understand.income_range), and held beside the read-back as the
   "rng" follow-up (engine._follow_up_now / _follow_up_kept, fix47c's way for each parent's pay): said
   held (RANGE_LATER), then, once the read-back is answered, what the range tells of the household's
   limit asked (rules.income_range_limit: across $100,000 the exact AGI). Never a figure kept from it,
   never the two ends summed.
2. (item b) Guards: a fact typed at a read-back that doesn't contradict it is read back with it in one
   list (never dropped); a fact that corrects the read-back is a correction; a real don't-know of the
   pay is still one.
3. (item a) Guards: a parent's and a student's opening with the same plain facts ("first time, no
   degree yet", a senior's school, month and GPA) are treated the same way: all kept and shown ("Got
   it"), none waiting for a "yes" (none of them can rule the student out).
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import proposed
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}

# openings ending at a household read back: a student writing, and a parent
STUDENT = {"en": ("I'm a senior at Bowie High graduating june 2027, first time", "21740", "I live with my mom"),
           "es": ("Estoy en último año en Bowie High, me gradúo en junio de 2027, primera vez", "21740", "vivo con mi mamá")}
PARENT = {"en": ("I'm helping my daughter, she's a senior at Bowie High graduating june 2027, first time", "21740",
                 "it's just me and her"),
          "es": ("Ayudo a mi hija, está en último año en Bowie High, se gradúa en junio de 2027, primera vez", "21740",
                 "vivimos solo ella y yo")}
WHO = {"student": STUDENT, "parent": PARENT}


def _read_back_waits(turn):
    return bool(turn.conversation.pending) and "agi" not in proposed(turn)


# 1. a range at a read-back: held, asked once the read-back is answered
@pytest.mark.parametrize("who,lang,said,low,high", [
    ("student", "en", "she makes 99k or maybe 105k", "99,000", "105,000"),
    ("student", "es", "ella gana 99 mil o tal vez 105 mil", "99,000", "105,000"),
    ("parent", "en", "I make 99k or maybe 105k", "99,000", "105,000"),
    ("parent", "es", "gano 99 mil o tal vez 105 mil", "99,000", "105,000"),
    ("student", "en", "she makes between 95 and 110k", "95,000", "110,000"),
    ("parent", "es", "gano entre 95 y 110 mil", "95,000", "110,000"),
])
def test_range_at_read_back_asked_after_it(who, lang, said, low, high):
    turn = talk(lang, *WHO[who][lang])
    assert _read_back_waits(turn), turn.reply
    turn = then(turn, said, lang)
    assert _read_back_waits(turn), turn.reply  # (the read-back still waits for its yes or no)
    assert "agi" not in proposed(turn) and "agi" not in turn.answers, (turn.reply, proposed(turn))
    assert low in turn.reply and high in turn.reply, turn.reply  # (the range said held; failed before: "later")
    turn = then(turn, YES[lang], lang)
    assert turn.conversation.expecting == "agi", turn.reply  # (failed before: the next question, the range lost)
    assert "agi" not in turn.answers, turn.answers  # (never a figure kept from a range)
    assert "100,000" in turn.reply and low in turn.reply and high in turn.reply, turn.reply  # (the limit inside it said)
    turn = then(turn, "102k" if lang == "en" else "102 mil", lang)
    assert proposed(turn).get("agi", turn.answers.get("agi")) == 102000, (turn.reply, proposed(turn))


# a range wholly under the limit, at the read-back: held too, one number asked after it
@pytest.mark.parametrize("who,lang,said", [
    ("student", "en", "she makes 50k or maybe 60k"),
    ("parent", "es", "gano 50 mil o tal vez 60 mil"),
])
def test_range_under_limit_at_read_back(who, lang, said):
    turn = then(talk(lang, *WHO[who][lang]), said, lang)
    assert _read_back_waits(turn) and "agi" not in turn.answers, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.conversation.expecting == "agi" and "agi" not in turn.answers, turn.reply
    assert "50,000" in turn.reply and "60,000" in turn.reply, turn.reply
    assert agi_not_summed(turn, 110000)


def agi_not_summed(turn, total) -> bool:
    return proposed(turn).get("agi", turn.answers.get("agi")) != total


# 2. guards: a fact at a read-back read back with it; a correction; a real don't-know
@pytest.mark.parametrize("who,lang,said,field,value", [
    ("student", "en", "she makes 52k", "agi", 52000),  # guard
    ("student", "es", "ella gana 52 mil", "agi", 52000),  # guard
    ("parent", "en", "I make 52k", "agi", 52000),  # guard
    ("student", "en", "no, I live with my mom and dad", "household", "two_parent"),  # guard: a correction
    ("student", "es", "no, vivo con mi mamá y mi papá", "household", "two_parent"),  # guard: a correction
])
def test_fact_at_read_back_read_back_with_it(who, lang, said, field, value):
    turn = then(talk(lang, *WHO[who][lang]), said, lang)
    assert proposed(turn).get(field) == value, (turn.reply, proposed(turn))
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get(field) == value, turn.answers


@pytest.mark.parametrize("lang,said", [
    ("en", "idk what she makes"),  # guard
    ("es", "no sé cuánto gana"),  # guard
])
def test_pay_unknown_at_read_back_still_unknown(lang, said):
    turn = then(talk(lang, *STUDENT[lang]), said, lang)
    assert _read_back_waits(turn) and "agi" not in turn.answers, turn.reply
    assert turn.conversation.follow_up.get("k") != "rng", turn.conversation.follow_up


# 3. guards: a parent's and a student's opening, the same facts kept the same way
@pytest.mark.parametrize("lang,student,parent", [
    ("en", "I'm a senior at Bowie High graduating june 2027 with a 3.1, first time, no degree yet",
     "I'm helping my son, he's a senior at Bowie High graduating june 2027 with a 3.1, first time, no degree yet"),  # guard
    ("es", "Estoy en último año en Bowie High, me gradúo en junio de 2027 con 3.1, primera vez, sin título todavía",
     "Estoy ayudando a mi hijo, está en último año en Bowie High, se gradúa en junio de 2027 con 3.1, primera vez, "
     "sin título todavía"),  # guard
])
def test_parent_and_student_opening_alike(lang, student, parent):
    mine, theirs = talk(lang, student), talk(lang, parent)
    assert mine.answers == theirs.answers, (mine.answers, theirs.answers)
    assert mine.answers.get("applicant_type") == "new" and mine.answers.get("prior_degree") == "none", mine.answers
    assert not mine.conversation.pending and not theirs.conversation.pending, (mine.reply, theirs.reply)

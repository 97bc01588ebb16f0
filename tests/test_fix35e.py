"""fix35e: one question per reply (a design decision; newcomers' finding: "which one do I answer?").

A follow-up of a pay said while a read-back of other facts waits ("my mom makes 90k" beside
"Household: two parents. Is that right?") is not asked beside it: the reply says what it kept and
asks only the "yes" or "no"; the follow-up (the other parent's pay, the hours, how often it is paid)
is asked right after the "yes". Nothing said is lost: both answered at once ("yes, and he makes
50k") are read in one message, as before. The same holds for a first "Got it:" summary.
"""
import pytest

from support import income_read_back
from support import other_parent_asked
from support import proposed
from support import talk
from support import then

SENIOR = {"en": "hi im a senior at bowie high, gpa 3.2, graduating june 2027",
          "es": "hola soy de ultimo año en bowie high, promedio 3.2, me gradúo en junio 2027"}
TWO_PARENTS = {"en": "I live with my mom and dad", "es": "vivo con mi mamá y mi papá"}
MOM_PAY = {"en": "my mom makes 90k", "es": "mi mamá gana 90 mil"}
YES = {"en": "yes", "es": "sí"}
DAD_PAY = {"en": "50k", "es": "50 mil"}
YES_AND_DAD = {"en": "yes, and he makes 50k", "es": "sí, y él gana 50 mil"}
# (the whole opening at once: the first "Got it:" summary, the household read back, the mom's pay held)
OPENING = {"en": "hi im a senior at bowie high, gpa 3.2, graduating june 2027, I live with my mom and dad, my mom makes 90k",
           "es": "hola soy de ultimo año en bowie high, promedio 3.2, me gradúo en junio 2027, vivo con mi mamá y mi papá, "
                 "mi mamá gana 90 mil"}


def questions(turn) -> int:
    """The questions a reply asks: its question marks (the read-back's "Is that right?" is one)."""
    return turn.reply.count("?")


def held_beside_read_back(turn):
    """The household read back, awaiting its "yes", and the mom's pay held unasked beside it."""
    assert "household" in turn.conversation.pending and "agi" not in proposed(turn), turn.reply
    assert turn.conversation.follow_up.get("k") == "part" and turn.conversation.follow_up.get("a") == 90000, turn.reply
    assert "90,000" in turn.reply, turn.reply  # (what it kept, said)
    assert questions(turn) == 1, turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("opening", ["after", "summary"])
def test_pay_beside_read_back_one_question_then_the_other_pay(lang, opening):
    turn = talk(lang, SENIOR[lang], TWO_PARENTS[lang], MOM_PAY[lang]) if opening == "after" else talk(lang, OPENING[lang])
    held_beside_read_back(turn)
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "two_parent", turn.reply
    assert other_parent_asked(turn) and turn.expecting == "agi", turn.reply  # (asked right after the "yes")
    assert questions(turn) == 1, turn.reply
    turn = then(turn, DAD_PAY[lang], lang)
    assert income_read_back(turn) == 140000, turn.reply  # (the mom's $90,000 never dropped)


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("opening", ["after", "summary"])
def test_both_answered_at_once_read_in_one_message(lang, opening):
    turn = talk(lang, SENIOR[lang], TWO_PARENTS[lang], MOM_PAY[lang]) if opening == "after" else talk(lang, OPENING[lang])
    turn = then(turn, YES_AND_DAD[lang], lang)
    assert income_read_back(turn) == 140000, turn.reply
    assert turn.answers.get("household") == "two_parent" or proposed(turn).get("household") == "two_parent", turn.reply
    assert questions(turn) == 1, turn.reply


@pytest.mark.parametrize("lang,one_parent,pay,answer,total", [
    ("en", "I live with my mom", "she makes 20 an hour", "40", 41600),
    ("en", "I live with my mom", "she gets 2000 each paycheck", "every two weeks", 52000),
    ("es", "vivo con mi mamá", "ella gana 20 dólares la hora", "40", 41600),
    ("es", "vivo con mi mamá", "ella recibe 2000 cada cheque", "cada dos semanas", 52000),
])
def test_hours_or_period_held_beside_read_back_asked_after_yes(lang, one_parent, pay, answer, total):
    turn = talk(lang, SENIOR[lang], one_parent, pay)
    assert "household" in turn.conversation.pending and questions(turn) == 1, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "single_parent" and turn.expecting == "agi", turn.reply
    assert questions(turn) == 1, turn.reply
    turn = then(turn, answer, lang)
    assert income_read_back(turn) == total, turn.reply

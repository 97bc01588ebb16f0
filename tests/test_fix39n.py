"""fix39n: two wrong verdicts a newcomer found on main.

1. A false "likely eligible": a grandmother writing, at the income question, "he made about 3k at his
   summer job, his parents I have no idea", then "for the whole year": $3,000 was kept as the
   household's income. The student's own pay is only part of it (§18-3601: the applicant's and the
   parents'): it is held as the student's part (a yearly amount), said so, and the income left open.
2. A wrong "not eligible": "I am her dad and I make 120k. her mom and I are divorced and she lives
   with her mom" asked whether the $120,000 includes the other parent's, then kept it. With parents
   apart the FAFSA counts the parent the student lives with: the writer's pay is not counted, said
   so, and the income of the parent lived with asked.

Rows marked "guard" held before and must keep holding.
"""
import pytest

from support import proposed
from support import talk

from screener.chat import understand


# --- item 2: a parent writing, the student living with the other parent -----------------------------

DAD_OPENING = {
    "en": "my daughter is a senior at Northwood High, graduating may 2027 with a 3.0, first time, zip 20902. "
          "I am her dad and I make 120k. her mom and I are divorced and she lives with {home}",
    "es": "mi hija está en el último año en Northwood High, se gradúa en mayo 2027 con 3.0, primera vez, zip 20902. "
          "soy su papá y gano 120 mil. su mamá y yo estamos divorciados y ella vive con {home}",
}

# (language, whom the student lives with, the writer's pay counted)
APART = [
    ("en", "her mom", False),  # (failed before: the $120,000 held, whether it includes the other parent's asked)
    ("es", "su mamá", False),  # (failed before)
    ("en", "me", True),  # guard: she lives with the writer, his pay counts
    ("es", "conmigo", True),  # guard
]


@pytest.mark.parametrize("lang,home,counted", APART)
def test_writer_apart_pay_not_counted(lang, home, counted):
    turn = talk(lang, "", DAD_OPENING[lang].format(home=home))
    assert "agi" not in turn.conversation.state.answers and "agi" not in proposed(turn)
    if counted:
        assert turn.conversation.follow_up.get("a") == 120000  # (held: whether the other parent's is in it, asked)
    else:
        assert turn.conversation.follow_up.get("a") != 120000
        assert turn.conversation.expecting == "agi"
        assert ("120,000" in turn.reply) and (("isn't counted" in turn.reply) if lang == "en" else ("no se cuentan" in turn.reply))


# (the writer's messages, True when the student lives with the writer's ex)
WRITER_APART_READ = [
    (("I am her dad and I make 120k. her mom and I are divorced and she lives with her mom",), True),  # (failed before: no such reading)
    (("soy su papá y gano 120 mil. su mamá y yo estamos divorciados y ella vive con su mamá",), True),  # (failed before)
    (("I'm his mom", "we're separated, he lives with his dad and stepmom"), True),  # (failed before)
    (("I am her dad and I make 120k. her mom and I are divorced and she lives with me",), False),  # guard
    (("I am her mom and I make 120k. her dad and I are divorced and she lives with her mom",), False),  # guard: the writer
    (("I am her dad and I make 120k. she lives with her mom",), False),  # guard: no parents apart said
    (("my parents are divorced and I live with my mom",), False),  # guard: the student writing
]


@pytest.mark.parametrize("texts,apart", WRITER_APART_READ)
def test_writer_lives_apart(texts, apart):
    assert understand.writer_lives_apart(texts) is apart


# --- item 1: the student's own pay, the parents' unknown ---------------------------------------------

PARENTS_UNKNOWN_READ = [
    ("he made about 3k at his summer job, his parents I have no idea", True),  # (failed before: no such reading)
    ("ganó como 3 mil en su trabajo de verano, lo de sus papás no sé", True),  # (failed before)
    ("idk what my parents make, I made 5k", True),  # (failed before)
    ("he made about 3k at his summer job", False),  # guard
    ("his parents make 50k, not sure about him", False),  # guard: the parents' pay said
    ("his parents aren't around", False),  # guard
]


@pytest.mark.parametrize("text,unknown", PARENTS_UNKNOWN_READ)
def test_parents_pay_unknown(text, unknown):
    assert understand.parents_pay_unknown(text) is unknown


GRANDMA = {
    "en": ("hello, I am the grandmother of Jaylen, he lives with me, his parents are not in the picture. he's a senior at "
           "Parkville High, graduating june 2027, GPA 2.8. I get social security and a pension, about 40k a year",
           "21234", "Baltimore County", "yes", "associate, 12 credits", "fafsa", "yes",
           "he lives with me, his grandma. his parents aren't around", "I don't know"),
}

# (language, the pay said at the income question, then, the pay held as the student's part)
GRANDMA_PAY = [
    ("en", ("he made about 3k at his summer job, his parents I have no idea",), None),  # (failed before: the period asked, then $3,000 kept)
    ("en", ("he made about 3k at his summer job, his parents I have no idea", "for the whole year"), None),  # (failed before: $3,000 kept)
    ("en", ("he made about 15k last year, his parents I have no idea",), 15000),  # (failed before: $15,000 kept)
]


@pytest.mark.parametrize("lang,pay,held", GRANDMA_PAY)
def test_student_pay_with_parents_unknown_left_open(lang, pay, held):
    turn = talk(lang, "", *GRANDMA[lang], *pay)
    assert "agi" not in turn.conversation.state.answers and "agi" not in proposed(turn)
    assert turn.conversation.expecting != "agi"
    if held is not None:
        assert turn.conversation.follow_up.get("k") == "held" and turn.conversation.follow_up.get("a") == held


def test_student_pay_alone_still_asks_period():  # guard
    turn = talk("en", "", *GRANDMA["en"], "he made about 3k at his summer job")
    assert turn.conversation.expecting == "agi" and "agi" not in turn.conversation.state.answers

"""fix38q (a false "likely eligible" found on main), in both languages.

A parent writing gave their own pay ("I'm her dad and I make 120k"), said it was only theirs, and
was asked the other parent's pay ("How much did your child's other parent … make last year? I'll
add it to your $120,000"). Answered "nothing, she passed away" ("nada, ella falleció"), the bot
kept "Household income (AGI): $0": the writer's $120,000 lost. A bare "nothing" kept $120,000;
the death beside it sent the answer elsewhere. The other parent said to have died, to their pay
asked, is now read as the other parent being away (fix30g): the pay held is the household's
income, read back, and one parent at home read back with it.

Rows marked "guard" held before and must keep holding.
"""
import pytest

from support import proposed
from support import talk

OPENING = {
    "en": ("first time", "my daughter is a senior at Bowie High School in PG county, graduating june 2027 with a 3.4 gpa",
           # (fix39c: "I'm her dad" is no longer read as two parents at home, nor is the other parent's pay asked once
           # she is said to have died: the pay is asked by "no, it's just mine")
           "yes", "yes", "associate degree", "12", "I'm her dad and I make 120k", "no, it's just mine"),
    "es": ("primera vez", "mi hija está en el último año en Bowie High School en el condado de PG, se gradúa en junio de 2027 con un promedio de 3.4",
           "sí", "sí", "título asociado", "12", "vive conmigo y su mamá", "sí", "yo gano 120k", "no, solo lo mío"),
}

# (language, the answer to the other parent's pay asked, whether one parent at home is read back)
ROWS = [
    ("en", "nothing, she passed away", True),  # (failed before: $0 kept)
    ("es", "nada, ella falleció", True),  # (failed before)
    ("en", "she died, nothing", True),
    ("es", "nada, falleció", True),
    ("en", "nothing", False),  # guard
    ("es", "nada", False),  # guard
]


@pytest.mark.parametrize("lang,message,single", ROWS)
def test_other_parent_dead_keeps_the_pay_held(lang, message, single):
    before = talk(lang, *OPENING[lang])
    assert before.conversation.expecting == "agi" and "agi" not in before.conversation.state.answers
    turn = talk(lang, *OPENING[lang], message)
    kept = turn.conversation.state.answers
    assert kept.get("agi") != 0
    assert proposed(turn).get("agi") == 120000 or kept.get("agi") == 120000 and not single
    if single:
        assert proposed(turn).get("household") == "single_parent"

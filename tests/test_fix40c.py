"""fix40c: a fact about the other parent's pay said after the bot moved on from the income.

4. One parent's pay held and the other's asked ("my mom makes 45k" with two parents at home, in an
   opening), then "he doesn't work" / "él no trabaja" / "my dad doesn't work" said at the next
   question (in-state tuition): answered from the FAQ (a work requirement; filing taxes), the pay
   held unused. Now the other parent's $0 completes it: $45,000 read back, the question waiting kept
   (engine._follow_up_answered, understand.other_parent_no_pay).

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import proposed
from support import talk

OPENING = {
    "en": "I'm a senior at Bowie High School in PG county, graduating june 2027 with a 3.4 gpa, I live with my mom and dad, "
          "my mom makes 45k",
    "es": "estoy en el último año en Bowie High School en el condado de Prince George, me gradúo en junio de 2027 con un "
          "promedio de 3.4, vivo con mi mamá y mi papá, mi mamá gana 45 mil al año",
}
YES = {"en": "yes", "es": "sí"}

# (lang, said at the in-state question while the mom's pay is held, the income read back then)
NO_PAY_ELSEWHERE = [
    ("en", "he doesn't work", 45000),
    ("en", "my dad doesn't work", 45000),
    ("en", "oh and he doesn't work", 45000),
    ("es", "él no trabaja", 45000),
    ("es", "mi papá no trabaja", 45000),
    ("en", "I don't work", None),  # guard: the student's own, never the other parent's pay
    ("en", "he makes 30k", 75000),  # guard: his pay said at another question, added (as before)
    ("es", "yo no trabajo", None),  # guard
]


@pytest.mark.parametrize("lang,said,read_back", NO_PAY_ELSEWHERE)
def test_other_parent_said_to_earn_nothing_at_another_question(lang, said, read_back):
    turn = talk(lang, OPENING[lang], YES[lang])
    assert turn.expecting == "in_state_tuition" and turn.conversation.follow_up.get("k") == "part", turn.reply
    turn = talk(lang, OPENING[lang], YES[lang], said)
    assert proposed(turn).get("agi") == read_back, (turn.reply, proposed(turn))
    assert "agi" not in turn.answers
    if read_back is not None:
        assert turn.faq is None and "$45,000" in turn.reply, turn.reply
        turn = talk(lang, OPENING[lang], YES[lang], said, YES[lang])
        assert turn.answers.get("agi") == read_back and turn.expecting == "in_state_tuition", turn.reply

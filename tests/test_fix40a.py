"""fix40a: one parent's pay held, the other's asked, lost to an interruption (false "likely eligible").

"I live with my mom and my dad. my mom makes 120k and my dad works at the post office": the mom's
$120,000 is held and the other earner's pay asked (the "part" follow-up, "ow": someone else works, no
pay said). Then:

1) a bare amount at another question ("50k" at the GPA question) was read back as the household's
   whole income ($50,000, the $120,000 dropped): as for a parent named (fix32a), it is not used, the
   pay held kept and the other's pay asked again; said again at the income question it is added
   ($170,000 read back with its parts);
2) a question answered from the FAQ meanwhile ("what's the fafsa?"), at another question or at the
   income question, dropped the pay held, and "50k" at the income question was kept as the household's
   $50,000: the pay held now stays through it, the other's pay asked again at the income question.

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import then
from support import waiting

OPENING = {
    "en": "I live with my mom and my dad. my mom makes 120k and my dad works at the post office",
    "es": "vivo con mi mamá y mi papá. mi mamá gana 120 mil y mi papá trabaja en el correo",
}
NAMED = {  # (the other parent named: "o")
    "en": "I live with my mom and my dad. my mom makes 120k, idk what my dad makes",
    "es": "vivo con mi mamá y mi papá. mi mamá gana 120 mil, no sé cuánto gana mi papá",
}
YES = {"en": "yes", "es": "sí"}
FIFTY = {"en": "50k", "es": "50 mil"}
FAQ = {"en": "what's the fafsa?", "es": "¿qué es la fafsa?"}
FAQ_INCOME = {"en": "what counts as income?", "es": "¿qué cuenta como ingreso?"}
IDK = {"en": "idk", "es": "no sé"}


def _at_gpa(lang: str, opening: dict):
    """The chat after the opening and its household's "yes", the GPA asked, the mom's pay held."""
    turn = then(waiting(dict(CHAT_SO_FAR), "hs_gpa", opening[lang], lang), YES[lang], lang)
    assert turn.expecting == "hs_gpa" and turn.conversation.follow_up.get("a") == 120000, turn.reply
    return turn


def _held(turn) -> bool:
    slot = turn.conversation.follow_up
    return slot.get("k") == "part" and slot.get("e") == "mom" and slot.get("a") == 120000 \
        and "agi" not in turn.answers and "agi" not in turn.conversation.pending


# (lang, opening, said at the GPA question before the GPA; None: the GPA alone)
AT_ANOTHER_QUESTION = [
    ("en", OPENING, FAQ["en"]),
    ("es", OPENING, FAQ["es"]),
    ("en", NAMED, FAQ["en"]),
    ("es", NAMED, FAQ["es"]),
    ("en", OPENING, FIFTY["en"]),
    ("es", OPENING, FIFTY["es"]),
    ("en", OPENING, None),  # guard
    ("es", OPENING, IDK["es"]),  # ("no sé" to the GPA: it answered the GPA, the other's pay never asked again)
    ("en", OPENING, IDK["en"]),
    ("en", NAMED, FIFTY["en"]),  # guard (fix32a)
]


@pytest.mark.parametrize("lang,opening,said", AT_ANOTHER_QUESTION)
def test_the_pay_held_survives_another_questions_interruption(lang, opening, said):
    turn = _at_gpa(lang, opening)
    if said is not None:
        turn = then(turn, said, lang)
        assert _held(turn), (turn.reply, turn.conversation.follow_up, proposed(turn))
    if turn.expecting == "hs_gpa":
        turn = then(turn, "3.5", lang)
    assert turn.expecting == "agi" and _held(turn), (turn.reply, turn.conversation.follow_up)
    assert "$120,000" in turn.reply, turn.reply  # (the other's pay asked again, the pay held said)
    turn = then(turn, FIFTY[lang], lang)
    assert proposed(turn).get("agi") == 170000 and "$170,000" in turn.reply, (turn.reply, proposed(turn), turn.answers)
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == 170000, turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_bare_amount_at_another_question_is_said_unused(lang):
    turn = then(_at_gpa(lang, OPENING), FIFTY[lang], lang)
    assert _held(turn) and "$50,000" in turn.reply and "$120,000" in turn.reply, turn.reply
    assert turn.expecting == "agi", turn.reply  # (the other's pay asked again, the GPA after)


# (lang, opening, the question asked at the income question)
AT_INCOME = [
    ("en", OPENING, FAQ_INCOME["en"]),
    ("es", OPENING, FAQ_INCOME["es"]),
    ("en", NAMED, FAQ["en"]),
    ("es", NAMED, FAQ_INCOME["es"]),
]


@pytest.mark.parametrize("lang,opening,question", AT_INCOME)
def test_the_pay_held_survives_a_question_at_the_income_question(lang, opening, question):
    turn = then(_at_gpa(lang, opening), "3.5", lang)
    assert turn.expecting == "agi" and _held(turn), turn.reply
    turn = then(turn, question, lang)
    assert _held(turn) and turn.expecting == "agi", (turn.reply, turn.conversation.follow_up)
    assert "$120,000" in turn.reply, turn.reply  # (the other's pay asked again after the answer)
    turn = then(turn, FIFTY[lang], lang)
    assert proposed(turn).get("agi") == 170000, (turn.reply, proposed(turn), turn.answers)


# guard: a total said is never added to the pay held (at another question, or at the income question)
@pytest.mark.parametrize("lang,total,at_income", [
    ("en", "150k total", False),  # guard
    ("es", "150 mil en total", True),  # guard
])
def test_a_total_said_is_the_households(lang, total, at_income):
    turn = _at_gpa(lang, OPENING)
    if at_income:
        turn = then(turn, "3.5", lang)
    turn = then(turn, total, lang)
    assert proposed(turn).get("agi") in (None, 150000) and turn.answers.get("agi") in (None, 150000), (turn.reply, proposed(turn))

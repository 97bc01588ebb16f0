"""Pay and household kept when the other changes (fix36d, last round's newcomers' findings).

1. One parent's pay held, the other parent's asked ("my mom makes 52k, idk about my dad"), then a
   household of one parent said ("my parents are divorced, I live with my mom", "it's just me and my
   mom"): the pay held of the parent lived with is the household's income, read back with the
   household (rules.second_parent_counts: one parent counted); it was lost, the income asked again.
   The other parent named as lived with ("it's just me and my dad"): the pay held is no part of it,
   left out with the rules' "apart" note, never kept.
2. An older sibling writing ("She lives with our mom, she makes 38k. I make 50k but I don't live with
   them"): the student's household (one parent) and the mom's $38,000 read back; the writer's own pay
   and home left out. Both were lost.
3. A grandparent writing ("she lives with me, her mom makes 30k but she lives in Virginia"): the mom
   placed elsewhere is an aside about her (issue #8), not a question on living outside Maryland (the
   FAQ's "Usually not" was answered); her pay is left out with the "apart" note and the student's
   household asked, nothing of the income kept. (fix51c: no parent lives with the student in a
   grandparent's home, so the "apart" note's "the parent you live with" doesn't fit: the FAFSA counts
   the parent who gave more support, so the pay is named back, not kept, PARENT_APART_PAY_STUDENT.)
"""
import pytest

from support import income_read_back
from support import talk
from support import then

HELD = {"en": "I'm a senior at Northwood High graduating june 2027 with a 3.2. my mom makes 52k, idk about my dad",
        "es": "soy senior en Northwood High, me gradúo en junio 2027 con 3.2. mi mamá gana 52 mil, no sé cuánto gana mi papá"}
YES = {"en": "yes", "es": "sí"}


def _household_read_back(turn):
    return (turn.conversation.pending.get("household") or {}).get("household")


@pytest.mark.parametrize("lang,said", [
    ("en", "my parents are divorced, I live with my mom"),
    ("en", "it's just me and my mom"),
    ("en", "I live with one parent"),
    ("es", "mis papás están divorciados, vivo con mi mamá"),
    ("es", "solo somos mi mamá y yo"),
])
def test_the_pay_held_of_the_parent_lived_with_is_the_households(lang, said):
    turn = talk(lang, HELD[lang], said)
    assert _household_read_back(turn) == "single_parent", turn.reply
    assert income_read_back(turn) == 52000 and "agi" not in turn.answers, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "single_parent" and turn.answers.get("agi") == 52000, turn.reply


@pytest.mark.parametrize("lang,said,note", [
    ("en", "it's just me and my dad", "the parent who doesn't live with you"),
    ("en", "my parents are divorced, I live with my dad", "the parent who doesn't live with you"),
    ("es", "vivo solo con mi papá", "del padre o la madre que no vive contigo"),
])
def test_the_pay_held_of_the_other_parent_is_left_out_said_why(lang, said, note):
    turn = talk(lang, HELD[lang], said)
    assert _household_read_back(turn) == "single_parent", turn.reply
    assert income_read_back(turn) is None and "agi" not in turn.answers, turn.reply
    assert note in turn.reply, turn.reply
    turn = then(turn, YES[lang], lang)
    assert "agi" not in turn.answers and turn.answers.get("household") == "single_parent", turn.reply


SIBLING = [
    ("en", "I'm writing for my little sister, she's a senior at Northwood. She lives with our mom, she makes 38k. "
           "I make 50k but I don't live with them", "I didn't use your own income"),
    ("en", "I'm writing for my little sister, she's a senior at Northwood. She lives with our mom, she makes 38k. I make 50k",
     "I didn't use your own income"),
    ("es", "escribo por mi hermanita, ella es senior en Northwood. Vive con nuestra mamá, ella gana 38 mil. "
           "Yo gano 50 mil pero no vivo con ellas", "no usé tu propio ingreso"),
]


@pytest.mark.parametrize("lang,opening,note", SIBLING)
def test_an_older_sibling_keeps_the_students_household_and_the_moms_pay(lang, opening, note):
    turn = talk(lang, opening)
    assert _household_read_back(turn) == "single_parent", turn.reply
    assert income_read_back(turn) == 38000, turn.reply
    assert note in turn.reply, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "single_parent" and turn.answers.get("agi") == 38000, turn.reply


GRANDPARENT = [
    ("en", "I'm her grandmother, she lives with me, her mom makes 30k but she lives in Virginia",
     "the FAFSA still counts a parent's income"),
    ("en", "I'm his grandpa, he lives with us. his dad lives in Ohio and makes 80k",
     "the FAFSA still counts a parent's income"),
    ("es", "soy su abuela, ella vive conmigo, su mamá gana 30 mil pero vive en Virginia",
     "la FAFSA igual cuenta el ingreso de un padre o una madre"),
]


@pytest.mark.parametrize("lang,opening,note", GRANDPARENT)
def test_a_parent_living_elsewhere_is_an_aside_her_pay_left_out(lang, opening, note):
    turn = talk(lang, opening)
    assert "Usually not" not in turn.reply and "Normalmente no" not in turn.reply, turn.reply
    assert note in turn.reply, turn.reply
    assert "agi" not in turn.answers and income_read_back(turn) is None, turn.reply
    assert turn.conversation.follow_up.get("k") == "kin", turn.reply  # (the student's household asked, with why)


def test_beside_the_students_facts_the_mom_placed_elsewhere_is_left_out_said_why():
    turn = talk("en", "I'm her grandmother, she's a senior at Northwood, she lives with me, her mom makes 30k but she "
                      "lives in Virginia")
    assert "the FAFSA still counts a parent's income" in turn.reply and "$30,000" in turn.reply, turn.reply  # (fix51c)
    assert "agi" not in turn.answers and income_read_back(turn) is None, turn.reply
    assert turn.answers.get("hs_completion_date") == "2027-06", turn.reply

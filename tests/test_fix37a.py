"""Classes of fix37a (a newcomer's false "likely eligible"): one parent's pay said early, before the
income question, and held ("Pay said so far: your mom's $120,000", its read-back waiting, or held
beside the household read back), then the other parent's pay said in two amounts ("my dad gets 1,800
every two weeks plus about 600 a month from uber"): the sum was read back as the household's income,
the pay held dropped ($54,000 for $174,000). One amount ("my dad makes 54k") was added. 2) A
household fact beside those two amounts ("…, he lives with us too") kept neither pay and read the
household back as one parent and 2 people. The wording is ours."""
import pytest

from screener.chat import understand
from support import proposed
from support import talk
from support import then

OPENING = {
    "en": ("I'm a senior at Towson High, graduating June 2027, 3.4 GPA", "yes"),
    "es": ("Estoy en el último año en Towson High, me gradúo en junio de 2027, GPA 3.4", "sí"),
}
YES = {"en": "yes", "es": "sí"}


def added_to_held(lang, held, message, total, said):
    """Check that ``message`` after the ``held`` pay ($120,000) is read back added to it (``total``,
    each of ``said`` in the reply), kept only after its "yes" (fix37a; fix37i uses it too)."""
    turn = talk(lang, *OPENING[lang], *held)
    assert float(turn.answers.get("agi") or proposed(turn).get("agi") or 0) in (0, 120000), (turn.reply, turn.answers)
    turn = then(turn, message, lang)
    assert float(proposed(turn).get("agi") or 0) == total, (turn.reply, proposed(turn))
    assert float(turn.answers.get("agi") or 0) in (0, 120000), turn.answers  # (the sum waits for its "yes")
    for words in said:
        assert words in turn.reply, turn.reply
    turn = then(turn, YES[lang], lang)
    assert float(turn.answers["agi"]) == total, (turn.reply, turn.answers)


# --- item 1: the other parent's pay in two amounts, added to the pay held ---------------------------

# (lang, what holds the first parent's pay (said, then any answers), the other's pay in two amounts,
#  the income read back, words of the read-back)
HELD = [
    # "Pay said so far", its read-back waiting (the household not known)
    ("en", ("my mom makes 120k",), "my dad gets 1,800 every two weeks plus about 600 a month from uber",
     174000, ("your mom's $120,000", "$1,800 every two weeks ($46,800 a year)", "$600 a month ($7,200 a year)")),
    ("es", ("mi mamá gana 120 mil",), "mi papá gana 1,800 cada dos semanas y como 600 al mes de uber",
     174000, ("tu mamá, $120,000", "$1,800 cada dos semanas ($46,800 al año)", "$600 al mes ($7,200 al año)")),
    ("en", ("my mom makes 120k",), "my dad makes 45k at the school and 30k at target",
     195000, ("your mom's $120,000", "your dad's $45,000 and $30,000")),
    ("es", ("mi mamá gana 120 mil",), "mi papá gana 45 mil en la escuela y 30 mil en target",
     195000, ("tu mamá, $120,000", "$45,000 y $30,000")),
    # "Pay said so far" confirmed, then the other's pay
    ("en", ("my mom makes 120k", "yes"), "my dad gets 1,800 every two weeks plus about 600 a month from uber",
     174000, ("your mom's $120,000", "$600 a month ($7,200 a year)")),
    ("es", ("mi mamá gana 120 mil", "sí"), "mi papá gana 1,800 cada dos semanas y como 600 al mes de uber",
     174000, ("tu mamá, $120,000", "$600 al mes ($7,200 al año)")),
    # two parents said with the pay: held beside the household's read-back, then after its "yes"
    ("en", ("I live with my mom and dad, my mom makes 120k",),
     "my dad gets 1,800 every two weeks plus about 600 a month from uber", 174000, ("your mom's $120,000",)),
    ("en", ("I live with my mom and dad, my mom makes 120k", "yes"),
     "my dad gets 1,800 every two weeks plus about 600 a month from uber", 174000, ("your mom's $120,000",)),
    ("es", ("vivo con mi mamá y mi papá, mi mamá gana 120 mil", "sí"),
     "mi papá gana 45 mil en la escuela y 30 mil en target", 195000, ("tu mamá, $120,000", "$45,000 y $30,000")),
]


@pytest.mark.parametrize("lang,held,pieces,total,said", HELD)
def test_the_other_parents_pay_in_two_amounts_is_added_to_the_pay_held_early(lang, held, pieces, total, said):
    added_to_held(lang, held, pieces, total, said)


# --- item 2: a household fact beside the two amounts -----------------------------------------------

# (lang, the other's pay in two amounts with a household fact, the income read back)
TOO = [
    ("en", "my dad makes 1,500 every two weeks plus 400 a month, he lives with us too", 163800),
    ("en", "oh and my dad lives with us too, he makes 1,500 every two weeks plus 400 a month", 163800),
    ("es", "mi papá gana 1,500 cada dos semanas y 400 al mes, él también vive con nosotros", 163800),
    ("es", "mi papá también vive con nosotros, gana 1,500 cada dos semanas y 400 al mes", 163800),
]


@pytest.mark.parametrize("lang,said,total", TOO)
def test_a_parent_living_with_us_too_keeps_both_pays_and_no_household_of_two(lang, said, total):
    turn = talk(lang, *OPENING[lang], "mi mamá gana 120 mil" if lang == "es" else "my mom makes 120k")
    turn = then(turn, said, lang)
    assert float(proposed(turn).get("agi") or 0) == total, (turn.reply, proposed(turn))
    assert proposed(turn).get("household_size") is None and turn.answers.get("household_size") is None, turn.reply
    assert proposed(turn).get("household") != "single_parent" and turn.answers.get("household") != "single_parent", turn.reply


# (text, the household read, the people counted): a parent said to live with us "too" is no list of the home
HOME_TOO = [
    ("my dad makes 1,500 every two weeks plus 400 a month, he lives with us too", None, None),
    ("my dad lives with us too", None, None),
    ("my mom also lives with us", None, None),
    ("mi papá también vive con nosotros", None, None),
    ("mi papá vive con nosotros también", None, None),
    # unchanged: both parents named, a step-parent, one parent at home, a grandparent "too"
    ("I live with my mom, my dad lives with us too", "two_parent", 3),
    ("my stepdad lives with us too", "two_parent", None),
    ("I live with my dad", "single_parent", 2),
    ("I live with my mom, my grandma lives with us too", "single_parent", 2),
]


@pytest.mark.parametrize("text,kind,size", HOME_TOO)
def test_a_parent_too_is_no_household_list(text, kind, size):
    assert understand.household_kind(text) == kind
    assert understand.household_size(text) == size

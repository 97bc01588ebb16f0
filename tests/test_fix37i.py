"""Classes of fix37i (a developer's false "likely eligible"): one parent's pay said early and held
("Pay said so far: your mom's $120,000", its read-back waiting or confirmed), then the other
person's pay said with a pronoun ("he makes 54k", "she gets 1,800 every two weeks plus 600 a month",
"él gana 54 mil"): it replaced the pay held and was read back as the household's income ($54,000
for $174,000). With the household not known it is another part, added and read back with both
parts; with a household of one parent said ("it's me and my mom"), the other parent is no one of
the household: that pay is left out, said why, and the mom's pay stands. A parent writing ("I make
80k", then "he makes 54k"): the spouse's pay, added. The wording is ours."""
import pytest

from support import proposed
from support import talk
from support import then
from test_fix37a import added_to_held

OPENING = {
    "en": ("I'm a senior at Towson High, graduating June 2027, 3.4 GPA", "yes"),
    "es": ("Estoy en el último año en Towson High, me gradúo en junio de 2027, GPA 3.4", "sí"),
}
PARENT_OPENING = {
    "en": ("I'm a parent. My son is a senior at Towson High, graduating June 2027, 3.4 GPA", "yes"),
    "es": ("Soy madre. Mi hijo está en el último año en Towson High, se gradúa en junio de 2027, GPA 3.4", "sí"),
}
YES = {"en": "yes", "es": "sí"}
AWAY = {"en": "the parent who doesn't live with you", "es": "del padre o la madre que no vive contigo"}  # (rules.NOT_COMBINED "apart")


# --- the household not known: the pronoun's pay added to the pay held ------------------------------

# (lang, what holds the first parent's pay (said, then any answers), the pronoun's pay, the income
#  read back, words of the read-back)
HELD = [
    # "Pay said so far", its read-back waiting
    ("en", ("my mom makes 120k",), "he makes 54k", 174000, ("your mom's $120,000", "his $54,000")),
    ("es", ("mi mamá gana 120 mil",), "él gana 54 mil", 174000, ("tu mamá, $120,000", "él, $54,000")),
    ("en", ("my dad makes 120k",), "she gets 1,800 every two weeks plus 600 a month",
     174000, ("your dad's $120,000", "$1,800 every two weeks ($46,800 a year)", "$600 a month ($7,200 a year)")),
    ("es", ("mi papá gana 120 mil",), "ella gana 54 mil", 174000, ("tu papá, $120,000", "ella, $54,000")),
    # "Pay said so far" confirmed, then the pronoun's pay
    ("en", ("my mom makes 120k", "yes"), "he makes 54k", 174000, ("your mom's $120,000", "his $54,000")),
    ("es", ("mi mamá gana 120 mil", "sí"), "él gana 54 mil", 174000, ("tu mamá, $120,000", "él, $54,000")),
    # two parents at home, said with the pay
    ("en", ("I live with my mom and dad, my mom makes 120k",), "he makes 54k", 174000, ("your mom's $120,000",)),
]


@pytest.mark.parametrize("lang,held,pay,total,said", HELD)
def test_a_pronouns_pay_is_added_to_the_pay_held_early(lang, held, pay, total, said):
    added_to_held(lang, held, pay, total, said)


# --- one parent's household said: the other parent's pay left out ------------------------------------

# (lang, household said, the mom's pay, whether its read-back is confirmed first, the other's pay)
APART = [
    ("en", "it's me and my mom", "my mom makes 120k", False, "he makes 54k"),
    ("en", "it's me and my mom", "my mom makes 120k", False, "my dad makes 54k"),
    ("es", "solo mi mamá y yo", "mi mamá gana 120 mil", False, "él gana 54 mil"),
    ("en", "it's me and my mom", "my mom makes 120k", True, "he makes 54k"),
    ("es", "solo mi mamá y yo", "mi mamá gana 120 mil", True, "él gana 54 mil"),
]


@pytest.mark.parametrize("lang,home,pay,confirmed,other", APART)
def test_the_other_parents_pay_beside_one_parents_household_is_left_out(lang, home, pay, confirmed, other):
    turn = talk(lang, *OPENING[lang], home, pay, *((YES[lang],) if confirmed else ()))
    turn = then(turn, other, lang)
    assert AWAY[lang] in turn.reply, turn.reply
    agi = turn.answers.get("agi") if confirmed else proposed(turn).get("agi")
    assert float(agi or 0) == 120000, (turn.reply, turn.answers, proposed(turn))
    if not confirmed:
        turn = then(turn, YES[lang], lang)
    assert float(turn.answers["agi"]) == 120000, (turn.reply, turn.answers)
    assert turn.answers.get("household") == "single_parent", turn.answers


# (lang, household said, no income yet, then the other parent's pay said with a pronoun)
APART_NO_INCOME = [
    ("en", "it's me and my mom", "he makes 54k"),
    ("es", "solo mi mamá y yo", "él gana 54 mil"),
]


@pytest.mark.parametrize("lang,home,other", APART_NO_INCOME)
def test_the_away_parents_pay_said_with_a_pronoun_is_never_the_households(lang, home, other):
    turn = talk(lang, *OPENING[lang], home, YES[lang])
    turn = then(turn, other, lang)
    assert AWAY[lang] in turn.reply, turn.reply
    assert proposed(turn).get("agi") is None and turn.answers.get("agi") is None, (turn.reply, proposed(turn))


# --- a parent writing: "he" is the spouse -------------------------------------------------------------

PARENT = [
    ("en", "I make 80k", "he makes 54k", 134000),
    ("es", "yo gano 80 mil", "él gana 54 mil", 134000),
]


@pytest.mark.parametrize("lang,mine,his,total", PARENT)
def test_a_parent_writing_adds_the_spouses_pay_said_with_a_pronoun(lang, mine, his, total):
    turn = talk(lang, *PARENT_OPENING[lang], mine)
    turn = then(turn, his, lang)
    assert float(proposed(turn).get("agi") or 0) == total, (turn.reply, proposed(turn))

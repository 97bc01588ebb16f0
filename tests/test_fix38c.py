"""fix38c, last round's newcomers' findings on the household and whose pay it is, both languages
(the wording is ours).

1. "he makes 90k" held ("Pay said so far: his $90,000"), then a household of one parent, the mom:
   his pay is not hers, never kept as the household's income (the income asked); with the dad it is
   his, kept and read back. (Mended on main by ae76dfd, _one_parent_apart: guard rows.)
2. "my mom makes 70k" held, then "my stepdad also lives with us and he makes 85k" before its "yes":
   her $70,000 alone was offered as the household's; both are parents at home, $155,000 read back.
3. A parent writing ("I'm her mom") names the child's other parent's pay ("her dad makes 70k"): it was
   read back as the household's income, that parent taken to live with the writer; whether they do
   isn't known, so the household's total is asked (the writer's own pay then asks whether it includes
   theirs, the existing question).
4. POST /api/v1/chat's ``answers`` gives a held pay ("Pay said so far: his $90,000", its "yes") as
   the ``agi``: NOT fixed here (a first try, hiding any one-earner income with no household, broke
   test_fix34d's sibling rows, where such an income is the household's); only guard rows below.

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import proposed
from support import talk
from support import then

OPENING = {"en": "I'm a senior at Towson High", "es": "soy estudiante de último año en Towson High"}
YES = {"en": "yes", "es": "sí"}


def _agi(turn):
    return turn.answers.get("agi", proposed(turn).get("agi"))


# (lang, the pronoun's pay, "yes" to its read-back first?, the one-parent household, income kept or offered)
ONE_PARENT = [
    ("en", "he makes 90k", True, "just me and my mom", None),  # guard (ae76dfd)
    ("en", "he makes 90k", False, "just me and my mom", None),  # guard
    ("en", "he makes 90k", True, "I live with one parent", None),  # guard
    ("es", "él gana 90 mil", True, "vivo solo con mi mamá", None),  # guard
    ("es", "él gana 90 mil", False, "vivo solo con mi mamá", None),  # guard
    ("en", "he makes 90k", False, "just me and my dad", 90000),  # guard: his, read back
    ("es", "él gana 90 mil", False, "vivo solo con mi papá", 90000),  # guard
]


@pytest.mark.parametrize("lang,pay,yes_first,household,agi", ONE_PARENT)
def test_1_a_pronouns_pay_then_one_parent_is_kept_only_when_it_is_that_parents(lang, pay, yes_first, household, agi):
    turn = talk(lang, "hi" if lang == "en" else "hola", OPENING[lang], pay, *([YES[lang]] if yes_first else []), household)
    assert _agi(turn) == agi, (turn.reply, turn.answers, proposed(turn))
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "single_parent", turn.reply
    assert turn.answers.get("agi") == agi, (turn.reply, turn.answers)


# (lang, the mom's pay, the step-parent at home with his pay, words of the sum read back)
STEP_PARENT = [
    ("en", "my mom makes 70k", "my stepdad also lives with us and he makes 85k", ("$70,000", "$85,000", "$155,000")),
    ("en", "my mom makes 70k", "my stepdad lives with us too, he makes 85k", ("$70,000", "$85,000", "$155,000")),
    ("es", "mi mamá gana 70 mil", "mi padrastro también vive con nosotros y gana 85 mil", ("$70,000", "$85,000", "$155,000")),
]


@pytest.mark.parametrize("lang,mom,step,words", STEP_PARENT)
def test_2_a_step_parent_at_home_beside_the_moms_pay_held_is_added(lang, mom, step, words):
    turn = talk(lang, "hi" if lang == "en" else "hola", OPENING[lang], mom, step)
    assert proposed(turn).get("agi") == 155000, (turn.reply, proposed(turn))
    assert proposed(turn).get("household") == "two_parent", turn.reply
    assert all(w in turn.reply for w in words), turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == 155000 and turn.answers.get("household") == "two_parent", turn.answers


@pytest.mark.parametrize("lang,pay,held", [("en", "my stepdad makes 85k", 155000), ("es", "mi padrastro gana 85 mil", 155000)])
def test_2_guard_a_step_parents_pay_alone_is_added(lang, pay, held):  # guard
    turn = talk(lang, "hi" if lang == "en" else "hola", OPENING[lang],
                "my mom makes 70k" if lang == "en" else "mi mamá gana 70 mil", pay)
    assert proposed(turn).get("agi") == held, turn.reply


PARENT_OPENING = {"en": ("hi", "I'm her mom", "she's a senior at Towson High"),
                  "es": ("hola", "soy su mamá", "ella está en su último año en Towson High")}
ASKED = {"en": "whether they live with you", "es": "si vive contigo"}

# (lang, the child's other parent's pay, the writer's own pay next, what it asks or keeps)
PARENT_WRITING = [
    ("en", "her dad makes 70k", "I make 50k", "include the income of your child's other parent"),
    ("en", "his dad makes 70k", "I make 50k", "include the income of your child's other parent"),
    ("es", "su papá gana 70 mil", "yo gano 50 mil", "incluye"),
]


@pytest.mark.parametrize("lang,pay,own,asks", PARENT_WRITING)
def test_3_a_parent_writing_names_the_other_parents_pay_the_household_total_is_asked(lang, pay, own, asks):
    turn = talk(lang, *PARENT_OPENING[lang], pay)
    assert _agi(turn) is None, (turn.reply, proposed(turn))
    assert ASKED[lang] in turn.reply and "$70,000" in turn.reply, turn.reply
    assert turn.expecting == "agi"
    turn = then(turn, own, lang)
    assert asks in turn.reply and _agi(turn) is None, turn.reply


@pytest.mark.parametrize("lang,pay", [("en", "my husband makes 70k"), ("es", "mi esposo gana 70 mil")])
def test_3_guard_the_writers_husband_is_at_home(lang, pay):  # guard: "my husband" lives with the writer
    turn = talk(lang, *PARENT_OPENING[lang], pay)
    assert proposed(turn).get("household") == "two_parent", turn.reply
    assert ASKED[lang] not in turn.reply


# (lang, messages, the agi the API's answers show at the end)
API_ROWS = [
    ("en", ("hi", OPENING["en"], "he makes 90k", "yes", "just me and my dad", "yes"), 90000),  # guard: the household's now
    ("en", ("hi", OPENING["en"], "I live with my mom", "yes", "she makes 70k", "yes"), 70000),  # guard
]


@pytest.mark.parametrize("lang,messages,agi", API_ROWS)
def test_4_the_apis_answers_never_give_a_held_pay_as_the_agi(client, lang, messages, agi):
    state = None
    for m in messages:
        resp = client.post("/api/v1/chat", json={"message": m, "state": state, "lang": lang})
        assert resp.status_code == 200
        body = resp.get_json()
        state = body["state"]
    assert body["answers"].get("agi") == agi, body

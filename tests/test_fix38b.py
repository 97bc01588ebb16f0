"""A pay held, then the other earner's pay said (fix38b, the end newcomer's findings; our own wording, English and Spanish).

1. A parent writing says their own pay and that the student's other parent lives with them ("I
   make 60k and her father lives with us"); to whether the $60,000 includes the other parent's, "I
   don't know what he makes" ("no sé cuánto gana él"). The income is left open, and the writer's pay
   must stay held: "ok he makes 95k" said later (after the result too) was kept as the household's
   total ($95,000, a false "likely eligible"); it is the other parent's part, added to the $60,000
   and read back with both parts ($155,000). The same with "she" and with a stepparent.
   (understand._whose_answer: a pay not known is "unsure"; engine._parents_answered holds the
   writer's pay; engine._held_pay_added adds the other parent's.)
2. A married student's own pay and the spouse's read back as parts beside another fact; "no", then
   "Which one is wrong?", then "my husband makes 40k not 30k" (a correction of the spouse's part)
   dropped the student's own pay. That part is replaced, the own pay kept, the sum read back
   (engine._earner_said, as to the read-back itself).
3. With a stepparent, "I make 60k and her stepdad lives with us" was read as the step-parent's income
   alone (its total asked, the writer's pay lost): the writer's own pay is never a step-parent's
   (understand.step_income_alone), so the paths above hold with a stepparent too.
"""
import pytest

from support import income_read_back
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}

OPENING = {
    "en-daughter": "I'm writing for my daughter, she's a senior at Bowie High graduating June 2027 with a 3.2",
    "en-son": "I'm writing for my son, he's a senior at Bowie High graduating June 2027 with a 3.2",
    "es-daughter": "Escribo por mi hija, está en el último año en Bowie High, se gradúa en junio de 2027 con 3.2",
    "es-son": "Escribo por mi hijo, está en el último año en Bowie High, se gradúa en junio de 2027 con 3.2",
}
TO_RESULT = {"en": ("20715", "yes", "associate degree", "12 credits", "two parents", "FAFSA", "no"),
             "es": ("20715", "sí", "título asociado", "12 créditos", "dos padres", "FAFSA", "no")}

# (opening, own pay and who lives with them, the other's pay not known, their pay said later, that pay)
HELD = [
    ("en-daughter", "I make 60k and her father lives with us", "I don't know what he makes", "ok he makes 95k", 95000),
    ("en-daughter", "I make 60k and her dad lives with us", "idk what he makes", "he makes 95k", 95000),
    ("en-son", "I make 60k and his mother lives with us", "I don't know what she makes", "ok she makes 95k", 95000),
    ("en-daughter", "I make 60k and her stepdad lives with us", "idk what he makes", "he makes 70k", 70000),
    ("es-daughter", "yo gano 60 mil y su papá vive con nosotros", "no sé cuánto gana él", "ok él gana 95 mil", 95000),
    ("es-son", "yo gano 60 mil y su mamá vive con nosotros", "no sé cuánto gana ella", "ok ella gana 95 mil", 95000),
    ("es-daughter", "yo gano 60 mil y su padrastro vive con nosotros", "no sé cuánto gana él", "él gana 70 mil", 70000),
]


@pytest.mark.parametrize("when", ("next", "result"))
@pytest.mark.parametrize("key,own,unknown,later,theirs", HELD)
def test_a_parents_pay_held_through_the_others_not_known_is_added_to(key, own, unknown, later, theirs, when):
    lang = key[:2]
    turn = talk(lang, OPENING[key], own, unknown)
    # the income left open, the writer's $60,000 held (never kept, never lost)
    assert "agi" not in turn.answers and income_read_back(turn) is None, turn.reply
    assert turn.conversation.follow_up.get("k") == "held" and turn.conversation.follow_up.get("a") == 60000, \
        turn.conversation.follow_up
    if when == "result":
        for said in TO_RESULT[lang]:
            turn = then(turn, said, lang)
        assert turn.assessment is not None and turn.assessment.get("status") == "needs_more_info", turn.reply
    turn = then(turn, later, lang)
    total = 60000 + theirs
    assert income_read_back(turn) == total, turn.reply  # (it was the other parent's pay alone)
    assert "$60,000" in turn.reply and f"${theirs:,}" in turn.reply and f"${total:,}" in turn.reply, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == total, turn.reply
    if when == "result":
        expected = "likely_ineligible" if total > 150000 else "likely_eligible"
        assert turn.assessment.get("status") == expected, turn.reply


@pytest.mark.parametrize("lang,own,unknown", [
    # (a plain "I don't know" to it: the pay held the same way; it was lost too)
    ("en", "I make 60k and her father lives with us", "I don't know"),
    ("es", "yo gano 60 mil y su papá vive con nosotros", "no sé"),
])
def test_a_plain_dont_know_holds_the_pay_too(lang, own, unknown):
    turn = talk(lang, OPENING[f"{lang}-daughter"], own, unknown)
    assert "agi" not in turn.answers and turn.conversation.follow_up.get("a") == 60000, turn.conversation.follow_up


MARRIED = {"en": ("hi, I want to go to CCBC", "first time", "I live in Towson", "I'm married", "I make 50k"),
           "es": ("hola, quiero ir a CCBC", "primera vez", "vivo en Towson", "soy casada", "gano 50 mil")}
MARRIED_HE = {"en": MARRIED["en"][:3] + ("I'm married",) + MARRIED["en"][4:],
              "es": MARRIED["es"][:3] + ("soy casado",) + MARRIED["es"][4:]}


@pytest.mark.parametrize("lang,opening,spouse,said,theirs", [
    ("en", MARRIED, "my husband makes 30k", "my husband makes 40k not 30k", "your husband's $40,000"),
    ("en", MARRIED, "my husband makes 30k", "he makes 40k, not 30k", "your husband's $40,000"),
    ("en", MARRIED_HE, "my wife makes 30k", "she makes 40k not 30k", "your wife's $40,000"),
    ("es", MARRIED, "mi esposo gana 30 mil", "mi esposo gana 40 mil, no 30", "tu esposo, $40,000"),
    ("es", MARRIED_HE, "mi esposa gana 30 mil", "ella gana 40 mil, no 30", "tu esposa, $40,000"),
])
def test_the_spouses_part_corrected_at_which_one_is_wrong_keeps_the_own_pay(lang, opening, spouse, said, theirs):
    turn = talk(lang, *opening[lang], spouse)
    assert income_read_back(turn) == 80000 and "county" in turn.conversation.pending, turn.reply
    turn = then(turn, "no", lang)
    assert {"en": "Which one is wrong?", "es": "¿Cuál está mal?"}[lang] in turn.reply, turn.reply
    turn = then(turn, said, lang)
    assert income_read_back(turn) == 90000, turn.reply  # (it was the spouse's $40,000 alone)
    assert "$50,000" in turn.reply and theirs in turn.reply and "$30,000" not in turn.reply, turn.reply
    assert [p[0] for p in turn.conversation.earners][0] == "self", turn.conversation.earners
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == 90000, turn.reply


@pytest.mark.parametrize("text,lang,alone", [
    # the writer's own pay beside a step-parent said to live there: never the step-parent's income
    ("I make 60k and her stepdad lives with us", "en", False),
    ("I make 20k and my stepdad lives with us", "en", False),
    ("yo gano 60 mil y su padrastro vive con nosotros", "es", False),
    # (the step-parent's own pay alone: its total still asked, as before)
    ("my stepdad moved in, he makes 95k", "en", True),
    ("mi padrastro vive con nosotros y gana 95 mil", "es", True),
])
def test_the_writers_own_pay_beside_a_step_parent_is_no_step_parents_income(text, lang, alone):
    from screener.chat import understand
    assert understand.step_income_alone(text, lang) is alone

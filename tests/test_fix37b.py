"""Corrections of a spouse's or parent's pay, several amounts at once, three earners (fix37b, a newcomer's finding).

1. A parent writing says their own pay, then their husband's to whether it includes his ("I make
   70k", "my husband makes 65k"): the part was kept in the writer's word ("husband"), and "actually
   my husband makes 75k not 65k" (read as the student's dad) was added as a third earner ($210,000
   for $145,000, a wrong "not eligible" behind a read-back), before and after the result.
   engine._spouse_named names that part's key, so the correction replaces it.
2. "no, 45k and 30k" to the read-back of two parents' pay: the sum was kept, the parts lost (a later
   correction of one parent's pay asked the total). Each amount replaces the part read back in its
   place, the sum read back with each part (engine._parts_corrected).
3. Three earners' pay in one message ("I make 15k, my mom 40k and my dad 50k"; "my mom makes 40k,
   my dad makes 50k and my stepdad makes 20k") was asked "as one number", all lost: each is a
   part, added and read back (§18-3601 counts the student's own income with the parents').
"""
import pytest

from support import income_read_back
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}
SON = {"en": "hi, my son is a senior at Northwood High in Silver Spring, graduating June 2027, GPA 3.2.",
       "es": "hola, mi hijo está en el último año en Northwood High en Silver Spring, se gradúa en junio de 2027, "
             "promedio 3.2."}
SENIOR = {"en": "I'm a senior at Northwood High in Silver Spring, graduating June 2027, GPA 3.2.",
          "es": "estoy en el último año en Northwood High en Silver Spring, me gradúo en junio de 2027, promedio 3.2."}
TO_INCOME = {"en": ("yes", "associate's, full time", "two parents"),
             "es": ("sí", "un título asociado, tiempo completo", "dos padres")}
TO_RESULT = ("fafsa", "no")


def _at(lang, opening, pay, when):
    """The turn after ``pay`` is told at the income question: at its read-back, once kept, or after the result."""
    turn = talk(lang, opening[lang], *TO_INCOME[lang], *pay)
    assert income_read_back(turn) == 135000, turn.reply
    if when != "read-back":
        turn = then(turn, YES[lang], lang)
        assert turn.answers.get("agi") == 135000, turn.reply
    if when == "result":
        for said in TO_RESULT:
            turn = then(turn, said, lang)
        assert turn.assessment is not None and turn.assessment.get("status") == "likely_eligible", turn.reply
    return turn


WHEN = ("read-back", "kept", "result")


@pytest.mark.parametrize("when", WHEN)
@pytest.mark.parametrize("lang,opening,pay,said,theirs", [
    ("en", SON, ("I make 70k", "my husband makes 65k"), "actually my husband makes 75k not 65k", "your husband's $75,000"),
    ("en", SON, ("I make 70k", "no, my husband makes 65k"), "my husband makes 75k, not 65k", "your husband's $75,000"),
    ("en", SON, ("I make 70k", "my wife makes 65k"), "my wife makes 75k not 65k", "your wife's $75,000"),
    ("en", SON, ("I make 70k and my husband makes 65k",), "actually my husband makes 75k not 65k", "your husband's $75,000"),
    ("en", SENIOR, ("my mom makes 70k", "my dad makes 65k"), "my dad makes 75k not 65k", "your dad's $75,000"),
    ("es", SON, ("yo gano 70 mil", "mi esposo gana 65 mil"), "mi esposo gana 75 mil, no 65", "tu esposo, $75,000"),
    ("es", SON, ("yo gano 70 mil", "no, mi esposo gana 65 mil"), "en realidad mi esposo gana 75 mil", "tu esposo, $75,000"),
    ("es", SON, ("yo gano 70 mil y mi esposo gana 65 mil",), "mi esposo gana 75 mil, no 65", "tu esposo, $75,000"),
    ("es", SENIOR, ("mi mamá gana 70 mil y mi papá gana 65 mil",), "mi papá gana 75 mil, no 65", "tu papá, $75,000"),
])
def test_a_named_earners_correction_replaces_their_part(lang, opening, pay, said, theirs, when):
    turn = then(_at(lang, opening, pay, when), said, lang)
    assert income_read_back(turn) == 145000, turn.reply
    assert theirs in turn.reply and "$70,000" in turn.reply and "$65,000" not in turn.reply, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == 145000, turn.reply
    if when == "result":
        assert turn.assessment.get("status") == "likely_eligible", turn.reply


@pytest.mark.parametrize("when", ("read-back", "kept"))
@pytest.mark.parametrize("lang,opening,pay,said,parts", [
    ("en", SENIOR, ("my mom makes 45k and my dad makes 35k",), "no, 45k and 30k", ("your mom's $45,000", "your dad's $30,000")),
    ("en", SENIOR, ("my mom makes 45k", "my dad makes 35k"), "no, 50k and 25k", ("your mom's $50,000", "your dad's $25,000")),
    ("en", SENIOR, ("my mom makes 45k", "my dad makes 35k"), "no, mom 45k and dad 30k", ("your mom's $45,000", "your dad's $30,000")),
    ("en", SON, ("I make 45k", "my husband makes 35k"), "no, 45k and 30k", ("your own $45,000", "your husband's $30,000")),
    ("es", SENIOR, ("mi mamá gana 45 mil y mi papá gana 35 mil",), "no, 45 mil y 30 mil", ("tu mamá, $45,000", "tu papá, $30,000")),
    ("es", SENIOR, ("mi mamá gana 45 mil", "mi papá gana 35 mil"), "no, mamá 45 mil y papá 30 mil", ("tu mamá, $45,000", "tu papá, $30,000")),
])
def test_several_amounts_replace_the_parts_in_the_order_read_back(lang, opening, pay, said, parts, when):
    turn = talk(lang, opening[lang], *TO_INCOME[lang], *pay)
    assert income_read_back(turn) == 80000, turn.reply
    if when == "kept":
        turn = then(turn, YES[lang], lang)
        said = said.replace("no, ", "actually " if lang == "en" else "en realidad ")
    turn = then(turn, said, lang)
    assert income_read_back(turn) == 75000, turn.reply
    for part in parts:
        assert part in turn.reply, (part, turn.reply)
    # the parts kept: one parent's pay corrected next replaces that part alone
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == 75000, turn.reply
    turn = then(turn, "actually my dad makes 40k" if lang == "en" else "en realidad mi papá gana 40 mil", lang)
    if opening is SON:
        return  # (a parent writing names their husband: "my dad" is another man)
    assert income_read_back(turn) == 75000 - float(parts[1].split("$")[1].replace(",", "")) + 40000, turn.reply


STEPDAD = {"en": ("your mom's $40,000", "your dad's $50,000", "your stepdad's $20,000"),
           "es": ("tu mamá, $40,000", "tu papá, $50,000", "tu padrastro, $20,000")}
OWN = {"en": ("your own $15,000", "your mom's $40,000", "your dad's $50,000"),
       "es": ("tú, $15,000", "tu mamá, $40,000", "tu papá, $50,000")}


@pytest.mark.parametrize("lang,pay,total,parts,said", [
    ("en", "my mom makes 40k, my dad makes 50k and my stepdad makes 20k", 110000, ("mom", "dad", "stepdad"), STEPDAD["en"]),
    ("en", "I make 15k, my mom 40k and my dad 50k", 105000, ("self", "mom", "dad"), OWN["en"]),
    ("en", "I make 15k, my mom makes 40k and my dad makes 50k", 105000, ("self", "mom", "dad"), OWN["en"]),
    ("es", "mi mamá gana 40 mil, mi papá gana 50 mil y mi padrastro gana 20 mil", 110000, ("mom", "dad", "stepdad"), STEPDAD["es"]),
    ("es", "yo gano 15 mil, mi mamá 40 mil y mi papá 50 mil", 105000, ("self", "mom", "dad"), OWN["es"]),
])
def test_three_earners_pay_are_parts_added_and_read_back(lang, pay, total, parts, said):
    turn = talk(lang, SENIOR[lang], *TO_INCOME[lang], pay)
    assert "agi" not in turn.answers and income_read_back(turn) == total, turn.reply
    assert tuple(p[0] for p in turn.conversation.earners) == parts, turn.conversation.earners
    for part in said:
        assert part in turn.reply, (part, turn.reply)
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == total, turn.reply


@pytest.mark.parametrize("lang,opening,total", [
    ("en", "I'm a senior at Northwood High in Silver Spring, graduating June 2027, GPA 3.2. I make 15k, my mom 40k and my dad 50k",
     105000),
    ("es", "estoy en el último año en Northwood High en Silver Spring, me gradúo en junio de 2027, promedio 3.2. "
           "Yo gano 15 mil, mi mamá 40 mil y mi papá 50 mil", 105000),
])
def test_three_earners_pay_in_an_opening_is_read_back(lang, opening, total):
    turn = talk(lang, opening)
    assert "agi" not in turn.answers and income_read_back(turn) == total, turn.reply


@pytest.mark.parametrize("lang,pay,total", [
    # what worked before still works: two earners, a total said after its parts
    ("en", "my mom makes 45k and my dad makes 35k", 80000),
    ("en", "dad 95k, mom 65k, so 160k", 160000),
    ("es", "mi mamá gana 45 mil y mi papá gana 35 mil", 80000),
])
def test_what_worked_before_still_works(lang, pay, total):
    turn = talk(lang, SENIOR[lang], *TO_INCOME[lang], pay)
    assert income_read_back(turn) == total, turn.reply

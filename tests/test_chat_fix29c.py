"""Chat readings of the fix29c round (false "likely eligible" paths of the income reader), each a
class in both languages where the phrasing exists in both (our own wording):

1. Two parents' pay said short: two amounts after two earners named together ("my folks make 95
   and 70", "mis padres ganan 90 y 65"), or one earner each with a comma ("mom 70, dad 90"), are
   thousands, read back (never $165); one "thousand"/"k"/"mil" after the last of two amounts joined
   by "and"/"y" is shared by both (never the first dropped).
2. Another earner's pay said relative to the one before ("my mom too", "mi mamá también", "the
   same", "lo mismo", "twice that", "el doble", "half that") is that amount (times two, a half),
   with its period: the sum read back with its parts, never one parent's pay alone nor the other's
   asked again.
3. A correction of one earner's rate by the hour, its hours asked in a turn of their own, keeps
   the other earners' pay: the sum read back (the other part was dropped).
4. After a result, one earner's rate by the hour ("actually my mom makes 50 an hour") asks the
   hours and reads back the sum with the other parent's pay; a bare number after a result whose
   reply didn't offer the household's size, or a size over 15, is read back, never kept unasked.
"""
import pytest

from support import at_income_said
from support import income_read_back
from support import other_parent_asked
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}


# --- 1. two parents' pay said short ----------------------------------------------------------------

@pytest.mark.parametrize("lang,said,total", [
    ("en", "my folks make 95 and 70", 165000),
    ("en", "they earn 85 and 70 thousand", 155000),
    ("en", "mom 70, dad 90", 160000),
    ("en", "my parents make 90 and 65k", 155000),
    ("es", "mis padres ganan 90 y 65", 155000),
    ("es", "mis papás ganan 85 y 70 mil", 155000),
    ("es", "mamá 70, papá 90", 160000),
])
def test_two_parents_pay_said_short_is_thousands(lang, said, total):
    turn = at_income_said("two_parent", lang, said)
    assert income_read_back(turn) == total, turn.reply
    assert "agi" not in turn.answers
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == total, turn.reply


def test_a_range_of_thousands_is_still_asked():
    turn = at_income_said("two_parent", "en", "between 60 and 70 thousand")
    assert income_read_back(turn) is None and "agi" not in turn.answers, turn.reply


# --- 2. another earner's pay said relative to the first ---------------------------------------------

@pytest.mark.parametrize("lang,said,total", [
    ("en", "my dad makes 85k, my mom too", 170000),
    ("en", "my mom earns 75k and my dad earns the same", 150000),
    ("en", "my mom makes 50k and my dad makes twice that", 150000),
    ("en", "my dad makes 4k a month and my mom does too", 96000),
    ("en", "my dad makes 120k and my mom half that", 180000),
    ("es", "mi papá gana 85 mil, mi mamá también", 170000),
    ("es", "mi papá gana 3 mil al mes y mi mamá igual", 72000),
    ("es", "mi mamá gana 40 mil y mi papá el doble", 120000),
])
def test_other_parent_pay_said_relative_is_added(lang, said, total):
    turn = at_income_said("two_parent", lang, said)
    assert not other_parent_asked(turn), turn.reply
    assert income_read_back(turn) == total, turn.reply


def test_other_parent_said_to_work_is_still_asked():
    turn = at_income_said("two_parent", "en", "my dad makes 90k, my mom works too")
    assert income_read_back(turn) is None and "agi" not in turn.answers, turn.reply


# --- 3. a rate corrected, its hours asked apart: the other part kept --------------------------------

@pytest.mark.parametrize("lang,opening,correction,total", [
    ("en", "I'm a senior at Northwood High in Silver Spring, 20902, graduating June 2027, GPA 3.2. "
           "I live with my mom and dad. My mom makes 25 dollars an hour and my dad makes 3,000 a month",
     "oops, my mom makes 60 an hour, not 25", 60 * 2080 + 36000),
    ("es", "hola, soy el papá de Lucía, está en el último año en Northwood, se gradúa en junio 2027, promedio 3.2. "
           "Vivimos en Silver Spring, 20902. Mi esposa gana 20 dólares la hora y yo gano 3,000 al mes",
     "perdón, mi esposa gana 58 la hora, no 20", 58 * 2080 + 36000),
    ("es", "hola, tengo 27 años, estoy casado, vivo en Silver Spring 20902, terminé la secundaria en "
           "Northwood en 2017 con promedio 3.0. Gano 40 mil al año y mi esposa gana 22 dólares la hora",
     "perdón, mi esposa gana 52 la hora, no 22", 52 * 2080 + 40000),
])
def test_rate_corrected_keeps_the_other_earners_pay(lang, opening, correction, total):
    hours, yes = {"en": ("40 hours", "yes"), "es": ("40 horas", "sí")}[lang]
    turn = talk(lang, opening, hours, yes, yes, correction)
    # (since fix29d a new rate is read with the hours said before: the sum read back at once)
    assert income_read_back(turn) == total, turn.reply


# --- 4. after a result ---------------------------------------------------------------------------

OPENING = {"en": "I'm a senior at Dulaney High, graduating June 2027, GPA 3.4, zip 21093, I live with my mom and dad",
           "es": "Soy estudiante de último año en Dulaney High, me gradúo en junio 2027, promedio 3.4, "
                 "código postal 21093, vivo con mi mamá y mi papá"}
TO_RESULT = {"en": ("yes", "yes", "associate, 12 credits", "my dad makes 70k and my mom makes 55k", "yes", "fafsa", "no"),
             "es": ("sí", "sí", "asociado, 12 créditos", "mi papá gana 70 mil y mi mamá gana 55 mil", "sí", "fafsa", "no")}


@pytest.mark.parametrize("lang,said", [("en", "actually my mom makes 50 an hour"),
                                       ("es", "en realidad mi mamá gana 50 la hora")])
def test_rate_after_result_asks_hours_and_adds(lang, said):
    turn = talk(lang, OPENING[lang], *TO_RESULT[lang])
    assert turn.answers.get("agi") == 125000, turn.reply
    turn = then(turn, said, lang)
    assert turn.conversation.follow_up.get("k") == "hours", turn.reply
    turn = then(turn, "40", lang)
    assert "household_size" not in turn.answers, turn.reply
    assert income_read_back(turn) == 50 * 2080 + 70000, turn.reply


@pytest.mark.parametrize("lang,question", [("en", "what is the FAFSA?"), ("es", "¿qué es la FAFSA?")])
def test_bare_number_after_result_not_offered_is_read_back(lang, question):
    turn = talk(lang, OPENING[lang], *TO_RESULT[lang], question, "40")
    assert "household_size" not in turn.answers, turn.reply


@pytest.mark.parametrize("lang,first,answer,total", [
    ("en", "my mom makes 70k", "he makes the same", 140000),
    ("en", "my dad makes 4k a month", "about double that", 144000),
    ("es", "mi mamá gana 70 mil", "igual que ella", 140000),
    ("es", "mi papá gana 4 mil al mes", "la mitad", 72000),
])
def test_other_parent_asked_answered_relative(lang, first, answer, total):
    turn = at_income_said("two_parent", lang, first)
    assert other_parent_asked(turn), turn.reply
    turn = then(turn, answer, lang)
    assert income_read_back(turn) == total, turn.reply


@pytest.mark.parametrize("lang,said,hours", [("en", "my mom makes 20 an hour and my dad the same", "40"),
                                             ("es", "mi mamá gana 20 la hora y mi papá lo mismo", "40")])
def test_the_same_rate_by_the_hour_is_each_ones(lang, said, hours):
    turn = at_income_said("two_parent", lang, said, hours)
    assert income_read_back(turn) == 2 * 20 * 40 * 52, turn.reply

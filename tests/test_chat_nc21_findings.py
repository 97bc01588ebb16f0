"""A tester's chat findings (nc21), by class, in both languages: the hours given to the bot's own
"How many hours a week?" of a rate corrected while a read-back waits go to the hours (the rate times
them replaces the income read back, never another number of the list); a message that says nothing
new after an income-based result drops none of the answers kept."""
import pytest

from support import proposed
from support import talk

START = {"en": ("hi", "new", "none"), "es": ("hola", "primera vez", "ninguno")}


@pytest.mark.parametrize("lang,home,pay,fix,hours,agi", [
    ("en", "it's only my dad and me", "he earns $30 an hour, 40 hours a week", "oops, he earns 29 an hour", "35", 29 * 35 * 52),
    ("en", "only me and my father", "my father gets 55 dollars an hour 40 hrs a week", "sorry it's 48 per hour", "40", 48 * 40 * 52),
    ("es", "vivo solo con mi papá", "él gana 30 dólares la hora, 40 horas a la semana", "perdón, gana 29 la hora", "35", 29 * 35 * 52),
    ("es", "somos mi papá y yo nada más", "mi papá gana 55 la hora 40 horas por semana", "me equivoqué, son 48 la hora", "40", 48 * 40 * 52),
])
def test_hours_to_the_bots_own_question_replace_the_income_read_back(lang, home, pay, fix, hours, agi):
    turn = talk(lang, *START[lang], home, pay, fix, hours)
    got = proposed(turn)
    assert got.get("agi") == agi and got.get("household_size") == 2, (turn.reply, got)


@pytest.mark.parametrize("lang,school,home,pay,yes,after", [
    ("en", "maryland high school, june 2027, 3.2 gpa", "my mom and me", "she earns $62 an hour, 40 hrs a week", "yes", "ok"),
    ("en", "maryland high school, june 2027, 3.2 gpa", "my mom and me", "she earns $62 an hour, 40 hrs a week", "yes", "thank you"),
    ("es", "escuela de maryland, junio de 2027, promedio 3.2", "mi mamá y yo", "ella gana 62 dólares la hora, 40 horas a la semana", "sí", "sí"),
    ("es", "escuela de maryland, junio de 2027, promedio 3.2", "mi mamá y yo", "ella gana 62 dólares la hora, 40 horas a la semana", "sí", "gracias"),
])
def test_nothing_new_after_an_income_result_drops_nothing(lang, school, home, pay, yes, after):
    rest = {"en": ("yes", "20715", "yes", "associate", "12", "FAFSA", "no"),
            "es": ("sí", "20715", "sí", "título asociado", "12", "la FAFSA", "no")}[lang]
    shown = talk(lang, *START[lang], school, *rest, home, pay, yes)
    assert shown.expecting is None and "agi" in shown.answers, shown.reply
    # the result rests on the income: $62 x 40 x 52 = $128,960, over the one-parent limit
    assert shown.assessment["status"] == "likely_ineligible", shown.reply
    assert [c["id"] for c in shown.assessment["checks"] if c["result"] == "fail"] == ["income"], shown.assessment["checks"]
    turn = talk(lang, *START[lang], school, *rest, home, pay, yes, after)
    assert dict(turn.answers) == dict(shown.answers), (turn.reply, set(shown.answers) - set(turn.answers))

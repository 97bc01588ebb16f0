"""fix35m (a newcomer's findings: false "likely eligible" paths), by class, in both languages:
the hours asked of a rate answered with a hedge and overtime without its amount ("como 40, a veces
hace overtime", "about 40, sometimes overtime") are hours, and the pay with its overtime is asked,
never "40" kept as a $40,000 income; a renewal's credits signed up for and passed ("tomé 9 pero pasé
solo 4", "I took 9 but only passed 4") are the ones passed, read back (unclear: asked); a job's
"full time" to the hours asked is 40 hours, and no 12 credits read back with it."""
import pytest

from support import proposed
from support import talk
from support import then

EXTRA_ASKED = {"en": "tips, overtime or a bonus come on top", "es": "el tiempo extra o un bono vienen aparte"}
HOURS = {"en": "How many hours a week", "es": "Cuántas horas a la semana"}


def _held(turn) -> dict:
    return {**turn.answers, **proposed(turn)}


# --- 1. the hours with a hedge and overtime said without its amount: asked, never an income --------

@pytest.mark.parametrize("lang,said", [
    ("es", "como 40, a veces hace overtime"),
    ("es", "como 40 horas, a veces overtime"),
    ("es", "unas 40 horas y a veces horas extras"),
    ("en", "about 40, sometimes overtime"),
    ("en", "like 40 hours but he gets overtime sometimes"),
    ("en", "40, plus overtime"),
])
def test_hours_with_overtime_unsaid_ask_the_year_never_an_income(lang, said):
    turn = then(talk(lang, *_said_two_rates(lang)), said, lang)
    assert "agi" not in _held(turn), turn.reply
    assert EXTRA_ASKED[lang] in turn.reply, turn.reply


def _said_two_rates(lang):
    return {"en": ("hi im a senior at Northwood high in silver spring, graduating may 2027", "my gpa is 2.9 unweighted",
                   "i live with my mom and dad and 2 brothers", "my dad makes 45 an hour and my mom 5000 a month", "yes"),
            "es": ("hi soy senior en Northwood high en silver spring, me graduo en mayo 2027", "mi gpa es 2.9 unweighted",
                   "vivo con mi apa y mi ama y mis 2 hermanos", "mi apa gana 45 la hora y mi ama gana 5000 al mes", "si")}[lang]


@pytest.mark.parametrize("lang,said,year", [
    ("es", "40", 153600),
    ("es", "como 40", 153600),
    ("en", "like 40", 153600),
])
def test_hours_alone_still_give_the_sum(lang, said, year):
    turn = then(talk(lang, *_said_two_rates(lang)), said, lang)
    assert int(float(_held(turn)["agi"])) == year, turn.reply


# --- 2. a renewal's credits signed up for and passed: the passed ones, read back ---------------------

_RENEWAL = {"en": ("hi i already have the promise scholarship at CCBC, renewing. my college gpa is 2.8", "none", "yes",
                   "associate, 6 credits"),
            "es": ("hola ya tengo la beca promise en CCBC, es para renovarla. mi gpa en el college es 2.8", "ninguno", "si",
                   "associate, 6 creditos")}


@pytest.mark.parametrize("lang,said,passed", [
    ("es", "tome 9 pero pase solo 4", "4"),
    ("es", "me inscribi en 6 creditos pero solo pase 3", "3"),
    ("es", "tome 12 creditos y aprobe 9", "9"),
    ("en", "I took 9 but only passed 4", "4"),
    ("en", "signed up for 12, finished 6", "6"),
    ("en", "I enrolled in 12 credits but only passed 6", "6"),
])
def test_credits_passed_not_taken_read_back(lang, said, passed):
    turn = then(talk(lang, *_RENEWAL[lang]), said, lang)
    assert "credits_completed_last_semester" not in turn.answers, turn.reply
    assert str(proposed(turn).get("credits_completed_last_semester")) == passed, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("es", "tome 12, 9"),
    ("en", "took 12, 9"),
])
def test_credits_taken_and_another_number_asked(lang, said):
    turn = then(talk(lang, *_RENEWAL[lang]), said, lang)
    assert "credits_completed_last_semester" not in _held(turn), turn.reply


# --- 3. a job's "full time" to the hours asked: 40 hours, no credits read back ------------------------

_ONE_RATE = {"en": ("hi im a senior at patterson high in baltimore, graduating next june",
                    "my mom makes 55k but idk about my dad, he works construction", "idk, maybe like 20 an hour"),
             "es": ("hola q tal, soy de baltimore, estoy en 12 grado en patterson high y me graduo el proximo junio",
                    "mi mama gana 55 mil pero de mi papa no se cuanto gana, el trabaja en construccion", "no se, creo q como 20 la hora")}


@pytest.mark.parametrize("lang,said", [
    ("es", "full time"),
    ("es", "tiempo completo"),
    ("en", "full time"),
    ("en", "he works full time"),
])
def test_full_time_to_the_hours_is_40_hours_and_no_credits(lang, said):
    turn = talk(lang, *_ONE_RATE[lang])
    assert HOURS[lang] in turn.reply, turn.reply
    turn = then(turn, said, lang)
    assert int(float(_held(turn)["agi"])) == 96600, turn.reply
    assert "credits_per_semester" not in _held(turn), turn.reply

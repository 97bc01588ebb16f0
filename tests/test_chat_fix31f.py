"""Classes of fix31f (a newcomer's findings). A ZIP code said as where one lives ("I live in 20715",
"vivo en 20715") beside a rate by the hour whose hours come in the next message is never read as
another earner's pay when the hours are given. The wording is ours."""
import pytest

from screener.chat import understand
from support import income_read_back
from support import talk


@pytest.mark.parametrize("first,lang,want", [
    ("junior at Laurel High, done may 2028, gpa 3.4, we live in 20707 with my dad, he earns 30 an hour", "en", 62400),
    ("senior at Laurel High graduating may 2027, 3.1, I stay in 20707 with my mother she makes 31 an hour", "en", 64480),
    ("estoy en el último año en Laurel High, termino en mayo 2027, promedio 3.4, vivimos en 20707 con mi papá, "
     "él gana 30 la hora", "es", 62400),
])
def test_a_zip_where_one_lives_is_no_pay_when_the_hours_come(first, lang, want):
    turn = talk(lang, first, "40")
    assert income_read_back(turn) == want, turn.reply
    assert "20,707" not in turn.reply, turn.reply


@pytest.mark.parametrize("text,lang", [
    ("we live in 20707, my wife makes 28 an hour , 40 hours a week", "en"),
    ("20707, my wife makes 28 an hour , 40 hours a week", "en"),
    ("vivimos en 20707, mi esposa gana 28 la hora , 40 horas a la semana", "es"),
])
def test_a_zip_beside_a_rate_and_its_hours_is_dropped(text, lang):
    assert understand.income(text, lang, "agi").form == {"agi": "58240"}

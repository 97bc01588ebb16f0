"""fix47h: a newcomer's false "likely eligible" findings on income (held parts, a bare correction).

1. One parent's pay (and the student's own) held while the other earner's pay is asked at the income
   question ("my mom makes 70k and idk what my stepdad makes") was dropped when the student answered
   another question in its place ("fafsa"): the follow-up ("part") was kept through other questions'
   answers only when asked elsewhere than at the income question (engine._part_held_elsewhere), so
   "80k" said next to the bare income question was kept as the household's $80,000, no read-back
   ($70,000 + $12,000 + $80,000 = $162,000 is over the $150,000 limit). Now it is held through that
   answer (engine._part_held_through_answer) and the other's pay asked again, then added.
2. One bare amount correcting an income made of two earners' parts ("no wait it's 80k" after "mom
   makes 70k dad makes 75k") replaced their $145,000 sum, read back as the household's $80,000.
   Now whose pay it is (or whether it is the total) is asked, the sum kept meanwhile
   (engine._sum_corrected_bare); "my mom makes 80k" then reads back $155,000.
Guards: the other earner's pay said at once is added as before; a correction naming whose pay it is
is read as before; "80k in total" is the household's total.
"""
import pytest

from support import opened
from support import proposed
from support import then

YES = {"en": "yes", "es": "sí"}


def _agi(turn):
    value = proposed(turn).get("agi", turn.answers.get("agi"))
    return None if value is None else float(value)


def _status(turn):
    return (turn.assessment or {}).get("status")


HELD = {
    ("en", "stepdad"): ("first time", "senior at Oxon Hill High, graduating june 2027, 3.0. I live with my mom and stepdad. "
                        "I work at target and make 12k. my mom makes 70k and idk what my stepdad makes",
                        "yes", "20745", "yes", "12 credits associates"),
    ("en", "mom"): ("first time", "senior at Oxon Hill High, graduating june 2027, 3.0. I live with my mom and dad. "
                    "my dad makes 90k and idk what my mom makes", "yes", "20745", "yes", "12 credits associates"),
    ("es", "stepdad"): ("primera vez", "estoy en el último año en Oxon Hill High, me gradúo en junio 2027, 3.0. Vivo con mi "
                        "mamá y mi padrastro. mi mamá gana 75 mil y no sé cuánto gana mi padrastro",
                        "sí", "ninguno", "20745", "sí", "12 créditos, título de asociado"),
    ("es", "mom"): ("primera vez", "estoy en el último año en Oxon Hill High, me gradúo en junio 2027, 3.0. Vivo con mi "
                    "mamá y mi papá. mi papá gana 90 mil y no sé cuánto gana mi mamá",
                    "sí", "ninguno", "20745", "sí", "12 créditos, título de asociado"),
}


# Item 1: the held pay survives an answer to another question; the missing earner's pay is added
@pytest.mark.parametrize("lang,who,other,pay,agi,guard", [
    ("en", "stepdad", "fafsa", "80k", 162000, False),  # the newcomer's chat ($70k + own $12k + $80k)
    ("es", "stepdad", "la fafsa", "80 mil", 155000, False),
    ("en", "mom", "fafsa", "80k", 170000, False),
    ("es", "mom", "la fafsa", "80 mil", 170000, False),
    ("en", "stepdad", None, "he makes 50k", 132000, True),  # guard: the pay said at once, added as before
    ("es", "stepdad", None, "él gana 50 mil", 125000, True),
])
def test_held_pay_survives_another_answer(lang, who, other, pay, agi, guard):
    turn = opened(lang, *HELD[(lang, who)])
    assert turn.expecting == "agi" and turn.conversation.follow_up.get("k") == "part", turn.reply
    if other is not None:
        turn = then(turn, other, lang)
        assert proposed(turn).get("aid_application") == "fafsa", turn.reply
        turn = then(turn, YES[lang], lang)
        assert turn.expecting == "agi", turn.reply
    turn = then(turn, pay, lang)
    assert _agi(turn) == agi and "agi" in proposed(turn), (turn.reply, proposed(turn))  # (failed before: $80,000 kept)
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") is not None and float(turn.answers["agi"]) == agi, turn.reply
    if agi > 150000:
        turn = then(turn, "no", lang)  # (the full-cost question, if asked)
        assert _status(turn) not in ("likely_eligible",), turn.reply


TWO = {
    "en": ("first time", "senior at Oxon Hill High, graduating june 2027, 3.0. i live with my mom and dad, mom makes 70k dad makes 75k",
           "yes", "20745", "yes", "12 credits associates", "fafsa", "no"),
    "es": ("primera vez", "estoy en el último año en Oxon Hill High, me gradúo en junio 2027, 3.0. Vivo con mi mamá y mi papá, "
           "mi mamá gana 70 mil y mi papá gana 75 mil", "sí", "ninguno", "20745", "sí", "12 créditos, título de asociado",
           "la fafsa", "no"),
}
WHOSE = {"en": "Whose pay is $80,000?", "es": "¿De quién es el pago de $80,000?"}


# Item 2: a bare amount correcting a sum of parts asks whose it is; never the sum replaced silently
@pytest.mark.parametrize("lang,correction,then_said,agi,status,guard", [
    ("en", "no wait it's 80k", "my mom makes 80k", 155000, "likely_ineligible", False),
    ("es", "no espera, son 80 mil", "mi mamá gana 80 mil", 155000, "likely_ineligible", False),
    ("en", "no wait it's 80k", "80k in total", 80000, "likely_eligible", True),  # guard: the total said is the total
    ("es", "no espera, son 80 mil", "80 mil en total", 80000, "likely_eligible", True),
    ("en", "no wait my mom makes 80k", None, 155000, "likely_ineligible", True),  # guard: whose pay said, as before
    ("es", "no espera, mi mamá gana 80 mil", None, 155000, "likely_ineligible", True),
])
def test_bare_correction_of_a_sum_asks_whose(lang, correction, then_said, agi, status, guard):
    turn = opened(lang, *TWO[lang])
    assert float(turn.answers["agi"]) == 145000 and _status(turn) == "likely_eligible", turn.reply
    turn = then(turn, correction, lang)
    if then_said is not None:
        assert "agi" not in proposed(turn), (turn.reply, proposed(turn))  # (failed before: $80,000 read back)
        assert WHOSE[lang] in turn.reply and "$145,000" in turn.reply, turn.reply
        assert float(turn.answers["agi"]) == 145000, turn.answers
        turn = then(turn, then_said, lang)
    assert _agi(turn) == agi and "agi" in proposed(turn), (turn.reply, proposed(turn))
    turn = then(turn, YES[lang], lang)
    assert float(turn.answers["agi"]) == agi and _status(turn) == status, turn.reply

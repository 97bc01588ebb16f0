"""fix51a: a bare corrected figure after a sum of earners, while that sum's read-back waits.

1. "mom makes 80k stepdad makes 75k" (read back: "Added together, that's $155,000"), then "no wait it's
   85k" before the "yes": read back as the household's $85,000, the stepdad's $75,000 lost, and a "yes"
   gave a false "likely eligible" ($85,000 + $75,000 = $160,000 is over the $150,000 two-parent limit).
   Cause: engine._sum_corrected_bare (fix47h) asked whose pay a bare amount is only once the sum was
   kept; beside the sum's own read-back (``agi_waiting``) it stood aside, so the amount replaced the
   sum. Now it asks there too, alone (the read-back held unseen, as "each or together?" is: a bare
   "yes" or "no" answers neither and the question is put again, engine._whose_first).
2. The answer to "Whose pay is $85,000?" without the amount: only "mom" and "dad" were read; "my
   stepdad's", "mine" (a parent writing), "el de mi padrastro", "the total" were answered from the FAQ
   and the amount lost (engine._whose_part_text).
Guards: "the total" keeps the amount as the household's whole income; a correction naming whose pay
it is ("no wait my mom makes 85k") is read as before; after the result (fix47h's path) as before.
"""
import pytest

from support import opened
from support import proposed
from support import then

YES = {"en": "yes", "es": "sí"}
OPEN = {
    "en": "senior at Bowie High, graduating june 2027, gpa 3.1, first time, no degree, associates at PGCC full time",
    "es": "estoy en el último año en Bowie High, me gradúo en junio 2027, promedio 3.1, primera vez, ningún título, "
          "asociado en PGCC tiempo completo",
    "parent": "hi, I'm a mom asking for my son. he's a senior at Bowie High, graduating june 2027, gpa 3.1, first time, "
              "no degree, associates at PGCC full time",
    "grandparent": "hi, I'm asking for my granddaughter. she's a senior at Bowie High, graduating june 2027, gpa 3.1, "
                   "first time, no degree, associates at PGCC full time",
}
WHOSE = {"en": "Whose pay is", "es": "¿De quién es el pago de"}


def _agi(turn):
    value = proposed(turn).get("agi", turn.answers.get("agi"))
    return None if value is None else float(value)


def _status(turn):
    return (turn.assessment or {}).get("status")


# (voice, lang, the sum said, its total, the bare correction, the answer to whose, the income then, guard)
@pytest.mark.parametrize("voice,lang,pay,total,correction,answer,agi,guard", [
    ("en", "en", "i live with my mom and stepdad, mom makes 80k stepdad makes 75k", 155000, "no wait it's 85k",
     "mom", 160000, False),  # the brief's chat: $160,000, over the limit
    ("en", "en", "i live with my mom and stepdad, mom makes 80k stepdad makes 75k", 155000, "no wait it's 85k",
     "my stepdad's", 165000, False),
    ("es", "es", "vivo con mi mamá y mi padrastro, mi mamá gana 80 mil y mi padrastro 75 mil", 155000,
     "no espera, son 85 mil", "el de mi padrastro", 165000, False),
    ("es", "es", "vivo con mi mamá y mi padrastro, mi mamá gana 80 mil y mi padrastro 75 mil", 155000,
     "no espera, son 85 mil", "mi mamá", 160000, False),
    ("parent", "en", "he lives with me and my husband. i make 80k my husband makes 75k", 155000, "sorry 85k",
     "mine", 160000, False),  # a parent's voice
    ("en", "en", "i live with my mom and stepdad, i make 10k mom makes 70k stepdad makes 65k", 145000,
     "no wait it's 75k", "mom", 150000, False),  # three earners
    ("grandparent", "en", "she lives with her mom and stepdad, her mom makes 80k her stepdad makes 75k", 155000,
     "no wait it's 85k", "her mom", 160000, False),  # a grandparent's voice
    ("en", "en", "i live with my mom and stepdad, mom makes 80k stepdad makes 75k", 155000, "no wait it's 85k",
     "the total", 85000, True),  # guard: the total said is the total
    ("es", "es", "vivo con mi mamá y mi padrastro, mi mamá gana 80 mil y mi padrastro 75 mil", 155000,
     "no espera, son 85 mil", "el total", 85000, True),
])
def test_bare_correction_beside_the_sums_read_back_asks_whose(voice, lang, pay, total, correction, answer, agi, guard):
    turn = opened(lang, OPEN[voice], pay)
    assert _agi(turn) == total and "agi" in proposed(turn), (turn.reply, proposed(turn))
    turn = then(turn, correction, lang)
    assert WHOSE[lang] in turn.reply, turn.reply  # (failed before: the bare amount read back as the income)
    assert "agi" not in turn.answers, turn.answers
    turn = then(turn, YES[lang], lang)  # a bare "yes" answers neither: asked again, nothing kept
    assert WHOSE[lang] in turn.reply and "agi" not in turn.answers, (turn.reply, turn.answers)
    turn = then(turn, answer, lang)
    assert _agi(turn) == agi and "agi" in proposed(turn), (turn.reply, proposed(turn))
    turn = then(turn, YES[lang], lang)
    assert float(turn.answers["agi"]) == agi, turn.reply


@pytest.mark.parametrize("lang,pay,correction,agi", [
    ("en", "i live with my mom and stepdad, mom makes 80k stepdad makes 75k", "no wait my mom makes 85k", 160000),
    ("es", "vivo con mi mamá y mi padrastro, mi mamá gana 80 mil y mi padrastro 75 mil", "no espera, mi mamá gana 85 mil",
     160000),
])
def test_guard_whose_pay_named_read_as_before(lang, pay, correction, agi):
    turn = opened(lang, OPEN[lang], pay)
    turn = then(turn, correction, lang)
    assert _agi(turn) == agi and "agi" in proposed(turn), (turn.reply, proposed(turn))


TWO = {
    "en": ("first time", "senior at Oxon Hill High, graduating june 2027, 3.0. i live with my mom and stepdad, mom makes 70k "
           "stepdad makes 75k", "yes", "20745", "yes", "12 credits associates", "fafsa", "no"),
    "es": ("primera vez", "estoy en el último año en Oxon Hill High, me gradúo en junio 2027, 3.0. Vivo con mi mamá y mi "
           "padrastro, mi mamá gana 70 mil y mi padrastro gana 75 mil", "sí", "ninguno", "20745", "sí",
           "12 créditos, título de asociado", "la fafsa", "no"),
}


# after the result (fix47h's path): the answer without its amount read too
@pytest.mark.parametrize("lang,correction,answer,agi,status,guard", [
    ("en", "no wait it's 80k", "my stepdad", 150000, "likely_eligible", False),
    ("es", "no espera, son 80 mil", "el de mi padrastro", 150000, "likely_eligible", False),
    ("en", "no wait it's 80k", "stepdad", 150000, "likely_eligible", False),
    ("en", "no wait it's 80k", "the total", 80000, "likely_eligible", False),
    ("es", "no espera, son 80 mil", "el total", 80000, "likely_eligible", False),
    ("en", "no wait it's 80k", "mom", 155000, "likely_ineligible", True),  # guard: fix48b's "mom"
])
def test_after_the_result_whose_without_amount(lang, correction, answer, agi, status, guard):
    turn = opened(lang, *TWO[lang])
    assert float(turn.answers["agi"]) == 145000, turn.reply
    turn = then(turn, correction, lang)
    assert WHOSE[lang] in turn.reply, turn.reply
    turn = then(turn, answer, lang)
    assert _agi(turn) == agi and "agi" in proposed(turn), (turn.reply, proposed(turn))  # (failed before: FAQ answer)
    turn = then(turn, YES[lang], lang)
    assert float(turn.answers["agi"]) == agi and _status(turn) == status, turn.reply


# Item b: "one parent" chosen after a "no" to two parents' pay added: the sum is never read back as that
# parent's income (failed before: $185,000 read back with "I live with one parent", kept on a "yes")
ONE = {"en": "one parent", "es": "un solo padre"}


@pytest.mark.parametrize("voice,lang,pay,guard", [
    ("en", "en", "mom makes 80k dad makes 105k", False),
    ("es", "es", "mi mamá gana 80 mil y mi papá gana 105 mil", False),
    ("parent", "en", "i make 80k my husband makes 105k", False),
])
def test_one_parent_never_keeps_two_parents_sum(voice, lang, pay, guard):
    turn = opened(lang, OPEN[voice], YES[lang], pay)
    said = _agi(turn)
    assert "agi" in proposed(turn), (turn.reply, proposed(turn))
    turn = then(turn, "no", lang)
    turn = then(turn, ONE[lang], lang)
    assert (proposed(turn).get("household") or turn.answers.get("household")) == "single_parent", turn.reply
    assert "agi" not in proposed(turn), (turn.reply, proposed(turn))
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "single_parent" and "agi" not in turn.answers, (turn.reply, turn.answers)


@pytest.mark.parametrize("lang,pay", [
    ("en", "mom makes 80k dad makes 105k"),
    ("es", "mi mamá gana 80 mil y mi papá gana 105 mil"),
])
def test_guard_two_parents_sum_kept_on_yes(lang, pay):
    turn = opened(lang, OPEN[lang], YES[lang], pay)
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "two_parent" and float(turn.answers["agi"]) == 185000, turn.reply


# Item c: a divorced student's own pay and ONE parent's, whom they live with unsaid: never added (it was
# $185,000 read back with one parent); added when that parent is the one lived with (guard)
@pytest.mark.parametrize("lang,pay,agi,guard", [
    ("en", "my parents are divorced, i make 95k my dad makes 90k", None, False),
    ("es", "mis papás están divorciados, yo gano 95 mil y mi papá gana 90 mil", None, False),
    ("en", "my parents are divorced. my dad makes 90k and i make 95k", None, False),
    ("en", "i live with my dad, my parents are divorced, i make 20k he makes 90k", 110000, True),
    ("en", "my parents are divorced, i live with my dad, i make 20k my dad makes 90k", 110000, True),
])
def test_divorced_own_pay_beside_one_parent(lang, pay, agi, guard):
    turn = opened(lang, OPEN[lang], YES[lang], pay)
    assert _agi(turn) == agi, (turn.reply, proposed(turn))  # (failed before: $185,000 read back)
    if agi is None:
        turn = then(turn, YES[lang], lang)
        assert "agi" not in turn.answers and "agi" not in proposed(turn), (turn.reply, turn.answers)

"""fix44a: the student's own pay beside an income kept as one total (a newcomer's findings).

- An income kept as ONE total ("we make 97k", "ganamos 97 mil entre los dos"), then after the result
  the student's own pay ("oh I also make 8k at my job", "ah y yo gano 8 mil en mi trabajo"): with one
  parent it was asked "does your $8,000 include your parents' income?" and a "yes" kept $8,000 (a
  false "likely eligible"); with two, the total was asked ("$8,000 for one of them"). §18-3601 counts
  the student's income with the parents': it is added, $105,000 read back (engine._with_pay). A
  parent writing ("oh she also makes 8k at her job", "ah y mi hijo gana 8 mil en su trabajo") had
  $8,000 read back: added the same (engine._child_pay_added). A true correction ("actually we make
  90k not 97") still replaces.
- A rate with no earner named ("18 an hour" · "30 hours": $28,080 read back), then pay on top
  ("plus I clean houses on the side, maybe 8000 a year", "y también limpio casas, como 8000 al año"):
  $8,000 was read back alone. The sum is read back, $36,080, both amounts said (engine._own_on_top).

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import PG_SENIOR_OPENING
from support import SAYS_YES
from support import agi_said
from support import opened
from support import proposed
from support import then

OPEN = PG_SENIOR_OPENING
YES = SAYS_YES
OPENINGS = {
    # a student, one parent, the income kept as one total, the result given
    "st_single": {"en": (OPEN["en"], "yes", "just me and my mom", "we make 97k", "yes", "FAFSA", "no"),
                  "es": (OPEN["es"], "sí", "vivo con mi mamá", "ganamos 97 mil entre las dos", "sí", "FAFSA", "no")},
    "st_two": {"en": (OPEN["en"], "yes", "i live with my mom and dad", "we make 97k", "yes", "FAFSA", "no"),
               "es": (OPEN["es"], "sí", "vivo con mi mamá y mi papá", "ganamos 97 mil entre los dos", "sí", "FAFSA", "no")},
    # a parent writing, the income kept as one total, the result given
    "par_single": {
        "en": ("my daughter is a senior at Bowie High, graduating June 2027, GPA 3.1, first time. I'm a single mom",
               "20715", "yes", "yes", "associate's, 12 credits", "we make 97k", "FAFSA", "no"),
        "es": ("mi hija está en último año en Bowie High, se gradúa en junio 2027, promedio 3.1, primera vez. Soy madre soltera",
               "20715", "sí", "sí", "asociado, 12 créditos", "ganamos 97 mil", "FAFSA", "no")},
    "par_two": {
        "en": ("my son is a senior at Wheaton High, graduating June 2027, GPA 3.0, first time", "20902", "yes",
               "associate's, 9 credits", "me, my husband and him", "we make 97k together", "yes", "FAFSA", "no"),
        "es": ("mi hijo está en último año en Wheaton High, se gradúa en junio 2027, promedio 3.0, primera vez", "20902", "sí",
               "asociado, 9 créditos", "yo, mi esposo y él", "ganamos 97 mil entre los dos", "sí", "FAFSA", "no")},
    # a rate no one's named read back ($18 × 30 × 52 = $28,080), awaiting its "yes"
    "rate_single": {"en": (OPEN["en"], "just me and my mom", "yes", "18 an hour", "30 hours"),
                    "es": (OPEN["es"], "vivo con mi mamá", "sí", "18 la hora", "30 horas")},
    "rate_two": {"en": (OPEN["en"], "i live with my mom and dad", "yes", "18 an hour", "30 hours"),
                 "es": (OPEN["es"], "vivo con mi mamá y mi papá", "sí", "18 la hora", "30 horas")},
}


# (lang, opening, message after the result, AGI read back or kept, status after a "yes" (None: not checked))
RESULT_ROWS = [
    # the student's own pay beside one parent's total: added ($105,000: over the $100,000 limit)
    ("en", "st_single", "oh I also make 8k at my job", 105000, "likely_ineligible"),
    ("en", "st_single", "oh and I make 8k at my job", 105000, "likely_ineligible"),
    ("es", "st_single", "ah y yo gano 8 mil en mi trabajo", 105000, "likely_ineligible"),
    ("es", "st_single", "ah y yo también gano 8 mil en mi trabajo", 105000, "likely_ineligible"),
    # …beside two parents' total: added, never the total asked as if it were one parent's
    ("en", "st_two", "oh I make 8k at my job", 105000, "likely_eligible"),
    ("es", "st_two", "ah y yo gano 8 mil en mi trabajo", 105000, "likely_eligible"),
    ("en", "st_two", "oh I also make 8k at my job", 105000, "likely_eligible"),  # guard
    ("es", "st_two", "ah y yo también gano 8 mil en mi trabajo", 105000, "likely_eligible"),  # guard
    # a true correction of the total still replaces it
    ("en", "st_single", "actually we make 90k not 97", 90000, "likely_eligible"),  # guard
    ("es", "st_single", "en realidad ganamos 90 mil no 97", 90000, "likely_eligible"),  # guard
    ("en", "st_two", "actually we make 90k not 97", 90000, "likely_eligible"),  # guard
    # a parent writing: the student's pay added to the total kept
    ("en", "par_single", "oh she also makes 8k at her job", 105000, "likely_ineligible"),
    ("en", "par_single", "oh my daughter also makes 8k at her job", 105000, "likely_ineligible"),
    ("es", "par_single", "ah y mi hija gana 8 mil en su trabajo", 105000, "likely_ineligible"),
    ("en", "par_two", "oh my son also makes 8k at his job", 105000, "likely_eligible"),
    ("es", "par_two", "ah y mi hijo gana 8 mil en su trabajo", 105000, "likely_eligible"),
    # a son's pay when the student is a daughter (a brother's): not added, the total kept
    ("en", "par_single", "my son makes 5k", 97000, "likely_eligible"),
    ("es", "par_single", "mi hijo también trabaja, gana 5 mil", 97000, "likely_eligible"),
    ("en", "par_single", "actually we make 90k not 97", 90000, "likely_eligible"),  # guard
]


@pytest.mark.parametrize("lang,kind,message,agi,status", RESULT_ROWS)
def test_own_pay_beside_a_total(lang, kind, message, agi, status):
    before = opened(lang, *OPENINGS[kind][lang])
    assert before.assessment is not None and float(before.answers["agi"]) == 97000
    turn = then(before, message, lang)
    assert agi_said(turn) == agi
    done = then(turn, YES[lang], lang)
    assert done.answers.get("agi") is not None and float(done.answers["agi"]) == agi
    if status is not None:
        assert done.assessment is not None and done.assessment.get("status") == status


# (lang, opening, message to the rate's read-back, AGI read back, words in the reply)
RATE_ROWS = [
    ("en", "rate_single", "plus I clean houses on the side, maybe 8000 a year", 36080, ("$28,080", "$8,000", "$36,080")),
    ("es", "rate_single", "y también limpio casas, como 8000 al año", 36080, ("$28,080", "$8,000", "$36,080")),
    ("en", "rate_two", "plus I clean houses on the side, maybe 8000 a year", 36080, ("$28,080", "$8,000", "$36,080")),
    ("es", "rate_two", "y también limpio casas, como 8000 al año", 36080, ("$28,080", "$8,000", "$36,080")),
    ("en", "rate_single", "I also clean houses on the side, about 8000 a year", 36080, ("$36,080",)),
    ("en", "rate_single", "yes", 28080, ()),  # guard
    ("es", "rate_single", "sí", 28080, ()),  # guard
    ("en", "rate_single", "no, I make 8k", 28080, ()),  # guard (no sum: a correction, read as before)
]


@pytest.mark.parametrize("lang,kind,message,agi,words", RATE_ROWS)
def test_pay_on_top_of_a_rate(lang, kind, message, agi, words):
    before = opened(lang, *OPENINGS[kind][lang])
    assert float(proposed(before)["agi"]) == 28080
    turn = then(before, message, lang)
    assert agi_said(turn) == agi
    for w in words:
        assert w in turn.reply
    if agi != 28080:
        done = then(turn, YES[lang], lang)
        assert float(done.answers["agi"]) == agi

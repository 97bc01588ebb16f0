"""fix41g: dev38-dev40's remaining script misses, by class, in words of our own, English and Spanish.

- two parents' pay said before the household is asked ("my dad makes 52k and my stepmom about 20",
  "mi mamá y mi padrastro ganan como 70 mil"): the household was never set when the income's limit
  didn't need it, the two parents said dropped; now read back as two parents beside the income
  (engine._two_parents_beside_pay, understand.household_kind).

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import proposed
from support import talk

OPEN = {"en": "hi, I'm a senior at Bowie High going to PGCC. ", "es": "hola, estoy en último año en Bowie High y quiero ir a PGCC. "}


def _household(turn):
    return turn.answers.get("household", proposed(turn).get("household"))


# (lang, words after the opening, household kept or read back)
PAY_OF_TWO = [
    ("en", "my dad makes 52k and my stepmom about 20k", "two_parent"),
    ("en", "my mom and my stepdad make around 70k together", "two_parent"),  # guard: read so before
    ("en", "my parents make 40k and 35k", "two_parent"),
    ("es", "mi papá gana 52 mil y mi madrastra como 20 mil", "two_parent"),
    ("es", "mi mamá y mi padrastro ganan como 70 mil", "two_parent"),
    ("es", "mis padres ganan 40 mil y 35 mil", "two_parent"),
    ("en", "my mom makes 45k", None),  # guard: one parent's pay says nothing of the household
    ("es", "mi mamá gana 45 mil", None),  # guard
    ("en", "my mom makes 45k, my dad lives in Ohio", None),  # guard: a parent away is no parent at home
    ("es", "mi mamá gana 45 mil, mi papá vive en Texas", None),  # guard
]


@pytest.mark.parametrize("lang,words,household", PAY_OF_TWO)
def test_two_parents_pay_reads_the_household(lang, words, household):
    turn = talk(lang, OPEN[lang] + words)
    assert _household(turn) == household
    if household:
        assert turn.answers.get("agi") or proposed(turn).get("agi")


@pytest.mark.parametrize("lang,words", [
    ("en", "my dad makes 52k and my stepmom about 20k"),
    ("es", "mis padres ganan 40 mil y 35 mil"),
])
def test_two_parents_read_back_then_kept(lang, words):
    turn = talk(lang, OPEN[lang] + words)
    if proposed(turn):
        turn = talk(lang, OPEN[lang] + words, {"en": "yes", "es": "sí"}[lang])
    assert turn.answers.get("household") == "two_parent"


@pytest.mark.parametrize("lang,text", [
    ("en", "my husband and I make 90k, I'm writing for my son. he's a senior at Bowie High"),  # guard: a parent writing
    ("es", "soy la mamá, mi esposo y yo ganamos 90 mil. mi hijo está en último año en Bowie High"),  # guard
])
def test_parent_writing_unchanged(lang, text):
    turn = talk(lang, text)
    assert _household(turn) in (None, "two_parent")

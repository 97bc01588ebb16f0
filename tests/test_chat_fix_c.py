"""Reply wording of the chat (issue #8: honest, short replies). One table per class, English and
Spanish rows; the wording is ours."""
import pytest

from support import chat_so_far
from support import talk
from support import waiting

YES = {"en": "yes", "es": "sí"}
FIRST = {"en": "first time", "es": "primera vez"}


# --- the other earner invited is the one the student named --------------------------------------
# Class (a newcomer's finding): "I live with my mom and stepdad", then "my mom makes 40k", was
# answered "If your dad earns too": the note named a parent the student never named.

@pytest.mark.parametrize("lang,household,pay,invited,not_said", [
    ("en", "I live with my mom and stepdad", "my mom makes 40k", "If your stepdad earns too", "your dad earns"),
    ("en", "it's me, my dad and my step mom", "my dad makes 52k", "If your stepmom earns too", "your mom earns"),
    ("en", "I live with my mom and her husband", "my mom earns 3,000 a month", "If your stepdad earns too", "your dad earns"),
    ("es", "vivo con mi mamá y mi padrastro", "mi mamá gana 40 mil", "Si tu padrastro también gana", "papá"),
    ("es", "vivo con mi papá y mi madrastra", "mi papá gana 52 mil", "Si tu madrastra también gana", "mamá también"),
    ("es", "vivo con mi mamá y su esposo", "mi mamá gana 3 mil al mes", "Si tu padrastro también gana", "papá"),
])
def test_the_other_earner_invited_is_the_one_named(lang, household, pay, invited, not_said):
    turn = talk(lang, household, YES[lang], FIRST[lang], pay)
    assert invited in turn.reply and not_said not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said,invited", [
    ("en", "I live with my mom and stepdad, my mom makes 40k", "If your stepdad earns too"),
    ("es", "vivo con mi mamá y mi padrastro, mi mamá gana 40 mil", "Si tu padrastro también gana"),
])
def test_the_other_earner_named_in_the_same_message(lang, said, invited):
    assert invited in talk(lang, said).reply


# --- the answer about grandparents and guardians only when one is named ----------------------------
# Class (a newcomer's finding): "On the FAFSA, grandparents, legal guardians, aunts and uncles aren't
# your parents unless they adopted you" answered messages naming none ("vivo con mi familia", "mi
# situación familiar es complicada", "I live with my partner").

GUARDIANS_ANSWER = {"en": "grandparents, legal guardians", "es": "los abuelos, los tutores legales"}


@pytest.mark.parametrize("lang,said", [
    ("en", "I live with my partner"),
    ("es", "vivo con mi familia"),
    ("es", "mi situación familiar es complicada"),
    ("es", "vivo con mi pareja"),
])
def test_no_guardians_answer_when_none_is_named(lang, said):
    assert GUARDIANS_ANSWER[lang] not in talk(lang, said).reply


@pytest.mark.parametrize("lang,said", [
    ("en", "i live with my grandma, do i use her income?"),
    ("en", "I live with relatives"),
    ("es", "vivo con mis tíos, ¿cuenta lo de ellos?"),
    ("es", "mi abuela me crió, ¿se pone lo de ella?"),
])
def test_the_guardians_answer_when_one_is_named(lang, said):
    assert GUARDIANS_ANSWER[lang] in talk(lang, said).reply


# --- a word of kin that names no one is no relative's income ---------------------------------------
# Class (a newcomer's finding): "le dan una prima de 2 mil" (a bonus) was read as a cousin's pay and
# "she makes 20k as a tutor" as a guardian's: the pay was left out, with the note that a
# grandparent's or another relative's income doesn't count.

RELATIVES_NOTE = {"en": "not a grandparent's", "es": "no el de un abuelo"}
AT_INCOME = {**chat_so_far(3.0, "two_parent"), "household_size": 4}


@pytest.mark.parametrize("lang,said,total", [
    ("en", "my mom tutors, she makes 20k as a tutor and my dad 50k", 70_000),
    ("es", "mi papá gana 50 mil y le dan una prima de 2 mil", 52_000),
    ("es", "mi papá gana 50 mil, más la prima de navidad 3 mil", 53_000),
    ("es", "mi mamá gana 40 mil más primas de 5 mil al año", 45_000),
])
def test_a_bonus_or_a_job_is_no_relatives_income(lang, said, total):
    turn = waiting(AT_INCOME, "agi", said, lang)
    assert RELATIVES_NOTE[lang] not in turn.reply and f"${total:,}" in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "my dad makes 50k and my cousin makes 20k"),
    ("es", "mi papá gana 50 mil y mi prima gana 20 mil"),
    ("es", "mi papá gana 50 mil y una prima gana 20 mil"),
])
def test_a_relatives_pay_still_left_out(lang, said):
    turn = waiting(AT_INCOME, "agi", said, lang)
    assert RELATIVES_NOTE[lang] in turn.reply and "$50,000" in turn.reply, turn.reply

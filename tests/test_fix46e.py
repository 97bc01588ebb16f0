"""fix46e: numbers and grades read as the wrong fact, in both languages.

- Item 1 (ncA F12): an age beside two rates by the hour ("I'm 30 and married, I make $18 an hour and
  my husband makes $25 an hour", "tengo 30 años…") was a third amount, so the two rates were lost and
  "40 each" read as $40,000 each; the age is dropped (understand.two_rates), each one's hours asked.
- Item 2 (review 3): a letter average said of a relative ("my sister is a b student", "mi hermana saca
  puras B") is not the student's, and "plan b student" is no grade; "soy estudiante de B" and "saco
  puras B" are the student's own (understand.letter_average, _LETTER_AVERAGE).
- Item 3 (review 6): "average"/"promedio" beside hours, pay or people is no mark out of 100
  (understand._MARK_BEFORE_GPA).
- Item 4 (review 8b): a graduation told of a relative in a clause with no subject of its own ("my mom
  …, she is a grad student now and will grad in may 2027") is hers (understand._SAME_SUBJECT).
- Item 5 (review 10): "just my dad works, he makes 120k" is no one else working
  (understand.other_worker), "he" the dad (understand.one_earner_taken); "he is 45 and makes 60k"
  beside a dad and an uncle: the age no pay, the 60k whose is unclear (understand._uncounted_dropped).
"""
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import talk
from support import then
from support import waiting
from screener.chat import understand

AT_INCOME = {**CHAT_SO_FAR, "hs_gpa": 3.5}


# Item 1: an age is never a third amount beside two rates by the hour
@pytest.mark.parametrize("lang,said,hours,agi", [
    ("en", "I'm 30 and married, I make $18 an hour and my husband makes $25 an hour", "40 each", 89440),
    ("es", "tengo 30 años y estoy casada, gano 18 la hora y mi esposo 25 la hora", "40 cada uno", 89440),
    ("en", "im 30 and married, i make 18 an hour and my husband makes 25 an hour", "40 and 30", 18 * 40 * 52 + 25 * 30 * 52),
    ("es", "tengo 30 años, estoy casado, gano 18 la hora y mi esposa 25 la hora", "40 y 30", 18 * 40 * 52 + 25 * 30 * 52),
    ("en", "I'm married, I make $18 an hour and my husband makes $25 an hour", "40 each", 89440),  # guard
    ("es", "estoy casada, gano 18 la hora y mi esposo 25 la hora", "40 cada uno", 89440),  # guard
])
def test_an_age_is_no_rate(lang, said, hours, agi):
    turn = waiting(AT_INCOME, "household", said, lang)
    turn = then(turn, hours, lang)
    assert proposed(turn).get("agi") == agi, (turn.reply, proposed(turn))


# Item 2: a letter average of a relative is not the student's; "plan b" no grade; the Spanish own ones read
@pytest.mark.parametrize("lang,said", [
    ("en", "first time, im a senior at blair, my sister is a b student at montgomery college, zip 20910"),
    ("en", "first time, zip 20910, my brother is a B+ student"),
    ("es", "primera vez, soy senior en blair, mi hermana saca puras B en montgomery college, zip 20910"),  # guard
    ("es", "primera vez, zip 20910, mi hermano es estudiante de B"),  # guard (the Spanish forms were not read before)
])
def test_a_relatives_letter_is_not_the_students(lang, said):
    turn = talk(lang, said)
    assert "hs_gpa" not in proposed(turn) and "hs_gpa" not in turn.answers, (turn.reply, proposed(turn))


@pytest.mark.parametrize("text,want", [
    ("plan b student", None),
    ("i have a plan b student loan", None),
    ("my friend is a B+ student", None),
    ("mi hermana saca puras B", None),  # guard
    ("soy estudiante de B", ("B", "3.0")),
    ("saco puras B", ("B", "3.0")),
    ("soy estudiante de B+, zip 20910", ("B+", "3.3")),
    ("im a b student", ("B", "3.0")),  # guard
    ("B average", ("B", "3.0")),  # guard
    ("promedio de B", ("B", "3.0")),  # guard
    ("my cousin is an A student and im a b student", ("B", "3.0")),
])
def test_letter_average(text, want):
    assert understand.letter_average(text) == want


@pytest.mark.parametrize("lang,said,gpa", [
    ("es", "primera vez, zip 20910, soy estudiante de B", 3.0),
    ("es", "primera vez, zip 20910, saco puras B", 3.0),
    ("en", "first time, zip 20910, im a b student", 3.0),  # guard
    ("es", "primera vez, zip 20910, tengo promedio de B", 3.0),  # guard
])
def test_the_students_own_letter_is_read_back(lang, said, gpa):
    turn = talk(lang, said)
    assert float(proposed(turn).get("hs_gpa") or 0) == gpa, (turn.reply, proposed(turn))


# Item 3: an "average" of hours, pay or people is no mark out of 100
@pytest.mark.parametrize("text,want", [
    ("first time, zip 20910, i work like 30 average hours a week", None),
    ("trabajo como 30 promedio horas a la semana", None),
    ("i make like 25 average an hour", None),
    ("gano 25 de promedio la hora", None),
    ("gano 90 de promedio al dia", None),
    ("i have an 85 average", "85"),  # guard
    ("tengo 90 de promedio", "90"),  # guard
    ("92 gpa", "92"),  # guard
])
def test_gpa_mark_before(text, want):
    assert understand.gpa_mark_before(text) == want


OUT_OF_100 = {"en": "an average out of 100", "es": "un promedio sobre 100"}


@pytest.mark.parametrize("lang,said,asked", [
    ("en", "first time, zip 20910, i work like 30 average hours a week", False),
    ("es", "primera vez, zip 20910, trabajo como 30 promedio horas a la semana", False),
    ("en", "first time, zip 20910, i have an 85 average", True),  # guard
    ("es", "primera vez, zip 20910, tengo 90 de promedio", True),  # guard
])
def test_an_average_of_hours_is_no_mark(lang, said, asked):
    turn = talk(lang, said)
    assert (OUT_OF_100[lang] in turn.reply) == asked, turn.reply


# Item 4: a relative's graduation, said on in a clause with no subject of its own, is not the student's
@pytest.mark.parametrize("lang,said,month", [
    ("en", "first time, zip 20902, my mom went back to school, she is a grad student now and will grad in may 2027", None),
    ("en", "first time, zip 20902, my brother is a junior at blair and will graduate in june 2028", None),
    ("es", "primera vez, zip 20902, mi mamá volvió a estudiar y se gradúa en mayo 2027", None),
    ("es", "primera vez, zip 20902, mi hermano está en blair y se gradúa en junio 2028", None),
    ("en", "first time, zip 20902, i grad in may 2027", "2027-05"),  # guard
    ("es", "primera vez, zip 20902, me gradúo en mayo 2027", "2027-05"),  # guard
    ("en", "first time, zip 20902, my mom went back to school and i grad in may 2027", "2027-05"),  # guard
    ("es", "primera vez, zip 20902, mi hermano se graduó en 2019 y yo me gradúo en mayo 2027", "2027-05"),  # guard
])
def test_a_relatives_graduation_is_theirs(lang, said, month):
    turn = talk(lang, said)
    got = proposed(turn).get("hs_completion_date", turn.answers.get("hs_completion_date"))
    assert got == month, (turn.reply, got)


# Item 5: "just my dad works" is one earner; "he" the dad named
OTHER_WORKS = {"en": "someone else at home works too", "es": "alguien más en casa también trabaja"}
DADS = {"en": "your dad's $120,000", "es": "tu papá, $120,000"}
MOM_TOO = {"en": "If your mom earns too", "es": "Si tu mamá también gana"}


@pytest.mark.parametrize("lang,said", [
    ("en", "first time, graduating june 2027 from wheaton high, zip 20902, i live with my parents, just my dad works, he makes 120k"),
    ("en", "first time, zip 20902, i live with my parents, only my dad works, he makes 120k"),
    ("es", "primera vez, me gradúo en junio 2027 de wheaton high, zip 20902, vivo con mis papás, solo mi papá trabaja, gana 120 mil"),  # guard
])
def test_just_my_dad_works(lang, said):
    turn = talk(lang, said)
    assert OTHER_WORKS[lang] not in turn.reply, turn.reply
    assert DADS[lang] in turn.reply and MOM_TOO[lang] in turn.reply, turn.reply
    assert proposed(turn).get("agi", turn.answers.get("agi")) == 120000, (turn.reply, proposed(turn))


@pytest.mark.parametrize("lang,said", [
    ("en", "first time, zip 20902, i live with my parents, my dad makes 120k and my mom works at a school"),  # guard
    ("es", "primera vez, zip 20902, vivo con mis papás, mi papá gana 120 mil y mi mamá trabaja en una escuela"),  # guard
])
def test_another_who_works_still_asked(lang, said):
    turn = talk(lang, said)
    assert OTHER_WORKS[lang] in turn.reply, turn.reply


@pytest.mark.parametrize("text,lang,unclear", [
    ("i live with my dad and my uncle, he is 45 and makes 60k", "en", True),
    ("vivo con mi papá y mi tío, él tiene 45 años y gana 60 mil", "es", True),
    ("i live with my dad and my uncle, he makes 60k", "en", True),  # guard
    ("vivo con mi papá y mi tío, él gana 60 mil", "es", True),  # guard
    ("i live with my dad, he is 45 and makes 60k", "en", False),  # guard
    ("vivo con mi papá, él tiene 45 años y gana 60 mil", "es", False),  # guard
])
def test_an_age_after_a_pronoun_is_no_pay(text, lang, unclear):
    assert understand.pronoun_income_unclear(text, lang) == unclear

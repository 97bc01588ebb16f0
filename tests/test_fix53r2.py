"""fix53r2: a newcomer's findings on the merged code (false "likely eligible"), in both languages.

1. A false "likely eligible": "my son is a senior at bowie high, i get 85k a year, his dad lives with us"
   kept "Household income (AGI): $85,000" with no read-back, the dad at home never asked of; so "yo
   recibo 85 mil al año". understand.own_pay_only reads the writer's own pay by understand._OWN_PAY_SAID,
   which lacked the shared first-person verbs ("get", "recibo": understand._I_PAY_EN/_I_PAY_ES); the
   pay was taken for the household's whole income. _OWN_PAY_SAID now holds _I_PAY_EN and _I_PAY_ES
   ("recibo" added there), so the other parent's pay is asked, as for "I make 85k".
2. A false "likely eligible" after an aside: "I make 85k, his dad and his 2 sisters live with us", then
   "wait does this cover books?" (answered from the FAQ), then "his dad makes 70k": the own pay held for
   the other parent's (follow-up "spouse") was dropped by the aside (engine._finish put it again only
   after a blank message, never after an FAQ answer) and the dad's $70,000 kept alone as the AGI. The
   pay now stays held and the question is put again after the aside; the dad's pay is added ($155,000).
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import agi_said
from support import talk
from support import then

HI = {"en": "hi", "es": "hola"}


# 1. the writer's own pay by "get" / "recibo" beside the other parent at home: never kept as the household's unasked
@pytest.mark.parametrize("lang,message", [
    ("en", "my son is a senior at bowie high, i get 85k a year, his dad lives with us"),
    ("es", "mi hijo está en el último año en bowie high, yo recibo 85 mil al año, su papá vive con nosotros"),
    ("en", "my daughter is a senior at bowie high, i get 85k a year, her dad lives with us"),
    ("es", "mi hija está en el último año en bowie high, recibo 85 mil al año, su papá vive con nosotros"),
    ("en", "my son is a senior at bowie high, i make 85k a year, his dad lives with us"),              # guard
    ("es", "mi hijo está en el último año en bowie high, yo gano 85 mil al año, su papá vive con nosotros"),  # guard
])
def test_own_pay_by_get_not_the_household(lang, message):
    turn = talk(lang, HI[lang], message)
    assert "agi" not in turn.answers, (turn.reply, turn.answers)  # (failed before: 85000 kept, no read-back)
    assert turn.conversation.expecting == "agi" and turn.conversation.follow_up.get("a") == 85000, turn.reply
    assert (turn.assessment or {}).get("status") is None


# 1. a student's own pay by "get": their parents' asked (as for "I make 20k")
@pytest.mark.parametrize("lang,message", [
    ("en", "i get 20k a year"),
    ("es", "yo recibo 20 mil al año"),
    ("en", "i make 20k a year"),      # guard
    ("es", "yo gano 20 mil al año"),  # guard
])
def test_student_own_pay_by_get_asks_parents(lang, message):
    turn = talk(lang, HI[lang], message)
    assert "agi" not in turn.answers and turn.conversation.expecting == "agi", (turn.reply, turn.answers)


# 2. an aside answered while the other parent's pay is asked: the pay held and the question put again
@pytest.mark.parametrize("lang,first,aside,other,agi", [
    ("en", "I make 85k, his dad and his 2 sisters live with us", "wait does this cover books?", "his dad makes 70k", 155000),
    ("es", "yo gano 85 mil, su papá y sus 2 hermanas viven con nosotros", "¿esto cubre los libros?", "su papá gana 70 mil", 155000),
    ("en", "my daughter is a senior, I make 60k, her dad lives with us", "does it pay for books?", "her dad makes 50k", 110000),
    ("es", "mi hija está en el último año, gano 60 mil, su papá vive con nosotros", "¿paga los libros?", "su papá gana 50 mil", 110000),
])
def test_aside_keeps_held_pay(lang, first, aside, other, agi):
    turn = talk(lang, HI[lang], first)
    assert turn.conversation.expecting == "agi", turn.reply
    turn = then(turn, aside, lang)
    assert turn.conversation.expecting == "agi", turn.reply  # (failed before: the flow's first question put instead)
    turn = then(turn, other, lang)
    assert agi_said(turn) == agi, (turn.reply, turn.answers)  # (failed before: the other parent's pay alone)
    assert (turn.assessment or {}).get("status") != "likely_eligible"


# 2. guard: the held pay's question answered plainly keeps working
@pytest.mark.parametrize("lang,first,other,agi", [
    ("en", "I make 85k, his dad and his 2 sisters live with us", "his dad makes 70k", 155000),           # guard
    ("es", "yo gano 85 mil, su papá y sus 2 hermanas viven con nosotros", "su papá gana 70 mil", 155000),  # guard
])
def test_guard_held_pay_answered(lang, first, other, agi):
    turn = then(talk(lang, HI[lang], first), other, lang)
    assert agi_said(turn) == agi, (turn.reply, turn.answers)

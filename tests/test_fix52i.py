"""fix52i: a newcomer's findings on the round's start code: a parent's ex elsewhere dropped (a false "likely eligible").

a. A parent: "my daughter is a senior at Wheaton High. she lives with me, I make 60k. her dad makes 50k, he lives in
   Ohio" (es "… vive conmigo, yo gano 60 mil. su papá gana 50 mil y vive en Ohio") read back only "Household income
   (AGI): $60,000", the dad's $50,000 never named, and a "yes" gave "likely eligible"; a student saying the same facts
   ("I live with my mom, she makes 60k. my dad makes 50k, he lives in Ohio") is told why the other parent's pay is left
   out and gets "needs more info" (the law unclear: $110,000 > $100,000). Cause: the parents were read as apart only
   when the writer said a divorce, "never married" or "not together" (understand.writer_apart_from_other): the child's
   home with the writer and the other parent's home elsewhere said nothing of the two, so the ex's clause was dropped
   unweighed with the home elsewhere (understand._away_income). Now the child living with the writer ("she lives with
   me", "vive conmigo") beside the child's other parent living elsewhere (understand.away_clauses, whatever the order
   and with the pay said first) is a writer apart (understand._other_parent_away): the ex's pay left out, said why,
   and weighed by the rules (rules.APART_PARENT_AGI): "needs more info", never "likely eligible".
e. Divorced parents' pay each ("my parents are divorced, my mom makes 40k and my dad makes 60k") asks "Which parent is
   that: your mom ($40,000) or your dad ($60,000)?" (understand.APART_WHICH) with no quick replies, though its answers
   are few. Now "Mom", "Dad", "Both" ("Mamá", "Papá", "Los dos") are offered (engine._apart_which_replies), each read
   as typed: one parent's pay kept, or both amounts (fix49j).
Not done (deadline): b (three pays, one by the hour, "i make 50k/yr and mom makes 3k/mo and dad 20/hr": the total
asked "as one number", nothing kept), c (an out-of-state GED and a prior associate's in a first message: put as their
questions, never read back, engine._would_rule_out's policy), d (the page's language), e's guardian household.
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import agi_said
from support import proposed
from support import talk
from support import then
from support import to_result
from screener.chat import understand

HI = {"en": "hi", "es": "hola"}
ANSWERS = {"en": {"in_state_tuition": "yes", "program": "associate", "credits_per_semester": "15", "aid_application": "fafsa",
                  "full_cost_scholarship": "no", "household": "one parent", "zip": "20902", "hs_gpa": "3.0"},
           "es": {"in_state_tuition": "sí", "program": "título de asociado", "credits_per_semester": "15",
                  "aid_application": "fafsa", "full_cost_scholarship": "no", "household": "un solo padre o madre",
                  "zip": "20902", "hs_gpa": "3.0"}}
UNCLEAR = {"en": "The law is unclear here", "es": "Aquí la ley no es clara"}


# a. a parent, the child living with them, the child's other parent elsewhere with their own pay: the writer's pay
# read back, the ex's weighed ($110,000 > $100,000): the law unclear, never "likely eligible"
EX_ELSEWHERE = [
    ("en", "my daughter is a senior at Wheaton High. she lives with me, I make 60k. her dad makes 50k, he lives in Ohio"),  # (failed before)
    ("es", "mi hija está en último año en Wheaton High. vive conmigo, yo gano 60 mil. su papá gana 50 mil y vive en Ohio"),  # (failed before)
    ("en", "my son is a senior at Wheaton High, he lives with me. I make 60k and his dad makes 50k, his dad lives in Ohio"),  # (failed before)
    ("es", "mi hijo está en último año en Wheaton High, vive conmigo. yo gano 60 mil y su papá gana 50 mil, él vive en Ohio"),  # (failed before)
    ("en", "my daughter is a senior at Wheaton High. she lives with me, I make 60k. her dad lives in Ohio and makes 50k"),  # (held on integ: either order)
    ("es", "mi hija está en último año en Wheaton High. vive conmigo, yo gano 60 mil. su papá vive en Ohio y gana 50 mil"),  # (held on integ)
]


@pytest.mark.parametrize("lang,message", EX_ELSEWHERE)
def test_ex_elsewhere_weighed(lang, message):
    turn = talk(lang, HI[lang], message)
    assert agi_said(turn) == 60000, (turn.reply, proposed(turn))
    assert turn.conversation.apart == (60000, 50000), (turn.reply, turn.conversation.apart)
    turn = to_result(turn, lang, ANSWERS[lang])
    assert turn.answers.get("agi") == 60000, turn.answers
    assert (turn.assessment or {}).get("status") == "needs_more_info", turn.reply
    assert UNCLEAR[lang] in turn.reply, turn.reply


# a. the reading itself: the writer apart from the child's other parent
@pytest.mark.parametrize("lang,message,apart", [
    ("en", "she lives with me, I make 60k. her dad makes 50k, he lives in Ohio", True),  # (failed before)
    ("es", "vive conmigo, yo gano 60 mil. su papá gana 50 mil y vive en Ohio", True),  # (failed before)
    ("en", "he stays with me, his mom makes 40k but she lives in Texas", True),  # (failed before)
    ("en", "his dad lives in texas. i make 95k and his dad makes 80k", False),  # guard (no child's home said: fix50u)
    ("es", "su papá vive en texas. yo gano 95 mil y su papá 80 mil", False),  # guard
    ("en", "she doesn't live with me, her dad makes 50k, he lives in Ohio", False),  # guard (no home with the writer)
    ("en", "she lives with me and her dad, I make 60k and her dad makes 50k", False),  # guard (both at home)
    ("en", "she lives with me, her grandma lives in Ohio", False),  # guard (no parent elsewhere)
])
def test_writer_apart_read(lang, message, apart):
    assert understand.writer_apart_from_other(message) is apart


# e. "Which parent is that…?" offers its few answers as quick replies; a tap is read as typed
APART = {"en": ("first time", "my parents are divorced, my mom makes 40k and my dad makes 60k"),
         "es": ("primera vez", "mis papás están divorciados, mi mamá gana 40 mil y mi papá 60 mil")}
CHOICES = {"en": ("Mom", "Dad", "Both"), "es": ("Mamá", "Papá", "Los dos")}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_apart_which_quick_replies(lang):
    turn = talk(lang, *APART[lang])
    assert tuple(turn.quick_replies) == CHOICES[lang], (turn.reply, turn.quick_replies)  # (failed before: none)


@pytest.mark.parametrize("lang,pick,agi", [
    ("en", 0, 40000), ("en", 1, 60000), ("es", 0, 40000), ("es", 1, 60000),  # guard (typed, read so on integ: the labels fit)
    ("en", 2, 40000), ("es", 2, 40000),  # both kept: the lower as the income, the other beside it (fix49j)
])
def test_apart_which_tap_read(lang, pick, agi):
    turn = then(talk(lang, *APART[lang]), CHOICES[lang][pick], lang)
    assert agi_said(turn) == agi, (turn.reply, proposed(turn))


@pytest.mark.parametrize("lang,message", [
    ("en", "i live with my mom, she makes 60k"),  # guard: no "Which parent?" asked, no such buttons
    ("es", "vivo con mi mamá, ella gana 60 mil"),  # guard
])
def test_guard_no_apart_buttons(lang, message):
    turn = talk(lang, APART[lang][0], message)
    assert not set(turn.quick_replies) & set(CHOICES[lang]), turn.quick_replies

"""Income findings, round 28 (fix28a): pay lost or replaced on the way to a verdict. A pay verb
mistyped; a married student's own pay held beside a read-back, then the spouse's pay; a "yes"
beside a question; an answer to another question at the spouse's question; an income corrected
after the result. Never a false "likely eligible" from a part lost. The wording is ours, English
and Spanish rows."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from support import at_income
from support import at_income_said as talk
from support import income_read_back as read_back
from support import talk as chat
from support import then

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}





# --- a pay verb mistyped: still a pay verb (a letter dropped, swapped or doubled) --------------------

@pytest.mark.parametrize("first,second,lang,total", [
    ("my dad makes 60k", "my mom maks 45k", "en", 105_000),
    ("my dad makes 60k", "and my mom mkes 45k", "en", 105_000),
    ("my mom makes 45k", "my dad gna make 60k this year", "en", 105_000),
    ("my mom makes 45k", "my dad earsn 60k", "en", 105_000),
    ("mi papá gana 60 mil", "mi mamá gna 40 mil", "es", 100_000),
    ("mi mamá gana 45 mil", "mi papa gnaa 40 mil", "es", 85_000),
])
def test_a_mistyped_pay_verb_still_adds_the_other_parents_pay(first, second, lang, total):
    turn = talk("two_parent", lang, first)
    if "agi" in turn.conversation.pending:
        turn = respond(turn.conversation, YES[lang], lang, TODAY)
    turn = respond(turn.conversation, second, lang, TODAY)
    assert read_back(turn) == total, turn.reply


@pytest.mark.parametrize("said,lang", [
    ("i will take 12 credits", "en"),
    ("me gradué hace 3 años", "es"),
])
def test_no_pay_verb_slip_in_other_words(said, lang):
    from screener.chat import understand
    assert not understand.income_cued(said)


# --- a married student's own pay held beside a first read-back, then the spouse's pay -----------------

OPENING = {"en": "hi im 33, married, i want to go back to school full time at ccbc. i make 96k",
           "es": "hola tengo 33 años, estoy casada, quiero volver a estudiar tiempo completo en ccbc. gano 96 mil al año"}
COUNTY = {"en": "baltimore county", "es": "condado de baltimore"}


@pytest.mark.parametrize("lang,spouse", [
    ("en", "my husband makes $40 an hour, 40 hours a week"),
    ("en", "my wife earns 40/hr, 40 hrs a week"),
    ("es", "mi esposo gana 40 dolares la hora, 40 horas a la semana"),
])
@pytest.mark.parametrize("between", [False, True])
def test_the_spouses_pay_is_added_to_the_own_pay_held(lang, spouse, between):
    turn = chat(lang, OPENING[lang], *([COUNTY[lang]] if between else []), spouse)
    assert turn.conversation.pending.get("agi") == {"agi": "179200"} or read_back(turn) == 179_200, turn.reply
    assert [p[0] for p in turn.conversation.earners][:1] == ["self"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_own_pay_held_through_another_answer_to_the_read_back(lang):
    turn = chat(lang, OPENING[lang], COUNTY[lang], YES[lang])
    assert "96,000" in turn.reply and turn.expecting == "agi" and "agi" not in turn.answers, turn.reply


# --- another answer said instead of the answer to the spouse's (parents') question: the pay held -------

@pytest.mark.parametrize("household,lang,own,other,yes,asked", [
    ("married", "en", "I make 50,000", "i live in pg", "yes", "spouse"),
    ("married", "es", "gano 50 mil", "vivo en pg", "sí", "esposo"),
    ("single", "en", "i make 20k", "i live in pg", "yes", "parents"),
    ("single", "es", "gano 20 mil", "vivo en pg", "sí", "padres"),
])
def test_another_answer_at_the_whose_question_keeps_the_pay(household, lang, own, other, yes, asked):
    turn = talk(household, lang, own, other)
    assert turn.conversation.pending.get("county") == {"county": "prince-georges"}, turn.reply
    turn = respond(turn.conversation, yes, lang, TODAY)
    assert turn.answers.get("county") == "prince-georges" and "agi" not in turn.answers
    assert asked in turn.reply and ("50,000" in turn.reply or "20,000" in turn.reply), turn.reply


# --- "yes" to "Which answer is that number for?": no answer, the facts kept, which one asked again -----

@pytest.mark.parametrize("lang,said", [
    ("en", ("new", "no", "21044", "im a senior at centennial graduating june 2027, 12 credits", "no", "45k")),
    ("es", ("nuevo", "no", "21044", "soy senior en centennial, me gradúo en junio 2027, 12 créditos", "no", "45 mil")),
])
def test_a_yes_to_which_answer_keeps_the_facts(lang, said):
    turn = chat(lang, *said)
    before = dict(turn.conversation.pending)
    assert before, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.conversation.pending == before, turn.reply

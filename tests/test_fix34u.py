"""fix34u, a false "likely eligible" a newcomer found through POST /api/v1/chat: one parent's pay
said at the end of an opening with a ZIP, a year and a GPA ("…, zip 20715, graduating June 2027,
gpa 3.0, my mom makes 120k") was kept with no part of whose it is, so two parents said later never
asked the other's pay; a total restating the one amount ("my mom makes 40k, so its 40k") was added
to it; the sum of two parents' pay said after the result was said twice. The wording is ours."""
import pytest

from support import chat_done
from support import chat_so_far
from support import other_parent_asked
from support import talk
from support import then
from support import waiting

from screener.chat import understand

YES = {"en": "yes", "es": "sí"}

# --- item 1: one parent's pay said in a long opening is that parent's, held once two parents are said ---

OPENINGS = [
    ("en", "senior at Bowie High, zip 20715, graduating June 2027, gpa 3.0, my mom makes 120k",
     "I live with my mom and my dad", ("mom", 120000.0, 1), "dad"),
    ("en", "senior at Bowie High, zip 20715, graduating June 2027, gpa 3.0, My dad makes 80k a year",
     "I live with both my parents", ("dad", 80000.0, 1), "mom"),
    ("es", "estoy en 12 grado en Bowie High, código postal 20715, me gradúo en junio 2027, promedio 3.0, mi mamá gana 60 mil",
     "vivo con mi mamá y mi papá", ("mom", 60000.0, 1), "dad"),
    ("es", "estoy en 12 grado en Bowie High, código postal 20715, me gradúo en junio 2027, promedio 3.0, mi papá gana 80 mil al año",
     "vivo con mis dos papás", ("dad", 80000.0, 1), "mom"),
]


@pytest.mark.parametrize("lang,opening,home,part,other", OPENINGS)
def test_one_parents_pay_in_a_long_opening_is_that_parents(lang, opening, home, part, other):
    turn = talk(lang, opening)
    assert float(turn.answers.get("agi") or 0) == part[1] and turn.conversation.earners == (part,), turn.reply
    turn = then(turn, home, lang)
    if turn.conversation.pending:
        turn = then(turn, YES[lang], lang)
    assert turn.answers.get("household") == "two_parent", turn.reply
    assert other_parent_asked(turn) and turn.conversation.follow_up.get("o") == other, turn.reply
    assert "agi" not in turn.answers and turn.assessment is None, turn.reply


@pytest.mark.parametrize("lang,text,clause_part", [(lang, o, p) for lang, o, _, p, _ in OPENINGS])
def test_the_pay_clause_of_a_long_opening(lang, text, clause_part):
    # (the whole message gives no parts: the ZIP read as a second amount)
    assert understand.income_parts(text, lang, clause_part[1]) == ()
    assert understand.pay_clause(text, lang, clause_part[1])[1] == (clause_part,)


# --- item 3: a total restating the one amount is that amount ---------------------------------------

RESTATED = [
    ("en", "my mom makes 40k, so its 40k", 40000),
    ("en", "my mom makes 60k, so its 60k total", 60000),
    ("es", "mi mamá gana 60 mil, entonces son 60 mil", 60000),
    ("es", "mi mamá gana 60 mil, en total 60 mil", 60000),
    # (two earners named: each their own pay, added)
    ("en", "my mom makes 40k, my dad 40k total", 80000),
    ("es", "mi mamá gana 40 mil y mi papá 40 mil", 80000),
    ("en", "my mom makes 40k, my dad makes 40k, so its 80k", 80000),
]


@pytest.mark.parametrize("lang,text,total", RESTATED)
def test_a_total_restating_the_one_amount_is_that_amount(lang, text, total):
    reading = understand.income(text, lang)
    assert reading.problem is None and float(reading.form["agi"]) == total, reading


@pytest.mark.parametrize("lang,text,total", RESTATED[:3])
def test_the_restated_total_is_read_back_once(lang, text, total):
    turn = talk(lang, text)
    shown = float(turn.conversation.pending.get("agi", {}).get("agi") or turn.answers.get("agi") or 0)
    assert shown == total, turn.reply


# --- item 4: the sum of two parents' pay said after the result is said once -----------------------

AFTER = [
    ("en", "oh wait my mom makes 90k and my dad makes 50k", "$140,000", "Added together, that's"),
    ("es", "ah espera, mi mamá gana 90 mil y mi papá gana 50 mil", "$140,000", "Sumado, son"),
]


@pytest.mark.parametrize("household", ["two_parent", None])
@pytest.mark.parametrize("lang,text,total,alone", AFTER)
def test_the_sum_is_said_once_after_the_result(lang, text, total, alone, household):
    turn = waiting(chat_done(chat_so_far(3.0, household)), None, text, lang)
    assert float(turn.conversation.pending["agi"]["agi"]) == 140000, turn.reply
    reply = str(turn.reply)
    before_check = reply.split("\n\n")[:-3]  # (the sum said before the read-back, the read-back's own line apart)
    assert sum(p.count(total) for p in before_check) == 1, reply


# --- item 1 after the result: one parent's pay kept for one parent, then both parents said --------

AFTER_RESULT = [
    ("en", OPENINGS[0][1], "just me and my mom", "actually I live with both my parents", ("mom", 120000.0, 1)),
    ("es", OPENINGS[2][1], "solo mi mamá y yo", "en realidad vivo con mi mamá y mi papá", ("mom", 60000.0, 1)),
]


@pytest.mark.parametrize("lang,opening,one,both,part", AFTER_RESULT)
def test_both_parents_said_after_the_result_hold_the_one_pay(lang, opening, one, both, part):
    from test_chat_fix30a import _to_result
    turn = _to_result(talk(lang, opening), lang)
    assert turn.expecting == "household", turn.reply  # (asked before a result on one parent's pay)
    turn = then(turn, one, lang)
    if turn.conversation.pending:
        turn = then(turn, YES[lang], lang)
    assert turn.assessment is not None and float(turn.answers["agi"]) == part[1], turn.reply
    turn = then(turn, both, lang)
    if turn.conversation.pending:
        turn = then(turn, YES[lang], lang)
    assert other_parent_asked(turn) and turn.conversation.follow_up.get("e") == part[0], turn.reply


# --- item 2 (regression guard): an adult's own pay, "I'm not sure" to the parents' in it ------------

ADULT = [
    ("en", "I'm 45, I live in Hagerstown, graduated from South Hagerstown High in 1998. I want to do a noncredit "
           "CDL truck driving certificate. I'm single, I make 32k", "I'm not sure"),
    ("es", "Tengo 45 años, vivo en Hagerstown, me gradué de South Hagerstown High en 1998. Quiero hacer un certificado "
           "sin créditos de manejo de camiones CDL. Soy soltero, gano 32 mil", "no estoy seguro"),
]


@pytest.mark.parametrize("lang,opening,unsure", ADULT)
def test_an_adults_own_pay_stays_held_through_im_not_sure(lang, opening, unsure):
    from screener.rules import income_combined_with
    turn = then(talk(lang, opening), YES[lang], lang)
    assert turn.answers.get("household") == "single" and income_combined_with("single") == "parents"
    assert turn.conversation.follow_up.get("k") == "parents" and "$32,000" in str(turn.reply), turn.reply
    turn = then(turn, unsure, lang)
    assert "agi" not in turn.answers and "agi" not in turn.conversation.pending, turn.reply
    assert turn.conversation.follow_up == {"k": "held", "a": 32000.0}, turn.conversation.follow_up

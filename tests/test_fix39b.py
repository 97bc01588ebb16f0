"""fix39b: pieces of one earner's pay (false "likely eligible").

1) One earner's pay said in pieces ("my mom works two jobs, 60k and 50k"), then one piece corrected
   by its place alone ("actually the second one is 45k not 50k", "perdón, el segundo es 45 mil, no
   50"): the piece was kept as the whole income ($45,000; truth $105,000). The piece named by its
   place replaces that piece; the new sum is read back with its pieces (kept, read back, or held while
   the other parent's pay is asked).
2) "+ 10k" with a space ("+ 10 mil") after a kept income adds like "plus 10k" (fix38r).
3) Overtime, tips or a bonus said with no amount after a kept income ("she does overtime too", "él
   hace horas extras"): was answered from the FAQ, the income kept as if whole; now the pay is held
   and what it came to asked; an amount under the pay held is the overtime alone, added.

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from screener.chat import understand
from support import at_income_said
from support import income_read_back
from support import other_parent_asked
from support import BOWIE_SENIOR_OPENING
from support import JUST_MOM
from support import SAYS_YES
from support import proposed
from support import talk
from support import then

OPENING = BOWIE_SENIOR_OPENING
YES = SAYS_YES
ONE_PARENT = JUST_MOM
TWO_PARENTS = {"en": "my mom and dad", "es": "vivo con mi mamá y mi papá"}
PIECES = {"en": "my mom works two jobs, 60k and 50k", "es": "mi mamá tiene dos trabajos, 60 mil y 50 mil"}

# --- item 1: a piece named by its place alone ------------------------------------------------------

# (lang, the correction, the new sum)
CORRECTIONS = [
    ("en", "actually the second one is 45k not 50k", 105000),
    ("en", "oops the second is 45k not 50k", 105000),
    ("en", "sorry, the first one is 70k, not 60k", 120000),
    ("es", "perdón, el segundo es 45 mil, no 50", 105000),
    ("es", "perdón, la primera es 70 mil, no 60", 120000),
]


@pytest.mark.parametrize("confirmed", [False, True])
@pytest.mark.parametrize("lang,correction,new", CORRECTIONS)
def test_a_piece_named_by_its_place_replaces_that_piece(lang, correction, new, confirmed):
    turn = talk(lang, *OPENING[lang], ONE_PARENT[lang], PIECES[lang])
    assert float(proposed(turn)["agi"]) == 110000, turn.reply
    if confirmed:
        turn = then(turn, YES[lang], lang)
        assert float(turn.answers["agi"]) == 110000, turn.reply
    turn = then(turn, correction, lang)
    assert float(proposed(turn).get("agi") or 0) == new, (turn.reply, proposed(turn))
    turn = then(turn, YES[lang], lang)
    assert float(turn.answers["agi"]) == new, (turn.reply, turn.answers)


@pytest.mark.parametrize("lang,correction,new", CORRECTIONS)
def test_a_piece_of_the_pay_held_named_by_its_place(lang, correction, new):
    # (one parent's pay held, the other's asked: the held pay's piece replaced, the other's asked again)
    turn = talk(lang, *OPENING[lang], TWO_PARENTS[lang], PIECES[lang])
    assert other_parent_asked(turn), turn.reply
    turn = then(turn, correction, lang)
    assert other_parent_asked(turn), turn.reply
    assert float(turn.conversation.follow_up["a"]) == new, (turn.reply, turn.conversation.follow_up)
    assert f"${new:,}" in turn.reply, turn.reply


# (text, the piece it names) — rows marked guard passed before the fix
PLACES = [
    ("actually the second one is 45k not 50k", "second"),  # guard
    ("sorry, my dad's second job pays 45k, not 30k", "second"),  # guard
    ("perdón, el segundo es 45 mil, no 50", "second"),
    ("la primera paga 40 mil, no 30", "first"),
    ("oops the second is 45k not 50k", "second"),
    ("la segunda es de 45 mil", "second"),
    ("my second semester", None),  # guard
    ("the second semester I'll take 12 credits", None),  # guard
]


@pytest.mark.parametrize("text,which", PLACES)
def test_piece_named(text, which):
    assert understand.piece_named(text) == which


# --- item 2: "+ 10k" ------------------------------------------------------------------------------

# (lang, the bare total kept, the amount said on top after it)
PLUS_SIGN = [
    ("en", "95000", "+ 10k"),
    ("en", "95000", "+10k"),  # guard
    ("es", "95000", "+ 10 mil"),
    ("es", "95000", "+10 mil"),  # guard
]


@pytest.mark.parametrize("confirmed", [True, False])
@pytest.mark.parametrize("lang,total,more", PLUS_SIGN)
def test_a_plus_sign_adds_on_top_of_a_kept_total(lang, total, more, confirmed):
    turn = at_income_said("single_parent", lang, total, *((YES[lang],) if confirmed else ()), more)
    assert income_read_back(turn) == 105000 and "agi" not in turn.answers, (turn.reply, turn.answers)
    assert "$95,000" in turn.reply and "$10,000" in turn.reply and "$105,000" in turn.reply, turn.reply


# --- item 3: overtime with no amount after a kept income -------------------------------------------

# (lang, the household, the pay, the overtime said, the answer to what it came to, the income read back)
OVERTIME = [
    ("en", "just me and my mom", "my mom makes 60k", "she does overtime too", "about 5k", 65000),
    ("en", "just me and my mom", "my mom makes 60k", "she does overtime too", "about 68k", 68000),
    ("en", "just me and my mom", "my mom makes 60k", "plus she gets tips", "around 8k", 68000),
    ("es", "solo mi papá y yo", "mi papá gana 60 mil", "él hace horas extras", "como 5 mil", 65000),
    ("es", "solo mi papá y yo", "mi papá gana 60 mil", "y también recibe propinas", "unos 70 mil", 70000),
]


@pytest.mark.parametrize("lang,household,pay,overtime,answer,income", OVERTIME)
def test_overtime_with_no_amount_is_asked(lang, household, pay, overtime, answer, income):
    turn = talk(lang, *OPENING[lang], household, pay, YES[lang])
    assert float(turn.answers["agi"]) == 60000, turn.reply
    turn = then(turn, overtime, lang)
    assert "agi" not in turn.answers and turn.expecting == "agi", (turn.reply, turn.answers)
    assert turn.conversation.follow_up.get("k") == "extra" and "$60,000" in turn.reply, turn.reply
    turn = then(turn, answer, lang)
    assert float(proposed(turn).get("agi") or 0) == income, (turn.reply, proposed(turn))


# guard: overtime said not to be, or included, or asked about: the income kept stands
NOT_ON_TOP = [
    ("en", "she doesn't do overtime"),
    ("en", "that includes her overtime"),
    ("es", "no hace horas extras"),
]


@pytest.mark.parametrize("lang,text", NOT_ON_TOP)
def test_overtime_denied_keeps_the_income(lang, text):
    turn = talk(lang, *OPENING[lang], ONE_PARENT[lang], {"en": "my mom makes 60k", "es": "mi mamá gana 60 mil"}[lang],
                YES[lang], text)
    assert float(turn.answers["agi"]) == 60000, (turn.reply, turn.answers)
    assert turn.conversation.follow_up.get("k") != "extra", turn.reply


# (text, the earners it names, or None when it says no extra with no amount; a new reading: every row fails before)
UNSAID = [
    ("she does overtime too", ("she",)),
    ("él hace horas extras", ("he",)),
    ("plus tips", ()),
    ("plus 5k overtime", None),
    ("she makes 60k with overtime", None),
    ("she doesn't do overtime", None),
]


@pytest.mark.parametrize("text,named", UNSAID)
def test_extra_unsaid_alone(text, named):
    lang = "es" if "horas" in text else "en"
    if named is not None:
        assert understand.extra_unsaid_alone(text, lang) == named
    else:
        assert understand.extra_unsaid_alone(text, lang) is None


# the same said to the income's read-back, before its "yes"
def test_overtime_with_no_amount_at_the_read_back_is_asked():
    turn = at_income_said("single_parent", "en", "my mom makes 5k a month")
    assert income_read_back(turn) == 60000, turn.reply
    turn = then(turn, "she does overtime too", "en")
    assert "agi" not in proposed(turn) and turn.conversation.follow_up.get("k") == "extra", turn.reply
    turn = then(turn, "about 5k", "en")
    assert float(proposed(turn).get("agi") or 0) == 65000, (turn.reply, proposed(turn))

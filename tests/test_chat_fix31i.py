"""Classes of fix31i (false "likely eligible" paths found on main). A parent lived with whose pay
is told in a relative clause ("lives with our mom who makes 90k") is read as that parent's pay,
never the other parent's pay kept alone; one amount said of both parents without a verb, by "the
same" or "x2" ("both 80k", "80k x2", "los dos 80 mil") is asked, each or together. The wording is ours."""
import datetime as dt

import pytest

from support import at_income
from support import proposed
from support import talk
from support import then

DAY = dt.date(2026, 12, 1)


def _agi(turn):
    return proposed(turn).get("agi", turn.answers.get("agi"))


# --- item 1: "lives with <parent> who makes X" -----------------------------------------------------

@pytest.mark.parametrize("text,lang", [
    ("helping my cousin, senior at Kennedy High, 3.1, he lives with his dad who earns 65k and his stepmom makes 45k", "en"),
    ("my niece stays with her mother, who makes 65k, and her stepfather makes 45k a year", "en"),
    ("ayudo a mi hermanito, último año en Kennedy High, 3.1, vive con nuestro papá que gana 65 mil y nuestra madrastra gana 45 mil al año", "es"),
])
def test_pay_in_a_relative_clause_is_that_parents(text, lang):
    turn = talk(lang, text)
    assert _agi(turn) == 110000, turn.reply


# --- item 2: "both 80k", "80k x2", "they make the same, 80k" ---------------------------------------

@pytest.mark.parametrize("text,lang", [
    ("both 70k", "en"), ("70k both", "en"), ("70k x2", "en"), ("70k both of them", "en"),
    ("they earn the same, 70k", "en"),
    ("las dos 70 mil", "es"), ("70 mil ambos", "es"), ("ganan lo mismo, unos 70 mil", "es"),
])
def test_one_amount_of_both_without_a_verb_is_asked(text, lang):
    from screener.chat.engine import respond
    turn = respond(at_income("two_parent", lang), text, lang, DAY)
    assert "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply
    assert turn.conversation.follow_up.get("k") == "both", turn.reply
    assert "$140,000" in turn.reply, turn.reply


@pytest.mark.parametrize("text,answer,lang,agi", [
    ("70k x2", "each", "en", 140000), ("both 70k", "together", "en", 70000),
    ("70 mil los dos", "cada uno", "es", 140000), ("ganan lo mismo, 70 mil", "juntos", "es", 70000),
])
def test_the_bare_form_answered_each_or_together(text, answer, lang, agi):
    from screener.chat.engine import respond
    turn = respond(at_income("two_parent", lang), text, lang, DAY)
    turn = then(turn, answer, lang)
    assert _agi(turn) == agi, turn.reply


@pytest.mark.parametrize("text,lang", [("70k", "en"), ("70 mil", "es"), ("70k a year", "en")])
def test_a_plain_amount_is_still_kept(text, lang):
    from screener.chat.engine import respond
    turn = respond(at_income("two_parent", lang), text, lang, DAY)
    assert _agi(turn) == 70000, turn.reply

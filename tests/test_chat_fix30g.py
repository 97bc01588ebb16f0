"""Classes of fix30g (a newcomer's findings). Pay said "per paycheck" with the period beside it
("every 2 weeks", "cada 2 semanas", "biweekly", "cada quincena") is paid by that period, never
$2 a week; "she's paid 4,100 every 2 weeks" is pay, read back; a tiny year worked out from a pay
period is asked, never kept nor read back. The wording is ours."""
import pytest

from screener.chat import understand
from support import at_income_said
from support import income_read_back
from support import proposed
from support import talk


@pytest.mark.parametrize("text,lang,year", [
    ("my mom gets 3,200 on each paycheck, every two weeks", "en", 83200),
    ("he is paid 3200 each check which is biweekly", "en", 83200),
    ("my mom gets 2,500 per paycheck every 2 weeks", "en", 65000),
    ("mi papá recibe 3200 por cheque cada 2 semanas", "es", 83200),
    ("a mi mamá le pagan 1500 por cheque cada quincena", "es", 36000),
])
def test_a_paycheck_with_its_period_beside_it_is_paid_by_that_period(text, lang, year):
    assert understand.income(text, lang).form == {"agi": str(year)}
    turn = talk(lang, text)
    assert proposed(turn).get("agi") in (str(year), year, float(year)), turn.reply


@pytest.mark.parametrize("text,lang", [
    ("she's paid 2,800 every 2 weeks", "en"),
    ("he's paid 2800 every two weeks", "en"),
])
def test_paid_by_a_period_is_pay(text, lang):
    turn = talk(lang, text)
    assert float(proposed(turn).get("agi")) == 72800, turn.reply


@pytest.mark.parametrize("text,lang", [
    ("paycheck every 2 weeks", "en"),
    ("she makes 3 a week", "en"),
    ("gana 5 a la semana", "es"),
])
def test_a_tiny_year_from_a_pay_period_is_asked(text, lang):
    reading = understand.income(text, lang)
    assert not reading.form
    turn = at_income_said("single_parent", lang, text)
    assert "agi" not in turn.answers and income_read_back(turn) is None, turn.reply


def _after_result_one_parent(lang: str, earner: str, pay: float):
    """A chat past its result: one parent at home, that parent's pay kept as the income."""
    import datetime as dt
    from screener.chat.engine import respond
    from screener.chat.session import Conversation
    from screener.chat.session import State as ChatState
    from support import chat_done
    from support import chat_so_far
    answers = {**chat_done(chat_so_far(3.1, "single_parent")), "agi": pay}
    return Conversation(ChatState(answers, lang=lang), expecting=None, earners=((earner, pay, 1),)), respond, dt.date(2026, 12, 1)


@pytest.mark.parametrize("text,lang", [
    ("oh wait my mom makes 60k too", "en"),
    ("my mom also makes 60k", "en"),
    ("y mi mamá también gana 60 mil", "es"),
])
def test_the_other_parents_pay_said_too_is_added_with_two_parents_read_back(text, lang):
    conv, respond, day = _after_result_one_parent(lang, "dad", 85000.0)
    turn = respond(conv, text, lang, day)
    assert turn.answers.get("agi") == 85000, turn.reply
    assert float(proposed(turn).get("agi")) == 145000, turn.reply
    assert proposed(turn).get("household") == "two_parent", turn.reply
    turn = respond(turn.conversation, {"en": "yes", "es": "sí"}[lang], lang, day)
    assert turn.answers.get("agi") == 145000 and turn.answers.get("household") == "two_parent", turn.reply


@pytest.mark.parametrize("first,text,lang", [
    ("my mom makes 120k", "my dad's not around, he earns nothing", "en"),
    ("my mom makes 120k", "he doesn't live with us", "en"),
    ("mi mamá gana 120 mil", "mi papá no vive con nosotros, no gana nada", "es"),
])
def test_the_other_parent_said_away_keeps_the_pay_held_with_one_parent_read_back(first, text, lang):
    turn = at_income_said("two_parent", lang, first, text)
    assert income_read_back(turn) == 120000, turn.reply
    assert proposed(turn).get("household") == "single_parent", turn.reply
    assert "agi" not in turn.answers, turn.reply


def test_nothing_to_the_other_parents_pay_keeps_the_pay_held():
    turn = at_income_said("two_parent", "en", "my mom makes 120k", "he makes nothing")
    assert income_read_back(turn) == 120000, turn.reply

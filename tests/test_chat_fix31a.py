"""Classes of fix31a (false "likely eligible" paths found on main). One amount both parents are
said to earn, neither "each" nor "together" ("both make 80k", "los dos ganan 80 mil"), is asked:
each one's or the two's, nothing kept until it is answered. The wording is ours."""
import datetime as dt

import pytest

from support import at_income
from support import proposed
from support import talk
from support import then

DAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
OPENING = {"en": "senior at oakland mills high, may 2027, 3.4, 21045, i live with my mother and father",
           "es": "estoy en último año en oakland mills high, mayo 2027, 3.4, 21045, vivo con mi madre y mi padre"}


def _not_kept(turn) -> bool:
    return "agi" not in turn.answers and "agi" not in proposed(turn)


def _both_asked(turn) -> bool:
    return _not_kept(turn) and turn.conversation.follow_up.get("k") == "both"


# --- item 1: "both make X" asked, each or together --------------------------------------------------

@pytest.mark.parametrize("text,lang", [
    ("they both earn 90k", "en"), ("both of my parents make 90k", "en"), ("both earn 90k a year", "en"),
    ("los dos ganan 90 mil", "es"), ("ambos ganan 90 mil al año", "es"),
])
def test_both_make_one_amount_is_asked_at_the_income_question(text, lang):
    from screener.chat.engine import respond
    turn = respond(at_income("two_parent", lang), text, lang, DAY)
    assert _both_asked(turn), turn.reply
    assert "$180,000" in turn.reply, turn.reply
    assert len(turn.quick_replies) == 2, turn.quick_replies


@pytest.mark.parametrize("answer,lang,agi", [
    ("each", "en", 180000), ("Together", "en", 90000), ("each of them", "en", 180000),
    ("Cada uno", "es", 180000), ("entre los dos", "es", 90000), ("juntos", "es", 90000),
])
def test_the_answer_each_or_together_is_read_with_the_amount(answer, lang, agi):
    from screener.chat.engine import respond
    turn = respond(at_income("two_parent", lang), "both make 90k" if lang == "en" else "ambos ganan 90 mil", lang, DAY)
    turn = then(turn, answer, lang)
    assert proposed(turn).get("agi", turn.answers.get("agi")) == agi, turn.reply


@pytest.mark.parametrize("text,lang,agi", [
    ("they both earn 90k each", "en", 180000), ("both make 90k together", "en", 90000),
    ("los dos ganan 90 mil cada uno", "es", 180000), ("ambos ganan 90 mil entre los dos", "es", 90000),
])
def test_both_make_with_each_or_together_is_read_unasked(text, lang, agi):
    from screener.chat.engine import respond
    turn = respond(at_income("two_parent", lang), text, lang, DAY)
    assert proposed(turn).get("agi", turn.answers.get("agi")) == agi, turn.reply


@pytest.mark.parametrize("text,lang", [
    ("they both make 90k", "en"), ("both of them make 90k a year", "en"),
    ("los dos ganan 90 mil", "es"), ("ambos ganan 90 mil", "es"),
])
def test_both_make_at_another_question_is_asked_never_kept(text, lang):
    turn = then(talk(lang, OPENING[lang]), YES[lang], lang)
    turn = then(turn, text, lang)
    assert _both_asked(turn), turn.reply
    turn = then(turn, "each" if lang == "en" else "cada uno", lang)
    assert proposed(turn).get("agi") == 180000, turn.reply


@pytest.mark.parametrize("lang,said", [("en", ", both make 90k"), ("es", ", los dos ganan 90 mil")])
def test_both_make_in_an_opening_is_asked_again_after_its_read_back(lang, said):
    turn = talk(lang, OPENING[lang] + said)
    assert _not_kept(turn) and "$180,000" in turn.reply, turn.reply
    turn = then(turn, YES[lang], lang)
    assert _both_asked(turn) and "$180,000" in turn.reply, turn.reply
    turn = then(turn, "together" if lang == "en" else "entre los dos", lang)
    assert proposed(turn).get("agi", turn.answers.get("agi")) == 90000, turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_both_question_survives_the_token(lang):
    from screener.chat import session
    turn = then(talk(lang, OPENING[lang] + (", both make 90k" if lang == "en" else ", los dos ganan 90 mil")), YES[lang], lang)
    secret = "fix31a-test-secret"
    back = session.loads(session.dumps(turn.conversation, secret), secret, None, DAY)
    assert back.follow_up == turn.conversation.follow_up and back.follow_up.get("k") == "both"


# --- item 2: a rate said relative to the one before ("double that", "el doble") ---------------------

@pytest.mark.parametrize("text,lang,hours,agi", [
    ("my mom makes 20 an hour and my dad makes double that", "en", "40", 124800),
    ("my dad makes 30 an hour and my mom makes half that", "en", "40 each", 93600),
    ("mi mamá gana 20 la hora y mi papá el doble", "es", "40", 124800),
    ("mi papá gana 30 la hora y mi mamá la mitad", "es", "40 cada uno", 93600),
])
def test_a_rate_relative_to_the_one_before_is_both_rates(text, lang, hours, agi):
    from screener.chat.engine import respond
    turn = respond(at_income("two_parent", lang), text, lang, DAY)
    assert _not_kept(turn) and turn.conversation.follow_up.get("k") == "hours", turn.reply
    turn = then(turn, hours, lang)
    assert proposed(turn).get("agi") == agi, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "my mom makes 20 an hour and my dad makes double that"),
                                       ("es", "mi mamá gana 20 la hora y mi papá el doble")])
def test_a_relative_rate_in_an_opening_household_unknown_is_never_one_parents_pay(lang, said):
    opening = "senior at howard high, june 2027, 3.2, " if lang == "en" else "estoy en último año en howard high, junio 2027, 3.2, "
    turn = then(talk(lang, opening + said), "40", lang)
    assert proposed(turn).get("agi", turn.answers.get("agi")) in (None, 124800), turn.reply
    assert proposed(turn).get("agi") != 41600 and turn.answers.get("agi") != 41600, turn.reply


# --- item 3: two rates by the hour beside a ZIP code -------------------------------------------------

@pytest.mark.parametrize("text,lang", [
    ("21044, my mom makes 18 an hour and my dad makes 25 an hour", "en"),
    ("my zip is 21045. my dad earns 25 an hour and my mom earns 18 an hour", "en"),
    ("21044, mi mamá gana 18 la hora y mi papá gana 25 la hora", "es"),
    ("vivo en el 21045, mi papá gana 25 la hora y mi mamá 18 la hora", "es"),
])
def test_two_rates_beside_a_zip_are_held_and_the_hours_asked(text, lang):
    turn = talk(lang, text)
    assert _not_kept(turn) and turn.conversation.follow_up.get("k") == "hours", turn.reply
    assert sorted([turn.conversation.follow_up["r"]] + turn.conversation.follow_up["s"]) == [18.0, 25.0]
    turn = then(turn, "40", lang)
    assert proposed(turn).get("agi") == 89440, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "senior at howard high, june 2027, 3.2, 21044, i live with my mom and dad, "
                                               "my mom makes 20 an hour and my dad makes double that"),
                                       ("es", "estoy en último año en howard high, junio 2027, 3.2, 21044, vivo con mi mamá y "
                                              "mi papá, mi mamá gana 20 la hora y mi papá el doble")])
def test_a_zip_is_never_added_to_rates_as_pay(lang, said):
    turn = then(then(talk(lang, said), YES[lang], lang), "40", lang)
    assert proposed(turn).get("agi") == 124800, turn.reply

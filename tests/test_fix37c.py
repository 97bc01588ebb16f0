"""Held pay in one-parent households and after "I don't know" (fix37c, newcomers' findings on main).

1. One parent's pay said ("my mom makes 60k", said back as "Pay said so far") and later a household
   of one parent without saying which ("it's me and my parent", "2" then "I live with one parent",
   "just the two of us"): the pay was kept as the household's income after the read-back's "yes",
   though it may be the pay of the parent the student doesn't live with (only the parent lived with
   counts: rules.HOUSEHOLD_EARNERS, rules.second_parent_counts). The income is asked, the pay named;
   "it's me and my mom" keeps it, as before. ("it's me and my parent" was read as two parents.)
2. "I don't know" to the other parent's pay (the income left open, the result needs more info), then
   a second message after the result ("ok", then "thanks", or a question): the mom's pay held was
   dropped, and the dad's pay said next taken for the household's whole income. It stays held.
3. The same, then "oh my stepdad makes 40k" after a question: answered from the FAQ, the mom's pay
   lost. A step-parent at home counts (rules.HOUSEHOLD_EARNERS: a parent and step-parent): added.
4. "my dad lives with us too, he makes 1,500 every two weeks plus 400 a month" with the mom's pay
   held: read as one parent and 2 people, the mom's pay dropped. Neither the household nor its size
   is answered by "too", and the dad's two amounts are his pay ("Pay said so far: your dad's
   $43,800"). Not yet: his two amounts added to the mom's pay held (their sum still replaces it).
"""
import datetime as dt

import pytest

from support import CHAT_SO_FAR
from support import income_read_back
from support import then

DAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
# (the result comes once the income is answered: the application and other aid told before)
AFTER_INCOME = {"aid_application": "fafsa", "full_cost_scholarship": False}


def _chat(answers: dict, expecting: str, lang: str, *said):
    from screener.chat.engine import respond
    from screener.chat.session import Conversation
    from screener.chat.session import State as ChatState
    conv = Conversation(ChatState(dict(answers), frozenset(), lang), expecting)
    turn = None
    for text in said:
        turn = respond(conv, text, lang, DAY)
        conv = turn.conversation
    return turn


def _from_gpa(lang, *said, done=True):
    """A senior's chat at the GPA question (the application and other aid told, when ``done``)."""
    return _chat({**CHAT_SO_FAR, **(AFTER_INCOME if done else {})}, "hs_gpa", lang, *said)


def _at_income(lang, *said):
    """A chat at the income question, two parents kept and every other question answered."""
    return _chat({**CHAT_SO_FAR, "hs_gpa": 3.0, "household": "two_parent", "household_size": 4, **AFTER_INCOME}, "agi", lang, *said)


ASKED = {"en": "you didn't say which parent that is", "es": "no me dijiste cuál es"}


# 1. one parent's pay, then a household of one parent, which one not said
@pytest.mark.parametrize("lang,said", [
    ("en", ("3.2, my mom makes 60k", "it's me and my parent")),
    ("en", ("3.2", "my mom makes 60k", "it's me and my parent")),
    ("en", ("3.2", "my dad makes 60k", "just me and my parent")),
    ("en", ("3.2", "my mom makes 60k", "2", "yes", "i live with one parent")),
    ("en", ("3.2", "my mom makes 60k", "just the two of us", "yes", "one parent")),
    ("es", ("3.2", "mi mamá gana 60 mil", "somos dos", "sí", "vivo con un solo padre")),
    ("es", ("3.2, mi mamá gana 60 mil", "vivo con un solo padre o madre")),
])
def test_one_parents_pay_is_not_kept_for_a_parent_not_named(lang, said):
    turn = _from_gpa(lang, *said)
    assert turn.answers.get("household") == "single_parent" or \
        (turn.conversation.pending.get("household") or {}).get("household") == "single_parent", turn.reply
    assert "agi" not in turn.answers and income_read_back(turn) is None, turn.reply
    assert ASKED[lang] in turn.reply and "$60,000" in turn.reply and turn.expecting == "agi", turn.reply
    turn = then(turn, "55k", lang)
    assert income_read_back(turn) == 55000 or turn.answers.get("agi") == 55000, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", ("3.2", "my mom makes 60k", "it's me and my mom")),
    ("en", ("3.2, my dad makes 60k", "I live with my dad")),
    ("es", ("3.2", "mi mamá gana 60 mil", "solo mi mamá y yo")),
])
def test_the_pay_of_the_parent_named_at_home_is_kept_as_before(lang, said):
    turn = _from_gpa(lang, *said)
    assert income_read_back(turn) == 60000 and ASKED[lang] not in turn.reply, turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == 60000 and turn.answers.get("household") == "single_parent", turn.reply


@pytest.mark.parametrize("lang,text,kind", [
    ("en", "it's me and my parent", "single_parent"),
    ("en", "just me and my parent", "single_parent"),
    ("en", "I live with my parent", "single_parent"),
    ("en", "my parent and stepparent", "two_parent"),
    ("en", "my dad lives with us too", None),
    ("en", "my mom lives with us too, she makes 50k", None),
    ("es", "mi papá también vive con nosotros", None),
    ("en", "my stepdad lives with us too", "two_parent"),
])
def test_household_read(lang, text, kind):
    from screener.chat import understand
    from screener.chat.session import State
    from screener.flow import load_flow
    reading = understand.read(load_flow().question("household"), text, lang, State({}, frozenset(), lang), DAY)
    assert (reading.form or {}).get("household") == kind, reading
    if kind is None:
        assert understand.household_size(text) is None


@pytest.mark.parametrize("text,parent", [
    ("vivo con un solo padre", None),
    ("solo un padre o madre", None),
    ("vivo con mi papá", "dad"),
])
def test_one_padre_names_no_father(text, parent):
    from screener.chat import understand
    assert understand.parent_lived_with(text) == parent


# 2. the other parent's pay left open, then several messages after the result
@pytest.mark.parametrize("lang,after,pay", [
    ("en", ("ok",), "he makes around 85k"),
    ("en", ("ok", "thanks"), "he makes around 85k"),
    ("en", ("what's the deadline?",), "he makes around 85k"),
    ("en", ("ok", "what's the deadline?", "cool thanks"), "my dad makes 85k"),
    ("es", ("ok", "gracias"), "él gana como 85 mil"),
    ("es", ("¿cuál es la fecha límite?",), "mi papá gana 85 mil"),
])
def test_the_pay_held_survives_every_message_after_the_result(lang, after, pay):
    first = {"en": ("my mom makes 60k", "idk"), "es": ("mi mamá gana 60 mil", "no sé")}[lang]
    turn = _at_income(lang, *first)
    assert turn.assessment and turn.assessment.get("status") == "needs_more_info", turn.reply
    turn = _at_income(lang, *first, *after)
    assert turn.conversation.follow_up.get("k") == "part" and turn.conversation.follow_up.get("a") == 60000, turn.reply
    turn = _at_income(lang, *first, *after, pay)
    assert income_read_back(turn) == 145000, turn.reply


# 3. a step-parent's pay after the result: another earner's part, added
@pytest.mark.parametrize("lang,after,pay", [
    ("en", ("what's the deadline?",), "oh my stepdad makes 40k"),
    ("en", ("ok", "thanks"), "oh my stepdad makes 40k"),
    ("es", ("¿cuál es la fecha límite?",), "ah, mi padrastro gana 40 mil"),
])
def test_a_step_parents_pay_after_the_result_is_added(lang, after, pay):
    first = {"en": ("my mom makes 60k", "idk"), "es": ("mi mamá gana 60 mil", "no sé")}[lang]
    turn = _at_income(lang, *first, *after, pay)
    assert income_read_back(turn) == 100000 and turn.faq is None, turn.reply


# 4. "lives with us too", the mom's pay held: neither household nor size answered, the pay kept
# (the dad's pay in two amounts beside the mom's pay held is left to fix37a: its sum replaces it still)
@pytest.mark.parametrize("lang,said,total", [
    ("en", ("3.0", "my mom makes 60k", "yes", "my dad lives with us too, he makes 50k"), 110000),
    ("en", ("3.0", "my mom makes 60k", "my dad lives with us too, he makes 50k"), 110000),
    ("es", ("3.0", "mi mamá gana 60 mil", "sí", "mi papá también vive con nosotros, gana 50 mil"), 110000),
])
def test_a_parent_living_with_us_too_keeps_the_pay_held(lang, said, total):
    turn = _from_gpa(lang, *said, done=False)
    assert income_read_back(turn) == total, turn.reply
    pending = turn.conversation.pending
    assert "household" not in turn.answers and "household" not in pending, turn.reply
    assert "household_size" not in turn.answers and "household_size" not in pending, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "my dad lives with us too, he makes 1,500 every two weeks plus 400 a month"),
    ("en", "my dad makes 1,500 every two weeks plus 400 a month"),
    ("es", "mi papá también vive con nosotros, gana 1,500 cada dos semanas más 400 al mes"),
])
def test_a_parents_pay_in_two_amounts_is_that_parents(lang, said):
    turn = _from_gpa(lang, "3.0", said, done=False)
    assert income_read_back(turn) == 43800, turn.reply
    assert turn.conversation.earners == (("dad", 43800.0, 1),), turn.reply
    assert "household" not in turn.answers and "household" not in turn.conversation.pending, turn.reply

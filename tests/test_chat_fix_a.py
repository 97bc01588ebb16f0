"""Misreadings a newcomer found in the chat (issue #8: never a wrong "no" from words, never a false
"likely eligible"), each a class tested in both languages with our own wording.

1. A "qualify" (any yes phrase) under a doubt or a negation said before it ("i dont think i qualify
   yet", "not sure i qualify", "no creo que sí califico", "dudo que sí califique") is never a "yes":
   the doubt is "not sure", the negation a "no" read back.
2. An "I don't know" said of another field ("3.8 weighted, unweighted idk") is no "not sure" of the
   question asked; at the GPA question a weighted GPA with the unweighted one not known is no GPA.
3. A parent named only to be denied ("i live with my mom not my dad", "mi mamá sí, mi papá no",
   "my dad doesnt live w us") is no parent at home: not two parents, not counted.
4. A number said with a pay period ("18 an hour", "15 a la semana") is pay, never credits or a
   household's size.
5. A bare number at the county question picks nothing from the list of every jurisdiction: it isn't
   numbered on the web or in the API (a text message's numbered pick arrives as "#21"); a short list
   asked back ("Baltimore City", "Baltimore County") is still picked by place.
6. An amount of aid said with a "yes" to "Do other grants … pay your full cost?" (at the question
   or to its read-back) is no full cost covered: asked again, never "Yes" kept.
"""
import datetime as dt

import pytest

from screener.chat.engine import respond
from support import CHAT_SO_FAR
from support import proposed
from support import waiting

TODAY = dt.date(2026, 12, 1)
BEFORE_IN_STATE = {k: v for k, v in CHAT_SO_FAR.items() if k not in ("in_state_tuition", "program", "credits_per_semester")}
YES = {"en": "yes", "es": "sí"}


def said_at(answers, expecting, message, lang):
    turn = waiting(answers, expecting, message, lang, day=TODAY)
    return turn, {**{k: v for k, v in turn.answers.items() if answers.get(k) != v}, **proposed(turn)}


# --- 1. a yes under a doubt or a negation --------------------------------------------------------

DOUBTED_NO = [
    ("en", "we just moved here from texas so i dont think i qualify yet"),
    ("en", "i don't think i qualify"),
    ("en", "i don't believe i qualify yet"),
    ("en", "honestly i doubt i qualify, we came from ohio in june"),
    ("es", "nos mudamos de texas, no creo que sí califico todavía"),
    ("es", "dudo que sí califico"),
    ("es", "dudo mucho que sí califico, llegamos en agosto"),
]
DOUBTED_UNSURE = [
    ("en", "not sure i qualify"),
    ("en", "unsure if i qualify yet"),
    ("en", "not sure that i qualify"),
    ("es", "no sé bien si sí califico"),
    ("es", "la verdad no sé bien si sí califico todavía"),
]


@pytest.mark.parametrize("lang,said", DOUBTED_NO)
def test_a_qualify_under_a_negation_is_a_no_read_back(lang, said):
    turn, got = said_at(BEFORE_IN_STATE, "in_state_tuition", said, lang)
    assert got.get("in_state_tuition") != "yes", turn.reply
    assert "in_state_tuition" not in turn.answers, turn.reply  # a "no" rules out: read back, never kept
    assert proposed(turn).get("in_state_tuition") in ("no", None), turn.reply


@pytest.mark.parametrize("lang,said", DOUBTED_UNSURE)
def test_a_qualify_under_a_doubt_is_not_sure(lang, said):
    turn, got = said_at(BEFORE_IN_STATE, "in_state_tuition", said, lang)
    assert got.get("in_state_tuition") in ("unsure", None), (got, turn.reply)


@pytest.mark.parametrize("lang,said", [("en", "yes i qualify"), ("en", "i think so"), ("es", "sí califico"),
                                       ("es", "creo que sí califico")])
def test_a_plain_qualify_is_still_yes(lang, said):
    turn, got = said_at(BEFORE_IN_STATE, "in_state_tuition", said, lang)
    assert got.get("in_state_tuition") == "yes", turn.reply


# --- 2. an "I don't know" of another field -------------------------------------------------------

UNWEIGHTED_UNKNOWN = [
    ("en", "3.8 weighted, unweighted idk"),
    ("en", "3.8 weighted but unweighted not sure"),
    ("es", "3.8 ponderado, el no ponderado no sé"),
    ("es", "tengo 3.8 ponderado, sin ponderar ni idea"),
]


@pytest.mark.parametrize("lang,said", UNWEIGHTED_UNKNOWN)
def test_an_unweighted_gpa_not_known_leaves_in_state_untouched(lang, said):
    turn, got = said_at(BEFORE_IN_STATE, "in_state_tuition", said, lang)
    assert "in_state_tuition" not in got, (got, turn.reply)


@pytest.mark.parametrize("lang,said", UNWEIGHTED_UNKNOWN)
def test_a_weighted_gpa_with_the_unweighted_not_known_is_no_gpa(lang, said):
    answers = {k: v for k, v in CHAT_SO_FAR.items()}
    turn, got = said_at(answers, "hs_gpa", said, lang)
    assert "hs_gpa" not in got, (got, turn.reply)


# --- 3. a parent denied --------------------------------------------------------------------------

NO_HOUSEHOLD = {k: v for k, v in CHAT_SO_FAR.items()} | {"hs_gpa": 3.5}
DENIED_PARENT = [
    ("en", "i live with my mom not my dad"),
    ("en", "my mom yes, my dad no"),
    ("en", "my mom, but not my dad"),
    ("en", "i live with my mom, not with my dad"),
    ("es", "vivo con mi mamá, no con mi papá"),
    ("es", "mi mamá sí, mi papá no"),
    ("es", "mi mamá pero no mi papá"),
]
PARENT_AWAY_ALONE = [
    ("en", "my dad doesnt live w us"),
    ("en", "my father isn't living with us"),
    ("es", "mi papá no está viviendo con nosotros"),
    ("es", "mi papá nunca ha vivido con nosotros"),
]


@pytest.mark.parametrize("field", ["household", "household_size"])
@pytest.mark.parametrize("lang,said", DENIED_PARENT)
def test_a_parent_denied_is_no_second_parent(lang, said, field):
    answers = dict(NO_HOUSEHOLD) | ({"household": "single_parent"} if field == "household_size" else {})
    turn, got = said_at(answers, field, said, lang)
    assert got.get("household") != "two_parent", (got, turn.reply)
    assert got.get("household_size") in (None, 2), (got, turn.reply)


@pytest.mark.parametrize("lang,said", PARENT_AWAY_ALONE)
def test_a_parent_away_is_not_the_parent_at_home(lang, said):
    turn, got = said_at(dict(NO_HOUSEHOLD), "household", said, lang)
    assert "household" not in got and "household_size" not in got, (got, turn.reply)


# --- 4. pay is no count ---------------------------------------------------------------------------

PAY = [("en", "18 an hour"), ("en", "she makes 18 an hour"), ("en", "15 a week"),
       ("es", "18 la hora"), ("es", "gana 18 por hora"), ("es", "15 a la semana")]


@pytest.mark.parametrize("lang,said", PAY)
def test_pay_at_the_credits_question_is_no_credits(lang, said):
    answers = {k: v for k, v in CHAT_SO_FAR.items() if k != "credits_per_semester"}
    turn, got = said_at(answers, "credits_per_semester", said, lang)
    assert "credits_per_semester" not in got, (got, turn.reply)


@pytest.mark.parametrize("lang,said", PAY)
def test_pay_at_the_household_size_is_no_size(lang, said):
    answers = dict(NO_HOUSEHOLD) | {"household": "single_parent"}
    turn, got = said_at(answers, "household_size", said, lang)
    assert "household_size" not in got, (got, turn.reply)


@pytest.mark.parametrize("lang,said,hours", [("en", "my mom makes 18 an hour", "40"), ("es", "mi mamá gana 18 la hora", "40")])
def test_an_hourly_rate_at_the_credits_question_asks_the_hours(lang, said, hours):
    answers = {k: v for k, v in CHAT_SO_FAR.items() if k != "credits_per_semester"}
    turn = waiting(answers, "credits_per_semester", said, lang, day=TODAY)
    turn = respond(turn.conversation, hours, lang, TODAY)
    assert "credits_per_semester" not in turn.answers, turn.reply
    assert proposed(turn).get("agi") == 18 * 40 * 52, turn.reply


# --- 5. a bare number at the list of every county ----------------------------------------------------

@pytest.mark.parametrize("lang,said", [("en", "21"), ("en", "25"), ("en", "3"), ("es", "21"), ("es", "2")])
def test_a_bare_number_picks_no_county(lang, said):
    answers = {k: v for k, v in BEFORE_IN_STATE.items() if k not in ("zip", "county", "college")}
    turn, got = said_at(answers, "county", said, lang)
    assert "county" not in got, (got, turn.reply)


def test_a_numbered_text_message_pick_still_picks_a_county():
    answers = {k: v for k, v in BEFORE_IN_STATE.items() if k not in ("zip", "county", "college")}
    turn, got = said_at(answers, "county", "#3", "en")
    assert got.get("county"), turn.reply


# --- 6. an amount of aid is no full cost ----------------------------------------------------------

BEFORE_FULL_COST = dict(NO_HOUSEHOLD) | {"household": "single_parent", "household_size": 2, "agi": 50000, "aid_application": "fafsa"}
AMOUNTS = [("en", "yes i get a 500 grant"), ("en", "yeah, a $1,000 scholarship"), ("en", "yes, 500"),
           ("es", "sí, me dan 1000 de beca"), ("es", "sí, tengo una beca de 500"), ("es", "sí, mil dólares de beca")]


@pytest.mark.parametrize("lang,said", AMOUNTS)
def test_an_amount_confirming_full_cost_is_no_yes(lang, said):
    turn = waiting(BEFORE_FULL_COST, "full_cost_scholarship", YES[lang], lang, day=TODAY)
    assert proposed(turn).get("full_cost_scholarship") is True, turn.reply
    turn = respond(turn.conversation, said, lang, TODAY)
    assert turn.answers.get("full_cost_scholarship") is not True, turn.reply
    assert (turn.assessment or {}).get("status") != "likely_ineligible", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "yes $500"), ("en", "yes, 2000 dollars"), ("es", "sí, 2000 dólares"),
                                       ("es", "sí, 500")])
def test_an_amount_with_yes_at_the_full_cost_question_is_asked(lang, said):
    turn, got = said_at(BEFORE_FULL_COST, "full_cost_scholarship", said, lang)
    assert got.get("full_cost_scholarship") is not True, (got, turn.reply)


@pytest.mark.parametrize("lang,said", [("en", "yes it covers everything"), ("es", "sí, me pagan todo")])
def test_everything_paid_still_confirms(lang, said):
    turn = waiting(BEFORE_FULL_COST, "full_cost_scholarship", YES[lang], lang, day=TODAY)
    turn = respond(turn.conversation, said, lang, TODAY)
    assert turn.answers.get("full_cost_scholarship") is True, turn.reply

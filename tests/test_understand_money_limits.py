"""An income said as an approximation near the income limit, and other money and scale classes
(issue #8, a helper's round "money3"), one table per class in English and Spanish. The wording is
ours. The limits and the margin are read from the policy data (screener/data/policy.yaml), never
written here. Today in the bench is 2026-12-01."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State
from screener.i18n import format_money
from screener.policy import award_year_for
from screener.policy import load_policy
from support import ASK
from support import confirm
from support import graded
from test_understand import TODAY
from test_understand import check_reading
from test_understand import say

YES = {"en": "yes", "es": "sí"}
POLICY = load_policy(award_year_for(TODAY))
SINGLE = POLICY["income_limit_single"]
MARRIED = POLICY["income_limit_married"]
MARGIN = POLICY["income_limit_near_margin"]
# the answers of a student asked for the income, but for the household (each row gives its own)
BEFORE = {"applicant_type": "new", "prior_degree": "none", "zip": "21044", "in_state_tuition": "yes",
          "high_school": "maryland", "hs_completion_date": "2027-06", "college": "howard", "program": "associate",
          "credits_per_semester": 12, "enrolled_at_md_community_college": False, "hs_gpa": 3.0, "household_size": 3,
          "aid_application": "fafsa", "full_cost_scholarship": False}


def _k(amount: float) -> str:
    return f"{round(amount / 1000)}"


def at_income(household: str | None, lang: str) -> Conversation:
    answers = dict(BEFORE, **({"household": household} if household else {}))
    return Conversation(State(answers, frozenset(), lang), "agi")


# --- an approximate income near the limit: read back with the limit named ----------------------------

NEAR = [  # (household, lang, message, the amount read, the limit named)
    ("single_parent", "en", f"about {_k(SINGLE)}k", SINGLE, SINGLE),
    ("single_parent", "es", f"como {_k(SINGLE)} mil", SINGLE, SINGLE),
    ("two_parent", "en", f"around {MARRIED:,}", MARRIED, MARRIED),
    ("married", "es", f"más o menos {_k(MARRIED)} mil", MARRIED, MARRIED),
    ("single", "en", f"roughly {_k(SINGLE * (1 - MARGIN / 2))}k", round(SINGLE * (1 - MARGIN / 2), -3), SINGLE),
    ("single_parent", "es", f"unos {_k(SINGLE * (1 - MARGIN / 2))} mil", round(SINGLE * (1 - MARGIN / 2), -3), SINGLE),
    ("two_parent", "en", f"I think {_k(MARRIED * (1 - MARGIN / 2))}k", round(MARRIED * (1 - MARGIN / 2), -3), MARRIED),
    ("two_parent", "es", f"creo que {_k(MARRIED * (1 - MARGIN / 2))} mil", round(MARRIED * (1 - MARGIN / 2), -3), MARRIED),
    # the household not known yet: the limit it is near, for the households it is for
    (None, "en", f"approximately {_k(SINGLE)}k", SINGLE, SINGLE),
    (None, "es", f"aproximadamente {_k(MARRIED)} mil", MARRIED, MARRIED),
]


@pytest.mark.parametrize("household,lang,text,amount,limit", NEAR)
def test_an_approximate_income_near_the_limit_is_read_back_naming_it(household, lang, text, amount, limit):
    turn = respond(at_income(household, lang), text, lang, TODAY)
    assert turn.assessment is None and turn.conversation.pending.get("agi") == {"agi": amount}, turn.reply
    assert format_money(limit, lang) in turn.reply and "1040" in turn.reply, turn.reply  # the limit, and where the exact figure is
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers["agi"] == amount  # kept after the "yes"


@pytest.mark.parametrize("household,lang,kept,read_back", [
    # typed exactly, the limit itself passes ("not more than"), unasked; said "about", read back
    ("single_parent", "en", f"{SINGLE}", f"about {_k(SINGLE)}k"),
    ("single_parent", "es", f"{SINGLE} exactos", f"como {_k(SINGLE)} mil"),
    ("two_parent", "en", f"${MARRIED:,}", f"around ${MARRIED:,}"),
    ("married", "es", f"{MARRIED}", f"unos {_k(MARRIED)} mil"),
    # approximate, but far from the limit (the single limit is no limit for two parents): kept as before
    ("single_parent", "en", f"about {_k(SINGLE * 0.6)}k", f"about {_k(SINGLE)}k"),
    ("single_parent", "es", f"como {_k(SINGLE * 0.6)} mil", f"como {_k(SINGLE)} mil"),
    ("two_parent", "en", f"around {_k(SINGLE)}k", f"around {_k(MARRIED)}k"),
    ("two_parent", "es", f"como {_k(SINGLE)} mil", f"como {_k(MARRIED)} mil"),
])
def test_an_exact_or_far_income_is_kept_and_an_approximate_one_near_the_limit_is_not(household, lang, kept, read_back):
    turn = respond(at_income(household, lang), kept, lang, TODAY)
    assert not turn.conversation.pending and turn.answers.get("agi") is not None, turn.reply
    turn = respond(at_income(household, lang), read_back, lang, TODAY)
    assert turn.conversation.pending.get("agi") and "1040" in turn.reply, turn.reply


@pytest.mark.parametrize("lang,text,exact", [
    ("en", f"about {_k(SINGLE)}k", f"{SINGLE - 1500}"),
    ("es", f"como {_k(SINGLE)} mil", f"{SINGLE - 1500}"),
])
def test_a_no_to_the_read_back_asks_again_and_the_exact_figure_is_kept(lang, text, exact):
    turn = respond(at_income("single_parent", lang), text, lang, TODAY)
    turn = respond(turn.conversation, "no", lang, TODAY)
    assert "agi" not in turn.answers or turn.answers["agi"] is None
    turn = respond(turn.conversation, exact, lang, TODAY)
    assert turn.answers["agi"] == int(exact) and not turn.conversation.pending, turn.reply


@pytest.mark.parametrize("lang,text", [("en", f"about {_k(SINGLE * (1 + MARGIN / 2))}k"),
                                       ("es", f"como {_k(SINGLE * (1 + MARGIN / 2))} mil")])
def test_an_approximate_income_just_over_the_limit_names_it_in_its_read_back(lang, text):
    turn = respond(at_income("single_parent", lang), text, lang, TODAY)
    assert turn.assessment is None and turn.conversation.pending, turn.reply
    assert "1040" in turn.reply, turn.reply


# --- the other money classes, graded by the bench's own rules -----------------------------------------

CLASSES = [
    # a bare amount with a decimal fraction ("52.5": $52,500? a Spanish "52.500" cut short?): asked back
    ("agi", "like 47.5", "en", ASK),
    ("agi", "unos 38,5", "es", ASK),
    ("agi", "63.2", "en", ASK),
    # a parent named as an earner, and in another clause said to live elsewhere: whose income counts is asked
    ("agi", "my mom makes 42k and my dad 55k, but my dad lives in Texas", "en", ASK),
    ("agi", "mi mamá gana 35 mil y mi papá como 50, pero mi papá vive en Florida", "es", ASK),
    # the grants said with a dot for thousands, as Spanish writes them: read back (an English
    # "4.200" is asked back by the form: "Did you mean $4,200?")
    ("grant_aid", "el Pell me da 4.200", "es", confirm(grant_aid=4200)),
    ("grant_aid", "recibo 4.200 de Pell", "es", confirm(grant_aid=4200)),
    # a 100-point scale said alone: the GPA said next is converted on it, so it is read back
    ("gpa_scale", "we're graded out of 100", "en", confirm(gpa_scale=100)),
    ("gpa_scale", "en mi escuela es sobre 100", "es", confirm(gpa_scale=100)),
]


@pytest.mark.parametrize("expecting,text,lang,expect", CLASSES)
def test_money_and_scale_classes(bench, expecting, text, lang, expect):
    graded(bench, expecting, text, lang, expect)


@pytest.mark.parametrize("same_breath,apart,lang", [
    # a parent elsewhere said with his income in the same breath: left out, as before; his income
    # said in a clause of its own, then where he lives: asked back
    ("my dad lives in Ohio and makes 80k, my mom makes 45k", "my dad makes 80k, my mom makes 45k, but my dad lives in Ohio", "en"),
    ("mi papá vive en Texas y gana 80 mil, mi mamá 45 mil", "mi papá gana 80 mil, mi mamá 45 mil, pero mi papá vive en Texas", "es"),
])
def test_a_parent_elsewhere_said_apart_from_his_income_asks_whose_income_counts(same_breath, apart, lang):
    turn, got = say("agi", same_breath, lang)
    check_reading(turn, got, {"agi": 45000}, None)
    turn, got = say("agi", apart, lang)
    assert not got and not turn.conversation.pending, (got, turn.reply)


@pytest.mark.parametrize("four,hundred,lang", [("it is out of 4", "it is out of 100", "en"),
                                              ("es sobre cuatro", "es sobre cien", "es")])
def test_a_four_point_scale_alone_is_kept_and_a_hundred_point_one_read_back(four, hundred, lang):
    turn, got = say("hs_gpa", four, lang)
    assert got == {"gpa_scale": 4} and not turn.conversation.pending, (got, turn.reply)
    turn, got = say("hs_gpa", hundred, lang)
    assert got == {"gpa_scale": 100} and turn.conversation.pending, (got, turn.reply)

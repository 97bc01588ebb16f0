"""Misreadings of money, places and yes (issue #8: never a wrong value kept silently, never a wrong
"no" from words). One table per class, English and Spanish rows; the wording is ours.

- A hedge between a number and its unit ("60ish thousand", "unos 60 aprox mil") left the unit
  alone, read as $1,000: the amount is the number with its unit, read back.
- SSI is not taxable, so no part of the AGI: "I get SSI, 943 a month" was kept as an AGI of $11,316.
- A Baltimore place with the city taken back ("catonsville, the county side not the city") was read
  as Baltimore City; Baltimore's nickname ("charm city") was not understood.
- "yuh" (and its letters held, "yuhh") was no yes.
"""
import datetime as dt

import pytest

from screener.chat import understand
from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State
from screener.i18n import render
from support import NO_OTHER_PAY
from support import proposed

TODAY = dt.date(2026, 12, 1)
BEFORE_INCOME = {"applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
                 "hs_completion_date": "2027-06", "college": "howard", "program": "associate", "credits_per_semester": 12,
                 "hs_gpa": 3.0, "household_size": 4, "household": "two_parent"}


def at(field: str, lang: str, answers=None) -> Conversation:
    return Conversation(State(dict(BEFORE_INCOME if answers is None else answers), frozenset(), lang), field)


@pytest.mark.parametrize("lang,said,amount", [
    ("en", "60ish thousand", 60000), ("en", "60-ish thousand", 60000), ("en", "sixty-ish thousand", 60000),
    ("en", "about 45 uh thousand", 45000), ("en", "70 give or take thousand", 70000),
    ("es", "unos 60 aprox mil", 60000), ("es", "como 40 más o menos mil", 40000), ("es", "60 o así mil", 60000),
    ("es", "55 este mil al año", 55000), ("es", "unos 60ish mil", 60000),
])
def test_a_hedged_amount_is_the_amount_read_back(lang, said, amount):
    turn = respond(at("agi", lang), said, lang, TODAY)
    assert proposed(turn) == {"agi": amount}, turn.reply
    assert "agi" not in turn.answers


@pytest.mark.parametrize("lang,first,second,total", [
    ("en", "my mom makes 60 thousand", "my dad makes 30ish thousand", 90000),
    ("es", "mi mamá gana 60 mil", "mi papá gana unos 30 aprox mil", 90000),
])
def test_a_hedged_amount_of_a_second_earner_is_added(lang, first, second, total):
    turn = respond(at("agi", lang), first, lang, TODAY)
    turn = respond(turn.conversation, {"en": "yes", "es": "sí"}[lang], lang, TODAY)
    turn = respond(turn.conversation, second, lang, TODAY)
    assert proposed(turn) == {"agi": total}, turn.reply


@pytest.mark.parametrize("lang,said", [("es", "sesentaitantos mil"), ("es", "cincuentaytantos mil"),
                                       ("en", "fortysomething thousand"), ("en", "like sixtysomething k")])
def test_a_vague_amount_joined_to_its_tens_is_asked_never_1000(lang, said):
    turn = respond(at("agi", lang), said, lang, TODAY)
    assert proposed(turn).get("agi") != 1000 and turn.answers.get("agi") != 1000, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "I get SSI, 943 a month"), ("en", "we only get SSI 900 a month"), ("en", "just SSI, about 11k a year"),
    ("en", "my mom gets SSI"),
    ("es", "recibo SSI, 943 al mes"), ("es", "solo el SSI de mi hijo, 900 al mes"), ("es", "mi mamá recibe 900 al mes de SSI"),
    ("es", "mi mamá recibe SSI"),
])
def test_ssi_is_no_agi_and_the_agi_is_asked(lang, said):
    turn = respond(at("agi", lang), said, lang, TODAY)
    assert "agi" not in proposed(turn) and "agi" not in turn.answers, turn.reply
    assert render(understand.SSI_NOT_COUNTED, lang) in turn.reply
    assert render(understand.SSI_AGI_ASKED, lang) in turn.reply


@pytest.mark.parametrize("lang,said,agi", [("en", "my mom gets SSI 900 a month and my dad makes 40k", 40000),
                                           ("es", "mi mamá recibe SSI, 900 al mes, y mi papá gana 40 mil", 40000)])
def test_ssi_beside_pay_counts_the_pay_only(lang, said, agi):
    turn = respond(at("agi", lang), said, lang, TODAY)
    assert proposed(turn) == {"agi": agi}, turn.reply
    assert render(understand.SSI_NOT_COUNTED, lang) in turn.reply


BEFORE_ZIP = {"applicant_type": "new"}


@pytest.mark.parametrize("lang,said,county", [
    ("en", "catonsville, the county side not the city", "baltimore-county"), ("en", "towson, not the city", "baltimore-county"),
    ("en", "not the city", "baltimore-county"),
    ("es", "catonsville, del lado del condado no la ciudad", "baltimore-county"), ("es", "Dundalk, no la ciudad", "baltimore-county"),
    ("es", "no la ciudad", "baltimore-county"),
])
def test_the_city_taken_back_is_baltimore_county_read_back(lang, said, county):
    turn = respond(at("zip", lang, BEFORE_ZIP), said, lang, TODAY)
    assert proposed(turn) == {"county": county}, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "frederick county, not the city"), ("es", "condado de frederick, no la ciudad")])
def test_another_county_with_the_city_taken_back_stays_that_county(lang, said):
    turn = respond(at("zip", lang, BEFORE_ZIP), said, lang, TODAY)
    assert {**turn.answers, **proposed(turn)}.get("county") == "frederick", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "charm city"), ("en", "I live in charm city"), ("en", "B-more city"),
                                       ("es", "vivo en charm city"), ("es", "en la charm city")])
def test_baltimores_nickname_is_baltimore_city(lang, said):
    turn = respond(at("zip", lang, BEFORE_ZIP), said, lang, TODAY)
    assert {**turn.answers, **proposed(turn)}.get("county") == "baltimore-city", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "yuh"), ("en", "yuhh"), ("en", "yuh fr"), ("en", "yessirrr"), ("en", "yeppers"),
                                       ("es", "yuh"), ("es", "sisi"), ("es", "yuhh")])
def test_slang_yes_answers_a_yes_no_question(lang, said):
    turn = respond(at("in_state_tuition", lang, {"applicant_type": "new", "zip": "21044"}), said, lang, TODAY)
    assert turn.answers.get("in_state_tuition") == "yes", turn.reply


@pytest.mark.parametrize("lang,hedged,yes", [("en", "60ish thousand", "yuh"), ("es", "unos 60 aprox mil", "sisi")])
def test_slang_yes_confirms_a_read_back(lang, hedged, yes):
    turn = respond(at("agi", lang), hedged, lang, TODAY)
    turn = respond(turn.conversation, yes, lang, TODAY)
    assert turn.answers.get("agi") == 60000 and not turn.conversation.pending, turn.reply


@pytest.mark.parametrize("lang,said,year", [
    ("en", "3k twice a month", 72000), ("en", "500 a week", 26000), ("en", "3k every two weeks", 78000),
    ("es", "3 mil dos veces al mes", 72000), ("es", "3 mil cada quincena", 72000), ("es", "unos 3 mil al mes", 36000),
])
def test_pay_and_its_period_alone_after_the_income_is_kept_is_the_income_read_back(lang, said, year):
    turn = respond(at("agi", lang), {"en": "about 60k", "es": "unos 60 mil"}[lang], lang, TODAY)
    assert turn.answers.get("agi") == 60000 and turn.expecting != "agi", turn.reply
    turn = respond(turn.conversation, said, lang, TODAY)
    assert proposed(turn) == {"agi": year}, turn.reply
    assert turn.faq is None
    turn = respond(turn.conversation, {"en": "yes", "es": "sí"}[lang], lang, TODAY)
    assert turn.answers["agi"] == year


RATE = {"en": ("my mom makes 20 an hour", "40", "25 an hour not 20", "yes"),
        "es": ("mi mamá gana 20 la hora", "40", "no, 25 la hora, no 20", "sí")}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_rate_corrected_once_the_income_is_kept_asks_its_hours(lang):
    rate, hours, again, yes = RATE[lang]
    turn = respond(at("agi", lang), rate, lang, TODAY)
    turn = respond(turn.conversation, hours, lang, TODAY)
    # (two parents at home: the other's pay asked once the hours give the mom's, fix30d)
    turn = respond(turn.conversation, NO_OTHER_PAY[lang], lang, TODAY)
    turn = respond(turn.conversation, yes, lang, TODAY)
    assert turn.answers.get("agi") == 20 * 40 * 52, turn.reply
    turn = respond(turn.conversation, again, lang, TODAY)
    assert render(understand.HOURS_ASKED, lang) in turn.reply and turn.faq is None, turn.reply
    turn = respond(turn.conversation, "36", lang, TODAY)
    assert proposed(turn) == {"agi": 25 * 36 * 52}, turn.reply

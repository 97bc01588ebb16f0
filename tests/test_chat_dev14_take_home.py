"""dev14's pay after taxes, a class in both languages: an amount said with the taxes taken out ("3k
a month with taxes taken out", "40 mil quitando los impuestos", "ya con los impuestos quitados")
is take-home pay, not the AGI: the income before taxes is asked, nothing kept or read back."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.chat.session import State

TODAY = dt.date(2026, 12, 1)
SO_FAR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
          "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "howard", "program": "associate",
          "credits_per_semester": 12, "hs_gpa": 3.0, "household": "single_parent", "household_size": 2}


@pytest.mark.parametrize("lang,said", [("en", "about 3k a month with taxes taken out"), ("en", "52k minus taxes"),
                                       ("es", "gana 40 mil quitando los impuestos"), ("es", "le quedan 2500 al mes ya con los impuestos quitados"),
                                       ("es", "unos 38 mil menos los impuestos")])
def test_pay_with_taxes_taken_out_is_no_agi(lang, said):
    turn = respond(Conversation(State(dict(SO_FAR), lang=lang), expecting="agi"), said, lang, TODAY)
    assert "agi" not in turn.answers and "agi" not in turn.conversation.pending, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "52k a year"), ("es", "40 mil al año")])
def test_a_plain_income_is_still_kept(lang, said):
    turn = respond(Conversation(State(dict(SO_FAR), lang=lang), expecting="agi"), said, lang, TODAY)
    assert turn.answers.get("agi") in (52000, 40000), turn.reply


# --- (dev16) taxes taken out said with an article, a verb after them or the English word inside
# Spanish, and pay that "arrives" said in the plural ---

@pytest.mark.parametrize("lang,said", [("es", "le quedan 650 por semana después de taxes"),
                                       ("es", "ya sin los taxes son como 2,800 al mes"),
                                       ("es", "nos llegan 1,100 cada quincena"),
                                       ("en", "she gets 650 a week after the taxes"),
                                       ("en", "he gets 700 weekly with taxes already out")])
def test_taxes_taken_out_said_other_ways_is_take_home(lang, said):
    turn = respond(Conversation(State(dict(SO_FAR), lang=lang), expecting="agi"), said, lang, TODAY)
    assert "agi" not in turn.answers and "agi" not in turn.conversation.pending, turn.reply

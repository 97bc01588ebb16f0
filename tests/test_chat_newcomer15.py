"""A newcomer's findings (issue #8), each a class in both languages: words of who is at home ("just
me", "solo yo") name no high school, so a GED read back is never swapped for a diploma never said;
an "I don't know" about something named after "if" ("idk if pell covers it", "no sé si la beca
alcanza") is no doubt of the facts read back; a reply to a read-back that says its value again
with a "no" in it ("no tiene título", "no degree yet" to "Degree: None yet") is a yes to it."""
import datetime as dt

import pytest

from screener.chat.engine import load_flow
from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.chat.session import State
from screener.chat.understand import only_unsure
from screener.chat.understand import read

TODAY = dt.date(2026, 12, 1)
NEW = {"applicant_type": "new", "prior_degree": "none", "zip": "21222", "county": "baltimore-county",
       "college": "baltimore-county"}
GED_READ_BACK = {"high_school": {"high_school": "maryland_ged"}, "hs_completion_date": {"hs_completion_date": "2015-06"}}
NONE_READ_BACK = {"prior_degree": {"prior_degree": "none"}, "hs_completion_date": {"hs_completion_date": "2027-06"}}


def waiting(answers: dict, expecting: str, pending: dict, message: str, lang: str):
    conv = Conversation(State(dict(answers), lang=lang), expecting=expecting, pending={k: dict(v) for k, v in pending.items()})
    return respond(conv, message, lang, TODAY)


# --- who is at home names no high school ---------------------------------------------------------

@pytest.mark.parametrize("lang,said", [("en", "just me"), ("en", "only me"), ("en", "me and my mom"), ("en", "us two"),
                                       ("es", "solo yo"), ("es", "nomás yo"), ("es", "yo y mi mamá"), ("es", "nosotros"), ("es", "nosotros dos")])
def test_who_is_at_home_is_no_school_name(lang, said):
    q = load_flow().question("high_school")
    assert (read(q, said, lang, State(lang=lang), TODAY).form or {}).get("high_school") != "maryland"


@pytest.mark.parametrize("lang,said", [("en", "Blair"), ("en", "Paint Branch"), ("es", "Springbrook")])
def test_a_school_name_is_still_read(lang, said):
    q = load_flow().question("high_school")
    assert read(q, said, lang, State(lang=lang), TODAY).form == {"high_school": "maryland"}


@pytest.mark.parametrize("lang,said", [("en", "just me"), ("en", "only me, I live alone"), ("es", "solo yo"),
                                       ("es", "nosotros dos")])
def test_a_ged_read_back_is_not_swapped_for_a_diploma_by_who_is_at_home(lang, said):
    turn = waiting(NEW, "high_school", GED_READ_BACK, said, lang)
    assert turn.answers.get("high_school") != "maryland", turn.reply
    assert turn.conversation.pending.get("high_school", {}).get("high_school") in (None, "maryland_ged"), turn.reply


# --- "I don't know if …" about something else -----------------------------------------------------

@pytest.mark.parametrize("said,unsure", [
    ("idk if pell covers it", False), ("not sure if pell pays for it", False), ("no sé si la beca alcanza", False),
    ("no se si me la dan", False), ("no sé si pell paga", False),
    ("idk", True), ("idk if thats right", True), ("no sé", True), ("no se si es asi", True), ("not sure", True),
])
def test_a_doubt_about_something_named_is_not_a_doubt_of_the_read_back(said, unsure):
    assert only_unsure(said) is unsure


@pytest.mark.parametrize("lang,said", [("en", "idk if pell covers it"), ("es", "no sé si pell paga")])
def test_a_doubt_about_something_else_asks_no_which_one(lang, said):
    turn = waiting(NEW, "high_school", GED_READ_BACK, said, lang)
    assert not any(str(v).startswith("wrong:") for v in turn.conversation.offered), turn.reply
    assert "high_school" not in turn.answers
    assert turn.conversation.pending.get("high_school") == {"high_school": "maryland_ged"}, turn.reply


# --- the value read back said again with a "no" in it --------------------------------------------

@pytest.mark.parametrize("lang,said", [("es", "no tiene título"), ("es", "no tengo ningún título"), ("es", "no tengo título"),
                                       ("en", "i dont have a degree"), ("en", "no degree yet")])
def test_the_value_read_back_said_again_is_a_yes(lang, said):
    turn = waiting({"applicant_type": "new"}, "prior_degree", NONE_READ_BACK, said, lang)
    assert turn.answers.get("prior_degree") == "none", turn.reply
    assert not any(str(v).startswith("wrong:") for v in turn.conversation.offered), turn.reply


@pytest.mark.parametrize("lang,said", [("en", "no"), ("en", "no, a bachelor's"), ("es", "no"), ("es", "no, tengo un asociado"),
                                       ("en", "nope no")])
def test_a_plain_no_or_another_value_is_still_a_no(lang, said):
    turn = waiting({"applicant_type": "new"}, "prior_degree", NONE_READ_BACK, said, lang)
    assert "prior_degree" not in turn.answers or turn.answers.get("prior_degree") != "none", turn.reply

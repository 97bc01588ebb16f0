"""dev14's graduation year corrected, a class in both languages: a year corrected with the year kept
taken back and no word of what it dates ("oh wait, it was 2016 not 2015", "perdón, fue en 2016,
no en 2015") corrects the date that holds the year taken back, its month kept, read back; before,
nothing was read and the wrong year stayed (a "change" hint instead)."""
import datetime as dt

import pytest

from screener.chat.engine import load_flow
from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.chat.session import State
from screener.chat.understand import volunteered

TODAY = dt.date(2026, 12, 1)
KEPT = {"applicant_type": "new", "hs_completion_date": "2015-06", "prior_degree": "none"}


@pytest.mark.parametrize("lang,said", [("en", "oh wait, it was 2016 not 2015"), ("en", "sorry, not 2015, 2016, I was held back"),
                                       ("es", "perdón, fue en 2016, no en 2015"), ("es", "ay no, no fue 2015, fue 2016")])
def test_a_year_taken_back_corrects_the_date_that_holds_it(lang, said):
    found = {q.id: form for q, form in volunteered(load_flow(), said, State(dict(KEPT), lang=lang), skip={"high_school"},
                                                   lang=lang, today=TODAY, asked="high_school")}
    assert found.get("hs_completion_date") == {"hs_completion_date": "2016-06"}, found


@pytest.mark.parametrize("lang,said", [("en", "oh wait, not 2014, 2016"), ("es", "perdón, no fue 2014, fue 2016")])
def test_a_year_no_answer_holds_changes_no_date(lang, said):
    found = {q.id: form for q, form in volunteered(load_flow(), said, State(dict(KEPT), lang=lang), skip={"high_school"},
                                                   lang=lang, today=TODAY, asked="high_school")}
    assert "hs_completion_date" not in found, found


@pytest.mark.parametrize("lang,said", [("en", "oh wait, it was 2016 not 2015"), ("es", "perdón, fue en 2016, no en 2015")])
def test_the_year_meant_is_read_back_not_kept(lang, said):
    turn = respond(Conversation(State(dict(KEPT), lang=lang), expecting="high_school"), said, lang, TODAY)
    assert turn.conversation.pending.get("hs_completion_date") == {"hs_completion_date": "2016-06"}, turn.reply
    assert turn.answers.get("hs_completion_date") == "2015-06"

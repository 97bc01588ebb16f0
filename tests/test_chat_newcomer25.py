"""A newcomer's findings of 2026-12-04 (eleventh round), in our own words."""
import datetime as dt

import pytest

from screener.chat import faq
from screener.chat.engine import respond

TODAY = dt.date(2026, 12, 1)


@pytest.mark.parametrize("text", ["Montgomery", "frederick", "ccbc", "Anne Arundel County", "PG"])
def test_a_place_named_alone_is_no_question(text):
    assert faq.find(text) is None


@pytest.mark.parametrize("text, topic", [("can i use it at montgomery college?", "which_college"),
                                         ("what is the promise scholarship", "what_is")])
def test_questions_naming_places_still_find_their_entry(text, topic):
    entry = faq.find(text)
    assert entry is not None and entry.id == topic


@pytest.mark.parametrize("lang, first", [("en", "new"), ("es", "nuevo")])
def test_a_county_at_the_degree_question_gets_no_faq_answer(lang, first):
    turn = respond(None, "", lang, TODAY)
    turn = respond(turn.conversation, first, lang, TODAY)
    turn = respond(turn.conversation, "Montgomery", lang, TODAY)
    assert turn.faq is None
    assert turn.expecting == "prior_degree"
    assert "prior_degree" not in turn.answers

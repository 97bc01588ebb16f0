"""A newcomer's late findings on the chat (issue #8), each in both languages: a converted GPA
says "confirm with your counselor" in the chat's short result too (contract), a reply to the
read-back of the aid-application date changes that date and no other answer, the other-aid
list in Spanish, and the two "last published deadline" statements say which deadline each is."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State

TODAY = dt.date(2026, 12, 2)
NEW = {
    "applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
    "hs_completion_date": "2027-06", "college": "howard", "program": "associate", "credits_per_semester": 12,
    "enrolled_at_md_community_college": False, "hs_gpa": 3.0, "household": "single_parent", "household_size": 2,
    "agi": 40000, "aid_application": "fafsa", "full_cost_scholarship": False, "prior_degree": "none",
}
YES = {"en": "yes", "es": "sí"}
COUNSELOR = {"en": "Confirm with your counselor.", "es": "Confírmalo con tu consejero o consejera."}


def converse(messages, lang, drop=(), url=None):
    answers = {k: v for k, v in NEW.items() if k not in drop}
    turn = respond(Conversation(State(answers, lang=lang)), "", lang, TODAY, result_url=url)
    for message in messages:
        turn = respond(turn.conversation, message, lang, TODAY, result_url=url)
    return turn


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("url", [None, lambda state: "/result?t=x"])
@pytest.mark.parametrize("gpa", ["88", "75"])
def test_a_converted_gpa_says_confirm_with_your_counselor_in_every_result(lang, url, gpa):
    scale = {"en": "out of 100", "es": "sobre 100"}[lang]
    turn = converse([scale, gpa, YES[lang]], lang, drop=("hs_gpa",), url=url)
    assert turn.expecting is None and turn.answers.get("hs_gpa") == int(gpa), turn.reply
    assert turn.reply.count(COUNSELOR[lang]) == 1, turn.reply

"""A county said after the ZIP code, against it (issue #8): the rules read the county the student
gave, so the questionnaire's path must too. Before, the path was worked out with the ZIP code's
county, where the college chosen is the home college: "does your home college offer your
program?" (asked for the other county's college) was answered, dropped at once as off the path,
and asked again, forever. A question is never asked again once its answer is taken."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.flow import State
from screener.flow import load_flow

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
NO = {"en": "no", "es": "no"}
# A new student whose ZIP code (21044) is in Howard County, who then says she lives in Carroll
# County and picks Howard Community College: Carroll's college is her home college.
TO_OFFERED = {
    "en": ["new student", "none yet", "maryland, june 2027", "21044", "actually i live in carroll county", "yes", "yes",
           "howard community college", "associate degree"],
    "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044", "en realidad vivo en el condado de carroll", "sí",
           "sí", "howard community college", "asociado"],
}


def converse(messages, lang, turn=None):
    turn = turn or respond(None, "", lang, TODAY)
    for message in messages:
        turn = respond(turn.conversation, message, lang, TODAY)
    return turn


def test_the_form_keeps_the_answer_about_the_home_college_of_a_county_said_against_the_zip():
    flow = load_flow()
    state = State({"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2027-06",
                   "zip": "21044", "county": "carroll", "in_state_tuition": "yes", "college": "howard",
                   "program": "associate"}, frozenset())
    q = flow.ask_next(state, TODAY)
    assert q is not None and q.id == "program_offered_locally"
    after = flow.apply(state, q, {"program_offered_locally": False}, TODAY)
    assert after.answers.get("program_offered_locally") is False
    assert flow.ask_next(after, TODAY).id != "program_offered_locally"
    assert "county" in {p.id for p in flow.walk(after, TODAY).answered}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_no_about_the_home_college_is_kept_and_the_questions_go_on(lang):
    turn = converse(TO_OFFERED[lang], lang)
    assert turn.expecting == "program_offered_locally", turn.reply
    assert turn.answers["county"] == "carroll" and turn.answers["college"] == "howard"
    turn = respond(turn.conversation, NO[lang], lang, TODAY)
    assert turn.answers.get("program_offered_locally") is False, turn.reply
    assert turn.expecting not in (None, "program_offered_locally"), turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_yes_about_the_home_college_is_read_back_once_then_gives_the_result(lang):
    """"Yes, my home college offers it" rules out the other college: read back (with the county
    and college it rests on), then, after "yes", the result; the question never comes back."""
    turn = converse(TO_OFFERED[lang], lang)
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.conversation.pending, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers.get("program_offered_locally") is True, turn.reply
    assert turn.expecting != "program_offered_locally" and turn.assessment is not None, turn.reply
    assert turn.assessment["status"] == "likely_ineligible"


# A county said at a later question (read back, then confirmed) against the ZIP code kept before:
# the ZIP code stays (a place said in passing may be where one rents or works), and before, the
# county was kept beside it without a word. Now the flow's sentence says they disagree, once.
IN_PASSING = {
    "en": (["first time", "no degree", "a maryland high school", "20850", "i'm actually in garrett county", "yes"],
           "ZIP code 20850 is in Montgomery County, but you said Garrett County. Which is right?"),
    "es": (["primera vez", "ningún título", "una escuela de maryland", "20850", "de hecho vivo en el condado de garrett", "sí"],
           "El código postal (ZIP) 20850 corresponde a Condado de Montgomery, pero dijiste Condado de Garrett. ¿Cuál es el correcto?"),
}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_county_kept_against_the_zip_code_is_said_once(lang):
    messages, sentence = IN_PASSING[lang]
    turn = converse(messages[:-1], lang)
    assert turn.answers.get("zip") == "20850", turn.reply
    turn = respond(turn.conversation, messages[-1], lang, TODAY)
    assert turn.answers.get("county") == "garrett" and turn.answers.get("zip") == "20850", turn.reply
    assert sentence in turn.reply
    assert turn.expecting not in (None, "county", "zip")  # the questions go on
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert "20850" not in turn.reply  # said once


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_zip_codes_own_county_said_again_says_nothing_of_it(lang):
    messages = IN_PASSING[lang][0][:4] + [{"en": "i live in montgomery county", "es": "vivo en el condado de montgomery"}[lang]]
    turn = converse(messages + [YES[lang]], lang)
    assert turn.answers.get("county", "montgomery") == "montgomery" and turn.answers.get("zip") == "20850"
    assert "Which is right" not in turn.reply and "Cuál es el correcto" not in turn.reply

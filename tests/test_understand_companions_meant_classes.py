"""Failure classes found on the dev10 tuning set (issue #8), in our own words, English and
Spanish: a town named after whom one lives with, a parent placed elsewhere beside the one lived
with, a correction naming the college meant, and classes counted while the credits are not
known."""
import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State

from test_understand import ASKED
from test_understand import TODAY
from test_understand import YES
from test_understand import check_reading
from test_understand import say


def said_at_county(text: str, lang: str) -> dict:
    """Send ``text`` at the county question early in the flow; return the answers after a "yes"."""
    early = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland"}
    turn = respond(Conversation(State(dict(early), frozenset(), lang), "county"), text, lang, TODAY)
    if turn.conversation.pending:
        turn = respond(turn.conversation, YES[lang], lang, TODAY)
    return turn.conversation.state.answers


@pytest.mark.parametrize("lang,text,county", [
    # A town whose name is also a word or a place elsewhere, said last after whom one lives with
    # ("with my dad in Cambridge"): the town (was: no county, only the household read back)
    ("en", "i stay with my grandpa in cambridge", "dorchester"),
    ("en", "we live with my aunt in berlin", "worcester"),
    ("es", "me quedo con mi papá en Cambridge", "dorchester"),
    ("es", "vivo con mi tía en Berlin", "worcester"),
])
def test_town_said_after_whom_one_lives_with(lang, text, county):
    assert said_at_county(text, lang).get("county") == county


@pytest.mark.parametrize("lang,text,county", [
    # One parent placed elsewhere and the other lived with, said at the county question: parents
    # who live apart, so whether a step-parent is at home is asked on the household page, never
    # read in from "with my mom" (was: "one parent" read back beside the county)
    ("en", "my mom lives in ohio but i live with my dad in towson", "baltimore-county"),
    ("en", "i stay with my mom in bowie, my dad lives in virginia", "prince-georges"),
    ("es", "mi mamá vive en Texas, yo vivo con mi papá en Frederick", "frederick"),
    ("es", "vivo con mi papá en Bowie, mi mamá vive en Florida", "prince-georges"),
])
def test_parent_elsewhere_beside_the_one_lived_with_is_no_household(lang, text, county):
    answers = said_at_county(text, lang)
    assert answers.get("county") == county
    assert "household" not in answers, answers


@pytest.mark.parametrize("lang,text", [
    # A correction naming the college meant, sent while the program question of the home college
    # waits ("not Howard, I meant PGCC"): the college, read back, not a "no" to that question
    ("en", "oh sorry not howard cc, i meant pgcc"),
    ("en", "wait, not howard, i meant to say pgcc"),
    ("en", "no sorry i mean prince georges community college, not howard"),
    ("es", "perdón, no es Howard, quise decir PGCC"),
    ("es", "ay no, Howard no, quise decir PGCC"),
])
def test_college_meant_in_a_correction_at_the_program_offered_question(lang, text):
    answers = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "county": "prince-georges",
               "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "howard", "program": "associate",
               "credits_per_semester": 12, "hs_gpa": 3.4}
    conv = Conversation(State(dict(answers), frozenset(), lang), "program_offered_locally")
    turn = respond(conv, text, lang, TODAY)
    assert turn.conversation.pending, turn.reply
    final = respond(turn.conversation, YES[lang], lang, TODAY).conversation.state.answers
    assert final.get("college") == "prince-georges", final
    assert "program_offered_locally" not in final, final


CLASSES = [
    # Classes counted and the credits said to be unknown ("3 classes, no idea how many credits"):
    # classes are no credits, asked (was: 3 credits read back, a count that rules out)
    ("credits_per_semester", "en", "like 3 classes, no idea how many credits", ASKED, None),
    ("credits_per_semester", "en", "4 classes i think, not sure about credits", ASKED, None),
    ("credits_per_semester", "es", "unas 3 clases, no sé cuántos créditos son", ASKED, None),
    ("credits_per_semester", "es", "4 materias pero no sé los créditos", ASKED, None),
]


@pytest.mark.parametrize("expecting,lang,text,want,how", CLASSES)
def test_classes_counted_without_credits(expecting, lang, text, want, how):
    check_reading(*say(expecting, text, lang), want, how)

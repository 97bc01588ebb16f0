"""Corrections said with a bare value, after the result or at a question they don't answer (issue
#8), one table row per class and language, in our own words: a place named after a correction
word ("hold on, I meant Cecil", "mejor Garrett") is where the student lives or studies, read back
in the sense of what the student told before (a home: the county, which decides the home
college; a college named: the college), or asked back when that doesn't tell; never an FAQ
answer, "I don't know", or another question's answer kept silently. A bare number whose answer
isn't clear ("I meant 5", "me equivoqué, son 4") asks which answer it is for; part-time or
full-time said alone corrects the credits a semester; one parent's income corrected leaves the
household as it was."""
import pytest

from screener.chat.engine import WHICH_ANSWER
from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State
from screener.i18n import Msg
from screener.i18n import render

from test_chat_late_corrections import FAFSA
from test_chat_late_corrections import TO_AID
from test_chat_late_corrections import converse
from test_understand import TODAY
from test_understand import YES

# A new student who lives in ZIP code 21044 (Howard County), takes 15 credits a semester and named
# no college; the result is shown after the last message
TO_RESULT = {lang: TO_AID[lang] + [FAFSA[lang], "no"] for lang in ("en", "es")}
# The same student, who also named a college (Howard Community College) with the ZIP code
NAMED_COLLEGE = {"en": "21044, and I'm going to Howard Community College", "es": "21044, y voy a ir a Howard Community College"}


@pytest.fixture(scope="module")
def results():
    """The conversation at the result: (lang, "home"), and (lang, "both") with a college named too."""
    out = {}
    for lang in ("en", "es"):
        home = converse(TO_RESULT[lang], lang)
        assert home.assessment is not None and home.expecting is None, home.reply
        both = converse([NAMED_COLLEGE[lang] if m == "21044" else m for m in TO_RESULT[lang]], lang)
        if both.conversation.pending:
            both = respond(both.conversation, YES[lang], lang, TODAY)
        assert both.assessment is not None and both.answers["college"] == "howard", both.reply
        out[lang, "home"], out[lang, "both"] = home, both
    return out


# (language, message, answer read back): the student gave a home (a ZIP code), no college
PLACES_AFTER = [
    ("en", "hold on, I meant Cecil", {"county": "cecil"}),
    ("en", "actually Garrett instead", {"county": "garrett"}),
    ("en", "no, it's Allegany", {"county": "allegany"}),
    ("en", "whoops, Wicomico", {"county": "wicomico"}),
    ("es", "perdón, quise decir Cecil", {"county": "cecil"}),
    ("es", "mejor Garrett", {"county": "garrett"}),
    ("es", "en realidad Allegany", {"county": "allegany"}),
    ("es", "digo, Wicomico", {"county": "wicomico"}),
    ("es", "no, es Harford", {"county": "harford"}),
]


@pytest.mark.parametrize("lang,said,meant", PLACES_AFTER)
def test_a_place_corrected_after_the_result_is_read_back(results, lang, said, meant):
    before = results[lang, "home"]
    turn = respond(before.conversation, said, lang, TODAY)
    (field, value), = meant.items()
    assert turn.conversation.pending == {field: meant}, turn.reply
    assert turn.faq is None and turn.answers == before.answers, turn.reply  # nothing kept before the "yes"
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers[field] == value, turn.reply
    if field == "county":
        # the county decides the home college: the one taken from the old county is asked again
        assert turn.expecting == "college" and "zip" not in turn.answers, turn.reply


@pytest.mark.parametrize("lang,said,county,college", [
    ("en", "wait, I meant Harford", "harford", "harford"),
    ("en", "oops, Carroll instead", "carroll", "carroll"),
    ("es", "perdón, quise decir Harford", "harford", "harford"),
    ("es", "en realidad Carroll", "carroll", "carroll"),
])
def test_a_name_of_a_county_and_a_college_is_asked_back_when_both_were_given(results, lang, said, county, college):
    """A home and a college both given before: which one the name corrects is asked, the county
    and the college offered; the one picked is said back and kept."""
    before = results[lang, "both"]
    turn = respond(before.conversation, said, lang, TODAY)
    assert not turn.conversation.pending and turn.faq is None and turn.answers == before.answers, turn.reply
    assert len(turn.quick_replies) == 2, turn.quick_replies
    picked = respond(turn.conversation, turn.quick_replies[1], lang, TODAY)  # the college
    assert picked.answers["college"] == college and picked.answers.get("county") != county, picked.reply
    picked = respond(turn.conversation, turn.quick_replies[0], lang, TODAY)  # the county
    assert picked.answers["county"] == county, picked.reply


# (language, answers before, message, read back, or the quick replies' count when asked back)
EARLY = {"applicant_type": "new", "prior_degree": "none"}
AT_HIGH_SCHOOL = [
    ("en", {**EARLY, "county": "carroll"}, "wait, I meant Cecil", {"county": "cecil"}),
    ("en", EARLY, "oops, I meant Talbot", {"county": "talbot"}),
    ("en", EARLY, "sorry, I meant Cecil", 2),
    ("en", {**EARLY, "college": "howard"}, "actually Garrett", {"college": "garrett"}),
    ("es", {**EARLY, "county": "carroll"}, "perdón, quise decir Cecil", {"county": "cecil"}),
    ("es", EARLY, "me equivoqué, quise decir Talbot", {"county": "talbot"}),
    ("es", EARLY, "digo, Cecil", 2),
    ("es", {**EARLY, "college": "howard"}, "mejor Garrett", {"college": "garrett"}),
]


@pytest.mark.parametrize("lang,answers,said,want", AT_HIGH_SCHOOL)
def test_a_place_corrected_at_the_high_school_question_is_never_its_answer(lang, answers, said, want):
    transcript = (("user", NAMED_COLLEGE[lang]),) if "college" in answers else ()
    conv = Conversation(State(dict(answers), frozenset(), lang), "high_school", transcript)
    turn = respond(conv, said, lang, TODAY)
    assert "high_school" not in turn.answers and turn.expecting == "high_school", turn.reply
    if isinstance(want, dict):
        (field, _), = want.items()
        assert turn.conversation.pending == {field: want}, turn.reply
    else:
        assert not turn.conversation.pending and len(turn.quick_replies) == want, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "I meant 5"), ("en", "wait, 14"), ("en", "oops, it's 3"),
    ("es", "me equivoqué, son 4"), ("es", "quise decir 14"), ("es", "digo, 3"),
])
def test_a_bare_number_corrected_after_the_result_asks_which_answer(results, lang, said):
    before = results[lang, "home"]
    turn = respond(before.conversation, said, lang, TODAY)
    assert render(Msg.of(WHICH_ANSWER), lang) in turn.reply, turn.reply
    assert turn.faq is None and not turn.conversation.pending and turn.answers == before.answers


@pytest.mark.parametrize("lang,said,field,value", [
    ("en", "3.4 instead", "hs_gpa", 3.4),
    ("es", "digo, 2,9", "hs_gpa", 2.9),
    ("es", "o sea, 3.4", "hs_gpa", 3.4),
])
def test_a_bare_value_whose_answer_is_clear_is_read_back(results, lang, said, field, value):
    turn = respond(results[lang, "home"].conversation, said, lang, TODAY)
    assert field in turn.conversation.pending and turn.conversation.pending[field][field] == value, turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    assert turn.answers[field] == value


@pytest.mark.parametrize("lang,said", [("en", "oops, part time"), ("en", "actually part-time"),
                                       ("es", "perdón, medio tiempo"), ("es", "en realidad tiempo parcial")])
def test_part_time_said_after_the_result_asks_the_credits_again(results, lang, said):
    turn = respond(results[lang, "home"].conversation, said, lang, TODAY)
    assert turn.expecting == "credits_per_semester" and "credits_per_semester" not in turn.answers, turn.reply
    assert turn.faq is None
    turn = respond(turn.conversation, "9", lang, TODAY)
    assert turn.answers["credits_per_semester"] == 9


@pytest.mark.parametrize("lang,said", [("en", "oops, full time"), ("es", "perdón, tiempo completo")])
def test_full_time_said_after_the_result_that_matches_the_credits_is_said_back(results, lang, said):
    """Full-time said again of 15 credits a semester: nothing changes, and the credits kept are
    said back (not the FAQ's answer about part-time study)."""
    before = results[lang, "home"]
    turn = respond(before.conversation, said, lang, TODAY)
    assert turn.faq is None and not turn.conversation.pending and turn.answers == before.answers, turn.reply
    assert "15" in turn.reply


RENEWING = {"applicant_type": "renewal", "prior_degree": "none", "county": "howard", "college": "howard",
            "in_state_tuition": "yes", "program": "associate", "credits_per_semester": 12, "cc_gpa": 3.0,
            "credits_completed_last_semester": 12, "satisfactory_progress": True, "first_enrolled": "2025-08",
            "enrollment_status": "full_time", "household": "single_parent", "agi": 40000, "aid_application": "fafsa",
            "full_cost_scholarship": False}


@pytest.mark.parametrize("lang,said", [("en", "wait, part time"), ("es", "me equivoqué, medio tiempo")])
def test_part_time_said_by_a_renewing_student_asks_which_answer(lang, said):
    """A renewing student told the credits now and how they studied when first enrolled: which of
    the two part-time corrects is asked, nothing changed."""
    turn = respond(Conversation(State(dict(RENEWING), frozenset(), lang)), said, lang, TODAY)
    assert turn.faq is None and not turn.conversation.pending, turn.reply
    assert turn.answers["credits_per_semester"] == 12 and turn.answers["enrollment_status"] == "full_time"
    assert "9" in turn.reply  # the example of how to name it


@pytest.mark.parametrize("lang,said,income", [
    ("en", "oops, actually my dad makes 61k", 61000),
    ("en", "actually my mom earns 58,000", 58000),
    ("es", "en realidad mi papá gana 61 mil", 61000),
])
def test_an_income_corrected_with_its_earner_named_leaves_the_household_as_it_was(results, lang, said, income):
    """Two parents at home, then one parent's income corrected: never "I live with one parent",
    and one parent's pay is never the household's income (fe2): the total, both added, asked."""
    turn = respond(results[lang, "home"].conversation, said, lang, TODAY)
    assert "household" not in turn.conversation.pending, turn.reply
    assert (turn.conversation.pending.get("agi") or {}).get("agi") != income and turn.answers.get("agi") != income, turn.reply
    assert ("total income" if lang == "en" else "ingreso total") in turn.reply, turn.reply

"""A yes that is only a subject and its verb, or a yes followed by a plan (issue #8; a newcomer's
finding: "I am planning to" at "Are you already taking classes at a Maryland community college?"
was kept as yes, and the 2.5 college-GPA rule then ruled out a GED adult whose high-school GPA
rule was lifted). Such a yes is read back; a number alone after the verb ("I am 30") is no answer
to a yes/no question. Our own wording, in English and Spanish; graded as the bench grades."""
import pytest

from support import answer
from support import confirm
from support import graded
from support import talk

ASK = {"ask_back": True}
ENROLLED = "enrolled_at_md_community_college"


@pytest.mark.parametrize("text,lang,also", [
    ("I will once I save some money", "en", {}),
    ("i am hoping to", "en", {}),
    ("I am single and work full time", "en", {"household": "single"}),  # (fix32h: "I am single" read back too)
])
def test_a_yes_with_a_plan_or_other_words_is_read_back(bench, text, lang, also):
    graded(bench, ENROLLED, text, lang, confirm(**{ENROLLED: True}, **also))


# A start to come named ("next fall", "en enero", "el próximo año") is not "already taking classes"
# (§18-3603(b)(3)): read back as a "no" (these rows were a "yes" read back; a newcomer's finding,
# tests/test_chat_ncwv.py: a "yes" to that read-back put the college-GPA rule on a student not enrolled)
@pytest.mark.parametrize("text,lang", [
    ("I am going to start there next fall", "en"),
    ("sí, pienso inscribirme el próximo año", "es"),
    ("sí, voy a empezar en enero", "es"),
])
def test_a_yes_with_a_start_to_come_is_read_back_as_no(bench, text, lang):
    graded(bench, ENROLLED, text, lang, confirm(**{ENROLLED: False}))


@pytest.mark.parametrize("text,lang", [("I am 45", "en"), ("I'm 19 years old", "en")])
def test_an_age_after_i_am_is_no_yes(bench, text, lang):
    graded(bench, ENROLLED, text, lang, ASK)


@pytest.mark.parametrize("text,lang", [("I am", "en"), ("I do", "en"), ("yes I am", "en"), ("sí", "es"),
                                       ("yes, since last spring", "en"), ("sí, estoy en mi segundo año", "es")])
def test_a_plain_yes_is_kept(bench, text, lang):
    graded(bench, ENROLLED, text, lang, answer(**{ENROLLED: True}))


def test_a_plan_at_the_enrolled_question_never_rules_a_ged_adult_out():
    """The newcomer's conversation: a 2015 Maryland GED (the high-school GPA rule lifted after 5
    years), a 2.3 said as a college GPA after "I am planning to", then "no" to the read-back."""
    turn = talk("en", "first time", "none", "Maryland GED, March 2015", "20901", "yes", "associate, 12 credits",
                "I am planning to")
    assert ENROLLED not in turn.answers and turn.conversation.pending
    turn = talk("en", "first time", "none", "Maryland GED, March 2015", "20901", "yes", "associate, 12 credits",
                "I am planning to", "no", "no")
    assert turn.answers[ENROLLED] is False

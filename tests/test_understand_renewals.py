"""Students already at a college and their programs: failure classes found on the dev2-dev9 tuning
sets (issue #8), one table row per class and language, in our own words. Each row: the question
pending, the language, the message, and the answers kept after the student's "yes"
(``READ_BACK``: only after one) or ``ASKED`` (nothing kept nor read back)."""
import pytest

from screener.chat import faq
from test_understand import ASKED
from test_understand import READ_BACK
from test_understand import check_reading
from test_understand_choice_classes import say

CASES = [
    # Pell Grant for a noncredit program: someone else who didn't know either is "not sure", never
    # the "yes" of its "sure"
    ("noncredit_pell_eligible", "en", "the guy at financial aid wasn't sure either", ASKED, None),
    ("noncredit_pell_eligible", "es", "en la oficina tampoco sabían, no estaban seguros", ASKED, None),
    # ... what someone said, reported with "que", is the answer, not a question
    ("noncredit_pell_eligible", "es", "la señora de ayuda financiera me dijo que sí, que el Pell cubre mi curso de soldadura",
     {"noncredit_pell_eligible": True}, None),
    ("noncredit_pell_eligible", "es", "me contestaron por correo, que el Pell no paga ese programa",
     {"noncredit_pell_eligible": False}, None),
    # GPA: two different GPAs from two places: which one is asked back, neither is kept
    ("hs_gpa", "en", "my report card shows 3.2 but the counselor told me 3.05", ASKED, None),
    ("hs_gpa", "es", "en el portal sale 2.9 pero la consejera dijo 2.75", ASKED, None),
    # GPA: a number said with its scale unknown is "I don't know", nothing kept
    ("hs_gpa", "en", "idk which scale it is, my report card just shows 3.4", ASKED, None),
    ("hs_gpa", "es", "no sé sobre cuánto es, en la boleta dice 3.4", ASKED, None),
    # already at a community college? Classes through high school are dual enrollment: asked back
    ("enrolled_at_md_community_college", "en", "I do two classes at Howard CC through my high school", ASKED, None),
    ("enrolled_at_md_community_college", "es", "tomo una clase en Montgomery College por mi prepa", ASKED, None),
    # program: a noncredit course to get certified leads to a certification (the statute's
    # "sequence of courses that leads to licensure or certification"); a noncredit certificate stays one
    ("program", "en", "noncredit phlebotomy course so I can get certified", {"program": "licensure_noncredit"}, None),
    ("program", "es", "un curso sin créditos para certificarme como asistente de enfermería", {"program": "licensure_noncredit"}, None),
    ("program", "en", "a noncredit HVAC certificate", {"program": "noncredit_vocational_certificate"}, None),  # (kept so)
    # aid application: the college it was filed for is the college planned (read back)
    ("aid_application", "en", "did the FAFSA in October and put Harford on it", {"aid_application": "fafsa", "college": "harford"},
     READ_BACK),
    ("aid_application", "es", "ya mandé la FAFSA en octubre para Harford", {"aid_application": "fafsa", "college": "harford"},
     READ_BACK),
    # degree: the answer told before a question about it is read back
    ("prior_degree", "en", "I finished a bachelor's degree in Colombia, would that count?", {"prior_degree": "bachelor"}, READ_BACK),
    ("prior_degree", "es", "tengo una licenciatura de una universidad de Perú, ¿eso cuenta aquí?", {"prior_degree": "bachelor"},
     READ_BACK),
]


@pytest.mark.parametrize("expecting,lang,text,want,how", CASES)
def test_renewal_classes(expecting, lang, text, want, how):
    turn, got = say(expecting, text, lang)
    if "college" not in (want if isinstance(want, dict) else {}):
        got.pop("college", None)  # the county's home college, derived
    check_reading(turn, got, want, how)


def test_a_degree_told_then_asked_about_answers_from_the_degree_entry():
    # ("does that count?" asks about the degree just told, not about a university: the entry on
    # degrees answers; the Spanish "¿eso cuenta?" found it already)
    turn, got = say("prior_degree", "I got a bachelor's in Nigeria, does that count?", "en")
    assert turn.faq == "prior_degree", (turn.faq, turn.reply)
    assert got == {"prior_degree": "bachelor"}


@pytest.mark.parametrize("text", [
    "me dijeron que sí, que el pell paga el curso",
    "la consejera dijo que no, que no hace falta",
])
def test_reported_speech_is_no_question(text):
    assert not faq.is_question(text)


@pytest.mark.parametrize("text", ["me dijeron que sí, que hago ahora", "que el pell paga el curso"])
def test_a_question_after_reported_speech_still_asks(text):  # (kept so)
    assert faq.is_question(text)

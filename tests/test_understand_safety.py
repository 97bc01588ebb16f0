"""Never a wrong "no" from words, and never a wrong value kept unasked: failure classes found on
the tuning sets (dev7 first, then dev2, calib, dev4-dev6), issue #8. One table row per class and
language, in our own words. Each row: the question pending, the language, the message, and the
answers kept after the student's "yes" (``READ_BACK``: only after one) or ``ASKED`` (nothing kept
nor read back)."""
import pytest

from screener.chat import faq
from test_understand import ASKED
from test_understand import check_reading
from test_understand import say

CASES = [
    # college: one where classes were taken years ago, said at another question, is the past, not
    # the college the student will attend (stored, it ruled a Baltimore City student out of CCBC)
    ("prior_degree", "en", "none, I did take two classes at Howard CC back in 2012", {"prior_degree": "none"}, None),
    ("prior_degree", "es", "ninguno, tomé unas clases en Harford hace como diez años", {"prior_degree": "none"}, None),
    ("applicant_type", "en", "first time, I went to Frederick for a semester in 2015 but quit",
     {"applicant_type": "new"}, None),
    # tuition: a price per credit is no year's tuition: the year is asked for
    ("tuition", "en", "it's about $140 a credit I think", ASKED, None),
    ("tuition", "es", "como 125 dólares por crédito", ASKED, None),
    # birth year: a date in figures with a two-digit year: the year is its last part, not the month
    ("birth_year", "en", "06/21/98", {"birth_year": 1998}, None),
    ("birth_year", "es", "el 7/4/02", {"birth_year": 2002}, None),
    # household size: kin said fondly (a diminutive, a nickname) are counted
    ("household_size", "es", "mi papá, mi abuelito y yo", {"household_size": 3}, None),
    ("household_size", "en", "me, my dad and my nana", {"household_size": 3}, None),
    # county: two counties each named as one ("X County, well, Y City really"): asked which, not guessed
    ("county", "en", "Howard County, well, technically Baltimore County", ASKED, None),
    ("county", "es", "condado de Baltimore, o sea, la ciudad de Baltimore", ASKED, None),
    # household: the student's own divorce is no divorced parents: single
    ("household", "en", "I'm separated, living on my own", {"household": "single"}, None),
    ("household", "es", "soy divorciado, no tengo hijos", {"household": "single"}, None),
]


@pytest.mark.parametrize("expecting,lang,text,want,how", CASES)
def test_safety_classes(expecting, lang, text, want, how):
    turn, got = say(expecting, text, lang)
    check_reading(turn, got, want, how)


@pytest.mark.parametrize("lang,text", [("en", "I'm going to go to Carroll, I took a class at Howard years ago"),
                                       ("es", "voy a ir a Carroll, tomé una clase en Howard hace años")])
def test_the_college_gone_to_beside_one_left_is_still_read(lang, text):
    turn, got = say("prior_degree", "no degree. " + text if lang == "en" else "ningún título. " + text, lang)
    assert got.get("college") == "carroll", turn.reply


# --- the FAQ's "I don't know": becoming a citizen is immigration law, not this award -------------

@pytest.mark.parametrize("text", [
    "could I become a US citizen by going to community college?",
    "will my mom become a citizen if I study here",
    "¿si me gradúo me puedo hacer ciudadana?",
    "¿me dan la ciudadanía si termino el college?",
])
def test_asking_to_become_a_citizen_gets_i_dont_know(text):
    assert faq.find(text) is None, faq.search(text)


@pytest.mark.parametrize("text,topic", [
    ("I'm not a citizen, can I still get the scholarship?", "undocumented"),
    ("no soy ciudadana, ¿puedo recibir la beca?", "undocumented"),
])
def test_a_student_who_is_no_citizen_is_still_answered(text, topic):
    found = faq.find(text)
    assert found is not None and found.id == topic, faq.search(text)


# --- a question is no answer: "did it in october" tells, a Spanish verb-first question asks ---------

@pytest.mark.parametrize("lang,text", [("en", "the fafsa, did it back in november"), ("en", "did it last month, the fafsa"),
                                       ("es", "la fafsa, la hice en noviembre")])
def test_an_application_done_is_an_answer_not_a_question(lang, text):
    # Class (dev7): "did it in october" (the "I" dropped) was read as a question, three times over
    turn, got = say("aid_application", text, lang)
    assert got == {"aid_application": "fafsa"}, turn.reply


@pytest.mark.parametrize("text,asks", [
    ("sent mine early in march", False), ("did that online already", False), ("the one app, did it around christmas", False),
    ("submitted the fafsa on the 3rd", False), ("ya la mandé en marzo", False), ("did it go through", True),
    ("did that on time, is it too late for the fall?", True), ("la mandé en marzo, cuándo me contestan", True),
])
def test_one_reader_of_what_was_done_and_when(text, asks):
    # What was done and when, its "I" dropped, is one reader (faq._DONE_WHEN) wherever the chat
    # asks whether a message asks: alone in its clause, or opening it
    assert faq.plainly_asks(text) is asks


@pytest.mark.parametrize("lang,text", [("es", "cuenta mi promedio de la escuela si ya pasaron diez años?"),
                                       ("es", "importa si ya tomé clases hace mucho?"),
                                       ("en", "does it matter if I already took classes years ago?")])
def test_a_question_with_if_is_no_yes(lang, text):
    # Class (dev7): a Spanish question typed without "¿", its verb first, was read as an unsure
    # answer, and its "si" ("if") kept as the student's "yes" to "already at a community college?"
    turn, got = say("enrolled_at_md_community_college", text, lang)
    assert not got and not turn.conversation.pending, turn.reply
    assert turn.faq is not None, turn.reply

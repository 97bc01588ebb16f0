"""Misreads found by hand (issue #8), each a class tested in both languages: a number typed in
scientific notation ("1e5") is that number, read back, never two numbers added; a street named
alone tells no county (the ZIP code settles it) and stores nothing; "no, it's Frederick" to the
read-back of a county or a college is a "no" and the place meant, read back in the fact's sense; a
question about one's own result once it is shown ("how much will I get?", "¿a qué college puedo
ir?") is answered from the result's own lines first, then the FAQ; a child said to live with the
writer is read as before (the two writer patterns share their tail)."""
import datetime as dt

import pytest

from screener.chat import understand
from screener.chat.engine import NOTATION as NOTATION_REFUSED
from screener.chat.engine import STREET_KEPT
from screener.chat.engine import STREET_NOTED
from screener.chat.engine import STREET_UNMAPPED
from screener.chat.engine import respond
from screener.i18n import Msg
from screener.i18n import render
from support import talk

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
# A new student in Howard County (ZIP code 21044), two parents: the income is asked next
TO_INCOME = {
    "en": ["new student", "none yet", "maryland, june 2027", "21044", "yes", "associate degree, 15 credits", "3.1",
           "me, my mom and my dad"],
    "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044", "sí", "asociado, 15 créditos", "3.1",
           "yo, mi mamá y mi papá"],
}


def converse(messages, lang):
    return talk(lang, *messages, day=TODAY)


@pytest.fixture(scope="module")
def at_income():
    out = {}
    for lang in ("en", "es"):
        out[lang] = converse(TO_INCOME[lang], lang)
        assert out[lang].expecting == "agi", out[lang].reply
    return out


# --- a number in scientific notation ------------------------------------------------------------


# (language, typed, the income it is)
NOTATION = [
    ("en", "1e5", 100000),
    ("en", "2.5e4", 25000),
    ("en", "about 7.2E4 a year", 72000),
    ("en", "1e9", 1000000000),
    ("es", "1e5", 100000),
    ("es", "2,5e4", 25000),
    ("es", "como 6.4e4 al año", 64000),
    ("es", "1.5e6", 1500000),
]


@pytest.mark.parametrize("lang,typed,meant", NOTATION)
def test_an_income_in_scientific_notation_is_refused_as_the_form_refuses_it(at_income, lang, typed, meant):
    """It was read digit by digit as two numbers added ("1e9": $10), then written out and read back
    ("$1e9": $1,000,000,000); the web form refuses it, so the chat does too: nothing is read from
    it, and the amount is asked again with all its digits."""
    turn = respond(at_income[lang].conversation, typed, lang, TODAY)
    assert turn.expecting == "agi" and not turn.conversation.pending and "agi" not in turn.answers, turn.reply
    assert turn.reply.startswith(render(NOTATION_REFUSED, lang)), turn.reply


@pytest.mark.parametrize("lang,typed", [("en", "3e9"), ("es", "4,5e10"), ("en", "1e400"), ("es", "unos 2e500"),
                                        ("en", "$1e9"), ("es", "ganamos 7e4")])
def test_a_notation_is_never_an_amount(at_income, lang, typed):
    turn = respond(at_income[lang].conversation, typed, lang, TODAY)
    assert turn.expecting == "agi" and not turn.conversation.pending and "agi" not in turn.answers, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "3.1 and my parents make 1.2e5"), ("es", "3.1 y mis papás ganan 9e4")])
def test_an_income_in_notation_said_in_passing_is_not_read(lang, said):
    turn = converse(TO_INCOME[lang][:6], lang)
    assert turn.expecting == "hs_gpa", turn.reply
    turn = respond(turn.conversation, said, lang, TODAY)
    assert "agi" not in turn.conversation.pending and "agi" not in turn.answers, turn.reply


# --- a child who lives with the writer ----------------------------------------------------------


@pytest.mark.parametrize("text,lives,child", [
    ("she lives with me", True, False),
    ("he stays just with me", True, False),
    ("vive conmigo", True, False),
    ("mi hija vive aqui conmigo", True, True),
    ("my son lives here with me", True, True),
    ("my oldest son is staying with us", False, True),
    ("nuestra hija se queda con nosotros", False, True),
    ("my mom lives with me", False, False),
    ("vivo con mi mama", False, False),
])
def test_the_writer_patterns_share_their_tail_and_read_as_before(text, lives, child):
    assert bool(understand._LIVES_WITH_WRITER.search(text)) is lives
    assert bool(understand._CHILD_WITH_WRITER.search(text)) is child


# --- a street named alone ------------------------------------------------------------------------


def said(msgid, lang):
    return render(Msg.of(msgid), lang)


# (language, how many answers given first, the question then pending, a street alone, what is said)
STREETS = [
    ("en", 6, "hs_gpa", "I live on Harford Road", STREET_KEPT),
    ("en", 6, "hs_gpa", "we stay off Liberty Heights Ave", STREET_KEPT),
    ("en", 8, "agi", "4501 Calvert Rd", STREET_KEPT),
    ("en", 1, "prior_degree", "my address is 12 Main St", STREET_NOTED),
    ("en", 3, "zip", "I live on York Road", STREET_UNMAPPED),
    ("es", 6, "hs_gpa", "vivo en la calle Main", STREET_KEPT),
    ("es", 8, "agi", "mi dirección es calle Juárez 45", STREET_KEPT),
    ("es", 1, "prior_degree", "vivimos en la avenida Georgia", STREET_NOTED),
    ("es", 3, "zip", "vivo por la calle Frederick", STREET_UNMAPPED),
]


@pytest.mark.parametrize("lang,given,pending,street,meant", STREETS)
def test_a_street_alone_is_noted_as_no_county_and_the_question_put_again(lang, given, pending, street, meant):
    """An unrelated FAQ answer (living outside Maryland) was given, or the house number read back
    as an income: a street tells no county, the ZIP code settles it; nothing is stored."""
    turn = converse(TO_INCOME[lang][:given], lang)
    assert turn.expecting == pending, turn.reply
    before = dict(turn.answers)
    turn = respond(turn.conversation, street, lang, TODAY)
    assert said(meant, lang) in turn.reply, turn.reply
    assert turn.faq is None and not turn.conversation.pending and turn.answers == before, turn.reply
    assert turn.expecting == pending


@pytest.mark.parametrize("lang,street", [("en", "4501 Calvert Rd"), ("es", "vivo en la calle Main")])
def test_a_street_alone_after_the_result_changes_nothing(lang, street):
    turn = converse(TO_INCOME[lang] + ["88000", "fafsa", "no"], lang)
    assert turn.assessment is not None, turn.reply
    before = dict(turn.answers)
    turn = respond(turn.conversation, street, lang, TODAY)
    assert said(STREET_KEPT, lang) in turn.reply and not turn.conversation.pending and turn.answers == before, turn.reply


@pytest.mark.parametrize("lang,home", [("en", "I live on Calvert Rd in College Park"),
                                       ("es", "vivo en la calle Frederick en Catonsville")])
def test_a_street_with_its_town_is_still_the_town(lang, home):
    """(Unchanged: the town said with the street is where one lives, read back.)"""
    turn = converse(TO_INCOME[lang][:3], lang)
    turn = respond(turn.conversation, home, lang, TODAY)
    assert said(STREET_UNMAPPED, lang) not in turn.reply and turn.conversation.pending, turn.reply


# --- "no, it's Frederick" to a place read back ---------------------------------------------------

TO_RESULT = {lang: TO_INCOME[lang] + ["88000", "fafsa", "no"] for lang in TO_INCOME}
# A correction that reads back a county (the home given: a ZIP code), or a college named as one
FIX_COUNTY = {"en": "oops, I meant Carroll", "es": "perdón, quise decir Carroll"}
FIX_COLLEGE = {"en": "oops, I meant Carroll Community College", "es": "perdón, quise decir Carroll Community College"}


@pytest.fixture(scope="module")
def read_back():
    """The read-back of Carroll County and of Carroll Community College: after the result, and
    (the county) while the GPA is asked."""
    out = {}
    for lang in ("en", "es"):
        done = converse(TO_RESULT[lang], lang)
        assert done.assessment is not None, done.reply
        out[lang, "county", None] = respond(done.conversation, FIX_COUNTY[lang], lang, TODAY)
        out[lang, "college", None] = respond(done.conversation, FIX_COLLEGE[lang], lang, TODAY)
        at_gpa = converse(TO_INCOME[lang][:6], lang)
        assert at_gpa.expecting == "hs_gpa", at_gpa.reply
        out[lang, "county", "hs_gpa"] = respond(at_gpa.conversation, FIX_COUNTY[lang], lang, TODAY)
        for (la, field, _), turn in out.items():
            if la == lang:
                assert turn.conversation.pending == {field: {field: "carroll"}}, turn.reply
    return out


# (language, the fact read back, the question pending (None: after the result), the "no", what is read back then)
NO_THEN_PLACE = [
    ("en", "county", None, "no, it's Frederick", {"county": "frederick"}),
    ("en", "county", None, "no, Frederick", {"county": "frederick"}),
    ("en", "county", "hs_gpa", "nope, it's Frederick", {"county": "frederick"}),
    ("en", "county", None, "no, I live in Frederick", {"county": "frederick"}),
    ("en", "college", None, "no, it's Frederick", {"college": "frederick"}),
    ("en", "college", None, "no, I live in Frederick", {"county": "frederick"}),
    ("en", "college", None, "nah, we live in frederick county", {"county": "frederick"}),
    ("es", "county", None, "no, es Frederick", {"county": "frederick"}),
    ("es", "county", "hs_gpa", "no, es Frederick", {"county": "frederick"}),
    ("es", "county", None, "no, vivo en Frederick", {"county": "frederick"}),
    ("es", "college", None, "no, es Frederick", {"college": "frederick"}),
    ("es", "college", None, "no, vivimos en Frederick", {"county": "frederick"}),
]


@pytest.mark.parametrize("lang,field,where,said,meant", NO_THEN_PLACE)
def test_a_no_naming_another_place_is_applied_and_the_place_read_back(read_back, lang, field, where, said, meant):
    """Was a plain "no" (the place lost), or, after "I live in", the college read back kept
    beside the home: the "no" drops the fact read back, the place meant is read back in the
    sense of that fact (or as a home), and kept after a "yes"; the question waiting still waits."""
    turn = respond(read_back[lang, field, where].conversation, said, lang, TODAY)
    pending = turn.conversation.pending
    assert {k: v[k] for k, v in pending.items()} == meant, turn.reply
    assert turn.expecting == where or (where is None and turn.expecting is None), turn.reply
    turn = respond(turn.conversation, YES[lang], lang, TODAY)
    for k, v in meant.items():
        assert turn.conversation.state.answers[k] == v, turn.reply
    assert turn.conversation.state.answers.get("college") != "carroll"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_plain_no_to_a_place_read_back_is_still_a_plain_no(read_back, lang):
    turn = respond(read_back[lang, "county", None].conversation, "no", lang, TODAY)
    answers = turn.conversation.state.answers
    assert not turn.conversation.pending and answers.get("county") != "carroll" and answers["zip"] == "21044", turn.reply


# --- a question about one's own result ------------------------------------------------------------


@pytest.fixture(scope="module")
def results():
    """The likely-eligible result ($5,000 at Howard Community College) in each language."""
    out = {}
    for lang in ("en", "es"):
        out[lang] = converse(TO_RESULT[lang], lang)
        assert out[lang].assessment["status"] == "likely_eligible", out[lang].reply
    return out


def paragraphs(reply):
    return [p for p in reply.split("\n\n") if p.strip()]


# (language, the question, the FAQ topic, the result's line that answers it: its first words)
OWN_QUESTIONS = [
    ("en", "how much will I get?", "award_amount", "Estimated award:"),
    ("en", "so how much money would I get", "award_amount", "Estimated award:"),
    ("en", "how big is my award?", "award_amount", "Estimated award:"),
    ("en", "where do I use my scholarship?", "which_college", "Where to use it:"),
    ("en", "what college do I go to?", "which_college", "Where to use it:"),
    ("en", "which college can I use it at", "which_college", "Where to use it:"),
    ("es", "cuánto me van a dar?", "award_amount", "Cálculo de tu beca:"),
    ("es", "¿y cuánto recibo yo?", "award_amount", "Cálculo de tu beca:"),
    ("es", "¿cuánto dinero me toca a mí?", "award_amount", "Cálculo de tu beca:"),
    ("es", "¿a qué college puedo ir?", "which_college", "Dónde usarla:"),
    ("es", "¿en qué college uso mi beca?", "which_college", "Dónde usarla:"),
]


@pytest.mark.parametrize("lang,asked,topic,line", OWN_QUESTIONS)
def test_a_question_about_ones_own_result_is_answered_from_it(results, lang, asked, topic, line):
    """Only the FAQ's general answer was given ("up to $5,000 a year"): the result's own line
    comes first, as the result said it, then the FAQ's answer and source."""
    turn = respond(results[lang].conversation, asked, lang, TODAY)
    first = paragraphs(turn.reply)[0]
    assert first.startswith(line) and first in results[lang].reply, turn.reply
    assert turn.faq == topic and len(paragraphs(turn.reply)) >= 3, turn.reply
    assert turn.answers == results[lang].answers and not turn.conversation.pending


GENERAL_QUESTIONS = [("en", "how much is the award?"), ("en", "which colleges can students use it at?"),
                     ("es", "¿cuánto es la beca?"), ("es", "¿en qué colleges se puede usar la beca?")]


@pytest.mark.parametrize("lang,asked", GENERAL_QUESTIONS)
def test_a_general_question_after_the_result_gets_the_faq_as_before(results, lang, asked):
    turn = respond(results[lang].conversation, asked, lang, TODAY)
    assert paragraphs(turn.reply)[0] not in results[lang].reply, turn.reply


@pytest.mark.parametrize("lang,asked,topic,line", OWN_QUESTIONS)
def test_a_question_about_ones_own_award_before_the_result_gets_the_faq_as_before(lang, asked, topic, line):
    turn = converse(TO_INCOME[lang][:6], lang)
    turn = respond(turn.conversation, asked, lang, TODAY)
    assert not paragraphs(turn.reply)[0].startswith(line) and turn.faq == topic, turn.reply
    assert turn.expecting == "hs_gpa"


@pytest.mark.parametrize("lang,asked", [("en", "how much will I get?"), ("es", "¿cuánto me van a dar?")])
def test_how_much_after_a_likely_not_eligible_result_says_that_result(lang, asked):
    """No estimate in a likely-not-eligible result: its status and reason, as it said them."""
    turn = converse(TO_INCOME[lang] + ["200000", YES[lang]], lang)
    assert turn.assessment is not None and turn.assessment["status"] == "likely_ineligible", turn.reply
    result = turn.reply
    turn = respond(turn.conversation, asked, lang, TODAY)
    first, reason = paragraphs(turn.reply)[:2]
    assert first in result and reason in result and "200,000" in reason, turn.reply
    assert turn.faq == "award_amount"

"""A newcomer's readings of the chat (issue #8), each a class in both languages: formatting typed
around an answer ("**3.5**", "<b>sí</b>") is taken off before anything is read; an answer put off
or declined ("not right now", "ahorita no", "prefiero no decir") is read as "I don't know"; at the
aid application "not right now" / "todavía no" is not filed yet, never "none"; a year of high
school named at the degree question ("I'm a junior") is no college degree; a county named short
("in PG", "en el condado de PG") inside a message of several facts is read; a parent's spouse listed
after a serial comma ("me, my mom, and her husband") is counted as a step-parent."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.understand import deferred
from screener.chat.understand import household_kind
from screener.chat.understand import slang_parents
from screener.chat.understand import unformatted
from test_chat_newcomer_findings import at
from test_chat_newcomer_findings import converse

TODAY = dt.date(2026, 12, 1)
NEW = {"applicant_type": "new"}
# A new student's first answers, up to the ZIP code question
TO_ZIP = {"en": ["new student", "none yet", "maryland, june 2027"], "es": ["nuevo", "ninguno todavía", "maryland, junio 2027"]}


def kept_or_read_back(turn) -> dict:
    got = dict(turn.answers)
    for update in turn.conversation.pending.values():
        got.update(update)
    return got


# --- formatting marks around an answer ----------------------------------------------------------

@pytest.mark.parametrize("typed,plain", [
    ("*yes*", "yes"), ("**3.5**", "3.5"), ("_no_", "no"), ("`20774`", "20774"), ("<b>yes</b>", "yes"),
    ("<STRONG>sí</STRONG>", "sí"), ("<i>no</i>", "no"), ("**_claro_**", "claro"), ("__first time__", "first time"),
    ("my gpa is **3.25**, zip `21230`", "my gpa is 3.25, zip 21230"), ("<em>treinta mil</em>", "treinta mil"),
    # not formatting: left as typed
    ("3*4*5", "3*4*5"), ("my_user_name", "my_user_name"), ("3.5*", "3.5*"), ("~~40k~~ 48k", "~~40k~~ 48k"),
    ("<script>alert(1)</script>", "<script>alert(1)</script>"), ("5 * 12", "5 * 12"),
])
def test_formatting_marks_are_taken_off(typed, plain):
    assert unformatted(typed) == plain


@pytest.mark.parametrize("lang,expecting,typed,field,value", [
    ("en", "hs_gpa", "<b>3.6</b>", "hs_gpa", 3.6),
    ("en", "hs_gpa", "**3.6**", "hs_gpa", 3.6),
    ("es", "hs_gpa", "<strong>3.6</strong>", "hs_gpa", 3.6),
    ("en", "zip", "<code>21230</code>", "zip", "21230"),
    ("es", "zip", "<b>21230</b>", "zip", "21230"),
    ("en", "household_size", "<i>4</i>", "household_size", 4),
    ("es", "household_size", "<em>cuatro</em>", "household_size", 4),
])
def test_an_answer_in_formatting_tags_is_read(lang, expecting, typed, field, value):
    turn = at(NEW, expecting, typed, lang)
    assert kept_or_read_back(turn).get(field) == value, turn.reply
    assert turn.conversation.transcript[-2] == ("user", typed)  # the transcript keeps what was typed


@pytest.mark.parametrize("lang,typed", [("en", "<b>yes</b>"), ("en", "*yep*"), ("es", "<i>sí</i>"), ("es", "**claro**")])
def test_a_formatted_yes_confirms_a_read_back(lang, typed):
    turn = at(NEW, "hs_completion_date", "class of 2027", lang)
    assert turn.conversation.pending, turn.reply
    turn = respond(turn.conversation, typed, lang, TODAY)
    assert turn.answers.get("hs_completion_date", "").startswith("2027"), turn.reply


# --- an answer put off or declined --------------------------------------------------------------

class _Q:
    def __init__(self, qid, kind):
        self.id, self.kind = qid, kind


@pytest.mark.parametrize("text,kind,put_off", [
    ("not right now", "zip", True), ("Not now, sorry", "gpa", True), ("um, maybe later", "money", True),
    ("ahorita no", "zip", True), ("no, ahora no", "county", True), ("por ahora no gracias", "number", True),
    ("I'd rather not say", "money", True), ("prefiero no decirlo", "gpa", True), ("más tarde", "month", True),
    # a "later" or a refusal is no "no" at a yes/no question either; "not now" there is a plain "no"
    ("later", "yesno", True), ("prefer not to say", "yesno", True), ("not right now", "yesno", False),
    ("ahorita no", "yesno", False),
    # more than putting it off: read as before
    ("not right now, 21230", "zip", False), ("no", "zip", False), ("not sure", "zip", False),
    ("ahorita no tengo el zip pero vivo en Towson", "zip", False), ("later this year", "month", False),
])
def test_what_puts_an_answer_off(text, kind, put_off):
    assert deferred(text, _Q(kind, kind)) is put_off


@pytest.mark.parametrize("lang,text", [("en", "not right now"), ("en", "not now"), ("en", "I'd rather not say"),
                                       ("es", "ahorita no"), ("es", "ahora no"), ("es", "prefiero no decir")])
def test_a_zip_code_put_off_asks_the_county(lang, text):
    turn = converse(TO_ZIP[lang] + [text], lang)
    assert turn.expecting == "county", turn.reply
    assert ("ZIP code to find your county" if lang == "en" else "para saber tu condado") in turn.reply, turn.reply
    assert "zip" not in turn.answers and not turn.conversation.pending
    assert turn.faq is None  # no FAQ answer about something else


@pytest.mark.parametrize("lang,expecting,text", [
    ("en", "hs_gpa", "not right now"), ("es", "hs_gpa", "ahorita no"),
    ("en", "agi", "rather not say"), ("es", "agi", "prefiero no contestar"),
    ("en", "household_size", "maybe later"), ("es", "household_size", "luego te digo"),
    ("en", "county", "not right now"), ("es", "county", "ahora no"),
])
def test_a_value_put_off_is_read_as_i_dont_know(lang, expecting, text):
    turn = at(NEW, expecting, text, lang)
    assert turn.reply.startswith("That's OK." if lang == "en" else "No pasa nada."), turn.reply
    assert turn.faq is None and expecting not in turn.answers and not turn.conversation.pending


@pytest.mark.parametrize("lang,text", [("en", "later"), ("en", "I'd rather not answer"), ("es", "más tarde"),
                                       ("es", "no quiero decir")])
def test_a_yes_or_no_put_off_is_no_no(lang, text):
    turn = at(NEW, "enrolled_at_md_community_college", text, lang)
    assert "enrolled_at_md_community_college" not in turn.answers and not turn.conversation.pending, turn.reply
    assert turn.expecting == "enrolled_at_md_community_college"


# --- "not right now" / "not yet" at the aid application: not filed yet, never "none" ---------

@pytest.mark.parametrize("text,qid,put_off", [
    ("not right now", "aid_application", True), ("ahorita no", "household", True), ("ahora no", "high_school", True),
    # a choice said "not yet" ("none yet", "first time"): "not now" is that answer, as before
    ("not right now", "prior_degree", False), ("ahorita no", "applicant_type", False),
])
def test_not_now_at_a_choice_question(text, qid, put_off):
    assert deferred(text, _Q(qid, "choice")) is put_off


@pytest.mark.parametrize("lang,text", [("en", "not right now"), ("en", "not now"), ("en", "not yet"), ("en", "nah not yet"),
                                       ("es", "ahorita no"), ("es", "todavía no"), ("es", "aún no"), ("es", "no, todavía no")])
def test_not_yet_at_the_aid_application_asks_again_with_its_tip(lang, text):
    turn = at(NEW, "aid_application", text, lang)
    assert "aid_application" not in turn.answers and not turn.conversation.pending, turn.reply
    assert turn.expecting == "aid_application"
    assert ("List your community college on it" if lang == "en" else "Incluye tu college comunitario") in turn.reply, turn.reply


@pytest.mark.parametrize("lang,text,value", [("en", "not yet but I'll do the FAFSA", "fafsa"),
                                             ("es", "todavía no, pero voy a hacer la FAFSA", "fafsa"),
                                             ("en", "no, we won't file anything", "none"), ("es", "ninguna", "none")])
def test_an_application_named_or_refused_is_read_as_before(lang, text, value):
    turn = at(NEW, "aid_application", text, lang)
    assert kept_or_read_back(turn).get("aid_application") == value, turn.reply


# --- a year of school named at the degree question ---------------------------------------------

@pytest.mark.parametrize("lang,text", [("en", "I'm a junior"), ("en", "junior at Northwood High"), ("en", "11th grade rn"),
                                       ("en", "just a sophomore in hs"), ("es", "soy junior"), ("es", "soy junior en la prepa"),
                                       ("es", "estoy en 11vo grado"), ("es", "voy en décimo grado")])
def test_a_high_school_year_is_no_degree(lang, text):
    turn = at(NEW, "prior_degree", text, lang)
    assert kept_or_read_back(turn).get("prior_degree") == "none", turn.reply
    assert turn.faq is None  # not the dual-enrollment answer


@pytest.mark.parametrize("lang,text", [("en", "I'm a junior at Towson"), ("en", "senior in college"),
                                       ("en", "sophomore at the university"), ("es", "soy junior en la universidad"),
                                       ("es", "soy senior en Towson")])
def test_a_college_year_asks_which_degree(lang, text):
    """A junior or senior in college may hold an associate's: which is asked, never "none" kept."""
    turn = at(NEW, "prior_degree", text, lang)
    assert "prior_degree" not in kept_or_read_back(turn), turn.reply
    assert turn.expecting == "prior_degree" and turn.faq is None, turn.reply


@pytest.mark.parametrize("lang,text,value", [("en", "I'm a junior and I already have my associate's", "associate"),
                                             ("es", "soy senior pero ya tengo un asociado", "associate")])
def test_a_degree_named_with_a_school_year_is_read_as_before(lang, text, value):
    turn = at(NEW, "prior_degree", text, lang)
    assert kept_or_read_back(turn).get("prior_degree") == value, turn.reply


# --- a county named short among other facts ------------------------------------------------------

@pytest.mark.parametrize("lang,expecting,text,county", [
    ("en", "applicant_type", "senior at Northwestern High in PG, finishing june 2027 with a 3.3", "prince-georges"),
    ("en", "hs_gpa", "3.3, we live in Prince George's", "prince-georges"),
    ("en", "hs_gpa", "3.3 and im in pg co", "prince-georges"),
    ("en", "applicant_type", "first time, in moco, graduating in june", "montgomery"),
    ("en", "hs_gpa", "about a 3.0, in Anne Arundel", "anne-arundel"),
    ("es", "applicant_type", "soy senior en el condado de PG, me gradúo en junio 2027 con 3.3", "prince-georges"),
    ("es", "hs_gpa", "3.3, vivo en Prince George's", "prince-georges"),
    ("es", "applicant_type", "primera vez, en el condado de Howard, junio 2027", "howard"),
])
def test_a_county_named_short_among_other_facts_is_read(lang, expecting, text, county):
    turn = at(NEW, expecting, text, lang)
    assert kept_or_read_back(turn).get("county") == county, turn.reply


@pytest.mark.parametrize("lang,text", [
    ("en", "3.3, I want to go to a college in Montgomery"),  # where a college is
    ("en", "3.3, we live in Kent Island"),  # a town in Queen Anne's, not Kent County
    ("en", "3.3, I'm in Baltimore"),  # city or county: asked, never guessed
    ("en", "3.3, I'm in Washington"),  # the capital, not Washington County
    ("es", "3.3, quiero ir a la universidad de Howard"),  # a university's name
    ("en", "3.3, I take two classes in PG"),  # where the student studies: the college goes by that name too
    ("es", "3.3, me dieron la beca el año pasado en Carroll"),
    ("en", "3.3, they gave it to me last year in Harford"),
])
def test_a_place_that_is_no_county_of_its_own_is_not_read_as_one(lang, text):
    turn = at(NEW, "hs_gpa", text, lang)
    assert kept_or_read_back(turn).get("county") in (None, "queen-annes"), turn.reply


# --- a parent's spouse listed after a serial comma ---------------------------------------------

@pytest.mark.parametrize("text,plain", [
    ("me, my mom, and her husband", "me, my mom, and stepdad"), ("me, my dad, and his wife", "me, my dad, and stepmom"),
    ("yo, mi mamá, y su esposo", "yo, mi mama, y stepdad"), ("my mom and her husband", "my mom and stepdad"),
    ("me, my mom, her husband", "me, my mom, stepdad"),
    ("my sister, and her husband", "my sister, and cunado"),  # anyone else's spouse: a relative
])
def test_a_parents_spouse_is_a_step_parent(text, plain):
    assert " ".join(slang_parents(text).split()) == plain


@pytest.mark.parametrize("lang,text", [("en", "me, my mom, and her husband"), ("en", "me, my dad, & his wife"),
                                       ("es", "yo, mi mamá, y su esposo"), ("es", "yo, mi papá, y su esposa")])
def test_a_parent_and_spouse_after_a_serial_comma_are_counted(lang, text):
    assert household_kind(text) == "two_parent"
    turn = at(NEW, "household", text, lang)
    got = kept_or_read_back(turn)
    assert got.get("household") == "two_parent" and got.get("household_size") == 3, turn.reply

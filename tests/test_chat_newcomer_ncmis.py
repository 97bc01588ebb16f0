"""A newcomer's pass (issue #8), each finding a class tested in English and Spanish: the parents
said to be married give no household size; a question about what the bot has kept ("what county
do you have for me?") is answered with the answer kept; a year of birth said alone is a birth
year, not a birthplace; a "no" that tells a fact the FAQ knows ("no tengo papeles") is answered,
not taken for a bare "no"; a number alone at a question it doesn't answer is never an FAQ answer
(nor by SMS, whose conversation has no transcript); an FAQ's source is named in the reader's
language; a GPA of 3.0 reads "3.0"; a roster's semicolons, a GPA typed with its scale and a GPA
above its scale are read as the web form reads them."""
import csv
import datetime as dt
import io

import pytest

from screener.answers import validate
from screener.chat import faq
from screener.chat import understand
from screener.chat.engine import ASIDE_BIRTH
from screener.chat.engine import ASIDE_BIRTH_YEAR
from screener.chat.engine import KEPT_NONE
from screener.chat.engine import NOT_YES_NO
from screener.chat.engine import WHICH_ANSWER
from screener.chat.engine import respond
from screener.counselor import sheets
from screener.flow import load_flow
from screener.i18n import Msg
from screener.i18n import render
from screener.sms.state import compact
from screener.typed import answer_words
from support import proposed
from support import talk

TODAY = dt.date(2026, 12, 1)
# A new student with a ZIP code in Howard County, up to the household question
TO_HOUSEHOLD = {
    "en": ["new student", "none yet", "maryland, june 2027", "21044", "yes", "associate degree, 15 credits", "3.1"],
    "es": ["nuevo", "ninguno todavía", "maryland, junio 2027", "21044", "sí", "asociado, 15 créditos", "3.1"],
}
TO_FILING = {"en": TO_HOUSEHOLD["en"] + ["two parents", "62000"], "es": TO_HOUSEHOLD["es"] + ["dos padres", "62000"]}


def at_household(lang):
    turn = talk(lang, *TO_HOUSEHOLD[lang], day=TODAY)
    assert turn.expecting == "household", turn.reply
    return turn


# --- the parents' marriage is no household size ------------------------------------------------

@pytest.mark.parametrize("text,size", [
    ("my parents are married", None), ("my folks are still together", None), ("mis papás están casados", None),
    ("mis padres siguen juntos", None), ("my parents are married and I live with them", None),
    ("me and my parents", 3), ("somos 5, mis papás están casados", 5),
])
def test_parents_said_married_give_no_size(text, size):
    assert understand.household_size(text) == size


@pytest.mark.parametrize("lang,said", [("en", "my parents are married"), ("es", "mis papás están casados")])
def test_the_parents_marriage_proposes_no_size_in_the_chat(lang, said):
    turn = respond(at_household(lang).conversation, said, lang, TODAY)
    assert "household_size" not in proposed(turn) and "household_size" not in turn.answers, turn.reply


# --- what the bot has kept, asked ---------------------------------------------------------------

@pytest.mark.parametrize("lang,asked,shown", [
    ("en", "what county do you have for me?", "Howard County"), ("en", "which GPA did you put down?", "3.1"),
    ("es", "¿qué condado tienes para mí?", "Condado de Howard"), ("es", "¿cuál promedio anotaste?", "3.1"),
])
def test_a_question_about_a_kept_answer_shows_it(lang, asked, shown):
    turn = respond(at_household(lang).conversation, asked, lang, TODAY)
    assert shown in turn.reply and turn.expecting == "household", turn.reply
    assert len(turn.reply) < 400, turn.reply  # (not the FAQ about the county's own programs)


@pytest.mark.parametrize("lang,asked", [("en", "what income do you have for me?"), ("es", "¿qué ingreso tienes anotado?")])
def test_a_question_about_an_answer_not_given_says_so(lang, asked):
    turn = respond(at_household(lang).conversation, asked, lang, TODAY)
    assert render(KEPT_NONE, lang) in turn.reply, turn.reply


# --- a year of birth ------------------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [("es", "nací en 2008"), ("es", "yo nací en el 2007"), ("en", "I was born in 2008"),
                                       ("en", "born in 2006")])
def test_a_year_of_birth_is_no_birthplace(lang, said):
    assert understand.birth_year_said(said) is not None
    turn = respond(at_household(lang).conversation, said, lang, TODAY)
    assert render(ASIDE_BIRTH_YEAR, lang) in turn.reply and render(ASIDE_BIRTH, lang) not in turn.reply, turn.reply


@pytest.mark.parametrize("said", ["nací en El Salvador", "I was born in Mexico"])
def test_a_birthplace_is_still_a_birthplace(said):
    assert understand.birth_year_said(said) is None


# --- a "no" that tells a fact ---------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [("es", "no tengo papeles"), ("en", "no, I don't have papers")])
def test_a_no_telling_a_fact_gets_the_faq_answer(lang, said):
    turn = respond(at_household(lang).conversation, said, lang, TODAY)
    assert render(NOT_YES_NO, lang) not in turn.reply, turn.reply
    assert turn.faq == faq.find(said).id and turn.expecting == "household", turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_bare_no_still_asks_for_an_answer(lang):
    turn = respond(at_household(lang).conversation, "no", lang, TODAY)
    assert render(NOT_YES_NO, lang)[:20] in turn.reply, turn.reply


# --- a number alone, chat and SMS -----------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [("es", "45 mil"), ("en", "45k"), ("es", "30 mil dolares"), ("en", "about 45 grand")])
def test_a_number_alone_at_another_question_is_no_faq_answer(lang, said):
    turn = talk(lang, *TO_FILING[lang], day=TODAY)
    assert turn.expecting == "aid_application", turn.reply
    for conv in (turn.conversation, compact(turn.conversation)):  # (compact: as an SMS cookie keeps it)
        after = respond(conv, said, lang, TODAY)
        assert after.faq is None and not after.conversation.pending, after.reply  # (not understood, or which answer is asked)


# --- polish ------------------------------------------------------------------------------------------

def test_an_faq_source_is_named_in_spanish():
    turn = talk("es", *TO_HOUSEHOLD["es"], "vivo con mi abuela, ¿de quién es el ingreso?", day=TODAY)
    assert "Fuente" in turn.reply and "Who's my FAFSA parent" not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,value,shown", [("en", 3.0, "3.0"), ("es", 3.0, "3.0"), ("en", 2.75, "2.75"), ("en", 85.0, "85")])
def test_check_your_answers_writes_a_gpa_as_grades_are_written(lang, value, shown):
    inp = load_flow().question("hs_gpa").inputs[0]
    assert answer_words(inp, {"hs_gpa": value}, lang) == shown


def test_a_semicolon_separated_roster_has_its_columns():
    data = "student;hs_gpa;agi\nAna;3,4;45000\nLuis;2,9;52000\n".encode()
    sheet = sheets.read("clase.csv", data, 100, 10**6)
    assert list(sheet.header) == ["student", "hs_gpa", "agi"]
    assert [row["hs_gpa"] for row in sheet.reader()] == ["3,4", "2,9"]


def test_a_comma_separated_roster_is_read_as_before():
    buf = io.StringIO()
    csv.writer(buf).writerows([["student", "agi", "note"], ["Ana", "45,000", "a; b"]])
    sheet = sheets.read("class.csv", buf.getvalue().encode(), 100, 10**6)
    assert list(sheet.header) == ["student", "agi", "note"]


@pytest.mark.parametrize("cell,gpa", [("3.2/4", 3.2), ("3.2/4.0", 3.2), ("3,2 de 4", 3.2), ("3.5 out of 4", 3.5)])
def test_a_roster_gpa_typed_with_its_scale_is_read_as_the_form_reads_it(cell, gpa):
    answers, errors = validate({"hs_gpa": cell}, strict=False)
    assert answers.get("hs_gpa") == gpa and not errors


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_roster_gpa_above_its_scale_asks_about_out_of_100(lang):
    _answers, errors = validate({"hs_gpa": "85"}, strict=False)
    said = render(errors[0].message, lang)
    assert "100" in said, said


# --- each GPA with its school -------------------------------------------------------------------------

@pytest.mark.parametrize("text,both", [
    ("Finished Parkville High back in 2015 with maybe a 2.0 gpa. Later I did a semester at AACC, my gpa there was 1.6", ("2.0", "1.6")),
    ("terminé la prepa con 2.8 de promedio. Luego tomé clases en PGCC y allí mi promedio fue 2.2", ("2.8", "2.2")),
    ("I have a 3.3 GPA, but my dual enrollment GPA at Frederick CC is 2.1", ("3.3", "2.1")),
    ("tengo 3.0 de promedio pero mi promedio de dual enrollment en Howard CC es 2.4", ("3.0", "2.4")),
    ("my gpa is 3.4", None),
])
def test_each_gpa_goes_with_its_school(text, both):
    assert understand.gpa_of_each_school(text) == both


@pytest.mark.parametrize("lang,said,hs,cc", [
    ("en", "I have a 3.3 GPA, but my dual enrollment GPA at Frederick CC is 2.1", 3.3, 2.1),
    ("es", "tengo 3.0 de promedio pero mi promedio de dual enrollment en Howard CC es 2.4", 3.0, 2.4),
])
def test_a_dual_enrollment_gpa_names_no_college_to_attend(lang, said, hs, cc):
    turn = talk(lang, said, day=TODAY)
    read = {**proposed(turn), **turn.answers}
    assert read.get("hs_gpa") == hs and read.get("cc_gpa") == cc and "college" not in read, turn.reply
    assert "hs_gpa" not in turn.answers  # (read back, never kept unasked)


@pytest.mark.parametrize("lang,said", [
    ("en", "Finished Parkville High back in 2015 with maybe a 2.0 gpa. Later I did a semester at AACC, my gpa there was 1.6"),
    ("es", "terminé la prepa en 2016 con 2.8 de promedio. Luego tomé clases en PGCC y allí mi promedio fue 2.2"),
])
def test_a_college_gpa_is_never_kept_as_the_high_schools(lang, said):
    turn = talk(lang, said, day=TODAY)
    read = {**proposed(turn), **turn.answers}
    assert read.get("hs_gpa") in (None, 2.0, 2.8), turn.reply

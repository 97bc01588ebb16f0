"""Answers at and around read-backs and pending questions (readback2: a tester's findings), each a
class in both languages.

1. A GPA typed alone while a read-back of other facts waits ("3.4" after an opening read back):
   taken (read back with them), never "I still need a yes or no".
2. A ZIP code typed after the county is kept: one in that county is taken, the county kept (it was
   dropped and asked again when the ZIP touches two counties); one in another county is read back.
3. A correction of a value measured against a limit ("actually my gpa is 2.2" after 3.5) is read
   back alone: the graduation month and the program are neither read back nor dropped by its "no".
4. A place said at a read-back ("in the city", "en Frederick") is that fact, read back with the
   others: never a yes, never an FAQ answer.
5. A household count at the income question ("we're 4", "somos 4") is never money ($4,000).
6. "no", then "not sure" to "Which one is wrong?": which one isn't sure is asked, the others kept.
7. "12" while the program and its credits are asked: the credits, and the program still asked.
8. "yes but it's 5 of us" / "sí pero son 5" at a read-back: the corrected value, read back.

Our own wording."""
import pytest

from screener.chat.engine import respond
from support import CHAT_SO_FAR
from support import chat_so_far
from support import proposed
from support import talk
from support import waiting

DAY = __import__("datetime").date(2026, 12, 1)
STILL = {"en": "still need", "es": "todavía necesito"}
YES = {"en": "yes", "es": "sí"}


# --- 1. a GPA typed while other facts are read back ------------------------------------------

OPENING = {
    "en": "senior at Frederick High, going to FCC in the fall, mom makes 3000 a month, I live with just my mom",
    "es": "estoy en el último año en Frederick High, voy a ir a FCC en el otoño, mi mamá gana 3000 al mes, vivo solo con mi mamá",
}


@pytest.mark.parametrize("lang,opening,gpa", [
    ("en", OPENING["en"], "3.4"),
    ("en", "I'm a senior at Bladensburg High in Prince George's County, graduating in June, my family makes about 4000 a month", "3.4"),
    ("en", OPENING["en"], "3.25"),
    ("es", OPENING["es"], "3.4"),
    ("es", "soy senior en Bladensburg High en el condado de Prince George's, me gradúo en junio, mi familia gana como 4000 al mes", "3.4"),
    ("es", OPENING["es"], "3.25"),
])
def test_a_bare_gpa_at_a_read_back_of_other_facts_is_taken(lang, opening, gpa):
    first = talk(lang, opening)
    waited = set(proposed(first))
    assert waited and "hs_gpa" not in waited, first.reply  # (the premise: other facts read back)
    turn = respond(first.conversation, gpa, lang, DAY)
    assert proposed(turn).get("hs_gpa") == float(gpa), turn.reply
    assert waited <= set(proposed(turn)) and STILL[lang] not in turn.reply, turn.reply
    kept = respond(turn.conversation, YES[lang], lang, DAY)
    assert kept.answers.get("hs_gpa") == float(gpa) and not kept.conversation.pending, kept.reply


# --- 2. a ZIP code after the county ------------------------------------------------------------

def _county_kept(zip_code=None):
    answers = {k: v for k, v in CHAT_SO_FAR.items() if k != "zip"}
    return {**answers, "hs_gpa": 3.5}


@pytest.mark.parametrize("lang,message,county", [
    ("en", "21043", "howard"), ("en", "my zip is 21043", "howard"), ("en", "21044", "howard"),
    ("es", "21043", "howard"), ("es", "mi código postal es 21043", "howard"), ("es", "21044", "howard"),
])
def test_a_zip_in_the_county_kept_is_taken_and_the_county_stays(lang, message, county):
    turn = waiting(_county_kept(), "household", message, lang, day=DAY)
    assert turn.answers.get("zip") == message[-5:] and turn.answers.get("county") == county, turn.reply
    assert not turn.conversation.pending and turn.expecting == "household", turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_zip_touching_two_counties_confirmed_keeps_the_county(lang):
    # "Ellicott City" (Howard County) kept, then 21043 (Howard or Baltimore County): the county stays
    turn = talk(lang, {"en": "I'm a senior, I live in Ellicott City", "es": "soy senior, vivo en Ellicott City"}[lang],
                YES[lang], "maryland", "21043")
    assert turn.answers.get("county") == "howard" and turn.answers.get("zip") == "21043", turn.reply
    assert turn.expecting != "county", turn.reply


@pytest.mark.parametrize("lang,message", [("en", "20906"), ("en", "my zip is 20906"), ("es", "20906"), ("es", "mi código postal es 20906")])
def test_a_zip_in_another_county_is_read_back(lang, message):
    turn = waiting(_county_kept(), "household", message, lang, day=DAY)
    assert proposed(turn).get("zip") == "20906" and turn.answers.get("county") == "howard", turn.reply


# --- 3. a correction replaces only its own field ------------------------------------------------

@pytest.mark.parametrize("lang,message,expecting", [
    ("en", "actually my gpa is 2.2", "household"), ("en", "wait my gpa is actually 2.2", "agi"),
    ("es", "en realidad mi promedio es 2.2", "household"), ("es", "perdón, mi promedio es 2.2", "agi"),
])
def test_a_gpa_correction_is_read_back_alone_and_its_no_drops_nothing_else(lang, message, expecting):
    answers = chat_so_far(3.5, household=None if expecting == "household" else "single_parent")
    turn = waiting(answers, expecting, message, lang, day=DAY)
    assert {k for k, v in proposed(turn).items() if v is not None} == {"hs_gpa"}, turn.reply
    assert proposed(turn)["hs_gpa"] == 2.2 and "_because" not in turn.conversation.pending, turn.reply
    refused = respond(turn.conversation, "no", lang, DAY)
    assert refused.answers.get("hs_gpa") == 3.5, refused.reply
    assert refused.answers.get("hs_completion_date") == "2027-06" and refused.answers.get("program") == "associate", refused.reply
    kept = respond(turn.conversation, YES[lang], lang, DAY)
    assert kept.answers.get("hs_gpa") == 2.2 and kept.answers.get("hs_completion_date") == "2027-06", kept.reply


# --- 4. a place at a read-back ----------------------------------------------------------------

@pytest.mark.parametrize("lang,opening,place,county", [
    ("en", "I'm a senior, I live in Baltimore, my mom makes 3000 a month", "in the city", "baltimore-city"),
    ("en", "I'm a senior, my mom makes 3000 a month", "in Frederick", "frederick"),
    ("es", "soy senior, mi mamá gana 3000 al mes", "en Frederick", "frederick"),
    ("es", "soy senior, vivo en Maryland, mi mamá gana 3000 al mes", "en el condado de Howard", "howard"),
])
def test_a_place_at_a_read_back_is_that_fact_never_a_yes(lang, opening, place, county):
    first = talk(lang, opening)
    waited = set(proposed(first))
    assert "agi" in waited and "county" not in first.answers, first.reply  # (the premise)
    turn = respond(first.conversation, place, lang, DAY)
    assert proposed(turn).get("county") == county and waited <= set(proposed(turn)), turn.reply
    assert "agi" not in turn.answers and turn.faq is None, turn.reply


# --- 5. a household count at the income question ----------------------------------------------

@pytest.mark.parametrize("lang,message", [
    ("en", "we're 4"), ("en", "there's 4 of us"), ("en", "we are 4"),
    ("es", "somos 4"), ("es", "somos cuatro"), ("es", "somos 4 en la casa"),
])
def test_a_household_count_at_the_income_question_is_never_money(lang, message):
    turn = waiting(chat_so_far(3.5), "agi", message, lang, day=DAY)
    assert "agi" not in proposed(turn) and "agi" not in turn.answers, turn.reply
    assert proposed(turn).get("household_size") == 4 or turn.answers.get("household_size") == 4, turn.reply


@pytest.mark.parametrize("lang,message,agi", [("en", "we're 4 and my mom makes 52k", 52000), ("es", "somos 4, mi mamá gana 52 mil", 52000)])
def test_an_income_said_with_the_count_is_still_read(lang, message, agi):
    turn = waiting(chat_so_far(3.5), "agi", message, lang, day=DAY)
    assert (proposed(turn).get("agi") or turn.answers.get("agi")) == agi, turn.reply


# --- 8. "yes but" and a value at a read-back --------------------------------------------------

@pytest.mark.parametrize("lang,first,then", [
    ("en", "we're 4", "yes but it's 5 of us"), ("en", "there's 4 of us", "yeah but 5 people"),
    ("es", "somos 4", "sí pero son 5"), ("es", "somos cuatro", "sí, pero somos 5"),
])
def test_a_yes_with_a_corrected_value_takes_the_value(lang, first, then):
    asked = waiting(chat_so_far(3.5), "agi", first, lang, day=DAY)
    assert proposed(asked).get("household_size") == 4, asked.reply  # (the premise)
    turn = respond(asked.conversation, then, lang, DAY)
    assert proposed(turn).get("household_size") == 5 and "agi" not in proposed(turn), turn.reply
    assert turn.answers.get("household_size") != 4, turn.reply


# --- 6. "no", then "not sure", to a read-back of several facts ---------------------------------

PILED = {
    "en": "senior at Bladensburg High, Prince George's County, i live with my mom and my little sister, mom makes 4000 a month, "
          "gpa 2.1, going to PGCC full time",
    "es": "soy senior en Bladensburg High, condado de Prince George's, vivo con mi mamá y mi hermanita, mi mamá gana 4000 al mes, "
          "promedio 2.1, voy a PGCC tiempo completo",
}
UNSURE_ASKED = {"en": "aren't you sure of", "es": "no estás seguro"}


@pytest.mark.parametrize("lang,unsure", [("en", "not sure"), ("en", "I don't know"), ("es", "no sé"), ("es", "no estoy seguro")])
def test_not_sure_to_which_one_is_wrong_asks_which_and_keeps_the_others(lang, unsure):
    which = talk(lang, PILED[lang], "no")
    listed = set(proposed(which))
    assert len(listed) > 1, which.reply  # (the premise: several facts read back)
    turn = respond(which.conversation, unsure, lang, DAY)
    assert UNSURE_ASKED[lang] in turn.reply and set(proposed(turn)) == listed, turn.reply


# --- 7. "12" while the program and its credits are asked ---------------------------------------

@pytest.mark.parametrize("lang,message", [("en", "12"), ("en", "twelve"), ("es", "12"), ("es", "doce")])
def test_bare_credits_at_the_program_question_keep_the_program_asked(lang, message):
    answers = {k: v for k, v in CHAT_SO_FAR.items() if k not in ("program", "credits_per_semester")}
    turn = waiting(answers, "program", message, lang, day=DAY)
    assert turn.answers.get("credits_per_semester") == 12, turn.reply
    assert turn.expecting == "program", turn.reply

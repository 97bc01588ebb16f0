"""dev20's answers (the moments a chat goes wrong), by class, in both languages: a number said alone
to the household question is the people at home, never a household type picked by its place; an
aid application a sibling, cousin or friend filed is an aside, not the student's own."""
import pytest

from support import ASK
from support import answer
from support import chat_so_far
from support import graded
from support import load_bench
from support import proposed
from support import waiting

BENCH = load_bench()


# --- a number alone to the household question is its size ------------------------------------------

@pytest.mark.parametrize("lang,said,size", [
    ("en", "4", 4), ("en", "2", 2), ("en", "six", 6), ("en", "1", 1),
    ("es", "3", 3), ("es", "cuatro", 4), ("es", "2", 2), ("es", "siete", 7),
])
def test_a_number_alone_at_the_household_is_its_size(lang, said, size):
    graded(BENCH, "household", said, lang, answer(household_size=size))


@pytest.mark.parametrize("lang,said,then,household", [
    ("en", "4", "just me and my dad", "single_parent"),
    ("es", "tres", "con mis papás", "two_parent"),
])
def test_the_household_is_asked_again_after_its_size(lang, said, then, household):
    from screener.chat.engine import respond
    import datetime as dt
    turn = waiting(chat_so_far(3.1, None), "household", said, lang)
    assert turn.conversation.expecting == "household", turn.reply
    turn = respond(turn.conversation, then, lang, dt.date(2026, 12, 1))
    if turn.conversation.pending:
        turn = respond(turn.conversation, "yes" if lang == "en" else "sí", lang, dt.date(2026, 12, 1))
    assert turn.answers.get("household") == household and "household_size" in turn.answers, turn.reply


@pytest.mark.parametrize("lang,said,household", [
    ("en", "option 3", "married"), ("en", "the first one", "two_parent"), ("es", "la opción dos", "single_parent"),
])
def test_a_choice_pointed_at_by_its_place_still_picks_it(lang, said, household):
    turn = waiting(chat_so_far(3.1, None), "household", said, lang)
    assert {**turn.answers, **proposed(turn)}.get("household") == household, turn.reply
    assert "household_size" not in {**turn.answers, **proposed(turn)}


def test_zero_people_is_no_household_size():
    turn = waiting(chat_so_far(3.1, None), "household", "0", "en")
    assert "household_size" not in {**turn.answers, **proposed(turn)} and "household" not in turn.answers


# --- an application someone else filed is an aside ---------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "my big sister filed the fafsa for towson, i havent started"),
    ("en", "my cousin did the fafsa last year"),
    ("en", "my friend submitted her fafsa already but idk about me"),
    ("es", "mi hermano mayor hizo la fafsa para la universidad, yo todavía no"),
    ("es", "mi prima llenó la fafsa el año pasado"),
    ("es", "mi amiga ya mandó la fafsa, yo no sé cuál me toca"),
])
def test_a_siblings_or_friends_fafsa_is_an_aside(lang, said):
    graded(BENCH, "aid_application", said, lang, ASK)


@pytest.mark.parametrize("lang,said", [
    ("en", "my sister filed the fafsa last year, im doing mine in january"),
    ("en", "my brother helped me with the fafsa"),
    ("es", "mi prima llenó la fafsa, yo voy a hacer la mía en enero"),
    ("es", "mi hermana me ayudó a llenar la fafsa"),
])
def test_the_students_own_fafsa_beside_a_relatives_is_the_fafsa(lang, said):
    turn = waiting(chat_so_far(3.1), "aid_application", said, lang)
    assert {**turn.answers, **proposed(turn)}.get("aid_application") == "fafsa", turn.reply


# --- a school called by its town is no home -----------------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "first time, im a junior at catonsville"),
    ("en", "new, a senior at parkville"),
    ("en", "first time applying, i go to towson"),
    ("es", "primera vez, soy senior en la de catonsville"),
    ("es", "es mi primera vez, voy a la de bowie"),
    ("es", "nuevo, estudio en la de parkville"),
])
def test_a_school_called_by_its_town_is_no_home(lang, said):
    turn = waiting({}, "applicant_type", said, lang)
    assert "county" not in {**turn.answers, **proposed(turn)}, turn.reply


@pytest.mark.parametrize("lang,said,county", [
    ("en", "first time, i live in parkville", "baltimore-county"),
    ("en", "new, senior at westlake in waldorf", "charles"),
    ("es", "primera vez, vivo en catonsville", "baltimore-county"),
])
def test_a_home_beside_the_school_is_still_read(lang, said, county):
    turn = waiting({}, "applicant_type", said, lang)
    assert {**turn.answers, **proposed(turn)}.get("county") == county, turn.reply

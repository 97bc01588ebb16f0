"""Chat misreadings of the parse27 round, each fixed as a class in both languages (our own wording):

1. A GPA of an earlier year said beside the one now ("it was 2.2 as a sophomore, 3.3 now"): the
   one now is read back, never the old one kept (at its question and said in passing).
2. A GED earned in another state, said beside other facts or alone: where the diploma is from
   (it rules out, so never kept unasked: its question is put, or it is read back), never a
   one-button "did you mean" about the application, never dropped while the other facts are kept.
3. A household's size larger than a household plausibly holds ("35") is read back, never kept;
   a bare number said while a household and its size are read back is never taken as that size.
4. A home named beside the place it is near ("we live in DC, close to the Montgomery line"): the
   home is the answer, the place near it a landmark (never the county).
"""
import pytest

from support import CHAT_SO_FAR
from support import pending_values
from support import proposed
from support import talk
from support import then
from support import waiting


# a first-time student's answers before the county is asked (no ZIP code given)
BEFORE_COUNTY = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland"}


# --- 1. the GPA now, not an older one ------------------------------------------------------------------

@pytest.mark.parametrize("lang,said,now", [
    ("en", "it was 2.2 as a sophomore but it's 3.3 now", 3.3),
    ("en", "3.3 now, it used to be 2.2", 3.3),
    ("en", "freshman year i had a 1.9, currently a 2.8", 2.8),
    ("es", "en décimo tenía 2.2 pero ahora tengo 3.3", 3.3),
    ("es", "ahora es 2.8, antes era 1.9", 2.8),
])
def test_the_gpa_now_is_read_back_not_an_older_one(lang, said, now):
    turn = waiting(dict(CHAT_SO_FAR), "hs_gpa", said, lang)
    assert "hs_gpa" not in turn.answers, turn.reply
    assert float(proposed(turn).get("hs_gpa")) == now, turn.reply


@pytest.mark.parametrize("lang,said,now", [
    ("en", "I'm a senior at Bowie High, my GPA was 2.2 sophomore year but now it's 3.3", 3.3),
    ("es", "soy senior en Bowie High, mi promedio era 2.2 en décimo pero ahora es 3.3", 3.3),
])
def test_the_gpa_now_said_in_an_opening_is_read_back(lang, said, now):
    turn = talk(lang, said)
    assert turn.answers.get("hs_gpa") is None, turn.reply
    assert float(proposed(turn).get("hs_gpa")) == now, turn.reply


def test_two_gpas_with_no_time_said_are_still_asked_back():
    turn = waiting(dict(CHAT_SO_FAR), "hs_gpa", "the portal says 2.9, my counselor said 3.0", "en")
    assert "hs_gpa" not in turn.answers and "hs_gpa" not in proposed(turn), turn.reply


# --- 2. a GED from another state ----------------------------------------------------------------------

@pytest.mark.parametrize("lang,said,college", [
    ("en", "I earned my GED in Ohio in 2020 and I want to go to Montgomery College", "montgomery"),
    ("en", "got my GED in New York back in 2018, I want to start at AACC", "anne-arundel"),
    ("es", "saqué el GED en Nueva York en 2018 y quiero ir a Montgomery College", "montgomery"),
    ("es", "hice mi GED en Pensilvania en 2020, quiero estudiar en el AACC", "anne-arundel"),
])
def test_a_ged_from_another_state_in_an_opening_keeps_the_other_facts(lang, said, college):
    turn = talk(lang, said)
    assert turn.answers.get("college") == college, turn.reply
    assert turn.answers.get("high_school") is None, turn.reply  # (never kept unasked: it rules out)
    assert len(turn.quick_replies) != 1, turn.quick_replies  # (no one-button "did you mean")


@pytest.mark.parametrize("lang,said", [
    ("en", "I have a GED from Ohio"), ("en", "I got my GED in New Jersey"),
    ("es", "tengo el GED de Nueva Jersey"), ("es", "saqué el GED en Pensilvania"),
])
def test_a_ged_from_another_state_alone_puts_the_high_school_question(lang, said):
    turn = talk(lang, said)
    assert turn.expecting == "high_school", turn.reply
    assert "high_school" not in turn.answers, turn.reply
    assert "applicant_type" not in turn.answers and "applicant_type" not in proposed(turn), turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "I got my GED in Maryland in 2019"), ("es", "saqué el GED en Maryland en 2019"),
])
def test_a_maryland_ged_is_still_kept(lang, said):
    turn = talk(lang, said)
    assert turn.answers.get("high_school") == "maryland_ged", turn.reply


# --- 3. a household's size -----------------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [("en", "35"), ("en", "there are 30 of us"), ("es", "35"), ("es", "somos 30")])
def test_a_size_no_household_holds_is_read_back(lang, said):
    turn = waiting({**CHAT_SO_FAR, "hs_gpa": 3.2, "household": "single_parent", "agi": 40000,
                    "aid_application": "fafsa", "full_cost_scholarship": False}, "household_size", said, lang)
    assert "household_size" not in turn.answers, turn.reply
    assert int(proposed(turn).get("household_size")) >= 30, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "5"), ("es", "5")])
def test_a_plausible_size_is_still_kept(lang, said):
    turn = waiting({**CHAT_SO_FAR, "hs_gpa": 3.2, "household": "single_parent", "agi": 40000,
                    "aid_application": "fafsa", "full_cost_scholarship": False}, "household_size", said, lang)
    assert turn.answers.get("household_size") == 5, turn.reply


@pytest.mark.parametrize("lang,people,number", [
    ("en", "my dad, my stepmom and me", "35"), ("es", "mi papá, mi madrastra y yo", "35"),
])
def test_a_bare_number_at_a_household_read_back_is_no_size(lang, people, number):
    first = waiting({**CHAT_SO_FAR, "hs_gpa": 3.2}, "household", people, lang)
    assert pending_values(first).get("household_size") == 3, first.reply  # (the premise: read back with its size)
    turn = then(first, number, lang)
    assert int(proposed(turn).get("household_size", 3)) == 3, turn.reply
    assert "household_size" not in turn.answers, turn.reply


# --- 4. a home beside the place it is near --------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "we live in DC, close to the Montgomery line"), ("en", "I'm in DC right next to PG"),
    ("es", "vivimos en DC, cerca de la línea de Montgomery"), ("es", "vivo en DC, pegado a PG"),
])
def test_a_home_outside_maryland_near_a_county_is_no_county(lang, said):
    turn = waiting(dict(BEFORE_COUNTY), "county", said, lang)
    assert turn.answers.get("county") is None, turn.reply
    assert proposed(turn).get("county") == "outside-md", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "I live near Bowie"), ("es", "vivo cerca de Bowie")])
def test_a_home_said_only_as_near_a_town_is_still_read(lang, said):
    turn = waiting(dict(BEFORE_COUNTY), "county", said, lang)
    assert "prince-georges" in (turn.answers.get("county"), proposed(turn).get("county")), turn.reply

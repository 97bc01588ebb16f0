"""fix28b's classes (a newcomer's findings), English and Spanish, in our own words: a brother's or
sister's GPA is an aside, never the student's; a county's name mistyped by a letter, said where
one lives, is read (back); and the others below."""
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import waiting

AT_HS_GPA = {k: v for k, v in CHAT_SO_FAR.items()}
AT_CC_GPA = {**CHAT_SO_FAR, "hs_completion_date": "2025-06", "enrolled_at_md_community_college": True}


@pytest.mark.parametrize("lang,said", [
    ("en", "my sister earned a 3.3 at that school"), ("en", "my bro had a 3.6 there"),
    ("en", "older brother got 2.9 at the same school"), ("en", "3.5 is what my twin got"),
    ("es", "mi hermana sacó 3.3 en esa escuela"), ("es", "hermano tenía 3.6 ahí"),
])
@pytest.mark.parametrize("at,qid", [(AT_HS_GPA, "hs_gpa"), (AT_CC_GPA, "cc_gpa")])
def test_a_siblings_gpa_is_no_gpa_of_the_students(lang, said, at, qid):
    turn = waiting(at, qid, said, lang)
    assert qid not in turn.answers
    assert qid not in (proposed(turn) if turn.conversation.pending else {})
    assert turn.expecting == qid  # the student's own asked


@pytest.mark.parametrize("lang,said,gpa", [
    ("en", "3.2, my sis got a 3.8 lol", 3.2), ("en", "my brother had a 3.8 there, i have a 2.7", 2.7),
    ("es", "mi hermana tiene 3.8, yo tengo 2.7", 2.7),
])
def test_the_students_own_gpa_beside_a_siblings_is_kept_or_read_back(lang, said, gpa):
    turn = waiting(AT_HS_GPA, "hs_gpa", said, lang)
    got = turn.answers.get("hs_gpa", proposed(turn).get("hs_gpa") if turn.conversation.pending else None)
    assert float(got) == gpa


@pytest.mark.parametrize("lang,said,county", [
    ("en", "I live in howrd county", "howard"), ("en", "we live in montgomry county", "montgomery"),
    ("en", "i live in fredrick", "frederick"), ("en", "we live in ann arundle county", "anne-arundel"),
    ("es", "vivo en el condado de howrd", "howard"), ("es", "vivimos en montgomry", "montgomery"),
])
def test_a_county_mistyped_where_one_lives_is_read_back(lang, said, county):
    at = {k: v for k, v in CHAT_SO_FAR.items() if k not in ("high_school", "zip", "county", "college", "in_state_tuition",
                                                            "hs_completion_date", "program", "credits_per_semester")}
    turn = waiting(at, "high_school", said, lang)
    assert proposed(turn).get("county") == county and "county" not in turn.answers, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "graduating june 99999"), ("en", "june 123456"), ("es", "me gradúo en junio 99999"), ("es", "junio 20277"),
])
def test_a_month_beside_a_number_too_long_for_a_year_asks_the_year(lang, said):
    at = {k: v for k, v in CHAT_SO_FAR.items() if k not in ("hs_completion_date", "program", "credits_per_semester")}
    turn = waiting(at, "hs_completion_date", said, lang)
    assert "hs_completion_date" not in turn.answers
    assert not turn.conversation.pending
    assert turn.expecting == "hs_completion_date"


@pytest.mark.parametrize("lang,opening", [
    ("en", "hi im a senior at oakland mills"), ("en", "i go to walt whitman, graduating june 2027"),
    ("es", "soy senior en walt whitman y me gradúo en junio 2027"),
])
def test_a_maryland_high_school_named_without_high_in_an_opening_is_read(lang, opening):
    from support import talk

    turn = talk(lang, opening)
    got = turn.answers.get("high_school") or (proposed(turn).get("high_school") if turn.conversation.pending else None)
    assert got == "maryland", turn.reply


def test_a_town_that_names_a_school_too_is_no_school_said():
    from support import talk

    turn = talk("en", "i live in glen burnie")
    assert "high_school" not in turn.answers


@pytest.mark.parametrize("lang,said", [
    ("en", "my folks live in PA, I live with my aunt"), ("en", "both my parents are in VA, i stay with my uncle"),
    ("es", "mis papás viven en PA, yo vivo con mi tía"),
])
def test_parents_in_another_state_beside_a_guardian_at_home_is_asked(lang, said):
    at = {k: v for k, v in CHAT_SO_FAR.items()}
    turn = waiting(at, "household", said, lang)
    assert "household" not in turn.answers and "household_size" not in turn.answers
    assert proposed(turn).get("household") != "two_parent" if turn.conversation.pending else True
    assert turn.expecting == "household"

"""Classes of fix32d: fewer messages to a result for a senior, and readings missed on a tuning set.
The wording is ours.

- A Maryland public high school's name typed with a typo ("nortwood high", "paint brach", "walt
  whitmen") is matched on MSDE's list with rapidfuzz (as a town typed with a typo is), one school
  only: kept as one in Maryland, listed in the "Got it"; a name near none, or near two, is not.
- A school named after a grade said in Spanish or English ("mi hijo está en 12 en <school>", "im in
  12th grade at <school>") is kept as a listed school is after "senior at".
"""
import pytest

from support import proposed
from support import talk

from screener.chat.schools import md_high_schools_named


@pytest.mark.parametrize("text,school", [
    ("nortwood high", "Northwood High"),
    ("paint brach", "Paint Branch High"),
    ("walt whitmen", "Walt Whitman High"),
    ("at oakland mils hs", "Oakland Mills High"),
    ("norht dorchester high", "North Dorchester High School"),
    ("senior at nortwood", "Northwood High"),
])
def test_a_typed_name_matches_one_school(text, school):
    assert [s.name for s in md_high_schools_named(text)] == [school]


@pytest.mark.parametrize("text", [
    "i live in nortwood",  # (one word in a sentence: a town or a person, as ever)
    "eastlake high",  # (near Westlake, not near enough: maybe another state's)
    "thomas jefferson high",  # (Virginia's; near Thomas Johnson only by its first name)
    "springfield high",
    "montgomery colege",  # (a college)
    "bowie stat",
    "i go to the gym",
    "decatur",  # (a surname alone, as ever)
])
def test_a_name_near_no_one_school_matches_none(text):
    assert md_high_schools_named(text) == ()


@pytest.mark.parametrize("lang,text", [
    ("en", "hi im a senior at walt whitmen, going to montgomery college"),
    ("en", "senior at nortwood high"),
    ("en", "first time, my son is in 12th grade at paint brach"),
    ("es", "es la primera vez, mi hijo esta en 12 en north dorchester"),
    ("es", "hola, estoy en 12 en nortwood y quiero ir a montgomery college"),
])
def test_a_senior_naming_a_school_is_not_asked_it_again(lang, text):
    turn = talk(lang, text)
    assert turn.answers.get("high_school") == "maryland", turn.reply
    assert "high_school" not in proposed(turn) and turn.conversation.expecting != "high_school", turn.reply


@pytest.mark.parametrize("lang,text", [
    ("en", "my brother is in 12th grade at northwood high"),  # (another's school)
    ("en", "im a senior at eastlake high"),  # (no Maryland school that near)
])
def test_a_doubtful_school_is_not_kept_unasked(lang, text):
    turn = talk(lang, text)
    assert "high_school" not in turn.answers, turn.reply  # (read back or asked, never kept)


# --- readings of a tuning set (dev31), in our words ---

from support import waiting  # noqa: E402

_BEFORE_PLACE = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland"}


@pytest.mark.parametrize("text,want", [
    ("we live in hanover pa but he goes to north harford", "outside-md"),  # (a town in Pennsylvania; the school no home)
    ("we live in delta pa", "outside-md"),
])
def test_a_school_holding_a_county_name_is_no_home(text, want):
    turn = waiting(dict(_BEFORE_PLACE), "county", text, "en")
    assert turn.answers.get("county") != "harford", turn.reply
    assert proposed(turn).get("county") == want, turn.reply  # (it rules out: read back)


@pytest.mark.parametrize("text", ["no just his hs diploma", "no, only her hs diploma"])
def test_a_diploma_of_the_student_names_no_school(text):
    turn = waiting({"applicant_type": "new"}, "prior_degree", text, "en")
    assert turn.answers.get("prior_degree") == "none", turn.reply
    assert "high_school" not in proposed(turn) and "high_school" not in turn.answers, turn.reply


_AT_PROGRAM = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2027-06",
               "aid_application": "fafsa", "zip": "20646", "county": "charles", "in_state_tuition": "yes", "dream_act": True,
               "college": "southern-maryland"}


@pytest.mark.parametrize("lang,text", [
    ("es", "perdon no fue la fafsa, fue la one app, la fafsa no la puedo llenar"),
    ("en", "sorry it wasnt the fafsa, it was the one app, i cant do the fafsa"),
])
def test_the_one_app_said_for_the_fafsa_later_is_read_back(lang, text):
    turn = waiting(dict(_AT_PROGRAM), "program", text, lang)
    assert proposed(turn).get("aid_application") == "one_app", turn.reply
    assert turn.answers.get("aid_application") == "fafsa", turn.reply  # (kept only after a "yes")


# --- a brother or sister writing lists the home by their parents, who are the student's ---

from support import then  # noqa: E402

from screener.chat.understand import household_size  # noqa: E402


@pytest.mark.parametrize("text,size", [
    ("mi papa mi mama ella y yo", 3),  # (a student writing: "ella" may be the mom named again)
    ("me and my mom, just her and me", 2),
    ("him me his dad and his 2 lil sisters", 5),  # (a parent writing: the student, the writer, the dad, 2)
    ("somos ella y yo", 2),
    ("me and my mom", 2),
    ("me and her dad", 2),  # ("her" of the dad: no one more)
])
def test_the_student_and_the_writer_counted_beside_others(text, size):
    assert household_size(text) == size


@pytest.mark.parametrize("lang,said", [
    ("es", ("buenas, le escribo por mi hermana, esta en 12 en frederick high y quiere ir a fcc", "nueva", "21701", "si",
            "associate en enfermeria", "12", "3.0", "mi papa mi mama ella y yo")),
    ("en", ("hi im writing for my little brother, hes a senior at frederick high and wants to go to fcc", "first time", "21701",
            "yes", "associates in nursing", "12", "3.0", "my mom my dad him and me")),
])
def test_a_sibling_listing_the_parents_gives_the_students_household(lang, said):
    turn = talk(lang, *said[:-1])
    assert turn.conversation.expecting == "household", turn.reply
    turn = then(turn, said[-1], lang)
    assert turn.answers.get("household") == "two_parent", turn.reply
    assert turn.answers.get("household_size") == 4, turn.reply
    assert turn.conversation.expecting == "agi", turn.reply

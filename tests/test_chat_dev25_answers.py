"""dev25's failures, by class, in both languages (own wording): a college's name at the county
question gives no county (a home outside Maryland said beside it is read back); the town after a
college is where the college is; facts told before a clause that asks are read; "is it A or B"
asked without a "?" stores nothing; a married couple with no children is a household of 2; in
high school now with the school named is read back as a Maryland school; "I have the Dream Act"
keeps the Dream Act beside the in-state yes; the FAQ's off-topic calendar, admission and
dorm-price questions."""
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import talk
from support import waiting

NEW = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland"}
AT_HOUSEHOLD = {**CHAT_SO_FAR, "hs_gpa": 3.1}
AT_IN_STATE = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard"}


def _seen(turn) -> dict:
    return {**turn.answers, **proposed(turn)}


# --- a college named at the county question gives no county ---------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "i live in arlington virginia but im going to go to montgomery college"),
    ("en", "we live in dc, i want to attend pgcc"),
    ("es", "vivo en arlington virginia pero quiero estudiar en montgomery college"),
    ("es", "vivimos en dc, pero quiero ir al pgcc"),
])
def test_a_home_outside_maryland_beside_a_college_is_read_back(lang, said):
    turn = waiting(NEW, "zip", said, lang)
    assert "county" not in turn.answers, turn.reply
    assert proposed(turn).get("county") == "outside-md", turn.reply


# --- the town after a college is the college's place ----------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "im a senior and i want to go to garrett college in mchenry"),
    ("en", "senior here, thinking about hcc in hagerstown"),
    ("es", "soy senior y quiero ir a garrett college en mchenry"),
    ("es", "estoy en el ultimo año y me interesa hcc en hagerstown"),
])
def test_a_town_after_a_college_is_no_home(lang, said):
    turn = talk(lang, said)
    assert "county" not in _seen(turn), turn.reply


# --- facts told before a clause that asks are read ------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("es", "soy senior y me quiero ir a garrett college, me sirve la beca?"),
    ("es", "estoy en el ultimo año y voy a ir a garrett college, me alcanza la promise?"),
    ("en", "im a senior and plan to go to garrett college, does the promise work for that?"),
])
def test_a_college_told_before_a_question_is_kept(lang, said):
    turn = talk(lang, said)
    assert _seen(turn).get("college") == "garrett", turn.reply


# --- "is it A or B" is asked, never the answer ----------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "hold on is it my pay or my parents pay that counts"),
    ("en", "so does it go by my mom or my dad"),
    ("es", "espera, es mi sueldo o el de mis papas el que cuentan"),
])
def test_which_of_two_asked_stores_nothing(lang, said):
    turn = waiting(AT_HOUSEHOLD, "household", said, lang)
    assert "household" not in _seen(turn) and "household_size" not in _seen(turn), turn.reply


@pytest.mark.parametrize("lang,said", [
    ("es", "con 2.6 basta o necesito mas"),
    ("en", "is 2.6 enough or do i need more"),
])
def test_enough_or_more_is_asked(lang, said):
    turn = waiting(CHAT_SO_FAR, "hs_gpa", said, lang)
    assert "hs_gpa" not in turn.answers and turn.faq == "gpa_minimum", turn.reply


# --- a married couple with no children --------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "married, no children"),
    ("en", "im married, we dont have kids"),
    ("es", "casado y sin hijos"),
    ("es", "casada, no tenemos hijos todavia"),
])
def test_married_without_children_is_two(lang, said):
    turn = waiting(AT_HOUSEHOLD, "household", said, lang)
    assert _seen(turn).get("household") == "married", turn.reply
    assert _seen(turn).get("household_size") == 2, turn.reply


# --- in high school now, the school named -----------------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "still in high school, graduating from springbrook"),
    ("en", "im still in hs, at northwood"),
    ("es", "todavia estoy en la high, en la de springbrook"),
    ("es", "sigo en la prepa, en northwood"),
])
def test_in_school_now_with_the_school_named(lang, said):
    # (read back, or kept and listed when the name is on MSDE's list of Maryland public high schools)
    turn = waiting(NEW | {"high_school": None}, "high_school", said, lang)
    assert (proposed(turn).get("high_school") or turn.answers.get("high_school")) == "maryland", turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "still in high school"), ("en", "im still in hs, at my school"),
    ("es", "todavia estoy en la high"), ("es", "sigo en la escuela de mi barrio"),
])
def test_in_school_now_without_a_name_asks_where(lang, said):
    turn = waiting(NEW | {"high_school": None}, "high_school", said, lang)
    assert "high_school" not in _seen(turn) or _seen(turn)["high_school"] is None, turn.reply


# --- "I have the Dream Act" -------------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "yeah i have the dream act"),
    ("es", "si, tengo el dream act"),
])
def test_the_dream_act_had_is_kept(lang, said):
    turn = waiting(AT_IN_STATE, "in_state_tuition", said, lang)
    assert _seen(turn).get("in_state_tuition") == "yes", turn.reply
    assert _seen(turn).get("dream_act") in (True, "true"), turn.reply


# --- a GED under way said with "pal"; "not married" counts no spouse --------------------------------

@pytest.mark.parametrize("lang,said", [
    ("es", "todavia no tengo diploma, me estoy preparando pal ged"),
    ("es", "sin diploma, ando estudiando pa el ged"),
    ("en", "no diploma yet, im studying for my ged"),
])
def test_a_ged_under_way_is_asked_where_never_none(lang, said):
    turn = waiting(NEW | {"high_school": None}, "high_school", said, lang)
    assert "high_school" not in _seen(turn) or _seen(turn)["high_school"] is None, turn.reply


@pytest.mark.parametrize("said,size", [
    ("im not married, i live with my mom and dad", 3),
    ("i was never married, its me and my mom", 2),
    ("no estoy casada, vivo con mi mama y mi papa", 3),
])
def test_not_married_counts_no_spouse(said, size):
    from screener.chat.understand import household_size
    assert household_size(said) == size


@pytest.mark.parametrize("said,size", [
    ("vivo sola, no tengo hijos ni esposo", 1),
    ("just me, no wife and no kids", 1),
])
def test_a_spouse_denied_beside_children_is_not_counted(said, size):
    from screener.chat.understand import household_size
    assert household_size(said) == size

"""How the chat reads students' free-text answers (screener/chat/understand.py, places.py):
each test is one failure class of issue #8, tried through :func:`screener.chat.engine.respond`
the way a conversation sends it (the question pending, a typical student's earlier answers).
Values that were converted or inferred, and values that would rule the student out, must be
read back (``pending``) and kept only after a "yes"."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.chat.understand import household_kind
from screener.chat.understand import household_size
from screener.chat.understand import income
from screener.chat.understand import read
from screener.chat.understand import spoken_number
from screener.flow import State
from screener.flow import load_flow

TODAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
PROFILE = {
    "applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044",
    "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "howard", "program": "associate",
    "credits_per_semester": 12, "enrolled_at_md_community_college": False, "hs_gpa": 3.0,
    "household": "single_parent", "household_size": 2, "agi": 40000, "aid_application": "fafsa",
}


RENEWAL = {
    "applicant_type": "renewal", "college": "howard", "in_state_tuition": "yes", "cc_gpa": 3.0,
    "credits_completed_last_semester": 12, "satisfactory_progress": True, "first_enrolled": "2025-08",
    "enrollment_status": "full_time", "household": "single_parent", "agi": 40000, "aid_application": "fafsa",
    "full_cost_scholarship": False, "program": "associate", "credits_per_semester": 12,
}
RENEWAL_QUESTIONS = {"cc_gpa", "credits_completed_last_semester", "satisfactory_progress", "first_enrolled", "enrollment_status"}


def before(expecting: str, extra: dict | None = None) -> dict:
    """Return the typical answers given before the flow asks ``expecting`` (``extra``: answers
    that put it on the path, when only some paths ask it)."""
    flow, answers, seen = load_flow(), {}, set()
    profile = {**(RENEWAL if expecting in RENEWAL_QUESTIONS else PROFILE), **(extra or {})}
    if expecting == "dream_act":
        profile["aid_application"] = "one_app"
    if expecting == "enrolled_at_md_community_college":  # asked once out of high school (issue #10)
        profile["hs_completion_date"] = "2025-06"
    if expecting == "enrollment_status":  # asked only when it decides the award's duration (fix32i)
        profile["first_enrolled"] = "2024-08"
    for _ in range(40):
        q = flow.ask_next(State(dict(answers), frozenset(seen)), TODAY)
        if q is None or q.id == expecting:
            return answers, frozenset(seen)
        if q.id in profile:
            answers[q.id] = profile[q.id]
        else:
            seen.add(q.id)
    raise AssertionError(f"{expecting} is never asked")


def say(expecting: str, text: str, lang: str = "en", extra: dict | None = None):
    """Send ``text`` while ``expecting`` is asked; return (turn, answers new or changed after a "yes")."""
    answers, seen = before(expecting, extra)
    turn = respond(Conversation(State(dict(answers), seen, lang), expecting), text, lang, TODAY)
    final = turn
    if confirmed(turn):
        final = respond(turn.conversation, YES[lang], lang, TODAY)
    raw = final.conversation.state.answers
    return turn, {k: v for k, v in raw.items() if answers.get(k) != v}


def confirmed(turn) -> bool:
    """Read back: a value shown and kept only after a "yes" (a pending read-back, or an income held
    while asking whether the parents' or the spouse's income is in it: §18-3601)."""
    slot = turn.conversation.follow_up or {}
    return bool(turn.conversation.pending) or (slot.get("k") in ("parents", "spouse") and "a" in slot and not slot.get("p"))


ASKED = "asked back"  # a table row's want: nothing kept, nothing read back
READ_BACK = "read back"  # a table row's how: the value is read back before it is kept


def check_reading(turn, got: dict, want, how) -> None:
    """Assert a table row of the reader's tests: ``want`` kept (after a "yes" when ``how`` is
    :data:`READ_BACK`, which must then have been asked), or :data:`ASKED`: nothing kept or read back."""
    if want == ASKED:
        assert not got and not confirmed(turn), (got, turn.reply)
        return
    assert got == want, (got, turn.reply)
    if how == READ_BACK:
        assert confirmed(turn), turn.reply


# --- money ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("text,lang,year", [
    ("45k and 3,000 a month", "en", 81_000),  # was $576,000: the month applied to both amounts
    ("my mom makes 3000 a month and my dad 45k", "en", 81_000),
    ("my mom makes 2000 and my dad 3000 a month", "en", 60_000),
    ("mi papá gana 40 mil al año y mi mamá 1000 por semana", "es", 92_000),
])
def test_each_amount_is_converted_by_its_own_period_and_read_back(text, lang, year):
    turn, got = say("agi", text, lang)
    assert confirmed(turn) and "agi" not in turn.conversation.state.answers
    assert got["agi"] == year
    assert f"{year:,}" in turn.reply  # the conversion is shown


@pytest.mark.parametrize("text,lang,year", [
    ("2500 a month", "en", 30_000), ("about 2,500/month", "en", 30_000), ("she gets paid 800 every week", "en", 41_600),
    ("unos 2500 al mes", "es", 30_000), ("gana 1500 por quincena", "es", 36_000),
    ("gano 15 dólares la hora, 40 horas a la semana", "es", 31_200), ("45.000", "es", 45_000),
])
def test_money_per_period_or_spanish_thousands_is_converted_and_confirmed(text, lang, year):
    turn, got = say("agi", text, lang)
    assert confirmed(turn)
    assert got["agi"] == year


@pytest.mark.parametrize("text,lang", [
    ("15 dólares la hora", "es"), ("around $20 an hour", "en"), ("45,00", "es"), ("between 40 and 50k", "en"),
    ("maybe 40 or 50 thousand", "en"), ("entre 30 y 40 mil", "es"), ("like 30k after taxes", "en"),
])
def test_an_hourly_rate_cents_a_range_or_take_home_pay_is_asked_back(text, lang):
    turn, got = say("agi", text, lang)
    assert not confirmed(turn) and not got
    assert turn.expecting == "agi"


def test_income_reader_keeps_each_period():
    reading = income("45k and 3,000 a month", "en")
    assert reading.form == {"agi": "81000"} and reading.confirm


# --- numbers in words ----------------------------------------------------------------------------


@pytest.mark.parametrize("text,lang,value", [
    ("forty five thousand", "en", 45000), ("cuarenta y cinco mil", "es", 45000), ("tres punto cinco", "es", 3.5),
    ("three point two", "en", 3.2), ("dos punto ocho", "es", 2.8),
])
def test_numbers_in_words(text, lang, value):
    assert spoken_number(text, lang) == value


def test_ordinals_are_no_numbers():
    assert spoken_number("es mi primer semestre", "es") is None
    assert spoken_number("its my first semester", "en") is None


@pytest.mark.parametrize("text,lang,gpa", [("three point two", "en", 3.2), ("tres punto cinco", "es", 3.5),
                                           ("dos punto ocho", "es", 2.8)])
def test_a_gpa_in_words_is_read(text, lang, gpa):
    _, got = say("hs_gpa", text, lang)
    assert got == {"hs_gpa": gpa}


@pytest.mark.parametrize("text", ["92", "3.9 weighted", "4.2 con honores", "mostly Bs"])
def test_a_bare_hundred_point_number_a_weighted_gpa_or_letters_are_asked_back(text):
    turn, got = say("hs_gpa", text)
    assert not got and not confirmed(turn) and turn.expecting == "hs_gpa"


def test_an_average_out_of_100_is_read_back():
    turn, got = say("hs_gpa", "92 out of 100")
    assert confirmed(turn)
    assert got["hs_gpa"] == 92 and got["gpa_scale"] == 100


# --- household -----------------------------------------------------------------------------------


@pytest.mark.parametrize("text,size", [
    ("me, my mom and my 2 little brothers", 4), ("mi mamá, mis dos hermanas y yo", 4), ("7 counting my grandparents", 7),
    ("somos seis", 6), ("4 of us", 4),
])
def test_household_size_from_the_people_listed(text, size):
    _, got = say("household_size", text, "es" if "mi" in text.split() else "en")
    assert got["household_size"] == size


@pytest.mark.parametrize("text,kind", [
    ("me, my mom and my sister", "single_parent"), ("mi apá, mi amá y mis 3 hermanos", "two_parent"),
    ("me my dad and stepmom", "two_parent"), ("somos mi esposo, yo y nuestra bebé", "married"),
    ("my parents are divorced, I live with my mom", None), ("I live with my grandma", None),
])
def test_household_type_from_the_people_listed(text, kind):
    assert household_kind(text) == kind


def test_divorced_parents_count_the_parent_lived_with():
    assert household_size("my parents are divorced and I live with my mom") == 2


@pytest.mark.parametrize("text,lang", [
    ("my parents are divorced and I live with my mom", "en"), ("mis papás están divorciados, vivo con mi mamá", "es"),
])
def test_divorced_parents_are_one_parent_kept_with_whose_income_counts(text, lang):
    turn, got = say("household", text, lang)
    # (fix48a) a plain answer naming the parent lived with is kept, no read-back, the FAFSA's rule said with it
    assert got["household"] == "single_parent"
    assert "FAFSA" in turn.reply


@pytest.mark.parametrize("text,lang,want", [
    # one reader of who is at home (understand._at_home): beside "divorced" or "separated", the
    # clause that names the home decides; a "we" there can be the separated couple: asked
    ("my parents split up, at home it's just me and my dad", "en", "single_parent"),
    ("mis papás se separaron, en la casa somos mi mamá y yo", "es", "single_parent"),
    ("his dad and I are married but separated, we still file together", "en", None),
    ("I'm separated from her father, we file jointly", "en", None),
    ("su papá y yo estamos separados pero declaramos juntos", "es", None),
    # "we" after what a relative does is the student's home: an answer, read back
    ("my mom works nights, we manage", "en", "single_parent"),
    ("mi mamá trabaja de noche, vivo sola con ella", "es", "single_parent"),
])
def test_who_is_at_home_beside_a_relative_or_a_divorce(text, lang, want):
    turn, got = say("household", text, lang)
    if want is None:
        assert not got, (got, turn.reply)
    else:
        assert got.get("household") == want, (got, turn.reply)


@pytest.mark.parametrize("text,lang", [
    ("I live with my grandparents", "en"), ("vivo con mis abuelos", "es"), ("I'm in foster care", "en"),
    ("my dad lives in virginia", "en"),
])
def test_grandparents_guardians_foster_and_asides_are_asked_back(text, lang):
    turn, got = say("household", text, lang)
    assert not got and not confirmed(turn)


# (fix45c) a legal guardian who is no parent: the FAFSA's independent student, read back with a way
# out ("if no court made that guardianship, answer no"), never kept unasked
@pytest.mark.parametrize("text,lang", [
    ("vivo con mi tía, es mi tutora legal", "es"), ("i live with my aunt, she is my legal guardian", "en"),
])
def test_a_legal_guardian_no_parent_is_read_back_on_their_own(text, lang):
    turn, got = say("household", text, lang)
    assert confirmed(turn) and got.get("household") == "single", turn.reply


# --- places and asides ---------------------------------------------------------------------------


@pytest.mark.parametrize("text,lang", [
    ("my dad lives in Virginia", "en"), ("mi mamá vive en el salvador", "es"), ("I was born in Honduras", "en"),
])
def test_asides_never_set_outside_maryland(text, lang):
    for expecting in ("county", "zip"):
        turn, got = say(expecting, text, lang)
        assert "county" not in got and not confirmed(turn)


@pytest.mark.parametrize("text", ["DC", "I live in DC", "we live in Virginia"])
def test_living_outside_maryland_is_read_back_before_it_counts(text):
    turn, got = say("county", text)
    assert confirmed(turn) and "county" not in turn.conversation.state.answers
    assert got["county"] == "outside-md"


def test_a_birthplace_is_an_aside_and_the_school_is_in_maryland():
    _, got = say("high_school", "I was born in El Salvador but I graduate from Northwood High")
    assert got["high_school"] == "maryland"


@pytest.mark.parametrize("text,county", [
    ("cambridge md", "dorchester"), ("Clinton", "prince-georges"), ("canton", "baltimore-city"),
    ("I'm from Mexico but live in Wheaton", "montgomery"), ("trabajo en DC pero vivo en riverdale", "prince-georges"),
])
def test_towns_and_neighbourhoods_give_the_county(text, county):
    _, got = say("county", text, "es" if "vivo" in text else "en")
    assert got["county"] == county


def test_a_school_town_is_not_where_the_student_lives():
    _, got = say("high_school", "Blair HS in silver spring")
    assert got == {"high_school": "maryland"}


# --- yes/no, months --------------------------------------------------------------------------------


@pytest.mark.parametrize("text,lang,value", [
    ("simón", "es", "yes"), ("sip", "es", "yes"), ("yep", "en", "yes"), ("nah", "en", "no"), ("nel", "es", "no"),
])
def test_slang_yes_and_no(text, lang, value):
    turn, got = say("in_state_tuition", text, lang)
    assert got["in_state_tuition"] == value
    assert confirmed(turn) == (value == "no")  # "no" rules the student out: read back first


@pytest.mark.parametrize("text,lang", [("next spring", "en"), ("en la primavera", "es"), ("ya mero, en la primavera", "es"),
                                       ("I graduated in june", "en")])
def test_a_season_or_a_month_alone_is_asked_back(text, lang):
    turn, got = say("hs_completion_date", text, lang)
    assert not got and not confirmed(turn) and turn.expecting == "hs_completion_date"


@pytest.mark.parametrize("text,lang", [("junio 2027", "es"), ("june 2027", "en"), ("this june", "en")])
def test_month_and_year(text, lang):
    _, got = say("hs_completion_date", text, lang)
    assert got == {"hs_completion_date": "2027-06"}


@pytest.mark.parametrize("text,lang", [("I'm a senior, I graduate in June", "en"), ("me gradúo en junio", "es"),
                                       ("ya mero, en junio", "es")])
def test_an_upcoming_graduation_month_is_the_next_one_read_back(text, lang):
    turn, got = say("hs_completion_date", text, lang)
    assert confirmed(turn) and got == {"hs_completion_date": "2027-06"}


# --- several facts, corrections ------------------------------------------------------------------


def test_a_correction_names_the_value_meant():
    flow = load_flow()
    answers, seen = before("college")
    reading = read(flow.question("college"), "perdon, me equivoque, es CCBC no AACC", "es", State(answers, seen), TODAY)
    assert reading.form == {"college": "baltimore-county"}


def test_a_degree_from_a_college_is_not_the_college_wanted():
    turn, got = say("prior_degree", "associate from CCBC")
    assert confirmed(turn)
    assert got == {"prior_degree": "associate"}


def test_the_fafsa_named_beside_another_answer_is_taken():
    _, got = say("prior_degree", "no degree, and i already filed the fafsa")
    assert got["prior_degree"] == "none" and got["aid_application"] == "fafsa"


def test_a_stated_marriage_replaces_an_earlier_household_read_back():
    turn, got = say("agi", "im married, i make 30k and he makes 45k")
    assert confirmed(turn)
    assert got["agi"] == 75000 and got["household"] == "married"


@pytest.mark.parametrize("text,county", [
    ("silverspring", "montgomery"), ("gaithersberg", "montgomery"), ("hyattsvile", "prince-georges"),
    ("city of baltimore", "baltimore-city"),
])
def test_towns_typed_with_a_typo_or_without_their_space(text, county):
    _, got = say("county", text)
    assert got["county"] == county


def test_a_town_in_a_universitys_name_is_no_county():
    turn, got = say("college", "towson university")
    assert not got and not confirmed(turn)


@pytest.mark.parametrize("text,lang,want", [
    ("a 3 point 5", "en", {"hs_gpa": 3.5}),
    ("el año pasado en junio", "es", None),
])
def test_digits_with_point_and_last_year(text, lang, want):
    if want:
        assert say("hs_gpa", text, lang)[1] == want
    else:
        assert say("hs_completion_date", text, lang)[1] == {"hs_completion_date": "2025-06"}


@pytest.mark.parametrize("text,lang", [("i have an associates already", "en"), ("tengo un título de asociado", "es")])
def test_a_degree_held_is_not_the_program_wanted(text, lang):
    turn, got = say("prior_degree", text, lang)
    assert confirmed(turn) and got == {"prior_degree": "associate"}


@pytest.mark.parametrize("text,lang", [("under 100k for sure", "en"), ("less than 30k", "en"), ("menos de 20 mil", "es")])
def test_a_bound_is_no_income(text, lang):
    turn, got = say("agi", text, lang)
    assert not got and not confirmed(turn)


@pytest.mark.parametrize("text,lang,year", [
    ("my brother makes 30k but he doesnt live with us. my mom makes 28k", "en", 28000),
    ("my dad lives in Virginia and makes 80k, my mom makes 35k", "en", 35000),
])
def test_the_income_of_someone_living_elsewhere_is_an_aside(text, lang, year):
    assert say("agi", text, lang)[1]["agi"] == year


def test_hours_a_week_without_the_word_week():
    turn, got = say("agi", "mi apá gana 20 dólares la hora, 40 horas", "es")
    assert confirmed(turn) and got["agi"] == 41600


@pytest.mark.parametrize("text,lang", [("i go to school in rockville", "en"), ("trabajo en rockville", "es"),
                                       ("my grandma lives in Towson", "en")])
def test_where_one_works_studies_or_a_relative_lives_is_no_county(text, lang):
    turn, got = say("county", text, lang)
    assert "county" not in got and not confirmed(turn)


@pytest.mark.parametrize("text,lang,value", [("i dont think so", "en", "no"), ("creo que no", "es", "no"),
                                             ("i believe so", "en", "yes"), ("noo", "es", "no")])
def test_more_ways_to_say_yes_and_no(text, lang, value):
    assert say("in_state_tuition", text, lang)[1]["in_state_tuition"] == value


@pytest.mark.parametrize("text,lang,want", [
    ("tengo el GED de Maryland", "es", "maryland_ged"), ("en mi país, en Guatemala", "es", "other"),
    ("my brother went to Blair but I went to Springbrook", "en", "maryland"),
    ("im still in high school at Bladensburg High", "en", "maryland"),
])
def test_high_school_phrasings(text, lang, want):
    assert say("high_school", text, lang)[1]["high_school"] == want


def test_still_in_high_school_without_a_place_is_asked_back():
    turn, got = say("high_school", "no diploma yet, still a junior")
    assert not got and not confirmed(turn)


def test_a_college_by_the_town_it_is_in_is_read_back():
    turn, got = say("college", "the one in Arnold")
    assert confirmed(turn) and got == {"college": "anne-arundel"}


@pytest.mark.parametrize("text,size", [("just my mom and my little sister", 3), ("mom, dad, me", 3)])
def test_everyone_at_home_listed_gives_the_size(text, size):
    answers, seen = before("household")
    turn = respond(Conversation(State(dict(answers), seen, "en"), "household"), text, "en", TODAY)
    final = respond(turn.conversation, "yes", "en", TODAY) if turn.conversation.pending else turn
    assert final.conversation.state.answers.get("household_size") == size


@pytest.mark.parametrize("text,lang,want", [
    ("senior at Bowie High in PG county, graduating june 2027 with a 3.4, just me and my mom, she makes about 45k, "
     "associates at PGCC full time", "en",
     {"high_school": "maryland", "county": "prince-georges", "hs_completion_date": "2027-06", "hs_gpa": 3.4,
      "household": "single_parent", "household_size": 2, "agi": 45000, "college": "prince-georges", "program": "associate",
      "credits_per_semester": 12}),
    ("soy senior en la prepa de wheaton, me gradúo en junio 2027, mi promedio es 3.2, vivo con mis papás y mi hermana, "
     "ganan como 70 mil, quiero ir a montgomery college", "es",
     {"high_school": "maryland", "county": "montgomery", "hs_completion_date": "2027-06", "hs_gpa": 3.2,
      "household": "two_parent", "household_size": 4, "agi": 70000, "college": "montgomery"}),
])
def test_several_facts_in_one_message_are_all_read_back_at_once(text, lang, want):
    turn, got = say("applicant_type", text, lang)
    assert confirmed(turn)
    assert {k: got.get(k) for k in want} == want


@pytest.mark.parametrize("text,lang", [("no clue", "en"), ("ps no sé la verdad", "es")])
def test_not_sure_in_other_words(text, lang):
    assert say("in_state_tuition", text, lang)[1] == {"in_state_tuition": "unsure"}


def test_a_question_about_the_question_is_not_not_sure():
    assert "in_state_tuition" not in say("in_state_tuition", "no se que es eso", "es")[1]


@pytest.mark.parametrize("expecting,text,lang,want", [
    ("dream_act", "no, i have a green card", "en", False),  # "I have" after a "no" is no "yes"
    ("dream_act", "no, soy residente", "es", False),
    ("satisfactory_progress", "no im on probation", "en", False),
    ("enrolled_at_md_community_college", "no, todavía estoy en la prepa", "es", False),
])
def test_a_leading_yes_or_no_decides(expecting, text, lang, want):
    assert say(expecting, text, lang)[1][expecting] is want


def test_the_number_said_as_credits_is_the_credits():
    assert say("credits_completed_last_semester", "i passed 4 classes, 12 credits")[1] == {"credits_completed_last_semester": 12}


def test_a_parent_lived_with_and_another_who_pays_is_asked_back():
    turn, got = say("household", "I live with my mom but my dad pays for everything")
    assert not got and not confirmed(turn)


def test_a_countys_own_name_is_no_town_elsewhere():
    from screener.chat.places import towns

    assert towns().get("carroll") in (None, ("carroll",))


@pytest.mark.parametrize("text,want", [
    ("oh i meant 4 people not 2", {"household_size": 4}),
    ("my bad, i graduate may 2027", {"hs_completion_date": "2027-05"}),  # 2027 is a year, not an income
])
def test_corrections_later_in_the_conversation(text, want):
    turn, got = say("aid_application", text)
    assert confirmed(turn) and got == want


@pytest.mark.parametrize("text,county", [
    ("HoCo", "howard"), ("AACo", "anne-arundel"), ("QA", "queen-annes"), ("Balitmore County", "baltimore-county"),
    ("baltimore but not the city", "baltimore-county"), ("baltimore city not county", "baltimore-city"),
])
def test_county_nicknames_typos_and_which_baltimore(text, county):
    assert say("county", text)[1]["county"] == county


def test_a_maryland_town_one_is_from_is_read_back():
    turn, got = say("county", "im from bowie")
    assert confirmed(turn) and got == {"county": "prince-georges"}


def test_two_colleges_named_are_asked_back():
    turn, got = say("college", "CCBC or Howard")
    assert not got and not confirmed(turn)


def test_an_ambiguous_college_narrowed_by_its_town():
    turn, got = say("college", "hcc columbia")
    assert confirmed(turn) and got == {"college": "howard"}


@pytest.mark.parametrize("text,lang", [("i have a GED only", "en"), ("solo tengo el diploma de la prepa", "es")])
def test_a_diploma_or_ged_alone_is_no_degree(text, lang):
    assert say("prior_degree", text, lang)[1] == {"prior_degree": "none"}


@pytest.mark.parametrize("text,lang,year", [("graduated in '18", "en", "2018"), ("generación 2027", "es", "2027")])
def test_a_year_with_a_cue_is_june_read_back(text, lang, year):
    turn, got = say("hs_completion_date", text, lang)
    assert confirmed(turn) and got["hs_completion_date"].startswith(year)


def test_some_is_no_number_one():
    assert spoken_number("como unos treinta mil", "es") == 30000
    turn, got = say("agi", "como unos treinta mil", "es")
    assert got == {"agi": 30000}


@pytest.mark.parametrize("text,lang,expecting,want", [
    ("yh", "en", "in_state_tuition", "yes"), ("p.g.", "en", "county", "prince-georges"),
])
def test_shorthand(text, lang, expecting, want):
    assert say(expecting, text, lang)[1][expecting] == want


def test_a_degree_in_progress_is_none_yet():
    assert say("prior_degree", "working on my associates now")[1]["prior_degree"] == "none"


def test_a_small_scholarship_is_not_full_cost():
    assert say("full_cost_scholarship", "i have pell and a small scholarship but not full")[1] == {"full_cost_scholarship": False}


@pytest.mark.parametrize("expecting,text,lang,field,value", [
    ("hs_gpa", "idk maybe 3.1?", "en", "hs_gpa", 3.1),
    ("hs_gpa", "creo que 2,9?", "es", "hs_gpa", 2.9),
    ("household_size", "5 i think?", "en", "household_size", 5),
])
def test_an_answer_marked_only_with_a_question_mark_is_read_back(expecting, text, lang, field, value):
    # Unsure, not asking: the value is read back and kept after a "yes" (no FAQ answer instead).
    turn, final = say(expecting, text, lang)
    assert confirmed(turn) and final[field] == value and turn.faq is None


def test_a_statement_after_but_that_drops_its_subject_is_an_answer():
    turn, final = say("dream_act", "yes im undocumented but did all 4 years of high school here")
    assert final.get("dream_act") is True and turn.faq is None


@pytest.mark.parametrize("text", ["we make 101k is that over the limit", "so am i eligible or not"])
def test_a_worded_question_without_a_question_mark_is_still_a_question(text):
    from screener.chat import faq
    assert faq.is_question(text) and faq.plainly_asks(text)


@pytest.mark.parametrize("text,lang,month", [("2019", "en", "2019-06"), ("en el 2021?", "es", "2021-06")])
def test_a_year_alone_for_graduation_is_june_read_back(text, lang, month):
    turn, final = say("hs_completion_date", text, lang)
    assert confirmed(turn) and final["hs_completion_date"] == month


@pytest.mark.parametrize("expecting,text,lang,credits", [
    ("credits_per_semester", "4 classes at 3 credits each", "en", 12),
    ("credits_per_semester", "four 3 credit classes", "en", 12),
    ("credits_completed_last_semester", "pasé 4 clases de 3 créditos", "es", 12),
])
def test_classes_of_stated_credits_are_added_up_and_read_back(expecting, text, lang, credits):
    turn, final = say(expecting, text, lang)
    assert confirmed(turn) and final[expecting] == credits
    assert "program" not in final


@pytest.mark.parametrize("text,lang,degree", [
    ("no tengo título universitario", "es", "none"),
    ("I don't have a bachelor's or anything", "en", "none"),
    ("todavía estoy en la escuela", "es", "none"),
    ("no, I have a bachelors", "en", "bachelor"),
])
def test_a_degree_word_denied_is_no_degree(text, lang, degree):
    turn, final = say("prior_degree", text, lang)
    assert final["prior_degree"] == degree


def test_a_degree_held_is_not_the_program_wanted():
    turn, final = say("prior_degree", "associate's in 2019")
    assert final["prior_degree"] == "associate" and "program" not in final


@pytest.mark.parametrize("text,lang", [("on my own, not married", "en"), ("no estoy casada, vivo sola", "es")])
def test_married_denied_is_not_married(text, lang):
    turn, final = say("household", text, lang)
    assert final["household"] == "single"


@pytest.mark.parametrize("text,lang", [("2.8 or 2.9", "en"), ("entre 3 y 3.5", "es")])
def test_a_gpa_range_is_asked_back(text, lang):
    turn, final = say("hs_gpa", text, lang)
    assert "hs_gpa" not in final and not confirmed(turn)


@pytest.mark.parametrize("text,lang", [("i dont have it yet", "en"), ("todavía no la tengo", "es")])
def test_not_having_the_award_yet_is_a_first_application(text, lang):
    turn, final = say("applicant_type", text, lang)
    assert final["applicant_type"] == "new"


@pytest.mark.parametrize("text,lang", [("zzz qqq", "en"), ("blablabla", "en"), ("asdf", "en"), ("jajaja", "es"), ("mmm", "es")])
def test_gibberish_at_the_high_school_question_is_no_maryland_school(text, lang):
    # A newcomer's finding: any short text was taken as a school's name, kept as "A high school in
    # Maryland" without a read-back: a "yes" from words. Nothing is stored; the question is asked again.
    turn, new = say("high_school", text, lang)
    assert "high_school" not in new and not confirmed(turn)


@pytest.mark.parametrize("text", ["Blair", "Paint Branch", "Quince Orchard", "Wootton", "Oakland Mills"])
def test_a_school_named_alone_is_still_a_maryland_school(text):
    turn, new = say("high_school", text)
    assert new.get("high_school") == "maryland"

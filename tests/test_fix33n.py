"""fix33n: readings found by newcomers who tried the chat (not the income's):

1. "certificate, 6 credits" said out of turn (at the GPA or ZIP question) keeps both facts: a
   certificate said with its credits is the credit one, read back with the credits;
2. a first-time student's credits ("voy a tomar 12 créditos este semestre") are the ones planned,
   never a renewal's credits completed last semester;
3. a year of school at a university ("senior at towson university", "im a senior at umd") is no
   high-school senior: no Maryland high school kept from it, no degree concluded;
4. a high school's short name alone ("blair", "decatur", "churchill") that is one school's own word
   is that school, read back naming it (never a town's typo: "Blair" was Bel Air, Harford County);
6. a greeting that says who writes ("hola, pregunto por mi hijo") gets the first question, put to
   the parent, never the financial aid office's contacts.
English and Spanish rows; the wording is ours."""
import pytest

from support import talk
from support import waiting

NEW = {"applicant_type": "new", "prior_degree": "none"}


def read_back(turn) -> dict:
    """The values a turn reads back, awaiting a "yes" (field -> value)."""
    return {f: v for qid, u in turn.conversation.pending.items() if not qid.startswith("_") for f, v in u.items()}


# --- 1. a certificate said with its credits, out of turn ---------------------------------------------
@pytest.mark.parametrize("lang,expecting,answers,said", [
    ("en", "high_school", NEW, "certificate, 6 credits"),
    ("en", "zip", {**NEW, "high_school": "maryland", "hs_completion_date": "2026-06"}, "certificate, 6 credits"),
    ("es", "zip", {**NEW, "high_school": "maryland", "hs_completion_date": "2026-06"}, "certificado, 6 créditos"),
    ("en", "hs_gpa", {**NEW, "high_school": "maryland", "hs_completion_date": "2026-06", "zip": "20910"},
     "a certificate, 9 credits"),
])
def test_a_certificate_with_its_credits_keeps_both(lang, expecting, answers, said):
    turn = waiting(answers, expecting, said, lang)
    got = read_back(turn)
    assert got.get("program") == "certificate", (got, turn.reply)
    assert str(got.get("credits_per_semester")) in ("6", "9"), (got, turn.reply)


# --- 2. a first-time student's credits are planned ---------------------------------------------------
@pytest.mark.parametrize("lang,messages", [
    ("es", ["es mi primera vez, voy a tomar 12 créditos este semestre"]),
    ("es", ["primera vez", "ninguno", "voy a tomar 12 créditos este semestre"]),
    ("en", ["first time, I'll take 12 credits this semester"]),
])
def test_a_first_timer_s_credits_are_planned(lang, messages):
    turn = talk(lang, *messages)
    got = {**turn.answers, **read_back(turn)}
    assert "credits_completed_last_semester" not in got, (got, turn.reply)
    assert str(got.get("credits_per_semester")) == "12", (got, turn.reply)


def test_a_renewal_s_credits_this_semester_stay_completed():
    turn = waiting({"applicant_type": "renewal"}, "college", "termine 12 créditos el semestre pasado", "es")
    assert str(read_back(turn).get("credits_completed_last_semester")) == "12", turn.reply


# --- 3. a year of school at a university is no high school -------------------------------------------
@pytest.mark.parametrize("lang,messages", [
    ("en", ["senior at towson university"]),
    ("en", ["first time", "none", "senior at towson university"]),
    ("en", ["first time", "none", "im a senior at umd"]),
    ("en", ["I'm a junior at Frostburg State"]),
    ("es", ["soy senior en la universidad de maryland"]),
])
def test_a_university_year_is_no_high_school(lang, messages):
    turn = talk(lang, *messages)
    got = {**turn.answers, **read_back(turn)}
    assert "high_school" not in got and "hs_completion_date" not in got, (got, turn.reply)
    if len(messages) == 1:
        assert "prior_degree" not in got, (got, turn.reply)  # no degree concluded: asked


@pytest.mark.parametrize("text,at_university", [
    ("senior at towson university", True), ("im a senior at umd", True), ("junior at frostburg state", True),
    ("senior at towson", False),  # Towson High is a school of that name: not this
    ("senior at towson high", False), ("senior at old mill", False), ("senior at baltimore city college", False),
])
def test_at_university(text, at_university):
    from screener.chat.understand import at_university as reader
    assert reader(text) is at_university


# --- 6. a greeting that says who writes --------------------------------------------------------------
@pytest.mark.parametrize("lang,said,asked", [
    ("es", "hola, pregunto por mi hijo", "¿Tu hijo o hija va a solicitar"),  # (fix48d: a parent hears "tu hijo o hija")
    ("es", "buenas tardes, escribo por mi hija", "¿Tu hijo o hija va a solicitar"),
    ("es", "hola, soy la mamá de Ana", "¿Tu hijo o hija va a solicitar"),
    ("en", "hi, I'm asking for my son", "Is your child applying"),  # (fix48d: a parent hears "your child")
    ("en", "hello, this is her dad", "Is your child applying"),
])
def test_who_writes_gets_the_first_question(lang, said, asked):
    turn = talk(lang, said)
    assert turn.reply.startswith(asked), turn.reply
    assert "410-767-3300" not in turn.reply and turn.expecting == "applicant_type", turn.reply


def test_who_writes_with_a_question_is_still_answered():
    from screener.chat.understand import only_who_asks
    assert not only_who_asks("hola, pregunto por mi hijo, ¿puede aplicar?")
    assert not only_who_asks("my son is a senior at Bowie High")
    assert only_who_asks("hola, pregunto por mi hijo")


# --- 4. a high school's short name alone --------------------------------------------------------------
@pytest.mark.parametrize("lang,said,school", [
    ("en", "blair", "Montgomery Blair High"),
    ("en", "decatur", "Stephen Decatur High"),
    ("en", "churchill", "Winston Churchill High"),
    ("en", "wj", "Walter Johnson High"),
    ("en", "b-cc", "Bethesda-Chevy Chase High"),
    ("en", "poly", "Baltimore Polytechnic Institute"),
    ("es", "la prepa Decatur", "Stephen Decatur High"),
    ("es", "en Blair", "Montgomery Blair High"),
])
def test_a_short_name_is_the_school_read_back(lang, said, school):
    turn = waiting(NEW, "high_school", said, lang)
    assert read_back(turn) == {"high_school": "maryland"}, (turn.answers, turn.reply)
    assert school in turn.reply and "county" not in read_back(turn), turn.reply


def test_a_short_name_at_a_read_back_is_no_town():
    # "Blair" while the graduation month is read back: the school, never Bel Air (Harford County)
    turn = talk("en", "first time", "I graduated from high school in 2026", "Blair")
    assert "county" not in read_back(turn) and "county" not in turn.answers, turn.reply
    assert "Montgomery Blair High" in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said,schools", [
    ("en", "johnson", ("Gov. Thomas Johnson High", "Walter Johnson High")),
    ("es", "douglass", ("Frederick Douglass High (Baltimore)", "Frederick Douglass High (Upper Marlboro)")),
])
def test_a_short_name_of_several_schools_asks_which(lang, said, schools):
    turn = waiting(NEW, "high_school", said, lang)
    assert "high_school" not in read_back(turn) and "high_school" not in turn.answers, turn.reply
    assert all(s in turn.reply for s in schools), turn.reply
    assert turn.quick_replies and turn.expecting == "high_school", turn.reply


@pytest.mark.parametrize("said", ["yes", "none", "maryland", "bowie", "paint", "high school", "mill", "johnson high school in ohio"])
def test_no_short_name(said):
    from screener.chat.schools import short_named
    assert len(short_named(said)) != 1, said


def test_short_names_in_the_data_file_are_sourced_and_known():
    from screener.policy import _read
    raw = _read("md_high_schools.yaml")
    numbers = {s["msde"] for s in raw["schools"]}
    for entry in raw["short_names"]:
        assert entry["msde"] in numbers and entry["source"]["href"].startswith("http"), entry


# --- 5. a town said with the school, later in the conversation ---------------------------------------
@pytest.mark.parametrize("lang,said,county", [
    ("en", "I'm a senior at Centennial High School in Ellicott City, graduating June 2027", "howard"),
    ("es", "soy senior en Centennial High School en Ellicott City, me gradúo en junio de 2027", "howard"),
    ("en", "senior at Wootton High in Rockville, graduating in june 2027", "montgomery"),
])
def test_a_school_s_town_later_is_read_back_as_the_county(lang, said, county):
    turn = talk(lang, "first time" if lang == "en" else "primera vez", "none" if lang == "en" else "ninguno", said)
    assert read_back(turn).get("county") == county, (turn.answers, turn.reply)
    assert "county" not in turn.answers, turn.answers  # read back, never kept unasked


@pytest.mark.parametrize("lang,said", [
    ("en", "I graduated from Centennial High School in Ellicott City in 2019"),  # a graduate's school: its place
    ("en", "Centennial High School in Ellicott City"),  # the school and its town alone, as in a first message
])
def test_a_graduate_s_school_town_stays_the_school_s(lang, said):
    turn = talk(lang, "first time", "none", said)
    assert "county" not in read_back(turn) and "county" not in turn.answers, (turn.answers, turn.reply)

"""A newcomer's chat findings (nc23), by class, in both languages: a school's name with no place is
read back, never kept as a Maryland high school with a "Got it", and a program's words are no high
school; divorced parents with the student living with one of them are one parent, the other's pay an
aside; a vague GPA is asked back; a relative's GPA, and a relative's or guardian's income, are asides;
the gross-pay warning only where pay for a period was converted."""
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import talk
from support import waiting

NEW = {"applicant_type": "new", "prior_degree": "none"}
START = {"en": ("first time",), "es": ("primera vez",)}
GOT_IT = {"en": "Got it.", "es": "Entendido."}
PAY_NOT_AGI = {"en": "is not the AGI", "es": "no es el AGI"}
NOT_ADDED = {"en": "so I didn't add that income", "es": "así que no sumé ese ingreso"}


# --- 1. the high school: a name with no place, a program's words ---------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "Dover High"), ("en", "Bishop O'Connell"), ("en", "Lincoln High"), ("en", "Blair"),
    ("es", "Dover High"), ("es", "la Lincoln"), ("es", "la Bishop McNamara"),
])
def test_a_school_named_with_no_place_is_read_back(lang, said):
    turn = waiting(NEW, "high_school", said, lang)
    assert "high_school" not in turn.answers and proposed(turn).get("high_school") == "maryland", turn.reply
    assert not turn.reply.startswith(GOT_IT[lang]), turn.reply


@pytest.mark.parametrize("lang,said", [("en", "Bowie High"), ("en", "Northwood High in Silver Spring"),
                                       ("es", "la Blair en Silver Spring"), ("es", "una escuela de maryland")])
def test_a_school_in_a_maryland_place_is_still_kept(lang, said):
    assert waiting(NEW, "high_school", said, lang).answers.get("high_school") == "maryland"


@pytest.mark.parametrize("lang,said", [("en", "Paint Branch"), ("en", "northwood hs"), ("es", "Northwood"),
                                       ("es", "la prepa Northwood")])
def test_a_school_on_the_list_of_maryland_public_high_schools_is_kept(lang, said):
    # (screener/data/md_high_schools.yaml, MSDE's; the "Got it" lists it for the student to correct)
    turn = waiting(NEW, "high_school", said, lang)
    assert turn.answers.get("high_school") == "maryland" and turn.reply.startswith(GOT_IT[lang]), turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "certificate"), ("en", "associate degree"), ("en", "noncredit certificate"), ("en", "a nursing certificate"),
    ("es", "certificado"), ("es", "un técnico"), ("es", "asociado"), ("es", "una carrera técnica"),
])
def test_a_program_is_no_high_school(lang, said):
    turn = waiting(NEW, "high_school", said, lang)
    assert "high_school" not in turn.answers and "high_school" not in proposed(turn), turn.reply
    assert turn.expecting == "high_school", turn.reply


# --- 2. divorced parents, the student living with one -----------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "my parents are divorced, I live with my dad, he makes 120k, my mom makes 30k"),
    ("en", "parents are separated. i live with my mom, she makes 120k and my dad makes 30k"),
    ("es", "mis papás están divorciados, vivo con mi papá, él gana 120 mil, mi mamá gana 30 mil"),
    ("es", "mis padres están separados, vivo con mi mamá, ella gana 120 mil y mi papá 30 mil"),
])
def test_divorced_parents_with_the_student_at_one_home_are_one_parent(lang, said):
    turn = talk(lang, *START[lang], said)
    got = proposed(turn)
    assert got.get("household") == "single_parent" and got.get("agi") in (None, 120000), (turn.reply, got)


# --- 3. a vague GPA ---------------------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [("en", "my gpa is 2 point something"), ("en", "my gpa is in the 2s"),
                                       ("en", "gpa in the low 2s"), ("es", "mi promedio es 2 punto algo"),
                                       ("es", "mi promedio anda en los 2")])
def test_a_vague_gpa_said_in_passing_is_not_kept(lang, said):
    turn = talk(lang, *START[lang], said)
    assert "hs_gpa" not in turn.answers and "hs_gpa" not in proposed(turn), turn.reply


@pytest.mark.parametrize("lang,said", [("en", "2 point something"), ("en", "in the 2s"), ("es", "2 punto algo"),
                                       ("es", "anda en los 2")])
def test_a_vague_gpa_at_its_question_is_asked_back(lang, said):
    so_far = {k: v for k, v in CHAT_SO_FAR.items()}
    turn = waiting(so_far, "hs_gpa", said, lang)
    assert "hs_gpa" not in turn.answers and "hs_gpa" not in proposed(turn) and turn.expecting == "hs_gpa", turn.reply


# --- 4. a relative's GPA ----------------------------------------------------------------------------

@pytest.mark.parametrize("lang,messages", [
    ("en", ("first time", "my sister had a 2.0 and she still got it, idk mine")),
    ("en", ("my sister got the promise scholarship and she had a 2.0",)),
    ("en", ("first time", "my brother got it with a 2.1")),
    ("es", ("primera vez", "mi hermana tenía 2.0 y sí le dieron la beca")),
    ("es", ("mi hermano recibió la beca y él tenía 2.1",)),
])
def test_a_relatives_gpa_is_an_aside(lang, messages):
    turn = talk(lang, *messages)
    assert "hs_gpa" not in turn.answers and "hs_gpa" not in proposed(turn), turn.reply
    assert NOT_ADDED[lang] not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "my sister had a 2.0 but i have a 3.5"), ("en", "my mom says i have a 3.2"),
                                       ("es", "mi hermana tenía 2.0 pero yo tengo 3.5"), ("es", "mi mamá dice que tengo 3.2")])
def test_the_students_own_gpa_beside_a_relative_is_still_read(lang, said):
    turn = waiting(CHAT_SO_FAR, "hs_gpa", said, lang)
    assert float({**turn.answers, **proposed(turn)}.get("hs_gpa") or 0) in (3.5, 3.2), turn.reply


# --- 5. a relative's or guardian's income -----------------------------------------------------------

@pytest.mark.parametrize("lang,said,agi", [
    ("en", "me and my mom live with my aunt and uncle, they make 130k but my mom only makes 30k", 30000),
    ("en", "I live with my uncle, he's my legal guardian, he makes 130k", None),
    ("en", "I live with my older sister, she makes 75k and her husband makes 60k. my parents passed away", None),
    ("es", "vivo con mi mamá y mis tíos, mis tíos ganan 130 mil y mi mamá 30 mil", 30000),
    ("es", "vivo con mi tío, es mi tutor legal, él gana 130 mil", None),
    ("es", "vivo con mi hermana mayor, ella gana 75 mil y su esposo gana 60 mil, mis papás fallecieron", None),
])
def test_a_relatives_or_guardians_income_is_not_the_households(lang, said, agi):
    turn = talk(lang, *START[lang], said)
    assert {**turn.answers, **proposed(turn)}.get("agi") == agi, (turn.reply, proposed(turn))
    assert PAY_NOT_AGI[lang] not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "my mom makes 90k and my dad makes 80k"),
                                       ("es", "mi mamá gana 90 mil y mi papá gana 80 mil")])
def test_no_gross_pay_warning_for_yearly_amounts_added(lang, said):
    turn = talk(lang, *START[lang], said)
    assert proposed(turn).get("agi") == 170000 and PAY_NOT_AGI[lang] not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "my mom makes 9,000 a month"), ("es", "mi mamá gana 9 mil al mes")])
def test_the_gross_pay_warning_stays_for_pay_per_period(lang, said):
    turn = talk(lang, *START[lang], "just me and my mom", "yes", said)
    assert PAY_NOT_AGI[lang] in turn.reply, turn.reply

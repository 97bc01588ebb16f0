"""Misreads by class, in both languages: the award's possession denied is a first-time applicant; a
relative's "no" at the aid-application question is no "won't file"; a number bound to another
field's unit is no count of people; a parent's SSI is no student's SSI; "mamá sola" is one parent;
"I live with my family" asks which household; a question about "the course" answered from the
program the student named before."""
import pytest

from support import chat_done
from support import chat_so_far
from support import proposed
from support import talk
from support import waiting


def _taken(turn, before: dict) -> dict:
    """Return the answers ``turn`` kept or read back that ``before`` did not hold."""
    got = {**turn.answers, **proposed(turn)}
    return {k: v for k, v in got.items() if before.get(k) != v}


# --- the award never had: a first-time applicant ---------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("es", "no la tuve nunca antes"),
    ("es", "todavía no me la han dado"),
    ("es", "yo no la tenía, es mi primera solicitud"),
    ("en", "i never had it before"),
    ("en", "i didn't get it last spring"),
    ("en", "we haven't had the scholarship"),
])
def test_the_award_denied_is_a_first_time_applicant(lang, said):
    turn = waiting({}, "applicant_type", said, lang)
    assert {**turn.answers, **proposed(turn)}.get("applicant_type") == "new", turn.reply


@pytest.mark.parametrize("lang,said", [
    ("es", "no, ya la tengo desde el otoño"),
    ("en", "no, i had it last year"),
])
def test_a_no_then_the_award_had_stays_a_renewal(lang, said):
    turn = waiting({}, "applicant_type", said, lang)
    assert {**turn.answers, **proposed(turn)}.get("applicant_type") == "renewal", turn.reply


# --- a relative's "no" at the aid-application question ----------------------------------------------

DONE = chat_done(chat_so_far(3.1, "single_parent"))
BEFORE_AID = {k: v for k, v in DONE.items() if k not in ("aid_application", "full_cost_scholarship")}


@pytest.mark.parametrize("lang,said", [
    ("es", "mi papá no está trabajando ahorita"),
    ("es", "mi mamá no tiene seguro"),
    ("en", "my dad isn't working right now"),
    ("en", "my mother doesn't drive"),
])
def test_a_relatives_no_is_no_refusal_to_file(lang, said):
    turn = waiting(BEFORE_AID, "aid_application", said, lang)
    assert "aid_application" not in _taken(turn, BEFORE_AID), turn.reply
    assert turn.expecting == "aid_application", turn.reply


@pytest.mark.parametrize("lang,said,want", [
    ("es", "mi papá no trabaja, pero yo sí voy a llenar la fafsa", "fafsa"),
    ("en", "my mom isn't working, i'll file the fafsa next week", "fafsa"),
])
def test_the_application_said_beside_a_relatives_no_is_read(lang, said, want):
    turn = waiting(BEFORE_AID, "aid_application", said, lang)
    assert _taken(turn, BEFORE_AID).get("aid_application") == want, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("es", "mis papás no quieren llenar la fafsa"),
    ("en", "my parents won't fill out the fafsa"),
])
def test_a_relative_refusing_the_application_is_still_read_back(lang, said):
    turn = waiting(BEFORE_AID, "aid_application", said, lang)
    assert proposed(turn).get("aid_application") == "none" and "aid_application" not in turn.answers, turn.reply


# --- a number bound to another field's unit is no count of people ------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "15 credits this fall"),
    ("en", "my gpa is like 3.4"),
    ("en", "she makes $52k"),
    ("en", "im in 11th grade"),
    ("es", "voy a tomar 9 créditos"),
    ("es", "saqué 3.6 de promedio"),
    ("es", "mi papá gana 20 dólares la hora"),
])
def test_another_fields_number_is_no_household_size(lang, said):
    turn = waiting(DONE, "household_size", said, lang)
    assert "household_size" not in _taken(turn, DONE), turn.reply


@pytest.mark.parametrize("lang,said,size", [
    ("en", "5 of us, my little brother is 9 years old", 5),
    ("en", "3, and im taking 12 credits", 3),
    ("es", "somos 4, mi hermana tiene 15 años", 4),
    ("es", "tres, y tengo 3.1 de promedio", 3),
])
def test_the_count_beside_another_fields_number_is_read(lang, said, size):
    turn = waiting(DONE, "household_size", said, lang)
    assert _taken(turn, DONE).get("household_size") == size, turn.reply


# --- a parent's SSI is no student's SSI -----------------------------------------------------------------

HOME = chat_so_far(3.1, "single_parent")


@pytest.mark.parametrize("lang,said", [
    ("en", "he gets SSI every month"),
    ("en", "its just my dads SSI"),
    ("es", "ella cobra el SSI"),
    ("es", "él recibe SSI desde hace años"),
])
def test_a_parents_ssi_at_the_income_is_an_aside(lang, said):
    turn = waiting(HOME, "agi", said, lang)
    assert "ssi_ssdi" not in _taken(turn, HOME) and "agi" not in _taken(turn, HOME), turn.reply
    assert "SSI" in turn.reply and turn.expecting == "agi", turn.reply


@pytest.mark.parametrize("lang,said", [("en", "she gets SSI checks"), ("es", "ella recibe SSI")])
def test_a_parents_ssi_at_the_household_is_an_aside(lang, said):
    before = chat_so_far(3.1, None)
    turn = waiting(before, "household", said, lang)
    assert _taken(turn, before) == {} and turn.expecting == "household", turn.reply
    assert "AGI" in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said", [("en", "i get SSI myself, 900 a month"), ("es", "yo recibo SSI por mi discapacidad")])
def test_the_students_own_ssi_is_still_read(lang, said):
    turn = waiting(HOME, "agi", said, lang)
    assert _taken(turn, HOME).get("ssi_ssdi") is True, turn.reply


# --- "mamá sola": one parent, the one-parent limit ---------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("es", "mi mamá sola gana unos 140 mil"),
    ("es", "mi madre sola nos mantiene, gana 90 mil"),
    ("en", "my single mom makes about 140k"),
    ("en", "my mom is a single mother and makes 90k"),
])
def test_a_mother_on_her_own_is_one_parent(lang, said):
    before = chat_so_far(3.1, None)
    turn = waiting(before, "household", said, lang)
    assert _taken(turn, before).get("household") == "single_parent", turn.reply
    assert "150,000" not in turn.reply, turn.reply


@pytest.mark.parametrize("lang,said", [("es", "mi mamá sola gana como 97 mil"), ("en", "my single mom makes like 97k")])
def test_near_the_limit_the_one_parent_limit_is_named(lang, said):
    before = chat_so_far(3.1, None)
    turn = waiting(before, "household", said, lang)
    assert "100,000" in turn.reply and "150,000" not in turn.reply, turn.reply


def test_only_said_with_solo_is_no_single_parent_phrase():
    before = chat_so_far(3.1, None)
    turn = waiting(before, "household", "mis papás, mi papá solo trabaja los sábados", "es")
    assert _taken(turn, before).get("household") in (None, "two_parent"), turn.reply


# --- "I live with my family": which household, asked with the choices --------------------------------

@pytest.mark.parametrize("lang,said", [
    ("es", "vivo con mi familia aquí"),
    ("es", "con la familia"),
    ("en", "i stay with my family"),
    ("en", "with my whole family"),
])
def test_family_alone_asks_which_household(lang, said):
    before = chat_so_far(3.1, None)
    turn = waiting(before, "household", said, lang)
    assert _taken(turn, before) == {} and turn.expecting == "household", turn.reply
    assert len(turn.quick_replies) == 4 and turn.faq in (None, ""), (turn.reply, turn.faq)
    assert "?" in turn.reply.split("\n")[0], turn.reply


@pytest.mark.parametrize("lang,said,want", [
    ("es", "con mi familia: mi mamá y mi papá", "two_parent"),
    ("en", "my family, just my dad and me", "single_parent"),
])
def test_family_with_its_people_is_read(lang, said, want):
    before = chat_so_far(3.1, None)
    turn = waiting(before, "household", said, lang)
    assert _taken(turn, before).get("household") == want, turn.reply


# --- "does the course count?" answered from the program the student named before ------------------------

@pytest.mark.parametrize("lang,messages,topic", [
    ("es", ("hola, quiero sacar mi licencia de cosmetología, vivo en Frederick", "primera vez",
            "este programa es cortito, ¿igual cuenta?"), "licensure"),
    ("es", ("buenas, me interesa un aprendizaje registrado de plomería", "nuevo", "¿y mi programa sí califica?"), "apprenticeship"),
    ("en", ("hi, i want to do an electrician apprenticeship, i live in towson", "first time",
            "does my program still count even though its not a degree?"), "apprenticeship"),
    ("en", ("hey, i'm looking at the noncredit welding course at ccbc", "new", "would this course count?"), "noncredit"),
])
def test_the_course_asked_about_is_the_one_named_before(lang, messages, topic):
    turn = talk(lang, *messages)
    assert turn.faq == topic, turn.reply



@pytest.mark.parametrize("lang,said", [
    ("es", "mis papás no me quieren pasar su información, entonces ninguna"),
    ("en", "my parents won't share their info, so none"),
])
def test_parents_refusing_their_information_is_still_read_back(lang, said):
    turn = waiting(BEFORE_AID, "aid_application", said, lang)
    assert proposed(turn).get("aid_application") == "none" and "aid_application" not in turn.answers, turn.reply

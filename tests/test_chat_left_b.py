"""dev20's leftovers, by class, in both languages: a second fact in an answer that corrects an earlier
one (the program the student is doing, a place taken back, a move) is read back beside the answer; a
relative's GPA is an aside beside the student's; a question with its subject first ("el curso cuenta
aunque no dé créditos?") is answered, its "no" never kept; a total said of the people at home with a
grandparent is not used; "no somos casados" is no marriage."""
import pytest

from support import answer
from support import chat_so_far
from support import graded
from support import load_bench
from support import proposed
from support import talk
from support import waiting

BENCH = load_bench()
YES = {"en": "yes", "es": "sí"}


def _before(**values) -> dict:
    """The chat's answers up to the credits (no GPA, no household yet), with ``values`` (None: unanswered)."""
    out = {**chat_so_far(3.1, None), **values}
    out.pop("hs_gpa")
    return {k: v for k, v in out.items() if v is not None}


# --- the program the student is doing, said beside another answer -----------------------------------

@pytest.mark.parametrize("lang,said,credits", [
    ("en", "6, im doing the paralegal certificate", 6),
    ("en", "12 credits, i'm taking the welding certificate", 12),
    ("es", "12, estoy haciendo el certificado de soldadura", 12),
    ("es", "6 créditos, estoy estudiando el certificado de contabilidad", 6),
])
def test_the_program_doing_corrects_the_one_given(lang, said, credits):
    turn = waiting(_before(credits_per_semester=None), "credits_per_semester", said, lang)
    got = {**turn.answers, **proposed(turn)}
    assert got.get("credits_per_semester") == credits and proposed(turn).get("program") == "certificate", turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "12, my sister is doing the nursing certificate"),
    ("es", "12, mi hermana está haciendo el certificado de enfermería"),
])
def test_a_relatives_program_changes_nothing(lang, said):
    turn = waiting(_before(credits_per_semester=None), "credits_per_semester", said, lang)
    assert "program" not in proposed(turn) and turn.answers.get("program") == "associate", turn.reply


# --- a place taken back or moved from, beside the answer -----------------------------------------------

CECIL = {"college": "cecil", "county": "cecil", "zip": "21921", "program": None, "credits_per_semester": None}


@pytest.mark.parametrize("lang,said,want", [
    ("es", "certificado de soldadura. y no es cecil es harford, me equivoque", {"program": "certificate", "college": "harford"}),
    ("en", "a certificate. and its not cecil, its harford", {"program": "certificate", "college": "harford"}),
])
def test_a_college_taken_back_beside_the_program(lang, said, want):
    turn = waiting(_before(**CECIL), "program", said, lang)
    got = {**turn.answers, **proposed(turn)}
    assert {k: got.get(k) for k in want} == want and proposed(turn).get("college") == "harford", turn.reply


@pytest.mark.parametrize("lang,said,county", [
    ("es", "12. y antes dije howard pero nos mudamos a carroll", "carroll"),
    ("es", "12, ya no vivimos en howard, nos mudamos a frederick", "frederick"),
    ("en", "12 credits. i said howard before but we moved to carroll", "carroll"),
    ("en", "12, and we moved to frederick county in the summer", "frederick"),
])
def test_a_move_beside_the_answer_is_read_back(lang, said, county):
    turn = waiting(_before(credits_per_semester=None), "credits_per_semester", said, lang)
    assert proposed(turn).get("county") == county, turn.reply
    assert {**turn.answers, **proposed(turn)}.get("credits_per_semester") == 12, turn.reply


# --- a relative's GPA beside the student's ---------------------------------------------------------------

@pytest.mark.parametrize("lang,said,gpa", [
    ("es", "mi prima tiene 4.0 jaja yo tengo 2.9", 2.9),
    ("es", "mi hermano sacó 3.5 yo saqué 2.6", 2.6),
    ("en", "my cousin has a 4.0 lol i have 2.9", 2.9),
    ("en", "my sister got a 3.8 i got 2.7", 2.7),
])
def test_a_relatives_gpa_beside_the_students(lang, said, gpa):
    graded(BENCH, "hs_gpa", said, lang, answer(hs_gpa=gpa))


# --- a question with its subject first is answered, nothing kept --------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("es", "el curso de CNA cuenta aunque no de creditos?"),
    ("es", "mi certificado de plomería cuenta aunque no sea de créditos?"),
    ("en", "the CNA class still counts even with no credits?"),
    ("en", "my phlebotomy course counts if it has no credits?"),
])
def test_a_subject_first_question_at_a_yes_no_question(lang, said):
    so_far = _before(program="noncredit_vocational_certificate", credits_per_semester=None)
    turn = waiting(so_far, "noncredit_pell_eligible", said, lang)
    assert "noncredit_pell_eligible" not in {**turn.answers, **proposed(turn)}, turn.reply
    assert turn.faq is not None, turn.reply


# --- a total of the people at home, a grandparent among them ------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("en", "I live with my mom and grandma, they make 110k"),
    ("en", "i live with my dad and my uncle, they make about 95k"),
    ("es", "vivo con mi mamá y mi abuela, ellas ganan 110 mil"),
    ("es", "vivo con mi papá y mi tío, ganan como 95 mil"),
])
def test_a_total_with_a_grandparent_at_home_is_not_used(lang, said):
    turn = talk(lang, said)
    assert "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply
    assert ("can't use the total" if lang == "en" else "no puedo usar el total") in turn.reply, turn.reply
    turn = waiting({}, "agi", said, lang)
    assert "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply


# --- a couple said not married ----------------------------------------------------------------------------

@pytest.mark.parametrize("lang,said", [
    ("es", "no somos casados"),
    ("es", "no estamos casados, vivo con mis 2 hijos"),
    ("es", "nunca nos casamos"),
    ("en", "we're not married"),
    ("en", "we never got married"),
])
def test_not_married_is_no_marriage(lang, said):
    turn = waiting(_before(), "household", said, lang)
    assert {**turn.answers, **proposed(turn)}.get("household") != "married", turn.reply

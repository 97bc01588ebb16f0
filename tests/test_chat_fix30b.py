"""Chat readings of the fix30b round, each a class in both languages where the phrasing exists in
both (our own wording):

1. One of Maryland's public high schools named in a clause of its own beside another fact ("at
   Paint Branch, graduating in may", "en la de Paint Branch, me gradúo en mayo", "duval y voy a ir
   a montgomery college"): the school kept (as on MSDE's list) and the other fact read too; a name
   off the list, or a clause's position, is no school ("first time, and i live in bowie").
"""
import pytest

from support import other_parent_asked
from support import proposed
from support import waiting

YES = {"en": "yes", "es": "sí"}
SO_FAR = {"applicant_type": "new", "prior_degree": "none"}


def _said(turn) -> dict:
    return {**turn.answers, **proposed(turn)}


# --- 1. a Maryland high school named beside another clause ---------------------------------------

@pytest.mark.parametrize("lang,said,other", [
    ("en", "paint branch, graduating in may", {"hs_completion_date": "2027-05"}),
    ("en", "at springbrook hs, and i'm going to montgomery college", {"college": "montgomery"}),
    ("en", "duval and i want to go to pgcc", {"college": "prince-georges"}),
    ("es", "en la de paint branch, me gradúo en mayo", {"hs_completion_date": "2027-05"}),
    ("es", "springbrook y voy a ir a montgomery college", {"college": "montgomery"}),
    ("es", "la de duval, y quiero ir a pgcc", {"college": "prince-georges"}),
])
def test_md_school_beside_another_fact_keeps_both(lang, said, other):
    turn = waiting(SO_FAR, "high_school", said, lang)
    got = _said(turn)
    assert got.get("high_school") == "maryland", turn.reply
    for k, v in other.items():
        assert str(got.get(k)) == v, (k, turn.reply)


@pytest.mark.parametrize("lang,said", [
    ("en", "went to paint branch but didn't finish"),
    ("en", "my brother went to duval, i was homeschooled"),
    ("es", "fui a la de duval pero no terminé"),
])
def test_md_school_beside_unsaying_is_not_kept_unasked(lang, said):
    turn = waiting(SO_FAR, "high_school", said, lang)
    assert turn.answers.get("high_school") != "maryland", turn.reply


# --- 2. pay by a period the year isn't counted in, said at another question -----------------------

HOUSEHOLD_SO_FAR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044",
                    "county": "howard", "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "howard",
                    "program": "associate", "credits_per_semester": 12, "hs_gpa": 3.2}
PERIOD = {"en": "every two weeks", "es": "cada dos semanas"}


@pytest.mark.parametrize("lang,said", [
    ("en", "my mom gets 1500 each paycheck"),
    ("en", "my dad earns 2100 every paycheck"),
    ("es", "mi mamá recibe 1500 cada cheque"),
    ("es", "a mi papá le pagan 2100 cada cheque"),
])
def test_pay_with_unknown_period_at_household_asks_how_often(lang, said):
    from support import then
    turn = waiting(HOUSEHOLD_SO_FAR, "household", said, lang)
    assert turn.conversation.follow_up.get("k") == "period", turn.reply
    assert "household" not in turn.answers and "agi" not in turn.answers, turn.reply
    amount = 1500 if "1500" in said else 2100
    answered = then(turn, PERIOD[lang], lang)
    assert float(proposed(answered).get("agi")) == amount * 26, answered.reply


@pytest.mark.parametrize("lang,said,household", [
    ("en", "my mom gets 1500 each paycheck", "just my mom"),
    ("es", "mi mamá recibe 1500 cada cheque", "solo mi mamá"),
])
def test_pay_period_asked_again_at_income_after_household_answered(lang, said, household):
    from support import then
    turn = waiting(HOUSEHOLD_SO_FAR, "household", said, lang)
    turn = then(turn, household, lang)
    assert turn.answers.get("household") == "single_parent", turn.reply
    assert turn.expecting == "agi" and turn.conversation.follow_up.get("k") == "period", turn.reply
    turn = then(turn, PERIOD[lang], lang)
    assert float(proposed(turn).get("agi")) == 1500 * 26, turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "just my mom, she gets 1500 each paycheck"),
    ("es", "solo mi mamá, ella recibe 1500 cada cheque"),
])
def test_household_and_pay_with_unknown_period_asks_how_often(lang, said):
    turn = waiting(HOUSEHOLD_SO_FAR, "household", said, lang)
    assert {**turn.answers, **proposed(turn)}.get("household") == "single_parent", turn.reply
    assert turn.conversation.follow_up.get("k") == "period", turn.reply


# --- 4. a weighted GPA said in passing ------------------------------------------------------------

WEIGHTED_WORDS = {"en": "weighted", "es": "ponderado"}


@pytest.mark.parametrize("lang,said,gpa", [
    ("en", "first time, a senior, my gpa is 4.4 weighted", "4.4"),
    ("en", "new applicant, weighted gpa 3.9", "3.9"),
    ("es", "primera vez, estoy en último año, mi promedio ponderado es 4.2", "4.2"),
    ("es", "es mi primera vez, tengo 4.5 ponderado", "4.5"),
])
def test_weighted_gpa_in_passing_is_noted_never_kept(lang, said, gpa):
    from support import talk
    turn = talk(lang, said)
    assert "hs_gpa" not in turn.answers and "hs_gpa" not in proposed(turn), turn.reply
    assert gpa in turn.reply and WEIGHTED_WORDS[lang] in turn.reply.lower(), turn.reply


@pytest.mark.parametrize("lang,said", [
    ("en", "first time, weighted 4.1, unweighted 3.5"),
    ("es", "primera vez, ponderado 4.1, sin ponderar 3.5"),
])
def test_unweighted_gpa_beside_weighted_is_the_one_kept(lang, said):
    from support import talk
    turn = talk(lang, said)
    assert float({**turn.answers, **proposed(turn)}.get("hs_gpa")) == 3.5, turn.reply


# --- 5. divorced parents' pay each, no parent named as lived with ---------------------------------

PICK = {"en": {"mom": "my mom", "dad": "i live with my dad"}, "es": {"mom": "mi mamá", "dad": "con mi papá"}}


@pytest.mark.parametrize("question", ["household", "agi"])
@pytest.mark.parametrize("lang,said,mom,dad", [
    ("en", "my parents are divorced, my mom makes 45k and my dad makes 70k", 45000, 70000),
    ("en", "my parents are separated, mom earns 52k and dad earns 38k", 52000, 38000),
    ("es", "mis papás están divorciados, mi mamá gana 45 mil y mi papá gana 70 mil", 45000, 70000),
    ("es", "mis padres están separados, mi mamá gana 52 mil y mi papá 38 mil", 52000, 38000),
])
def test_apart_parents_pay_asks_which_parent_then_reads_that_pay(question, lang, said, mom, dad):
    from support import then
    so_far = {**HOUSEHOLD_SO_FAR, **({"household": "single_parent", "household_size": 3} if question == "agi" else {})}
    turn = waiting(so_far, question, said, lang)
    assert turn.conversation.follow_up.get("k") == "apart", turn.reply
    assert "agi" not in turn.answers and "agi" not in proposed(turn), turn.reply
    assert "FAFSA" in turn.reply, turn.reply
    for who, amount in (("mom", mom), ("dad", dad)):
        picked = then(turn, PICK[lang][who], lang)
        assert float(proposed(picked).get("agi")) == amount, picked.reply
        assert "agi" not in picked.answers, picked.reply


# --- 6. one parent's pay held through other questions ---------------------------------------------

@pytest.mark.parametrize("lang,opening,answers,other,total", [
    ("en", "I'm a senior at Wilde Lake, graduating May 2027, GPA 3.4, I live with my mom and dad, my dad makes 55k",
     ("yes", "21044", "yes", "associate", "15"), "42k", 97000),
    ("es", "soy senior en Wilde Lake, me gradúo en mayo 2027, promedio 3.4, vivo con mi mamá y mi papá, mi papá gana 55 mil",
     ("sí", "21044", "sí", "asociado", "15"), "42 mil", 97000),
])
def test_held_parent_pay_kept_through_other_questions(lang, opening, answers, other, total):
    from support import income_read_back
    from support import talk
    from support import then
    turn = talk(lang, opening, *answers)
    assert turn.answers.get("zip") == "21044" and turn.answers.get("credits_per_semester") == 15, turn.reply
    assert turn.expecting == "agi" and other_parent_asked(turn), turn.reply
    turn = then(turn, other, lang)
    assert income_read_back(turn) == total, turn.reply


@pytest.mark.parametrize("lang,opening,yes,none", [
    ("en", "first time, senior at paint branch, graduating june, i live with my mom and dad, my mom makes 58k", "yes", "none"),
    ("es", "primera vez, senior en paint branch, me gradúo en junio, vivo con mi mamá y mi papá, mi mamá gana 58 mil", "sí", "ninguno"),
])
def test_none_at_another_question_is_no_parents_pay(lang, opening, yes, none):
    from support import talk
    turn = talk(lang, opening, yes, none)
    assert "agi" not in proposed(turn) and "agi" not in turn.answers, turn.reply
    assert turn.answers.get("prior_degree") == "none", turn.reply

"""Classes of fix32c: a message read for the wrong question, or asked badly. A number in a
question's condition is no answer; a household said at the high-school question is no school;
"nothing" one won't fill out is no income; a guessed GPA under the minimum is read back; "each or
together?" is asked alone; the income limit named is the household's. The wording is ours."""
import datetime as dt

import pytest

from support import at_income_said
from support import chat_so_far
from support import proposed
from support import talk
from support import then
from support import waiting

DAY = dt.date(2026, 12, 1)


def _limits():
    from screener.chat.faq import policy_params
    p = policy_params(DAY)
    return f"${int(p['income_limit_single']):,}", f"${int(p['income_limit_married']):,}"


# --- item 1: a number in a question's "if" is the case asked about -----------------------------------

APPEAL = {"en": "is there an appeal if ur gpa is under 2.5", "es": "¿hay apelación si mi promedio es menos de 2.5?"}
APPEAL_PLAIN = {"en": "what happens if your gpa is below 2.3", "es": "hay apelación si tu promedio es menos de 2.5"}


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("said", [APPEAL, APPEAL_PLAIN])
def test_a_question_with_a_number_stores_nothing_at_the_first_question(lang, said):
    turn = talk(lang, said[lang])
    assert "hs_gpa" not in turn.answers and "hs_gpa" not in proposed(turn), turn.reply
    assert turn.expecting == "applicant_type"


@pytest.mark.parametrize("lang", ["en", "es"])
@pytest.mark.parametrize("said", [APPEAL, APPEAL_PLAIN])
@pytest.mark.parametrize("expecting", ["hs_gpa", "household"])
def test_a_question_with_a_number_stores_nothing_at_the_gpa_or_another_question(lang, said, expecting):
    answers = {k: v for k, v in chat_so_far(3.0, None).items() if k != "hs_gpa" or expecting != "hs_gpa"}
    turn = waiting(answers, expecting, said[lang], lang, DAY)
    assert turn.answers.get("hs_gpa") == answers.get("hs_gpa") and "hs_gpa" not in proposed(turn), turn.reply
    assert turn.expecting == expecting


@pytest.mark.parametrize("text,lang,gpa", [("my gpa is 2.1, is there an appeal if its under 2.5?", "en", "2.1")])
def test_a_gpa_told_before_the_question_is_still_read(text, lang, gpa):
    answers = {k: v for k, v in chat_so_far(3.0, None).items() if k != "hs_gpa"}
    turn = waiting(answers, "hs_gpa", text, lang, DAY)
    assert float(proposed(turn).get("hs_gpa", turn.answers.get("hs_gpa"))) == float(gpa), turn.reply


# --- item 2: "one parent" at the high-school question ------------------------------------------------

@pytest.mark.parametrize("text,lang", [
    ("one parent", "en"), ("just one parent", "en"), ("only one parent", "en"),
    ("solo un papá", "es"), ("solo una mamá", "es"), ("un solo papá", "es"),
])
def test_one_parent_at_the_high_school_question_is_no_school(text, lang):
    turn = waiting({"applicant_type": "new", "prior_degree": "none"}, "high_school", text, lang, DAY)
    assert "high_school" not in turn.answers and "high_school" not in proposed(turn), turn.reply
    assert turn.answers.get("household", proposed(turn).get("household")) == "single_parent", turn.reply
    assert "household" not in turn.answers  # said early: read back, never kept unasked


# --- item 3: a refusal at the income's read-back ---------------------------------------------------

@pytest.mark.parametrize("first,refusal,lang", [
    ("about 100k", "i'm not filling anything out", "en"),
    ("about 100k", "im not filling nothing out", "en"),
    ("como 100 mil", "no voy a llenar nada", "es"),
    ("como 100 mil", "no voy a hacer nada", "es"),
])
def test_a_refusal_at_the_income_read_back_is_no_zero_income(first, refusal, lang):
    turn = at_income_said("single_parent", lang, first, refusal)
    assert turn.answers.get("agi") != 0 and proposed(turn).get("agi") not in (0, "0"), turn.reply
    assert "$0" not in turn.reply, turn.reply


@pytest.mark.parametrize("refusal,lang", [("no voy a llenar nada", "es"), ("i'm not filling anything out", "en")])
def test_a_refusal_at_the_income_question_is_no_zero_income(refusal, lang):
    turn = at_income_said("single_parent", lang, refusal)
    assert "agi" not in turn.answers and proposed(turn).get("agi") is None, turn.reply


@pytest.mark.parametrize("text,lang", [("nada", "es"), ("nothing, nobody works", "en")])
def test_a_zero_income_said_as_such_is_still_read(text, lang):
    turn = at_income_said("single_parent", lang, text)
    assert turn.answers.get("agi", proposed(turn).get("agi")) in (0, 0.0), turn.reply


# --- item 4: a guessed GPA under the minimum is read back ------------------------------------------

@pytest.mark.parametrize("text,lang", [
    ("like 2.2 I think", "en"), ("my gpa is like 2.2 I think", "en"), ("senior at Bowie High, gpa like 2.2 I think", "en"),
    ("como 2.2 creo", "es"), ("mi promedio es como 2.2 creo", "es"), ("soy senior en Bowie High, tengo como 2.2 creo", "es"),
])
def test_a_guessed_gpa_under_the_minimum_is_read_back(text, lang):
    turn = talk(lang, text)
    assert "hs_gpa" not in turn.answers, turn.reply
    assert float(proposed(turn).get("hs_gpa")) == 2.2, turn.reply


@pytest.mark.parametrize("text,lang", [("my gpa is 3.2", "en"), ("mi promedio es 3.2", "es")])
def test_a_plain_gpa_in_a_first_message_is_still_kept(text, lang):
    turn = talk(lang, text)
    assert turn.answers.get("hs_gpa") == 3.2, turn.reply


# --- item 5: "each or together?" asked alone -------------------------------------------------------

BOTH = {"en": ("senior at Bowie High, i live with my mom and dad, both make 80k", "yes", "each"),
        "es": ("soy senior en Bowie High, vivo con mis papás, los dos ganan 80 mil", "sí", "cada uno")}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_each_or_together_is_asked_alone_then_the_read_back(lang):
    opening, yes, each = BOTH[lang]
    turn = talk(lang, opening)
    assert turn.conversation.follow_up.get("k") == "both", turn.reply
    assert turn.reply.count("?") == 1, turn.reply  # one question in the reply
    assert "$160,000" in turn.reply and len(turn.quick_replies) == 2, turn.reply
    turn = then(turn, yes, lang)  # a "yes" to a read-back not shown keeps nothing
    assert "household" not in turn.answers and turn.conversation.follow_up.get("k") == "both", turn.reply
    assert turn.reply.count("?") == 1, turn.reply
    turn = then(turn, each, lang)
    assert proposed(turn).get("agi") == 160000 and proposed(turn).get("household") == "two_parent", turn.reply


@pytest.mark.parametrize("lang,other,yes", [("en", "i live in bowie", "yes"), ("es", "vivo en bowie", "sí")])
def test_each_or_together_held_through_another_answer_is_asked_alone(lang, other, yes):
    turn = talk(lang, BOTH[lang][0], other)
    assert "household" in proposed(turn), turn.reply
    turn = then(turn, yes, lang)
    assert turn.answers.get("household") == "two_parent", turn.reply
    assert turn.conversation.follow_up.get("k") == "both" and turn.reply.count("?") == 1, turn.reply


# --- item 6: the limit named is the household's ----------------------------------------------------

@pytest.mark.parametrize("text,lang,named", [
    ("senior at bowie high, my mom makes about 50k and my dad about 50k", "en", None),
    ("soy senior en bowie high, mi mamá gana como 50 mil y mi papá como 50 mil", "es", None),
    ("senior at bowie high, my mom makes about 75k and my dad about 75k", "en", "married"),
    ("soy senior en bowie high, mi mamá gana como 75 mil y mi papá como 75 mil", "es", "married"),
])
def test_the_limit_named_beside_two_parents_pay_is_theirs(text, lang, named):
    single, married = _limits()
    turn = talk(lang, text)
    said = [line for line in turn.reply.split("\n") if "income limit" in line or "límite de ingresos" in line]
    assert not any(single in line for line in said), turn.reply
    assert any(married in line for line in said) == bool(named), turn.reply

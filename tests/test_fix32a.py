"""Classes of fix32a (false "likely eligible" paths): one parent's (or spouse's) pay said as if it
were the household's. An amount whose earner is said after it ("80k, that's just my dad") or beside
a parent who earns more ("80k but my dad makes more") is held and the other parent's pay asked;
another earner named to whether a pay includes theirs ("yes my husband") is no "included"; a bare
amount said at another question while one parent's pay is held is not taken for the household's
total. The wording is ours."""
import datetime as dt

import pytest

from support import at_income
from support import at_income_said
from support import other_parent_asked
from support import proposed
from support import talk
from support import then

DAY = dt.date(2026, 12, 1)
YES = {"en": "yes", "es": "sí"}
OPENING = {"en": "im a senior at towson high, 3.5 gpa, live with my mom and dad, ZIP 21204",
           "es": "soy estudiante de último año en towson high, promedio 3.5, vivo con mi mamá y mi papá, ZIP 21204"}


def _held(turn) -> tuple:
    slot = turn.conversation.follow_up
    return slot.get("e"), slot.get("a"), slot.get("o")


# --- item 1: whose the amount is, said after it or by the other parent earning more ----------------

@pytest.mark.parametrize("text,lang,held,other", [
    ("80k, that's just my dad", "en", "dad", "mom"),
    ("80k thats only my moms income", "en", "mom", "dad"),
    ("80k a year, that's just my dad", "en", "dad", "mom"),
    ("80k but my dad makes more", "en", "mom", "dad"),
    ("80k and my mom works too", "en", "dad", "mom"),
    ("80 mil, eso es solo lo de mi papá", "es", "dad", "mom"),
    ("80 mil al año, solo de mi mamá", "es", "mom", "dad"),
    ("80 mil pero mi papá gana más", "es", "mom", "dad"),
])
def test_one_parents_pay_said_as_the_income_is_held_and_the_other_asked(text, lang, held, other):
    turn = at_income_said("two_parent", lang, text)
    assert other_parent_asked(turn), turn.reply
    assert _held(turn) == (held, 80000.0, other), turn.conversation.follow_up
    assert "$80,000" in turn.reply, turn.reply


@pytest.mark.parametrize("lang,text,then_said", [
    ("en", "80k, that's just my dad", "40k"), ("en", "80k but my dad makes more", "40k"),
    ("es", "80 mil, eso es solo lo de mi papá", "40 mil"), ("es", "80 mil pero mi papá gana más", "40 mil"),
])
def test_the_other_parents_pay_said_next_is_added_and_read_back(lang, text, then_said):
    turn = at_income_said("two_parent", lang, text, then_said)
    assert proposed(turn).get("agi") == 120000, turn.reply


@pytest.mark.parametrize("lang,text", [("en", "80k, that's just my dad"), ("es", "80 mil, eso es solo lo de mi papá")])
def test_one_parents_pay_beside_the_households_read_back_is_held(lang, text):
    turn = then(talk(lang, OPENING[lang]), text, lang)
    assert other_parent_asked(turn), turn.reply
    assert "agi" not in proposed(turn), turn.reply


@pytest.mark.parametrize("household,text,lang", [
    ("single_parent", "80k, that's just my mom", "en"),   # one parent at home: her pay is the household's
    ("two_parent", "80k total", "en"),
    ("two_parent", "80 mil en total", "es"),
])
def test_a_sole_parents_pay_or_a_total_is_not_asked_again(household, text, lang):
    from screener.chat.engine import respond
    turn = respond(at_income(household, lang), text, lang, DAY)
    assert not other_parent_asked(turn), turn.reply


# --- item 2: another earner named to whether the pay includes theirs ------------------------------

MARRIED = {"en": "im 30, married, no kids, taking 12 credits for an associate at ccbc, zip 21204, i make 40k",
           "es": "soy casada, tengo 30 años, voy a estudiar un asociado en ccbc 12 créditos, zip 21204, gano 40 mil"}
PARENT = {"en": "im Ana's mom, she's a senior at Towson High, 3.5 gpa, zip 21204, I make 50k",
          "es": "soy la mamá de Ana, ella está en el último año de la secundaria en Towson High, promedio 3.5, zip 21204, yo gano 50 mil"}


def _pay_asked(turn, amount: float) -> bool:
    slot = turn.conversation.follow_up
    return slot.get("k") in ("spouse", "parents") and slot.get("p") == 1 and slot.get("a") == amount \
        and "agi" not in turn.answers and "agi" not in proposed(turn)


@pytest.mark.parametrize("answer,lang", [
    ("yes my husband", "en"), ("yes my husband works too", "en"), ("yeah my wife", "en"),
    ("sí, mi esposo", "es"), ("sí, mi esposo trabaja", "es"), ("sí, él también trabaja", "es"),
])
def test_a_married_students_spouse_named_is_no_included(answer, lang):
    turn = then(then(talk(lang, MARRIED[lang]), YES[lang], lang), answer, lang)
    assert _pay_asked(turn, 40000), turn.reply


@pytest.mark.parametrize("answer,lang", [
    ("yes my husband", "en"), ("yes, he lives here with us", "en"),
    ("sí, mi esposo", "es"), ("sí, vive aquí con nosotros", "es"),
])
def test_a_parent_writing_names_the_other_parent_is_no_included(answer, lang):
    turn = then(talk(lang, PARENT[lang]), answer, lang)
    assert _pay_asked(turn, 50000), turn.reply
    assert turn.faq is None if hasattr(turn, "faq") else True


@pytest.mark.parametrize("answer,lang,agi", [
    ("yes my husband makes 35k", "en", 75000), ("sí, mi esposo gana 35 mil", "es", 75000),
])
def test_the_spouses_pay_said_with_the_yes_is_added_and_read_back(answer, lang, agi):
    turn = then(then(talk(lang, MARRIED[lang]), YES[lang], lang), answer, lang)
    assert proposed(turn).get("agi") == agi, turn.reply


@pytest.mark.parametrize("answer,lang,kept", [
    ("yes", "en", 40000), ("yes, it includes my husband's", "en", 40000),
    ("sí", "es", 40000), ("sí, incluye lo de mi esposo", "es", 40000),
])
def test_a_plain_yes_or_included_still_keeps_the_pay(answer, lang, kept):
    turn = then(then(talk(lang, MARRIED[lang]), YES[lang], lang), answer, lang)
    assert turn.answers.get("agi", proposed(turn).get("agi")) == kept, turn.reply


@pytest.mark.parametrize("answer,lang", [("yes my husband", "en"), ("sí, vive aquí con nosotros", "es")])
def test_the_pay_asked_then_said_is_added(answer, lang):
    turn = then(then(then(talk(lang, MARRIED[lang]), YES[lang], lang), answer, lang), "35k" if lang == "en" else "35 mil", lang)
    assert proposed(turn).get("agi") == 75000, turn.reply


# --- item 3: a bare amount at another question, one parent's pay held ------------------------------

SAID = {"en": "my dad makes 80k", "es": "mi papá gana 80 mil"}
BARE = {"en": "40k", "es": "40 mil"}
TOTAL = {"en": "40k total", "es": "40 mil en total"}


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_bare_amount_at_another_question_is_not_the_households(lang):
    turn = then(then(talk(lang, OPENING[lang]), SAID[lang], lang), YES[lang], lang)
    assert turn.conversation.expecting != "agi", turn.reply  # (another question asked since)
    turn = then(turn, BARE[lang], lang)
    assert other_parent_asked(turn), turn.reply
    assert _held(turn)[:2] == ("dad", 80000.0), turn.conversation.follow_up
    assert "$40,000" in turn.reply and "$80,000" in turn.reply, turn.reply


@pytest.mark.parametrize("lang,again,agi", [("en", "40k", 120000), ("es", "40 mil", 120000),
                                            ("en", "40k total", 40000), ("es", "40 mil en total", 40000)])
def test_said_again_at_the_income_question_it_is_read_back(lang, again, agi):
    turn = then(then(then(talk(lang, OPENING[lang]), SAID[lang], lang), YES[lang], lang), BARE[lang], lang)
    turn = then(turn, again, lang)
    assert proposed(turn).get("agi") == agi, turn.reply


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_total_said_at_another_question_is_never_added_to_the_pay_held(lang):
    turn = then(then(talk(lang, OPENING[lang]), SAID[lang], lang), YES[lang], lang)
    turn = then(turn, TOTAL[lang], lang)
    assert "agi" not in turn.answers and proposed(turn).get("agi") in (None, 40000), turn.reply

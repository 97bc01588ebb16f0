"""fix42b: a Spanish yes or no inside a sentence that also denies something else.

While county, size, household and income waited for their "yes", "sí vivimos aquí, no tiene otras
becas" was typed ahead as the aid question's answer ("No pienso presentar ninguna de las dos": kept,
unasked, a "no" that can rule the student out) and the other aid's "no" lost; "yeah we live here,
no car though" did the same in English. At the in-state question the same message got a bare "Did
you mean one of these?" (a yes and a no), where "yeah we live here, no other scholarships though"
gave the yes. The rules: a "no" that only denies another fact never answers a question not asked;
"no tiene otras becas" is the other aid's "no" (as "no other scholarships"); a yes first with only
another fact's "no" beside it is the yes. "soy ciudadana" while a read-back waits gets what "soy
ciudadano" gets.

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import proposed
from support import talk
from support import then

OPENING = {"en": ("Hi, I'm Ana's mom, she's in 12th grade at a Maryland high school",
                  "we live in Montgomery county, there are four of us"),
           "es": ("Hola, soy la mamá de Ana, está en 12º grado en una secundaria de Maryland",
                  "vivimos en el condado de Montgomery, somos cuatro")}
INCOME = {"en": {155: "we're married, we make 140k, no, 155k a year", 95: "we're married, we make 95k a year"},
          "es": {155: "somos casados, ganamos 140 mil, no, 155 mil al año", 95: "somos casados, ganamos 95 mil al año"}}
YES = {"en": "yes", "es": "sí"}


def _read_back(lang: str, k: int):
    turn = talk(lang, *OPENING[lang], INCOME[lang][k])
    assert proposed(turn).get("agi") == k * 1000, turn.reply
    return turn


@pytest.mark.parametrize("lang, message, full_cost", [
    ("es", "sí vivimos aquí, no tiene otras becas", False),
    ("es", "sí vivimos aquí, no tiene carro", None),
    ("en", "yeah we live here, no car though", None),
    ("en", "yeah we live here, no other scholarships though", False),  # guard
    ("es", "sí vivimos aquí, no tenemos otras becas", False),  # guard
])
def test_another_facts_no_at_a_read_back_is_no_aid_answer(lang, message, full_cost):
    turn = then(_read_back(lang, 155), message, lang)
    assert "aid_application" not in turn.answers, turn.reply
    assert "aid_application" not in proposed(turn), turn.reply
    if full_cost is not None:
        assert proposed(turn).get("full_cost_scholarship") is full_cost, turn.reply


@pytest.mark.parametrize("lang, message", [
    ("es", "sí vivimos aquí, no tiene otras becas"),
    ("es", "sí, vivimos aquí, no tiene ninguna otra beca"),
    ("en", "yeah we live here, no other scholarships though"),  # guard
    ("en", "yes we live here, she doesn't have other scholarships"),  # guard
])
def test_yes_beside_another_facts_no_at_the_in_state_question(lang, message):
    turn = then(_read_back(lang, 95), YES[lang], lang)
    assert turn.expecting == "in_state_tuition", turn.reply
    turn = then(turn, message, lang)
    assert turn.answers.get("in_state_tuition") == "yes", turn.reply
    assert proposed(turn).get("full_cost_scholarship") is False, turn.reply


@pytest.mark.parametrize("lang, message, no", [
    ("es", "sí, no", True),  # guard: a yes and a no, nothing else: asked back
    ("es", "no", True),  # guard: the no is this question's
    ("en", "no we don't live here", True),  # guard
])
def test_own_no_still_counts(lang, message, no):
    turn = then(_read_back(lang, 95), YES[lang], lang)
    turn = then(turn, message, lang)
    assert turn.answers.get("in_state_tuition") != "yes", turn.reply
    assert proposed(turn).get("in_state_tuition") != "yes", turn.reply


@pytest.mark.parametrize("lang, message, twin", [
    ("es", "soy ciudadana", "soy ciudadano"),
    ("en", "I'm a citizen", "I'm a citizen"),  # guard
])
def test_citizen_at_a_read_back_keeps_nothing(lang, message, twin):
    # (integration) the "no soy ciudadana" FAQ keyword fix42b added made "soy ciudadana" get the Dream
    # Act answer, a citizen told how to apply without papers, and broke fix41n's rule (a read-back put
    # at most twice); it was taken out: neither twin keeps anything, whatever the reply
    for said in (message, twin):
        turn = then(_read_back(lang, 95), said, lang)
        assert "in_state_tuition" not in turn.answers and "in_state_tuition" not in proposed(turn)

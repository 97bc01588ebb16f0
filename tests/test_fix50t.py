"""fix50t: a false "not eligible": parents never married read as two parents at home, and a "no" about the parents
living together read as the in-state answer, in both languages.

1. "i live in howard county with my mom. my parents never married. my mom makes 60k and my dad makes 70k" was read
   back as "Household: I live with two parents" and "$130,000" (a "yes": likely not eligible). Cause: the never-married
   parents were apart only beside shared time, a new partner or a parent elsewhere (understand.denied_yet_apart), and
   the household was read from the whole message, where both pays name a mother and a father (household_kind: two
   parents). Now a clause saying the student lives with one parent (understand.one_parent_home_said) makes never-married
   parents apart: one parent at home (read back), the other's pay weighed by the rules (rules.APART_PARENT_AGI):
   readings differ, so the income is unknown with the law-unclear message, never a "no".
2. "no, they dont live together, just me and my mom" at a two-parent read-back was read back as "In-state tuition: No"
   and a "yes" gave likely not eligible on in-state tuition. Cause: the English "live" was no word of someone else's
   doing (fix49g's vocab.SOMEONE_ELSES_DOING is third person: "lives", "viven"), so the negation stayed the in-state
   question's. Now a negated living together or in one house (understand._TOGETHER_DENIED) is another fact's "no",
   never the in-state answer (understand.no_of_another).
Not fixed here: a "no" to a two-parent total ($60,000 + $70,000) that then reads one parent keeps the $130,000 as the
one-parent household's income (the sum is not re-derived); the rows below assert only what this fix changes.
Guards (marked): kept behaviour that must not change.
"""
import datetime as dt

import pytest

from support import api_client
from test_fix50a import OPEN, YES, CHECK, UNCLEAR, _post, _answer_all, _income

from screener.chat import understand
from screener.chat.engine import load_flow
from screener.chat.session import State

TODAY = dt.date(2026, 12, 7)


def _chat(lang, said):
    c = api_client()
    b = _post(c, None, "", lang)
    for m in [OPEN[(lang, "student")], YES[lang]] + list(said):
        b = _post(c, b, m, lang)
    return c, b


# 1. never married, the student living with one parent, both pays said: one parent, the other's pay weighed
ONE_HOME_ROWS = [
    ("en", "i live in howard county with my mom. my parents never married. my mom makes 60k and my dad makes 70k"),  # (failed before)
    ("en", "i live with my mom, my parents were never married, my mom makes 60k and my dad makes 70k"),  # (failed before)
    ("en", "my parents never married. i live with my dad. my dad makes 70k and my mom makes 60k"),  # (failed before)
    ("es", "mis padres nunca se casaron. vivo con mi mamá. mi mamá gana 60 mil y mi papá gana 70 mil"),  # (failed before)
    ("es", "vivo con mi papá, mis papás nunca se casaron, mi papá gana 70 mil y mi mamá gana 60 mil"),  # (failed before)
]


@pytest.mark.parametrize("lang,message", ONE_HOME_ROWS)
def test_never_married_one_home_weighed(lang, message):
    c, b = _chat(lang, [message])
    assert b["answers"].get("agi") != 130000, (b["answers"], b["reply"])
    assert "130,000" not in b["reply"], b["reply"]  # (before: "Household income (AGI): $130,000" read back)
    b = _answer_all(c, b, lang)
    assert b["answers"].get("household") == "single_parent", (b["answers"], b["reply"])  # (before: two parents)
    assert b["assessment"]["status"] == "needs_more_info", b["reply"]  # (before: likely_ineligible)
    assert _income(b)["result"] == "unknown", _income(b)
    assert UNCLEAR[lang] in _income(b)["message"], _income(b)["message"]


@pytest.mark.parametrize("lang,message", [
    ("en", "i live with my mom and dad, they never married, my mom makes 60k and my dad makes 70k"),  # guard: both at home
    ("es", "vivo con mi mamá y mi papá, nunca se casaron, mi mamá gana 60 mil y mi papá gana 70 mil"),  # guard
])
def test_guard_never_married_both_home(lang, message):
    c, b = _chat(lang, [message])
    b = _answer_all(c, b, lang)
    assert b["answers"].get("household") == "two_parent", (b["answers"], b["reply"])
    assert b["answers"].get("agi") == 130000, (b["answers"], b["reply"])
    assert b["assessment"]["status"] == "likely_eligible", b["reply"]  # (within the $150,000 two-parent limit)


@pytest.mark.parametrize("message,apart", [
    ("i live in howard county with my mom. my parents never married. my mom makes 60k and my dad makes 70k", True),  # (failed before)
    ("mis padres nunca se casaron. vivo con mi mamá. mi mamá gana 60 mil y mi papá gana 70 mil", True),  # (failed before)
    ("my parents never married", False),  # guard: nothing of who is at home
    ("i live with my mom and dad, they never married", False),  # guard: both at home
    ("i live with my mom and stepdad, my parents never married", False),  # guard: a step-parent at home
    ("mis papás nunca se casaron pero vivimos todos juntos, vivo con mi mamá", False),  # guard: they live together
])
def test_denied_yet_apart_one_home(message, apart):
    assert understand.denied_yet_apart(message) is apart


# 2. a "no" about the parents living together: never the in-state answer
TOGETHER_ROWS = [
    ("en", "no, they dont live together, just me and my mom"),  # (failed before)
    ("en", "no they don't live together, it's just me and my mom"),  # (failed before)
    ("es", "no, no viven juntos, solo mi mamá y yo"),  # (passed before: "viven" is fix49g's someone else's doing)
    ("es", "no, ellos no viven juntos, vivo con mi mamá"),  # (passed before)
]
# (the newcomer's opening: the two pays said with the school, before the in-state question is asked)
TWO_PAYS = {"en": "im a senior at a maryland hs in howard county. my mom makes 60k and my dad makes 70k",
            "es": "estoy en el último año de una escuela secundaria de maryland en el condado de howard. mi mamá gana 60 mil "
                  "y mi papá gana 70 mil"}
HI = {"en": "hi", "es": "hola"}


@pytest.mark.parametrize("lang,message", TOGETHER_ROWS)
def test_no_together_not_in_state(lang, message):
    c = api_client()
    b = _post(c, None, "", lang)
    for m in (HI[lang], TWO_PAYS[lang], message):
        b = _post(c, b, m, lang)
    assert CHECK[lang] in b["reply"], b["reply"]
    assert "In-state" not in b["reply"] and "Matrícula" not in b["reply"], b["reply"]  # (before: "In-state tuition: No")
    b = _post(c, b, YES[lang], lang)
    assert b["answers"].get("household") == "single_parent", (b["answers"], b["reply"])
    assert b["answers"].get("in_state_tuition") != "no", (b["answers"], b["reply"])  # (before: "no", likely_ineligible)


@pytest.mark.parametrize("lang,message,other", [
    ("en", "no, they dont live together, just me and my mom", True),  # (failed before)
    ("en", "we dont all live together", True),  # (failed before)
    ("es", "no, no viven juntos, solo mi mamá y yo", True),
    ("en", "no, i dont live in maryland", False),  # guard: the in-state answer
    ("es", "no, no vivo en maryland", False),  # guard
    ("en", "no", False),  # guard
])
def test_no_of_another_together(lang, message, other):
    fl = load_flow()
    q = fl.question("in_state_tuition")
    assert understand.no_of_another(fl, q, message, State(lang=lang), lang, TODAY, apart=False) is other

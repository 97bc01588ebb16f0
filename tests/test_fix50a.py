"""fix50a: a "no" resting on a total never confirmed as a household: parents apart (never married, shared custody),
both pays said in one message, in both languages.

a. "my parents never married, 50/50 custody, i make 95k he makes 90k" was read back as "Household income (AGI):
   $185,000 / Household: I live with two parents", and a "yes" gave "likely not eligible" with no word that the law
   is unclear. Causes: time shared between homes said of "my parents" (not a mother and a father each named) was no
   sign of parents apart (understand._time_between_parents, household_kind read two parents); a never-married couple
   sharing custody was no parents apart (understand.denied_yet_apart); the "he"/"she" pay beside the writer's own
   was added to it (understand._uncounted_read); a parent writing "her dad and I never married" was no writer apart
   from the other parent (understand._WRITER_APART_FROM); "both" to "which parent is that?" was rewritten "I live
   with my parents" when no divorce word was said (understand.both_named_parents). Now the other home's pay is held
   (rules.APART_PARENT_AGI) and the rules weigh both readings of §18-3601: differing, the income is unknown with the
   law-unclear message (rules.APART_UNSETTLED), never a "no".
b. fix49a's parent writer ("her dad and I are divorced, she lives with me, I make 45k, her dad makes 80k") said as a
   correction after a result given on $45,000 with the household never asked: the household is asked and the ex's
   pay weighed (unknown, never "likely eligible" on $45,000 alone).
c. The APART_UNSETTLED line said "Counting one parent's income, as the FAFSA does" of the amount read (the lower one,
   fix49j), which the FAFSA doesn't count when the support is equal (then the parent with the greater income and
   assets): now it says the FAFSA's rule whole, in the student's, the parent's and the third person's voice, en + es.
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import api_client

from screener import rules
from screener import voice
from screener.chat import understand

OPEN = {("en", "student"): "senior at a maryland high school, graduating june 2027, gpa 3.1, first time, no degree",
        ("es", "student"): "estoy en el último año de una escuela secundaria de maryland, me gradúo en junio 2027, gpa 3.1, "
                           "primera vez, ningún título",
        ("en", "parent"): "I'm helping my daughter, she's a senior at a maryland high school, graduating june 2027, gpa 3.1, "
                          "first time, no degree",
        ("es", "parent"): "estoy ayudando a mi hija, está en el último año de una escuela secundaria de maryland, se gradúa en "
                          "junio 2027, gpa 3.1, primera vez, ningún título"}
# the answers to each question the chat may ask (the household: one parent; "which parent is that?": both)
ANSWERS = {"en": {"zip": "21701", "in_state_tuition": "yes", "program": "associate", "credits_per_semester": "12",
                  "aid_application": "fafsa", "full_cost_scholarship": "no", "household": "one parent",
                  "prior_degree": "none", "applicant_type": "first time", "agi": "both"},
           "es": {"zip": "21701", "in_state_tuition": "sí", "program": "título de asociado", "credits_per_semester": "12",
                  "aid_application": "fafsa", "full_cost_scholarship": "no", "household": "un solo padre o madre",
                  "prior_degree": "ninguno", "applicant_type": "primera vez", "agi": "los dos"}}
YES = {"en": "yes", "es": "sí"}
CHECK = {"en": "Just to check", "es": "Para confirmar"}
UNCLEAR = {"en": "The law is unclear here", "es": "Aquí la ley no es clara"}


def _post(c, b, m, lang):
    return c.post("/api/v1/chat", json={"message": m, "state": b["state"] if b else None, "lang": lang}).get_json()


def _answer_all(c, b, lang):
    for _ in range(25):
        if b.get("assessment"):
            break
        m = YES[lang] if CHECK[lang] in b["reply"] else ANSWERS[lang].get(b["expecting"])
        assert m is not None, b["reply"]
        b = _post(c, b, m, lang)
    return b


def _chat(lang, who, said):
    c = api_client()
    b = _post(c, None, "", lang)
    for m in [OPEN[(lang, who)], YES[lang]] + list(said):
        b = _post(c, b, m, lang)
    return _answer_all(c, b, lang)


def _income(b) -> dict:
    return next(ch for ch in b["assessment"]["checks"] if ch["id"] == "income")


# a. never-married (or apart) parents sharing time, both pays said in one message: the readings weighed
A_ROWS = [
    # (fix50p) "my parents never married, 50/50 custody, i make 95k he makes 90k": a student's "i make" is the student's
    # own pay, no parent's: tests/test_fix50p.py test_student_own_pay_not_a_parents
    ("en", "student", "my parents never married, 50/50 custody, my mom makes 95k my dad makes 90k"),  # (failed before)
    ("en", "student", "my parents never married, shared custody, mom makes 95k and dad makes 90k"),  # (failed before)
    ("en", "student", "my parents never married, joint custody, my dad makes 90k and my mom makes 95k"),  # (failed before)
    ("en", "student", "my parents never married, i stay with each every other week, my mom makes 95k my dad makes 90k"),  # (failed before)
    ("en", "student", "mom makes 95k, dad makes 90k, they were never married and i go back and forth every other week"),
    ("es", "student", "mis papás nunca se casaron, custodia compartida, mi mamá gana 95 mil y mi papá 90 mil"),
    ("es", "student", "mis papás nunca se casaron, una semana con cada uno, mi mamá gana 95 mil y mi papá gana 90 mil"),
    ("es", "student", "mis papás nunca se casaron y estoy mitad y mitad con cada uno, mi mamá gana 95 mil y mi papá 90 mil"),
    ("en", "parent", "my ex and I never married, we split custody 50/50, I make 95k he makes 90k"),  # (failed before)
    ("en", "parent", "her dad and i never married, shared custody, I make 95k, her dad makes 90k"),  # (failed before)
    ("es", "parent", "nunca nos casamos, custodia compartida, yo gano 95 mil y él 90 mil"),  # (failed before)
]


@pytest.mark.parametrize("lang,who,message", A_ROWS)
def test_apart_shared_custody_weighed(lang, who, message):
    b = _chat(lang, who, [message])
    assert b["assessment"] is not None, b["reply"]
    assert b["answers"].get("agi") in (90000, 95000), (b["answers"], b["reply"])  # (before: $185,000)
    assert b["answers"].get("household") == "single_parent", (b["answers"], b["reply"])  # (before: two parents, or none)
    assert b["assessment"]["status"] == "needs_more_info", b["reply"]  # (before: likely_ineligible)
    assert _income(b)["result"] == "unknown", _income(b)
    assert UNCLEAR[lang] in _income(b)["message"], _income(b)["message"]


# a guards: both readings passing stays "likely eligible"; married parents' pay is added, two parents
@pytest.mark.parametrize("lang,who,message,status,agi", [
    ("en", "student", "my parents never married, 50/50 custody, my mom makes 30k my dad makes 40k", "likely_eligible", 30000),  # guard
    ("es", "student", "mis papás nunca se casaron, custodia compartida, mi mamá gana 30 mil y mi papá 40 mil", "likely_eligible", 30000),  # guard
    ("en", "student", "my parents are married, my mom makes 95k my dad makes 90k", "likely_ineligible", 185000),  # guard
])
def test_guard_apart_agreeing_or_married(lang, who, message, status, agi):
    b = _chat(lang, who, [message])
    assert b["answers"].get("agi") == agi, (b["answers"], b["reply"])
    assert b["assessment"]["status"] == status, b["reply"]


@pytest.mark.parametrize("message,apart", [
    ("my parents never married, 50/50 custody", True),  # (failed before)
    ("my parents never married, shared custody", True),  # (failed before)
    ("mis papás nunca se casaron, una semana con cada uno", True),  # (failed before)
    ("my parents never married", False),  # guard: nothing of two homes said
    ("my parents split the bills 50/50", False),  # guard: a split of bills is no time between homes
    ("mis papás pagan mitad y mitad", False),  # guard
])
def test_time_between_parents_named_together(message, apart):
    assert understand._time_between_parents(understand.normalize(message)) is apart


# b. fix49a's parent writer, the pay said as a correction after a result on $45,000 (household never asked)
@pytest.mark.parametrize("lang,income,message", [
    ("en", "45k", "her dad and i are divorced, she lives with me, I make 45k, her dad makes 80k"),
    ("es", "45 mil", "su papá y yo estamos divorciados, ella vive conmigo, yo gano 45 mil, su papá gana 80 mil"),
    ("en", "95k", "my ex and I never married, we split custody 50/50, I make 95k he makes 90k"),  # (failed before)
    ("es", "95 mil", "nunca nos casamos, custodia compartida, yo gano 95 mil y él 90 mil"),  # (failed before)
])
def test_ex_pay_weighed_after_result(lang, income, message):
    c = api_client()
    b = _post(c, None, "", lang)
    for m in [OPEN[(lang, "parent")], YES[lang], income]:
        b = _post(c, b, m, lang)
    b = _answer_all(c, b, lang)
    assert b["assessment"]["status"] == "likely_eligible", b["reply"]  # (within every limit: the household not asked)
    b = _answer_all(c, _post(c, b, message, lang), lang)
    assert b["answers"].get("household") == "single_parent", (b["answers"], b["reply"])
    assert b["assessment"]["status"] == "needs_more_info", b["reply"]
    assert UNCLEAR[lang] in _income(b)["message"], _income(b)["message"]


# c. the law-unclear line says the FAFSA's rule whole (equal support: the greater income and assets), every voice
VOICES = [rules.APART_UNSETTLED, voice.RULES_PARENT[rules.APART_UNSETTLED], voice.RULES_THIRD[rules.APART_UNSETTLED]]


@pytest.mark.parametrize("i", range(3))
def test_unsettled_line_says_fafsa_rule(i):
    from babel.support import Translations
    text = VOICES[i]
    assert "as the FAFSA does" not in text  # (failed before)
    assert "last 12 months" in text and "greater income and assets" in text  # (failed before)
    es = Translations.load("translations", ["es"], "messages").gettext(text)
    assert es != text and "como lo hace la FAFSA" not in es  # (failed before)
    assert "últimos 12 meses" in es and "más ingresos y bienes" in es  # (failed before)


def test_both_kept_line_no_fafsa_claim():
    """(c) fix49j's "both" line read the lower amount back "as the FAFSA counts it": with equal support it counts the
    greater income, so the claim is gone (en + es)."""
    from babel.support import Translations
    assert "as the FAFSA counts it" not in understand.APART_BOTH_KEPT  # (failed before)
    es = Translations.load("translations", ["es"], "messages").gettext(understand.APART_BOTH_KEPT)
    assert es != understand.APART_BOTH_KEPT and "como los cuenta la FAFSA" not in es  # (failed before)

"""fix49b: answers that carry a second fact, at a read-back or at a question (issue #8), in both languages.

1. A yes to a read-back with a fact after it. "i think so, and i did the fafsa" was read as a "no"
   ("Which one is wrong?": understand.hedged_doubt took any remark after a hedge as a doubt) and the
   FAFSA lost; "sí pero no sé mi GPA" lost its yes (the read-back put again, an FAQ answer); "sí, y ya
   llené el FAFSA" kept the yes and lost the FAFSA (understand.confirmation squashed "llené" to "lene",
   so "ya lene…" read as a plain "sí", never read further). understand.yes_then_more reads a yes (plain
   or hedged) then "and/also/but/y/pero" and the rest; engine._fact_after_yes takes it as a yes and the
   rest as a fact said at a question (read back) when that fact touches nothing read back, or as a
   don't-know of another answer (asked when it comes). A hedged yes to what rules the student out is
   asked plainly once, as before (fix45h), the fact read back with it.
2. A plan to file the FAFSA said by or of someone else ("he'll do the fafsa i think", "she's gonna do
   the fafsa", "my mom will do the fafsa") or with an adverb ("i already did my fafsa") was read as a
   question (its "will", "do", "did" are question words: understand._I_WILL_FILE knew only "i"/"we"
   and the verb right after), so lost when said beside another answer or after a read-back's "yes".
3. At the high-school question, everyday words ("going back", "voy a regresar") were read back as
   "A high school in Maryland": understand._school_name took any short run of letters. A reply of
   everyday words only (understand._everyday_words: the FAQ's own example questions) that names no
   Maryland school (md_high_schools.yaml, short names) is no name: the question is asked again.
4. An opening "i'm in 11th grade", "estoy en 11", "junior in high school" (fix48c reads June 2028)
   leaves the high-school question asked, nothing assumed (checked: it already was; guards).
Each table's rows failed before the fix (12 in all) unless marked "guard": kept behaviour that must not change.
"""
import pytest

from support import opened
from support import proposed
from support import talk
from support import then
from support import waiting

PAY = {"en": "senior, my parents are married, my dad makes 60k and my mom 40k",
       "es": "último año, mis papás están casados, mi mamá gana 60 mil y mi papá 40 mil"}
HOUSEHOLD = {"en": "senior at towson high, i live with my mom and my stepdad",
             "es": "último año en towson high, vivo con mi mamá y mi padrastro"}


def _kept(turn) -> dict:
    return {k: turn.answers.get(k) for k in ("household", "agi")}


# 1. a yes (plain or hedged) to the read-back, then another fact: both taken
@pytest.mark.parametrize("lang,reply,aid", [
    ("en", "i think so, and i did the fafsa", "fafsa"),        # (failed before: "Which one is wrong?", FAFSA lost)
    ("en", "yeah and i already did my fafsa", "fafsa"),        # (failed before: the FAFSA lost)
    ("en", "i think so and my mom will do the fafsa", "fafsa"),
    ("es", "sí, y ya llené el FAFSA", "fafsa"),                # (failed before: the FAFSA lost)
    ("es", "creo que sí, y ya llené el FAFSA", "fafsa"),
    ("es", "sí, y mi mamá va a llenar el FAFSA", "fafsa"),   # guard (read before)
])
def test_yes_then_fact_at_read_back(lang, reply, aid):
    turn = then(opened(lang, PAY[lang]), reply, lang)
    assert _kept(turn) == {"household": "two_parent", "agi": 100000}, turn.reply
    assert proposed(turn).get("aid_application", turn.answers.get("aid_application")) == aid, (turn.reply, proposed(turn))
    turn = then(turn, "yes" if lang == "en" else "sí", lang)
    assert turn.answers.get("aid_application") == aid


@pytest.mark.parametrize("lang,reply,later", [
    ("es", "sí pero no sé mi GPA", "Promedio (GPA)"),          # (failed before: the yes lost, an FAQ answer)
    ("en", "yes but i dont know my gpa", "GPA"),
])
def test_yes_then_unsure_of_another(lang, reply, later):
    turn = then(opened(lang, PAY[lang]), reply, lang)
    assert _kept(turn) == {"household": "two_parent", "agi": 100000}, turn.reply
    assert later in turn.reply and "hs_gpa" not in turn.answers


@pytest.mark.parametrize("lang,reply,agi", [
    ("en", "correct, also my mom makes 40k", None),            # guard: the household kept, her pay held, his asked
    ("es", "sí, y mi mamá gana 40 mil", None),                  # guard
])
def test_guard_yes_then_pay(lang, reply, agi):
    turn = then(opened(lang, HOUSEHOLD[lang]), reply, lang)
    assert turn.answers.get("household") == "two_parent" and turn.answers.get("agi") == agi, turn.reply
    assert "40,000" in turn.reply


# 1. guards: what takes the yes back or corrects what is read back stays no yes
@pytest.mark.parametrize("lang,reply,want", [
    ("en", "i think so but its 52k", {"household": None, "agi": None}),      # guard
    ("en", "yes but my mom doesnt work", {"household": None, "agi": None}),  # guard
    ("es", "creo que sí, pero son 52 mil", {"household": None, "agi": None}),  # guard
    ("en", "i think so", {"household": "two_parent", "agi": 100000}),        # guard: a hedged yes, nothing rules out
    ("es", "creo que sí", {"household": "two_parent", "agi": 100000}),       # guard
    ("en", "yes", {"household": "two_parent", "agi": 100000}),               # guard
])
def test_guard_read_back_answers(lang, reply, want):
    turn = then(opened(lang, PAY[lang]), reply, lang)
    assert _kept(turn) == want, turn.reply


# 2. a plan to file, by a parent or said of "he"/"she", beside another answer: the FAFSA read
AID_SO_FAR = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "zip": "21044", "county": "howard",
              "in_state_tuition": "yes", "hs_completion_date": "2027-06", "college": "howard", "program": "associate",
              "credits_per_semester": 12, "hs_gpa": 3.0, "household": "single_parent"}


@pytest.mark.parametrize("lang,message", [
    ("en", "she makes 40k and she's gonna do the fafsa"),      # (failed before: the FAFSA lost)
    ("en", "40k, my mom will do the fafsa"),
    ("en", "she makes 40k, he'll do the fafsa i think"),
    ("es", "gana 40 mil y mi mamá va a llenar el FAFSA"),       # guard (read before)
])
def test_plan_to_file_beside_income(lang, message):
    turn = waiting(AID_SO_FAR, "agi", message, lang)
    assert proposed(turn).get("aid_application", turn.answers.get("aid_application")) == "fafsa", (turn.reply, proposed(turn))


@pytest.mark.parametrize("lang,message", [
    ("en", "he'll do the fafsa i think"),    # guard: at its own question, a plan (read back: "i think")
    ("en", "she's gonna do the fafsa"),      # guard
    ("es", "mi mamá va a llenar el FAFSA"),  # guard
])
def test_guard_plan_at_aid_question(lang, message):
    turn = waiting({**AID_SO_FAR, "agi": 40000}, "aid_application", message, lang)
    assert proposed(turn).get("aid_application", turn.answers.get("aid_application")) == "fafsa", turn.reply


@pytest.mark.parametrize("lang,message", [
    ("en", "does my mom do the fafsa"),         # guard: a question, no plan
    ("en", "my brother did the fafsa"),         # guard: his own
])
def test_guard_no_plan(lang, message):
    turn = waiting({**AID_SO_FAR, "agi": 40000}, "hs_gpa", message, lang)
    assert "aid_application" not in proposed(turn) and "aid_application" not in turn.answers


# 3. everyday words at the high-school question: no school name, asked again
HS_SO_FAR = {"applicant_type": "new", "prior_degree": "none"}


@pytest.mark.parametrize("lang,message", [
    ("en", "going back"),            # (failed before: read back as "A high school in Maryland")
    ("es", "voy a regresar"),        # (failed before)
    ("en", "i'm going back to school"),  # guard (asked which, before too)
    ("es", "regreso a la escuela"),       # guard
])
def test_everyday_words_no_school(lang, message):
    turn = waiting(HS_SO_FAR, "high_school", message, lang)
    assert "high_school" not in turn.answers and "high_school" not in proposed(turn), turn.reply
    assert turn.conversation.expecting == "high_school"


@pytest.mark.parametrize("lang,message,kept", [
    ("en", "paint branch", True),    # guard: on MSDE's list
    ("en", "towson high", True),     # guard
    ("es", "fui a northwood", True),  # guard
    ("en", "blair", False),          # guard: a short name, read back
    ("en", "gonzaga", False),        # guard: a name not on the list, read back
])
def test_guard_school_names(lang, message, kept):
    turn = waiting(HS_SO_FAR, "high_school", message, lang)
    if kept:
        assert turn.answers.get("high_school") == "maryland", turn.reply
    else:
        assert proposed(turn).get("high_school") == "maryland", turn.reply


# 4. a grade said with no school: the high-school question asked, nothing assumed (guards)
@pytest.mark.parametrize("lang,opening", [
    ("en", "i'm in 11th grade"),       # guard
    ("en", "junior in high school"),   # guard
    ("es", "estoy en 11"),             # guard
])
def test_guard_grade_without_school(lang, opening):
    turn = talk(lang, opening)
    assert turn.answers.get("hs_completion_date") == "2028-06"
    assert "high_school" not in turn.answers and "high_school" not in proposed(turn)
    assert turn.conversation.expecting == "high_school"

"""fix51b: a parent writing about an ex who lives elsewhere: the ex's pay added as the household's, in both languages.

a. A parent: "his dad lives in texas, we never married. i make 95k and his dad makes 80k" (es "su papá vive en texas,
   nunca nos casamos. yo gano 95 mil y su papá 80 mil") was read back as $175,000 and a "yes" gave "likely not
   eligible" with no word that the law is unclear; in pieces ("…we never married" → "i make 95k" → "his dad makes
   80k") the read-back said "your spouse's $80,000". Causes: "we never married" was no writer apart from the child's
   other parent (fix50a's _WRITER_APART_FROM knew only "his dad and I never married"; now
   understand._we_never_married, beside the other parent named or the child's home); and the ex said to live
   elsewhere (fix42a's _PARENT_AWAY) made the income reader drop the "lives in texas" clause with the words after it
   (understand._away_income) and, at the income question, ask "whose income counts?" (_earner_elsewhere), so the
   apart words were lost and the two pays added. Now the ex's pay is left out and weighed (rules.APART_PARENT_AGI):
   $95,000 passes, $175,000 would not → unknown with the law-unclear message, never a "no".
b. "vive mitad conmigo y mitad con su papá" / "she lives half with me and half with her dad" / "every other week
   with me and her dad" was read back "two parents" (the writer counted beside the other parent) and the pays added
   ($130,000). Cause: shared time between the writer's home and the other parent's named no parents together
   (_time_between_parents wants "her dad and I" or a mother and a father), and "half with", "mitad conmigo",
   "una semana conmigo" were no shared time. Now understand._time_with_writer_and_other reads it as parents apart:
   one parent read back, the ex's pay weighed. A time clause left out beside the pay ("una semana con su papá") no
   longer makes the ex's pay unweighed (understand.apart_pay_left_out).
c. A student: "my dad lives in florida, i live with my mom. she makes 60k, he makes 70k": one parent, $60,000 kept,
   the dad's weighed (a guard: it held on integ).
Not fixed: "my parents never married, my dad lives in another state. my mom makes 60k and he makes 70k" (a student, no
home named) still asks whose income counts (PARENT_AWAY_ASK), the pays dropped: honest, no verdict from it.
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import agi_said
from support import proposed
from support import talk
from support import then
from support import to_result

YES = {"en": "yes", "es": "sí"}
HI = {"en": "hi", "es": "hola"}
OPEN = {"en": "my son is a senior at Bowie High, zip 20716, graduating june 2027, gpa 3.1, first time, no degree",
        "es": "mi hijo está en el último año de Bowie High, zip 20716, se gradúa en junio 2027, promedio 3.1, primera vez, "
              "ningún título"}
STUDENT = {"en": "senior at a maryland high school, zip 20716, graduating june 2027, gpa 3.1, first time, no degree",
           "es": "estoy en el último año de una escuela secundaria de maryland, zip 20716, me gradúo en junio 2027, gpa 3.1, "
                 "primera vez, ningún título"}
ANSWERS = {"en": {"in_state_tuition": "yes", "program": "associate", "credits_per_semester": "12", "aid_application": "fafsa",
                  "full_cost_scholarship": "no", "household": "one parent", "agi": "95k"},
           "es": {"in_state_tuition": "sí", "program": "título de asociado", "credits_per_semester": "12",
                  "aid_application": "fafsa", "full_cost_scholarship": "no", "household": "un solo padre o madre",
                  "agi": "95 mil"}}
UNCLEAR = {"en": "The law is unclear here", "es": "Aquí la ley no es clara"}


def _to_result(turn, lang):
    """Answer each question asked (a read-back: yes) until the result (support.to_result)."""
    return to_result(turn, lang, ANSWERS[lang])


# a. a parent, "we never married", the ex elsewhere: the writer's pay is the household's, the ex's weighed; at once,
# in pieces, either order; the verdict unknown with the law-unclear message, never a "no" on the sum
@pytest.mark.parametrize("lang,said", [
    ("en", ["his dad lives in texas, we never married. i make 95k and his dad makes 80k"]),  # (failed before: $175,000)
    ("es", ["su papá vive en texas, nunca nos casamos. yo gano 95 mil y su papá 80 mil"]),  # (failed before)
    ("en", ["i make 95k and his dad makes 80k. his dad lives in texas, we never married"]),  # (failed before)
    ("es", ["yo gano 95 mil y su papá 80 mil, su papá vive en texas y nunca nos casamos"]),  # (failed before)
    ("en", ["his dad lives in texas, we never married", "i make 95k", "his dad makes 80k"]),  # (failed before: "your spouse's")
    ("es", ["su papá vive en texas, nunca nos casamos", "yo gano 95 mil", "su papá 80 mil"]),  # (failed before)
    ("en", ["we were never married, his dad lives in texas", "i make 95k and his dad makes 80k"]),  # (failed before)
    ("es", ["no estamos casados, su papá vive en texas", "yo gano 95 mil y su papá gana 80 mil"]),  # (failed before)
])
def test_never_married_ex_elsewhere(lang, said):
    turn = talk(lang, HI[lang], OPEN[lang])
    for m in said:
        turn = then(turn, m, lang)
    assert agi_said(turn) == 95000, (turn.reply, proposed(turn))
    assert turn.conversation.apart == (95000, 80000), turn.conversation.apart
    assert "your spouse" not in turn.reply and "tu esposo" not in turn.reply, turn.reply  # (never "your spouse's $80,000")
    turn = _to_result(then(turn, YES[lang], lang), lang)
    assert turn.answers.get("agi") == 95000 and turn.answers.get("household") == "single_parent", turn.answers
    assert (turn.assessment or {}).get("status") == "needs_more_info", turn.reply
    assert UNCLEAR[lang] in turn.reply, turn.reply


# b. a parent, the child's time shared with the other parent: one parent read back (parents apart), never two
@pytest.mark.parametrize("lang,message,household", [
    ("es", "vive mitad conmigo y mitad con su papá", "single_parent"),  # (failed before: two parents)
    ("en", "she lives half with me and half with her dad", "single_parent"),  # (failed before)
    ("en", "she spends every other week with me and her dad", "single_parent"),  # (failed before)
    ("es", "pasa una semana conmigo y una con su papá", "single_parent"),  # (failed before)
    ("en", "he lives with me and his dad", "two_parent"),  # guard (no time shared: two parents, read back)
    ("es", "vive conmigo y su papá", "two_parent"),  # guard
])
def test_time_shared_with_ex_one_parent(lang, message, household):
    turn = talk(lang, HI[lang], OPEN[lang])
    for _ in range(12):
        if turn.conversation.expecting == "household":
            break
        turn = then(turn, YES[lang] if proposed(turn) else ANSWERS[lang].get(turn.conversation.expecting, YES[lang]), lang)
    assert turn.conversation.expecting == "household", turn.reply
    turn = then(turn, message, lang)
    assert proposed(turn).get("household") == household, (turn.reply, proposed(turn))


# b. the shared time said with both pays: the writer's kept, the ex's weighed, never the $130,000 sum
@pytest.mark.parametrize("lang,message", [
    ("es", "vive mitad conmigo y mitad con su papá. yo gano 60 mil y su papá 70 mil"),  # (failed before: $130,000)
    ("en", "she lives half with me and half with her dad. i make 60k and her dad makes 70k"),  # (failed before)
    ("es", "pasa una semana conmigo y una semana con su papá. yo gano 60 mil y su papá 70 mil"),  # (failed before)
    ("en", "every other week with me, every other week with her dad. i make 60k and he makes 70k"),  # (failed before)
])
def test_time_shared_with_ex_pays(lang, message):
    turn = then(talk(lang, HI[lang], OPEN[lang]), message, lang)
    assert agi_said(turn) == 60000, (turn.reply, proposed(turn))
    assert turn.conversation.apart == (60000, 70000), turn.conversation.apart


# c. a student, the dad elsewhere, living with the mom: one parent, the mom's pay kept, the dad's weighed
@pytest.mark.parametrize("lang,message", [
    ("en", "my dad lives in florida, i live with my mom. she makes 60k, he makes 70k"),  # guard (held on integ)
    ("es", "mi papá vive en florida, vivo con mi mamá. ella gana 60 mil, él gana 70 mil"),  # guard
])
def test_student_dad_elsewhere(lang, message):
    turn = then(talk(lang, HI[lang], STUDENT[lang]), message, lang)
    assert proposed(turn).get("household") == "single_parent" and agi_said(turn) == 60000, (turn.reply, proposed(turn))
    assert turn.conversation.apart == (60000, 70000), turn.conversation.apart


# guards: no apart said (a parent elsewhere may be a spouse: the total read back, as fix50u); fix49a's divorce
@pytest.mark.parametrize("lang,message,agi,household", [
    ("en", "his dad lives in texas. i make 95k and his dad makes 80k", 175000, None),  # guard (fix50u)
    ("es", "su papá vive en texas. yo gano 95 mil y su papá 80 mil", 175000, None),  # guard
    # (fix51r3) the child living with the writer apart from the ex: one parent now read back beside the $95,000 (was None)
    ("en", "his dad and i are divorced, he lives with me. i make 95k and his dad makes 80k", 95000, "single_parent"),  # guard (fix49a)
])
def test_guard_no_apart_said(lang, message, agi, household):
    turn = then(talk(lang, HI[lang], OPEN[lang]), message, lang)
    assert agi_said(turn) == agi, (turn.reply, proposed(turn))
    assert proposed(turn).get("household") == household, (turn.reply, proposed(turn))

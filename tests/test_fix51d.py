"""fix51d: answers with a question beside them, in both languages.

1. An opening's facts, then "?" and a question ("senior at Bowie High, graduating june 2027, 3.1? is that
   enough"): engine._answer_then_asks (fix50c) read only the pending question's answer from the part
   before the "?" (first time, read back) and answered the question: the school, the date and the GPA
   were lost. Now every fact before the "?" is read as in an opening (engine._told_beside, _volunteered)
   and the question answered of the fact it asks about (engine._of_told: the GPA's minimum).
2. A bare value of another question, then "?" and a short question of it, at the ZIP question ("3.1? is
   that enough", "55k? is that too much", "55 mil? es mucho", "3.1? es suficiente"): nothing was kept or
   read back; the Spanish "es suficiente" (no "¿…?") was no question at all (engine._asks_after) and got
   the waiting list's or the credits' entry. Now the value is read back for a "yes", for the question whose
   rule is asked (the GPA, the income: engine._TOLD_TOPIC), and the rule answered.
3. "yes what's the income limit" (no comma) at a yes/no question: the "yes" was kept and the question
   lost (faq.plainly_asks saw no question word first). A yes or no typed right before a question word is
   its own clause (faq._YES_NO_LEAD): the question answered and the yes read back, as with the comma.
Guards (marked): kept behaviour that must not change.
"""
import pytest

from support import proposed
from support import talk
from support import then

YES = {"en": "yes", "es": "sí"}
TO_ZIP = {"en": ("new", "none", "maryland", "june 2027", "yes"),
          "es": ("nueva", "ninguno", "maryland", "junio 2027", "sí")}
TO_IN_STATE = {"en": TO_ZIP["en"] + ("21044",), "es": TO_ZIP["es"] + ("21044",)}
GPA_RULE = {"en": "2.3 on a 4.0 scale", "es": "2.3 en una escala de 4.0"}
INCOME_RULE = {"en": "no more than $100,000", "es": "no más de $100,000"}


def _told(turn) -> dict:
    return {**turn.answers, **proposed(turn)}


# 1. an opening's facts before the "?": every one kept or read back, the question answered
@pytest.mark.parametrize("lang,message", [
    ("en", "senior at Bowie High, graduating june 2027, 3.1? is that enough"),
    ("en", "im a senior at Bowie High, graduating june 2027, 3.1? is that enough"),
    ("es", "soy senior en Bowie High, me gradúo en junio 2027, 3.1? es suficiente"),
    ("es", "estoy en el último año en Bowie High, me gradúo en junio 2027, 3.1? es suficiente"),
])
def test_opening_facts_before_question_kept(lang, message):
    turn = talk(lang, message)
    told = _told(turn)
    # (failed before: only applicant_type read back, the rest lost)
    assert told.get("hs_gpa") in (3.1, "3.1") and told.get("hs_completion_date") == "2027-06" \
        and told.get("high_school") == "maryland", (turn.reply, told)
    assert GPA_RULE[lang] in turn.reply, turn.reply


# 2. a bare value of another question, then a short question of it: read back, the rule answered
@pytest.mark.parametrize("lang,message,field,value,rule", [
    ("en", "3.1? is that enough", "hs_gpa", 3.1, GPA_RULE),
    ("es", "3.1? es suficiente", "hs_gpa", 3.1, GPA_RULE),
    ("en", "55k? is that too much", "agi", 55000, INCOME_RULE),
    ("es", "55 mil? es mucho", "agi", 55000, INCOME_RULE),
    ("en", "2.8? is that ok", "hs_gpa", 2.8, GPA_RULE),
    ("es", "2.8? me alcanza", "hs_gpa", 2.8, GPA_RULE),
])
def test_value_of_another_question_read_back(lang, message, field, value, rule):
    turn = talk(lang, *TO_ZIP[lang], message)
    assert float(proposed(turn).get(field) or 0) == value, \
        (turn.reply, proposed(turn))  # (failed before: nothing read back)
    assert field not in turn.answers, turn.answers  # read back, never kept unasked
    assert rule[lang] in turn.reply, turn.reply
    turn = then(turn, YES[lang], lang)
    assert float(turn.answers.get(field)) == value and turn.expecting == "zip", (turn.reply, turn.answers)


# 3. a yes or a no typed right before the question: the question answered, the answer read back
@pytest.mark.parametrize("lang,message,said", [
    ("en", "yes what's the income limit", "yes"),
    ("en", "yeah whats the income limit", "yes"),
    ("es", "sí cuál es el límite de ingresos", "yes"),
    ("es", "si cual es el limite de ingresos", "yes"),
    ("en", "no what's the income limit", "no"),
    ("es", "no cuál es el límite de ingresos", "no"),
])
def test_yes_then_question_both_kept(lang, message, said):
    turn = talk(lang, *TO_IN_STATE[lang])
    assert turn.expecting == "in_state_tuition", turn.reply
    turn = then(turn, message, lang)
    assert INCOME_RULE[lang] in turn.reply, turn.reply  # (failed before: the question lost)
    assert "in_state_tuition" not in turn.answers and proposed(turn).get("in_state_tuition") == said, \
        (turn.reply, turn.answers, proposed(turn))  # (failed before: "yes" kept unasked)


# guards: an answer with a "?" at its own question, a plain opening, a comma's yes, "si como 2.5"
@pytest.mark.parametrize("lang,messages,field,value", [
    ("en", TO_IN_STATE["en"] + ("yes, what's the income limit",), "in_state_tuition", "yes"),
    ("es", TO_IN_STATE["es"] + ("sí, cuál es el límite de ingresos",), "in_state_tuition", "yes"),
    ("en", ("senior at Bowie High, graduating june 2027, 3.1",), "hs_gpa", 3.1),
    ("es", ("soy senior en Bowie High, me gradúo en junio 2027, 3.1",), "hs_gpa", 3.1),
])
def test_guard_answers_beside(lang, messages, field, value):
    turn = talk(lang, *messages)
    told = _told(turn)
    assert told.get(field) == value, (turn.reply, told)


@pytest.mark.parametrize("text", ["si como 2.5", "no when i was 17", "yes", "no", "si que si"])
def test_guard_no_question_in_answer(text):
    from screener.chat import faq
    assert not faq.plainly_asks(text)

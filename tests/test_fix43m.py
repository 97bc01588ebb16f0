"""fix43m: questions and short replies after or around a result (a newcomer's findings F6, F7, F12, F15).

- "ok" alone at a yes/no question ("Do you qualify for in-state tuition?" · "ok") acknowledges what
  was said before it: it was kept as "In-state tuition: Yes"; asked back (understand._ACK_ALONE,
  understand.ACK_NOT_ANSWER). "ok" to a read-back still means yes (guard).
- "why?" after a "likely not eligible" result explained a $0 award (the FAQ): the result's failing
  rules are said, cited (engine._why_result).
- "what if I get married?", "¿y si me caso?" got "I don't know"; "and if my mom gets married?" the
  award-priority FAQ: the FAQ's own entries answer them (flows/faq.yaml: agi, whose_income_divorced).
- a parent of the household said dead, deported or detained after the result ("my dad died in
  october", "a mi mamá la deportaron") was kept silently or answered from an unrelated FAQ entry: the
  household and its income are asked again (understand.household_parent_gone,
  engine._parent_gone_after_result).

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import proposed
from support import waiting

BEFORE_TUITION = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland", "hs_completion_date": "2027-06",
                  "hs_gpa": 3.4, "zip": "20715", "college": "prince-georges", "county": "prince-georges"}
ONE_PARENT = {**BEFORE_TUITION, "in_state_tuition": "yes", "program": "associate", "credits_per_semester": 12,
              "household": "single_parent", "household_size": 2, "agi": 95000, "aid_application": "fafsa",
              "full_cost_scholarship": False}
TWO_PARENTS = {**ONE_PARENT, "household": "two_parent", "household_size": 3, "agi": 145000}
OVER = {**TWO_PARENTS, "agi": 160000}


# (lang, message, in-state tuition kept or read back: None when asked again)
TUITION = [
    ("en", "ok", None),
    ("es", "ok", None),
    ("en", "okay", None),
    ("es", "okey", None),
    ("en", "yes", "yes"),  # guard
    ("es", "sí", "yes"),  # guard
    ("en", "ok yes", "yes"),  # guard
    ("en", "no", "no"),  # guard (asked back: a Maryland ZIP)
]


@pytest.mark.parametrize("lang,message,value", TUITION)
def test_ok_alone_is_no_answer_to_a_yes_no_question(lang, message, value):
    turn = waiting(BEFORE_TUITION, "in_state_tuition", message, lang)
    kept = turn.answers.get("in_state_tuition", proposed(turn).get("in_state_tuition"))
    assert kept == value
    if value is None:
        assert turn.expecting == "in_state_tuition"
        assert "yes" in turn.reply.lower() or "sí" in turn.reply.lower()


def test_ok_to_a_read_back_is_still_yes():  # guard
    turn = waiting(BEFORE_TUITION, "in_state_tuition", "I think so?", "en")
    assert proposed(turn).get("in_state_tuition") == "yes"
    from support import then
    turn = then(turn, "ok", "en")
    assert turn.answers.get("in_state_tuition") == "yes"


# (lang, answers, message, a word the reply must say, one it must not)
WHY = [
    ("en", OVER, "why?", "$150,000", "last-dollar"),
    ("es", OVER, "¿por qué?", "$150,000", "último dólar"),
    ("en", OVER, "but why not?", "§18-3603(b)(4)(ii)", "last-dollar"),
    ("es", OVER, "y por qué", "§18-3603(b)(4)(ii)", "último dólar"),
    ("en", OVER, "what is the income limit?", "$150,000", None),  # guard
    ("en", ONE_PARENT, "how much will I get?", "$", None),  # guard
]


@pytest.mark.parametrize("lang,answers,message,said,unsaid", WHY)
def test_why_after_not_eligible_says_the_failing_rule(lang, answers, message, said, unsaid):
    turn = waiting(answers, None, message, lang)
    assert said in turn.reply
    if unsaid is not None:
        assert unsaid not in turn.reply.lower()


# (lang, message, a phrase of the FAQ answer expected)
WHAT_IF = [
    ("en", "what if I get married?", "your spouse"),
    ("en", "and if I get married?", "your spouse"),
    ("es", "¿y si me caso?", "esposo o esposa"),
    ("en", "and if my mom gets married?", "remarried"),
    ("es", "¿y si mi mamá se casa?", "se volvió a casar"),
    ("en", "what is agi?", "line 11"),  # guard
    ("es", "mis papás están divorciados, ¿qué ingreso pongo?", "se volvió a casar"),  # guard
]


@pytest.mark.parametrize("lang,message,said", WHAT_IF)
def test_what_if_married_is_answered_from_the_faq(lang, message, said):
    turn = waiting(ONE_PARENT, None, message, lang)
    assert said in turn.reply
    assert turn.answers.get("household") == "single_parent"


# (lang, answers, message, household asked again)
GONE = [
    ("en", ONE_PARENT, "my dad died in october", True),
    ("es", ONE_PARENT, "a mi mamá la deportaron", True),
    ("es", ONE_PARENT, "mi papá murió en 2025", True),
    ("en", TWO_PARENTS, "my husband passed away in march", True),
    ("en", TWO_PARENTS, "my husband was deported in the summer", True),
    ("es", TWO_PARENTS, "mi esposo fue deportado", True),
    ("es", TWO_PARENTS, "mi esposo está en la cárcel", True),
    ("en", ONE_PARENT, "my grandma died in october", False),  # guard
    ("en", ONE_PARENT, "what if my dad dies?", False),  # guard
    ("es", ONE_PARENT, "gracias", False),  # guard
]


@pytest.mark.parametrize("lang,answers,message,asked", GONE)
def test_parent_gone_after_the_result_asks_the_household_again(lang, answers, message, asked):
    turn = waiting(answers, None, message, lang)
    if asked:
        assert turn.expecting == "household"
        assert "household" not in turn.answers and "agi" not in turn.answers
    else:
        assert turn.answers.get("household") == answers["household"]
        assert turn.answers.get("agi") == answers["agi"]

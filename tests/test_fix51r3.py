"""fix51r3: a second newcomer's findings on the merged code: a false "likely eligible" when a parent says the
child's other parent is not in the home.

1. A parent: "my son is a senior at Towson High … his dad and I never married, he lives with me. I make 120k"
   (es "su papá y yo nunca nos casamos, vive solo conmigo. gano 120 mil"; "his dad and I are not together",
   "we're not together", "no estamos juntos") was read back "Household: Your child lives with two parents", a "yes"
   kept it, and $120,000 was weighed against the $150,000 limit: "likely eligible". Right: one parent (the writer),
   $120,000 > $100,000 → likely not eligible. Causes: understand.household_kind counted the ex ("his dad") beside
   the writer ("me") as two parents at home; "not together" was no writer apart (understand._we_not_together now);
   "not together" was taken for a value taken back by a correction (_NOT_WORDS_THEN dropped "not together", leaving
   "his dad and i are" as two parents); "estamos juntos" inside "no estamos juntos" read as "we live together"
   (understand._living_together). Now the ex is no one at home; the writer's household (one parent) is read, and
   since one parent and $120,000 rule the student out only together, the household is asked (never kept unasked),
   then the result is "likely not eligible".
Guard: "we never married but we all live together" stays two parents (fix51r1 narrows writer_apart_from_other the
same way).
Not done (deadline): item 2 (an apart parent's pay told after the result) and item 3 (a Spanish parent's correction
"perdón, yo gano 65 mil"; "vive conmigo y su padrastro").
"""
import pytest

from support import proposed
from support import talk
from support import then
from support import to_result
from screener.chat import understand

YES = {"en": "yes", "es": "sí"}
OPEN = {"en": "my son is a senior at Towson High in Baltimore County graduating june 2027 with a 3.0. ",
        "es": "mi hijo está en el último año de Towson High en el condado de Baltimore, se gradúa en junio 2027 con 3.0. "}
FIRST = {"en": "first time", "es": "primera vez"}
ANSWERS = {"en": {"in_state_tuition": "yes", "program": "associate", "credits_per_semester": "15", "aid_application": "fafsa",
                  "full_cost_scholarship": "no", "household": "one parent", "prior_degree": "none",
                  "agi": "No other parent lives with us, or they have no income"},
           "es": {"in_state_tuition": "sí", "program": "título de asociado", "credits_per_semester": "15",
                  "aid_application": "fafsa", "full_cost_scholarship": "no", "household": "un solo padre o madre",
                  "prior_degree": "ninguno", "agi": "Ningún otro padre o madre vive con nosotros, o no tiene ingresos"}}

AGI = {"en": "120k", "es": "120 mil"}  # (the income question asked plainly, the $120,000 not held)


def _to_result(turn, lang):
    """Answer each question asked (a read-back: yes) until the result (support.to_result); the income asked
    again, if its reply doesn't show the $120,000, answered with it."""
    return to_result(turn, lang, lambda t, q: AGI[lang] if q == "agi" and "120" not in t.reply else ANSWERS[lang].get(q))


APART = [
    ("en", "his dad and I never married, he lives with me. I make 120k"),  # (failed before: two parents, likely eligible)
    ("es", "su papá y yo nunca nos casamos, vive solo conmigo. gano 120 mil"),  # (failed before)
    ("en", "his dad and I are not together, he lives with me. I make 120k"),  # (failed before)
    ("en", "we're not together, he lives with me. I make 120k"),
    ("es", "su papá y yo no estamos juntos, vive conmigo. gano 120 mil"),  # (failed before)
    ("es", "no estamos juntos, vive conmigo. gano 120 mil"),
]


# 1. a parent apart from the child's other parent, the child living with them: never two parents read back; the
# result weighs the one parent's $100,000 limit
@pytest.mark.parametrize("lang,said", APART)
def test_writer_apart_child_with_writer(lang, said):
    turn = talk(lang, FIRST[lang], OPEN[lang] + said)
    assert proposed(turn).get("household") != "two_parent", (turn.reply, proposed(turn))
    turn = _to_result(then(turn, YES[lang], lang), lang)
    assert turn.answers.get("household") == "single_parent" and turn.answers.get("agi") == 120000, turn.answers
    assert (turn.assessment or {}).get("status") == "likely_ineligible", turn.reply


@pytest.mark.parametrize("lang,said", APART)
def test_household_kind_no_ex_at_home(lang, said):
    assert understand.household_kind(said) != "two_parent"
    assert understand.writer_apart_from_other(said)


# guards: the parents together at home stay two parents; a step-parent beside the writer is two
@pytest.mark.parametrize("lang,said,kind", [
    ("en", "his dad and I never married but we all live together, he makes 60k I make 120k", "two_parent"),  # guard
    ("en", "we never married but we all live together. I make 120k", None),  # guard (never one parent)
    ("es", "nunca nos casamos pero vivimos todos juntos. gano 120 mil", None),  # guard
    ("en", "she lives with me and my husband, her dad and I are divorced", None),  # guard (never one parent)
])
def test_guards_together(lang, said, kind):
    assert understand.household_kind(said) in ({kind} if kind else {None, "two_parent"}), understand.household_kind(said)
    assert not understand._writer_alone_apart(said)

"""fix49j: families a newcomer tried (divorced parents sharing support), in both languages.

1. Divorced parents, each one's pay said ("my parents are divorced, i split time 50/50. mom makes 60k and dad makes
   70k"): "Which parent is that…?" (understand.APART_WHICH) answered "idk they both pay for stuff", "half and
   half", "los dos". understand.apart_parent_picked found no one parent, so engine's "apart" follow-up let the
   message go: both amounts dropped and the income "left open" (and "los dos" read as an income of $2,000, read
   back). The student said both: now both amounts are kept (understand.apart_both_picked, vocab.APART_BOTH),
   the lower read back as the income and the other parent's held beside it (rules.APART_PARENT_AGI), so the rules
   weigh each reading of §18-3601 (fix48e): where one parent's income passes and both added fail, the income is
   the college's call (needs more info); where every reading agrees, that verdict.
4. (left by fix49c) one amount then "but that's just mine" / "pero eso es solo lo mío" at the income question was
   kept as the household's income unasked (understand.own_pay_only needs a pay verb, "I make"): now the student's
   own pay alone (the amount before the cue, no one's pay named), and the parents' (spouse's) pay asked to add to it.
Guards (marked): one parent picked, a bare yes/no, "not both"; an amount said as the household's; fix49c's take-back.
"""
import pytest

from support import api_chat
from support import proposed
from support import talk
from support import then

from screener.chat import understand

START = {"en": ["first time", "none", "senior at a maryland high school graduating june 2027, gpa 3.4", "yes", "21044", "yes",
                "howard community college, associate, 12 credits"],
         "es": ["primera vez", "ninguno", "estoy en el último año de una escuela secundaria de maryland, me gradúo en junio 2027, gpa 3.4",
                "sí", "21044", "sí", "howard community college, título de asociado, 12 créditos"]}
END = {"en": ["FAFSA", "no", "no", "yes"], "es": ["FAFSA", "no", "no", "sí"]}
YES = {"en": "yes", "es": "sí"}
ONE = {"en": "I live with one parent", "es": "vivo con un solo padre o madre"}
APART = {"en": "my parents are divorced, i split time 50/50. mom makes {mom} and dad makes {dad}",
         "es": "mis papás están divorciados, paso la mitad del tiempo con cada uno. mi mamá gana {mom} y mi papá gana {dad}"}
K = {"en": "{}k", "es": "{} mil"}


def _chat(lang: str, said) -> dict:
    return api_chat(lang, START[lang], said, END[lang])  # (fix49p: support's one helper)


# 1a. "both" to "which parent is that?": both amounts kept, the lower read back as the income
@pytest.mark.parametrize("lang,both", [
    ("en", "idk they both pay for stuff"),
    ("en", "half and half"),
    ("en", "both"),
    ("en", "50/50"),
    ("en", "my mom and my dad"),
    ("es", "los dos"),
    ("es", "no sé, los dos pagan cosas"),
    ("es", "mitad y mitad"),
    ("es", "ambos"),
])
def test_both_parents_kept(lang, both):
    turn = talk(lang, APART[lang].format(mom=K[lang].format(60), dad=K[lang].format(70)))
    assert turn.expecting == "agi"
    turn = then(turn, both, lang)
    assert proposed(turn).get("agi") == 60000, (turn.reply, proposed(turn))  # (before: nothing read back, or $2,000)
    assert "70,000" in turn.reply, turn.reply


# 1b. the chat to its result: the readings differing, the college's call; agreeing, their verdict
@pytest.mark.parametrize("lang,both,mom,dad,status", [
    (lang, both, mom, dad, status)
    for lang, both in (("en", "idk they both pay for stuff"), ("en", "half and half"), ("es", "los dos"), ("es", "mitad y mitad"))
    for mom, dad, status in ((60, 70, "needs_more_info"), (70, 60, "needs_more_info"), (30, 40, "likely_eligible"),
                             (60, 170, "needs_more_info"))
])
def test_both_parents_weighed(lang, both, mom, dad, status):
    b = _chat(lang, [APART[lang].format(mom=K[lang].format(mom), dad=K[lang].format(dad)), both, YES[lang], ONE[lang], YES[lang]])
    assert b["assessment"] is not None, b["reply"]
    assert b["answers"].get("agi") == min(mom, dad) * 1000, (b["answers"], b["reply"])
    assert b["answers"].get("household") == "single_parent", b["answers"]
    assert b["assessment"]["status"] == status, b["reply"]


# guards: one parent picked is that parent's pay; "not both"; a bare yes asks again (fix48b)
@pytest.mark.parametrize("lang,message,want", [
    ("en", "my mom", 60000),  # guard (dev29)
    ("es", "mi papá", 70000),  # guard (dev29)
    ("en", "my dad, not both", 70000),  # guard
    ("en", "yes", None),  # guard (fix48b)
    ("es", "sí", None),  # guard (fix48b)
])
def test_guard_one_parent_picked(lang, message, want):
    turn = talk(lang, APART[lang].format(mom=K[lang].format(60), dad=K[lang].format(70)))
    turn = then(turn, message, lang)
    assert proposed(turn).get("agi") == want, (turn.reply, proposed(turn))


@pytest.mark.parametrize("message,want", [
    ("they both pay for stuff", True), ("los dos", True), ("half and half", True), ("mitad y mitad", True),
    ("my mom", False), ("not both, my dad", False), ("ni los dos", False), ("my mom or my dad?", False),  # guards
])
def test_both_read(message, want):
    assert understand.apart_both_picked(message) == want


# 4. (left by fix49c) one amount, then "but that's just mine" at the income question: the student's own pay alone,
# never kept as the household's income (it was, unasked: a possible false "likely eligible"); the parents' pay (a
# married student's spouse's) asked to add to it, then the sum read back
BEFORE_INCOME_J = {"applicant_type": "new", "zip": "21044", "in_state_tuition": "yes", "high_school": "maryland",
                   "hs_completion_date": "2027-06", "college": "howard", "program": "associate", "credits_per_semester": 12,
                   "hs_gpa": 3.0, "household_size": 4}


@pytest.mark.parametrize("lang,household,message,then_said,want", [
    ("en", "two_parent", "25k but thats just mine", "they make 50k", 75000),  # (failed before: $25,000 kept)
    ("es", "two_parent", "25 mil pero eso es solo lo mío", "ellos ganan 50 mil", 75000),  # (failed before: $25,000 read back)
    ("en", "single_parent", "25k, that's only mine", "she makes 40k", 65000),  # (failed before: $25,000 kept)
    ("es", "single_parent", "unos 25 mil, eso es solo lo mío", "mi mamá gana 40 mil", 65000),  # (failed before)
    ("en", None, "25k but its just mine", "my parents make 50k", 75000),  # (failed before)
    ("en", "married", "25k but thats just mine", "my husband makes 30k", 55000),  # (failed before)
    ("es", "married", "25 mil pero eso es solo lo mío", "mi esposo gana 30 mil", 55000),  # (failed before)
])
def test_just_mine_asks_theirs(lang, household, message, then_said, want):
    from support import waiting
    answers = {**BEFORE_INCOME_J, **({"household": household} if household else {})}
    turn = waiting(answers, "agi", message, lang)
    assert turn.answers.get("agi") is None and proposed(turn).get("agi") is None, (turn.reply, proposed(turn))
    turn = then(turn, then_said, lang)
    assert proposed(turn).get("agi", turn.answers.get("agi")) == want, (turn.reply, proposed(turn))


# guards: an amount said as the household's is read as before; fix49c's take-back with the spouse's figure still adds
@pytest.mark.parametrize("lang,household,message,want", [
    ("en", "two_parent", "25k", 25000),  # guard
    ("en", "two_parent", "we make 25k together", 25000),  # guard
    ("es", "married", "30 mil, perdón, eso es solo lo mío, mi esposo gana 50 mil", 80000),  # guard (fix49c)
])
def test_guard_household_amount(lang, household, message, want):
    from support import waiting
    turn = waiting({**BEFORE_INCOME_J, "household": household}, "agi", message, lang)
    assert proposed(turn).get("agi", turn.answers.get("agi")) == want, (turn.reply, proposed(turn))

"""fix45t: wrong verdicts in this round's read-back code (review 45).

1) A hedged yes carrying a correction or a doubt ("i think so, its less", "creo que sí, es menos")
   was a yes (understand.hedged_yes): a "not eligible" on $160,000. Now only confirmation words
   may follow the hedge (vocab.HEDGE_REMARK_WORDS); any other remark is a doubt
   (understand.hedged_doubt): asked again as after a "no".
2) fix45a's let-go kept a read-back answered on twice, unconfirmed, and a "likely eligible" could
   rest on it. A result now reads such values back first (engine._let_go_open/_let_go_asked).
3) (review item 7, "Got it … I kept it" then the AGI asked again) NOT fixed here: left open.

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import proposed
from support import talk
from support import then

EN_160 = "first time, i live with my mom and dad in rockville 20850, they make 160k together"
ES_160 = "primera vez, vivo con mis papás en rockville 20850, ganan 160 mil juntos"


@pytest.mark.parametrize("lang,opening,replies", [
    ("en", EN_160, ("i think so, its less", "pretty sure its lower")),
    ("es", ES_160, ("creo que sí, es menos", "creo que sí, es menos")),
    ("en", EN_160, ("i think so, he moved out", "i think so, he moved out")),
    ("es", ES_160, ("creo que si, ya se mudo", "yo creo que si, es mas bajo")),
])
def test_hedge_with_correction_is_no_yes(lang, opening, replies):
    turn = talk(lang, opening, *replies)
    assert turn.answers.get("agi") is None and turn.assessment is None  # never kept, no verdict
    # nor the same read-back put again as if nothing were said: the amount, or which fact is wrong, asked
    assert proposed(turn).get("agi") != 160000 or not turn.reply.rstrip().endswith(("Is that right?", "¿Es correcto?")), turn.reply


@pytest.mark.parametrize("text,want", [
    ("i think so, its less", False),
    ("pretty sure its way less", False),
    ("creo que sí, es menos", False),
    ("i think so, hes gone now", False),
    ("yo creo que si, es mas bajo", False),
    ("i think so yeah, both of theirs", True),  # guard
    ("creo que sí, los dos suman eso", True),  # guard
    ("creo que sí", True),  # guard
    ("i think so", True),  # guard
])
def test_hedged_yes_words(text, want):
    from screener.chat import understand
    assert understand.hedged_yes(text) is want


EN_OPEN = ("first time, senior at wheaton high graduating june 2027, no degree yet, zip 20902, i pay in county tuition, "
           "associate degree in nursing at montgomery college, 12 credits, gpa 3.2")
ES_OPEN = ("primera vez, último año en wheaton high, me gradúo en junio 2027, sin título, zip 20902, pago la matrícula del "
           "condado, asociado en enfermería en montgomery college, 12 créditos, promedio 3.2")
EN_HEAD = (EN_OPEN, "yes", "yes", "my mom and dad", "yes")
ES_HEAD = (ES_OPEN, "sí", "sí", "mi mamá y mi papá", "sí")


@pytest.mark.parametrize("lang,head,tail,want", [
    ("en", EN_HEAD, ("3", "there are 4 of us at home", "i filed the fafsa", "yes", "no"), 3000),
    ("es", ES_HEAD, ("3", "somos 4 en casa", "llenamos la fafsa", "sí", "no"), 3000),
])
def test_no_result_on_let_go_value(lang, head, tail, want):
    turn = talk(lang, *head, *tail)
    assert turn.assessment is None  # no result yet: the let-go income is read back first
    assert proposed(turn).get("agi") == want and turn.expecting is None


@pytest.mark.parametrize("lang,head,tail,status", [
    ("en", EN_HEAD, ("3", "there are 4 of us at home", "i filed the fafsa", "yes", "no", "yes"), "likely_eligible"),  # guard: confirmed, the result
    ("es", ES_HEAD, ("3", "somos 4 en casa", "llenamos la fafsa", "sí", "no", "sí"), "likely_eligible"),  # guard
])
def test_let_go_value_confirmed_gives_result(lang, head, tail, status):
    turn = talk(lang, *head, *tail)
    assert turn.assessment is not None and turn.assessment.get("status") == status

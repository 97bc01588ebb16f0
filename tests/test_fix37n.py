"""fix37n (the end newcomer's finding, a false "likely eligible"): "each" said before the pay's verb.

"I live with my parents, they each make 80k" at another question read back $80,000 (one parent's
pay) as the household's income; the "each" is read with the pay, as "80k each" always was.
"""
import pytest

from support import proposed
from support import talk

OPENING = {
    "en": "senior at Bowie High School in Prince George's County, graduating June 2027, 3.4 GPA",
    "es": "estoy en el último año en Bowie High en Prince George's, me gradúo en junio de 2027, GPA 3.4",
}

# (lang, message beside the pending question, the income read back)
EACH = [
    ("en", "I live with my parents, they each make 80k", 160000),
    ("en", "I live with my parents, they make 80k each", 160000),  # (guard: worked before)
    ("en", "I live with my mom and dad and they each make 45k", 90000),
    ("es", "vivo con mis papás, cada uno gana 80 mil", 160000),
    ("es", "vivo con mis papás, ganan 80 mil cada uno", 160000),  # (guard)
]


@pytest.mark.parametrize("lang,message,total", EACH)
def test_each_before_the_verb_is_each_ones_pay(lang, message, total):
    turn = talk(lang, OPENING[lang], message)
    assert float(proposed(turn).get("agi") or 0) == total, (turn.reply, proposed(turn))
    assert proposed(turn).get("household") == "two_parent", (turn.reply, proposed(turn))

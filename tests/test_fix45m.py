"""fix45m: the student's own pay said after a household's total is kept (before the result).

- "my family makes 97k" kept (its "yes" said), then "Actually I make 8k" / "en realidad yo gano 8
  mil": it was asked "does your $8,000 include your parents' income?" and a "yes" kept $8,000 in the
  household's place (a false "likely eligible"). §18-3601 counts the student's income with the
  parents': it is added on top, $105,000 read back (engine._own_on_top, engine._kept_total_beside),
  as fix44a does after the result.

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import proposed
from support import talk
from support import then

OPEN = {
    "en": ("I'm a senior at Towson high school", "my family makes 97k", "yes"),
    "es": ("soy estudiante de último año en Towson high school", "mi familia gana 97 mil", "sí"),
}
YES = {"en": "yes", "es": "sí"}


# (lang, message after the kept total, AGI read back (None: none read back), AGI kept after a "yes")
KEPT_ROWS = [
    ("en", "Actually I make 8k", 105000, 105000),
    ("en", "actually i make 8000 a year", 105000, 105000),
    ("en", "oh wait I make 8k at my job", 105000, 105000),
    ("es", "en realidad yo gano 8 mil", 105000, 105000),
    ("es", "en realidad gano 8000 al año", 105000, 105000),
    ("es", "ah y yo gano 8 mil en mi trabajo", 105000, 105000),
    # a true correction of the household's total still replaces it
    ("en", "actually we make 90k not 97", 90000, 90000),  # guard
    ("es", "en realidad ganamos 90 mil no 97", 90000, 90000),  # guard
]


@pytest.mark.parametrize("lang,message,read,kept", KEPT_ROWS)
def test_own_pay_after_a_kept_total(lang, message, read, kept):
    turn = talk(lang, *OPEN[lang])
    assert turn.answers.get("agi") == 97000
    turn = then(turn, message, lang)
    assert proposed(turn).get("agi") == read, turn.reply
    if read == 105000:
        assert "$97,000" in turn.reply and "$8,000" in turn.reply and "$105,000" in turn.reply
    turn = then(turn, YES[lang], lang)
    assert turn.answers.get("agi") == kept, turn.reply


# (lang, messages) the student's own pay said first: asked whose it is, never added to itself
OWN_ROWS = [
    ("en", ("I'm a senior at Towson high school", "I make 97k")),  # guard
    ("es", ("soy estudiante de último año en Towson high school", "gano 97 mil")),  # guard
]


@pytest.mark.parametrize("lang,messages", OWN_ROWS)
def test_own_pay_first_still_asked(lang, messages):
    turn = talk(lang, *messages)
    assert "agi" not in turn.answers and proposed(turn).get("agi") is None
    assert "$97,000" in turn.reply

"""fix41m: income amounts combined wrongly (a newcomer's end-to-end findings F0, F0b, F0c, F8).

1) amounts for different years ("about 60k last year but 110k this year", "she made 60k in 2025
   and 80k in 2024") were added ($170,000: a wrong "likely not eligible"): the AGI is one tax
   return's (§18-3601), so nothing is kept and that return's AGI is asked.

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import chat_so_far
from support import proposed
from support import waiting


def _agi(turn):
    return proposed(turn).get("agi", turn.answers.get("agi"))


# (lang, question waited on, message, AGI read back or kept; None: none, the AGI asked)
YEARS = [
    ("en", "agi", "about 60k last year but 110k this year", None),
    ("en", "agi", "she made 60k in 2025 and 80k in 2024", None),
    ("es", "agi", "el año pasado ganó 60 mil pero este año 110 mil", None),
    ("es", "agi", "ganó 60 mil en 2025 y 80 mil en 2024", None),
    ("en", "household", "single mom, about 60k last year but 110k this year", None),
    ("es", "household", "vivo con mi mamá, el año pasado ganó 60 mil pero este año 110 mil", None),
    ("en", "agi", "95k last year on the tax return, but she got a raise to 105k", 95000),  # guard
    ("es", "agi", "el año pasado 95 mil en la declaración pero ahora gana 105 mil", 95000),  # guard
    ("en", "agi", "my mom makes 50k and my dad makes 40k", 90000),  # guard
    ("es", "agi", "mi mamá gana 50 mil y mi papá gana 40 mil", 90000),  # guard
    ("en", "agi", "she made 60k last year", 60000),  # guard
    ("es", "agi", "mi mamá ganó 60 mil el año pasado", 60000),  # guard
]


@pytest.mark.parametrize("lang, expecting, message, agi", YEARS)
def test_years_never_added(lang, expecting, message, agi):
    so_far = chat_so_far(3.0, "single_parent" if expecting == "agi" else None)
    turn = waiting(so_far, expecting, message, lang)
    assert _agi(turn) == agi, turn.reply
    if agi is None:
        assert "170,000" not in turn.reply and "140,000" not in turn.reply, turn.reply

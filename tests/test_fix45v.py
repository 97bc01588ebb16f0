"""fix45v: wrong verdicts from words: a parent's partner's pay, and a boyfriend's after a confirmed household.

2. A parent's unmarried partner ("her partner", "su pareja") is no parent: left out like a boyfriend
   (§18-3601); a parent's husband/wife (a step-parent) still counts.
3. Pay said right after the household was confirmed is read with the message that named the
   household (the mother's boyfriend's left out), as while it waited for its "yes" (fix45q).
"""
import pytest

from support import agi_said, talk


@pytest.mark.parametrize("lang, messages, agi", [
    # 2. a parent's partner is left out
    ("en", ("mom makes 50k and her partner makes 80k",), 50000),
    ("es", ("mi mamá gana 50 mil y su pareja gana 80 mil",), 50000),
    # 3. the household confirmed, then the pay by pronouns
    ("en", ("I live with my mom and her boyfriend", "yes", "she makes 4k a month and he makes 5k a month"), 48000),
    ("es", ("vivo con mi mamá y su novio", "sí", "ella gana 4 mil al mes y él 5 mil al mes"), 48000),
    ("es", ("vivo con mi mamá y su novio", "sí", "ella gana 4 mil al mes y el 5 mil al mes"), 48000),
    # guard: a parent's husband (a step-parent) counts
    ("en", ("mom makes 50k and her husband makes 80k",), 130000),  # guard
    ("es", ("mi mamá gana 50 mil y su esposo gana 80 mil",), 130000),  # guard
    # guard: the same pay, said while the household waits (fix45q)
    ("en", ("I live with my mom and her boyfriend", "she makes 4k a month and he makes 5k a month"), 48000),  # guard
    # guard: two parents confirmed, then both pays: summed
    ("en", ("I live with my mom and dad", "yes", "she makes 40k and he makes 50k"), 90000),  # guard
])
def test_income_left_out(lang, messages, agi):
    assert agi_said(talk(lang, *messages)) == agi

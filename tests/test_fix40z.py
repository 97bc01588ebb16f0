"""fix40z (the end newcomer's finding F0: a false "likely eligible"): a parent said to work in another
state, DC or a Maryland town was dropped from the income as living elsewhere, even with two parents
said. Their pay is counted: $160,000, read back (over the $150,000 limit, §18-3603(b)(4)(ii))."""
import pytest

from support import proposed
from support import talk


@pytest.mark.parametrize("lang,said,total", [
    ("en", "I live with both my parents. my dad makes 90k, he works in DC, and my mom makes 70k", 160_000),
    ("en", "I live with my mom and dad. my mom works in Baltimore and makes 80k, my dad makes 75k", 155_000),
    ("es", "vivo con mis dos papás. mi papá gana 90 mil, trabaja en DC, y mi mamá gana 70 mil", 160_000),
    ("es", "vivo con mi mamá y mi papá. mi mamá trabaja en Virginia y gana 80 mil, mi papá gana 75 mil", 155_000),
])
def test_a_parent_working_elsewhere_is_counted(lang, said, total):
    turn = talk(lang, said)
    assert proposed(turn).get("agi") == total or turn.answers.get("agi") == total, turn.reply

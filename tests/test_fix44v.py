"""fix44v: a parent's boyfriend's pay added to the household's (F17, a newcomer's finding).

- "me my mom and her boyfriend she makes 60k he makes 50k", "vivo con mi mama y su novio ella gana
  60 mil el gana 50 mil": each pronoun's amount said in turn in one clause was read as one clause,
  the boyfriend's $50,000 added: $110,000 read back (over the one-parent limit). Now each
  pronoun's amount is its own clause (understand._EARNER_TURN): one parent, $60,000, read back with
  why the boyfriend's income isn't added (engine: understand.kin_income_left_out).
- A step-parent or a parent's husband is counted: two parents, $110,000 (guards).

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import proposed
from support import talk

FIRST = {"en": "first time", "es": "primera vez"}
KIN = {"en": "not a grandparent's", "es": "no el de un abuelo"}
EN = "senior at bowie high pg county 3.4 graduating june 2027 "


@pytest.mark.parametrize("lang, message, agi, household, note", [
    ("en", EN + "me my mom and her boyfriend she makes 60k he makes 50k", 60000.0, "single_parent", True),
    ("en", "me my mom and her boyfriend she makes 60k he makes 50k", 60000.0, "single_parent", True),
    ("es", "soy senior en el condado de montgomery vivo con mi mama y su novio ella gana 60 mil el gana 50 mil",
     60000.0, "single_parent", True),
    ("es", "vivo con mi mamá y su novio ella gana 60 mil él gana 50 mil", 60000.0, "single_parent", True),
    ("en", EN + "me my mom and her boyfriend, she makes 60k and he makes 50k", 60000.0, "single_parent", True),  # guard
    ("en", EN + "me my mom and my stepdad she makes 60k he makes 50k", 110000.0, "two_parent", False),  # guard
    ("en", EN + "me my mom and her husband she makes 60k he makes 50k", 110000.0, "two_parent", False),  # guard
    ("es", "vivo con mi mama y mi padrastro ella gana 60 mil el gana 50 mil", 110000.0, "two_parent", False),  # guard
    ("en", "me my mom and my dad she makes 60k he makes 50k", 110000.0, "two_parent", False),  # guard
])
def test_parents_partner_pay_not_added(lang, message, agi, household, note):
    turn = talk(lang, FIRST[lang], message)
    got = proposed(turn)
    assert float(got.get("agi")) == agi
    assert got.get("household", household) == household
    assert (KIN[lang] in turn.reply) == note
    assert turn.reply.count(KIN[lang]) <= 1

"""fix44o: household size and income read from one message, in English and Spanish.

- amounts after a list of people counted as people ("mom dad me and 2 sisters, dad makes 70k mom 30k":
  7 read back): a count before a person word belongs to that word, never to a person named after it
  (understand.household_size);
- the writer's own pay said bare after an earner's amount in thousands ("el gana 55 mil yo 20"): the same
  unit, the sum read back (understand._THOUSANDS_THEN_OWN in understand._shared_thousands);
- one parent said alone at the household question ("just my mom", "solo mi mamá", "mi papá solo, mi mamá
  murió"): two at home, kept with single_parent (understand._just_one_parent in _volunteer_household_size);
- each earner's amount said after the home with no verb ("casados, ella 40 mil el 52 mil"): read back as
  the sum (understand._EARNERS_AMOUNTS in understand._amount_after_home).

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import chat_so_far
from support import proposed
from support import talk
from support import waiting


def _read(turn) -> dict:
    """The answers a turn set or read back (field -> str value)."""
    return {k: str(v) for k, v in {**turn.conversation.state.answers, **proposed(turn)}.items() if v is not None}


@pytest.mark.parametrize("lang, message, size, agi", [
    ("en", "mom dad me and 2 sisters, dad makes 70k mom 30k", "5", "100000"),
    ("es", "mamá papá yo y 2 hermanas, papá gana 70 mil mamá 30 mil", "5", "100000"),
    ("en", "married, me my husband and 3 kids, he makes 55k me 20", "5", "75000"),
    ("es", "casada, mi esposo y yo y 3 niños, el gana 55 mil yo 20", "5", "75000"),
    ("en", "mom dad me and 2 sisters", "5", None),  # guard
    ("es", "casada, mi esposo y yo y 3 niños, el gana 55 mil y yo 20", "5", "75000"),  # guard
])
def test_size_and_income_in_one_message(lang, message, size, agi):
    read = _read(talk(lang, message))
    assert read.get("household_size") == size
    assert (float(read["agi"]) if "agi" in read else None) == (float(agi) if agi else None)


@pytest.mark.parametrize("lang, message, size", [
    ("en", "just my mom", "2"),
    ("en", "only my dad", "2"),
    ("es", "solo mi mamá", "2"),
    ("es", "mi papá solo, mi mamá murió", "2"),
    ("en", "just me and my mom", "2"),  # guard
    ("en", "I live with my mom", None),  # guard: others at home may be left out
    ("en", "just my mom works", None),  # guard: who earns, not who is at home
    ("es", "vivo con mi mamá", None),  # guard
])
def test_one_parent_alone_at_household(lang, message, size):
    turn = waiting(chat_so_far(3.2, None), "household", message, lang)
    read = _read(turn)
    assert read.get("household_size") == size
    if size:
        assert read.get("household") == "single_parent"


@pytest.mark.parametrize("lang, message, agi", [
    ("es", "en wheaton con mi mama y mi padrastro, casados, ella 40 mil el 52 mil", "92000"),
    ("en", "in wheaton with my mom and stepdad, married, she 40k he 52k", "92000"),
    ("es", "con mi mama y mi padrastro, ella gana 40 mil el 52 mil", "92000"),  # guard
])
def test_earners_amounts_without_verb(lang, message, agi):
    read = _read(talk(lang, message))
    assert float(read.get("agi", 0)) == float(agi)

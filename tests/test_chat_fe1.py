"""fe1: a parent named only as paying child support or sending money is no parent at home.

A one-parent home told with the other parent's support beside it ("me and my mom, my dad pays
child support 1000 a month", "mi mamá y yo, mi papá paga manutención") was read back as two
parents and one person more (the $150,000 limit for one parent's $100,000: a false "likely
eligible"). The paying parent lives elsewhere: one parent, the household counted without them, and
the support is not read as the household's income."""
import pytest

from screener.chat import understand
from support import CHAT_SO_FAR
from support import proposed
from support import waiting

# (lang, said, household, people)
SUPPORT_ASIDES = [
    ("en", "me and my mom, my dad pays child support 1000 a month", "single_parent", 2),
    ("en", "just me and my mom, my dad sends 500 a month", "single_parent", 2),
    ("en", "my mom, my little sister and me. our father sends us money every month", "single_parent", 3),
    ("en", "it's me and my dad; my mom pays support", "single_parent", 2),
    ("en", "I live with my mother, my father gives child support", "single_parent", 2),
    ("es", "mi mamá y yo, mi papá paga manutención de 1000 al mes", "single_parent", 2),
    ("es", "vivo con mi mamá y mi hermano, mi papá me manda 300 al mes", "single_parent", 3),
    ("es", "somos mi papá y yo, mi mamá da pensión alimenticia", "single_parent", 2),
    ("es", "mi mami y yo nomás, mi papi nos manda dinero", "single_parent", 2),
]

# the same words beside both parents at home: still two parents
BOTH_HOME = [
    ("en", "me, my mom and my dad, my dad pays the bills", "two_parent", 3),
    ("en", "me and my parents, my dad pays child support for my half brother", "two_parent", 3),
    ("es", "vivo con mis papás y mi hermana, mi papá manda dinero a El Salvador", "two_parent", 4),
]


@pytest.mark.parametrize("lang,said,kind,people", SUPPORT_ASIDES + BOTH_HOME)
def test_the_lists_reader_leaves_a_paying_parent_out(lang, said, kind, people):
    assert understand.household_kind(said) == kind, said
    assert understand.household_size(said) == people, said


@pytest.mark.parametrize("lang,said,kind,people", SUPPORT_ASIDES)
def test_a_paying_parent_is_no_parent_at_home_in_the_chat(lang, said, kind, people):
    turn = waiting({**CHAT_SO_FAR, "hs_gpa": 3.0}, "household", said, lang)
    got = {**turn.answers, **proposed(turn)}
    assert got.get("household") == kind, (said, turn.reply)
    assert got.get("household_size") == people, (said, turn.reply)
    assert "agi" not in got, (said, turn.reply)  # child support is not the household's AGI

"""fix42i: households read from who is speaking (dev42, an outside author's kitchen-table set).

1) "my husband says put Baltimore County", "mi esposo dice que ponga…": a spouse named only as
   someone speaking is no marriage (understand.spouse_only_speaks): the county only;
2) "112,000 between my wife and me. she's our daughter, the one applying": a parent writing, two
   parents and the income (no size read from "between my wife and me");
3) "just me, her mom. her dad left years ago", "nada más yo, su mamá. el papá se fue": one parent;
4) "soy el papá, la mamá y yo estamos casados…": two parents;
5) "me, my mom and my stepdad. they got married in 2019": a size of 3, never 4;
6) "just me and my dad. mom moved out in march but she still pays the car insurance": one parent;
7) "mi mamá y mi padrastro se casaron", "they're married, not divorced": married.

Each table's rows failed before the fix unless marked "guard".
"""
import pytest

from support import CHAT_SO_FAR
from support import proposed
from support import waiting
from screener.chat import understand

BEFORE_COUNTY = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland"}
AT_INCOME = {**CHAT_SO_FAR, "hs_gpa": 3.0, "household": "single_parent", "household_size": 2}


def _household_after(lang: str, text: str):
    """The household (and its size) kept or read back after ``text`` at the household question."""
    turn = waiting(dict(CHAT_SO_FAR, hs_gpa=3.0), "household", text, lang)
    got = {**turn.answers, **proposed(turn)}
    return got.get("household"), got.get("household_size")


@pytest.mark.parametrize("lang,text,county", [
    ("en", "Dundalk. my husband says put Baltimore County and for once he's right", "baltimore-county"),
    ("es", "Frederick, bueno mi esposo dice que ponga Frederick County, es lo mismo", "frederick"),
    ("en", "Frederick, my wife says it's Frederick County", "frederick"),
    ("es", "Dundalk, mi esposa dice que es el condado de Baltimore", "baltimore-county"),
])
def test_spouse_speaking_no_marriage(lang, text, county):
    turn = waiting(dict(BEFORE_COUNTY), "county", text, lang)
    got = {**turn.answers, **proposed(turn)}
    assert got.get("county") == county
    assert "household" not in got


@pytest.mark.parametrize("lang,text,want", [
    ("en", "Dundalk. my husband says put Baltimore County", False),
    ("es", "mi esposo dice que ponga Frederick County", False),
    ("en", "my husband says I'm married so yes, Frederick", True),  # guard: the writer's own marriage
    ("es", "estoy casada, mi esposo dice que es Frederick", True),  # guard
    ("en", "my husband and I live in Frederick", True),  # guard: a couple said
    ("es", "mi esposo y yo, yo soy la que va a estudiar", True),  # guard
])
def test_married_read(lang, text, want):
    assert (not understand.spouse_only_speaks(text)) == want


@pytest.mark.parametrize("lang,text,want", [
    ("en", "112,000 between my wife and me. she's our daughter, the one applying", ("two_parent", 112000)),
    ("es", "112 mil entre mi esposa y yo. ella es nuestra hija, la que va a aplicar", ("two_parent", 112000)),
    ("en", "my husband and I make 80k", ("married", 80000)),  # guard: a couple, no child said to apply
    ("es", "mi esposo y yo ganamos 80 mil", ("married", 80000)),  # guard
])
def test_parent_between_spouses(lang, text, want):
    turn = waiting(dict(AT_INCOME), "agi", text, lang)
    got = {**turn.answers, **proposed(turn)}
    assert (got.get("household"), got.get("agi")) == want
    assert got.get("household_size") == 2  # (as kept: no size read from "between my wife and me")


@pytest.mark.parametrize("lang,text,want", [
    # 3: the writer named as the student's parent, the other gone
    ("en", "just me, her mom. her dad left years ago", "single_parent"),
    ("es", "nada más yo, su mamá. el papá se fue hace años", "single_parent"),
    # 4: the writer, a parent, and the other parent named with an article
    ("es", "soy el papá, la mamá y yo estamos casados y vivimos con él", "two_parent"),
    ("es", "soy la mamá, el papá y yo vivimos con ella", "two_parent"),
    ("en", "I'm the dad, her mom and I are married and we live with her", "two_parent"),  # guard
    # 6: the parent gone paying a bill, an aside
    ("en", "just me and my dad. mom moved out in march but she still pays the car insurance", "single_parent"),
    ("es", "solo mi papá y yo, mi mamá se fue en marzo pero todavía paga el seguro del carro", "single_parent"),  # guard
    # 7: a parent and step-parent wed, a divorce denied
    ("es", "mi mamá y mi padrastro se casaron", "two_parent"),
    ("en", "my mom and my stepdad got married", "two_parent"),
    ("en", "they're married, not divorced", "two_parent"),
    ("es", "están casados, no divorciados", "two_parent"),
    ("en", "my parents are married", "two_parent"),  # guard
    ("es", "mis papás están casados", "two_parent"),  # guard
    ("en", "I'm married", "married"),  # guard: the student's own marriage
    ("es", "estoy casada", "married"),  # guard
    ("en", "me, her mom, and her dad", "two_parent"),  # guard
    ("es", "yo, su mamá, y su papá", "two_parent"),  # guard
])
def test_household(lang, text, want):
    assert _household_after(lang, text)[0] == want


@pytest.mark.parametrize("lang,text,want", [
    ("en", "me, my mom and my stepdad. they got married in 2019", 3),
    ("en", "me, my mom and my stepdad, they're married", 3),
    ("es", "yo, mi mamá y mi padrastro. se casaron en 2019", 3),  # guard
    ("en", "me, my mom and my stepdad", 3),  # guard
    ("en", "me and my husband, we are married", 2),  # guard
    ("es", "mi esposo y yo", 2),  # guard
])
def test_size_not_counting_marriage(lang, text, want):
    assert understand.household_size(text) == want


@pytest.mark.parametrize("text,want", [
    ("mi mamá y mi padrastro se casaron", True),
    ("my mom and my stepdad got married", True),
    ("they're married, not divorced", True),
    ("están casados, no divorciados", True),
    ("no están casados", False),  # guard
    ("they're not married", False),  # guard
    ("my parents are divorced", False),  # guard
    ("mis papás están divorciados", False),  # guard
])
def test_married_said_of_them(text, want):
    assert understand.married_said_of_them(text) == want

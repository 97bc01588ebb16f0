"""fix46j: whose income counts and the household size (a newcomer's findings F2, F4, F11).

- F2: the student's own pay said after "i live on my own and make 30k" is never dropped by the
  parents' "together" ($120,000 was read back, not $150,000: a false "likely eligible"); and the
  parents' household read back beside "I live on my own" says why (ON_OWN_PARENTS_COUNT: a student
  living apart is usually still a dependent; the college decides), never a silent reading.
- F4: a grandparent's or guardian's pay, the parents away ("my grandma has custody of me… she
  makes 45k", "vivo con mi abuela… gana 45 mil"), is never read back nor kept as the household's
  income (it passed the income rule said left out); why is said (KIN_NOT_COUNTED).
- F11: no household size from the people named when a parent's boyfriend is among them, the
  student is married and lives with the parents, or the student lives on their own beside the
  parents' pay ("People in household: 12", "4" were read back).
"""
import pytest

from support import proposed
from support import talk
from support import then
from support import waiting

YES = {"en": "yep", "es": "sí"}


def _agi(turn):
    value = proposed(turn).get("agi", turn.answers.get("agi"))
    return None if value is None else float(value)


def _size(turn):
    return proposed(turn).get("household_size", turn.answers.get("household_size"))


# F2: the writer's own pay after "and" is theirs, added to the parents' "together"
@pytest.mark.parametrize("lang,said,total", [
    ("en", "i live on my own and make 30k. my parents make 120k together", 150000),
    ("en", "i live alone and make 30k. my parents make 120k combined", 150000),
    ("en", "im 19, single, i live on my own in baltimore county and make 30k. my parents make 120k together but they dont support me", 150000),
    ("en", "i make 30k. my parents make 120k together", 150000),  # guard
    ("es", "vivo sola y gano 30 mil, mis papás ganan 120 mil entre los dos", 150000),  # guard
])
def test_own_pay_never_dropped_by_together(lang, said, total):
    turn = talk(lang, said)
    assert _agi(turn) == total, (turn.reply, proposed(turn), turn.answers)


ON_OWN = {"en": "You said you live on your own", "es": "Dijiste que vives por tu cuenta"}


# F2: "on my own" beside the parents' pay: the parents' household read back saying why
@pytest.mark.parametrize("lang,said", [
    ("en", "i live on my own and make 30k. my parents make 120k together"),
    ("en", "i live on my own and make 30k. my parents make 120k"),
    ("es", "vivo sola y gano 30 mil, mis papás ganan 120 mil entre los dos"),
    ("es", "vivo solo, gano 30 mil. mis padres ganan 120 mil juntos"),
])
def test_on_own_beside_parents_pay_said_why(lang, said):
    turn = talk(lang, said)
    assert proposed(turn).get("household") == "two_parent", (turn.reply, proposed(turn))
    assert "household" not in turn.answers, turn.answers  # read back, never kept unasked
    assert ON_OWN[lang] in turn.reply, turn.reply
    assert _size(turn) is None, (turn.reply, proposed(turn))  # no size from parents not at home


@pytest.mark.parametrize("lang,said,household", [
    ("en", "i live on my own and make 30k", "single"),  # guard
    ("es", "vivo sola y gano 30 mil", "single"),  # guard
    ("en", "i live with my parents, they make 120k together", "two_parent"),  # guard
])
def test_on_own_alone_unchanged(lang, said, household):
    turn = talk(lang, said)
    assert proposed(turn).get("household", turn.answers.get("household")) == household, (turn.reply, proposed(turn))
    assert ON_OWN[lang] not in turn.reply, turn.reply


NOT_COUNTED = {"en": "not a grandparent's", "es": "no el de un abuelo"}


# F4: a grandparent's pay, the parents away: never read back nor kept, why said
@pytest.mark.parametrize("lang,said", [
    ("en", "my grandma has legal custody of me, I live with her in Frederick county. she makes 45k from her pension. "
           "my parents aren't around. im graduating from a maryland high school in may, gpa 3.2"),
    ("en", "i live with my grandma, she has custody. she makes 45k. my parents aren't around"),  # guard (held before too)
    ("es", "vivo con mi abuela, ella tiene la custodia. gana 45 mil. mis papás no están"),
    ("es", "vivo con mi abuela porque mis papás no están, ella gana 45 mil"),
    ("es", "mi abuela tiene la custodia, vivo con ella y gana 45 mil al año"),
])
def test_grandparent_pay_not_the_household_income(lang, said):
    turn = talk(lang, said)
    assert _agi(turn) is None, (turn.reply, proposed(turn), turn.answers)
    assert NOT_COUNTED[lang] in turn.reply, turn.reply


def test_grandparent_pay_never_passes_the_income_rule():
    turn = talk("en", "my grandma has legal custody of me, I live with her in Frederick county. she makes 45k from her "
                      "pension. my parents aren't around. im graduating from a maryland high school in may, gpa 3.2")
    for m in ("yep", "none", "yes", "associates full time", "fafsa", "no"):
        turn = then(turn, m, "en")
    assert "agi" not in turn.answers and "$45,000" not in turn.reply, (turn.reply, turn.answers)


@pytest.mark.parametrize("lang,said,total", [
    ("en", "i live with my grandma, my mom makes 40k", 40000),  # guard: a parent's pay counts
    ("es", "vivo con mi abuela, mi mamá gana 40 mil", 40000),  # guard
])
def test_parent_pay_beside_grandparent_kept(lang, said, total):
    turn = talk(lang, said)
    assert _agi(turn) == total, (turn.reply, proposed(turn), turn.answers)


# F11: no size invented from an age, a parent's boyfriend, or a married student's parents' home
@pytest.mark.parametrize("lang,said", [
    ("en", "I'm 20 and married, we live with my parents in Howard county. graduated from a maryland high school in june 2024 "
           "with a 2.7. my husband and I make 40k together, my parents make about 200k"),
    ("en", "my mom and her boyfriend live with me, they're not married. mom makes 70k, her boyfriend makes 50k. "
           "im a senior at a baltimore city high school, gpa 2.5"),
    ("es", "tengo 20 años, estoy casada y vivimos con mis papás en el condado de howard. me gradué de una high school de "
           "maryland en junio de 2024 con 2.7. mi esposo y yo ganamos 40 mil, mis papás ganan como 200 mil"),
    ("es", "mi mamá y su novio viven conmigo. ella gana 70 mil y su novio gana 50 mil. soy senior en una high school de "
           "baltimore, promedio 2.5"),
    ("es", "somos mi mamá, su novio y yo. ella gana 70 mil"),
])
def test_no_household_size_invented(lang, said):
    turn = talk(lang, said)
    assert _size(turn) is None, (turn.reply, proposed(turn), turn.answers)


@pytest.mark.parametrize("lang,said,size", [
    ("en", "me my mom and my 2 brothers", "4"),  # guard
    ("es", "somos 4, mi mamá, su novio, mi hermano y yo", "4"),  # guard: a count said
    ("en", "im married, me my husband and our son", "3"),  # guard
])
def test_household_size_from_a_count_or_list_kept(lang, said, size):
    turn = waiting({}, "household_size", said, lang)
    assert str(_size(turn)) == size, (turn.reply, proposed(turn), turn.answers)

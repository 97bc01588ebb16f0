"""Review of the twentieth round: a student who says they don't live with their parents names no
household with parents ("my parents are retired, I don't live with them" was read back as two
parents after a confirmed "single"). The wording is ours."""
import pytest

from support import proposed
from support import talk
from support import then

from screener.chat import understand

OPENING = {"en": "I'm 35, I live in Towson, I want an associate's at CCBC part time. I'm single, no kids, I make 40k",
           "es": "tengo 35 años, vivo en Towson, quiero un asociado en CCBC medio tiempo. soy soltera, sin hijos, gano 40 mil"}
YES = {"en": "yes", "es": "sí"}
JUST_MINE = {"en": "No, it's just mine", "es": "No, son solo míos"}


@pytest.mark.parametrize("lang,apart", [
    ("en", "my parents are retired, I don't live with them"),
    ("en", "my mom and dad are in Ohio, I dont live with my parents"),
    ("es", "mis papás están jubilados, no vivo con ellos"),
    ("es", "ya no vivo con mis papás"),
])
def test_parents_the_student_doesnt_live_with_are_no_household(lang, apart):
    turn = then(then(then(talk(lang, OPENING[lang]), YES[lang], lang), JUST_MINE[lang], lang), apart, lang)
    assert turn.answers.get("household") == "single", turn.reply
    assert proposed(turn).get("household") in (None, "single"), turn.reply


@pytest.mark.parametrize("text,apart", [
    ("my parents are retired, I don't live with them", True),
    ("I do not live with my mom and dad", True),
    ("no vivo con mis padres", True),
    ("I live with my parents", False),
    ("my dad doesn't live with us", False),  # a parent away: another reading (one parent at home)
    ("vivo con mis papás", False),
])
def test_the_student_apart(text, apart):
    assert bool(understand._STUDENT_APART.search(understand.normalize(text))) is apart

"""fix45n: household leftovers (played at the household question).

- A parent in jail said the ways people say it ("my mom is locked up", "mi mamá está presa", "en el
  bote"): away from home, as "in jail" was (understand._JAILED, in _ABSENT and _PARENT_TAKEN).
- A parent said only to be away, no one at home named ("my mom is in jail"): a household fact, never
  the divorced-parents FAQ; who the student lives with is asked plainly (understand.only_absent_parents,
  PARENT_AWAY_WHO).
- "i live with my aunt bc my mom is in jail": the mom in jail was counted in the household's size (3);
  "bc", "cuz" now cut a clause as "because" does (understand._LOSS_CLAUSES).

Rows fail before the fix unless marked "# guard".
"""
import pytest

from support import household_asked
from support import household_of
from support import proposed
from support import talk
from support import then

WHO = {"en": "Who do you live with?", "es": "¿Con quién vives?"}
FAQ = {"en": "gave you more financial support", "es": "te dio más apoyo económico"}
# (lang, a parent said only to be away, at the household question): nothing kept, who asked, no FAQ
AWAY_ROWS = [
    ("en", "my mom is locked up"),
    ("en", "my dad got locked up"),
    ("en", "my mom is in jail"),
    ("en", "my dad is in prison"),
    ("en", "my dad is doing time"),
    ("en", "my mom is incarcerated"),
    ("es", "mi mamá está presa"),
    ("es", "mi papá está preso"),
    ("es", "mi mamá está encarcelada"),
    ("es", "mi papá está en la cárcel"),
    ("es", "mi papá está en el bote"),
    ("es", "mi mamá está en el tambo"),
]


@pytest.mark.parametrize("lang,message", AWAY_ROWS)
def test_parent_away_asks_who(lang, message):
    turn = then(household_asked(lang), message, lang)
    assert turn.conversation.expecting == "household"
    assert household_of(turn) is None
    assert WHO[lang] in turn.reply
    assert FAQ[lang] not in turn.reply


# (lang, answer at the household question, household read back or kept (None: asked), size proposed or kept)
COUNT_ROWS = [
    ("en", "i live with my aunt bc my mom is in jail", None, None),
    ("en", "i live with my aunt cuz my dad is locked up", None, None),
    ("en", "i live with my aunt bc my dad got locked up", None, None),
    ("es", "vivo con mi tía, mi mamá está presa", None, None),  # guard
    ("es", "vivo con mi abuela porque mi papá está en el bote", None, None),
    ("en", "just me and my mom", "single_parent", 2),  # guard
    ("es", "solo mi mamá y yo", "single_parent", 2),  # guard
    ("en", "i live with my mom and dad", "two_parent", None),  # guard
    ("es", "vivo con mi tía, mi mamá está en la cárcel", None, None),  # guard
]


@pytest.mark.parametrize("lang,message,household,size", COUNT_ROWS)
def test_parent_away_not_counted(lang, message, household, size):
    turn = then(household_asked(lang), message, lang)
    assert household_of(turn) == household
    assert proposed(turn).get("household_size", turn.answers.get("household_size")) == size
    assert FAQ[lang] not in turn.reply


# (lang, the opening): a parent in jail beside the relative at home is never read as one parent at home
OPENING_ROWS = [
    ("en", "i live with my aunt bc my mom is locked up"),
    ("es", "vivo con mi tía porque mi mamá está presa"),  # guard
    ("en", "i live with my aunt bc my mom is in jail"),
    ("en", "i live with my aunt bc my dad got locked up"),
]


@pytest.mark.parametrize("lang,message", OPENING_ROWS)
def test_opening_parent_in_jail(lang, message):
    turn = talk(lang, message)
    assert household_of(turn) != "single_parent"
    assert proposed(turn).get("household_size") != 3

"""Who lives with the student and how many: failure classes of the household answers found on
the tuning sets (issue #8), one table row per class and language, in our own words. Each row: the
question pending, the language, the message, and the answers new or changed after the student's
"yes" (``READ_BACK``: only after one; ``ASKED``: nothing kept or read back)."""
import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State

from test_understand import ASKED
from test_understand import TODAY
from test_understand import YES
from test_understand import READ_BACK
from test_understand import check_reading
from test_understand import say

CASES = [
    # The writer's own spouse first in a list of everyone at home, the commas standing for "and"
    # ("me, my husband, and our kids"): a married student with children, read back, everyone
    # counted (was: asked whose marriage it is, as for "we are 4, married")
    ("household", "en", "me, my husband and our 2 children", {"household": "married", "household_size": 4}, READ_BACK),
    ("household", "es", "yo, mi esposa y nuestros cuatro hijos", {"household": "married", "household_size": 6}, READ_BACK),
    # A single parent with the child named after "with" ("single dad with my son"): one parent
    # and the child, everyone at home (was: the size left out)
    ("household", "en", "single dad with my little girl", {"household": "single_parent", "household_size": 2}, None),
    ("household", "es", "mamá soltera con mi bebé", {"household": "single_parent", "household_size": 2}, None),
    # A child said to live with the writer ("my son lives with me") is a parent's words and names
    # neither everyone at home nor one parent alone: no household, no size (was: one parent, 2)
    ("household", "en", "my son stays with me", ASKED, None),
    ("household", "es", "mi hija está conmigo", ASKED, None),
    ("household_size", "en", "my son stays with me", ASKED, None),
    ("household_size", "es", "mi hija vive conmigo", ASKED, None),
    # The size said plainly with a list that changes the household given before ("one parent"):
    # the size is kept, the household is read back, never changed unasked
    ("household_size", "en", "4 of us: my mom, my dad, my brother and me", {"household_size": 4, "household": "two_parent"},
     READ_BACK),
    ("household_size", "es", "somos cinco: mis papás, mi hermana, mi abuela y yo", {"household_size": 5, "household": "two_parent"},
     READ_BACK),
]


@pytest.mark.parametrize("expecting,lang,text,want,how", CASES)
def test_household_classes(expecting, lang, text, want, how):
    turn, got = say(expecting, text, lang)
    check_reading(turn, got, want, how)


@pytest.mark.parametrize("lang,text,county", [
    ("es", "mi hija vive conmigo en Salisbury", "wicomico"),
    ("es", "mi muchacha está conmigo aquí en Hagerstown", "washington"),
])
def test_child_living_with_the_writer_is_no_household_at_the_county(lang, text, county):
    """The same message while the county is asked early (no household given yet): the county
    only; who else is at home is asked on its own page (was: one parent and 2 or 3 people)."""
    early = {"applicant_type": "new", "prior_degree": "none", "high_school": "maryland"}
    turn = respond(Conversation(State(dict(early), frozenset(), lang), "county"), text, lang, TODAY)
    if turn.conversation.pending:
        turn = respond(turn.conversation, YES[lang], lang, TODAY)
    answers = turn.conversation.state.answers
    assert answers.get("county") == county, turn.reply
    assert "household" not in answers and "household_size" not in answers, (answers, turn.reply)

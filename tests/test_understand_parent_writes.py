"""A parent writing for the student describes the home in the child's terms and their own ("he
lives with me and his dad", "vive conmigo, su papá está en Texas"): the writer is a parent at home.
A newcomer's finding (issue #8): read with "me" as the student, a two-parent home was one parent
kept unasked, and the $100,000 limit ruled out a $120,000 family; "vive conmigo, su papá vive en
Virginia" got the FAQ on living outside Maryland. Our own words, English and Spanish; each row:
the question pending, the language, the message, the answers after the student's "yes"."""
import pytest

from test_understand import ASKED
from test_understand import READ_BACK
from test_understand import check_reading
from test_understand import say

CASES = [
    # the writer and the child's other parent (or step-parent) at home: two parents, read back,
    # no household size (the student isn't in the list)
    ("en", "she lives with me and her father and her little brother", {"household": "two_parent"}, READ_BACK),
    ("en", "her stepdad and me", {"household": "two_parent"}, READ_BACK),
    ("es", "ella vive con nosotros, su papá y yo", {"household": "two_parent"}, READ_BACK),
    ("es", "está conmigo y con su padrastro y sus hermanos", {"household": "two_parent"}, READ_BACK),
    # the writer alone with the child, the other parent away or gone: one parent, read back
    ("en", "she lives with me, her mom moved to Texas", {"household": "single_parent"}, READ_BACK),
    ("en", "only me, her father passed away", {"household": "single_parent"}, READ_BACK),
    ("es", "vive conmigo, su mamá está en Honduras", {"household": "single_parent"}, READ_BACK),
    ("es", "vive conmigo nada más", {"household": "single_parent"}, READ_BACK),
    # the child with the writer and nobody else named: whether the other parent is there is asked
    ("es", "vive conmigo y sus dos hermanas", ASKED, None),
    ("en", "she lives with me", ASKED, None),
    # the student's own words stay the student's: "my mom and her husband" is a parent and a step-parent
    ("en", "me, my mom and her husband", {"household": "two_parent", "household_size": 3}, None),
    ("es", "con mi papá y su esposa", {"household": "two_parent"}, None),
    # a parent who moved in is at home; one who moved away is not
    ("en", "me, my mom and my dad, he moved in with us last year", {"household": "two_parent", "household_size": 3}, None),
]


@pytest.mark.parametrize("lang,text,want,how", CASES)
def test_a_parent_writing_for_the_student(lang, text, want, how):
    turn, got = say("household", text, lang)
    check_reading(turn, got, want, how)
    if how is READ_BACK:
        assert "household_size" not in got  # the student isn't in the writer's list: no size guessed

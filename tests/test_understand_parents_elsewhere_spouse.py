"""Who lives at home, said two ways dev16's families say it (issue #8), in both languages: a
parent's spouse named after the parent as "el esposo de ella" / "the husband of hers" is a
step-parent (two parents), never the student's own marriage; and a parent still or back in a place
of their own that no Maryland town is ("siguen en Xela", "is back in Tegus") is away, wherever that
is: not counted at home, so a guardian's home is never read as two parents. The wording is ours."""
import datetime as dt

import pytest

from screener.chat.engine import respond
from screener.chat.session import Conversation
from screener.flow import State

TODAY = dt.date(2026, 12, 1)
SO_FAR = {"applicant_type": "new", "prior_degree": "none", "zip": "21044", "county": "howard", "in_state_tuition": "yes",
          "high_school": "maryland", "hs_completion_date": "2027-06", "college": "howard", "program": "associate",
          "credits_per_semester": 12, "hs_gpa": 3.0}


def at_household(text: str, lang: str):
    return respond(Conversation(State(dict(SO_FAR), frozenset(), lang), "household"), text, lang, TODAY)


def household_of(turn):
    return turn.answers.get("household") or (turn.conversation.pending.get("household") or {}).get("household")


@pytest.mark.parametrize("text,lang", [
    ("vivo con mi mamá y el marido de ella", "es"),
    ("mi papá, mis dos hermanas y la esposa de él", "es"),
    ("my mother and the husband of hers", "en"),
    ("me, my mom, my little brother and the husband of hers", "en"),
])
def test_a_parents_spouse_said_after_them_is_a_step_parent(text, lang):
    assert household_of(at_household(text, lang)) == "two_parent"


@pytest.mark.parametrize("text,lang", [
    ("vivo con mi abuelita, mi mamá sigue en Choluteca", "es"),
    ("me cría mi tío, mis papás siguen en Olancho", "es"),
    ("my grandma raises me, my parents are still in Chinandega", "en"),
])
def test_a_guardians_home_with_the_parents_away_is_no_parents_household(text, lang):
    assert household_of(at_household(text, lang)) is None


@pytest.mark.parametrize("text,lang", [
    ("con mi mamá, mi papá sigue en Olancho", "es"),
    ("just my mom, my dad is back in Tegus", "en"),
])
def test_one_parent_at_home_and_the_other_away_is_one_parent(text, lang):
    assert household_of(at_household(text, lang)) == "single_parent"


@pytest.mark.parametrize("text,lang", [("mis papás siguen en la casa de siempre", "es"), ("my parents, they are still in Bethesda", "en")])
def test_parents_still_at_home_or_in_a_maryland_town_are_at_home(text, lang):
    assert household_of(at_household(text, lang)) == "two_parent"

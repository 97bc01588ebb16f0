"""fix44r: a reviewer's findings on fix44f and fix44c.

1. "what if my dad moved out to virginia, would I still get in-state tuition?" got whose income counts:
   a parent leaving home with another state named, or residency asked, stays the in-state entry's;
   a husband or wife leaving is no parent (faq.find, faq._PARENT_LEAVES_HOME).
2. "I live with my girlfriend, her mom and her dad" ("vivo con mi novio, su mamá y su papá") was read as
   two parents, 4 people (a false "likely eligible"): a partner's parents are never the student's
   (understand.partners_parents, without_partners_parents).
3. college_where_award_had searched its whole pattern at every place of a long message: now only
   where the award's words end (understand._AWARD_HAD_AT).

Rows fail before the fix unless marked "# guard".
"""
import time

import pytest

from screener.chat import faq
from screener.chat.understand import college_where_award_had
from screener.chat.understand import normalize
from support import CHAT_SO_FAR
from support import proposed
from support import waiting


@pytest.mark.parametrize("said,entry", [
    ("what if my dad moved out to virginia, would I still get in-state tuition?", "in_state_tuition"),
    ("if my dad moves out and goes to another state would I still be a resident?", "in_state_tuition"),
    ("y si mi papá se fue de la casa a virginia, todavía tendría la matrícula estatal?", "in_state_tuition"),
    ("si mi papá se va de la casa y se muda a otro estado, sigo teniendo la residencia?", "in_state_tuition"),
    ("what if my husband left the house, am I still an independent student?", "independent_student"),
    ("y si mi esposo se va de la casa, todavía soy independiente?", "independent_student"),
    ("if his dad moves out would he still qualify", "whose_income_divorced"),  # guard
    ("y si su papá se va de la casa todavía califica", "whose_income_divorced"),  # guard
    ("if my dad moves out of state would i still qualify", "in_state_tuition"),  # guard
    ("si mi papá se muda a Ohio todavía califico", "in_state_tuition"),  # guard
])
def test_a_parent_moving_to_another_state_is_residency(said, entry):
    assert getattr(faq.find(said), "id", None) == entry


SO_FAR = {k: v for k, v in CHAT_SO_FAR.items() if k not in ("household", "household_size", "agi")}


@pytest.mark.parametrize("lang,said", [
    ("en", "I live with my girlfriend, her mom and her dad"),
    ("en", "I live with my boyfriend and his mom and dad"),
    ("es", "vivo con mi novio, su mamá y su papá"),
    ("es", "vivo con mi novia y sus papás"),
])
@pytest.mark.parametrize("question", ["household", "household_size"])
def test_a_partners_parents_are_not_the_students(lang, said, question):
    turn = waiting(SO_FAR, question, said, lang)
    got = {**turn.conversation.state.answers, **proposed(turn)}
    assert got.get("household") != "two_parent"
    assert got.get("household_size") not in (3, 4)


@pytest.mark.parametrize("lang,said,want", [
    ("en", "I live with my mom and dad", "two_parent"),  # guard
    ("es", "vivo con mi mamá y mi papá", "two_parent"),  # guard
    ("en", "my mom and her boyfriend", "single_parent"),  # guard
    ("es", "vivo con mi mamá y su novio", "single_parent"),  # guard
])
def test_the_students_own_parents_still_count(lang, said, want):
    turn = waiting(SO_FAR, "household", said, lang)
    assert {**turn.conversation.state.answers, **proposed(turn)}.get("household") == want


@pytest.mark.parametrize("said,want", [
    ("got it in " * 500, None),  # guard (fast here before too: the reviewer measured ~1.3 s)
    ("la tengo en " * 420, None),  # guard
    ("I got it last year and " * 220 + "I got it last year at Howard", "howard"),  # guard
    ("hola " * 1000 + "la tengo desde el año pasado en Howard", "howard"),  # guard
    ("I got it last year at Howard", "howard"),  # guard
    ("la tengo desde el año pasado en Howard", "howard"),  # guard
    ("I got the promise last year, I live in Howard", None),  # guard
])
def test_the_award_had_at_a_place_is_read_quickly(said, want):
    norm = normalize(said)
    college_where_award_had(normalize("warm up: I got it at Howard"))
    start = time.perf_counter()
    got = college_where_award_had(norm)
    assert time.perf_counter() - start < 0.5
    assert got == want

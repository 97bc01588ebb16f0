"""Review of the nineteenth round: a follow-up the engine can make round-trips through the token check."""
import pytest

from screener.chat import session


def test_a_part_follow_up_with_a_held_sums_parts_and_its_marks_is_accepted():
    # one parent's pay and the student's own held as a sum with its parts (fix33k), the other parent's
    # name (o), asked again after another question (d), kept beside a refused household (r, fix33t), and
    # marked used (u): 13 keys, each a value the engine writes
    slot = {"k": "part", "e": "mom", "a": 98000.0, "t": 1, "o": "dad", "x": "mom", "xa": 98000.0, "xt": 1,
            "ya": 6000.0, "yt": 1, "d": 1, "r": 1, "u": 1}
    assert session._follow_up(slot) == slot


def test_a_follow_up_past_the_bound_is_still_refused():
    slot = {"k": "part"} | {f"z{i}": 1 for i in range(session.MAX_FOLLOW_UP_KEYS)}
    with pytest.raises(ValueError):
        session._follow_up(slot)
